/**
 * Issue 13, item 7: `corpus add` turns the stdin of a failing run (or bytes captured in
 * production) into a case file that checks at once and reproduces the finding with --corpus.
 */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import type { CorpusCase } from '../src/corpus/types.js';
import { gateOn, kinds, tempDir } from './helpers.js';

async function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (t) => (out += t), err: (t) => (err += t), isTTY: false });
  return { code, out, err };
}

const kindsOf = (r: Awaited<ReturnType<typeof gateOn>>, caseId: string) =>
  [...new Set(r.report.findings.filter((f) => f.case === caseId).map((f) => f.kind))].sort();

describe('corpus add', () => {
  test('each failing run of a defective server becomes a case that checks and fails the same way', async () => {
    const cases = ['jsonrpc-1-0', 'invalid-utf8-in-string', 'deep-nesting'];
    const flags = ['--scenarios', 'baseline', '--profile', 'strict', ...cases.flatMap((c) => ['--case', c])];
    const first = await gateOn('acts-before-validating.mjs', flags);
    expect(first.code).toBe(1);
    const dir = tempDir();
    const ids = new Map<string, string>();
    for (const c of cases) {
      const r = await cli(['corpus', 'add', '--from', first.outDir, '--run', `baseline/${c}`, '--to', dir]);
      expect(r).toMatchObject({ code: 0, err: '' });
      const file = /^corpus add: wrote (\S+) \(1 frame; fill in its rationale\)$/m.exec(r.out)![1];
      const written = JSON.parse(readFileSync(file, 'utf8')) as CorpusCase;
      ids.set(c, written.id);
      expect(path.basename(file)).toBe(`${written.id}.json`);
      expect(written.since).toBe('v1');
      expect(written.rationale).toMatch(/^TODO: name the real defect/);
      // The probe call is placeholders again: no canary of the first run is left in it.
      expect(JSON.stringify(written.frames)).toMatch(/\{\{(call|params|arguments)\}\}/);
      expect(JSON.stringify(written)).not.toMatch(/mcpgate-[0-9a-f]{16}"/);
      expect(r.out).toContain(`--corpus ${dir} --case ${written.id} -- node `);
    }
    // The invalid byte stays a byte (base64) between text parts that carry the placeholders.
    const utf8 = JSON.parse(
      readFileSync(path.join(dir, `${ids.get('invalid-utf8-in-string')}.json`), 'utf8')
    );
    expect(utf8.frames[0].parts.map((p: object) => Object.keys(p).join())).toEqual([
      'text',
      'base64',
      'text'
    ]);
    // 100,000 levels of nesting are a repeated part, not 200 KB of text.
    expect(readFileSync(path.join(dir, `${ids.get('deep-nesting')}.json`)).length).toBeLessThan(2000);

    expect(await cli(['corpus', 'check', dir])).toMatchObject({
      code: 0,
      out: 'corpus check: 3 cases in 1 directory, all valid\n'
    });
    const again = await gateOn('acts-before-validating.mjs', [
      '--scenarios',
      'baseline',
      '--corpus',
      dir,
      ...[...ids.values()].flatMap((id) => ['--case', id])
    ]);
    for (const c of cases) expect([c, kindsOf(again, ids.get(c)!)]).toEqual([c, kindsOf(first, c)]);
  });

  test('bytes captured in production: a call followed by garbage on its line', async () => {
    const capture = path.join(tempDir(), 'incident-4711.bin');
    writeFileSync(
      capture,
      '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"fetch","arguments":{"url":"http://internal.example/x"}}} trailing\n'
    );
    const dir = tempDir();
    const add = () =>
      cli([
        'corpus',
        'add',
        '--bytes',
        capture,
        '--to',
        dir,
        '--title',
        'Garbage after a call, incident 4711'
      ]);
    expect(await add()).toMatchObject({ code: 0 });
    const [name] = readdirSync(dir);
    expect(name).toBe('garbage-after-a-call-incident-4711.json');
    const written = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CorpusCase;
    // The production tool and arguments are gone: it runs against any probe tool.
    expect(written.frames).toEqual([{ text: '{{call}} trailing\n' }]);
    const run = await gateOn('ignores-trailing-garbage.mjs', [
      '--scenarios',
      'baseline',
      '--corpus',
      dir,
      '--case',
      written.id
    ]);
    expect(kinds(run.report)).toContain('action-leak');
    expect(await add()).toMatchObject({ code: 0 });
    // The same title again: a new id, the first file untouched.
    expect(readdirSync(dir).sort()).toEqual([name, 'garbage-after-a-call-incident-4711-2.json'].sort());
    // A title that makes the id of the gate's own control runs takes the next free one.
    expect(await cli(['corpus', 'add', '--bytes', capture, '--to', dir, '--title', 'Control'])).toMatchObject(
      { code: 0 }
    );
    expect(readdirSync(dir)).toContain('control-2.json');
  });

  test.each([
    [['--to', 'x'], 'corpus add: give either --from OUT_DIR --run SCENARIO/CASE or --bytes FILE'],
    [['--from', 'x', '--to', 'y'], 'corpus add: --from needs --run SCENARIO/CASE'],
    [['--bytes', 'f'], 'corpus add: --to DIR is required'],
    [['--byte', 'f', '--to', 'y'], 'corpus add: unknown argument --byte (did you mean --bytes?)'],
    [
      ['--from', '/nonexistent-dir', '--run', 'baseline/x', '--to', 'y'],
      '--from: cannot read /nonexistent-dir/report.json'
    ]
  ])('%j: exit 2, one line naming the flag', async (args, message) => {
    const r = await cli(['corpus', 'add', ...args]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  test('a run that is not in the report is named with the runs that are', async () => {
    const first = await gateOn('clean.mjs', ['--scenarios', 'baseline', '--case', 'null-line']);
    const r = await cli([
      'corpus',
      'add',
      '--from',
      first.outDir,
      '--run',
      'baseline/id-true',
      '--to',
      tempDir()
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--run baseline/id-true: no such run in');
    expect(r.err).toContain('(case runs: baseline/null-line)');
  });
});
