/**
 * Issue 5: `node dist/index.js` run the way the runner runs it (INPUT_* variables, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY, RUNNER_TEMP), with the real @actions/artifact client uploading to a loopback fake.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  constants,
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync
} from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { NODE24, NODE24_VERSION } from '../scripts/node24.mjs';
import { readActionInputs } from '../scripts/action-inputs.mjs';
import yaml from 'js-yaml';
import MarkdownIt from 'markdown-it';
import { FakeResultsService } from './fake-results-service.js';
import type { Report } from '../src/core/report.js';
import {
  bytesOfHexDump,
  fixture,
  kinds,
  RECORD_PROBE,
  ROOT,
  runNode,
  secretForms,
  tempDir
} from './helpers.js';

const ACTION_INPUTS = readActionInputs(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'));
const service = new FakeResultsService();
beforeAll(() => service.start());
afterAll(() => service.stop());

interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** What the GITHUB_ENV file holds after the step (the gate writes nothing there). */
  envFile: string;
  temp: string;
}

/** Parses the GITHUB_OUTPUT file (`name<<delimiter` blocks). */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    while (lines[++i] !== m[2]) value.push(lines[i]);
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}

/** `report` as report.json in an artifact named `name` of the fake service's workflow run, as another process would upload it. */
async function uploadReport(name: string, report: Report): Promise<void> {
  const dir = tempDir('gate-uploaded-report-');
  writeFileSync(path.join(dir, 'report.json'), JSON.stringify(report));
  const { DefaultArtifactClient } = await import('@actions/artifact');
  process.env.ACTIONS_RUNTIME_TOKEN = FakeResultsService.token();
  process.env.ACTIONS_RESULTS_URL = service.url;
  await new DefaultArtifactClient().uploadArtifact(name, [path.join(dir, 'report.json')], dir);
}

async function runAction(
  inputs: Record<string, string>,
  runner = true,
  node = process.execPath
): Promise<ActionRun> {
  const temp = tempDir('gate-action-');
  const outputFile = path.join(temp, 'output');
  const summaryFile = path.join(temp, 'summary');
  const envFile = path.join(temp, 'env');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(envFile, '');
  const env: NodeJS.ProcessEnv = {
    // The `node` of the step's command is the one running the Action, as on a runner.
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    HOME: process.env.HOME,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ENV: envFile,
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: ROOT,
    GITHUB_REPOSITORY: 'octo/gateway',
    GITHUB_RUN_ID: '77',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKFLOW_REF: 'octo/gateway/.github/workflows/release.yml@refs/heads/main',
    ...(runner ? { ACTIONS_RUNTIME_TOKEN: FakeResultsService.token(), ACTIONS_RESULTS_URL: service.url } : {})
  };
  // Like the runner: every input not given gets its action.yml default.
  for (const input of ACTION_INPUTS)
    if (input.default !== undefined) env[`INPUT_${input.name.toUpperCase()}`] = input.default;
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  // The runner reads a step's stdout from a pipe, which any process of the user can open through
  // /proc/<pid>/fd/1 (Node's own 'pipe' is a socket pair, which cannot be opened so).
  const fifo = path.join(temp, 'stdout');
  execFileSync('mkfifo', [fifo]);
  // Opening one end of a FIFO waits for the other: a reader that does not wait comes first.
  const opener = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, 'w');
  const reader = createReadStream(fifo, { encoding: 'utf8' });
  reader.once('open', () => closeSync(opener));
  const child = spawn(node, [path.join(ROOT, 'dist/index.js')], {
    env,
    cwd: ROOT,
    stdio: ['ignore', writer, 'pipe']
  });
  closeSync(writer);
  let stdout = '';
  let stderr = '';
  reader.on('data', (c) => (stdout += c));
  child.stderr!.setEncoding('utf8').on('data', (c) => (stderr += c));
  // Done once the Action has exited and every writer of its stdout is gone.
  const [closed] = await Promise.all([once(child, 'close'), once(reader, 'close')]);
  return {
    code: closed[0] as number | null,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    envFile: readFileSync(envFile, 'utf8'),
    temp
  };
}

