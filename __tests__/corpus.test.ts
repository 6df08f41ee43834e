import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frameToBytes, idsInFrame, lineCount } from '../src/corpus/expand.js';
import { builtinCorpusDir, loadCorpus, loadCorpusDir } from '../src/corpus/load.js';
import { FETCH_PROBE, gate, REFERENCE_GATEWAY, ROOT, tempDir } from './helpers.js';

const probe = {
  tool: 'fetch',
  args: { url: 'http://127.0.0.1:1/r/1/mcpgate-0000000000000000' },
  id: 100,
  canary: 'mcpgate-0000000000000000',
  protocolVersion: '2025-11-25' as const
};

describe('the built-in corpus v1', () => {
  const cases = loadCorpusDir(builtinCorpusDir());

  test('every case the seed and the issue name is there, at its level', () => {
    const required = cases.filter((c) => c.level === 'required').map((c) => c.id);
    const strict = cases.filter((c) => c.level === 'strict').map((c) => c.id);
    expect(required.length).toBeGreaterThanOrEqual(23);
    expect(strict.length).toBeGreaterThanOrEqual(14);
    for (const id of [
      'debug-line-then-request',
      'request-then-garbage-same-line',
      'truncated-object-then-eof',
      'two-objects-one-line-ping-call',
      'params-as-string',
      'id-true',
      'batch-call'
    ]) {
      expect(required).toContain(id);
    }
    for (const id of [
      'duplicate-keys-ping-first',
      'invalid-utf8-in-string',
      'call-before-initialize',
      'line-over-11-mib',
      'deep-nesting'
    ])
      expect(strict).toContain(id);
  });

  test.each(cases.map((c) => [c.id, c] as const))(
    '%s expands to bytes embedding the real probe call',
    (_, c) => {
      const bytes = Buffer.concat(c.frames.map((f) => frameToBytes(f, probe)));
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.includes('{{')).toBe(false);
      const carries = JSON.stringify(c.frames).includes('{{');
      if (carries) expect(bytes.includes(probe.canary)).toBe(true);
    }
  );

  test('placeholders are typed: {{id}} is a number, {{paramsString}} a JSON string of the params', () => {
    const bytes = frameToBytes({ text: '{"id":{{id}},"params":{{paramsString}}}\n' }, probe);
    const value = JSON.parse(bytes.toString());
    expect(value.id).toBe(100);
    expect(JSON.parse(value.params)).toEqual({ name: 'fetch', arguments: probe.args });
  });

  test('ids and lines are read from raw frames', () => {
    expect(idsInFrame(Buffer.from('{"id":7}{"id":"x"} {"id": 3.0}'))).toEqual([7, 'x', 3]);
    expect(lineCount(Buffer.from('a\nb\nc'))).toBe(3);
  });
});

