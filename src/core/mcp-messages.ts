/** The requests the gate itself writes, per protocol version. */
import type { JsonRpcId, ProtocolVersion } from './protocol.js';
import { rulesFor } from './protocol.js';

export const CLIENT_INFO = { name: 'mcp-stdio-gate', version: '0.1.0' };

/** Stateless 2026-07-28: the version, capabilities and client travel in `_meta` on every request. */
export function requestMeta(version: ProtocolVersion): Record<string, unknown> | undefined {
  if (!rulesFor(version).stateless) return undefined;
  return {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': CLIENT_INFO
  };
}

export function initializeRequest(id: JsonRpcId, version: ProtocolVersion): object {
  return {
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: version, capabilities: {}, clientInfo: CLIENT_INFO }
  };
}

export const INITIALIZED_NOTIFICATION = { jsonrpc: '2.0', method: 'notifications/initialized' };

export function toolCallParams(
  tool: string,
  args: unknown,
  version: ProtocolVersion
): Record<string, unknown> {
  const meta = requestMeta(version);
  return meta ? { name: tool, arguments: args, _meta: meta } : { name: tool, arguments: args };
}

export function toolCall(id: JsonRpcId, tool: string, args: unknown, version: ProtocolVersion): object {
  return { jsonrpc: '2.0', id, method: 'tools/call', params: toolCallParams(tool, args, version) };
}

export function frameBytes(message: object): Buffer {
  return Buffer.from(JSON.stringify(message) + '\n', 'utf8');
}

/** `tools/list`, one page (`cursor` from the previous page's `nextCursor`). */
export function toolsListRequest(id: JsonRpcId, version: ProtocolVersion, cursor?: string): object {
  const meta = requestMeta(version);
  const params = { ...(cursor !== undefined ? { cursor } : {}), ...(meta ? { _meta: meta } : {}) };
  return Object.keys(params).length
    ? { jsonrpc: '2.0', id, method: 'tools/list', params }
    : { jsonrpc: '2.0', id, method: 'tools/list' };
}

/** A ping: the barrier before a case's frames and the heartbeat of a soak. */
export function pingRequest(id: JsonRpcId, version: ProtocolVersion): object {
  const meta = requestMeta(version);
  return meta
    ? { jsonrpc: '2.0', id, method: 'ping', params: { _meta: meta } }
    : { jsonrpc: '2.0', id, method: 'ping' };
}
