import { hexDump } from './bytes.js';

/** Finding kinds are stable identifiers: users put them in baselines and dashboards. */
export const FINDING_KINDS = [
  'stdout-noise',
  'stdout-partial-frame',
  'stdout-not-jsonrpc',
  'stdout-not-mcp',
  'stdout-unexpected-response',
  'action-leak',
  'rejected-frame-accepted',
  'orphan-process',
  'case-not-exercised',
  'control-not-observed',
  'control-failed',
  'handshake-failed',
  'session-policy',
  'output-limit',
  'timeout',
  'launch-failed'
] as const;

export type FindingKind = (typeof FINDING_KINDS)[number];

/** What the pure core reports; the orchestrator stamps scenario and case on it. */
export interface RawFinding {
  kind: FindingKind;
  message: string;
  /** 1-based stdout line number, for stdout findings. */
  line?: number;
  /** Byte offset of that line in the raw stdout transcript. */
  offset?: number;
  /** Length in bytes of the offending line (with its `\n`, when it has one). */
  length?: number;
  /** The offending bytes (at most MAX_FINDING_BYTES of them). */
  bytesBase64?: string;
  /** A hex dump of the first offending bytes (at most 16 rows). */
  hex?: string;
  /**
   * The run whose action log showed the evidence, when it is not this finding's own: a later
   * session of the server acted on this run's call (reproducing it takes both runs, in order).
   */
  observedIn?: { scenario: string; case: string };
}

export interface Finding extends RawFinding {
  scenario: string;
  case: string;
  /** The command that reruns this finding's run alone (in report.json). */
  reproduce?: string;
}

/** How a case's action that neither a canary nor its clean starts explain is said, before its description. */
export const UNEXPLAINED_ACTION = 'an action no canary explains and the start-up baseline does not show: ';

/** A note that does not fail the gate (whitespace around a value, a CRLF ending, an id-less error). */
export interface Warning {
  message: string;
  line?: number;
  offset?: number;
}

export const MAX_FINDING_BYTES = 16 * 1024;
/**
 * Bytes a stdout finding carries as a run judges it, so that what the gate holds does not grow with
 * the runs; the report's first offending bytes are read back in full from their transcript.
 */
export const MAX_HELD_FINDING_BYTES = 512;

export function bytesField(bytes: Uint8Array, max = MAX_FINDING_BYTES): string {
  const cut = bytes.length > max ? bytes.subarray(0, max) : bytes;
  return Buffer.from(cut.buffer, cut.byteOffset, cut.byteLength).toString('base64');
}

/**
 * What a finding carries of its offending bytes: in full (the report's first), the first
 * MAX_FINDING_BYTES and 16 hex rows; else the first MAX_HELD_FINDING_BYTES and 4 rows.
 */
export function evidenceOf(bytes: Uint8Array, full = true): Pick<RawFinding, 'bytesBase64' | 'hex'> {
  return full
    ? { bytesBase64: bytesField(bytes), hex: hexDump(bytes, 16) }
    : { bytesBase64: bytesField(bytes, MAX_HELD_FINDING_BYTES), hex: hexDump(bytes, 4) };
}
