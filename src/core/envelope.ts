/**
 * Server-to-client JSON-RPC 2.0 envelopes, checked with our own schemas: the MCP JSON Schemas are
 * too permissive (`id: null|1.5|true` passes as a notification), so the gate states the envelope itself.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { envelopeValidators } from './generated/validators.js';
import { ENVELOPE_SCHEMAS } from './schemas.js';

export type EnvelopeKind = keyof typeof ENVELOPE_SCHEMAS;

/** Compiled ahead of time (src/core/generated/validators.js). */
export function validators(): Record<EnvelopeKind, ValidateFunction> {
  return envelopeValidators;
}

export type Envelope =
  | { kind: 'result'; id: string | number; value: Record<string, unknown> }
  | { kind: 'error'; id: string | number | null | undefined; value: Record<string, unknown> }
  | { kind: 'notification'; method: string; value: Record<string, unknown> }
  | { kind: 'request'; id: string | number; method: string; value: Record<string, unknown> };

export type EnvelopeCheck = { ok: true; envelope: Envelope } | { ok: false; reason: string };

function describeErrors(kind: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `not a valid ${kind}`;
  if (first.keyword === 'not') return `a ${kind} must not carry result/error/id together`;
  const where = first.instancePath || '/';
  const detail = first.keyword === 'const' ? `must be "2.0"` : first.message;
  return `not a valid ${kind}: ${where} ${detail}`;
}

/** Classifies one parsed value by its keys, then checks it against that kind's schema. */
export function checkEnvelope(value: unknown): EnvelopeCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
    return { ok: false, reason: `${what}, not a JSON-RPC object` };
  }
  const v = value as Record<string, unknown>;
  if (!('jsonrpc' in v)) return { ok: false, reason: 'no "jsonrpc": "2.0" member' };
  let kind: EnvelopeKind;
  if ('method' in v) kind = 'id' in v ? 'request' : 'notification';
  else if ('error' in v) kind = 'error';
  else if ('result' in v) kind = 'result';
  else
    return {
      ok: false,
      reason: 'neither a request, a notification nor a response (no method, result or error)'
    };
  const validate = validators()[kind];
  if (!validate(v))
    return { ok: false, reason: describeErrors(kind === 'result' ? 'response' : kind, validate.errors) };
  switch (kind) {
    case 'result':
      return { ok: true, envelope: { kind, id: v.id as string | number, value: v } };
    case 'error':
      return { ok: true, envelope: { kind, id: v.id as string | number | null | undefined, value: v } };
    case 'notification':
      return { ok: true, envelope: { kind, method: v.method as string, value: v } };
    case 'request':
      return {
        ok: true,
        envelope: { kind, id: v.id as string | number, method: v.method as string, value: v }
      };
  }
}
