/** Issue 6: shards partition the runs deterministically; merged, they equal one unsharded run. */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import type { Report } from '../src/core/report.js';
import { fixture, gate, RECORD_PROBE, tempDir } from './helpers.js';

const ARGS = [
  ...RECORD_PROBE,
  '--scenarios',
  'baseline,verbose-env',
  '--',
  'node',
  fixture('skips-bad-lines.mjs')
];
const shape = (r: Report) => ({
  result: r.result,
  runs: r.runs.map((x) => `${x.scenario}/${x.case}/${x.verdict}`).sort(),
  findings: r.findings
    .map((f) => `${f.kind} ${f.scenario}/${f.case} ${f.message.replace(/mcpgate-[0-9a-f]{16}/g, 'CANARY')}`)
    .sort()
});

describe('--shard K/N and merge', () => {
  test('two shards merged give the same verdict and findings as one run', async () => {
    const whole = await gate(ARGS);
    const one = await gate(['--shard', '1/2', ...ARGS]);
    const two = await gate(['--shard', '2/2', ...ARGS]);
    expect(one.report.runs.length).toBeGreaterThan(0);
    expect(two.report.runs.length).toBeGreaterThan(0);
    expect(one.report.runs.length + two.report.runs.length).toBe(whole.report.runs.length);
    const out = tempDir();
    let text = '';
    const code = await runCli(['merge', one.outDir, two.outDir, '--out', out], {
      out: (t) => (text += t),
      err: () => undefined,
      isTTY: false
    });
    const merged = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    expect(code).toBe(whole.code);
    expect(shape(merged)).toEqual(shape(whole.report));
    expect(readFileSync(path.join(out, 'junit.xml'), 'utf8')).toContain(
      `tests="${whole.report.runs.length}"`
    );
    expect(text).toContain('mcp-stdio-gate FAIL');
  });

  test('merge gives no verdict with a shard missing, and says which', async () => {
    const one = await gate(['--shard', '1/3', ...ARGS]);
    let err = '';
    const code = await runCli(['merge', one.outDir, '--out', tempDir()], {
      out: () => undefined,
      err: (t) => (err += t),
      isTTY: false
    });
    expect(code).toBe(2);
    expect(err).toBe('mcp-stdio-gate: merge: no verdict: missing shards 2/3, 3/3\n');
  });

  test('merge gives no verdict for shards of different plans: a matrix job given other inputs would leave cases out', async () => {
    const one = await gate(['--shard', '1/2', ...ARGS]);
    // Shard 2 of a gate limited to one case: every shard present, most of its cases never run.
    const two = await gate(['--shard', '2/2', '--case', 'empty-line', ...ARGS]);
    const merge = async (dirs: string[]) => {
      let err = '';
      const code = await runCli(['merge', ...dirs, '--out', tempDir()], {
        out: () => undefined,
        err: (t) => (err += t),
        isTTY: false
      });
      return { code, err };
    };
    const { code, err } = await merge([one.outDir, two.outDir]);
    expect(code).toBe(2);
    expect(err).toMatch(
      /^mcp-stdio-gate: merge: no verdict: the shards ran with different plans \(cases, scenarios, probe, accepted cases or bounds\): sha256:[0-9a-f]{64} vs sha256:[0-9a-f]{64}\n$/
    );
    // The same inputs, sharded otherwise, are one plan.
    expect(one.report.gate.plan).toMatch(/^sha256:[0-9a-f]{64}$/);
    const three = await gate(['--shard', '1/3', ...ARGS]);
    expect(three.report.gate.plan).toBe(one.report.gate.plan);
  });

  test('merge refuses a directory without report.json, naming it', async () => {
    const dir = tempDir();
    let err = '';
    const code = await runCli(['merge', dir, '--out', tempDir()], {
      out: () => undefined,
      err: (t) => (err += t),
      isTTY: false
    });
    expect(code).toBe(2);
    expect(err).toContain(`merge: cannot read ${path.join(dir, 'report.json')}`);
  });
});
