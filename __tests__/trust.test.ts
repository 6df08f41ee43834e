/**
 * Issue 9: a PASS means what its proof line says. Each hostile fixture here passed an earlier gate;
 * each now gives its finding kind, and no process a server started outlives the gate.
 */
import { describe, expect, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  writeFileSync
} from 'node:fs';
import path from 'node:path';
import { RunCgroup, runCgroupRoot } from '../src/run/descendants.js';
import {
  fixture,
  gateOn,
  kinds,
  RECORD_PROBE,
  REFERENCE_GATEWAY,
  FETCH_PROBE,
  gate,
  type GateRun,
  ROOT,
  runNode,
  tempDir
} from './helpers.js';
import { CONTROL_CASE, type Report } from '../src/core/report.js';
import { splitCommand } from '../src/cli/split-command.js';

const BASE = ['--scenarios', 'baseline'];

/** The arguments of `node` for dist/cli.js, as a process of its own, on `server`'s null-line case. */
const cliOnNullLine = (outDir: string, server: string, flags: string[] = []): string[] => [
  path.join(ROOT, 'dist/cli.js'),
  '--out',
  outDir,
  ...RECORD_PROBE,
  ...BASE,
  '--case',
  'null-line',
  ...flags,
  '--',
  process.execPath,
  fixture(server)
];

/** Running, as opposed to gone or a zombie waiting for its reaper. */
function running(pid: number): boolean {
  if (!existsSync(`/proc/${pid}/stat`)) return false;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2)[0]);
}

/** Waits (on the file system, bounded) for a pid file a fixture writes. */
async function pidFrom(file: string): Promise<number> {
  for (let i = 0; i < 200 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 25));
  for (let i = 0; i < 40 && !readFileSync(file, 'utf8'); i++) await new Promise((r) => setTimeout(r, 25));
  return Number(readFileSync(file, 'utf8'));
}

/**
 * The pid the gate named in its orphan-process finding: the daemon it killed. (Its pid file may
 * never be written: a loaded machine can be slower to start the daemon than the gate to kill it.)
 */
function orphanPid(report: Report): number {
  const orphan = report.findings.find((f) => f.kind === 'orphan-process');
  const pid = /\(pid (\d+): /.exec(orphan?.message ?? '')?.[1];
  if (!pid) throw new Error(`no orphan-process finding names a pid: ${JSON.stringify(report.findings)}`);
  return Number(pid);
}

/** The child of a process whose command line holds `part` (from /proc), if there is one. */
function childOf(parent: number, part: string): number | undefined {
  const child = readdirSync('/proc').find((n) => {
    if (!/^\d+$/.test(n)) return false;
    try {
      const stat = readFileSync(`/proc/${n}/stat`, 'latin1');
      return (
        Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent &&
        readFileSync(`/proc/${n}/cmdline`, 'latin1').includes(part)
      );
    } catch {
      return false;
    }
  });
  return child === undefined ? undefined : Number(child);
}

/** `--env K=V` for each variable. */
const envFlags = (env: Record<string, string>): string[] =>
  Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]);

/** The gate on the detached-daemon fixture, one case (or `none`), its knobs as variables. */
const daemon = (caseId: string, env: Record<string, string>, extra: string[] = []) =>
  gateOn('detached-daemon.mjs', [...BASE, '--case', caseId, ...extra, ...envFlags(env)]);

describe('attribution does not depend on the schedule', () => {
  test('a POST outside any run path on every rejected frame is a leak in every case of the full corpus', async () => {
    const r = await gateOn('posts-outside-run-path.mjs', BASE);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['action-leak']);
    const cases = r.report.runs.filter((x) => x.case !== 'control');
    const leaking = new Set(r.report.findings.map((f) => f.case));
    // Every case whose rejection reached the server's validator, and never the control run.
    expect(leaking.size).toBeGreaterThan(cases.length / 2);
    expect(leaking.has('control')).toBe(false);
    expect(r.report.findings[0].message).toBe(
      'an action no canary explains and the start-up baseline does not show: POST /api/reload'
    );
    const control = r.report.runs.find((x) => x.case === 'control')!;
    expect(control.actions.map((a) => a.attributedTo)).toEqual(['control']);
  });

  test.each([
    ['cookie', 'GET /profile'],
    ['ctl', 'GET /status'],
    ['trickle', 'POST /upload']
  ])('an HTTP request a parser refuses or never finishes (%s) is still an action', async (oddity, line) => {
    const r = await gateOn('http-oddities.mjs', [
      ...BASE,
      '--case',
      'id-true',
      '--env',
      `HTTP_ODDITY=${oddity}`
    ]);
    expect(kinds(r.report)).toEqual(['action-leak']);
    expect(r.report.findings[0].message).toContain(line);
  });
});

describe('an action belongs to the session that sent its call', () => {
  // A dead-letter queue retries at each start what the last session rejected: the frames acted,
  // in the next session, whichever run (a case, a scenario, a start-up sample) that was.
  test('a rejected frame retried at the next start is a leak of the case that sent it', async () => {
    const cwd = tempDir();
    const r = await gateOn('replays-rejected-calls.mjs', [...BASE, '--concurrency', '1', '--cwd', cwd]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['action-leak']);
    const leak = r.report.findings[0];
    expect(leak.message).toMatch(
      /^the rejected frame on stdin line \d+ acted: its canary mcpgate-[0-9a-f]{16} reached the action log \(action log line 1: .*"retried":true\}, in another session \(baseline × [a-z0-9-]+\)\)$/
    );
    // Counted where the frames are: the proof line no longer says they did not act.
    const acted = r.report.runs.reduce(
      (n, run) => n + run.rejections.filter((x) => x.outcome === 'acted').length,
      0
    );
    expect(acted).toBe(r.report.findings.length);
    expect(r.out).toContain(`rejected frames, ${acted} acted`);
    // The run whose start retried them is not blamed for them, but named: reproducing takes both.
    const blamed = new Set(r.report.findings.map((f) => f.case));
    expect(blamed.has('control')).toBe(false);
    const later = leak.observedIn!;
    expect(later.scenario).toBe('baseline');
    expect(leak.message).toContain(`in another session (baseline × ${later.case})`);
    expect(leak.reproduce).toContain(` --case ${leak.case} --case ${later.case} --concurrency 1 `);
    // That command fails the same way, in a fresh directory (no dead letters from this gate).
    const words = splitCommand(leak.reproduce!);
    const argv = words.slice(words.findIndex((w) => w.startsWith('--')));
    argv[argv.indexOf('--cwd') + 1] = tempDir();
    const rerun = await gate(argv);
    if (!rerun.report) throw new Error(`${leak.reproduce}\n${rerun.err}`);
    // (The later case's own letters are retried too, by the start after the cases.)
    expect(rerun.report.findings.map((f) => [f.kind, f.case, f.observedIn])).toContainEqual([
      'action-leak',
      leak.case,
      later
    ]);
    expect(kinds(rerun.report)).toEqual(['action-leak']);

    // A gate in a directory where an earlier one left a rejected call: its first start retries a
    // canary no run of this gate sent, in a scenario run. That too is a leak, never start-up.
    writeFileSync(
      path.join(cwd, '.dead-letters'),
      '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"record","arguments":{"canary":"mcpgate-00000000000000ff"}}\n'
    );
    const again = await gateOn('replays-rejected-calls.mjs', [...BASE, '--case', 'none', '--cwd', cwd]);
    expect(kinds(again.report)).toEqual(['action-leak']);
    expect(again.report.findings[0].case).toBe('control');
    expect(again.report.findings[0].message).toMatch(
      /^an action carrying a canary this session never sent \(mcpgate-00000000000000ff: no run of this gate sent it\): the server acted on a call from another session/
    );
  });
});

describe('a run is observed until every run is over', () => {
  // A fetch gateway's dead-letter queue retries at its next start the URL of the run that sent the
  // frame: that run is over, and only its listener answers that address.
  test.each([['1'], ['2']])(
    "a rejected call retried at the next start reaches the old run's listener: action-leak (concurrency %s)",
    async (concurrency) => {
      const r = await gate([
        '--probe-tool',
        'record',
        '--probe-arguments',
        '{"url":"{{canaryUrl}}"}',
        ...BASE,
        '--case',
        'id-true',
        '--case',
        'jsonrpc-1-0',
        '--case',
        'params-name-missing',
        '--concurrency',
        concurrency,
        '--cwd',
        tempDir(),
        '--env',
        'RETRY=fetch',
        '--',
        'node',
        fixture('replays-rejected-calls.mjs')
      ]);
      expect(kinds(r.report)).toEqual(['action-leak']);
      const leaks = r.report.findings.filter((f) => f.kind === 'action-leak');
      // Each case's letters are retried at the next control call: one at a time, once the run that
      // sent it is over; side by side, maybe while it still runs. The last case's too: the start
      // that checks the barrier comes after every case.
      expect(leaks.map((f) => f.case).sort()).toEqual(['id-true', 'jsonrpc-1-0', 'params-name-missing']);
      // One at a time, the run that acted is known: the one server alive then.
      const over =
        concurrency === '1'
          ? ', once its run was over, in another session \\(baseline × [a-z0-9-]+( \\([^)]*\\))?\\)'
          : '(, once its run was over.*)?';
      for (const leak of leaks) {
        expect(leak.message).toMatch(
          new RegExp(
            `^the rejected frame on stdin line \\d+ acted: its canary mcpgate-[0-9a-f]{16} reached the action log \\(GET /mcpgate-[0-9a-f]{16}${over}\\)`
          )
        );
        if (concurrency === '1') {
          const later = leak.observedIn!;
          // The start after the cases is named as such, not as the control it shares a key with.
          expect(leak.message).toMatch(
            later.case === CONTROL_CASE
              ? /in another session \(baseline × control( \(does the server read on after the barrier\? not reported\))?\)/
              : new RegExp(`in another session \\(baseline × ${later.case}\\)`)
          );
          // A scenario's own starts (its control, the start after its cases) run in every gate.
          const more = later.case === CONTROL_CASE ? '' : ` --case ${later.case}`;
          expect(leak.reproduce).toContain(` --case ${leak.case}${more} --concurrency 1 `);
        }
      }
    }
  );
});

