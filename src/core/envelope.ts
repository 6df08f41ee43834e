/**
 * Server-to-client JSON-RPC 2.0 envelopes, checked with our own schemas: the MCP JSON Schemas are
 * too permissive (`id: null|1.5|true` passes as a notification), so the gate states the envelope itself.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

const id = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
const jsonrpc = { const: '2.0' };

export const schemas = {
  result: {
    type: 'object',
    required: ['jsonrpc', 'id', 'result'],
    properties: { jsonrpc, id, result: { type: 'object' } },
    not: { required: ['error'] }
  },
  error: {
    type: 'object',
    required: ['jsonrpc', 'error'],
    properties: {
      jsonrpc,
      id: { anyOf: [...id.anyOf, { type: 'null' }] },
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'integer' }, message: { type: 'string' } }
      }
    },
    not: { required: ['result'] }
  },
  notification: {
    type: 'object',
    required: ['jsonrpc', 'method'],
    properties: { jsonrpc, method: { type: 'string' }, params: { type: 'object' } },
    not: { anyOf: [{ required: ['id'] }, { required: ['result'] }, { required: ['error'] }] }
  },
  request: {
    type: 'object',
    required: ['jsonrpc', 'id', 'method'],
    properties: { jsonrpc, id, method: { type: 'string' }, params: { type: 'object' } },
    not: { anyOf: [{ required: ['result'] }, { required: ['error'] }] }
  }
} as const;

export type EnvelopeKind = keyof typeof schemas;

let compiled: Record<EnvelopeKind, ValidateFunction> | undefined;

/** Compiled once per process, on first use. */
export function validators(): Record<EnvelopeKind, ValidateFunction> {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false, validateSchema: false });
    compiled = {
      result: ajv.compile(schemas.result),
      error: ajv.compile(schemas.error),
      notification: ajv.compile(schemas.notification),
      request: ajv.compile(schemas.request)
    };
  }
  return compiled;
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
