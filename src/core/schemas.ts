/**
 * The JSON Schemas the gate owns, as plain data (no imports): the server-to-client JSON-RPC 2.0
 * envelopes, stated by the gate itself because the MCP JSON Schemas are too permissive
 * (`id: null|1.5|true` passes as a notification), and the results a real client checks for the
 * requests the gate makes (members from the specification's schema.ts of 2024-11-05 through
 * 2026-07-28, which agree on every member checked here; only `structuredContent`, from 2025-06-18
 * on, is version-bound and optional). scripts/gen-validators.mjs compiles them ahead of time.
 */
const id = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
const jsonrpc = { const: '2.0' };

export const ENVELOPE_SCHEMAS = {
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

const implementation = {
  type: 'object',
  required: ['name', 'version'],
  properties: { name: { type: 'string' }, version: { type: 'string' } }
};

const content = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string' } }
};

/** Method → the schema of its result (the table the contract's results are judged by). */
export const RESULT_SCHEMAS = {
  initialize: {
    type: 'object',
    required: ['protocolVersion', 'capabilities', 'serverInfo'],
    properties: {
      protocolVersion: { type: 'string' },
      capabilities: { type: 'object' },
      serverInfo: implementation,
      instructions: { type: 'string' }
    }
  },
  'tools/list': {
    type: 'object',
    required: ['tools'],
    properties: {
      tools: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'inputSchema'],
          properties: {
            name: { type: 'string' },
            description: { type: 'string' },
            inputSchema: {
              type: 'object',
              required: ['type'],
              properties: {
                type: { const: 'object' },
                properties: { type: 'object' },
                required: { type: 'array', items: { type: 'string' } }
              }
            }
          }
        }
      },
      nextCursor: { type: 'string' }
    }
  },
  'tools/call': {
    type: 'object',
    required: ['content'],
    properties: {
      content: { type: 'array', items: content },
      structuredContent: { type: 'object' },
      isError: { type: 'boolean' }
    }
  },
  ping: { type: 'object' }
} as const;
