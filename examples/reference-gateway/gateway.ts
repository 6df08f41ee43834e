/**
 * The reference gateway: a small, strict MCP stdio gateway modelled on the seed's pipeline.
 *
 *   frame → strict UTF-8 → strict JSON → JSON-RPC envelope → MCP session → argument schema (ajv)
 *   → authorization (origin allow-list) → typed action → executor (records, then acts)
 *
 * One effectful tool, `fetch` (an HTTP GET). The executor appends one JSON line per executed
 * action to $MCP_GATE_ACTION_LOG. Stdout carries protocol messages only; diagnostics go to stderr.
 * Session policy after a rejected frame: GATEWAY_ON_INVALID=close (default: answer, then stop) or open.
 */
import { Ajv } from 'ajv';
import { appendFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { parseStrict, StrictJsonError } from './strict-json.js';

const MAX_FRAME = 1024 * 1024;
const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
const STATELESS = '2026-07-28';
const policy = process.env.GATEWAY_ON_INVALID === 'open' ? 'open' : 'close';
const actionLog = process.env.MCP_GATE_ACTION_LOG;
const allowedOrigins = new Set(
  [process.env.GATEWAY_ALLOW_ORIGINS ?? '', process.env.MCP_GATE_CANARY_URL ?? '']
    .flatMap((s) => s.split(','))
    .filter(Boolean)
    .map((u) => new URL(u).origin)
);

const ajv = new Ajv({ strict: true });
const callParams = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'arguments'],
  properties: { name: { type: 'string' }, arguments: { type: 'object' }, _meta: { type: 'object' } }
});
const fetchArguments = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: { url: { type: 'string', pattern: '^https?://', maxLength: 2048 } }
});
const TOOLS = [
  {
    name: 'fetch',
    description: 'HTTP GET of an allow-listed URL; returns the status and the first 4 KiB of the body.',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: { url: { type: 'string' } }
    }
  }
];

type Id = string | number;
class Rejection extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly id?: Id
  ) {
    super(message);
  }
}

/** A fully typed, authorized action: the only thing the executor accepts. */
interface FetchAction {
  kind: 'http-get';
  url: URL;
}

const log = (text: string) => process.stderr.write(`[reference-gateway] ${text}\n`);
const send = (message: object) => process.stdout.write(JSON.stringify(message) + '\n');

let state: 'new' | 'initializing' | 'ready' | 'closed' = 'new';
const seenIds = new Set<string>();

function readId(message: Record<string, unknown>, lexeme: string | undefined): Id | undefined {
  if (!('id' in message)) return undefined;
  const id = message.id;
  if (typeof id === 'string') return id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && lexeme !== undefined && /^-?\d+$/.test(lexeme))
    return id;
  throw new Rejection(-32600, 'invalid request: id must be a string or an integer');
}

function envelope(
  value: unknown,
  lexeme: string | undefined
): { id?: Id; method: string; params?: Record<string, unknown> } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Rejection(-32600, 'invalid request: not a JSON object');
  const m = value as Record<string, unknown>;
  const id = readId(m, lexeme);
  if (m.jsonrpc !== '2.0') throw new Rejection(-32600, 'invalid request: jsonrpc must be "2.0"', id);
  if (typeof m.method !== 'string')
    throw new Rejection(-32600, 'invalid request: method must be a string', id);
  for (const key of Object.keys(m)) {
    if (!['jsonrpc', 'id', 'method', 'params'].includes(key))
      throw new Rejection(-32600, `invalid request: unexpected member ${JSON.stringify(key)}`, id);
  }
  if ('params' in m && (typeof m.params !== 'object' || m.params === null || Array.isArray(m.params))) {
    throw new Rejection(-32602, 'invalid params: params must be an object', id);
  }
  if (id !== undefined) {
    const key = `${typeof id}:${id}`;
    if (seenIds.has(key)) throw new Rejection(-32600, 'invalid request: id reused in this session', id);
    seenIds.add(key);
  }
  return { id, method: m.method, params: m.params as Record<string, unknown> | undefined };
}

function authorize(args: { url: string }, id: Id): FetchAction {
  let url: URL;
  try {
    url = new URL(args.url);
  } catch {
    throw new Rejection(-32602, 'invalid params: url', id);
  }
  if (!allowedOrigins.has(url.origin))
    throw new Rejection(-32602, `not authorized: ${url.origin} is not on the allow-list`, id);
  return { kind: 'http-get', url };
}

async function execute(action: FetchAction): Promise<string> {
  if (actionLog)
    appendFileSync(
      actionLog,
      JSON.stringify({ action: action.kind, url: action.url.href, at: new Date().toISOString() }) + '\n'
    );
  const response = await fetch(action.url, { redirect: 'error' });
  const body = (await response.text()).slice(0, 4096);
  return `HTTP ${response.status}\n${body}`;
}