describe('a call repeated once the frames went out', () => {
  const THREE = ['--case', 'id-true', '--case', 'null-line', '--case', 'jsonrpc-1-0'];
  const onFetch = (file: string, flags: string[]) =>
    gate([...FETCH_PROBE, ...BASE, ...THREE, ...flags, '--', 'node', fixture(file)]);

  // Its repeat carries the control's canary, which one call's many effects may share: only when
  // each effect began tells it from the control's own.
  test.each([
    ['an HTTP request', []],
    ['an action log line', ['--env', 'RECORD=1']]
  ])(
    'a gateway that repeats its last call when it refuses a frame: the frame acted (%s)',
    async (_, flags) => {
      const r = await onFetch('replays-last-call.mjs', flags);
      expect(r.code).toBe(1);
      expect(kinds(r.report)).toEqual(['action-leak']);
      expect(r.report.findings.map((f) => f.case).sort()).toEqual(['id-true', 'jsonrpc-1-0', 'null-line']);
      for (const f of r.report.findings)
        expect(f.message).toMatch(
          /^the rejected frame on stdin line \d+ acted: once the case's frames were sent, the server acted again on the positive control's call, which it had answered and acted on before them \(canary mcpgate-[0-9a-f]{16}: /
        );
      expect(r.out).toContain('3 rejected frames, 3 acted');
      const run = r.report.runs.find((x) => x.case === 'id-true')!;
      expect(run.actions.map((a) => a.attributedTo)).toContain('the control, repeated after the frames');
      expect(run.actions.map((a) => a.attributedTo)).toContain('control');
    }
  );

  // Kept, and repeated by the server's next start: once the run that refused the frame is over, at
  // its own listener (an HTTP request) or in the next run's action log (one at a time, that run's
  // server started once every process of the first was gone).
  test.each([
    ['an HTTP request', []],
    ['an action log line', ['--env', 'RECORD=only']]
  ])(
    'a gateway that repeats its last call at its next start when it refuses a frame: the frame acted (%s)',
    async (_, flags) => {
      const later = ['--concurrency', '1', '--cwd', tempDir(), '--env', 'REPEAT_AT=next-start'];
      const r = await onFetch('replays-last-call.mjs', [...later, ...flags]);
      expect(r.code).toBe(1);
      expect(kinds(r.report)).toEqual(['action-leak']);
      expect(r.report.findings.map((f) => f.case).sort()).toEqual(['id-true', 'jsonrpc-1-0', 'null-line']);
      for (const f of r.report.findings)
        expect(f.message).toMatch(
          /^the rejected frame on stdin line \d+ acted: once the case's frames were sent, the server acted again on the positive control's call, .*(once its run was over|in another session)/
        );
      expect(r.out).toContain('3 rejected frames, 3 acted');
    }
  );

  // A sandbox file's times are too coarse to tell when it was written: what it holds tells instead.
  const WRITE = ['--probe-tool', 'write', '--probe-arguments', '{"path":"note.txt","content":"{{canary}}"}'];
  const onWrite = (flags: string[]) =>
    gate([...WRITE, ...BASE, ...THREE, ...flags, '--', 'node', fixture('rewrites-last-file.mjs')]);
  test.each([
    ['one more line in the same file', 'append', 'file written again once the calls were done: note.txt'],
    ['a file of its own', 'new', 'file created: note.txt.2'],
    ['a file renamed over the first', 'replace', 'file replaced once the calls were done: note.txt'],
    // The first moves to note.txt.1 (not an act: the follow-up of the clean gateway does the
    // same), and a new note.txt holds the control's canary again.
    ['a rotating log', 'rotate', 'file created: note.txt (']
  ])(
    'a file-writing gateway that repeats its last write when it refuses a frame: the frame acted (%s)',
    async (_, mode, evidence) => {
      const r = await onWrite(['--env', `WRITE=${mode}`]);
      expect(r.code).toBe(1);
      expect(kinds(r.report)).toEqual(['action-leak']);
      expect(r.report.findings.map((f) => f.case).sort()).toEqual(['id-true', 'jsonrpc-1-0', 'null-line']);
      for (const f of r.report.findings) {
        expect(f.message).toMatch(/the server acted again on the positive control's call/);
        expect(f.message).toContain(evidence);
      }
      const clean = await onWrite(['--env', `WRITE=${mode}`, '--env', 'REPEAT=0']);
      expect(clean.report.findings).toEqual([]);
      expect(clean.code).toBe(0);
    }
  );

  test("a rotating log that stays open after a rejected frame: the follow-up moves the control's file on, no act", async () => {
    // The follow-up's write moves note.txt (the control's canary) to note.txt.1 after the frames;
    // the clean starts make one call and never rotate. Counted as a new file, it read as a repeat.
    const r = await onWrite([
      '--on-invalid',
      'open',
      '--env',
      'ON_INVALID=open',
      '--env',
      'WRITE=rotate',
      '--env',
      'REPEAT=0'
    ]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    const run = r.report.runs.find((x) => x.case === 'null-line')!;
    expect(run.actions.filter((a) => a.attributedTo === 'control').map((a) => a.description)).toEqual([
      expect.stringMatching(
        /^file created: note\.txt \(\d+ bytes\), moved to note\.txt\.1 once the calls were done$/
      )
    ]);
  });

  test("a gateway that files the control's file away when it refuses a frame: the move is an act no call explains", async () => {
    const r = await onWrite(['--env', 'REPEAT=move']);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['action-leak']);
    expect(r.report.findings.map((f) => f.case).sort()).toEqual(['id-true', 'jsonrpc-1-0', 'null-line']);
    for (const f of r.report.findings)
      expect(f.message).toContain('entry moved once the calls were done: note.txt to note.txt.rejected');
  });

  test("a gateway that removes the control's file, or its record, when it refuses a frame: an act no call explains", async () => {
    // Before, a removed file was no effect at all: the control read as not observed (a wiring
    // problem), and a removed file the control had not written went unseen.
    const r = await onWrite(['--env', 'REPEAT=delete']);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['action-leak']);
    expect(r.report.findings.map((f) => f.case).sort()).toEqual(['id-true', 'jsonrpc-1-0', 'null-line']);
    for (const f of r.report.findings)
      expect(f.message).toContain('entry removed once the calls were done: note.txt');
    // One that takes the control's write back (its line erased from the file): the same.
    const undo = await onWrite(['--env', 'REPEAT=undo']);
    expect(kinds(undo.report)).toEqual(['action-leak']);
    for (const f of undo.report.findings)
      expect(f.message).toContain(
        'file written again once the calls were done: note.txt (0 bytes), without a canary it held'
      );
    // A gateway that removes what it wrote when it exits does it in its clean starts too: no act.
    const tidy = await onWrite(['--env', 'REPEAT=0', '--env', 'CLEANUP=1']);
    expect(tidy.report.findings).toEqual([]);
    expect(tidy.code).toBe(0);
    const run = tidy.report.runs.find((x) => x.case === 'null-line')!;
    expect(run.actions.map((a) => [a.description, a.attributedTo])).toEqual([
      ['file created: note.txt, removed once the calls were done', 'control'],
      ['entry removed once the calls were done: note.txt', 'start-up baseline']
    ]);
  });

  test.each(['1', '2'])(
    'a tool that calls again a moment after answering, in every session, repeats nothing (concurrency %s)',
    async (concurrency) => {
      const r = await onFetch('acts-after-answer.mjs', ['--concurrency', concurrency]);
      expect(r.report.findings).toEqual([]);
      expect(r.code).toBe(0);
      const run = r.report.runs.find((x) => x.case === 'id-true')!;
      expect(run.actions.map((a) => a.attributedTo)).toEqual(['control', 'control']);
    }
  );
});

/** The dead-letter retries the fixture recorded, in the runs `which` picks. */
const retries = (report: Report, which: (run: Report['runs'][number]) => boolean = () => true) =>
  report.runs
    .filter(which)
    .flatMap((run) => run.actions.filter((a) => a.description.includes('"retried":true')));

describe('a start-up baseline is taken before any frame is sent', () => {
  const THREE = ['--case', 'id-true', '--case', 'jsonrpc-1-0', '--case', 'params-name-missing'];
  // A queue retried only once full, and without the arguments: no case start retries, and the
  // first start that finds it full is the one after every case.
  test.each([['1'], ['2']])(
    'a queue of rejected calls retried in a batch at the start after the cases is a leak (concurrency %s)',
    async (concurrency) => {
      const r = await gateOn('replays-rejected-calls.mjs', [
        ...BASE,
        ...THREE,
        '--concurrency',
        concurrency,
        '--cwd',
        tempDir(),
        ...envFlags({ RETRY_KEEPS: 'tool', RETRY_FROM: '3' })
      ]);
      expect(kinds(r.report)).toEqual(['action-leak']);
      expect(r.report.findings).toHaveLength(3);
      for (const f of r.report.findings)
        expect(f.message).toMatch(
          /^an action no canary explains and no clean start made, in a start made after every case of scenario "baseline" \(not reported\): action log line \d: \{"tool":"record","retried":true\}\. Only the cases before it/
        );
      // Named on one case, the last to end (which one's call it was is not known), and counted.
      expect(new Set(r.report.findings.map((f) => f.case)).size).toBe(1);
      const named = r.report.runs.find((x) => x.case === r.report.findings[0].case)!;
      expect(named.verdict).toBe('fail');
      expect(named.actions.filter((a) => a.attributedTo === 'another session')).toHaveLength(3);
      expect(r.out).toContain('3 rejected frames, 0 acted, 3 actions no canary of their session explains');
    }
  );

  // Scenarios share what is outside the sandbox: a queue in one place for all, retried (one letter
  // a start, without the arguments) only by the servers of one scenario. Its clean starts, resampled
  // (it calls home at every start), must not run beside or after another scenario's cases.
  test.each([['1'], ['2']])(
    "a queue one scenario fills and another retries does not shape the other's start-up baseline (concurrency %s)",
    async (concurrency) => {
      const r = await gateOn('replays-rejected-calls.mjs', [
        '--scenarios',
        'baseline,verbose-env',
        '--corpus-scenarios',
        'baseline,verbose-env',
        ...THREE,
        '--concurrency',
        concurrency,
        ...envFlags({
          RETRY_KEEPS: 'tool',
          RETRY_AT_MOST: '1',
          RETRY_IF: 'LOG_LEVEL',
          QUEUE: path.join(tempDir(), 'letters')
        })
      ]);
      expect(kinds(r.report)).toEqual(['action-leak']);
      expect(new Set(r.report.findings.map((f) => f.scenario))).toEqual(new Set(['verbose-env']));
      // The cases of the retrying scenario that found a letter at their start (one found none if it
      // ran before every case of the other).
      const atStart = r.report.findings.filter((f) =>
        f.message.startsWith('an action no canary explains and the start-up baseline does not show: ')
      );
      expect(atStart.length).toBeGreaterThanOrEqual(2);
    }
  );
  // The same dead letters, retried without their arguments: the retries carry no canary. Start-up
  // samples taken after the cases would each retry what the last case left, and excuse one retry
  // per case as start-up; the baseline comes from starts before any case instead.
  test.each([['1'], ['2']])(
    'canary-less retries of rejected frames are leaks, at concurrency %s',
    async (concurrency) => {
      const r = await gateOn('replays-rejected-calls.mjs', [
        ...BASE,
        '--concurrency',
        concurrency,
        '--cwd',
        tempDir(),
        '--env',
        'RETRY_KEEPS=tool'
      ]);
      expect(r.code).toBe(1);
      expect(kinds(r.report)).toEqual(['action-leak']);
      const retried = retries(r.report);
      // Every retry is blamed (none is start-up), and the proof line counts them: those the cases
      // saw, and the last case's, retried at the start after every case.
      expect(retried.length).toBeGreaterThan(10);
      expect(
        retried.every((a) => a.attributedTo === 'unattributed' || a.attributedTo === 'another session')
      ).toBe(true);
      expect(retried.filter((a) => a.attributedTo === 'another session')).not.toEqual([]);
      expect(r.out).toContain(`0 acted, ${retried.length} actions no canary of their session explains;`);
      // Two starts before the cases did the same (nothing): no more were sampled.
      expect(r.report.warnings.filter((w) => w.includes('sampled its start-up'))).toEqual([]);
    }
  );

  test('a gate run again in the same directory: its first starts retrying what the last gate left excuse nothing', async () => {
    const cwd = tempDir();
    const flags = [...BASE, '--cwd', cwd, '--env', 'RETRY_KEEPS=tool'];
    const first = await gateOn('replays-rejected-calls.mjs', flags);
    expect(first.code).toBe(1);
    // Its own last start (the one that checks the barrier, after every case) retried its last
    // case's letters: none is left.
    const letters = path.join(cwd, '.dead-letters');
    expect(readFileSync(letters, 'utf8')).toBe('');
    // As a gate stopped midway leaves them: side by side, both first starts may retry them.
    writeFileSync(letters, '{"jsonrpc":"2.0","id":true,"method":"tools/call"}\n'.repeat(3));
    const again = await gateOn('replays-rejected-calls.mjs', [...flags, '--concurrency', '2']);
    expect(again.code).toBe(1);
    expect(kinds(again.report)).toEqual(['action-leak']);
    // How many each case retries depends on the schedule; that none is excused does not.
    const retried = retries(again.report, (run) => run.case !== CONTROL_CASE);
    expect(retried.length).toBeGreaterThan(10);
    expect(
      retried.every((a) => a.attributedTo === 'unattributed' || a.attributedTo === 'another session')
    ).toBe(true);
    expect(again.report.warnings).toContainEqual(expect.stringContaining('so 6 more handshake-only runs'));
  });
});

describe('nothing outlives a run', () => {
  test('a setsid, double-forked daemon left by a rejected frame → orphan-process, and it is killed', async () => {
    const pidFile = path.join(tempDir(), 'daemon.pid');
    const r = await daemon('id-true', { DAEMON_PID_FILE: pidFile });
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['orphan-process']);
    expect(r.report.findings[0].case).toBe('id-true');
    expect(r.report.findings[0].message).toMatch(
      /still alive after the server was gone \(pid \d+: .*detached-daemon\.mjs daemon/
    );
    expect(running(orphanPid(r.report))).toBe(false);
  });

  test("a daemon that moves itself out of its run's cgroup, into the gate's own → orphan-process, and it is killed", async () => {
    // Where runs have cgroups, the cgroup alone was asked who is left: a daemon that wrote itself
    // into the gate's cgroup (its user may) outlived the gate, and the gate passed.
    if (!runCgroupRoot()) return;
    const pidFile = path.join(tempDir(), 'daemon.pid');
    const r = await daemon('id-true', { DAEMON_PID_FILE: pidFile, DAEMON_ESCAPE: '1' });
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['orphan-process']);
    expect(r.report.findings[0].case).toBe('id-true');
    expect(running(orphanPid(r.report))).toBe(false);
    // It writes its pid once it moved: no file, it was killed in between (by the gate: it is found).
    if (existsSync(pidFile)) expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  test("a daemon that moves itself into a cgroup that is neither its run's nor the gate's → orphan-process, and it is killed", async () => {
    // Root (or a user with a delegated subtree) may write itself into any cgroup it can reach:
    // the run's cgroup and the gate's were all that was asked, and the daemon outlived the gate.
    const root = runCgroupRoot();
    if (!root) return;
    const elsewhere = path.join(root, `mcp-test-elsewhere-${process.pid}-${Date.now()}`);
    mkdirSync(elsewhere);
    try {
      const pidFile = path.join(tempDir(), 'daemon.pid');
      const r = await daemon('id-true', {
        DAEMON_PID_FILE: pidFile,
        DAEMON_ESCAPE: elsewhere,
        DAEMON_DELAY_MS: '100000'
      });
      expect(kinds(r.report)).toEqual(['orphan-process']);
      expect(r.report.findings.map((f) => f.case)).toEqual(['id-true']);
      expect(running(orphanPid(r.report))).toBe(false);
      if (existsSync(pidFile)) expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
    } finally {
      for (const pid of readFileSync(path.join(elsewhere, 'cgroup.procs'), 'utf8')
        .split('\n')
        .filter(Boolean))
        process.kill(Number(pid), 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
      rmdirSync(elsewhere);
    }
  });

  test('an effect the daemon makes before it is killed is attributed like any other', async () => {
    const acted = path.join(tempDir(), 'acted');
    const r = await daemon('id-true', { DAEMON_DELAY_MS: '0', DAEMON_ACTED_FILE: acted });
    expect(kinds(r.report)).toEqual(['action-leak', 'orphan-process']);
    expect(r.report.findings.find((f) => f.kind === 'action-leak')!.message).toContain('GET /daemon');
  });

  test('a daemon that cleared its environment is still found where a cgroup can be made', async () => {
    const probe = RunCgroup.create(`mcp-stdio-gate-probe-${process.pid}`);
    await probe?.remove();
    if (!probe) return; // no writable cgroup v2 here: the environment marker is all there is
    const pidFile = path.join(tempDir(), 'daemon.pid');
    const r = await daemon('id-true', { DAEMON_PID_FILE: pidFile, DAEMON_CLEAR_ENV: '1' });
    expect(kinds(r.report)).toEqual(['orphan-process']);
    expect(running(orphanPid(r.report))).toBe(false);
  });

  test('a helper that ends by itself within the grace is no orphan: pass', async () => {
    // The server exits once the helper runs (its pid file): what follows is its 50 ms, not its start.
    const r = await daemon('none', {
      DAEMON_WHEN: 'start',
      DAEMON_LIFETIME_MS: '50',
      DAEMON_DELAY_MS: '100000',
      DAEMON_PID_FILE: path.join(tempDir(), 'helper.pid')
    });
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
  });

  test('after a timeout the daemon is gone too', async () => {
    const pidFile = path.join(tempDir(), 'daemon.pid');
    const r = await daemon('none', { DAEMON_WHEN: 'start', SILENT: '1', DAEMON_PID_FILE: pidFile }, [
      '--timeout-ms',
      '1500'
    ]);
    expect(kinds(r.report)).toEqual(['orphan-process', 'timeout']);
    expect(running(orphanPid(r.report))).toBe(false);
  });

  test.each(['SIGTERM', 'SIGHUP'] as const)(
    'a gate ended by %s kills the daemon and removes its work directory',
    async (signal) => {
      const tmp = tempDir();
      const pidFile = path.join(tmp, 'daemon.pid');
      const work = path.join(tmp, 'tmp');
      mkdirSync(work);
      const cli = spawn(
        process.execPath,
        [
          'dist/cli.js',
          ...RECORD_PROBE,
          ...BASE,
          '--case',
          'none',
          '--out',
          path.join(tmp, 'out'),
          ...envFlags({ DAEMON_WHEN: 'start', SILENT: '1', DAEMON_PID_FILE: pidFile }),
          '--',
          'node',
          fixture('detached-daemon.mjs')
        ],
        { cwd: ROOT, env: { ...process.env, TMPDIR: work }, stdio: 'ignore' }
      );
      const pid = await pidFrom(pidFile);
      expect(running(pid)).toBe(true);
      // The gate itself: under its subreaper, the grandchild of the process started here.
      const gatePid = childOf(childOf(cli.pid!, 'cli.js') ?? -1, 'cli.js') ?? cli.pid!;
      const root = runCgroupRoot();
      const cgroups = () => readdirSync(root!).filter((n) => n.startsWith(`mcp-stdio-gate-${gatePid}-`));
      if (root) expect(cgroups().length).toBeGreaterThan(0);
      const exited = new Promise((resolve) => cli.once('exit', (code, sig) => resolve(code ?? sig)));
      cli.kill(signal);
      expect(await exited).toBe(signal === 'SIGTERM' ? 143 : 129);
      expect(running(pid)).toBe(false);
      expect(readdirSync(work).filter((n) => n.startsWith('mcp-stdio-gate-'))).toEqual([]);
      // Its runs' cgroups, where it could make them, are gone too.
      if (root) expect(cgroups()).toEqual([]);
    }
  );
});

/**
 * The gate as an unprivileged user, the way a hosted runner's user runs it: it may make no cgroup,
 * so it finds the servers' descendants by their marker variable and process group alone. The
 * bundle, the corpus and the fixtures are copied where that user can read them (a clean clone
 * may sit in a directory only root can enter). Undefined where this cannot be arranged (not root,
 * or no setpriv): then the other tests already run without a cgroup.
 */
async function unprivileged(
  files: string[],
  flags: string[],
  env: Record<string, string> = {}
): Promise<GateRun | undefined> {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/setpriv')) return undefined;
  const dir = tempDir('gate-unprivileged-');
  // The suite's own temp root may be entered (not listed) by others; every directory above must be.
  const suite = process.env.MCP_GATE_SUITE_TMP;
  if (suite) chmodSync(suite, 0o711);
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d))
    if ((statSync(d).mode & 0o001) === 0) return undefined;
  cpSync(path.join(ROOT, 'dist', 'cli.js'), path.join(dir, 'dist', 'cli.js'));
  cpSync(path.join(ROOT, 'corpus'), path.join(dir, 'corpus'), { recursive: true });
  for (const f of ['mini-server.mjs', ...files]) cpSync(fixture(f), path.join(dir, 'servers', f));
  const outDir = path.join(dir, 'out');
  const home = path.join(dir, 'home');
  mkdirSync(outDir);
  mkdirSync(home);
  for (const d of [dir, path.join(dir, 'dist'), path.join(dir, 'servers')]) chmodSync(d, 0o755);
  for (const d of [outDir, home]) chmodSync(d, 0o777);
  const cli = spawn(
    '/usr/bin/setpriv',
    [
      '--reuid=65534',
      '--regid=65534',
      '--clear-groups',
      '--',
      process.execPath,
      path.join(dir, 'dist', 'cli.js'),
      '--out',
      outDir,
      ...RECORD_PROBE,
      ...flags,
      '--',
      'node',
      path.join(dir, 'servers', files[0])
    ],
    {
      cwd: home,
      env: { ...process.env, HOME: home, TMPDIR: home, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  );
  let out = '';
  let err = '';
  cli.stdout.on('data', (d) => (out += d));
  cli.stderr.on('data', (d) => (err += d));
  const code = await new Promise<number>((resolve) => cli.once('exit', (c) => resolve(c ?? -1)));
  const report = JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8')) as Report;
  // Its work directories went with it, there too.
  expect(readdirSync(home).filter((n) => n.startsWith('mcp-stdio-gate-'))).toEqual([]);
  return { code, out, err, report, outDir };
}

describe('without a cgroup (an unprivileged user)', () => {
  test('a correct server passes, and the report says how processes were tracked', async () => {
    const r = await unprivileged(['clean.mjs'], BASE);
    if (!r) return;
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.gate.processTracking).toBe('subreaper');
    expect(r.out).toContain('no writable cgroup v2 here');
    expect(r.out).toContain("the gate's subreaper, which adopts every one whose parent is gone");
    // Where the tests themselves can make cgroups, the same gate says so.
    const own = await gateOn('clean.mjs', [...BASE, '--case', 'none']);
    expect(own.report.gate.processTracking).toBe(runCgroupRoot() ? 'cgroup' : 'environment');
  });

  test.each(['500', '000'])(
    'a correct server that locks its files at exit (a directory of mode %s) passes, and its work directory is still removed',
    async (mode) => {
      // Its recorder file made mode 000 and a directory locked: as root nothing is denied, as a
      // runner's user the gate gives its own files back to itself before it reads or removes them,
      // and a later look at them does not take that for a change.
      const r = await unprivileged(
        ['dirties-sandbox.mjs'],
        [
          ...BASE,
          '--case',
          'null-line',
          '--case',
          'id-true',
          '--concurrency',
          '1',
          '--env',
          `LOCK_MODE=${mode}`
        ]
      );
      if (!r) return;
      expect(r.report.findings).toEqual([]);
      expect(r.code).toBe(0);
    }
  );

  test('a daemon that cleared its environment and left its session is adopted by the subreaper: reported and killed', async () => {
    // The hosted runner's case: no cgroup, no marker in its environment, its own session. It would
    // act a minute later, long after the gate ended with a pass. With nothing naming its run, the
    // run is the one whose time holds its start: one at a time, so that is certain.
    const shared = tempDir();
    chmodSync(shared, 0o777);
    const pidFile = path.join(shared, 'daemon.pid');
    const r = await unprivileged(
      ['detached-daemon.mjs'],
      [
        ...BASE,
        '--concurrency',
        '1',
        '--case',
        'id-true',
        ...envFlags({ DAEMON_PID_FILE: pidFile, DAEMON_CLEAR_ENV: '1', DAEMON_DELAY_MS: '60000' })
      ]
    );
    if (!r) return;
    expect(kinds(r.report)).toEqual(['orphan-process']);
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => f.case)).toEqual(['id-true']);
    expect(r.report.findings[0].message).not.toContain('either may have started it');
    expect(r.report.gate.processTracking).toBe('subreaper');
    expect(running(orphanPid(r.report))).toBe(false);
    if (existsSync(pidFile)) expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  test('at concurrency 2, an adopted orphan that carries its run marker is reported on its own run, with no guess', async () => {
    // The marker (or the server's process group) names the run: only an orphan that kept neither is
    // placed by when it started. Every case leaves one orphan holding its stdout, so one each.
    const cases = ['id-true', 'null-line', 'id-null', 'params-array', 'empty-line', 'jsonrpc-1-0'];
    const r = await unprivileged(
      ['grandchild-holds-stdout.mjs'],
      [...BASE, '--concurrency', '2', ...cases.flatMap((c) => ['--case', c])]
    );
    if (!r) return;
    expect(kinds(r.report)).toEqual(['orphan-process']);
    const perCase = r.report.findings.map((f) => f.case).sort();
    expect(perCase).toEqual([...cases, 'control'].sort());
    expect(r.report.findings.filter((f) => f.message.includes('either may have started it'))).toEqual([]);
  });

  test('a rejected frame repaired in a worker thread before it acts is seen where the run has no cgroup', async () => {
    // The threads of the run's processes are found by a scan of /proc there, not in a cgroup.
    const r = await unprivileged(
      ['repairs-in-worker.mjs'],
      [...BASE, ...['id-true', 'null-line'].flatMap((c) => ['--case', c])]
    );
    if (!r) return;
    expect(r.report.gate.processTracking).toBe('subreaper');
    expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'id-true']]);
  });

  test('MCP_GATE_SUBREAPER=0 keeps the gate in its own process, and the report says what that cannot see', async () => {
    const r = await unprivileged(['clean.mjs'], [...BASE, '--case', 'none'], { MCP_GATE_SUBREAPER: '0' });
    if (!r) return;
    expect(r.code).toBe(0);
    expect(r.report.gate.processTracking).toBe('environment');
    expect(r.out).toContain('one that clears its environment and leaves its session is not seen');
  });

  test('a perl that cannot start the gate (an environment that breaks it) leaves the gate to run in its own process', async () => {
    const r = await unprivileged(['clean.mjs'], [...BASE, '--case', 'null-line'], {
      PERL5OPT: '-Mno::such::module'
    });
    if (!r) return;
    expect(r.code).toBe(0);
    expect(r.report.findings).toEqual([]);
    expect(r.report.runs.map((x) => x.case)).toEqual(['control', 'null-line']);
    expect(r.report.gate.processTracking).toBe('environment');
  });

  test('a setsid, double-forked daemon is still found by its marker, reported and killed', async () => {
    const shared = tempDir();
    chmodSync(shared, 0o777); // the daemon runs as that user too
    const pidFile = path.join(shared, 'daemon.pid');
    const r = await unprivileged(
      ['detached-daemon.mjs'],
      [...BASE, '--case', 'id-true', '--env', `DAEMON_PID_FILE=${pidFile}`]
    );
    if (!r) return;
    expect(kinds(r.report)).toEqual(['orphan-process']);
    expect(r.code).toBe(1);
    expect(running(orphanPid(r.report))).toBe(false);
  });
});

