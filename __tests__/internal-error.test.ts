/**
 * Issue 9 item 10: a failure inside the gate (here: the disk refuses the second run's transcripts)
 * exits 3, not the usage code, and still writes report.json ("result": "error") and what was kept.
 */
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const files = await import('../src/report/files.js');
let opened = 0;
class FullDiskTranscriptWriter extends files.TranscriptWriter {
  constructor(...args: ConstructorParameters<typeof files.TranscriptWriter>) {
    if (++opened === 2)
      throw Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' });
    super(...args);
  }
}
jest.unstable_mockModule('../src/report/files.js', () => ({
  ...files,
  TranscriptWriter: FullDiskTranscriptWriter
}));
const { gate, fixture, RECORD_PROBE } = await import('./helpers.js');

describe('the error boundary', () => {
  test('an internal error exits 3 with report.json "result": "error" and the transcripts so far', async () => {
    const r = await gate([
      ...RECORD_PROBE,
      '--scenarios',
      'baseline,verbose-env',
      '--case',
      'none',
      '--concurrency',
      '1',
      '--',
      'node',
      fixture('clean.mjs')
    ]);
    expect(r.code).toBe(3);
    expect(r.err).toContain('mcp-stdio-gate: internal error: Error: ENOSPC');
    expect(r.err).toContain(`the partial report is in ${path.join(r.outDir, 'report.json')}`);
    expect(r.report.result).toBe('error');
    expect(r.report.error).toContain('ENOSPC');
    expect(r.report.runs.map((x) => x.scenario)).toEqual(['baseline']);
    expect(existsSync(path.join(r.outDir, 'transcripts/baseline/control/stdout.bin'))).toBe(true);
    expect(readFileSync(path.join(r.outDir, 'junit.xml'), 'utf8')).toContain('<testsuites');
  });
});
