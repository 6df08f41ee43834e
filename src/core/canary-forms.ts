/**
 * Canaries in bytes, in every form a server's effect may carry them, pure: bytes in, canaries out.
 *
 * A frame's arguments do not always leave a server as they came. A file tool that commits through
 * an API sends the content base64-encoded; an error reporter or a telemetry exporter sends its batch
 * gzip-compressed; a log is rotated to `.gz`; a git object is zlib-deflated. A canary is found as it
 * is, hex-encoded, base64-encoded at any of its three alignments (standard and URL-safe alphabets
 * alike), and inside a gzip, zlib, deflate or brotli stream that an HTTP request's
 * `content-encoding` names or whose magic bytes open the content. Whether a frame acted does not
 * depend on how its server encodes what it sends.
 */
import {
  brotliDecompressSync,
  constants,
  gunzipSync,
  inflateRawSync,
  inflateSync,
  type ZlibOptions
} from 'node:zlib';
import { CANARY_PATTERN, CANARY_PREFIX } from './action-log.js';

/** A canary's length (CANARY_PATTERN: the prefix and 16 hex digits). */
export const CANARY_LENGTH = CANARY_PREFIX.length + 16;
const WHOLE_CANARY = new RegExp(`^(?:${CANARY_PATTERN.source})$`);

/** One encoded form: what to look for, and where a canary lies around a place it was found. */
interface Form {
  needle: Buffer;
  /** The span of the encoded canary around a hit at `at`, and the canary it decodes to (unchecked). */
  around: (bytes: Buffer, at: number) => { start: number; end: number; decode: () => string };
}

const latin1 = (bytes: Buffer, start: number, end: number): string => bytes.toString('latin1', start, end);

/** The base64 characters that depend on the prefix alone, with the prefix `pad` bytes into a group of three. */
function base64Form(pad: number): Form {
  const encoded = Buffer.concat([Buffer.alloc(pad), Buffer.from(CANARY_PREFIX)]).toString('base64');
  // The first characters of the group mix in the bytes before the canary.
  const lead = Math.ceil((pad * 8) / 6);
  const middle = encoded.slice(lead, Math.floor(((pad + CANARY_PREFIX.length) * 8) / 6));
  // Characters from the group's start that hold the whole canary (no padding needed to decode them).
  const span = Math.ceil(((pad + CANARY_LENGTH) * 8) / 6);
  return {
    needle: Buffer.from(middle, 'latin1'),
    around: (bytes, at) => {
      const start = at - lead;
      const end = start + span;
      return {
        start,
        end,
        // Node decodes both alphabets; a character outside them shifts what follows, and the
        // canary check fails.
        decode: () =>
          Buffer.from(latin1(bytes, start, end), 'base64').toString('latin1', pad, pad + CANARY_LENGTH)
      };
    }
  };
}

function hexForm(upper: boolean): Form {
  const hex = Buffer.from(CANARY_PREFIX).toString('hex');
  return {
    needle: Buffer.from(upper ? hex.toUpperCase() : hex, 'latin1'),
    around: (bytes, at) => ({
      start: at,
      end: at + 2 * CANARY_LENGTH,
      decode: () => Buffer.from(latin1(bytes, at, at + 2 * CANARY_LENGTH), 'hex').toString('latin1')
    })
  };
}

const FORMS: readonly Form[] = [
  {
    needle: Buffer.from(CANARY_PREFIX, 'latin1'),
    around: (bytes, at) => ({
      start: at,
      end: at + CANARY_LENGTH,
      decode: () => latin1(bytes, at, at + CANARY_LENGTH)
    })
  },
  hexForm(false),
  hexForm(true),
  base64Form(0),
  base64Form(1),
  base64Form(2)
];

/**
 * The longest encoded canary: a search in steps carries this less one byte over each step's edge, so
 * that a canary cut by the edge is found whole in the next step (and none is found twice: `from`).
 */
export const LONGEST_FORM = Math.max(
  ...FORMS.map((f) => {
    const { start, end } = f.around(Buffer.alloc(0), 0);
    return end - start;
  })
);

