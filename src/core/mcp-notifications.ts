/**
 * The server notifications a client can receive, judged against the negotiated protocol version:
 * the params each method's schema requires (facts from the specification's schema.ts of each
 * version; members a version added are optional, so extra members never fail), the versions a
 * method exists in, and the ones no client of the gate's kind could have asked for. A notification
 * a client would refuse is `stdout-not-mcp`, with the JSON pointer and the rule.
 *
 * Table (method → since, params required):
 * - notifications/message            2024-11-05  level (one of 8), data; logger a string
 * - notifications/progress           2024-11-05  progressToken (string|number), progress (number)
 * - notifications/cancelled          2024-11-05  requestId (string|integer) through 2025-06-18;
 *                                                optional from 2025-11-25 (tasks cancel apart)
 * - notifications/resources/updated  2024-11-05  uri (string)
 * - notifications/{tools,prompts,resources}/list_changed  2024-11-05  params optional
 * - notifications/elicitation/complete  2025-11-25  elicitationId (string)
 * - notifications/tasks/status       2025-11-25  taskId (string), status (string)
 * Capabilities the server must declare: logging (message), resources.subscribe (updated),
 * {tools,prompts,resources}.listChanged (list_changed).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ProtocolVersion } from './protocol.js';

const LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
const requestId = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
const object = { type: 'object' };

interface Row {
  since: ProtocolVersion;
  /** The params schema, by version. */
  params: (version: ProtocolVersion) => object;
  /** Why no session of the gate's could have caused it (the gate asked for no such thing). */
  unasked?: string;
  /** The capability the server's initialize result must declare for it (a path in `capabilities`). */
  needs?: string[];
}

export const NOTIFICATIONS: Record<string, Row> = {
  'notifications/message': {
    since: '2024-11-05',
    params: () => ({
      type: 'object',
      required: ['level', 'data'],
      properties: { level: { enum: LEVELS }, logger: { type: 'string' } }
    }),
    needs: ['logging']
  },
  'notifications/progress': {
    since: '2024-11-05',
    params: () => ({
      type: 'object',
      required: ['progressToken', 'progress'],
      properties: {
        progressToken: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        progress: { type: 'number' },
        total: { type: 'number' },
        message: { type: 'string' }
      }
    }),
    unasked: 'the gate sent no progressToken, and progress may only reference a token of an active request'
  },
  'notifications/cancelled': {
    since: '2024-11-05',
    params: (v) => ({
      type: 'object',
      required: v <= '2025-06-18' ? ['requestId'] : [],
      properties: { requestId, reason: { type: 'string' } }
    })
  },
  'notifications/resources/updated': {
    since: '2024-11-05',
    params: () => ({ type: 'object', required: ['uri'], properties: { uri: { type: 'string' } } }),
    needs: ['resources', 'subscribe']
  },
  'notifications/resources/list_changed': {
    since: '2024-11-05',
    params: () => object,
    needs: ['resources', 'listChanged']
  },
  'notifications/tools/list_changed': {
    since: '2024-11-05',
    params: () => object,
    needs: ['tools', 'listChanged']
  },
  'notifications/prompts/list_changed': {
    since: '2024-11-05',
    params: () => object,
    needs: ['prompts', 'listChanged']
  },
  'notifications/elicitation/complete': {
    since: '2025-11-25',
    params: () => ({
      type: 'object',
      required: ['elicitationId'],
      properties: { elicitationId: { type: 'string' } }
    }),
    unasked: 'the gate declared no elicitation capability, so no elicitation of its can complete'
  },
  'notifications/tasks/status': {
    since: '2025-11-25',
    params: () => ({
      type: 'object',
      required: ['taskId', 'status'],
      properties: { taskId: { type: 'string' }, status: { type: 'string' } }
    }),
    unasked: 'the gate created no task'
  }
};

/** Params that may be absent: a schema that requires no member. */
const optionalParams = (schema: object) => !(schema as { required?: string[] }).required?.length;

const compiled = new Map<string, ValidateFunction>();
let ajv: Ajv | undefined;

function validatorFor(method: string, version: ProtocolVersion): ValidateFunction {
  const key = `${method}\u0000${version}`;
  let v = compiled.get(key);
  if (!v) {
    ajv ??= new Ajv({ allErrors: false, strict: true, strictRequired: false, validateSchema: false });
    v = ajv.compile(NOTIFICATIONS[method].params(version));
    compiled.set(key, v);
  }
  return v;
}

function describe(e: ErrorObject): string {
  const where = `/params${e.instancePath}`;
  if (e.keyword === 'required')
    return `at JSON pointer ${where}: required member ${JSON.stringify((e.params as { missingProperty: string }).missingProperty)} is missing`;
  if (e.keyword === 'enum')
    return `at JSON pointer ${where}: must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  return `at JSON pointer ${where}: ${e.message ?? e.keyword}`;
}

/**
 * Why a server notification is not MCP in `version`, or undefined when it is (or is not the
 * spec's): a method of a later version, params its schema refuses, something the gate never asked
 * for, or (once the initialize result is in) a capability the server did not declare.
 */
export function notificationProblem(
  method: string,
  params: unknown,
  version: ProtocolVersion,
  serverCapabilities?: Record<string, unknown>
): string | undefined {
  const row = Object.hasOwn(NOTIFICATIONS, method) ? NOTIFICATIONS[method] : undefined;
  if (!row) return undefined;
  if (version < row.since) return `${method} does not exist in protocol ${version} (it came in ${row.since})`;
  const schema = row.params(version);
  if (params === undefined) {
    if (!optionalParams(schema)) return `${method}: at JSON pointer /params: the params are missing`;
  } else {
    const validate = validatorFor(method, version);
    if (!validate(params)) return `${method}: ${describe(validate.errors![0])}`;
  }
  if (row.unasked) return `${method}, but ${row.unasked}`;
  if (!row.needs || !serverCapabilities) return undefined;
  let at: unknown = serverCapabilities;
  for (const key of row.needs) at = (at as Record<string, unknown> | undefined)?.[key];
  return at === undefined || at === false || at === null
    ? `${method}, but the server's initialize result declares no \`${row.needs.join('.')}\` capability`
    : undefined;
}