describe('the observation window', () => {
  test('a status line every 2.5 s is caught by the soak scenario, and only there', async () => {
    const r = await gateOn('periodic-noise.mjs', [
      '--scenarios',
      'baseline,soak',
      '--soak-ms',
      '3000',
      '--case',
      'none'
    ]);
    expect(kinds(r.report)).toEqual(['stdout-noise']);
    expect([...new Set(r.report.findings.map((f) => f.scenario))]).toEqual(['soak']);
    const soak = r.report.runs.find((x) => x.scenario === 'soak')!;
    expect(soak.durationMs).toBeGreaterThanOrEqual(3000);
    // The soak's second call acted once, in the same long session.
    expect(soak.actions.map((a) => a.attributedTo)).toEqual(['control', 'follow-up']);
  });

  test('an action queued 3 s after a rejected frame is caught when the corpus runs under soak', async () => {
    const r = await gateOn('delayed-action.mjs', [
      '--scenarios',
      'soak',
      '--corpus-scenarios',
      'soak',
      '--soak-ms',
      '3500',
      '--on-invalid',
      'any',
      '--case',
      'id-true'
    ]);
    expect(kinds(r.report)).toEqual(['action-leak']);
    expect(r.report.findings[0].message).toMatch(/^the rejected frame on stdin line 6 acted/);
  });

  test.each([
    ['envelope', 'id-true'],
    ['json', 'request-then-garbage-same-line']
  ])(
    'an action put off past the hold, by a server that exits at EOF, is caught by the soak sample with the default scenarios (%s)',
    async (trigger, sampled) => {
      // Its retry queue acts 700 ms after a rejected frame (one whose envelope is wrong, or a line
      // that is no JSON value); it exits as stdin ends, dropping the queue. Every case's session is
      // cut before that (the timer the frames armed is waited for half a second at most): only the
      // soak sample, held open the whole soak, sees it.
      const env = ['--env', 'DELAY_MS=700', '--env', 'EXIT_AT_EOF=1', '--env', `TRIGGER=${trigger}`];
      const flags = [...env, '--on-invalid', 'any'];
      const r = await gateOn('delayed-action.mjs', ['--soak-ms', '1500', '--idle-ms', '100', ...flags]);
      expect(kinds(r.report)).toEqual(['action-leak']);
      expect(r.report.findings.map((f) => `${f.scenario} × ${f.case}`)).toEqual([`soak × ${sampled}`]);
      expect(r.report.findings[0].message).toMatch(/^the rejected frame on stdin line 6 acted/);
      const samples = r.report.runs.filter((x) => x.scenario === 'soak' && x.case !== 'control');
      expect(samples.map((x) => x.case)).toEqual(['id-true', 'request-then-garbage-same-line']);
      for (const x of samples) expect(x.closedAfterFramesMs).toBeGreaterThanOrEqual(1500);
      // The same cases cut short pass: the window line says how long they were watched.
      expect(r.report.runs.filter((x) => x.verdict === 'fail')).toHaveLength(1);
      expect(r.out).toMatch(
        /in 23 case runs the gate closed stdin \d+( to \d+)? ms after the frames; in 2 case runs under soak, \d+( to \d+)? ms after them, the server still holding it( and its threads at rest| \(in \d+, a thread of its still running half a second after the hold\))?: an act put off longer shows only under soak, where only id-true, request-then-garbage-same-line ran \(--corpus-scenarios soak runs every case there\)/
      );
      // Without the soak scenario there is no sample, and nothing held that long: it passes, and says so.
      const cut = await gateOn('delayed-action.mjs', ['--scenarios', 'baseline', ...flags]);
      expect(cut.report.findings).toEqual([]);
      expect(cut.report.runs.some((x) => x.scenario === 'soak')).toBe(false);
      expect(cut.out).toMatch(/an act put off longer shows only under --corpus-scenarios soak/);
    }
  );

  test('a server that exits at EOF, dropping the calls it is running, does not hide them', async () => {
    // Its calls take 150 ms; stdin EOF right after the follow-up ended it before either acted.
    const r = await gateOn('exits-mid-call.mjs', ['--scenarios', 'baseline', '--case', 'jsonrpc-1-0']);
    expect(kinds(r.report)).toEqual(['action-leak', 'rejected-frame-accepted', 'session-policy']);
    expect(r.report.findings.find((f) => f.kind === 'action-leak')!.message).toMatch(
      /^the rejected frame on stdin line 6 acted: its canary mcpgate-[0-9a-f]{16} reached the action log/
    );
    const run = r.report.runs.find((x) => x.case === 'jsonrpc-1-0')!;
    expect(run.actions.map((a) => a.attributedTo).sort()).toEqual([
      'control',
      'follow-up',
      'frame 1 (rejected, stdin line 6)'
    ]);
    // It exited at EOF, the exit grace untouched: the hold, not a teardown, let the calls end.
    expect(run.exit).toEqual({ code: 0, signal: null });
  });

  test('a server that leaves a session the client keeps open, on its own, fails the soak', async () => {
    // It reads ahead and exits 30 ms after each ping: every case's frames count as read, and only
    // the soak's long session with no frame sent shows it leave (its second call is never sent).
    const r = await gateOn('leaves-open-session.mjs', [
      '--scenarios',
      'baseline,soak',
      '--soak-ms',
      '2000',
      '--case',
      'none'
    ]);
    expect(kinds(r.report)).toEqual(['control-failed']);
    expect(r.code).toBe(1);
    const [f] = r.report.findings;
    expect([f.scenario, f.case]).toEqual(['soak', CONTROL_CASE]);
    expect(f.message).toMatch(
      /the second probe call, .* did not succeed: not-sent \(the server left the session \d+ ms into it, with no frame sent and its stdin still open \(exit code 0\)\)/
    );
  });

  test('the reference gateway passes the default scenarios, soak included', async () => {
    const r = await gate([
      ...FETCH_PROBE,
      '--soak-ms',
      '2000',
      '--case',
      'none',
      '--',
      'node',
      REFERENCE_GATEWAY
    ]);
    expect(r.report.findings).toEqual([]);
    expect(r.report.runs.map((x) => x.scenario)).toContain('soak');
  });
});