/**
 * The workflow commands the runner would carry out from one stream of a step's log, in the order
 * its ActionCommandManager reads them: lines end at \r, \n or \r\n; a command is `::name …` at a
 * line's start (after Unicode whitespace) or `##[name …` anywhere; `::stop-commands::T` lets no
 * command through until `::T::`.
 */
function commandsRun(log: string): string[] {
  const run: string[] = [];
  let token: string | undefined;
  for (const line of log.split(/\r\n|\r|\n/)) {
    const t = line.replace(/^[\s\u0085]+/, '');
    const name = /^::([^\s:]+)/.exec(t)?.[1] ?? /##\[([^\s\]]+)/.exec(line)?.[1];
    if (name === undefined) continue;
    if (token !== undefined) {
      if (name.toLowerCase() === token.toLowerCase()) token = undefined;
    } else if (name === 'stop-commands') token = t.slice('::stop-commands::'.length);
    else run.push(t);
  }
  return run;
}

function unzip(zip: Buffer): Map<string, Buffer> {
  const dir = tempDir('gate-unzip-');
  writeFileSync(path.join(dir, 'a.zip'), zip);
  mkdirSync(path.join(dir, 'x'));
  execFileSync('unzip', ['-q', path.join(dir, 'a.zip'), '-d', path.join(dir, 'x')]);
  const listing = execFileSync('unzip', ['-Z1', path.join(dir, 'a.zip')], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return new Map(
    listing.filter((f) => !f.endsWith('/')).map((f) => [f, readFileSync(path.join(dir, 'x', f))])
  );
}

/**
 * The summary, rendered the way GitHub renders it (CommonMark with HTML), holds one HTML block and
 * nothing parsed as Markdown; its tags are the gate's own, and no attribute carries server text.
 */
function expectNoMarkdownFromServer(summary: string): void {
  const md = new MarkdownIt({ html: true, linkify: true });
  const tokens = md.parse(summary, {});
  expect(tokens.filter((t) => t.type !== 'html_block').map((t) => t.type)).toEqual([]);
  const tags = [...summary.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)];
  for (const [, name, attributes] of tags) {
    expect(['h2', 'h3', 'p', 'b', 'br', 'code', 'pre', 'table', 'tr', 'th', 'td', 'ul', 'li', 'a']).toContain(
      name
    );
    expect(attributes).not.toMatch(/evil\.example/);
  }
  const html = md.render(summary);
  expect(html).not.toMatch(/<img|<a [^>]*evil|<h[1-6]>[^<]*mcp-stdio-gate: pass<\/h[1-6]>[\s\S]*<h[1-6]>/);
}

const PROBE = {
  'probe-tool': 'record',
  'probe-arguments': '{"canary":"{{canary}}"}',
  scenarios: 'baseline',
  case: 'debug-line-then-request'
};