/**
 * Counts each canary in `bytes`, in any form (`FORMS`), into `found`. `from`: the first bytes were
 * searched already (the edge a search in steps carried over); a canary wholly inside them is not
 * counted again. One pass of `indexOf` per form: no string per chunk.
 */
export function countCanaries(bytes: Buffer, found: Map<string, number>, from = 0): void {
  for (const form of FORMS)
    for (let i = bytes.indexOf(form.needle); i !== -1; i = bytes.indexOf(form.needle, i + 1)) {
      const { start, end, decode } = form.around(bytes, i);
      if (start < 0 || end <= from) continue;
      if (end > bytes.length) break;
      const canary = decode();
      if (WHOLE_CANARY.test(canary)) found.set(canary, (found.get(canary) ?? 0) + 1);
    }
}

/** A compressed stream's kinds: what `content-encoding` names (`x-gzip` is gzip), and a zip archive. */
export type Compression = 'gzip' | 'deflate' | 'br' | 'zip';

/** A zip archive's local file header opens with this. */
const ZIP_MEMBER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What a compressed stream opens with, where it tells: gzip's magic, a zlib header, a zip's first member. */
export function sniffCompression(bytes: Buffer): Compression | undefined {
  if (bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 0x08) return 'gzip';
  if (bytes.subarray(0, 4).equals(ZIP_MEMBER)) return 'zip';
  if (
    bytes.length >= 2 &&
    (bytes[0] & 0x0f) === 8 &&
    bytes[0] >> 4 <= 7 &&
    ((bytes[0] << 8) | bytes[1]) % 31 === 0
  )
    return 'deflate';
  return undefined;
}

/** Each try takes this much less of the input than the last, once the output passed the cap. */
const SHRINK = 8;

/**
 * The content of a compressed stream, at most `cap` bytes of it: a bomb (a few KiB that inflate to
 * gigabytes) costs a few bounded tries, never the memory. A stream cut short or corrupt gives what
 * its first bytes decode to. `cut`: the content went on past what is given.
 */