describe('no vacuous pass', () => {
  test.each(['exit', 'close-stdin'])(
    'a server that stops after the control (%s) → case-not-exercised',
    async (stop) => {
      const r = await gateOn('stops-after-control.mjs', [
        ...BASE,
        '--case',
        'id-true',
        '--case',
        'null-line',
        '--env',
        `STOP=${stop}`
      ]);
      expect(r.code).toBe(1);
      expect(kinds(r.report)).toEqual(['case-not-exercised']);
      expect(r.report.findings.map((f) => f.case).sort()).toEqual(['id-true', 'null-line']);
      expect(r.out).toContain('0 rejected frames, 0 acted');
    }
  );

  test('a server that reads on after the ping before the frames but never handles what follows → case-not-exercised', async () => {
    // It pauses its stdin after each ping and exits 30 ms later: Node has read the frames ahead into
    // its buffer, so the kernel reports them read. A clean start's second ping, sent where the frames
    // go, is never answered: neither were they handled.
    const r = await gateOn('leaves-open-session.mjs', [
      ...BASE,
      '--case',
      'null-line',
      '--case',
      'html-error-page'
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['case-not-exercised']);
    expect(r.report.findings.map((f) => f.case).sort()).toEqual(['html-error-page', 'null-line']);
    for (const f of r.report.findings)
      expect(f.message).toContain(
        'a second ping sent right after it, with no frame before it, went unanswered'
      );
  });
});

describe('false alarms', () => {
  test('one call that writes 28 files and retries its GET is one execution', async () => {
    const r = await gateOn('many-effects.mjs', [...BASE, '--case', 'none']);
    expect(r.report.findings).toEqual([]);
    const control = r.report.runs[0];
    expect(control.counts.executed).toBe(1);
    expect(control.actions.length).toBeGreaterThan(28);
  });

  test.each(['1', '2'])(
    'what each executed call or the barrier ping does beside a canaried effect is no leak (concurrency %s); the same from a rejected frame is',
    async (concurrency) => {
      const cases = ['id-true', 'two-objects-one-line-ping-call', 'jsonrpc-1-0'].flatMap((c) => [
        '--case',
        c
      ]);
      const flags = [...BASE, ...cases, '--on-invalid', 'open', '--concurrency', concurrency];
      const r = await gateOn('telemetry-per-call.mjs', flags);
      expect(r.report.findings).toEqual([]);
      expect(r.code).toBe(0);
      // Start, control, follow-up: one at start, two allowed as the calls' (the clean starts with
      // no call showed what a start alone does).
      const c = r.report.runs.find((x) => x.case === 'id-true')!;
      const excused = (run: typeof c) =>
        run.actions.filter((a) => a.description === 'POST /telemetry').map((a) => a.attributedTo);
      expect(excused(c).sort()).toEqual(['per-call baseline', 'start-up baseline', 'start-up baseline']);
      // A gateway that forwards the barrier's ping upstream: the clean starts ping as well.
      const pinging = await gateOn('telemetry-per-call.mjs', [...flags, '--env', 'TELEMETRY_ON_PING=1']);
      expect(pinging.report.findings).toEqual([]);
      const rejecting = ['--env', 'TELEMETRY_ON_REJECT=1'];
      // Pinging too: the start that checks the server reads on after the barrier sends a second ping,
      // which a case does not; its report is no start's, or each case would be allowed one more.
      for (const more of [[], ['--env', 'TELEMETRY_ON_PING=1']]) {
        const hostile = await gateOn('telemetry-per-call.mjs', [...flags, ...rejecting, ...more]);
        expect(kinds(hostile.report)).toEqual(['action-leak']);
        expect(hostile.report.findings.filter((f) => f.kind === 'action-leak')).toHaveLength(
          hostile.report.runs.filter((x) => x.case !== CONTROL_CASE).length
        );
      }
    },
    // Four gates one after the other, about 30 s on an idle machine: twice the suite's limit.
    120_000
  );

  test('what a start does under a new name each time (a session UUID) is still start-up; one more of it from a rejected frame is not', async () => {
    const flags = [...BASE, '--case', 'id-true', '--case', 'jsonrpc-1-0'];
    const r = await gateOn('random-session-names.mjs', flags);
    expect(r.report.findings).toEqual([]);
    for (const run of r.report.runs.filter((x) => x.case !== CONTROL_CASE))
      expect(
        run.actions
          .filter((a) => !a.canary)
          .map((a) => [
            a.description.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/, '…'),
            a.attributedTo
          ])
      ).toEqual(
        expect.arrayContaining([
          ['POST /sessions/…', 'start-up baseline'],
          [expect.stringMatching(/^file created: session-….log/), 'start-up baseline']
        ])
      );
    const hostile = await gateOn('random-session-names.mjs', [...flags, '--env', 'NAMES_ON_REJECT=1']);
    expect(kinds(hostile.report)).toEqual(['action-leak']);
    expect(hostile.report.findings).toHaveLength(4);
  });

  test('a call home on a timer, made only in cases that outlast the clean starts, is the start-up’s; the same call from a rejected frame is not', async () => {
    const flags = [...BASE, '--case', 'id-true', '--case', 'jsonrpc-1-0'];
    const r = await gateOn('calls-home-later.mjs', flags);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    for (const run of r.report.runs.filter((x) => x.case !== CONTROL_CASE))
      expect(
        run.actions.filter((a) => a.description === 'POST /telemetry').map((a) => a.attributedTo)
      ).toEqual(['start-up baseline']);
    expect(r.report.warnings.join('\n')).toMatch(
      /4 more handshake-only runs \(half of them with the control call\) stayed open after the barrier until each had lasted \d+ ms since its initialize answer/
    );
    expect(r.report.stats.unreportedRuns).toBeGreaterThanOrEqual(4);
    const hostile = await gateOn('calls-home-later.mjs', [...flags, '--env', 'CALL_HOME_ON_REJECT=1']);
    expect(kinds(hostile.report)).toEqual(['action-leak']);
    expect(hostile.report.findings).toHaveLength(2);
    expect(hostile.report.findings[0].message).toMatch(
      /^an action no canary explains and the start-up baseline does not show: POST \/telemetry/
    );
  });
  test('a database opened empty at every start, which each call writes its canary into: no canary only in a start with no call, and that is no leak', async () => {
    // Under `any` the follow-up acts after a rejected frame, through a journal no clean start made
    // after its barrier: starts held as long are made after the cases, half with no call, and what
    // one of those made is held to the clean starts that made none. So is a case with no handshake,
    // which makes no control call.
    const cases = ['empty-line', 'id-true', 'call-before-initialize'].flatMap((c) => ['--case', c]);
    const flags = [...BASE, ...cases, '--on-invalid', 'any'];
    const r = await gateOn('opens-database.mjs', flags);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.warnings.join('\n')).toMatch(
      /4 more handshake-only runs \(half of them with the control call\) stayed open/
    );
    const hostile = await gateOn('opens-database.mjs', [...flags, '--env', 'WRITE_ON_REJECT=1']);
    expect(kinds(hostile.report)).toEqual(['action-leak']);
  });
  test('a rejected frame that writes a row no canary names into a database the start opened: its content changed, and that fails the case', async () => {
    // JOURNAL=0: no journal is made and removed, so the database's content alone tells. The control
    // wrote its canary there before the frames, and the rejected frame's row carries none. Under
    // close-alive the follow-up is never run: no call made after the frames explains the change.
    const flags = [
      ...BASE,
      ...['empty-line', 'id-true'].flatMap((c) => ['--case', c]),
      ...['--on-invalid', 'any', '--env', 'JOURNAL=0', '--env', 'ON_INVALID=close-alive']
    ];
    const r = await gateOn('opens-database.mjs', flags);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    const hostile = await gateOn('opens-database.mjs', [...flags, '--env', 'WRITE_ON_REJECT=1']);
    expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'empty-line'],
      ['action-leak', 'id-true']
    ]);
    expect(hostile.report.findings[0].message).toMatch(
      /^an action no canary explains and the start-up baseline does not show: file written again once the calls were done: x\.db \(\d+ bytes, \d+ then\), its content changed with no canary added/
    );
    // Under `open` the follow-up runs after the frames and writes its own row: the same server
    // keeping a store a call saves is no leak.
    const open = await gateOn('opens-database.mjs', [...flags.slice(0, -1), 'ON_INVALID=open']);
    expect(open.report.findings).toEqual([]);
  });
  test.each(['gzip', 'br-chunked', 'deflate', 'base64', 'hex', 'gz-file', 'zlib-file'])(
    'a canary that leaves the server encoded (%s) still tells whose act it was: the control is observed, a rejected frame that acts is a leak',
    async (encoding) => {
      const flags = [...BASE, ...['id-true', 'arguments-array'].flatMap((c) => ['--case', c])];
      const env = ['--env', `ENCODING=${encoding}`];
      // It records nothing: the control's canary reaches the gate only encoded.
      const correct = await gateOn('encodes-effects.mjs', [...flags, ...env]);
      expect(correct.report.findings).toEqual([]);
      expect(correct.code).toBe(0);
      const hostile = await gateOn('encodes-effects.mjs', [...flags, ...env, '--env', 'LEAK=1']);
      expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([
        ['action-leak', 'arguments-array'],
        ['action-leak', 'id-true']
      ]);
      expect(hostile.report.findings[0].message).toMatch(
        /^the rejected frame on stdin line 6 acted: its canary mcpgate-[0-9a-f]{16} reached the action log/
      );
    }
  );
  test('a sandbox file whose name is not UTF-8 is read by its bytes: a rejected frame appended to it is a leak; the calls that executed are not', async () => {
    const flags = [...BASE, ...['id-true', 'arguments-array'].flatMap((c) => ['--case', c])];
    const correct = await gateOn('names-not-utf8.mjs', flags);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
    const hostile = await gateOn('names-not-utf8.mjs', [...flags, '--env', 'LEAK=1']);
    expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'arguments-array'],
      ['action-leak', 'id-true']
    ]);
    // The byte that is no UTF-8 is kept (report.json), and shown as a byte.
    expect(hostile.report.findings[0].message).toMatch(
      /^the rejected frame on stdin line 6 acted: its canary mcpgate-[0-9a-f]{16} reached the action log \(file written again once the calls were done: \udcff\.journal \(\d+ bytes\)\)$/
    );
    expect(hostile.out).toContain('file written again once the calls were done: \\xff.journal');
  });
  test('a request sent again on a connection kept since the start (a client that ignores connection: close) is an act of its own once the calls were done', async () => {
    const flags = [...BASE, ...['id-true', 'null-line'].flatMap((c) => ['--case', c])];
    const correct = await gateOn('reuses-connection.mjs', flags);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
    const hostile = await gateOn('reuses-connection.mjs', [...flags, '--env', 'LEAK=1']);
    expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'id-true'],
      ['action-leak', 'null-line']
    ]);
    expect(hostile.report.findings[0].message).toMatch(
      /^an action no canary explains and the start-up baseline does not show: POST \/telemetry, sent again on HTTP connection \d+ to 127\.0\.0\.1:\d+ once the calls were done$/
    );
  });
  test('a server that flushes telemetry on a timer and exits at EOF, cutting a flush between its connection and its request, passes; its rejected frames flushed are leaks', async () => {
    // Every 10 ms: in a run of the required corpus, some exit leaves an HTTP connection with nothing
    // sent, in a case or a clean start as it falls. It is one of the server's own requests, cut.
    const correct = await gateOn('timer-telemetry.mjs', BASE);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
    const flags = [...BASE, ...['id-true', 'null-line'].flatMap((c) => ['--case', c])];
    const hostile = await gateOn('timer-telemetry.mjs', [...flags, '--env', 'LEAK=1']);
    expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'id-true']]);
  });
  test('a tool that answers first and acts 40 ms later: the control is waited for until it acted, and every case is held three times that long', async () => {
    const flags = [...BASE, ...['id-true', 'tools-call-as-notification'].flatMap((c) => ['--case', c])];
    // Correct: its session cut at EOF right after the control's answer dropped the act
    // (control-not-observed, in the run with no frames).
    const correct = await gateOn('answers-then-acts.mjs', [...flags, '--env', 'CORRECT=1']);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
    const holds = correct.report.runs
      .filter((r) => r.case !== 'control')
      .map(
        (r) =>
          JSON.parse(readFileSync(path.join(correct.outDir, r.transcript!, 'launch.json'), 'utf8'))
            .holdMs as number
      );
    expect(holds.every((ms) => ms >= 120)).toBe(true);
    // Dispatching what it should reject: each such call acts as late, and is seen.
    const hostile = await gateOn('answers-then-acts.mjs', flags);
    const leaks = hostile.report.findings.filter((f) => f.kind === 'action-leak').map((f) => f.case);
    expect(leaks.sort()).toEqual(['id-true', 'tools-call-as-notification']);
    // With telemetry of its own every 10 ms, something reaches the HTTP canary before each answer:
    // only what carries the control's canary is its act, and that is still waited for.
    const busy = await gateOn('answers-then-acts.mjs', [
      ...flags,
      '--env',
      'CORRECT=1',
      '--env',
      'TELEMETRY_MS=10'
    ]);
    expect(busy.report.findings).toEqual([]);
  });
  test('a rejected frame handed to a worker thread that works 60 ms before it acts: stdin stays open while a thread of the server runs', async () => {
    // Its own calls answer in a millisecond or two: three times that, or 10 ms, closed stdin while
    // the worker still ran, and the server's exit at EOF dropped every act (a PASS, 0 acted).
    const flags = [...BASE, ...['id-true', 'arguments-array', 'null-line'].flatMap((c) => ['--case', c])];
    const hostile = await gateOn('repairs-in-worker.mjs', flags);
    expect(hostile.report.findings.map((f) => [f.kind, f.case]).sort()).toEqual([
      ['action-leak', 'arguments-array'],
      ['action-leak', 'id-true']
    ]);
    // Correct (the repaired call dropped): a PASS, each case held until its worker was done.
    const correct = await gateOn('repairs-in-worker.mjs', [...flags, '--env', 'CORRECT=1']);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
    const held = correct.report.runs.filter((r) => r.case !== CONTROL_CASE);
    expect(held.map((r) => r.closedAfterFramesMs! >= 60)).toEqual([true, true, true]);
    expect(held.map((r) => r.threads)).toEqual(['at-rest', 'at-rest', 'at-rest']);
    // A thread that never rests: each case is closed half a second after its hold, and says so.
    const spinning = await gateOn('repairs-in-worker.mjs', [
      ...BASE,
      '--case',
      'id-true',
      ...['--env', 'CORRECT=1', '--env', 'SPIN=1']
    ]);
    expect(spinning.report.findings).toEqual([]);
    const run = spinning.report.runs.find((r) => r.case === 'id-true')!;
    expect(run.threads).toBe('running');
    expect(run.closedAfterFramesMs).toBeGreaterThanOrEqual(500);
    expect(spinning.out).toMatch(
      /in 1 case run the gate closed stdin \d+ ms after the frames, the server still holding it \(in each, a thread of its still running half a second after the hold\)/
    );
  });
  test('a rejected frame put off on a timer the server sleeps on (40 ms, or 300 ms the frames armed) or on a futex deadline (5 and 40 ms) still acts before EOF', async () => {
    // Its event loop sleeps in epoll_pwait until the retry is due: that timeout is read, and waited
    // for once. A stdin closed when its threads first rested dropped the retry at EOF.
    const retry = ['--on-invalid', 'any', '--env', 'EXIT_AT_EOF=1', '--case', 'id-true'];
    const timer = await gateOn('delayed-action.mjs', [...BASE, ...retry, '--env', 'DELAY_MS=40']);
    expect(timer.report.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'id-true']]);
    // Past TIMER_HORIZON_MS, a timer the frames armed (none was due so soon before them) is waited
    // for too, within half a second of the hold: a retry put off 300 ms was dropped at EOF.
    const armed = await gateOn('delayed-action.mjs', [...BASE, ...retry, '--env', 'DELAY_MS=300']);
    expect(armed.report.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'id-true']]);
    // Past that it is the soak sample's (not run here): the line under the proof says so.
    const later = await gateOn('delayed-action.mjs', [...BASE, ...retry, '--env', 'DELAY_MS=700']);
    expect(later.report.findings).toEqual([]);
    expect(later.out).toMatch(/an act put off longer shows only under --corpus-scenarios soak/);
    // A worker asleep on Atomics.wait with a deadline: its timeout is in the server's memory
    // (/proc/<pid>/mem), read there. Unread, it left the 10 ms floor, and 40 ms passed.
    for (const ms of [5, 40]) {
      const futex = await gateOn('repairs-in-worker.mjs', [
        ...BASE,
        ...['id-true', 'arguments-array'].flatMap((c) => ['--case', c]),
        ...['--env', `SLEEP_MS=${ms}`]
      ]);
      expect(futex.report.findings.map((f) => [f.kind, f.case]).sort()).toEqual([
        ['action-leak', 'arguments-array'],
        ['action-leak', 'id-true']
      ]);
    }
  });
  test('a timer beating every 5 ms is counted by the time each run lived: a correct server passes, its rejected frame flushed is a leak', async () => {
    // Hundreds of beats a run: the starts held as long as a case differ by their start-up's length,
    // and the one held start that made the most was itself judged short of two beats.
    const correct = await gateOn('timer-telemetry.mjs', [...BASE, '--env', 'PERIOD=5']);
    expect(correct.report.findings).toEqual([]);
    expect(correct.report.warnings.join('\n')).toMatch(/stayed open after the barrier/);
    const flags = [...BASE, ...['id-true', 'null-line'].flatMap((c) => ['--case', c])];
    const hostile = await gateOn('timer-telemetry.mjs', [...flags, '--env', 'PERIOD=5', '--env', 'LEAK=1']);
    expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'id-true']]);
  });
  test.each(['truncate', 'blank'])(
    'a rejected frame recorded in the action log and taken back before the run ended (%s) is still a leak',
    async (how) => {
      const r = await gateOn('takes-back-record.mjs', [
        ...BASE,
        ...['id-true', 'arguments-array'].flatMap((c) => ['--case', c]),
        ...['--env', `TAKE_BACK=${how}`]
      ]);
      expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([
        ['action-leak', 'arguments-array'],
        ['action-leak', 'id-true']
      ]);
      expect(r.report.findings[0].message).toMatch(
        /^an action no canary explains and the start-up baseline does not show: action log written once the calls were done, no line of it left \(\d+ bytes, \d+ then\)$/
      );
    }
  );
  test('a rejected frame that points a sandbox link elsewhere is a leak: at /etc, none names whose; at a path its arguments name, its canary does', async () => {
    const flags = [...BASE, ...['id-true', 'arguments-array'].flatMap((c) => ['--case', c])];
    const correct = await gateOn('repoints-link.mjs', flags);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
    const etc = await gateOn('repoints-link.mjs', [...flags, '--env', 'LEAK=1']);
    expect(etc.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'arguments-array'],
      ['action-leak', 'id-true']
    ]);
    expect(etc.report.findings[0].message).toBe(
      'an action no canary explains and the start-up baseline does not show: link replaced once the calls were done: current (4 bytes, 2 then), its target changed with no canary added'
    );
    const named = await gateOn('repoints-link.mjs', [
      ...flags,
      '--env',
      'LEAK=1',
      '--env',
      'TARGET=arguments'
    ]);
    expect(named.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'arguments-array'],
      ['action-leak', 'id-true']
    ]);
    expect(named.report.findings[0].message).toMatch(
      /^the rejected frame on stdin line 6 acted: its canary mcpgate-[0-9a-f]{16} reached the action log \(link replaced once the calls were done: current \(\d+ bytes\)\)$/
    );
  });
  test('a rejected frame that makes a sandbox script executable, no byte of it changed, is a leak; the same at every EOF is not', async () => {
    const flags = [...BASE, ...['empty-line', 'id-true'].flatMap((c) => ['--case', c])];
    const hostile = await gateOn('makes-executable.mjs', flags);
    expect(hostile.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'empty-line'],
      ['action-leak', 'id-true']
    ]);
    expect(hostile.report.findings[0].message).toBe(
      'an action no canary explains and the start-up baseline does not show: file given mode 755 once the calls were done: deploy.sh (644 then)'
    );
    // Its clean starts make it executable at EOF as every case does: the start-up baseline's own.
    const correct = await gateOn('makes-executable.mjs', [...flags, '--env', 'AT_EOF=1']);
    expect(correct.report.findings).toEqual([]);
    expect(correct.code).toBe(0);
  });
  test.each(['close', 'open'])(
    'a request log in the sandbox, a line per request handled, changes after every barrier: no leak (ON_INVALID=%s)',
    async (policy) => {
      // The start that checks the barrier pings once more after it, where a case's frames go: that
      // ping's line is no act of a case. Under `open` the follow-up runs and is logged too.
      const r = await gateOn('keeps-request-log.mjs', [
        ...BASE,
        ...['empty-line', 'id-true', 'arguments-array'].flatMap((c) => ['--case', c]),
        ...['--on-invalid', 'any', '--env', `ON_INVALID=${policy}`]
      ]);
      expect(r.report.findings).toEqual([]);
      expect(r.code).toBe(0);
    }
  );
});

