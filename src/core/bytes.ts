/** Renders raw bytes for humans: a Python-style `b'...'` literal and a classic hex dump. */

const MAX_RENDERED_BYTES = 160;

/** `b'loading optional extension\n'`, cut after `max` bytes with an ellipsis marker. */
export function escapeBytes(bytes: Uint8Array, max = MAX_RENDERED_BYTES): string {
  const shown = bytes.length > max ? bytes.subarray(0, max) : bytes;
  let hasSingle = false;
  let hasDouble = false;
  for (const b of shown) {
    if (b === 0x27) hasSingle = true;
    else if (b === 0x22) hasDouble = true;
  }
  const quote = hasSingle && !hasDouble ? '"' : "'";
  let out = 'b' + quote + escapeByteRun(shown, quote);
  out += quote;
  if (bytes.length > max) out += `... (${bytes.length} bytes)`;
  return out;
}

/**
 * The inside of a `b'…'` literal quoted with `quote`: printable ASCII as is, the rest escaped. Built
 * as one flat string (a join): one appended a piece at a time is a rope of a node per piece, ten
 * times the size of its text, and a finding's message keeps it for the whole gate.
 */
export function escapeByteRun(bytes: Uint8Array, quote: "'" | '"'): string {
  const q = quote.charCodeAt(0);
  return Array.from(bytes, (b) => {
    if (b === 0x5c) return '\\\\';
    if (b === 0x0a) return '\\n';
    if (b === 0x0d) return '\\r';
    if (b === 0x09) return '\\t';
    if (b === q) return '\\' + quote;
    if (b >= 0x20 && b < 0x7f) return String.fromCharCode(b);
    return '\\x' + b.toString(16).padStart(2, '0');
  }).join('');
}

/** `00000000  6c 6f 61 64 ...  |load...|`, 16 bytes a row, at most `maxRows` rows. */
export function hexDump(bytes: Uint8Array, maxRows = 64): string {
  const rows: string[] = [];
  for (let at = 0; at < bytes.length && rows.length < maxRows; at += 16) {
    const chunk = bytes.subarray(at, at + 16);
    const hex = Array.from(chunk, (b) => b.toString(16).padStart(2, '0'));
    const left = hex.slice(0, 8).join(' ');
    const right = hex.slice(8).join(' ');
    const ascii = Array.from(chunk, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    rows.push(`${at.toString(16).padStart(8, '0')}  ${left.padEnd(23)}  ${right.padEnd(23)}  |${ascii}|`);
  }
  if (bytes.length > maxRows * 16) rows.push(`... ${bytes.length - maxRows * 16} more bytes`);
  return rows.join('\n');
}

/**
 * The length of the well-formed UTF-8 sequence starting at `i` (RFC 3629: no overlong forms, no
 * surrogates, nothing past U+10FFFF), or 0 when the byte there starts none.
 */
export function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => bytes[i + k] >= lo && bytes[i + k] <= hi;
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0;
  if (b === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if (b === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (b >= 0xe1 && b <= 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (b === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (b >= 0xf1 && b <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}
