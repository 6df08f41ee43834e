/** Turns a corpus frame into the exact bytes written on stdin, with the frame's own canary and id. */
import { toolCall, toolCallParams } from '../core/mcp-messages.js';
import type { ProtocolVersion } from '../core/protocol.js';
import type { CorpusFrame, CorpusPart } from './types.js';

export interface FrameProbe {
  tool: string;
  /** The probe arguments, already expanded with this frame's canary. */
  args: unknown;
  id: number;
  canary: string;
  protocolVersion: ProtocolVersion;
}

/** What each text placeholder expands to for one frame. */
export function textPlaceholders(p: FrameProbe): Record<string, string> {
  return {
    call: JSON.stringify(toolCall(p.id, p.tool, p.args, p.protocolVersion)),
    params: JSON.stringify(toolCallParams(p.tool, p.args, p.protocolVersion)),
    paramsString: JSON.stringify(JSON.stringify(toolCallParams(p.tool, p.args, p.protocolVersion))),
    arguments: JSON.stringify(p.args),
    argumentsWithExtra: JSON.stringify({ ...(p.args as object), mcpGateUnknownArgument: `--exec ${p.canary}` }),
    tool: JSON.stringify(p.tool),
    id: String(p.id),
    canary: p.canary,
    protocolVersion: p.protocolVersion
  };
}

export const TEXT_PATTERN = /\{\{(call|paramsString|params|argumentsWithExtra|arguments|tool|id|canary|protocolVersion)\}\}/g;

function expandText(text: string, p: FrameProbe): string {
  const values = textPlaceholders(p);
  return text.replace(TEXT_PATTERN, (_, name: string) => values[name]);
}

/** In `json` frames a string that is exactly a placeholder becomes a typed value. */
function expandJsonTemplate(value: unknown, p: FrameProbe): unknown {
  if (typeof value === 'string') {
    switch (value) {
      case '{{id}}':
        return p.id;
      case '{{call}}':
        return toolCall(p.id, p.tool, p.args, p.protocolVersion);
      case '{{params}}':
        return toolCallParams(p.tool, p.args, p.protocolVersion);
      case '{{arguments}}':
        return p.args;
      default:
        return expandText(value, p);
    }
  }
  if (Array.isArray(value)) return value.map((v) => expandJsonTemplate(v, p));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = expandJsonTemplate(v, p);
    return out;
  }
  return value;
}

function partBytes(part: CorpusPart, p: FrameProbe): Buffer {
  const one = part.base64 !== undefined ? Buffer.from(part.base64, 'base64') : Buffer.from(expandText(part.text ?? '', p), 'utf8');
  return part.repeat && part.repeat > 1 ? Buffer.alloc(one.length * part.repeat, one) : one;
}

export function frameToBytes(frame: CorpusFrame, p: FrameProbe): Buffer {
  if (frame.json !== undefined) return Buffer.from(JSON.stringify(expandJsonTemplate(frame.json, p)) + '\n', 'utf8');
  if (frame.parts) return Buffer.concat(frame.parts.map((part) => partBytes(part, p)));
  return partBytes(frame, p);
}

/** Whether the frame embeds the probe call (and so carries a canary that could act). */
export function frameCarriesCanary(frame: CorpusFrame): boolean {
  return JSON.stringify(frame).includes('{{');
}

/** Integer and string ids a lenient server might answer: read from the raw frame bytes. */
export function idsInFrame(bytes: Buffer): (string | number)[] {
  const ids: (string | number)[] = [];
  const text = bytes.toString('latin1');
  for (const m of text.matchAll(/"id"\s*:\s*(-?\d+(?:\.0+)?|"(?:[^"\\]|\\.)*")/g)) {
    const raw = m[1];
    if (raw.startsWith('"')) {
      try {
        ids.push(JSON.parse(raw) as string);
      } catch {
        // not a readable id
      }
    } else ids.push(Number(raw));
  }
  return ids;
}

export function countNewlines(bytes: Buffer): number {
  let n = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) n += 1;
  return n;
}

/** Complete lines in the frame bytes (each may earn one id-less error response), plus an unterminated tail. */
export function lineCount(bytes: Buffer): number {
  return countNewlines(bytes) + (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a ? 1 : 0);
}