describe('refusing bad corpus files, naming the file and JSON pointer', () => {
  const write = (dir: string, name: string, value: unknown) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
    return path.join(dir, name);
  };
  const good = {
    id: 'my-case',
    title: 'My case',
    category: 'framing',
    level: 'required',
    since: 'v1',
    rationale: 'a real defect we had',
    frames: [{ text: '{{call}}\n' }],
    expect: { rejectedCanaries: 'never' }
  };

  test.each([
    [
      'a bad level',
      { ...good, level: 'maybe' },
      'at JSON pointer /level: must be equal to one of the allowed values: required, strict'
    ],
    [
      'a frame with two kinds of content',
      { ...good, frames: [{ text: 'x', base64: 'eA==' }] },
      'at JSON pointer /frames/0'
    ],
    [
      'an unknown member',
      { ...good, colour: 'red' },
      'at JSON pointer /: must NOT have additional properties (colour)'
    ],
    [
      'a condition that is no JSON Schema',
      { ...good, when: { probeInputSchema: { type: 7 }, because: 'only for typed tools' } },
      'at JSON pointer /when/probeInputSchema: not a JSON Schema (schema is invalid: data/type must be'
    ],
    [
      'a condition on a case without a handshake (no tools/list to judge it by)',
      { ...good, handshake: false, when: { probeInputSchema: {}, because: 'only for typed tools' } },
      'at JSON pointer /when: a case without a handshake has no tools/list'
    ],
    [
      'a condition without its reason',
      { ...good, when: { probeInputSchema: {} } },
      "at JSON pointer /when: must have required property 'because'"
    ],
    [
      'a missing expectation',
      { ...good, expect: undefined },
      "at JSON pointer /: must have required property 'expect'"
    ]
  ])('%s', (_, value, message) => {
    const dir = tempDir();
    const file = write(dir, 'my-case.json', value);
    expect(() => loadCorpusDir(dir)).toThrow(`${file}: ${message}`);
  });

  test('a condition whose $ref nothing resolves: corpus check and a gate that would run it refuse it', async () => {
    const { runCli } = await import('../src/cli/main.js');
    const dir = tempDir();
    const when = {
      probeInputSchema: { $ref: 'https://example.com/nowhere.json' },
      because: 'only for typed tools'
    };
    const file = write(dir, 'my-case.json', { ...good, when });
    const message = `${file}: at JSON pointer /when/probeInputSchema: not a JSON Schema (can't resolve reference https://example.com/nowhere.json`;
    let err = '';
    const io = { out: () => undefined, err: (t: string) => (err += t), isTTY: false };
    expect(await runCli(['corpus', 'check', dir], io)).toBe(2);
    expect(err).toContain(message);
    const run = await gate(['--corpus', dir, '--case', 'my-case', '--', 'node', '-e', '0']);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
  });

  test('invalid JSON names the file', () => {
    const dir = tempDir();
    const file = write(dir, 'my-case.json', '{"id":');
    expect(() => loadCorpusDir(dir)).toThrow(`${file}: not valid JSON`);
  });

  test('an id that does not match its file name', () => {
    const dir = tempDir();
    const file = write(dir, 'other.json', good);
    expect(() => loadCorpusDir(dir)).toThrow(
      `${file}: at JSON pointer /id: the id "my-case" must match the file name`
    );
  });

  test('the id of the control runs: its findings would be theirs, and a baseline accepting it theirs too', () => {
    const dir = tempDir();
    const file = write(dir, 'control.json', { ...good, id: 'control' });
    expect(() => loadCorpus([dir])).toThrow(
      `${file}: at JSON pointer /id: "control" is the id of the gate's own handshake-and-control runs; name the case otherwise`
    );
  });

  test('a directory with no case file directly inside (a wrong path) is refused, not run as no case', () => {
    const dir = tempDir();
    write(dir, 'notes.txt', 'not a case');
    mkdirSync(path.join(dir, 'nested'));
    write(path.join(dir, 'nested'), 'x.json', { ...good, id: 'x' });
    expect(() => loadCorpus([dir])).toThrow(
      `--corpus ${dir}: no case file in it (a case is a *.json file directly inside)`
    );
  });

  test('a duplicate of a built-in id', () => {
    const dir = tempDir();
    write(dir, 'null-line.json', { ...good, id: 'null-line' });
    expect(() => loadCorpus([dir])).toThrow('at JSON pointer /id: duplicate case id "null-line"');
  });

  test('corpus check reports every problem at once and one verdict that agrees with the exit code', async () => {
    const { runCli } = await import('../src/cli/main.js');
    const dir = tempDir();
    const twoErrors = write(dir, 'my-case.json', { ...good, level: 'maybe', category: 42 });
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{\n  "id": "broken",\n  "title": x\n}\n');
    const clash = write(dir, 'null-line.json', { ...good, id: 'null-line' });
    let err = '';
    let out = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), isTTY: false };
    expect(await runCli(['corpus', 'check', dir], io)).toBe(2);
    expect(err).toContain(`${twoErrors}: at JSON pointer /level`);
    expect(err).toContain(`${twoErrors}: at JSON pointer /category`);
    expect(err).toMatch(
      new RegExp(`${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON at line 3, column \\d+`)
    );
    expect(err).toContain(`${clash}: at JSON pointer /id: duplicate case id "null-line"`);
    expect(out).toBe('corpus check: 4 problems in 1 directory (1 valid case)\n');
    // The built-in corpus checks clean against itself.
    out = '';
    expect(
      await runCli(['corpus', 'check', path.relative(process.cwd(), path.join(ROOT, 'corpus/v1'))], io)
    ).toBe(0);
    expect(out).toMatch(/^corpus check: \d+ cases in 1 directory, all valid\n$/);
  });

  test('the CLI exits 2 with that message; corpus check and list work', async () => {
    const dir = tempDir();
    write(dir, 'my-case.json', { ...good, level: 'maybe' });
    const bad = await gate(['corpus-unused']);
    expect(bad.code).toBe(2);
    const { runCli } = await import('../src/cli/main.js');
    let err = '';
    let out = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), isTTY: false };
    expect(await runCli(['corpus', 'check', dir], io)).toBe(2);
    expect(err).toContain('at JSON pointer /level');
    const okDir = tempDir();
    write(okDir, 'my-case.json', good);
    expect(await runCli(['corpus', 'check', okDir], io)).toBe(0);
    expect(out).toContain('corpus check: 1 case in 1 directory, all valid\n');
    expect(await runCli(['corpus', 'list', '--corpus', okDir], io)).toBe(0);
    expect(out).toContain('my-case');
  });

  // `corpus list | head`: the reader goes before the CLI has printed; the rest is dropped, no crash.
  test.each([
    ['corpus list', ['corpus', 'list']],
    [
      'a gate run',
      [...FETCH_PROBE, '--case', 'none', '--scenarios', 'baseline', '--', process.execPath, REFERENCE_GATEWAY]
    ]
  ])('%s whose stdout reader has gone exits with its own code and no stack', async (_, args) => {
    const out = tempDir();
    const outArgs = args[0] === 'corpus' ? [] : ['--out', out];
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/cli.js'), ...outArgs, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe']
    });
    child.stdout.destroy(); // closed before the CLI has started
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled|at .*cli\.js/);
    expect(code).toBe(0);
    if (args[0] !== 'corpus') expect(existsSync(path.join(out, 'report.json'))).toBe(true);
  });
});
