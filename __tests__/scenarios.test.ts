/** Issue 4: noise that appears under one production-like condition only, packaged artifacts, redaction. */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gateOn, fixture, gate, kinds, RECORD_PROBE, ROOT, runNode, tempDir } from './helpers.js';
import type { Report } from '../src/core/report.js';
import { CHANGED_NOTE } from '../src/report/files.js';
import { loadCorpus } from '../src/corpus/load.js';
import { resolveOptions } from '../src/options.js';
import { planRuns } from '../src/run/gate.js';

const ALL = [
  '--scenario',
  'fallback:FORCE_FALLBACK=1',
  '--idle-ms',
  '1000',
  '--soak-ms',
  '1500',
  '--case',
  'none'
];

/** A working directory with ./config and a HOME with ~/.rc: every condition is met unless a scenario removes it. */
function productionLike(): string[] {
  const cwd = tempDir();
  writeFileSync(path.join(cwd, 'config'), 'ok\n');
  const home = tempDir();
  writeFileSync(path.join(home, '.rc'), 'ok\n');
  return ['--cwd', cwd, '--env', `HOME=${home}`];
}

function failingScenarios(report: { findings: { scenario: string; kind: string }[] }): string[] {
  return [...new Set(report.findings.map((f) => f.scenario))].sort();
}

describe('each conditional-noise fixture is caught in its own scenario and no other', () => {
  test.each([
    ['noise-when-verbose.mjs', 'verbose-env'],
    ['noise-without-config.mjs', 'no-config'],
    ['noise-without-rc.mjs', 'no-config'],
    ['noise-with-dotenv.mjs', 'env-file'],
    ['noise-when-idle.mjs', 'idle-start'],
    ['noise-user-scenario.mjs', 'fallback']
  ])('%s → only %s', async (file, scenario) => {
    const r = await gateOn(file, [...ALL, ...productionLike()]);
    expect(r.report.runs.map((x) => x.scenario).sort()).toEqual([
      'baseline',
      'env-file',
      'fallback',
      'idle-start',
      'no-config',
      'soak',
      'verbose-env'
    ]);
    expect(failingScenarios(r.report)).toEqual([scenario]);
    expect(r.report.findings.map((f) => f.kind)).toEqual(['stdout-noise']);
  });

  test('the clean fixture is clean in every scenario', async () => {
    const r = await gateOn('clean.mjs', [...ALL, ...productionLike()]);
    expect(r.report.findings).toEqual([]);
  });

  test('dotenv 17 really prints its line on stdout in env-file', async () => {
    const r = await gateOn('noise-with-dotenv.mjs', ['--scenarios', 'env-file', '--case', 'none']);
    expect(r.report.findings[0].message).toMatch(/injected env \(1\) from \.env/);
  });
});

