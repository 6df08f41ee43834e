/**
 * What a real client checks in the results it asked for: the MCP schema's members, names and types
 * for `initialize`, `tools/list`, `tools/call` and `ping` (facts from the specification's
 * schema.ts of 2024-11-05 through 2026-07-28, which agree on every member checked here; only
 * `structuredContent`, from 2025-06-18 on, is version-bound and optional). A result a client would
 * refuse is `stdout-not-mcp`, with the JSON pointer and the rule that failed.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { createContext, Script } from 'node:vm';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { draft07, draft2020, resultValidators } from './generated/validators.js';
import type { RESULT_SCHEMAS } from './schemas.js';

export type CheckedMethod = keyof typeof RESULT_SCHEMAS;

/** Compiled ahead of time (src/core/generated/validators.js). */
function validatorsFor(): Record<CheckedMethod, ValidateFunction> {
  return resultValidators;
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

/** Server requests that need a client capability (the gate declares none). */
const REQUEST_NEEDS: Record<string, string> = {
  'sampling/createMessage': 'sampling',
  'elicitation/create': 'elicitation',
  'roots/list': 'roots'
};

/** Why a server request is not allowed: it needs a client capability the gate did not declare. */
export function requestProblem(method: string): string | undefined {
  // Own members only: a method named "constructor" is no capability.
  const needs = Object.hasOwn(REQUEST_NEEDS, method) ? REQUEST_NEEDS[method] : undefined;
  return needs
    ? `a ${method} request, but the gate declared no \`${needs}\` client capability (a client that did not offer it refuses the request)`
    : undefined;
}

const schemaCache = new Map<string, ValidateFunction | string>();
/** Compiled schemas kept (the oldest goes first): a server may list other schemas at every start. */
const SCHEMA_CACHE_ENTRIES = 256;

/** `value` kept under `key` in `cache`, the oldest entry dropped once SCHEMA_CACHE_ENTRIES are kept. */
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= SCHEMA_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}
/** One compiler per dialect; a tool's schema is checked against its meta-schema apart (compiled ahead). */
const compilers = new Map<Dialect, Ajv>();
const META = { '07': draft07, '2020': draft2020 } as const;

export type Dialect = '07' | '2020';

/** The dialect of a tool's `inputSchema` under a protocol version: 2020-12 from 2025-11-25 on, draft-07 before. */
const inputDialect = (protocolVersion: string): Dialect => (protocolVersion >= '2025-11-25' ? '2020' : '07');

/** A tool's `inputSchema` compiled as the dialect of the protocol version (`inputDialect`). */
export function compileInputSchema(schema: unknown, protocolVersion: string): ValidateFunction | string {
  return compileSchema(schema, inputDialect(protocolVersion));
}

/**
 * Compiles ahead what a gate's first sessions compile on their path: the cases' conditions (`when`,
 * draft-07), and a schema of the tools' dialect under `protocolVersion`, which makes that dialect's
 * compiler and runs its meta-schema once. The first of each costs about 12 ms (the compiler's
 * making, its code's first calls), in which a server would wait for its next request.
 */
export function warmSchemas(protocolVersion: string, conditions: readonly unknown[]): void {
  for (const condition of conditions) compileSchema(condition, '07');
  compileInputSchema({ type: 'object' }, protocolVersion);
}

/**
 * Why a tool's `inputSchema` is no JSON Schema of its dialect, or undefined: its meta-schema's word,
 * without compiling it. Compiling is code generation: 100 tools of 600 properties took 16 s against
 * 0.12 s for this, and a server that lists other schemas at every start would pay it in every run.
 */
export function inputSchemaProblem(schema: unknown, protocolVersion: string): string | undefined {
  return schemaProblem(schema, inputDialect(protocolVersion));
}

const MAX_SCHEMA_DEPTH = 200;

/** Whether a JSON value nests deeper than `limit` (walked without recursion). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (depth > limit) return true;
    if (v !== null && typeof v === 'object')
      for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * A schema read as its dialect (its own `$schema` when it names one), as the text compiled, or why
 * it is not judged. Measured (and only then serialized) within a depth: a hostile server's schema
 * nested thousands deep would otherwise overflow the stack of the gate that reads it.
 */
function read(schema: unknown, fallback: Dialect): { dialect: Dialect; text: string } | string {
  if (deeperThan(schema, MAX_SCHEMA_DEPTH))
    return `nested deeper than ${MAX_SCHEMA_DEPTH} levels: the gate does not judge it, and a client that validates it overflows the same way`;
  // A schema may name its own dialect (`$schema`, as zod-to-json-schema writes draft-07): honoured.
  const declared = (schema as { $schema?: unknown } | null)?.$schema;
  const dialect: Dialect =
    typeof declared === 'string' && /draft-0[4-7]/.test(declared)
      ? '07'
      : typeof declared === 'string' && /2020-12/.test(declared)
        ? '2020'
        : fallback;
  // An unknown `$schema` (a dialect ajv does not carry) is read as the default dialect.
  const known = typeof declared !== 'string' || /draft-0[67]|2020-12/.test(declared);
  return { dialect, text: JSON.stringify(known ? schema : { ...(schema as object), $schema: undefined }) };
}