describe('the sandbox directory is itself watched', () => {
  test.each([
    ['remove', 'sandbox directory removed'],
    // The freed inode may be given again (then only its mode tells).
    ['remake', 'sandbox directory (replaced by a directory|given mode 755)'],
    ['link-root', 'sandbox directory replaced by a symbolic link to /']
  ])(
    'a rejected frame that acts on the directory (%s) fails its case, and only its case',
    async (how, said) => {
      const r = await gateOn(
        'destroys-sandbox.mjs',
        [...BASE, '--case', 'id-true', '--case', 'null-line'],
        [how]
      );
      expect(r.code).toBe(1);
      // One finding per case, the act on the directory: never a walk of what a link points to.
      expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([
        ['action-leak', 'id-true'],
        ['action-leak', 'null-line']
      ]);
      for (const f of r.report.findings) expect(f.message).toMatch(new RegExp(`: ${said}$`));
      expect(r.report.runs.find((run) => run.case === 'control')?.verdict).toBe('pass');
    }
  );
});

describe('an entry made and removed during a run is seen', () => {
  const cases = ['--case', 'id-true', '--case', 'null-line'];
  test('a rejected frame whose only trace is a temp file it removed fails its case, and only its case', async () => {
    const r = await gateOn('cleans-up.mjs', [...BASE, ...cases, ...envFlags({ ON_REJECT: '1' })]);
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'id-true'],
      ['action-leak', 'null-line']
    ]);
    for (const f of r.report.findings)
      expect(f.message).toMatch(/: entry made and removed during the run: job-\d+-\d\.tmp$/);
    expect(r.report.runs.find((run) => run.case === 'control')?.verdict).toBe('pass');
  });

  test("named with the rejected frame's canary, the temp file is that frame's action", async () => {
    // Frames that carry the call (a `null` line carries none).
    const r = await gateOn('cleans-up.mjs', [
      ...BASE,
      '--case',
      'id-true',
      '--case',
      'jsonrpc-missing',
      ...envFlags({ ON_REJECT: '1', NAME: 'canary' })
    ]);
    expect(r.code).toBe(1);
    const leaks = r.report.findings.filter((f) => f.kind === 'action-leak');
    expect(leaks.map((f) => f.case)).toEqual(['id-true', 'jsonrpc-missing']);
    for (const f of leaks)
      expect(f.message).toMatch(
        /^the rejected frame on stdin line \d+ acted: .*entry made and removed during the run: job-mcpgate-/
      );
  });

  test('inside a directory its start made, beside a job every start runs, one job more is seen', async () => {
    const r = await gateOn('cleans-up.mjs', [
      ...BASE,
      ...cases,
      ...envFlags({ ON_REJECT: '1', IN: 'work', JOB_AT_START: '1' })
    ]);
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['action-leak', 'id-true'],
      ['action-leak', 'null-line']
    ]);
    for (const f of r.report.findings)
      expect(f.message).toMatch(/made and removed during the run: work\/job-\d+-\d\.tmp$/);
  });

  test.each([['close'], ['open']])(
    'a correct server whose calls clean up after themselves and save its state atomically passes (policy %s)',
    async (policy) => {
      const r = await gateOn('cleans-up.mjs', [
        ...BASE,
        '--on-invalid',
        policy === 'open' ? 'any' : 'close',
        ...envFlags({ IN: 'work', JOB_AT_START: '1', ATOMIC: '1', POLICY: policy })
      ]);
      expect(r.report.findings).toEqual([]);
      expect(r.code).toBe(0);
      // Open: the follow-up executed in every case, its job and its save beside the control's.
      if (policy === 'open')
        expect(r.report.runs.filter((run) => run.counts.executed >= 2).length).toBeGreaterThan(20);
    }
  );
});

