/**
 * Canaries in every form an effect may carry them (core/canary-forms.ts): as they are, hex, base64
 * at each alignment, and inside what a request's content-encoding or a file's magic says is
 * compressed. Pure: bytes in, canaries out.
 */
import { describe, expect, test } from '@jest/globals';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import {
  countCanaries,
  decodedContent,
  LONGEST_FORM,
  requestBodies,
  sniffCompression
} from '../src/core/canary-forms.js';

const A = 'mcpgate-0123456789abcdef';
const B = 'mcpgate-fedcba9876543210';

const counted = (bytes: Buffer, from = 0): Record<string, number> => {
  const found = new Map<string, number>();
  countCanaries(bytes, found, from);
  return Object.fromEntries(found);
};

/** Every form of `canary` the gate claims to read, each with a byte or two before it (each base64 alignment). */
function forms(canary: string): Buffer[] {
  const out: Buffer[] = [Buffer.from(`path/${canary}.txt`)];
  out.push(Buffer.from(`{"data":"${Buffer.from(canary).toString('hex')}"}`));
  out.push(Buffer.from(`X-Id: ${Buffer.from(canary).toString('hex').toUpperCase()}\r\n`));
  for (const lead of ['', 'a', 'ab', 'abc', 'abcd']) {
    const encoded = Buffer.from(`${lead}{"note":"${canary}"}`).toString('base64');
    out.push(Buffer.from(`{"content":"${encoded}"}`));
    out.push(Buffer.from(`?q=${encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`));
  }
  return out;
}

describe('countCanaries', () => {
  test('a canary as it is, hex-encoded either case, and base64 at every alignment, either alphabet', () => {
    for (const form of forms(A))
      expect([form.toString(), counted(form)]).toEqual([form.toString(), { [A]: 1 }]);
  });

  test('what only looks like a canary is none: a short tail, other letters, a base64 that decodes to neither', () => {
    expect(counted(Buffer.from('mcpgate-0123 mcpgate-0123456789abcdeg mcpgate-'))).toEqual({});
    expect(counted(Buffer.from(Buffer.from('mcpgate-XYZ456789abcdef').toString('base64')))).toEqual({});
    expect(counted(Buffer.from(Buffer.from('mcpgate-0123').toString('hex')))).toEqual({});
  });

  test('each occurrence counts, whatever its form', () => {
    const bytes = Buffer.concat([...forms(A), ...forms(B), Buffer.from(A)]);
    expect(counted(bytes)).toEqual({ [A]: forms(A).length + 1, [B]: forms(B).length });
  });

  test('searched in steps that carry the longest form less a byte over each edge: every canary once, none twice', () => {
    const bytes = Buffer.concat([...forms(A), Buffer.from('-'.repeat(50)), ...forms(B)]);
    const whole = counted(bytes);
    for (const step of [LONGEST_FORM, 50, 61, 97, 256]) {
      const found = new Map<string, number>();
      const carry = LONGEST_FORM - 1;
      for (let at = 0, kept = 0; at < bytes.length; at += step) {
        const start = Math.max(0, at - kept);
        countCanaries(bytes.subarray(start, Math.min(bytes.length, at + step)), found, at - start);
        kept = carry;
      }
      expect([step, Object.fromEntries(found)]).toEqual([step, whole]);
    }
  });
});

describe('compressed content', () => {
  const batch = Buffer.from(JSON.stringify([{ note: A }, { note: 'x'.repeat(5000) }]));

  test('gzip and zlib streams tell by their first bytes; raw deflate and brotli only by what names them', () => {
    expect(sniffCompression(gzipSync(batch))).toBe('gzip');
    expect(sniffCompression(deflateSync(batch))).toBe('deflate');
    expect(sniffCompression(deflateRawSync(batch))).toBeUndefined();
    expect(sniffCompression(batch)).toBeUndefined();
    for (const [bytes, named] of [
      [gzipSync(batch), []],
      [deflateSync(batch), []],
      [deflateRawSync(batch), ['deflate']],
      [brotliCompressSync(batch), ['br']],
      [gzipSync(brotliCompressSync(batch)), ['br', 'gzip']]
    ] as const) {
      const decoded = decodedContent(bytes, 1024 * 1024, named);
      expect(decoded?.cut).toBe(false);
      expect(counted(decoded!.content)).toEqual({ [A]: 1 });
    }
  });

  test('a stream cut short gives what its first bytes hold', () => {
    const gz = gzipSync(batch);
    const decoded = decodedContent(gz.subarray(0, gz.length - 20), 1024 * 1024);
    expect(counted(decoded!.content)).toEqual({ [A]: 1 });
  });

  test('a bomb (64 MiB of zeros in 64 KiB) gives at most the cap, said to be cut, in bounded time', () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from(`${A}\n`), Buffer.alloc(64 * 1024 * 1024)]));
    expect(bomb.length).toBeLessThan(128 * 1024);
    const decoded = decodedContent(bomb, 1024 * 1024);
    expect(decoded!.cut).toBe(true);
    expect(decoded!.content.length).toBeLessThanOrEqual(1024 * 1024);
    expect(counted(decoded!.content)).toEqual({ [A]: 1 });
  });

  test('bytes that only open like a stream decode to nothing, and throw nothing', () => {
    expect(decodedContent(Buffer.from([0x1f, 0x8b, 0x08, 0, 1, 2, 3]), 1024)?.content.length ?? 0).toBe(0);
    expect(decodedContent(Buffer.from('x^ not zlib'), 1024, ['deflate'])?.content.length ?? 0).toBe(0);
  });
});

