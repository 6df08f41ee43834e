/**
 * A failure of the gate's own judging (here: judging a case run throws) ends the gate in error
 * with report.json all the same: the report of the failure cannot itself be judged, so it holds
 * no run, says why, and leaves the transcripts under --out.
 */
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';

const verdict = await import('../src/core/verdict.js');
jest.unstable_mockModule('../src/core/verdict.js', () => ({
  ...verdict,
  judgeRun: (...args: Parameters<typeof verdict.judgeRun>) => {
    if (args[0].isCase) throw new Error('judging broke on a case');
    return verdict.judgeRun(...args);
  }
}));
const { gate, fixture, RECORD_PROBE } = await import('./helpers.js');

describe('the error boundary', () => {
  test('judging that fails still writes report.json ("result": "error"), with no run and the reason', async () => {
    const r = await gate([
      ...RECORD_PROBE,
      '--scenarios',
      'baseline',
      '--case',
      'null-line',
      '--',
      'node',
      fixture('clean.mjs')
    ]);
    expect(r.code).toBe(3);
    expect(r.err).toContain('mcp-stdio-gate: internal error: Error: judging broke on a case');
    expect(r.err).toContain(`the partial report is in ${path.join(r.outDir, 'report.json')}`);
    expect(r.report.result).toBe('error');
    expect(r.report.error).toContain('judging broke on a case');
    expect(r.report.runs).toEqual([]);
    expect(r.report.warnings).toContainEqual(
      expect.stringMatching(
        /^the runs could not be judged \(judging broke on a case\): none is listed; the transcripts of 2 runs are under --out$/
      )
    );
    expect(existsSync(path.join(r.outDir, 'transcripts/baseline/null-line/stdin.bin'))).toBe(true);
  });
});