export function decompress(
  bytes: Buffer,
  kind: Compression,
  cap: number
): { content: Buffer; cut: boolean } | undefined {
  const run = (input: Buffer): Buffer => {
    if (kind === 'br')
      return brotliDecompressSync(input, {
        maxOutputLength: cap,
        finishFlush: constants.BROTLI_OPERATION_FLUSH
      });
    const options: ZlibOptions = { maxOutputLength: cap, finishFlush: constants.Z_SYNC_FLUSH };
    if (kind === 'gzip') return gunzipSync(input, options);
    // `deflate` is a zlib stream as the standard has it, and raw deflate as some clients send it.
    try {
      return inflateSync(input, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw error;
      return inflateRawSync(input, options);
    }
  };
  if (kind === 'zip') return zipContent(bytes, cap);
  let cut = false;
  for (let n = bytes.length; n > 0; n = Math.floor(n / SHRINK)) {
    try {
      const content = run(bytes.subarray(0, n));
      return { content, cut: cut || (n < bytes.length && content.length > 0) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') cut = true;
    }
  }
  return cut ? { content: Buffer.alloc(0), cut } : undefined;
}

/** Members of a zip archive looked at (an archive of thousands of files is searched in its first ones). */
const ZIP_MEMBERS = 256;

/**
 * What the deflated members of a zip archive hold, one after the other, at most `cap` bytes in all
 * (stored members are searched as they are, with the archive's bytes). A member is found by its local
 * header; one written as a stream (its sizes after its data) is inflated until its deflate stream ends.
 */
function zipContent(bytes: Buffer, cap: number): { content: Buffer; cut: boolean } | undefined {
  const parts: Buffer[] = [];
  let left = cap;
  let cut = false;
  let members = 0;
  for (let at = bytes.indexOf(ZIP_MEMBER); at !== -1 && at + 30 <= bytes.length;) {
    if (++members > ZIP_MEMBERS || left <= 0) {
      cut = true;
      break;
    }
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const end = size > 0 ? Math.min(bytes.length, start + size) : bytes.length;
    if (method === 8 && start < bytes.length) {
      const member = decompress(bytes.subarray(start, end), 'deflate', left);
      if (member) {
        parts.push(member.content);
        left -= member.content.length;
        cut ||= member.cut;
      }
    }
    at = bytes.indexOf(ZIP_MEMBER, size > 0 ? end : at + 4);
  }
  return parts.length || cut ? { content: Buffer.concat(parts), cut } : undefined;
}

/** The parts of an HTTP request a canary may be encoded in: its body, and how it is encoded. */
export interface RequestBody {
  /** Where its head begins in the connection's bytes. */
  start: number;
  body: Buffer;
  /** Its `content-encoding`, outermost last, each one this module decodes (`Compression`). */
  encodings: Compression[];
  /** Whether it names an encoding this module does not decode (`zstd`, `compress`). */
  unknown: boolean;
}

/** The request headers read, each as a pattern made once. */
const HEADERS = {
  'transfer-encoding': /\r\ntransfer-encoding:[ \t]*([^\r]*)/i,
  'content-length': /\r\ncontent-length:[ \t]*([^\r]*)/i,
  'content-encoding': /\r\ncontent-encoding:[ \t]*([^\r]*)/i
};

/** Requests looked at per connection (a client may pipeline many on one). */
const REQUESTS_PER_CONNECTION = 64;

/**
 * The bodies of the requests in the bytes of one connection, as far as they were kept: each by its
 * `content-length` or, chunked, with the chunks' framing taken out. What is not a request head
 * ends the search.
 */
export function requestBodies(data: Buffer): RequestBody[] {
  const out: RequestBody[] = [];
  let at = 0;
  while (out.length < REQUESTS_PER_CONNECTION) {
    const headEnd = data.indexOf('\r\n\r\n', at);
    if (headEnd === -1) break;
    const head = latin1(data, at, headEnd);
    const header = (name: keyof typeof HEADERS): string | undefined => HEADERS[name].exec(head)?.[1];
    let bodyStart = headEnd + 4;
    let body: Buffer;
    if (/chunked/i.test(header('transfer-encoding') ?? '')) {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf('\r\n', bodyStart);
        if (lineEnd === -1) {
          bodyStart = data.length;
          break;
        }
        const size = Number.parseInt(latin1(data, bodyStart, lineEnd), 16);
        if (!(size > 0)) {
          // The last chunk (or what is no chunk): its trailer section, often empty, ends at a blank
          // line, whose CRLF pair begins where the last chunk's line ends when there is none.
          const end = size === 0 ? data.indexOf('\r\n\r\n', lineEnd) : -1;
          bodyStart = end === -1 ? data.length : end + 4;
          break;
        }
        chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        bodyStart = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(header('content-length') ?? 0);
      const end = Math.min(
        data.length,
        bodyStart + (Number.isSafeInteger(length) && length > 0 ? length : 0)
      );
      body = data.subarray(bodyStart, end);
      bodyStart = end;
    }
    const named = (header('content-encoding') ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== '' && e !== 'identity');
    const encodings = named.map((e) => (e === 'x-gzip' ? 'gzip' : e));
    const known = encodings.filter(
      (e): e is Exclude<Compression, 'zip'> => e === 'gzip' || e === 'deflate' || e === 'br'
    );
    out.push({ start: at, body, encodings: known, unknown: known.length < encodings.length });
    at = bodyStart;
    if (at >= data.length) break;
  }
  return out;
}

/**
 * The content behind a request's body or a file's bytes, once what compresses it is taken off (its
 * `encodings`, outermost last; else what its first bytes tell), at most `cap` bytes; undefined when
 * nothing compresses it.
 */
export function decodedContent(
  bytes: Buffer,
  cap: number,
  encodings: readonly Compression[] = []
): { content: Buffer; cut: boolean } | undefined {
  const layers = encodings.length ? [...encodings].reverse() : [sniffCompression(bytes)];
  let content = bytes;
  let cut = false;
  for (const kind of layers) {
    if (!kind) return undefined;
    const decoded = decompress(content, kind, cap);
    if (!decoded) return undefined;
    ({ content } = decoded);
    cut ||= decoded.cut;
  }
  return { content, cut };
}