describe('--package: the packaged artifact, not the checkout (R15)', () => {
  /** The banner package fixture as `npm pack` makes it, in a directory of its own. */
  const packBanner = (): { dest: string; tarball: string } => {
    const dest = tempDir();
    execFileSync('npm', ['pack', '--silent', '--pack-destination', dest], {
      cwd: path.join(ROOT, '__tests__/fixtures/banner-package'),
      stdio: 'pipe'
    });
    return {
      dest,
      tarball: path.join(
        dest,
        readdirSync(dest).find((f) => f.endsWith('.tgz'))!
      )
    };
  };

  test('the tarball is installed into a fresh prefix and its bin gated; the checkout alone would pass', async () => {
    const { tarball } = packBanner();
    const probe = [
      '--probe-tool',
      'record',
      '--probe-arguments',
      '{"canary":"{{canary}}"}',
      '--scenarios',
      'baseline',
      '--case',
      'none'
    ];
    const source = await gate([
      ...probe,
      '--',
      'node',
      path.join(ROOT, '__tests__/fixtures/banner-package/server.mjs')
    ]);
    expect(source.report.findings).toEqual([]);
    const packaged = await gate([...probe, '--package', tarball, '--', 'banner-server']);
    expect(packaged.code).toBe(1);
    expect(packaged.report.findings[0]).toMatchObject({ kind: 'stdout-noise', line: 1 });
    expect(packaged.report.findings[0].message).toContain("b'banner-server 1.0.0 (installed) ready\\n'");
  }, 120000);

  test("its install scripts get no credential of the runner's, and a runner file they write is put back and reported", () => {
    const { dest, tarball } = packBanner();
    const seen = path.join(dest, 'seen.json');
    const output = path.join(dest, 'github-output');
    writeFileSync(output, '');
    const env = {
      ...process.env,
      INSTALL_SEEN: seen,
      RUNNER_FILE: output,
      GITHUB_OUTPUT: output,
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-3f9a',
      NODE_AUTH_TOKEN: 'npm-token-77c1'
    };
    const out = path.join(dest, 'out');
    const r = runNode(
      [
        ...[path.join(ROOT, 'dist/cli.js'), '--out', out, '--package', tarball, ...RECORD_PROBE],
        ...['--scenarios', 'baseline', '--case', 'none', '--', 'banner-server']
      ],
      env
    );
    expect(r.code).toBe(1);
    // npm's own token stays for a private registry's dependencies; nothing else of the runner's.
    expect(JSON.parse(readFileSync(seen, 'utf8'))).toEqual({
      ACTIONS_RUNTIME_TOKEN: null,
      GITHUB_TOKEN: null,
      GITHUB_OUTPUT: null,
      NODE_AUTH_TOKEN: 'npm-token-77c1'
    });
    expect(readFileSync(output, 'utf8')).toBe('');
    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    expect(report.findings.filter((f) => f.kind === 'action-leak').map((f) => f.message)).toEqual([
      `a process wrote into the runner's GITHUB_OUTPUT file while the --package tarball was installed (its install scripts), before any server started: "result=pass\\n". No MCP client gives a server that file, and what it holds sets this step's outputs (the gate's verdict among them); it was put back as it was`
    ]);
  }, 120000);

  test('an install script that never ends is killed with its children: a configuration error, no server started', async () => {
    const { dest, tarball } = packBanner();
    const pidFile = path.join(dest, 'child.pid');
    process.env.INSTALL_HANG = pidFile;
    let r;
    try {
      r = await gate([
        '--install-timeout-ms',
        '6000',
        '--package',
        tarball,
        ...RECORD_PROBE,
        '--',
        'banner-server'
      ]);
    } finally {
      delete process.env.INSTALL_HANG;
    }
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `--package: npm install ${tarball} did not finish within --install-timeout-ms (6000 ms); it and its scripts were killed`
    );
    expect(r.err.length).toBeLessThan(5000);
    // Gone, or a zombie no one reaps (the gate killed it; its parent, killed too, never waited).
    const stat = `/proc/${readFileSync(pidFile, 'utf8')}/stat`;
    const running = () => existsSync(stat) && !/^\d+ \(.*\) [ZX]/s.test(readFileSync(stat, 'utf8'));
    expect(running()).toBe(false);
  }, 60000);

  test("a tarball npm cannot install: a configuration error with npm's own last words", async () => {
    const tarball = path.join(tempDir(), 'broken.tgz');
    writeFileSync(tarball, 'not a tarball');
    const r = await gate(['--package', tarball, '--', 'x']);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--package: npm install ${tarball} failed (exit 1): npm error`);
    expect(r.err).toContain('TAR_BAD_ARCHIVE');
  }, 60000);

  test('a missing tarball is a configuration error naming the flag', async () => {
    const r = await gate(['--package', '/nonexistent/x.tgz', '--', 'x']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--package: no such file: /nonexistent/x.tgz');
  });
});

describe('environment and redaction (R8)', () => {
  const SECRET = 'sk-live-7f3a9c1e5b2d';

  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  }

  test('a --secret-env value appears in no file the gate writes and not on its output', async () => {
    process.env.ACTIONS_RUNTIME_TOKEN = 'runner-token-must-not-leak';
    try {
      const r = await gateOn('secret-leaker.mjs', [
        '--scenarios',
        'baseline,verbose-env',
        '--case',
        'null-line',
        '--env',
        `API_KEY=${SECRET}`,
        '--env',
        'CUT=1',
        '--secret-env',
        'API_KEY'
      ]);
      expect(r.code).toBe(1);
      const files = filesUnder(r.outDir);
      expect(files.length).toBeGreaterThan(8);
      for (const file of files) expect(readFileSync(file, 'latin1')).not.toContain(SECRET);
      expect(r.out + r.err).not.toContain(SECRET);
      // Evidence bytes are masked before they are escaped: same length there too.
      expect(r.out).toContain(`b'using key ${'*'.repeat(Buffer.byteLength(SECRET))}\\n'`);
      // The transcripts hold the lines the gate saw, redacted: not taken for changed by another process.
      expect(r.report.findings.filter((f) => f.kind === 'action-leak')).toEqual([]);
      const stderr = readFileSync(path.join(r.outDir, 'transcripts/baseline/control/stderr.txt'), 'utf8');
      // Raw bytes are redacted in place, at the same length, so offsets into transcripts still hold.
      expect(stderr).toContain(`key=${'*'.repeat(Buffer.byteLength(SECRET))} runner token=absent`);
    } finally {
      delete process.env.ACTIONS_RUNTIME_TOKEN;
    }
  });

  test('a server that writes a secret into the transcripts of other runs: an act outside its sandbox, and nothing of it published', async () => {
    const r = await gateOn('tampers-with-report.mjs', [
      '--scenarios',
      'baseline',
      '--case',
      'null-line',
      '--case',
      'id-true',
      '--concurrency',
      '1',
      '--env',
      `API_KEY=${SECRET}`,
      '--secret-env',
      'API_KEY'
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['action-leak']);
    const outside = r.report.findings.filter((f) =>
      f.message.startsWith("a process wrote into the gate's report directory")
    );
    // Each run but the last had its stderr transcript written over by a later server.
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const f of outside)
      expect(f.message).toMatch(
        /transcripts\/baseline\/[a-z-]+\/stderr\.txt changed after the gate wrote it/
      );
    for (const file of filesUnder(r.outDir)) expect(readFileSync(file, 'latin1')).not.toContain(SECRET);
    const control = readFileSync(path.join(r.outDir, 'transcripts/baseline/control/stderr.txt'), 'utf8');
    expect(control).toBe(CHANGED_NOTE);
  });

  test('a server that writes over its own noise in its transcript as its run goes on: the gate publishes the line it saw', async () => {
    // Same size, and the gate's later writes move the file's change time: the finding's evidence,
    // kept in memory, is what tells.
    const r = await gateOn('forges-transcript.mjs', ['--scenarios', 'baseline', '--case', 'null-line']);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['action-leak', 'stdout-noise']);
    for (const f of r.report.findings.filter((x) => x.kind === 'action-leak'))
      expect(f.message).toMatch(
        /^a process wrote into the gate's report directory: transcripts\/baseline\/[a-z-]+\/stdout\.bin changed/
      );
    const first = readFileSync(path.join(r.outDir, 'first-bad-bytes/first-bad-bytes.bin'), 'latin1');
    expect(first).toBe('debug: a noise line\n');
    expect(readFileSync(path.join(r.outDir, 'transcripts/baseline/control/stdout.bin'), 'utf8')).toBe(
      CHANGED_NOTE
    );
  });

  test('no-config gives fresh HOME, XDG and working directories; relative paths still resolve', async () => {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'bin'));
    writeFileSync(path.join(cwd, 'bin', 'server.mjs'), `import '${fixture('noise-without-rc.mjs')}';\n`);
    const r = await gate([
      ...RECORD_PROBE,
      '--scenarios',
      'no-config',
      '--case',
      'none',
      '--cwd',
      cwd,
      '--',
      'node',
      'bin/server.mjs'
    ]);
    expect(r.report.findings.map((f) => f.kind)).toEqual(['stdout-noise']);
    expect(r.report.findings[0].message).toContain('no ~/.rc');
  });
});

describe('the soak sample', () => {
  const cases = loadCorpus([]);
  const plan = (raw: Parameters<typeof resolveOptions>[0]) =>
    planRuns(resolveOptions({ command: ['server'], ...raw }), cases)
      .filter((r) => r.case && r.scenario === 'soak')
      .map((r) => r.case!.id);

  test('one case runs under soak where the soak scenario runs and the corpus does not', () => {
    expect(plan({})).toEqual(['id-true', 'request-then-garbage-same-line']);
    expect(plan({ case: ['id-true', 'null-line'] })).toEqual(['id-true']);
    // Neither selected: the first selected case stands in.
    expect(plan({ case: ['null-line', 'empty-line'] })).toEqual(['empty-line']);
    // Every case already held under soak: no sample beside them.
    expect(plan({ 'corpus-scenarios': 'baseline,soak' })).toHaveLength(23);
    // No soak scenario, a soak of 0 ms, or no case: none.
    expect(plan({ scenarios: 'baseline' })).toEqual([]);
    expect(plan({ 'soak-ms': '0' })).toEqual([]);
    expect(plan({ case: ['none'] })).toEqual([]);
  });

  test("the soak scenario's own run is no start-up sample: its cases get a short clean start of their own", () => {
    const soak = planRuns(resolveOptions({ command: ['server'] }), cases).filter(
      (r) => r.scenario === 'soak' && !r.case
    );
    expect(
      soak.map((r) => ({ support: r.support, callless: !!r.callless, checksBarrier: !!r.checksBarrier }))
    ).toEqual([
      { support: false, callless: false, checksBarrier: false },
      { support: true, callless: false, checksBarrier: false },
      { support: true, callless: true, checksBarrier: false },
      { support: true, callless: false, checksBarrier: true }
    ]);
  });

  test('above concurrency 1 a session idle in the soak gives its slot to the next run; at 1, one server at a time', async () => {
    const most = async (concurrency: string): Promise<number> => {
      const shared = path.join(tempDir(), 'up');
      mkdirSync(shared);
      const r = await gateOn('counts-neighbours.mjs', [
        '--scenarios',
        'baseline,soak',
        '--soak-ms',
        '1500',
        '--concurrency',
        concurrency,
        '--env',
        `NEIGHBOURS=${shared}`
      ]);
      expect(r.report.findings).toEqual([]);
      // The soak's own run and the soak sample's each held their session the whole soak.
      const soaks = r.report.runs.filter((x) => x.scenario === 'soak');
      expect(soaks.map((x) => x.case)).toEqual(['control', 'id-true', 'request-then-garbage-same-line']);
      for (const x of soaks) expect(x.durationMs).toBeGreaterThanOrEqual(1500);
      const seen = readFileSync(path.join(shared, '..', 'seen'), 'utf8')
        .trim()
        .split('\n')
        .map(Number);
      expect(seen.length).toBeGreaterThanOrEqual(r.report.runs.length);
      return Math.max(...seen);
    };
    expect(await most('1')).toBe(1);
    // Two servers at work, and beside them the soaking ones (1.5 s, while cases take ~0.1 s each).
    expect(await most('2')).toBeGreaterThanOrEqual(3);
  });
});
