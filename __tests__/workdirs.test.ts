/**
 * A worker's recorder file, sandbox and launch script are reused run after run (no new inode per
 * run): each run still gets them fresh, whatever the last server left there. Real files only.
 */
import { describe, expect, test } from '@jest/globals';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { runCgroupRoot } from '../src/run/descendants.js';
import { prepareRunFiles } from '../src/run/effects.js';
import { freshDir, freshFile } from '../src/run/workdirs.js';
import { fixture, gate, kinds, RECORD_PROBE, tempDir } from './helpers.js';

describe('fresh files in place', () => {
  test('a plain empty directory and a plain file are reused as they are (same inode)', () => {
    const dir = tempDir();
    const sandbox = path.join(dir, 'sandbox');
    freshDir(sandbox);
    const ino = lstatSync(sandbox).ino;
    freshDir(sandbox);
    expect(lstatSync(sandbox).ino).toBe(ino);
    const file = path.join(dir, 'log');
    freshFile(file, 'first run\n');
    const fileIno = lstatSync(file).ino;
    freshFile(file, '');
    expect(lstatSync(file).ino).toBe(fileIno);
    expect(readFileSync(file, 'utf8')).toBe('');
    // Overwritten in place: what a longer last content left past the new end is cut off.
    freshFile(file, 'exec a-long-command --with arguments\n');
    freshFile(file, 'exec short\n');
    expect(readFileSync(file, 'utf8')).toBe('exec short\n');
    freshFile(file, 'é\n');
    expect(readFileSync(file, 'utf8')).toBe('é\n');
    expect(lstatSync(file).ino).toBe(fileIno);
  });

  test('what a server left is moved aside: entries, a read-only sub-directory, a changed mode', () => {
    const dir = tempDir();
    const sandbox = path.join(dir, 'sandbox');
    freshDir(sandbox);
    writeFileSync(path.join(sandbox, 'cache.json'), '{}');
    mkdirSync(path.join(sandbox, 'locked'));
    chmodSync(path.join(sandbox, 'locked'), 0o500);
    freshDir(sandbox);
    expect(readdirSync(sandbox)).toEqual([]);
    chmodSync(sandbox, 0o755);
    freshDir(sandbox);
    expect(lstatSync(sandbox).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir).filter((n) => n.startsWith('sandbox.stale-'))).toHaveLength(2);
  });

  test('a file given another mode is replaced, so every run finds it as the first did (root may reopen it)', () => {
    // dirties-sandbox.mjs locks the action log at EOF: a run that reused it locked found its own
    // lock no change, and a case on a fresh worker's log was judged against starts that did not
    // show it (a false action-leak in 5 of 12 gates, two at a time, as root).
    const dir = tempDir();
    const file = path.join(dir, 'action-log.jsonl');
    freshFile(file, '');
    chmodSync(file, 0o000);
    freshFile(file, '');
    expect(lstatSync(file).mode & 0o7777).toBe(0o600);
    expect(readdirSync(dir).filter((n) => n.startsWith('action-log.jsonl.stale-'))).toHaveLength(1);
  });

  test('a link, a directory or a FIFO in place of a file is replaced, never written through', () => {
    const dir = tempDir();
    const outside = path.join(dir, 'outside.txt');
    writeFileSync(outside, 'not the gate’s');
    const file = path.join(dir, 'action-log.jsonl');
    symlinkSync(outside, file);
    freshFile(file, '');
    expect(readFileSync(outside, 'utf8')).toBe('not the gate’s');
    expect(lstatSync(file).isFile()).toBe(true);
    const asDir = path.join(dir, 'launch.sh');
    mkdirSync(asDir);
    freshFile(asDir, 'exec true\n');
    expect(readFileSync(asDir, 'utf8')).toBe('exec true\n');
    const fifo = path.join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    freshFile(fifo, 'x'); // would block forever if opened for writing
    expect(lstatSync(fifo).isFile()).toBe(true);
  });

  test('a worker directory left unusable gives the run a directory of its own', () => {
    const dir = tempDir();
    const worker = path.join(dir, 'worker-1');
    writeFileSync(worker, 'a file where the directory was');
    const files = prepareRunFiles(worker, path.join(dir, 'run-7'));
    expect(files.dir).toBe(path.join(dir, 'run-7'));
    expect(readdirSync(files.sandbox)).toEqual([]);
    expect(readFileSync(files.actionLog, 'utf8')).toBe('');
  });
});

/** Five runs of a fixture under baseline: its scenario run and four corpus cases. */
const FOUR_CASES = ['null-line', 'jsonrpc-missing', 'params-array', 'method-not-string'].flatMap((id) => [
  '--case',
  id
]);

describe('the gate reuses a worker’s files', () => {
  test('every run starts with an empty sandbox and recorder, whatever the last run left', async () => {
    const r = await gate([
      ...RECORD_PROBE,
      '--scenarios',
      'baseline',
      ...FOUR_CASES,
      '--concurrency',
      '1',
      '--',
      'node',
      fixture('dirties-sandbox.mjs')
    ]);
    // Every run wrote the same cache file and locked directory (its start-up baseline): no finding,
    // and no "stale" line, which the server writes to stdout when its files were not fresh.
    expect(kinds(r.report)).toEqual([]);
    expect(r.report.runs).toHaveLength(5);
    expect(r.code).toBe(0);
  });
});

describe('runs overlap only outside their servers', () => {
  test.each([
    [1, 1, 300],
    [2, 4, 1500]
  ])(
    "at --concurrency %i, at most %i servers are alive at once while the next runs are prepared (above 1, the extra ones past the gate's last write, finishing)",
    async (concurrency, bound, linger) => {
      const log = path.join(tempDir(), 'overlap.log');
      writeFileSync(log, '');
      const r = await gate([
        ...RECORD_PROBE,
        '--env',
        `OVERLAP_LOG=${log}`,
        // Above 1, long enough that a server started meanwhile is up before it exits, however slow the machine.
        '--env',
        `LINGER_MS=${linger}`,
        '--scenarios',
        'baseline',
        ...FOUR_CASES,
        '--case',
        'empty-line',
        '--concurrency',
        String(concurrency),
        '--',
        'node',
        fixture('slow-exit.mjs')
      ]);
      expect(kinds(r.report)).toEqual([]);
      const marks = readFileSync(log, 'utf8').trim().split('\n');
      let alive = 0;
      let most = 0;
      for (const m of marks) {
        alive += m.startsWith('+') ? 1 : -1;
        most = Math.max(most, alive);
      }
      // Five cases, the control run, the second start of the start-up baseline and the start that
      // checks the server reads on after the barrier.
      expect(marks.filter((m) => m.startsWith('+'))).toHaveLength(8);
      // Each run in flight has one server at most; twice the concurrency are in flight at most.
      expect(most).toBeLessThanOrEqual(bound);
      // Above 1, a server lingering at its exit does not hold the next one back.
      if (concurrency > 1) expect(most).toBeGreaterThan(concurrency);
    }
  );
});

describe('launchers started before the corpus is read', () => {
  test('a configuration error ends them: no launcher cgroup of this process is left', async () => {
    const root = runCgroupRoot();
    const own = () =>
      root ? readdirSync(root).filter((n) => n.startsWith(`mcp-stdio-gate-${process.pid}-`)) : [];
    const before = own();
    const r = await gate([...RECORD_PROBE, '--case', 'no-such-case', '--', 'node', fixture('clean.mjs')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--case: unknown case id(s): no-such-case');
    expect(own()).toEqual(before);
  });
});