describe('a zip archive', () => {
  /** A local header, a member's data (raw deflate, or stored) and, streamed, a data descriptor after it. */
  function member(name: string, data: Buffer, { deflate = true, streamed = false } = {}): Buffer {
    const body = deflate ? deflateRawSync(data) : data;
    const head = Buffer.alloc(30);
    ZIP_LOCAL.copy(head, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(streamed ? 8 : 0, 6);
    head.writeUInt16LE(deflate ? 8 : 0, 8);
    head.writeUInt32LE(streamed ? 0 : body.length, 18);
    head.writeUInt32LE(streamed ? 0 : data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(body.length, 8);
    descriptor.writeUInt32LE(data.length, 12);
    return Buffer.concat([head, Buffer.from(name), body, streamed ? descriptor : Buffer.alloc(0)]);
  }
  const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

  test('each deflated member is searched, with its sizes ahead of it or streamed after it', () => {
    const archive = Buffer.concat([
      member('a.txt', Buffer.from('x'.repeat(10000) + A)),
      member('stored.txt', Buffer.from('plain'), { deflate: false }),
      member('dir/b.json', Buffer.from(JSON.stringify({ note: B }).repeat(50)), { streamed: true }),
      member('c.txt', Buffer.from(`${A} again`), { streamed: true }),
      Buffer.from('PK\x01\x02 central directory')
    ]);
    expect(sniffCompression(archive)).toBe('zip');
    const decoded = decodedContent(archive, 1024 * 1024)!;
    expect(decoded.cut).toBe(false);
    expect(counted(decoded.content)).toEqual({ [A]: 2, [B]: 50 });
  });

  test('what its members hold past the cap is said to be cut', () => {
    const archive = Buffer.concat([member('a', Buffer.alloc(4 * 1024 * 1024)), member('b', Buffer.from(A))]);
    const decoded = decodedContent(archive, 1024 * 1024)!;
    expect(decoded.cut).toBe(true);
    expect(decoded.content.length).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('requestBodies', () => {
  test('by content-length, chunked (its trailer too), pipelined, and what names an encoding the gate does not decode', () => {
    const gz = gzipSync(Buffer.from(A));
    const chunked = `POST /a HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n\r\n${(5).toString(16)}\r\n`;
    const data = Buffer.concat([
      Buffer.from(chunked),
      gz.subarray(0, 5),
      Buffer.from(`\r\n${(gz.length - 5).toString(16)}\r\n`),
      gz.subarray(5),
      Buffer.from('\r\n0\r\nX-Trailer: 1\r\n\r\n'),
      Buffer.from(`POST /b HTTP/1.1\r\ncontent-length: 3\r\ncontent-encoding: zstd\r\n\r\nabc`),
      Buffer.from(`GET /c HTTP/1.1\r\nhost: x\r\n\r\n`)
    ]);
    const bodies = requestBodies(data);
    expect(bodies.map((b) => [b.body.length, b.encodings, b.unknown])).toEqual([
      [gz.length, ['gzip'], false],
      [3, [], true],
      [0, [], false]
    ]);
    expect(counted(decodedContent(bodies[0].body, 1024, bodies[0].encodings)!.content)).toEqual({ [A]: 1 });
  });
});

describe('on bytes a server chose', () => {
  /** A deterministic stream of bytes (xorshift), so a failure replays. */
  function bytesFrom(seed: number, length: number): Buffer {
    const out = Buffer.alloc(length);
    let x = seed || 1;
    for (let i = 0; i < length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      out[i] = x & 0xff;
    }
    return out;
  }
  const pieces = [
    '\r\n\r\n',
    'POST / HTTP/1.1\r\n',
    'transfer-encoding: chunked\r\n',
    'content-encoding: gzip, br\r\n',
    'content-length: 99999999\r\n',
    'ffffffff\r\n',
    '0\r\n',
    'PK\x03\x04',
    '\x1f\x8b\x08',
    'x^',
    A
  ];

  test('no input throws, and each search ends, whatever the bytes', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const noise = bytesFrom(seed, 64 + (seed % 300));
      const parts: Buffer[] = [];
      for (let i = 0; i < 12; i++)
        parts.push(
          i % 2
            ? Buffer.from(pieces[(seed * 7 + i) % pieces.length], 'latin1')
            : noise.subarray(i * 5, i * 5 + (seed % 40))
        );
      const data = Buffer.concat(parts);
      for (const request of requestBodies(data)) decodedContent(request.body, 64 * 1024, request.encodings);
      decodedContent(data, 64 * 1024);
      decodedContent(
        data.subarray(data.indexOf('PK\x03\x04') === -1 ? 0 : data.indexOf('PK\x03\x04')),
        64 * 1024
      );
      const found = new Map<string, number>();
      countCanaries(data, found);
      for (const canary of found.keys()) expect(canary).toBe(A);
    }
  });
});
