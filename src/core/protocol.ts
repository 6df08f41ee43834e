/** MCP protocol versions and what each allows on the wire. */
export const PROTOCOL_VERSIONS = [
  '2024-11-05',
  '2025-03-26',
  '2025-06-18',
  '2025-11-25',
  '2026-07-28'
] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];
export const DEFAULT_PROTOCOL_VERSION: ProtocolVersion = '2025-11-25';

export interface ProtocolRules {
  /** JSON-RPC batches (arrays) exist only in 2025-03-26. */
  batches: boolean;
  /** Stateless 2026-07-28: no initialize; the version travels in `_meta` on every request. */
  stateless: boolean;
  /** Servers may send requests (ping, sampling, roots, elicitation) except in the stateless version. */
  serverRequests: boolean;
}

export function rulesFor(version: ProtocolVersion): ProtocolRules {
  return {
    batches: version === '2025-03-26',
    stateless: version === '2026-07-28',
    serverRequests: version !== '2026-07-28'
  };
}

export function isProtocolVersion(value: string): value is ProtocolVersion {
  return (PROTOCOL_VERSIONS as readonly string[]).includes(value);
}

export type JsonRpcId = string | number;

/** `1` and `"1"` are different ids: the key keeps the type. */
export function idKey(id: JsonRpcId): string {
  return `${typeof id}:${String(id)}`;
}

export function describeId(id: unknown): string {
  return typeof id === 'string' ? JSON.stringify(id) + ' (string)' : `${JSON.stringify(id)} (${typeof id})`;
}