describe('what the gate cannot observe is no evidence', () => {
  test('a server that fills its sandbox past the bounds of the watch and hides its act there fails every run', async () => {
    // 300 directories at every start, past the 256 the watch follows; a rejected frame's file, named
    // with its canary, made and removed in the last of them. Before, each case passed: "0 acted".
    const r = await gateOn('hides-past-caps.mjs', [
      ...BASE,
      '--case',
      'id-true',
      '--case',
      'jsonrpc-missing'
    ]);
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([
      ['output-limit', 'control'],
      ['output-limit', 'id-true'],
      ['output-limit', 'jsonrpc-missing']
    ]);
    for (const f of r.report.findings)
      expect(f.message).toBe(
        'the run did more than the gate can observe (sandbox: more than 256 directories were there before the first call; an entry made and removed inside the rest is not seen): an act past that would not be seen, so the run proves nothing'
      );
    expect(r.report.runs.every((run) => run.verdict === 'fail')).toBe(true);
  });

  // The user's inotify watches are the machine's: taken in a user namespace of the test's own, whose
  // limit (user.max_inotify_watches) is 64, not from every process of the user.
  const userNamespaces = spawnSync('unshare', ['-U', '-r', 'true']).status === 0;
  (userNamespaces ? test : test.skip)(
    "a server that takes the user's inotify watches, then hides its act where the gate can no longer watch, fails every case",
    () => {
      const gateWithFewWatches = (server: string): { code: number | null; report: Report } => {
        const out = tempDir();
        const r = spawnSync(
          'unshare',
          [
            ...['-U', '-r', 'sh', '-c', 'echo 64 > /proc/sys/user/max_inotify_watches && exec "$0" "$@"'],
            ...[process.execPath, path.join(ROOT, 'dist/cli.js'), '--out', out, ...RECORD_PROBE, ...BASE],
            // One run at a time: a server ending while the next takes the watches would give some back.
            ...[
              '--concurrency',
              '1',
              '--case',
              'id-true',
              '--case',
              'null-line',
              '--',
              'node',
              fixture(server)
            ]
          ],
          { encoding: 'utf8', timeout: 120_000 }
        );
        return { code: r.status, report: JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) };
      };
      // Before, each case passed ("0 acted"): the directory it acted in was silently not watched.
      const hostile = gateWithFewWatches('takes-inotify-watches.mjs');
      expect(hostile.code).toBe(1);
      const cases = hostile.report.findings.filter((f) => f.case !== CONTROL_CASE);
      expect(cases.map((f) => [f.kind, f.case])).toEqual([
        ['output-limit', 'id-true'],
        ['output-limit', 'null-line']
      ]);
      // (Its own, and the sandbox itself where an earlier run's server held every watch as it began.)
      for (const f of cases)
        expect(f.message).toMatch(
          /sandbox: the kernel refused to watch (a directory|\d+ directories) \(ENOSPC: the user's inotify watches, fs\.inotify\.max_user_watches, are all taken\)/
        );
      // The gate's own watches fit in as few: a correct server passes there.
      const clean = gateWithFewWatches('clean.mjs');
      expect([clean.code, clean.report.findings]).toEqual([0, []]);
    }
  );
});

