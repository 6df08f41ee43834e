/**
 * File names as bytes (src/run/fs-names.ts): a name that is not UTF-8 is kept whole, never meets
 * another name, and opens the file it names; the sandbox walk and watch read such files like any.
 */
import { describe, expect, test } from '@jest/globals';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fsPath, listNames, nameOf } from '../src/run/fs-names.js';
import { identityOf, sandboxEffects, sandboxSnapshot, writesSince } from '../src/run/effects.js';
import { escapeHidden } from '../src/report/safe-text.js';
import { tempDir } from './helpers.js';

const A = 'mcpgate-00000000000000aa';
const B = 'mcpgate-00000000000000bb';
const bytesIn = (dir: string, ...parts: (string | number[])[]): Buffer =>
  Buffer.concat([
    Buffer.from(`${dir}/`),
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))
  ]);

describe('nameOf and fsPath', () => {
  test('a UTF-8 name is itself; bytes that are not UTF-8 come back as they were; no two names meet', () => {
    const names = [
      Buffer.from('plain.txt'),
      Buffer.from('ünïcode 🎉.txt'),
      Buffer.from([0xff, 0x2e, 0x6c, 0x6f, 0x67]),
      Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate: no UTF-8
      Buffer.from([0xf0, 0x9f, 0x8e]), // a sequence cut short
      Buffer.from('\\xff.log'),
      Buffer.from('\ufffd.log')
    ];
    const strings = names.map(nameOf);
    expect(strings.slice(0, 2)).toEqual(['plain.txt', 'ünïcode 🎉.txt']);
    expect(new Set(strings).size).toBe(names.length);
    for (const [i, s] of strings.entries()) {
      const back = fsPath(`/dir/${s}`);
      expect(Buffer.from(back).equals(Buffer.concat([Buffer.from('/dir/'), names[i]]))).toBe(true);
    }
    expect(typeof fsPath('/dir/ünïcode 🎉.txt')).toBe('string');
    // Shown as the byte it is, in every renderer that takes server text.
    expect(escapeHidden(strings[2])).toBe('\\xff.log');
  });

  test('a directory lists such names whole', () => {
    const dir = tempDir();
    writeFileSync(bytesIn(dir, [0xff], '.log'), 'x');
    expect(listNames(dir)).toEqual([nameOf(Buffer.from([0xff, 0x2e, 0x6c, 0x6f, 0x67]))]);
  });
});

describe('the sandbox, where names are not UTF-8', () => {
  test('a file and a directory so named are read: their canaries are found, and what was appended later', () => {
    const dir = tempDir();
    const sub = bytesIn(dir, [0xfe]);
    writeFileSync(bytesIn(dir, [0xff], '.log'), `${A}\n`);
    mkdirSync(sub);
    writeFileSync(Buffer.concat([sub, Buffer.from('/in.txt')]), 'x');
    const { effects, warnings } = sandboxEffects(dir, identityOf(dir));
    expect(warnings).toEqual([]);
    expect(effects.map((e) => escapeHidden(e.text))).toEqual([
      `\\xfe`,
      `\\xfe${path.sep}in.txt`,
      `\\xff.log\n${A}`
    ]);
    const files = { sandbox: dir, actionLog: path.join(tempDir(), 'none') };
    const read = { recorderSize: 0, recorder: 'missing', sandbox: sandboxSnapshot(dir) };
    appendFileSync(bytesIn(dir, [0xff], '.log'), `${B}\n`);
    const later = writesSince(files, read);
    expect(later.effects.map((e) => escapeHidden(e.text))).toContainEqual(`\\xff.log\n${B}`);
  });
});

describe('nameOf on any bytes', () => {
  test('every byte string but `/` and NUL comes back whole, and its string is valid for every renderer', () => {
    let x = 7;
    for (let n = 0; n < 2000; n++) {
      const length = 1 + (n % 24);
      const raw = Buffer.alloc(length);
      for (let i = 0; i < length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        raw[i] = x & 0xff || 0x41;
        if (raw[i] === 0x2f) raw[i] = 0x41;
      }
      const s = nameOf(raw);
      expect(Buffer.from(fsPath(`/d/${s}`)).equals(Buffer.concat([Buffer.from('/d/'), raw]))).toBe(true);
      // What a renderer shows holds no lone surrogate: each byte that is not UTF-8 is a visible escape.
      expect(escapeHidden(s).isWellFormed()).toBe(true);
    }
  });
});
