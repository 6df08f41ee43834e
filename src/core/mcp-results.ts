/**
 * What a real client checks in the results it asked for: the MCP schema's members, names and types
 * for `initialize`, `tools/list`, `tools/call` and `ping` (facts from the specification's
 * schema.ts of 2024-11-05 through 2026-07-28, which agree on every member checked here; only
 * `structuredContent`, from 2025-06-18 on, is version-bound and optional). A result a client would
 * refuse is `stdout-not-mcp`, with the JSON pointer and the rule that failed.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { validators as envelopeValidators } from './envelope.js';
import { draft07, draft2020 } from './generated/validators.js';

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

export type CheckedMethod = keyof typeof RESULT_SCHEMAS;

let compiled: Record<CheckedMethod, ValidateFunction> | undefined;

function validatorsFor(): Record<CheckedMethod, ValidateFunction> {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false, validateSchema: false });
    compiled = Object.fromEntries(
      Object.entries(RESULT_SCHEMAS).map(([method, schema]) => [method, ajv.compile(schema)])
    ) as Record<CheckedMethod, ValidateFunction>;
  }
  return compiled;
}

/** Compiles the envelope and result schemas now (the gate does it while its first servers start). */
export function compileValidators(): void {
  envelopeValidators();
  validatorsFor();
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'required')
    return `${where === '/' ? '' : where}/${(error.params as { missingProperty: string }).missingProperty} is required`;
  if (error.keyword === 'const')
    return `${where} must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** Why a result of `method` is not a valid MCP result (a JSON pointer and the rule), or undefined. */
export function resultProblem(method: CheckedMethod, result: unknown): string | undefined {
  const validate = validatorsFor()[method];
  if (validate(result)) return undefined;
  const error = validate.errors?.[0];
  return error
    ? `the ${method} result: ${describe(error)} (${error.keyword})`
    : `the ${method} result is invalid`;
}

/** Server notifications that need a capability the server declared in its initialize result. */
const NOTIFICATION_NEEDS: Record<string, [path: string[], what: string]> = {
  'notifications/message': [['logging'], '`logging`'],
  'notifications/tools/list_changed': [['tools', 'listChanged'], '`tools.listChanged`'],
  'notifications/resources/list_changed': [['resources', 'listChanged'], '`resources.listChanged`'],
  'notifications/prompts/list_changed': [['prompts', 'listChanged'], '`prompts.listChanged`'],
  'notifications/resources/updated': [['resources', 'subscribe'], '`resources.subscribe`']
};

/** Server requests that need a client capability (the gate declares none). */
const REQUEST_NEEDS: Record<string, string> = {
  'sampling/createMessage': 'sampling',
  'elicitation/create': 'elicitation',
  'roots/list': 'roots'
};

/**
 * Why a server message is not allowed by what was negotiated: a notification its own capabilities
 * do not declare, or a request for a client capability the gate did not declare.
 */
export function capabilityProblem(
  kind: 'notification' | 'request',
  method: string,
  serverCapabilities: Record<string, unknown>
): string | undefined {
  if (kind === 'request') {
    const needs = REQUEST_NEEDS[method];
    return needs
      ? `a ${method} request, but the gate declared no \`${needs}\` client capability (a client that did not offer it refuses the request)`
      : undefined;
  }
  const needs = NOTIFICATION_NEEDS[method];
  if (!needs) return undefined;
  let at: unknown = serverCapabilities;
  for (const key of needs[0]) at = (at as Record<string, unknown> | undefined)?.[key];
  return at === undefined || at === false || at === null
    ? `${method}, but the server's initialize result declares no ${needs[1]} capability`
    : undefined;
}

const schemaCache = new Map<string, ValidateFunction | string>();
/** One compiler per dialect; a tool's schema is checked against its meta-schema apart (compiled ahead). */
const compilers = new Map<Dialect, Ajv>();
const META = { '07': draft07, '2020': draft2020 } as const;

export type Dialect = '07' | '2020';

/** A tool's `inputSchema` as the dialect of the protocol version: 2020-12 from 2025-11-25 on, draft-07 before. */
export function compileInputSchema(schema: unknown, protocolVersion: string): ValidateFunction | string {
  return compileSchema(schema, protocolVersion >= '2025-11-25' ? '2020' : '07');
}

/**
 * A JSON Schema compiled as `dialect` unless its `$schema` names another, cached by its text: a
 * validator, or why it is not a schema (its meta-schema's first refusals, with their pointers).
 */
export function compileSchema(schema: unknown, fallback: Dialect): ValidateFunction | string {
  // A schema may name its own dialect (`$schema`, as zod-to-json-schema writes draft-07): honoured.
  const declared = (schema as { $schema?: unknown } | null)?.$schema;
  const dialect: Dialect =
    typeof declared === 'string' && /draft-0[4-7]/.test(declared)
      ? '07'
      : typeof declared === 'string' && /2020-12/.test(declared)
        ? '2020'
        : fallback;
  const key = `${dialect}\u0000${JSON.stringify(schema)}`;
  let compiled = schemaCache.get(key);
  if (compiled === undefined) {
    // An unknown `$schema` (a dialect ajv does not carry) is read as the default dialect.
    const known = typeof declared !== 'string' || /draft-0[67]|2020-12/.test(declared);
    const body = JSON.parse(JSON.stringify(known ? schema : { ...(schema as object), $schema: undefined }));
    const meta = META[dialect];
    if (!meta(body)) {
      compiled = `schema is invalid: ${(meta.errors ?? []).map((e) => `data${e.instancePath} ${e.message}`).join(', ')}`;
    } else {
      let ajv = compilers.get(dialect);
      if (!ajv) {
        const AjvClass = dialect === '2020' ? Ajv2020 : Ajv;
        ajv = new AjvClass({
          strict: false,
          allErrors: false,
          validateFormats: false,
          validateSchema: false
        });
        compilers.set(dialect, ajv);
      }
      try {
        compiled = ajv.compile(body as object);
      } catch (error) {
        compiled = (error as Error).message;
      } finally {
        // Two tools may carry the same `$id`: the compiler keeps no schema once it is compiled.
        ajv.removeSchema(body as object);
      }
    }
    schemaCache.set(key, compiled);
  }
  return compiled;
}

/** `at JSON pointer /url: must be string`: the first error of a validation, for a message. */
export function firstSchemaError(validate: ValidateFunction): string {
  const e = validate.errors?.[0];
  return e ? `at JSON pointer ${e.instancePath || '/'}: ${e.message ?? e.keyword}` : 'refused';
}
