/** Issue 2: real fixture servers, one per stdout defect, through the real engine and CLI. */
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../src/core/report.js';
import {
  cliOn,
  fixture,
  gateOn,
  gate,
  kinds,
  RECORD_PROBE,
  REFERENCE_GATEWAY,
  FETCH_PROBE,
  runNode,
  ROOT,
  tempDir
} from './helpers.js';

const ONE = ['--scenarios', 'baseline', '--case', 'debug-line-then-request'];

describe('the stdout contract against real processes', () => {
  test('a correct server passes with zero findings', async () => {
    const r = await gateOn('clean.mjs', [...ONE]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.runs.every((run) => run.counts.executed >= 1)).toBe(true);
  });

  test('the reference gateway passes every scenario and the required corpus with zero findings', async () => {
    const r = await gate([...FETCH_PROBE, '--', 'node', REFERENCE_GATEWAY]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.stats.runs).toBeGreaterThan(20);
    expect(r.out).toMatch(
      /\n {2}2\d rejected frames, 0 acted; positive control observed in (\d+)\/\1 runs that made one\n/
    );
  });

  test.each([
    ['banner.mjs', 'stdout-noise', "b'Example MCP server v1.2.0 running on stdio\\n'"],
    ['noise-on-error.mjs', 'stdout-noise', "b'warning: could not parse input line\\n'"],
    ['noise-after-eof.mjs', 'stdout-noise', "b'shutting down, bye\\n'"],
    ['last-frame-no-newline.mjs', 'stdout-partial-frame', 'no trailing \\n'],
    ['unsolicited-response.mjs', 'stdout-unexpected-response', 'which the gate never sent'],
    ['duplicated-response.mjs', 'stdout-unexpected-response', 'a duplicate response to id'],
    ['response-without-jsonrpc.mjs', 'stdout-not-jsonrpc', 'no "jsonrpc": "2.0" member'],
    ['reply-to-notification.mjs', 'stdout-unexpected-response', 'a reply to a notification']
  ])('%s → %s', async (file, kind, text) => {
    const r = await gateOn(file, [...ONE]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toContain(kind);
    expect(r.report.findings.find((f) => f.kind === kind)!.message).toContain(text);
    expect(r.out).toContain('first offending stdout bytes');
  });

  test('stderr folded into stdout by a wrapper → stdout-noise carrying the log line', async () => {
    const r = await gate([...RECORD_PROBE, ...ONE, '--', fixture('stderr-folded.sh')]);
    expect(r.code).toBe(1);
    expect(r.report.findings[0]).toMatchObject({ kind: 'stdout-noise', line: 1, offset: 0 });
    expect(r.report.findings[0].hex).toBe(
      '00000000  5b 66 69 78 74 75 72 65  5d 20 72 65 61 64 79 0a  |[fixture] ready.|'
    );
    expect(Buffer.from(r.report.findings[0].bytesBase64!, 'base64').toString()).toBe('[fixture] ready\n');
  });

  test("only the report's first offending bytes are held in full: 16 KiB from the transcript, 512 bytes for the others", async () => {
    const r = await gateOn('flood-1mib-lines.mjs', ['--scenarios', 'baseline', '--case', 'id-true']);
    const noise = r.report.findings.filter((f) => f.kind === 'stdout-noise');
    const sizes = noise.map((f) => Buffer.from(f.bytesBase64!, 'base64').length);
    expect(sizes[0]).toBe(16 * 1024);
    // Each run's first finding too, not only the later ones: none but the report's first is large.
    expect(new Set(noise.map((f) => f.case))).toEqual(new Set(['control', 'id-true']));
    expect(sizes.slice(1).every((n) => n === 512)).toBe(true);
    // The bytes are the transcript's, where the finding says they are.
    const first = noise[0];
    const run = path.join(r.outDir, 'transcripts', first.scenario, first.case, 'stdout.bin');
    expect(Buffer.from(first.bytesBase64!, 'base64')).toEqual(
      readFileSync(run).subarray(first.offset!, first.offset! + 16 * 1024)
    );
  });

  test('the failing run keeps its transcript, stderr apart, and the first bad bytes exactly', async () => {
    const r = await gateOn('banner.mjs', ['--scenarios', 'baseline', '--case', 'none']);
    const dir = path.join(r.outDir, 'transcripts', 'baseline', 'control');
    expect(readFileSync(path.join(dir, 'stdout.bin'), 'utf8')).toMatch(
      /^Example MCP server v1.2.0 running on stdio\n\{"jsonrpc"/
    );
    expect(readFileSync(path.join(dir, 'stderr.txt'), 'utf8')).toBe('[fixture] ready\n');
    expect(readFileSync(path.join(r.outDir, 'first-bad-bytes', 'first-bad-bytes.bin'), 'utf8')).toBe(
      'Example MCP server v1.2.0 running on stdio\n'
    );
    expect(readFileSync(path.join(r.outDir, 'stderr', 'baseline--control.txt'), 'utf8')).toBe(
      '[fixture] ready\n'
    );
    const first = JSON.parse(
      readFileSync(path.join(r.outDir, 'first-bad-bytes', 'first-bad-bytes.json'), 'utf8')
    );
    expect(first).toMatchObject({
      kind: 'stdout-noise',
      scenario: 'baseline',
      case: 'control',
      line: 1,
      offset: 0
    });
    expect(first.launchCommand).toEqual(['node', fixture('banner.mjs')]);
    // One reproduce command per finding, the same as the terminal's for the one it shows.
    const terminal = /\nreproduce: (.*)\n/.exec(r.out)![1];
    expect(first.reproduce).toBe(terminal);
    const onDisk = JSON.parse(readFileSync(path.join(r.outDir, 'report.json'), 'utf8')) as Report;
    for (const f of onDisk.findings)
      expect(f.reproduce).toContain(`--case ${f.case === 'control' ? 'none' : f.case}`);
    expect(onDisk.findings.find((f) => f.case === 'control')!.reproduce).toBe(terminal);
  });

  test('a crash after noise: stdout is still judged (R7) and the exit signal reported', async () => {
    const r = await gateOn('crash-after-noise.mjs', ['--scenarios', 'baseline', '--case', 'none']);
    expect(r.code).toBe(1);
    expect(r.report.findings[0]).toMatchObject({ kind: 'stdout-noise', line: 2 });
    expect(r.report.runs[0].exit.signal).toBe('SIGABRT');
  });

  test.each([
    ['process.exit(3)', 'exit code 3'],
    ["process.kill(process.pid, 'SIGSEGV')", 'killed by SIGSEGV']
  ])(
    'a server that ends before it answers initialize (%s): the finding says how it ended, and what its stderr says',
    async (end, how) => {
      // What a start that fails prints: the error, its stack, the runtime's banner last; and a
      // secret of --secret-env, which the finding shows masked as the transcript is (a mask as long).
      const script =
        `process.stderr.write('Error: cannot start: no config for token ' + process.env.API_KEY + '\\n` +
        `    at main (/srv/gateway.js:1:1)\\n\\nNode.js v20\\n'); ${end}`;
      const r = await gate([
        ...['--env', 'API_KEY=sk-live-5ecret', '--secret-env', 'API_KEY'],
        ...['--scenarios', 'baseline', '--case', 'none', '--', 'node', '-e', script]
      ]);
      expect(r.code).toBe(1);
      expect(r.report.findings.map((f) => [f.kind, f.message])).toEqual([
        [
          'handshake-failed',
          `initialize failed: no response to initialize: the server ended first (${how}); its stderr: "Error: cannot start: no config for token ${'*'.repeat(14)}"`
        ]
      ]);
    }
  );

  test('a server that ends before it answers initialize and says nothing: the finding says so', async () => {
    const r = await gate([
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--',
      'node',
      '-e',
      'process.exit(3)'
    ]);
    expect(r.report.findings.map((f) => f.message)).toEqual([
      'initialize failed: no response to initialize: the server ended first (exit code 3), nothing on its stderr'
    ]);
  });

  test('a server that never answers → timeout, bounded by --timeout-ms', async () => {
    const started = Date.now();
    const r = await gate([
      '--timeout-ms',
      '800',
      ...RECORD_PROBE,
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--',
      'node',
      fixture('silent.mjs')
    ]);
    expect(kinds(r.report)).toEqual(['timeout']);
    // Where it was stuck, so that a maintainer need not guess.
    expect(r.report.findings[0].message).toBe(
      "the run did not finish within 800 ms (waiting for its answer to initialize, id 90001); the server's process group was killed"
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test.each(['silent.mjs', 'stuck-on-list.mjs', 'stuck-on-call.mjs'])(
    '%s, stuck before its clean starts reach the barrier: its cases are not started, each would wait as long',
    async (server) => {
      const r = await gate([
        '--timeout-ms',
        '800',
        ...RECORD_PROBE,
        '--scenarios',
        'baseline',
        '--case',
        'empty-line',
        '--case',
        'null-line',
        '--',
        'node',
        fixture(server)
      ]);
      expect(r.code).toBe(1);
      expect(kinds(r.report)).toEqual(['timeout']);
      const awaited = {
        'silent.mjs': 'initialize, id 90001',
        'stuck-on-list.mjs': 'tools/list, id 90002',
        'stuck-on-call.mjs': 'the control call (tools/call record), id 90003'
      }[server];
      expect(r.report.findings[0].message).toContain(`(waiting for its answer to ${awaited})`);
      // Only the clean starts ran (the first is reported): no case, and the start after them neither.
      expect(r.report.runs.map((x) => x.case)).toEqual(['control']);
      expect(r.report.stats.runs + (r.report.stats.unreportedRuns ?? 0)).toBe(2);
      expect(r.report.warnings).toContain(
        'scenario "baseline": its clean starts that open the session as its cases do ran to --timeout-ms (800 ms) before the ping that comes right before a case\'s frames was answered, so its 2 case runs were not started (each would have waited as long, and none could reach its frames); if the server starts or answers that slowly, raise --timeout-ms'
      );
    }
  );

  test('megabytes of server text (its version, its errors): the gate finishes, its log and report stay small', () => {
    const r = cliOn('big-texts.mjs', ['--scenarios', 'baseline', '--case', 'empty-line']);
    expect(r.code).toBe(1);
    expect(r.stdout.length + r.stderr.length).toBeLessThan(64 * 1024);
    expect(r.stdout).toContain(`(server chose ${'V'.repeat(100)}… (1499900 more characters))`);
    expect(kinds(r.report)).toEqual(['control-failed', 'stdout-not-mcp']);
    expect(JSON.stringify(r.report).length).toBeLessThan(128 * 1024);
    // A probe tool it does not list: the usage error names the tools it offers, each cut short.
    const unlisted = runNode([
      'dist/cli.js',
      '--out',
      tempDir(),
      '--probe-tool',
      'nosuch',
      '--probe-arguments',
      '{"c":"{{canary}}"}',
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--',
      'node',
      fixture('big-texts.mjs')
    ]);
    expect(unlisted.code).toBe(2);
    expect(unlisted.stderr).toContain(
      `(tools/list offers: record, ${'T'.repeat(100)}… (1499900 more characters))`
    );
    expect(unlisted.stderr.length).toBeLessThan(64 * 1024);
  });

  test("a probe tool's inputSchema whose pattern backtracks for years: the check is stopped, said, and the gate goes on", () => {
    const r = cliOn('backtracking-schema.mjs', ['--scenarios', 'baseline', '--case', 'empty-line']);
    expect(r.code).toBe(0);
    expect(r.report.warnings).toContain(
      'the probe arguments were not checked against the inputSchema of "record": its validation ran past 1000 ms (a regular expression of its that backtracks), and was stopped'
    );
  });

  test('stuck before the barrier, sharded: no shard passes, the one that does not report the start runs its cases', async () => {
    // baseline/control falls in shard 1 of 2, empty-line and null-line in shard 2, id-null in shard 1.
    const args = [
      '--timeout-ms',
      '800',
      ...RECORD_PROBE,
      '--scenarios',
      'baseline',
      '--case',
      'empty-line',
      '--case',
      'null-line',
      '--case',
      'id-null',
      '--',
      'node',
      fixture('silent.mjs')
    ];
    const one = await gate(['--shard', '1/2', ...args]);
    const two = await gate(['--shard', '2/2', ...args]);
    expect(one.report.runs.map((x) => x.case)).toEqual(['control']);
    expect(two.report.runs.map((x) => x.case).sort()).toEqual(['empty-line', 'null-line']);
    for (const shard of [one, two]) {
      expect(shard.code).toBe(1);
      expect(kinds(shard.report)).toEqual(['timeout']);
    }
  });

  test('a server whose clean starts time out only while it is made to exit: its cases still run, their frames judged', async () => {
    // EOF, then 2 s before SIGTERM: a run of 1.5 s ends past its barrier, on the timeout.
    const r = await gate([
      '--timeout-ms',
      '1500',
      ...RECORD_PROBE,
      '--scenarios',
      'baseline',
      '--case',
      'empty-line',
      '--',
      'node',
      fixture('never-exits.mjs')
    ]);
    expect(r.report.findings.filter((f) => f.case === 'control').map((f) => f.kind)).toContain('timeout');
    expect(r.report.runs.map((x) => x.case).sort()).toEqual(['control', 'empty-line']);
    expect(r.report.runs.find((x) => x.case === 'empty-line')!.rejections).toHaveLength(1);
  });

  test('100 large tool schemas, new at every start: read against their meta-schema, not compiled; the runs stay short', async () => {
    const r = cliOn('many-large-schemas.mjs', [
      '--timeout-ms',
      '5000',
      '--scenarios',
      'baseline',
      '--case',
      'empty-line'
    ]);
    expect([r.code, r.report.findings]).toEqual([0, []]);
    // The probe tool's own schema past what the gate compiles: its arguments unchecked, and said.
    const big = await gateOn('many-large-schemas.mjs', [
      '--env',
      'BIG_PROBE=1',
      '--scenarios',
      'baseline',
      '--case',
      'none'
    ]);
    expect(big.report.findings).toEqual([]);
    expect(big.report.warnings.join('\n')).toMatch(
      /the probe arguments were not checked against the inputSchema of "record": it has \d+ characters, past the 262144 the gate compiles/
    );
  });

  test('a second run into the same --out leaves no file of the first behind', async () => {
    const { existsSync: exists } = await import('node:fs');
    const failing = await gateOn('banner.mjs', ['--scenarios', 'baseline', '--case', 'none']);
    expect(exists(path.join(failing.outDir, 'first-bad-bytes', 'first-bad-bytes.bin'))).toBe(true);
    const { runCli } = await import('../src/cli/main.js');
    const io = { out: () => undefined, err: () => undefined, isTTY: false };
    const args = ['--out', failing.outDir, ...RECORD_PROBE, '--scenarios', 'baseline', '--case', 'none'];
    expect(await runCli([...args, '--', 'node', fixture('clean.mjs')], io)).toBe(0);
    expect(exists(path.join(failing.outDir, 'first-bad-bytes'))).toBe(false);
    expect(exists(path.join(failing.outDir, 'stderr'))).toBe(false);
  });

  test('a command that cannot start → a configuration error naming it and PATH, exit 2, no run', async () => {
    const r = await gate([
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--',
      'no-such-mcp-server-binary',
      '--flag'
    ]);
    expect(r.code).toBe(2);
    expect(r.report).toBeUndefined();
    expect(r.err).toBe(
      `mcp-stdio-gate: the command "no-such-mcp-server-binary" cannot start: not found on PATH (${process.env.PATH})\n`
    );
  });

  test('a file that is not executable → a configuration error naming the path, exit 2', async () => {
    const r = await gate(['--scenarios', 'baseline', '--case', 'none', '--', fixture('clean.mjs')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`no executable file at ${fixture('clean.mjs')}`);
    expect(r.err).not.toContain('not exercised');
  });
});

describe('bounded under hostile servers (spawned dist/cli.js)', () => {
  const run = (file: string, extra: string[] = []) => {
    const out = tempDir();
    const started = Date.now();
    const r = runNode([
      'dist/cli.js',
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--timeout-ms',
      '8000',
      '--out',
      out,
      ...extra,
      '--',
      'node',
      fixture(file)
    ]);
    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8'));
    return { ...r, report, ms: Date.now() - started };
  };

  test('an endless line → output-limit at the capture cap (peak RSS: npm run bench)', () => {
    const r = run('endless-line.mjs');
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f: { kind: string }) => f.kind)).toContain('output-limit');
  });

  test('a flood of valid notifications → output-limit, capture stops at the cap', () => {
    const r = run('flood.mjs', RECORD_PROBE);
    expect(r.report.findings.map((f: { kind: string }) => f.kind)).toEqual(['output-limit']);
    expect(r.report.runs[0].stdoutBytes).toBe(8 * 1024 * 1024);
  });

  test('a flood on stderr → output-limit naming stderr; stdout stays clean', () => {
    const r = run('stderr-flood.mjs', [...RECORD_PROBE, '--capture-cap', '1048576']);
    expect(
      r.report.findings.map((f: { kind: string; message: string }) => [f.kind, f.message.split(' ')[0]])
    ).toContainEqual(['output-limit', 'stderr']);
    expect(r.report.findings.filter((f: { kind: string }) => f.kind.startsWith('stdout-'))).toEqual([]);
    expect(r.report.runs[0].stderrBytes).toBe(1048576);
  });

  test("a server's error to the control keeps 300 characters of its message in the finding, one line, saying how many more", () => {
    const r = run('workflow-commands.mjs', [...RECORD_PROBE, '--env', 'HOSTILE_CONTROL=long']);
    const failed = r.report.findings.find((f: { kind: string }) => f.kind === 'control-failed');
    expect(failed.message).toMatch(
      / \(error -32000: upstream refused\\r::error title=x::pwned.*… \(\d+ more characters\)\)$/
    );
    expect(failed.message.length).toBeLessThan(600);
    const line = r.stdout.split('\n').find((l) => l.includes('[control-failed]'))!;
    expect(line.length).toBeLessThan(700);
  });

  test('a server that ignores EOF and SIGTERM is killed within the grace periods, clean verdict', () => {
    const r = run('never-exits.mjs', RECORD_PROBE);
    expect(r.code).toBe(0);
    expect(r.report.runs[0].exit.signal).toBe('SIGKILL');
    expect(r.ms).toBeLessThan(8000);
  });

  test('an interrupted gate (SIGINT) leaves no server behind', async () => {
    const marker = `marker-${process.pid}-${Date.now()}`;
    const { spawn, execFileSync } = await import('node:child_process');
    const alive = () =>
      execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes(marker) && !l.includes('dist/cli.js'));
    const cli = spawn(
      process.execPath,
      [
        'dist/cli.js',
        '--scenarios',
        'baseline,verbose-env',
        '--case',
        'none',
        '--out',
        tempDir(),
        '--',
        'node',
        fixture('silent.mjs'),
        marker
      ],
      { cwd: ROOT }
    );
    let stderr = '';
    cli.stderr.on('data', (c) => (stderr += c));
    for (let i = 0; i < 100 && alive().length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toHaveLength(2);
    const code = await new Promise((resolve) => {
      cli.on('exit', resolve);
      cli.kill('SIGINT');
    });
    expect(code).toBe(130);
    expect(stderr).toContain('SIGINT, every server process killed');
    for (let i = 0; i < 40 && alive().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toEqual([]);
  });

  test('a grandchild holding stdout open neither holds the gate nor survives it: orphan-process', () => {
    const pidFile = path.join(tempDir(), 'pid');
    const out = tempDir();
    const started = Date.now();
    const r = runNode(
      [
        'dist/cli.js',
        ...RECORD_PROBE,
        '--scenarios',
        'baseline',
        '--case',
        'none',
        '--out',
        out,
        '--env',
        `GRANDCHILD_PID_FILE=${pidFile}`,
        '--',
        'node',
        fixture('grandchild-holds-stdout.mjs')
      ],
      process.env,
      ROOT
    );
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8'));
    expect([...new Set(report.findings.map((f: { kind: string }) => f.kind))]).toEqual(['orphan-process']);
    expect(report.findings[0].message).toMatch(
      /^a process the server started was still alive after the server was gone \(pid \d+: sleep 300\)/
    );
    expect(Date.now() - started).toBeLessThan(8000);
    expect(existsSync(pidFile)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    // Gone, or a zombie waiting for init to reap it: either way no longer running.
    const state = existsSync(`/proc/${pid}/stat`)
      ? readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]
      : 'gone';
    expect(['gone', 'Z', 'X']).toContain(state);
  });
});

describe('output as exact as input (issue 11)', () => {
  test.each([
    ['escaped-duplicate', 'a duplicate key "result"'],
    ['float-id', '.0 (JSON.parse reads'],
    ['lone-surrogate', 'a lone surrogate']
  ])('a server answering the probe call with %s is stdout-not-jsonrpc', async (form, what) => {
    const r = await gateOn('inexact-output.mjs', [
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--env',
      `INEXACT=${form}`
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toContain('stdout-not-jsonrpc');
    expect(r.report.findings.find((f) => f.kind === 'stdout-not-jsonrpc')!.message).toContain(what);
  });
});

/** The not-mcp fixture in one of its forms, scenario run only. */
const notMcp = (form: string, ...flags: string[]) =>
  gateOn('not-mcp.mjs', ['--scenarios', 'baseline', '--case', 'none', '--env', `NOT_MCP=${form}`, ...flags]);

describe('the conversation of a real client (issue 11)', () => {
  test.each([
    ['list-without-jsonrpc', 'stdout-not-jsonrpc', 'no "jsonrpc": "2.0" member'],
    ['list-twice', 'stdout-unexpected-response', ''],
    ['content-string', 'stdout-not-mcp', 'the tools/call result: /content must be array (type)'],
    ['no-server-info', 'stdout-not-mcp', 'the initialize result: /serverInfo is required (required)'],
    [
      'tool-without-schema',
      'stdout-not-mcp',
      'the tools/list result: /tools/0/inputSchema is required (required)'
    ],
    [
      'log-without-logging',
      'stdout-not-mcp',
      "notifications/message, but the server's initialize result declares no `logging` capability"
    ],
    [
      'sampling',
      'stdout-not-mcp',
      'a sampling/createMessage request, but the gate declared no `sampling` client capability'
    ],
    [
      'unknown-version',
      'stdout-not-mcp',
      'protocolVersion "1999-01-01" is neither the requested 2025-11-25 nor a version the gate knows'
    ],
    [
      'log-bad-level',
      'stdout-not-mcp',
      'notifications/message: at JSON pointer /params/level: must be one of debug, info, notice, warning, error, critical, alert, emergency'
    ],
    [
      'progress-unasked',
      'stdout-not-mcp',
      'notifications/progress, but the gate sent no progressToken, and progress may only reference a token of an active request'
    ],
    [
      'cancelled-no-id@2025-06-18',
      'stdout-not-mcp',
      'notifications/cancelled: at JSON pointer /params: required member "requestId" is missing'
    ],
    [
      'elicitation-complete@2025-06-18',
      'stdout-not-mcp',
      'notifications/elicitation/complete does not exist in protocol 2025-06-18 (it came in 2025-11-25)'
    ],
    [
      'elicitation-complete',
      'stdout-not-mcp',
      'notifications/elicitation/complete, but the gate declared no elicitation capability'
    ],
    [
      'deep-input-schema',
      'stdout-not-mcp',
      'the inputSchema of tool "record" is not a valid JSON Schema (nested deeper than 200 levels: the gate does not judge it'
    ]
  ])('%s → %s', async (spec, kind, what) => {
    const [form, version] = spec.split('@');
    const r = await notMcp(form, ...(version ? ['--protocol-version', version] : []));
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toContain(kind);
    expect(r.report.findings.find((f) => f.kind === kind)!.message).toContain(what);
  });

  test('a listing of 20,000 tools: judged, the probe tool found and checked wherever it is, a short message', async () => {
    const many = ['--scenarios', 'baseline', '--case', 'null-line'];
    expect((await gateOn('many-tools.mjs', many)).report.findings).toEqual([]);
    // Last in the listing, the probe tool's own schema is still compiled: it refuses the arguments.
    const last = await gateOn('many-tools.mjs', [...many, '--env', 'PROBE_LAST=1']);
    expect(last.code).toBe(2);
    expect(last.err).toContain(
      "the inputSchema of record refuses them (placeholders expanded) at JSON pointer /: must have required property 'note'"
    );
    const unlisted = await gate([
      '--probe-tool',
      'nope',
      '--probe-arguments',
      '{"canary":"{{canary}}"}',
      '--scenarios',
      'baseline',
      '--case',
      'none',
      '--',
      'node',
      fixture('many-tools.mjs')
    ]);
    expect(unlisted.code).toBe(2);
    expect(unlisted.err).toContain('(tools/list offers: record, t0, t1,');
    expect(unlisted.err).toContain(', … and 19971 more)');
    expect(unlisted.err.length).toBeLessThan(1000);
  });

  test('initialize answered with its id as a string: unexpected response and a failed handshake, at once (no timeout)', async () => {
    const r = await notMcp('init-id-as-string');
    expect(kinds(r.report)).toEqual(['handshake-failed', 'stdout-unexpected-response']);
  });

  test('methods named like members of every object (constructor, __proto__) are no capability and no crash', async () => {
    const r = await gateOn('proto-methods.mjs', ['--scenarios', 'baseline', '--case', 'null-line']);
    expect([r.code, r.report.result, r.report.findings]).toEqual([0, 'pass', []]);
  });

  test('the same notifications are MCP where the version and the session allow them', async () => {
    // From 2025-11-25 on, requestId may be absent (tasks are cancelled with tasks/cancel).
    const cancelled = await notMcp('cancelled-no-id');
    expect(cancelled.report.findings).toEqual([]);
    const logs = await notMcp('logging-declared');
    expect(logs.report.findings).toEqual([]);
  });

  test('an inputSchema that is no JSON Schema is stdout-not-mcp; probe arguments it refuses are exit 2 naming the pointer', async () => {
    const bad = await notMcp('bad-input-schema');
    expect(kinds(bad.report)).toEqual(['stdout-not-mcp']);
    expect(bad.report.findings[0].message).toContain(
      'the inputSchema of tool "record" is not a valid JSON Schema'
    );
    const strict = await notMcp('strict-args');
    expect(strict.code).toBe(2);
    expect(strict.err).toContain(
      "--probe-arguments: the inputSchema of record refuses them (placeholders expanded) at JSON pointer /: must have required property 'note'"
    );
    // The schema's words are the server's: on one line, a workflow command in them escaped.
    const pattern = await notMcp('pattern-newline');
    expect(pattern.code).toBe(2);
    expect(pattern.err).toContain('at JSON pointer /canary: must match pattern "^x\\n::error::INJECTED"');
    expect(pattern.err).not.toMatch(/^\W*::/m);
  });

  test('a log flood without the capability is one finding per run; with it declared, none', async () => {
    const bad = await notMcp('log-without-logging');
    expect(bad.report.findings.filter((f) => f.kind === 'stdout-not-mcp')).toHaveLength(1);
    const good = await notMcp('logging-declared');
    expect(good.report.findings).toEqual([]);
    expect(good.report.gate.negotiatedVersion).toBe('2025-11-25');
  });

  test('a correct server is listed, called and passes with zero findings', async () => {
    const r = await notMcp('none');
    expect(r.report.findings).toEqual([]);
    expect(readFileSync(path.join(r.outDir, 'transcripts/baseline/control/stdin.bin'), 'utf8')).toMatch(
      /"method":"notifications\/initialized"}\n\{"jsonrpc":"2.0","id":\d+,"method":"tools\/list"/
    );
  });
});
