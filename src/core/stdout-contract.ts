/**
 * The stdout contract (R1, R2, R4–R7), pure: raw bytes in, findings out.
 *
 * Stricter than any client on purpose: lines split on `\n` only, no `\r` stripping, no U+FFFD
 * replacement, no skipping of lines that are not JSON. Fed incrementally so the session can read
 * the messages it needs while the whole transcript is judged.
 */
import { isUtf8 } from 'node:buffer';
import { escapeBytes } from './bytes.js';
import { checkEnvelope, validators, type Envelope } from './envelope.js';
import { evidenceOf, type RawFinding, type Warning } from './findings.js';
import { describeId, idKey, rulesFor, type JsonRpcId, type ProtocolVersion } from './protocol.js';

export interface ContractMessage {
  /** A well-formed message; absent when the line was refused but still names a request of the gate. */
  envelope?: Envelope;
  /** The gate's request id this line answers (well-formed or not), so nobody waits for it in vain. */
  answers?: JsonRpcId;
  line: number;
}

export type IdlessErrorForm = 'id-null' | 'id-omitted';

const NEWLINE = 0x0a;

/**
 * Where a line that spans chunks is put together, for as long as it is judged (`judgeLine` keeps
 * nothing of it: a finding copies what it shows). One buffer for every contract of the process,
 * grown to the longest such line: a line of its own for each (a server that writes 1 MiB lines
 * makes thousands) left the C allocator holding freed megabytes, and the gate's RSS grew with the
 * run count on Node 24.
 */
let lineScratch = Buffer.alloc(0);

function joinedLine(parts: readonly Buffer[], length: number): Buffer {
  // An eighth more than the line, so that lines of about one length do not each make it again.
  if (lineScratch.length < length) lineScratch = Buffer.allocUnsafeSlow(length + (length >> 3));
  let at = 0;
  for (const part of parts) at += part.copy(lineScratch, at);
  return lineScratch.subarray(0, length);
}
/** Stdout findings kept in detail per run; the first is what matters, the count says the rest. */
export const MAX_DETAILED_FINDINGS = 20;

/** The envelope members a differential would change: which id, which result, which method. */
const ENVELOPE_KEYS = ['"id"', '"jsonrpc"', '"method"', '"result"', '"error"'];

/**
 * An envelope member the top-level object holds twice. JSON.parse keeps the last, other parsers
 * the first: a client may then correlate another id or read another result than the gate did.
 * Checked on messages with an id (responses and requests: the bulk of a flood is notifications);
 * a cheap test (does a member's name occur twice in the line?) guards the exact scan.
 */
export function duplicateEnvelopeKey(text: string): string | undefined {
  // A name may also be spelled with escapes ("\u0069d" is "id"): then the exact scan runs too.
  const suspect =
    text.includes('\\u') ||
    ENVELOPE_KEYS.some((k) => {
      const first = text.indexOf(k);
      return first !== -1 && text.indexOf(k, first + k.length) !== -1;
    });
  if (!suspect) return undefined;
  const seen = new Set<string>();
  let duplicate: string | undefined;
  forEachTopLevelKey(text, (key) => {
    if (seen.has(key)) duplicate = key;
    seen.add(key);
    return duplicate !== undefined;
  });
  return duplicate;
}

/**
 * Calls `visit` with each member name of the top-level object (escapes decoded) and the offset
 * just past its closing quote, until `visit` returns true. Outside strings one step per character
 * (punctuation, numbers, literals); strings are jumped over with indexOf, and only depth-1 names
 * are sliced out. An unterminated string ends the scan.
 */
function forEachTopLevelKey(text: string, visit: (key: string, end: number) => boolean): void {
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return;
      if (depth === 1 && expectKey) {
        const raw = text.slice(i + 1, end);
        expectKey = false;
        if (visit(raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw, end + 1)) return;
      }
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth === 1) expectKey = true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    } else if (c === 0x2c && depth === 1) {
      expectKey = true;
    }
  }
}

/**
 * The raw text of a number-valued top-level `"id"` member: `90002.0`, `9000.2e1` and `90002` are
 * one number to JSON.parse but not to every client (some keep floats, some compare text).
 */
export function rawNumericId(text: string, id: number): string | undefined {
  // The common spelling, `"id":90002` followed by `,` or `}`, needs no scan.
  const plain = `"id":${id}`;
  const at = text.indexOf(plain);
  if (at !== -1 && /[,}\s]/.test(text[at + plain.length] ?? '')) return String(id);
  // The last `id` member wins, as it does for JSON.parse.
  let found: string | undefined;
  forEachTopLevelKey(text, (key, end) => {
    const m = key === 'id' ? /^\s*:\s*(-?[0-9][0-9.eE+-]*)/.exec(text.slice(end, end + 64)) : null;
    if (m) found = m[1];
    return false;
  });
  return found;
}