/** A fresh copy of the schema's text, or why its dialect's meta-schema refuses it. */
function metaChecked(dialect: Dialect, text: string): object | string {
  const body = JSON.parse(text) as object;
  const meta = META[dialect];
  return meta(body)
    ? body
    : `schema is invalid: ${(meta.errors ?? []).map((e) => `data${e.instancePath} ${e.message}`).join(', ')}`;
}

/**
 * What the meta-schema said of a schema's text (`schemaProblem`): every start lists the same tools.
 * Only texts up to PROBLEM_CACHE_TEXT characters are kept (at most 4 MiB in all, whatever a
 * server lists); a longer one is checked again at each listing.
 */
const problemCache = new Map<string, string | undefined>();
const PROBLEM_CACHE_TEXT = 16 * 1024;

/** Why a value is not a JSON Schema of its dialect (its meta-schema's refusals), or undefined. */
export function schemaProblem(schema: unknown, fallback: Dialect): string | undefined {
  const r = read(schema, fallback);
  if (typeof r === 'string') return r;
  const key = `${r.dialect}\u0000${r.text}`;
  if (problemCache.has(key)) return problemCache.get(key);
  const body = metaChecked(r.dialect, r.text);
  const problem = typeof body === 'string' ? body : undefined;
  if (r.text.length > PROBLEM_CACHE_TEXT) return problem;
  remember(problemCache, key, problem);
  return problem;
}

/**
 * A JSON Schema compiled as `fallback` unless its `$schema` names another dialect, cached by its
 * text: a validator, or why it is not a schema (its meta-schema's refusals, with their pointers).
 */
export function compileSchema(schema: unknown, fallback: Dialect): ValidateFunction | string {
  const r = read(schema, fallback);
  if (typeof r === 'string') return r;
  const key = `${r.dialect}\u0000${r.text}`;
  let compiled = schemaCache.get(key);
  if (compiled === undefined) {
    const body = metaChecked(r.dialect, r.text);
    compiled = typeof body === 'string' ? body : compileChecked(body, r.dialect);
    // `pattern`, `patternProperties` (and a `propertyNames` holding one) run a regex of the schema's.
    if (typeof compiled !== 'string' && r.text.includes('"pattern')) withPatterns.add(compiled);
    remember(schemaCache, key, compiled);
  }
  return compiled;
}

/** Validators whose schema holds a regular expression (`compileSchema`). */
const withPatterns = new WeakSet<ValidateFunction>();
/** Those whose validation once ran past VALIDATION_MS: not run again. */
const tooSlow = new WeakSet<ValidateFunction>();
/** How long one validation that runs a schema's regular expressions may take. */
export const VALIDATION_MS = 1000;
/** Where such a validation runs: made at the first one (a context costs about 2 ms to make). */
let bounded: { context: object; call: Script } | undefined;

/**
 * `validate(data)`, or undefined when it ran past VALIDATION_MS. A schema's `pattern` is a regular
 * expression its author chose (a server, for a tool's inputSchema), and a backtracking one such as
 * `^(([a-z0-9-]+)+)+X$` takes years over 24 characters: run synchronously, it would hold the gate
 * with no timer able to fire. Run under a `vm` timeout, V8 stops it.
 */
export function validateBounded(validate: ValidateFunction, data: unknown): boolean | undefined {
  if (!withPatterns.has(validate)) return validate(data) as boolean;
  if (tooSlow.has(validate)) return undefined;
  bounded ??= { context: createContext({ v: undefined, d: undefined }), call: new Script('v(d)') };
  const context = bounded.context as { v: unknown; d: unknown };
  context.v = validate;
  context.d = data;
  try {
    return bounded.call.runInContext(bounded.context, { timeout: VALIDATION_MS }) as boolean;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    tooSlow.add(validate);
    return undefined;
  } finally {
    context.v = context.d = undefined;
  }
}

/** A schema its meta-schema accepted, compiled by the one compiler of its dialect. */
function compileChecked(body: object, dialect: Dialect): ValidateFunction | string {
  let ajv = compilers.get(dialect);
  if (!ajv) {
    const AjvClass = dialect === '2020' ? Ajv2020 : Ajv;
    ajv = new AjvClass({ strict: false, allErrors: false, validateFormats: false, validateSchema: false });
    compilers.set(dialect, ajv);
  }
  try {
    return ajv.compile(body);
  } catch (error) {
    return (error as Error).message;
  } finally {
    // Two tools may carry the same `$id`: the compiler keeps no schema once it is compiled.
    ajv.removeSchema(body);
  }
}

/** `at JSON pointer /url: must be string`: the first error of a validation, for a message. */
export function firstSchemaError(validate: ValidateFunction): string {
  const e = validate.errors?.[0];
  return e ? `at JSON pointer ${e.instancePath || '/'}: ${e.message ?? e.keyword}` : 'refused';
}
