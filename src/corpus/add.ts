/**
 * `corpus add`: a case file from the stdin bytes of a failing run (or of a file captured in
 * production). The probe call is put back as placeholders, so the case runs against any probe tool
 * with fresh canaries; a frame whose bytes would not come back exactly is kept as exact bytes.
 */
import { utf8SequenceLength } from '../core/bytes.js';
import type { ProtocolVersion } from '../core/protocol.js';
import type { FrameRole } from '../core/verdict.js';
import { syntaxErrorOffset } from './load.js';
import { frameToBytes, TEXT_PATTERN, textPlaceholders, type FrameProbe } from './expand.js';
import type { CorpusCase, CorpusFrame, CorpusPart } from './types.js';

/** One frame as it went out, with what its placeholders expanded to (when the gate wrote it). */
export interface SourceFrame {
  bytes: Buffer;
  role: FrameRole;
  probe?: FrameProbe;
}

export type CaseFile = Omit<CorpusCase, 'file' | 'corpus'> & { $schema?: string };

/** A stable id from a title: lower-case words joined by `-`, at most 64 characters. */
export function idFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let id = '';
  for (const w of words) {
    const next = id ? `${id}-${w}` : w;
    if (next.length > 64) break;
    id = next;
  }
  return id.length >= 2 ? id : `case-${id || 'from-bytes'}`;
}

/** Well-formed UTF-8 runs as text, other bytes as base64; a run of 1024 or more of one byte as a repeat. */
function partsOf(bytes: Buffer): CorpusPart[] {
  const parts: CorpusPart[] = [];
  const push = (part: CorpusPart) => {
    const last = parts[parts.length - 1];
    if (last && !last.repeat && !part.repeat && last.base64 !== undefined && part.base64 !== undefined)
      last.base64 = Buffer.concat([Buffer.from(last.base64, 'base64'), Buffer.from(part.base64, 'base64')]).toString('base64');
    else parts.push(part);
  };
  const text = (from: number, to: number) => {
    if (to <= from) return;
    const chunk = bytes.subarray(from, to);
    const value = chunk.toString('utf8');
    // A literal placeholder in the captured bytes must not expand: kept as bytes.
    push(new RegExp(TEXT_PATTERN.source).test(value) ? { base64: chunk.toString('base64') } : { text: value });
  };
  let start = 0;
  for (let i = 0; i < bytes.length; ) {
    let run = i;
    while (run < bytes.length && bytes[run] === bytes[i]) run++;
    const n = utf8SequenceLength(bytes, i);
    if (run - i >= 1024 || n === 0) {
      text(start, i);
      const end = run - i >= 1024 ? run : i + 1;
      const one = bytes.subarray(i, i + 1);
      const repeat = end - i > 1 ? { repeat: end - i } : {};
      push(n === 1 ? { text: one.toString('latin1'), ...repeat } : { base64: one.toString('base64'), ...repeat });
      start = i = end;
    } else i += n;
  }
  text(start, bytes.length);
  return parts;
}

/** The text with the probe call's expansions put back as placeholders (longest first). */
function withPlaceholders(text: string, probe: FrameProbe): string {
  const v = textPlaceholders(probe);
  let out = text;
  for (const name of ['call', 'params', 'paramsString', 'argumentsWithExtra', 'arguments'] as const)
    out = out.split(v[name]).join(`{{${name}}}`);
  out = out.replace(/("name"\s*:\s*)("(?:[^"\\]|\\.)*")/g, (m, key: string, value: string) =>
    value === v.tool ? `${key}{{tool}}` : m
  );
  out = out.split(probe.canary).join('{{canary}}');
  return out.replace(new RegExp(`("id"\\s*:\\s*)${probe.id}(?![0-9.eE])`, 'g'), '$1{{id}}');
}

/** One case frame that gives back exactly `source.bytes` with the source's own expansions. */
export function frameFromBytes(source: SourceFrame): CorpusFrame {
  const role = source.role === 'rejected' ? {} : { role: source.role };
  const exact = partsOf(source.bytes);
  if (source.probe) {
    const probe = source.probe;
    const templated = exact.map((p) => (p.text !== undefined && !p.repeat ? { ...p, text: withPlaceholders(p.text, probe) } : p));
    const frame = asFrame(role, templated);
    if (frameToBytes(frame, probe).equals(source.bytes)) return frame;
  }
  return asFrame(role, exact);
}

/** One part without a repeat is the frame itself; anything else goes in `parts`. */
function asFrame(role: Pick<CorpusFrame, 'role'>, parts: CorpusPart[]): CorpusFrame {
  return parts.length === 1 && !parts[0].repeat ? { ...role, ...parts[0] } : { ...role, parts };
}

/**
 * The frames of a file captured in production: one per line (the last may end without one). A
 * line that is a tools/call gets placeholders for its id, tool and arguments when they come back
 * exactly; other lines are kept as they are.
 */
export function framesOfCapture(bytes: Buffer, protocolVersion: ProtocolVersion): SourceFrame[] {
  const frames: SourceFrame[] = [];
  for (let start = 0; start < bytes.length; ) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl === -1 ? bytes.length : nl + 1;
    const line = bytes.subarray(start, end);
    frames.push({ bytes: line, role: 'rejected', probe: callProbe(line, protocolVersion) });
    start = end;
  }
  return frames;
}

/** The probe a captured tools/call line would have been written with (its own id, tool and arguments). */
function callProbe(line: Buffer, protocolVersion: ProtocolVersion): FrameProbe | undefined {
  const text = line.toString('utf8');
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    // A call followed by garbage on its line: the call is the JSON value the line starts with.
    try {
      m = JSON.parse(text.slice(0, syntaxErrorOffset(text)));
    } catch {
      return undefined;
    }
  }
  const call = m as { method?: unknown; id?: unknown; params?: { name?: unknown; arguments?: unknown } };
  if (call?.method !== 'tools/call' || typeof call.params?.name !== 'string') return undefined;
  const canary = '\u0000no canary\u0000';
  return {
    tool: call.params.name,
    args: call.params.arguments ?? {},
    id: Number.isSafeInteger(call.id) ? (call.id as number) : -1,
    canary,
    protocolVersion
  };
}