describe('a server that keeps its own state beside what its calls do', () => {
  // keeps-state.mjs has the shape of @wonderwhy-er/desktop-commander run with its home in the
  // sandbox, which failed every case of the required corpus with both findings below.
  const THREE = ['--case', 'id-true', '--case', 'null-line', '--case', 'jsonrpc-1-0'];
  const keeping = (env: Record<string, string>) =>
    gateOn('keeps-state.mjs', [...BASE, '--on-invalid', 'open', ...THREE, ...envFlags(env)]);

  test.each([['audit'], ['lock'], ['audit,lock,atomic']])('a correct gateway passes (%s)', async (keep) => {
    // audit: each call's record, written by a timer 150 ms after its answer, falls after the frames
    // in a case and after the end of a clean start (read as the control acting again). lock: each
    // answer saves a counter under a lock held 20 ms, standing when the gate looked in a clean
    // start, made and gone between two looks in a case (read as one more entry made and removed).
    const r = await keeping({ KEEP: keep });
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.runs.filter((run) => run.counts.executed >= 2).length).toBe(3);
  });

  test('one that runs its last call again when it refuses a frame still fails, its timer notwithstanding', async () => {
    const r = await keeping({ REPLAY: '1' });
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.kind, f.case]).sort()).toEqual([
      ['action-leak', 'id-true'],
      ['action-leak', 'jsonrpc-1-0'],
      ['action-leak', 'null-line']
    ]);
    for (const f of r.report.findings)
      expect(f.message).toMatch(
        /the server acted again on the positive control's call, which it had answered and acted on before them \(canary mcpgate-[0-9a-f]{16}: action log line 2: /
      );
  });
});