async function handle(frame: Buffer): Promise<void> {
  if (frame.length > MAX_FRAME) throw new Rejection(-32600, `invalid request: frame over ${MAX_FRAME} bytes`);
  if (!isUtf8(frame)) throw new Rejection(-32700, 'parse error: invalid UTF-8');
  if (frame[0] === 0xef && frame[1] === 0xbb && frame[2] === 0xbf)
    throw new Rejection(-32700, 'parse error: byte order mark');
  let parsed;
  try {
    parsed = parseStrict(frame.toString('utf8'));
  } catch (error) {
    if (error instanceof StrictJsonError) throw new Rejection(-32700, `parse error: ${error.message}`);
    throw error;
  }
  const { id, method, params } = envelope(parsed.value, parsed.idLexeme);
  const meta = params?._meta as Record<string, unknown> | undefined;
  const stateless = meta?.['io.modelcontextprotocol/protocolVersion'] === STATELESS;
  if (id === undefined) {
    if (method === 'notifications/initialized' && state === 'initializing') state = 'ready';
    else if (!method.startsWith('notifications/'))
      throw new Rejection(-32600, `invalid request: ${method} sent as a notification`);
    return;
  }
  if (method === 'initialize') {
    if (state !== 'new') throw new Rejection(-32600, 'invalid request: initialize sent twice', id);
    const requested = params?.protocolVersion;
    state = 'initializing';
    send({
      jsonrpc: '2.0',
      id,
      result: {
        protocolVersion:
          typeof requested === 'string' && VERSIONS.includes(requested)
            ? requested
            : VERSIONS[VERSIONS.length - 1],
        capabilities: { tools: {} },
        serverInfo: { name: 'mcp-stdio-gate-reference-gateway', version: '0.1.0' }
      }
    });
    return;
  }
  if (method === 'ping') return void send({ jsonrpc: '2.0', id, result: {} });
  if (state !== 'ready' && !stateless)
    throw new Rejection(-32600, `invalid request: ${method} before initialization`, id);
  if (method === 'tools/list') return void send({ jsonrpc: '2.0', id, result: { tools: TOOLS } });
  if (method !== 'tools/call')
    return void send({ jsonrpc: '2.0', id, error: { code: -32601, message: `method not found: ${method}` } });
  if (!callParams(params))
    throw new Rejection(-32602, 'invalid params: tools/call needs {name, arguments}', id);
  const call = params as { name: string; arguments: Record<string, unknown> };
  if (call.name !== 'fetch')
    throw new Rejection(-32602, `invalid params: unknown tool ${JSON.stringify(call.name)}`, id);
  if (!fetchArguments(call.arguments))
    throw new Rejection(-32602, 'invalid params: fetch takes exactly {url}', id);
  const action = authorize(call.arguments as { url: string }, id);
  try {
    const text = await execute(action);
    send({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text }] } });
  } catch (error) {
    send({
      jsonrpc: '2.0',
      id,
      result: {
        isError: true,
        content: [{ type: 'text', text: `fetch failed: ${(error as Error).message}` }]
      }
    });
  }
}

function reject(error: Rejection, frame: Buffer): void {
  const fingerprint = createHash('sha256').update(frame).digest('hex').slice(0, 12);
  log(`rejected frame ${fingerprint}: ${error.message} (policy ${policy})`);
  send(
    error.id === undefined
      ? { jsonrpc: '2.0', error: { code: error.code, message: error.message } }
      : { jsonrpc: '2.0', id: error.id, error: { code: error.code, message: error.message } }
  );
  if (policy === 'close') {
    state = 'closed';
    process.stdin.destroy();
  }
}

async function process_(frame: Buffer): Promise<void> {
  if (state === 'closed') return;
  try {
    await handle(frame);
  } catch (error) {
    if (error instanceof Rejection) reject(error, frame);
    else throw error;
  }
}

let buffered: Buffer[] = [];
let size = 0;
/** After an oversized frame: drop bytes until the next newline ends it. */
let discarding = false;
let queue = Promise.resolve();
const enqueue = (work: () => void | Promise<void>) => {
  queue = queue.then(work);
};
process.stdin.on('data', (chunk: Buffer) => {
  let start = 0;
  for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
    const frame = Buffer.concat([...buffered, chunk.subarray(start, nl)]);
    buffered = [];
    size = 0;
    start = nl + 1;
    if (discarding) discarding = false;
    else enqueue(() => process_(frame));
  }
  if (start < chunk.length && !discarding) {
    buffered.push(chunk.subarray(start));
    size += chunk.length - start;
    if (size > MAX_FRAME) {
      const head = Buffer.concat(buffered).subarray(0, 64);
      buffered = [];
      size = 0;
      discarding = true;
      enqueue(() =>
        state === 'closed'
          ? undefined
          : reject(new Rejection(-32600, `invalid request: frame over ${MAX_FRAME} bytes`), head)
      );
    }
  }
});
process.stdin.on('end', () => {
  if (size > 0) {
    const tail = Buffer.concat(buffered);
    enqueue(() =>
      state === 'closed'
        ? undefined
        : reject(new Rejection(-32700, 'parse error: truncated frame at end of input'), tail)
    );
  }
});
log(`ready (policy ${policy}, allow-list ${[...allowedOrigins].join(', ') || 'empty'})`);
