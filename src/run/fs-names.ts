/**
 * Names a server gave its files, as strings that lose nothing. Linux names are bytes, and a server
 * may make one that is not UTF-8 (a byte 0xff): decoded the usual way it becomes U+FFFD, a path no
 * file has, and what the file holds could not be read. Here each byte no UTF-8 sequence holds
 * becomes a lone surrogate U+DC80..U+DCFF (Python's `surrogateescape`), which no UTF-8 name decodes
 * to, so two names never meet, and `fsPath` gives the file system its bytes back.
 */
import { readdirSync } from 'node:fs';
import { utf8SequenceLength } from '../core/bytes.js';

/** A name's bytes as a string, losslessly (see above). */
export function nameOf(raw: Buffer): string {
  const plain = raw.toString('utf8');
  if (Buffer.byteLength(plain) === raw.length && Buffer.from(plain).equals(raw)) return plain;
  let out = '';
  for (let i = 0; i < raw.length;) {
    const n = utf8SequenceLength(raw, i);
    if (n === 0) {
      out += String.fromCharCode(0xdc00 + raw[i]);
      i += 1;
    } else {
      out += raw.toString('utf8', i, i + n);
      i += n;
    }
  }
  return out;
}

/** A lone surrogate that stands for a byte (`nameOf`): never the second half of a pair. */
const ESCAPED_BYTE = /(?<![\ud800-\udbff])[\udc80-\udcff]/g;

/** A path as the file system takes it: as it is, or its bytes where a name in it holds escaped bytes. */
export function fsPath(p: string): string | Buffer {
  if (p.isWellFormed()) return p;
  const parts: Buffer[] = [];
  let at = 0;
  for (const m of p.matchAll(ESCAPED_BYTE)) {
    parts.push(Buffer.from(p.slice(at, m.index), 'utf8'), Buffer.from([m[0].charCodeAt(0) - 0xdc00]));
    at = m.index + 1;
  }
  parts.push(Buffer.from(p.slice(at), 'utf8'));
  return Buffer.concat(parts);
}

/** The names in a directory, each as `nameOf` gives it. */
export function listNames(dir: string): string[] {
  return readdirSync(fsPath(dir), { encoding: 'buffer' }).map(nameOf);
}