describe('a server that signals the gate', () => {
  /** dist/cli.js on signals-gate.mjs, as a process of its own: the server's parent is the gate. */
  const gateSignalled = async (signal: string) => {
    const outDir = tempDir();
    const child = spawn(process.execPath, cliOnNullLine(outDir, 'signals-gate.mjs'), {
      cwd: ROOT,
      env: { ...process.env, SIGNAL: signal },
      stdio: ['ignore', 'pipe', 'pipe']
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.resume();
    const code = await new Promise((resolve) => child.on('close', resolve));
    const file = path.join(outDir, 'report.json');
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
    return { code, out, report, outDir };
  };

  test('SIGUSR1 opens no inspector to it, and fails the case that sent it', async () => {
    const r = await gateSignalled('SIGUSR1');
    const stderr = readFileSync(path.join(r.outDir, 'transcripts/baseline/null-line/stderr.txt'), 'utf8');
    expect(stderr).toMatch(/inspector: (shut|someone else)\n/);
    expect(r.code).toBe(1);
    expect(r.report!.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'null-line']]);
    expect(r.report!.findings[0].message).toMatch(
      /^a process sent the gate SIGUSR1 while the servers ran: Node\.js opens its inspector/
    );
  });

  test('SIGTERM stops the gate mid-run, and what it wrote never says pass', async () => {
    const r = await gateSignalled('SIGTERM');
    expect(r.code).toBe(143);
    expect(r.out).not.toContain('PASS');
    // Written or not, depending on how far the gate got before it exited: never a pass.
    if (r.report) {
      expect(r.report.result).toBe('error');
      expect(r.report.warnings.join('\n')).toMatch(/the gate was stopped by SIGTERM after \d+ runs? of \d+/);
    }
  });
});

describe('a source the gate cannot read is no evidence', () => {
  test('a server that takes the descriptors of the gate gets an error, not a pass, and at once', () => {
    // util-linux's prlimit gives the gate 150 descriptors; the server's 400 connections to its TCP
    // listener take them. The sandbox (where its rejected frame writes) then cannot be listed: read
    // as "no effect", the run would have passed.
    if (!existsSync('/usr/bin/prlimit')) return;
    const outDir = tempDir();
    const r = spawnSync(
      '/usr/bin/prlimit',
      [
        '--nofile=150:150',
        process.execPath,
        ...cliOnNullLine(outDir, 'floods-connections.mjs', ['--concurrency', '1'])
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60000 }
    );
    expect(r.status).toBe(3);
    const report = JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8')) as Report;
    expect(report.result).toBe('error');
    expect(report.error).toMatch(/EMFILE/);
    // The server was stopped when the gate failed, not left to its run's deadline (30 s).
    expect(report.stats.wallMs).toBeLessThan(20000);
  });
});

describe('bounded, and nothing lost', () => {
  test("the peak RSS in the report is the gate's own, not that of the large process that started it", () => {
    // A 300 MiB parent: Linux carries its RSS into a child's getrusage maxrss across exec.
    const outDir = tempDir();
    const parent = `
      const big = []; for (let i = 0; i < 300; i++) big.push(Buffer.alloc(1 << 20, 1));
      const r = require('node:child_process').spawnSync(process.execPath, process.argv.slice(1), { stdio: 'ignore' });
      process.exitCode = r.status ?? 9; big.length;`;
    const cli = path.join(ROOT, 'dist', 'cli.js');
    const r = runNode([
      '-e',
      parent,
      cli,
      '--out',
      outDir,
      ...RECORD_PROBE,
      ...BASE,
      '--case',
      'none',
      '--',
      'node',
      fixture('clean.mjs')
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8')) as Report;
    expect(report.stats.peakRssBytes!).toBeLessThan(200 * 1024 * 1024);
  });

  test.each([
    ['lines', 'action log lines past the first 1000: 199001 carrying no canary', 990],
    ['files', 'file created: f999 (1 bytes)', 2990]
  ])(
    'a rejected frame that acts a thousand times over (%s) fails its case with a bounded report',
    async (how, folded, more) => {
      const r = await gateOn('floods-effects.mjs', [...BASE, '--case', 'id-true'], [how]);
      expect(r.code).toBe(1);
      // Ten listed, the rest counted in one more; every action is still in the run's actions.
      const messages = r.report.findings.map((f) => `${f.kind} ${f.case}: ${f.message}`);
      expect(messages).toHaveLength(11);
      expect(messages.every((m) => m.startsWith('action-leak id-true: '))).toBe(true);
      expect(messages[10]).toContain(`${more} more actions no canary explains`);
      const run = r.report.runs.find((x) => x.case === 'id-true')!;
      expect(run.actions.map((a) => a.description)).toContain(folded);
      expect(statSync(path.join(r.outDir, 'report.json')).size).toBeLessThan(2 * 1024 * 1024);
    }
  );

  test('huge sparse files and a churning helper in the sandbox: a report, warnings, never a crash', () => {
    // The built CLI in a process of its own: its peak RSS is the gate's alone (in-process, it
    // would be the jest worker's, with every earlier test in it).
    const outDir = tempDir();
    const args = ['--out', outDir, ...RECORD_PROBE, ...BASE, '--case', 'none', '--env', 'SANDBOX_CHURN=1'];
    const r = runNode([
      path.join(ROOT, 'dist', 'cli.js'),
      ...args,
      '--',
      'node',
      fixture('sandbox-hostile.mjs')
    ]);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8')) as Report;
    expect(kinds(report)).toEqual(['orphan-process']);
    const warnings = report.runs[0].warnings.map((w) => w.message);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^sandbox: huge\.bin has 3221225472 bytes; canaries were searched in its first/)
    );
    expect(report.stats.peakRssBytes!).toBeLessThan(256 * 1024 * 1024);
  });
});

describe('the end of a run waits on events, not windows', () => {
  test('a connection made in the last breath before exit is an action-leak in every case that reached it', async () => {
    const r = await gateOn('connects-then-exits.mjs', [
      ...BASE,
      '--case',
      'null-line',
      '--case',
      'jsonrpc-missing',
      '--case',
      'params-array'
    ]);
    expect(r.report.runs.filter((x) => x.case !== 'control').map((x) => [x.case, x.verdict])).toEqual([
      ['jsonrpc-missing', 'fail'],
      ['null-line', 'fail'],
      ['params-array', 'fail']
    ]);
    for (const f of r.report.findings) expect(f.kind).toBe('action-leak');
    expect(r.report.findings.map((f) => f.message).join('\n')).toContain(
      "(21 bytes sent: b'SSH-2.0-OpenSSH_9.6\\r\\n')"
    );
  });
});

describe('the launcher a server is born from', () => {
  // A name the shell cannot `export` sends the server through `env -i` instead of a direct exec.
  test.each([[[]], [['--env', 'NOT.AN_IDENTIFIER=1']]])(
    'the server gets exactly its environment, arguments and cwd, and starts inside its run cgroup (%j)',
    async (extra: string[]) => {
      const odd = 'it\'s "quoted"\n$HOME `x` \\ é';
      const r = await gate([
        ...RECORD_PROBE,
        ...BASE,
        '--case',
        'none',
        '--env',
        `ODD=${odd}`,
        ...extra,
        '--',
        'node',
        fixture('env-dump.mjs'),
        odd,
        'a=b',
        ''
      ]);
      expect(r.code).toBe(0);
      const stderr = readFileSync(path.join(r.outDir, 'transcripts/baseline/control/stderr.txt'), 'utf8');
      const seen = JSON.parse(stderr.split('\n')[0]) as {
        env: Record<string, string>;
        argv: string[];
        cwd: string;
        cgroup: string;
      };
      expect(seen.env.ODD).toBe(odd);
      const expected = new Set(Object.keys(process.env));
      const added = Object.keys(seen.env)
        .filter((k) => !expected.has(k))
        .sort();
      expect(added).toEqual([
        'MCP_GATE_ACTION_LOG',
        'MCP_GATE_CANARY_TCP',
        'MCP_GATE_CANARY_URL',
        'MCP_GATE_RUN_ID',
        'MCP_GATE_SANDBOX',
        ...(extra.length ? ['NOT.AN_IDENTIFIER'] : []),
        'ODD'
      ]);
      for (const k of Object.keys(seen.env))
        if (expected.has(k) && k !== 'PATH') expect([k, seen.env[k]]).toEqual([k, process.env[k]]);
      expect(seen.argv).toEqual([odd, 'a=b', '']);
      expect(seen.cwd).toBe(ROOT);
      if (runCgroupRoot()) expect(seen.cgroup).toMatch(/mcp-stdio-gate-[0-9a-f-]+-l\d+/);
    }
  );
});

describe('the HTTP canary as a proxy ({{canaryProxy}})', () => {
  // A gateway whose upstream is fixed, or that refuses loopback URLs (an SSRF guard), is pointed at
  // the canary through its proxy setting: every request it makes is then a connection the gate sees.
  const proxied = (env: string[] = []) =>
    gate([
      '--probe-tool',
      'record',
      '--probe-arguments',
      '{"url":"http://example.invalid/{{canary}}"}',
      '--env',
      'HTTP_PROXY={{canaryProxy}}',
      ...env,
      ...BASE,
      ...['id-true', 'arguments-array', 'null-line'].flatMap((c) => ['--case', c]),
      '--',
      'node',
      fixture('proxied-fetch.mjs')
    ]);

  test('a call through a CONNECT tunnel is answered, so the control succeeds and is observed: pass', async () => {
    // The canary answered a CONNECT as a request (200 with a body, then closed): a proxy's client
    // read that body as the tunnel's answer, every call failed, and no control could be made.
    const r = await proxied();
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('positive control observed in 4/4 runs that made one');
  });

  test('a control refused for its loopback address → control-failed, and the finding says how to use the proxy', async () => {
    const guarded = await gate([
      ...['--probe-tool', 'record', '--probe-arguments', '{"url":"{{canaryUrl}}"}'],
      ...['--env', 'GUARD=1', ...BASE, '--case', 'none', '--', 'node', fixture('proxied-fetch.mjs')]
    ]);
    const failed = guarded.report.findings.filter((f) => f.kind === 'control-failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed)
      expect(f.message).toMatch(
        /refuses the loopback address: give it the HTTP canary as its proxy \(--env HTTP_PROXY=\{\{canaryProxy\}\}/
      );
    // Through the proxy, the same guard lets the control go: a pass.
    const proxiedRun = await proxied(['--env', 'GUARD=1']);
    expect(proxiedRun.report.findings).toEqual([]);
  });

  test('a rejected frame fetched through the proxy → action-leak', async () => {
    const r = await proxied(['--env', 'ACT_ON_REJECTED=1']);
    expect(r.report.findings.map((f) => [f.kind, f.case])).toEqual([['action-leak', 'id-true']]);
  });
});