/** A string anywhere in `value` that holds a lone surrogate (written `\udXXX` in JSON). */
function loneSurrogate(value: unknown): string | undefined {
  if (typeof value === 'string') return value.isWellFormed() ? undefined : value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = loneSurrogate(v);
      if (bad !== undefined) return bad;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const bad = loneSurrogate(k) ?? loneSurrogate(v);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

/** Whether the quote at `at` is preceded by an odd number of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let n = 0;
  while (text.charCodeAt(at - 1 - n) === 0x5c) n += 1;
  return n % 2 === 1;
}

function isJsonSpace(b: number | undefined): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0d;
}

const LITERALS = ['true', 'false', 'null'].map((l) => Buffer.from(l));

/**
 * Whether JSON.parse would refuse the line for its first byte alone (after JSON whitespace): a JSON
 * text starts with `{ [ " -`, a digit, or is exactly `true`, `false` or `null`. Such a line is noise
 * without being decoded: a megabyte of log is not turned into a string only to be refused.
 */
function cannotBeJson(body: Buffer): boolean {
  let start = 0;
  while (start < body.length && isJsonSpace(body[start])) start++;
  const b = body[start];
  if (b === undefined) return true;
  if (b === 0x7b || b === 0x5b || b === 0x22 || b === 0x2d || (b >= 0x30 && b <= 0x39)) return false;
  const literal = LITERALS.find((l) => l[0] === b);
  if (!literal) return true;
  let end = body.length;
  while (end > start && isJsonSpace(body[end - 1])) end--;
  return !body.subarray(start, end).equals(literal);
}

/** The key of the same id typed the other way: "7" for 7, 7 for "7". */
function twinKey(id: JsonRpcId): string {
  return typeof id === 'string' ? idKey(Number(id)) : idKey(String(id));
}

export class StdoutContract {
  readonly findings: RawFinding[] = [];
  readonly warnings: Warning[] = [];
  /** How the server answered frames whose id it could not read (informational, both accepted). */
  readonly idlessErrors: Record<IdlessErrorForm, number> = { 'id-null': 0, 'id-omitted': 0 };
  /** Successful results (not `isError`) per id key: a frame that had to be rejected must get none. */
  readonly successes: Record<string, number> = {};
  /** Error codes seen, reported as diagnostics only (R20). */
  readonly errorCodes: Record<string, number> = {};
  /** Error responses to replayed frames (id-less, or carrying a frame's id): never to the gate's own requests. */
  frameErrors = 0;
  /** Responses (errors or results) to the frames the gate sent: each proves the server read one. */
  frameAnswers = 0;
  lines = 0;
  bytes = 0;
  /** Findings past MAX_DETAILED_FINDINGS, counted only. */
  moreFindings = 0;

  private readonly batches: boolean;
  private readonly serverRequests: boolean;
  private pending: Buffer[] = [];
  private pendingLength = 0;
  /** Requests the gate sent itself: each must be answered exactly once. */
  private readonly gateIds = new Map<string, { id: JsonRpcId; answered: boolean }>();
  /** Ids carried by replayed frames: each may be answered at most as often as it was sent. */
  private readonly frameIds = new Map<string, number>();
  /** How many id-less error responses the frames sent so far can justify. */
  private idlessBudget = 0;

  /**
   * `evidence` turns the offending bytes into what a finding may carry (the shell masks secrets
   * there, same length, before any of them is escaped, hex-dumped or base64-encoded).
   */
  constructor(
    protocolVersion: ProtocolVersion,
    private readonly evidence: (bytes: Buffer) => Buffer = (b) => b
  ) {
    validators();
    const rules = rulesFor(protocolVersion);
    this.batches = rules.batches;
    this.serverRequests = rules.serverRequests;
  }

  /** The gate sent a request with this id and waits for exactly one response. */
  expectResponse(id: JsonRpcId): void {
    this.gateIds.set(idKey(id), { id, answered: false });
  }

  /** The gate replayed frames carrying these ids and `lines` frames a server may answer without an id. */
  sentFrames(ids: readonly JsonRpcId[], lines: number): void {
    for (const id of ids) this.frameIds.set(idKey(id), (this.frameIds.get(idKey(id)) ?? 0) + 1);
    this.idlessBudget += lines;
  }

  /** Gate-sent requests still without a response. */
  unanswered(): JsonRpcId[] {
    return [...this.gateIds.values()].filter((s) => !s.answered).map((s) => s.id);
  }

  /** Feeds a stdout chunk; returns the well-formed messages completed by it. */
  push(chunk: Buffer): ContractMessage[] {
    const messages: ContractMessage[] = [];
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(NEWLINE, start);
      if (nl === -1) break;
      let line: Buffer;
      if (this.pendingLength > 0) {
        this.pending.push(chunk.subarray(start, nl + 1));
        line = joinedLine(this.pending, this.pendingLength + nl + 1 - start);
        this.pending = [];
        this.pendingLength = 0;
      } else {
        line = chunk.subarray(start, nl + 1);
      }
      this.judgeLine(line, messages);
      start = nl + 1;
    }
    if (start < chunk.length) {
      this.pending.push(chunk.subarray(start));
      this.pendingLength += chunk.length - start;
    }
    return messages;
  }

  /** Bytes currently buffered after the last newline. */
  get partialLength(): number {
    return this.pendingLength;
  }

  /**
   * Stdout is over: bytes after the last `\n` are a partial frame (R6), unless the gate itself cut
   * the stream at its capture cap (that is `output-limit`, not the server's framing).
   */
  end(cutByGate = false): void {
    const raw = cutByGate ? undefined : joinedLine(this.pending, this.pendingLength);
    // The buffered partial line goes either way: a finished run keeps no output in memory.
    this.pending = [];
    this.pendingLength = 0;
    if (!raw?.length) return;
    const tail = this.evidence(raw);
    this.lines += 1;
    this.findings.push({
      kind: 'stdout-partial-frame',
      message: `stdout ended without a complete frame on line ${this.lines}: ${escapeBytes(tail)} (no trailing \\n)`,
      line: this.lines,
      offset: this.bytes,
      length: tail.length,
      ...evidenceOf(tail, false)
    });
    this.bytes += tail.length;
  }

  private fail(kind: RawFinding['kind'], what: string, raw: Buffer, offset: number): void {
    // A server can write millions of bad lines: the first ones are kept in detail, the rest counted.
    if (this.findings.length >= MAX_DETAILED_FINDINGS) {
      this.moreFindings += 1;
      return;
    }
    const line = this.evidence(raw);
    this.findings.push({
      kind,
      message: `${what} on line ${this.lines}: ${escapeBytes(line)}`,
      line: this.lines,
      offset,
      length: line.length,
      ...evidenceOf(line, false)
    });
  }

  private judgeLine(line: Buffer, out: ContractMessage[]): void {
    this.lines += 1;
    const offset = this.bytes;
    this.bytes += line.length;
    const body = line.subarray(0, line.length - 1);
    if (!isUtf8(body)) return this.fail('stdout-noise', 'non-protocol stdout (invalid UTF-8)', line, offset);
    if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
      return this.fail('stdout-noise', 'non-protocol stdout (UTF-8 byte order mark)', line, offset);
    }
    if (cannotBeJson(body)) return this.fail('stdout-noise', 'non-protocol stdout', line, offset);
    const text = body.toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.fail('stdout-noise', 'non-protocol stdout', line, offset);
    }
    if (body[body.length - 1] === 0x0d) {
      this.warnings.push({ message: `line ${this.lines} ends with \\r\\n`, line: this.lines, offset });
    } else if (isJsonSpace(body[0]) || isJsonSpace(body[body.length - 1])) {
      this.warnings.push({
        message: `line ${this.lines} has whitespace around its value`,
        line: this.lines,
        offset
      });
    }
    if (Array.isArray(value)) {
      if (!this.batches) {
        return this.fail(
          'stdout-not-jsonrpc',
          'a JSON array (batches exist only in 2025-03-26)',
          line,
          offset
        );
      }
      if (value.length === 0) return this.fail('stdout-not-jsonrpc', 'an empty batch', line, offset);
      for (const item of value) if (!this.judgeValue(item, line, offset, out)) return;
      return;
    }
    const duplicate =
      typeof value === 'object' && value !== null && 'id' in value ? duplicateEnvelopeKey(text) : undefined;
    const id = (value as { id?: unknown } | null)?.id;
    /** A refused line that still names a request of the gate: nobody waits for it in vain. */
    const refuse = (what: string) => {
      this.fail('stdout-not-jsonrpc', what, line, offset);
      if ((typeof id === 'string' || typeof id === 'number') && this.gateIds.has(idKey(id)))
        out.push({ answers: id, line: this.lines });
    };
    if (duplicate !== undefined)
      return refuse(`a duplicate key ${JSON.stringify(duplicate)} (parsers disagree on which value wins)`);
    // As strict on output as the corpus is on input: the forms clients read differently.
    if (typeof id === 'number') {
      const raw = rawNumericId(text, id);
      if (raw !== undefined && !/^-?(0|[1-9][0-9]*)$/.test(raw)) {
        return refuse(
          `an id written ${raw} (JSON.parse reads ${id}; clients that keep the number's form or compare text read another id)`
        );
      }
    }
    if (text.includes('\\u')) {
      const bad = loneSurrogate(value);
      if (bad !== undefined) {
        return refuse(
          'a string holding a lone surrogate (not Unicode: strict clients refuse the line, others replace it)'
        );
      }
    }
    this.judgeValue(value, line, offset, out);
  }

  /** Envelope and correlation checks of one message; false when it produced a finding. */
  private judgeValue(value: unknown, line: Buffer, offset: number, out: ContractMessage[]): boolean {
    if (typeof value === 'object' && value !== null && 'result' in value && !('method' in value)) {
      const id = (value as { id?: unknown }).id;
      if (id === undefined || id === null) {
        this.fail(
          'stdout-unexpected-response',
          'a result without an id (a reply to a notification)',
          line,
          offset
        );
        return false;
      }
    }
    const checked = checkEnvelope(value);
    if (!checked.ok) {
      this.fail('stdout-not-jsonrpc', `not a JSON-RPC 2.0 message (${checked.reason})`, line, offset);
      const id = (value as { id?: unknown } | null)?.id;
      if ((typeof id === 'string' || typeof id === 'number') && this.gateIds.has(idKey(id)))
        out.push({ answers: id, line: this.lines });
      return false;
    }
    const envelope = checked.envelope;
    if (envelope.kind === 'request' && !this.serverRequests) {
      this.fail(
        'stdout-not-jsonrpc',
        'a server-to-client request, which this protocol version forbids',
        line,
        offset
      );
      return false;
    }
    if (envelope.kind === 'result' || envelope.kind === 'error') {
      const problem = this.correlate(envelope);
      if (problem) {
        this.fail('stdout-unexpected-response', problem, line, offset);
        // An answer to the gate's own request under a differently typed id: no client takes it,
        // and nobody waits for the request in vain (the wait ends here, not at the timeout).
        const twin = this.pendingGateTwin(envelope.id);
        if (twin !== undefined) out.push({ answers: twin, line: this.lines });
        return false;
      }
    }
    const answers =
      envelope.kind === 'result' || envelope.kind === 'error' ? (envelope.id ?? undefined) : undefined;
    out.push({ envelope, answers, line: this.lines });
    return true;
  }

  /** Matches a response with what the gate sent; returns why it is unexpected, if it is. */
  /** The gate's unanswered request whose id is `id` typed the other way (7 for "7"), if any. */
  private pendingGateTwin(id: JsonRpcId | null | undefined): JsonRpcId | undefined {
    if (id === null || id === undefined) return undefined;
    const gate = this.gateIds.get(twinKey(id));
    return gate && !gate.answered ? gate.id : undefined;
  }

  private correlate(envelope: Extract<Envelope, { kind: 'result' | 'error' }>): string | undefined {
    if (envelope.kind === 'error') {
      const code = (envelope.value.error as { code: number }).code;
      this.errorCodes[String(code)] = (this.errorCodes[String(code)] ?? 0) + 1;
    }
    const id = envelope.id;
    if (envelope.kind === 'result' && (envelope.value.result as { isError?: unknown }).isError !== true) {
      this.successes[idKey(envelope.id)] = (this.successes[idKey(envelope.id)] ?? 0) + 1;
    }
    if (id === null || id === undefined) {
      if (this.idlessBudget === 0) {
        return 'an error response without an id, but no frame the gate sent was unreadable (a reply to a notification)';
      }
      this.idlessBudget -= 1;
      this.idlessErrors[id === null ? 'id-null' : 'id-omitted'] += 1;
      this.frameErrors += 1;
      this.frameAnswers += 1;
      return undefined;
    }
    const key = idKey(id);
    const gate = this.gateIds.get(key);
    if (gate) {
      if (gate.answered) return `a duplicate response to id ${describeId(id)}`;
      gate.answered = true;
      return undefined;
    }
    const remaining = this.frameIds.get(key);
    if (remaining !== undefined) {
      if (remaining === 0) return `a duplicate response to id ${describeId(id)}`;
      this.frameIds.set(key, remaining - 1);
      this.frameAnswers += 1;
      if (envelope.kind === 'error') this.frameErrors += 1;
      return undefined;
    }
    const twin = twinKey(id);
    if (this.gateIds.has(twin) || this.frameIds.has(twin)) {
      return `a response with id ${describeId(id)} to a request sent with a differently typed id`;
    }
    return `a response to id ${describeId(id)}, which the gate never sent`;
  }
}