describe('the Action, run as the runner runs it', () => {
  test('a server with a start-up banner: step fails, summary with bytes and reproduce command, three artifacts', async () => {
    const before = service.artifacts.length;
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('banner.mjs')}`,
      'artifact-prefix': 'gate',
      'retention-days': '7'
    });
    expect(r.code).toBe(1);
    expect(r.outputs.result).toBe('fail');
    expect(Number(r.outputs.findings)).toBeGreaterThan(0);
    expect(r.outputs.report).toBe(path.join(r.temp, 'mcp-stdio-gate', 'report.json'));
    expect(r.stdout).toContain(
      '::error title=mcp-stdio-gate stdout-noise (baseline × control),file=.github/workflows/release.yml::'
    );
    expect(r.summary).toContain('❌ mcp-stdio-gate: fail');
    expect(r.summary).toContain('b&#39;Example MCP server v1.2.0 running on stdio\\n&#39;');
    expect(r.summary).toContain('00000000  45 78 61 6d 70 6c 65 20');
    expect(r.summary).toContain('node dist/cli.js --probe-tool record');
    expect(r.summary).toContain('--case none');
    const uploaded = service.artifacts.slice(before);
    expect(uploaded.map((a) => a.name)).toEqual(['gate-first-bad-bytes', 'gate-stderr', 'gate-report']);
    expect(uploaded.map((a) => [a.finalized, !!a.retention])).toEqual([
      [true, true],
      [true, true],
      [true, true]
    ]);
    expect(r.outputs['first-bad-bytes-artifact-id']).toBe(String(uploaded[0].id));
    expect(r.outputs['report-artifact-url']).toBe(
      `https://github.com/octo/gateway/actions/runs/77/artifacts/${uploaded[2].id}`
    );
    expect(r.summary).toContain(
      `https://github.com/octo/gateway/actions/runs/77/artifacts/${uploaded[0].id}`
    );

    const first = unzip(uploaded[0].zip!);
    expect(first.get('first-bad-bytes/first-bad-bytes.bin')!.toString('utf8')).toBe(
      'Example MCP server v1.2.0 running on stdio\n'
    );
    expect(first.get('first-bad-bytes/first-bad-bytes.hex.txt')!.toString()).toContain('|Example MCP serv|');
    const meta = JSON.parse(first.get('first-bad-bytes/first-bad-bytes.json')!.toString());
    expect(meta).toMatchObject({
      scenario: 'baseline',
      case: 'control',
      line: 1,
      offset: 0,
      launchCommand: ['node', fixture('banner.mjs')]
    });
    const stderr = unzip(uploaded[1].zip!);
    expect([...stderr.keys()].sort()).toEqual([
      'stderr/baseline--control.txt',
      'stderr/baseline--debug-line-then-request.txt'
    ]);
    expect(stderr.get('stderr/baseline--control.txt')!.toString()).toBe('[fixture] ready\n');
    const report = unzip(uploaded[2].zip!);
    expect(JSON.parse(report.get('report.json')!.toString()).result).toBe('fail');
    expect(report.get('junit.xml')!.toString()).toContain(
      '<testcase classname="baseline" name="baseline × control"'
    );
    expect(report.get('transcripts/baseline/control/stdout.bin')!.toString()).toMatch(/^Example MCP server/);
  });

  test('the suite runs on the machine’s Node: no dependency puts a `node` of its own first on the PATH of npm scripts', () => {
    expect(existsSync(path.join(ROOT, 'node_modules', '.bin', 'node'))).toBe(false);
  });

  // action.yml declares node24; the tests themselves run on the machine's Node (20, the floor).
  test('on Node 24, the runtime action.yml declares: a failing server fails with its artifacts, a clean one passes', async () => {
    const node24 = NODE24;
    expect(execFileSync(node24, ['--version'], { encoding: 'utf8' })).toBe(`v${NODE24_VERSION}\n`);
    const before = service.artifacts.length;
    const bad = await runAction({ ...PROBE, command: `node ${fixture('banner.mjs')}` }, true, node24);
    expect([bad.code, bad.outputs.result]).toEqual([1, 'fail']);
    expect(service.artifacts.slice(before).map((a) => [a.name, a.finalized])).toEqual([
      ['mcp-stdio-gate-first-bad-bytes', true],
      ['mcp-stdio-gate-stderr', true],
      ['mcp-stdio-gate-report', true]
    ]);
    const good = await runAction({ ...PROBE, command: `node ${fixture('clean.mjs')}` }, true, node24);
    expect([good.code, good.outputs.result, good.outputs.findings]).toEqual([0, 'pass', '0']);
    expect(good.stderr).not.toMatch(/ExperimentalWarning|DeprecationWarning/);
  });

  test('a clean server: step passes, no artifact uploaded under on-failure', async () => {
    const before = service.artifacts.length;
    const r = await runAction({ ...PROBE, command: `node ${fixture('clean.mjs')}` });
    expect(r.code).toBe(0);
    expect(r.outputs.result).toBe('pass');
    expect(r.outputs.findings).toBe('0');
    expect(service.artifacts.length).toBe(before);
    expect(r.summary).toContain('✅ mcp-stdio-gate: pass');
  });

  test.each([
    ['on stdout and stderr', {}],
    ['in the control reply, behind \\r and U+0085', { env: 'HOSTILE_CONTROL=1' }]
  ])('workflow commands from the server (%s) never reach the log interpretable', async (_, extra) => {
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('workflow-commands.mjs')}`,
      'upload-artifacts': 'never',
      ...extra
    });
    expect(r.code).toBe(1);
    // Lines as the runner reads them: .NET ReadLine() ends a line at \r, \n or \r\n, and TrimStart()
    // removes Unicode whitespace (U+0085 included, which JavaScript's trimStart keeps).
    // Even where the runner takes no command (the servers' runs), no server text looks like one.
    for (const line of (r.stdout + r.stderr).split(/\r\n|\r|\n/)) {
      if (line.includes('##[')) throw new Error(`interpretable legacy command: ${line}`);
      const t = line.replace(/^[\s\u0085]+/, '');
      if (!t.startsWith('::')) continue;
      // Only the gate's own commands (groups, its error annotations, the stop around the runs);
      // server text only inside their messages.
      const command = /^::([a-z0-9-]+)(?: [^:]*)?::/.exec(t);
      if (/^[0-9a-f]{32}$/.test(command?.[1] ?? '')) continue;
      expect(['group', 'endgroup', 'error', 'stop-commands']).toContain(command?.[1]);
      if (command?.[1] === 'error')
        expect(t).toMatch(
          /^::error(?: title=mcp-stdio-gate [^:]*)?(?:,file=[^:]*)?::(mcp-stdio-gate: |non-protocol stdout|the positive control)/
        );
    }
    expect(r.summary).not.toContain('<script');
    // The server's Markdown is in the summary (as inert text), and none of it rendered.
    expect(r.summary).toContain('evil.example');
    expectNoMarkdownFromServer(r.summary);
  });

  test("workflow commands a server writes straight into the gate's stdout pipe are not taken by the runner", async () => {
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('writes-gate-log.mjs')}`,
      'upload-artifacts': 'never',
      case: 'id-true'
    });
    expect(r.code).toBe(0);
    // The server's lines are in the log as it wrote them: the fence, not the renderer, stops them.
    expect(r.stdout).toContain('::error::INJECTED');
    const run = commandsRun(r.stdout);
    expect(run.length).toBeGreaterThan(0);
    for (const t of run) expect(t).toMatch(/^::(group|endgroup)::/);
    expect(run.join('\n')).not.toContain('INJECTED');
    expect(r.outputs.result).toBe('pass');
  });

  test("the CLI in a workflow step stops the runner's commands while servers run, and only then", () => {
    const out = tempDir('gate-cli-step-');
    const cli = (GITHUB_ACTIONS: string, ...flags: string[]) =>
      runNode(
        [
          'dist/cli.js',
          '--out',
          out,
          ...RECORD_PROBE,
          '--scenarios',
          'baseline',
          ...flags,
          '--',
          'node',
          fixture('clean.mjs')
        ],
        { ...process.env, GITHUB_ACTIONS }
      );
    const r = cli('true', '--case', 'id-true');
    expect(r.code).toBe(0);
    // On stderr, beside the progress lines (the runner keeps one command state for both streams):
    // stdout stays the verdict alone.
    const token = /^::stop-commands::([0-9a-f]{32})\n/.exec(r.stderr)?.[1];
    expect(token).toBeDefined();
    expect(r.stderr).toMatch(new RegExp(`\\n::${token}::\\n$`));
    expect(r.stdout).toMatch(/^mcp-stdio-gate PASS/);
    // Outside a workflow, nothing of the kind.
    const plain = cli('', '--case', 'none');
    expect(plain.stdout + plain.stderr).not.toContain('stop-commands');
  });

  test("a server that writes into the runner's file commands steers no later step, output or summary", async () => {
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('writes-runner-files.mjs')}`,
      'upload-artifacts': 'never'
    });
    expect(r.code).toBe(1);
    // Put back as it was: no NODE_OPTIONS for the job's later steps.
    expect(r.envFile).toBe('');
    // Only the gate's own outputs and summary (the spoofed ones were written before them).
    expect(readFileSync(path.join(r.temp, 'output'), 'utf8')).not.toContain('SPOOF');
    expect(r.outputs.result).toBe('fail');
    // The spoofed summary is quoted in a finding, inert; none of it is the summary's own.
    expect(r.summary).not.toMatch(/^## SPOOFED/m);
    expectNoMarkdownFromServer(r.summary);
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as Report;
    expect(new Set(report.findings.map((f) => f.kind))).toEqual(new Set(['action-leak']));
    const messages = report.findings.map((f) => f.message).join('\n');
    for (const name of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY'])
      expect(messages).toContain(`a process wrote into the runner's ${name} file while the servers ran`);
    expect(messages).toContain('NODE_OPTIONS=--require /tmp/not-here.js');
  });

  test("a server that replaces the runner's files (a FIFO, a link, a removal) neither stalls the gate nor steers it", async () => {
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('writes-runner-files.mjs')} swap`,
      'upload-artifacts': 'never',
      case: 'id-true'
    });
    expect(r.code).toBe(1);
    // Made again as they were, plain files: the link's `result=pass` is no output of the step.
    for (const name of ['env', 'output', 'summary'])
      expect(lstatSync(path.join(r.temp, name)).isFile()).toBe(true);
    expect(r.envFile).toBe('');
    expect(r.outputs.result).toBe('fail');
    expect(r.summary).toContain('mcp-stdio-gate');
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as Report;
    const messages = report.findings.map((f) => f.message).join('\n');
    const ran = `runner's (GITHUB_[A-Z_]+) file while the servers ran(?: \\(which run is not known\\))?: "([^"]*)"`;
    const said = [...messages.matchAll(new RegExp(ran, 'g'))].map((m) => `${m[1]}: ${m[2]}`).sort();
    expect(said).toEqual([
      'GITHUB_ENV: it was replaced by a FIFO',
      `GITHUB_OUTPUT: it was replaced by a symbolic link to ${path.join(r.temp, 'output.own')}`,
      'GITHUB_STEP_SUMMARY: it was removed'
    ]);
  });

  test("a file name with line breaks in a finding stays on that finding's line of the log", async () => {
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('forges-log-lines.mjs')}`,
      'upload-artifacts': 'never',
      case: 'id-true'
    });
    expect(r.code).toBe(1);
    const forged = (r.stdout + r.stderr).split(/\r\n|\r|\n/).filter((l) => l.includes('forged'));
    expect(forged.length).toBeGreaterThan(0);
    for (const line of forged)
      expect(line).toMatch(
        /^( {2}\[action-leak\] |::error title=mcp-stdio-gate action-leak|::error::mcp-stdio-gate: 1 finding)/
      );
  });

  test('outside a runner the artifact files stay under the output directory and the log says where', async () => {
    const r = await runAction({ ...PROBE, command: `node ${fixture('banner.mjs')}` }, false);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `not on a runner (no ACTIONS_RUNTIME_TOKEN): the artifact files are under ${path.join(r.temp, 'mcp-stdio-gate')}`
    );
    expect(
      readFileSync(path.join(r.temp, 'mcp-stdio-gate', 'first-bad-bytes', 'first-bad-bytes.bin'), 'utf8')
    ).toBe('Example MCP server v1.2.0 running on stdio\n');
  });

  test('no probe tool: the stdout contract still gates, and the summary says the action log is unverified', async () => {
    const r = await runAction(
      { command: `node ${fixture('clean.mjs')}`, case: 'none', 'upload-artifacts': 'never' },
      false
    );
    expect(r.code).toBe(0);
    expect(r.outputs.result).toBe('pass');
    expect(r.summary).toContain('action log unverified');
    expect(r.summary).toContain('<th>verbose-env</th>');
  });

  test('a --secret-env value appears in no log line, summary, output or artifact', async () => {
    const secret = 'sk-live-action-5e7c1d';
    const before = service.artifacts.length;
    const r = await runAction({
      ...PROBE,
      command: `node ${fixture('secret-leaker.mjs')}`,
      env: `API_KEY=${secret}`,
      'secret-env': 'API_KEY'
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::add-mask::' + secret);
    const masked = r.stdout.replace(`::add-mask::${secret}`, '');
    expect(masked + r.stderr + r.summary + JSON.stringify(r.outputs)).not.toContain(secret);
    const uploaded = service.artifacts.slice(before);
    expect(uploaded).toHaveLength(3);
    for (const artifact of uploaded)
      for (const [, content] of unzip(artifact.zip!))
        expect(content.toString('latin1')).not.toContain(secret);
    expect(r.summary).toContain('using key ***');
  });

  test('a secret with ", \\, & and non-ASCII letters is in no form in the log, outputs, summary or any artifact', async () => {
    const secret = 'sk-"q\\u&ü7Zé-Δ';
    const before = service.artifacts.length;
    const r = await runAction({
      ...PROBE,
      scenarios: 'baseline',
      case: 'debug-line-then-request,jsonrpc-missing',
      command: `node ${fixture('secret-everywhere.mjs')}`,
      env: `API_KEY=${secret}\nSECRET_IN_ERROR=1`,
      'secret-env': 'API_KEY',
      'upload-artifacts': 'always',
      // Its own names: the fake service is one workflow run for the whole file, and an artifact
      // name is taken once in a run.
      'artifact-prefix': 'secret'
    });
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as Report;
    // The gate saw what the server did (the secret is masked, not the evidence dropped).
    expect(kinds(report)).toEqual(expect.arrayContaining(['stdout-noise', 'control-failed', 'action-leak']));
    const forms = secretForms(secret);
    const sinks: [string, Buffer][] = [
      [
        'log',
        Buffer.from(
          r.stdout
            .split('\n')
            .filter((l) => !l.startsWith('::add-mask::'))
            .join('\n') + r.stderr
        )
      ],
      ['outputs', Buffer.from(JSON.stringify(r.outputs))],
      ['summary', Buffer.from(r.summary)]
    ];
    const uploaded = service.artifacts.slice(before);
    expect(uploaded.map((a) => a.name).sort()).toEqual([
      'secret-first-bad-bytes',
      'secret-report',
      'secret-stderr'
    ]);
    for (const artifact of uploaded)
      for (const [name, content] of unzip(artifact.zip!)) sinks.push([`${artifact.name}/${name}`, content]);
    for (const [name, content] of sinks)
      for (const form of forms)
        if (content.includes(form))
          throw new Error(`${name} holds the secret as ${JSON.stringify(form.toString('latin1'))}`);
    // The evidence fields hold masked bytes, same length, not the secret.
    for (const f of report.findings) {
      if (f.bytesBase64)
        expect(Buffer.from(f.bytesBase64, 'base64').includes(Buffer.from(secret))).toBe(false);
      if (f.hex) expect(bytesOfHexDump(f.hex).includes(Buffer.from(secret))).toBe(false);
    }
    const firstBad = readFileSync(
      path.join(r.temp, 'mcp-stdio-gate', 'first-bad-bytes', 'first-bad-bytes.bin')
    );
    expect(firstBad.toString()).toBe(`using key ${'*'.repeat(Buffer.byteLength(secret))}\n`);
    expect(r.summary).toContain('upstream rejected key ***');
  });

  test('three shard jobs and a merge job give the verdict, findings and runs of one unsharded run', async () => {
    const gateInputs = {
      ...PROBE,
      scenarios: 'baseline,verbose-env',
      case: '',
      command: `node ${fixture('skips-bad-lines.mjs')}`,
      'artifact-prefix': 'sharded'
    };
    const whole = await runAction({ ...gateInputs, 'artifact-prefix': 'whole', 'upload-artifacts': 'never' });
    const wholeReport = JSON.parse(readFileSync(whole.outputs.report, 'utf8')) as Report;
    const shards = [];
    for (const k of [1, 2, 3]) shards.push(await runAction({ ...gateInputs, shard: `${k}/3` }));
    // Each shard uploaded its report under a name of its own, whatever its verdict.
    const names = service.artifacts.map((a) => a.name);
    for (const k of [1, 2, 3]) expect(names).toContain(`sharded-report-shard-${k}-of-3`);
    const merged = await runAction({ mode: 'merge', 'artifact-prefix': 'sharded' });
    expect(merged.code).toBe(whole.code);
    expect(merged.outputs.result).toBe(wholeReport.result);
    const report = JSON.parse(readFileSync(merged.outputs.report, 'utf8')) as Report;
    const shape = (r: Report) => ({
      runs: r.runs.map((x) => `${x.scenario}/${x.case}/${x.verdict}`).sort(),
      findings: r.findings.map((f) => `${f.kind} ${f.scenario}/${f.case}`).sort()
    });
    expect(shape(report)).toEqual(shape(wholeReport));
    expect(report.shards!.map((x) => x.shard)).toEqual(['1/3', '2/3', '3/3']);
    expect(report.shards!.reduce((n, x) => n + x.runs, 0)).toBe(wholeReport.runs.length);
    expect(merged.summary).toContain('Merged from 3 shards: 1/3 (');
    for (const run of wholeReport.runs) expect(merged.summary).toContain(`<td>${run.case}</td>`);
    expect(merged.outputs.findings).toBe(String(wholeReport.findings.length));
    expect(service.artifacts.map((a) => a.name)).toContain('sharded-report');
    // A shard missing: no verdict, and the step says which.
    const none = await runAction({ mode: 'merge', 'artifact-prefix': 'lonely' });
    expect(none.stdout).toContain(
      '::error::mcp-stdio-gate: mode merge: no artifact named lonely-report-shard-K-of-N'
    );
    await runAction({ ...gateInputs, 'artifact-prefix': 'lonely', shard: '2/3' });
    const missing = await runAction({ mode: 'merge', 'artifact-prefix': 'lonely' });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain(
      '::error::mcp-stdio-gate: mode merge: no verdict: missing shards 1/3, 3/3'
    );
  });

  test("a report uploaded in a shard's name by another process leaves the merge with no verdict", async () => {
    // A server can read the runner's token from the gate's environment and upload a report saying
    // pass in its shard's name before the gate uploads its own. GitHub keeps one artifact per name.
    service.uniqueNames = true;
    try {
      const gateInputs = {
        ...PROBE,
        scenarios: 'baseline',
        case: '',
        command: `node ${fixture('acts-before-validating.mjs')}`,
        'upload-artifacts': 'never'
      };
      const real = await runAction({ ...gateInputs, shard: '1/2', 'artifact-prefix': 'forged-tmp' });
      const forged = JSON.parse(readFileSync(real.outputs.report, 'utf8')) as Report;
      expect(forged.result).toBe('fail');
      Object.assign(forged, { result: 'pass', findings: [] });
      for (const run of forged.runs) run.verdict = 'pass';
      await uploadReport('forged-report-shard-1-of-2', forged);
      const first = await runAction({ ...gateInputs, shard: '1/2', 'artifact-prefix': 'forged' });
      expect(first.code).toBe(1);
      expect(first.outputs.result).toBe('error');
      expect(first.stdout).toContain(
        '::error::mcp-stdio-gate: an artifact named forged-report-shard-1-of-2 was already in this workflow run'
      );
      const own = service.artifacts.filter((a) =>
        /^forged-report-shard-1-of-2-again-[0-9a-f]{8}$/.test(a.name)
      );
      expect(own.map((a) => a.finalized)).toEqual([true]);
      await runAction({ ...gateInputs, shard: '2/2', 'artifact-prefix': 'forged' });
      const merged = await runAction({ mode: 'merge', 'artifact-prefix': 'forged' });
      expect(merged.code).toBe(1);
      expect(merged.outputs.result).toBeUndefined();
      expect(merged.stdout).toContain(
        '::error::mcp-stdio-gate: mode merge: no verdict: shard 1/2 reported more than once'
      );
    } finally {
      service.uniqueNames = false;
    }
  });

  test('a merged report whose name another process took fails the merge step, its own uploaded beside', async () => {
    service.uniqueNames = true;
    try {
      const gateInputs = { ...PROBE, command: `node ${fixture('clean.mjs')}`, 'artifact-prefix': 'taken' };
      const one = await runAction({ ...gateInputs, shard: '1/2' });
      await runAction({ ...gateInputs, shard: '2/2' });
      // A report saying pass in the merged report's name, before the merge job uploads its own.
      await uploadReport('taken-report', JSON.parse(readFileSync(one.outputs.report, 'utf8')) as Report);
      const merged = await runAction({ mode: 'merge', 'artifact-prefix': 'taken' });
      expect(merged.code).toBe(1);
      expect(merged.outputs.result).toBe('error');
      expect(merged.stdout).toContain(
        '::error::mcp-stdio-gate: an artifact named taken-report was already in this workflow run'
      );
      expect(service.artifacts.filter((a) => /^taken-report-again-[0-9a-f]{8}$/.test(a.name))).toHaveLength(
        1
      );
    } finally {
      service.uniqueNames = false;
    }
  });

  test('merge refuses shards of another gate version', async () => {
    const gateInputs = {
      ...PROBE,
      command: `node ${fixture('clean.mjs')}`,
      'artifact-prefix': 'mixed',
      'upload-artifacts': 'never'
    };
    await runAction({ ...gateInputs, shard: '1/2' });
    // The second shard's report, as an older gate wrote it, uploaded under its shard's name.
    const other = await runAction({ ...gateInputs, shard: '2/2', 'artifact-prefix': 'mixed-tmp' });
    const report = JSON.parse(readFileSync(other.outputs.report, 'utf8')) as Report;
    report.gate.version = '0.0.1';
    await uploadReport('mixed-report-shard-2-of-2', report);
    const merged = await runAction({ mode: 'merge', 'artifact-prefix': 'mixed' });
    expect(merged.code).toBe(1);
    expect(merged.stdout).toMatch(
      /merge: no verdict: the shards ran with different gate versions: \S+ vs 0\.0\.1/
    );
  });

  test('examples/workflows/sharded-gate.yml: a matrix of shards and a merge job, with inputs action.yml has', () => {
    const workflow = yaml.load(
      readFileSync(path.join(ROOT, 'examples/workflows/sharded-gate.yml'), 'utf8')
    ) as {
      jobs: Record<
        string,
        {
          needs?: string;
          if?: string;
          strategy?: { matrix: { shard: number[] } };
          steps: { uses?: string; with?: Record<string, string> }[];
        }
      >;
    };
    const known = new Set(ACTION_INPUTS.map((i) => i.name));
    const gateSteps = Object.values(workflow.jobs).flatMap((job) =>
      job.steps
        .filter((s) => s.uses?.startsWith('mcp-stdio-gate/mcp-stdio-gate@'))
        .map((s) => ({ job, step: s }))
    );
    expect(gateSteps).toHaveLength(2);
    for (const { step } of gateSteps)
      for (const name of Object.keys(step.with ?? {})) expect(known).toContain(name);
    const shard = gateSteps.find((g) => g.step.with?.shard)!;
    const total = shard.job.strategy!.matrix.shard.length;
    expect(shard.step.with!.shard).toBe(`\${{ matrix.shard }}/${total}`);
    const merge = gateSteps.find((g) => g.step.with?.mode === 'merge')!;
    const gateJob = Object.entries(workflow.jobs).find(([, j]) => j === shard.job)![0];
    expect(merge.job.needs).toBe(gateJob);
    expect(merge.job.if).toBe('always()');
  });

  test('a missing command fails the step naming the input', async () => {
    const r = await runAction({}, false);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::mcp-stdio-gate: input command: required');
  });

  test('a bad input fails the step with a message naming the input, no stack trace', async () => {
    const r = await runAction({ command: 'node x.js', 'on-invalid': 'maybe' }, false);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::error::mcp-stdio-gate: input on-invalid: expected close, open or any, got "maybe"'
    );
    expect(r.stdout).not.toContain('    at ');
  });
});
