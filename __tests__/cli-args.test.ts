import { describe, expect, test } from '@jest/globals';
import { parseArgs } from '../src/cli/args.js';
import { splitCommand } from '../src/cli/split-command.js';
import { resolveOptions } from '../src/options.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fixture, gate, ROOT, runNode } from './helpers.js';

describe('usage errors exit 2 and name the flag', () => {
  test.each([
    [['--on-invalid', 'sometimes', '--', 'x'], '--on-invalid: expected close, open or any, got "sometimes"'],
    [['--probe-arguments', '{', '--probe-tool', 't', '--', 'x'], '--probe-arguments: not valid JSON'],
    [
      ['--probe-arguments', '[1]', '--probe-tool', 't', '--', 'x'],
      '--probe-arguments: must be a JSON object'
    ],
    [['--timeout-ms', 'soon', '--', 'x'], '--timeout-ms: expected a whole number >= 100, got "soon"'],
    [['--install-timeout-ms', '0', '--', 'x'], '--install-timeout-ms: expected a whole number >= 1, got "0"'],
    [['--shard', '3/2', '--', 'x'], '--shard: expected K/N with 1 <= K <= N, got "3/2"'],
    [
      ['--protocol-version', '2099-01-01', '--', 'x'],
      '--protocol-version: expected one of 2024-11-05, 2025-03-26'
    ],
    [['--scenarios', 'baseline,nope', '--', 'x'], '--scenarios: unknown scenario "nope"'],
    [['--env', 'NOEQUALS', '--', 'x'], '--env: expected KEY=VALUE, got "NOEQUALS"'],
    [
      ['--probe-tool', 't', '--', 'x'],
      '--probe-arguments: none given for --probe-tool, so they hold no {{canary}} or {{canaryUrl}}'
    ],
    [
      ['--probe-tool', 't', '--probe-arguments', '{"path":"{{sandbox}}/a"}', '--', 'x'],
      '--probe-arguments: hold no {{canary}} or {{canaryUrl}}'
    ],
    // A key is never expanded: the call would carry no canary.
    [
      ['--probe-tool', 't', '--probe-arguments', '{"{{canary}}":"x"}', '--', 'x'],
      '--probe-arguments: hold no {{canary}} or {{canaryUrl}}'
    ],
    [['--frobnicate', '--', 'x'], 'unknown flag --frobnicate (see --help)'],
    [['--probe-tol', 'x', '--', 'x'], 'unknown flag --probe-tol (did you mean --probe-tool?)'],
    [['--secret-envs', 'K', '--', 'x'], 'unknown flag --secret-envs (did you mean --secret-env?)'],
    [['--profile'], '--profile: missing value'],
    [['--profile', 'strict'], 'no command: give one after `--`'],
    [['--case', 'no-such-case', '--', 'node', '-e', '0'], '--case: unknown case id(s): no-such-case'],
    [
      ['--baseline', '/nonexistent/baseline.json', '--', 'node', '-e', '0'],
      '--baseline /nonexistent/baseline.json: ENOENT'
    ],
    [['--command', 'node server.js | tee log'], '--command: "|" needs a shell'],
    // A placeholder mistyped would reach the server as written: a control never observed, or a
    // server rooted at a path named "{{sandox}}".
    [
      ['--probe-tool', 't', '--probe-arguments', '{"url":"{{canaryURL}}"}', '--', 'x'],
      '--probe-arguments: {{canaryURL}} is no placeholder: did you mean {{canaryUrl}}?'
    ],
    [
      ['--', 'node', 'server.js', '{{sandox}}'],
      'the command: {{sandox}} is no placeholder: did you mean {{sandbox}}?'
    ],
    [
      ['--env', 'LOG={{ actionLog }}', '--', 'x'],
      '--env: {{ actionLog }} is no placeholder: did you mean {{actionLog}}?'
    ],
    [
      ['--env', 'HTTPS_PROXY={{canaryproxy}}', '--', 'x'],
      '--env: {{canaryproxy}} is no placeholder: did you mean {{canaryProxy}}?'
    ],
    // The proxy's origin names no call: a control that carries only it could never be observed.
    [
      ['--probe-tool', 't', '--probe-arguments', '{"proxy":"{{canaryProxy}}"}', '--', 'x'],
      '--probe-arguments: hold no {{canary}} or {{canaryUrl}}'
    ]
  ])('%j', async (args, message) => {
    const r = await gate(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).not.toContain('    at ');
  });
});

describe('parsing', () => {
  test('--command is split like a shell would, without one', () => {
    expect(splitCommand(`node "my server.js" --name 'a b' c\\ d`)).toEqual([
      'node',
      'my server.js',
      '--name',
      'a b',
      'c d'
    ]);
  });
  test('flags after -- belong to the command', () => {
    const parsed = parseArgs(['--profile', 'strict', '--', 'server', '--help']);
    expect(parsed).toEqual({ mode: 'gate', raw: { profile: 'strict', command: ['server', '--help'] } });
  });
  test('repeatable flags and user scenarios', () => {
    const parsed = parseArgs([
      '--env',
      'A=1',
      '--env',
      'B=x=y',
      '--scenario',
      'fallback:FORCE=1,MODE=cache',
      '--',
      's'
    ]);
    const o = resolveOptions((parsed as { raw: object }).raw);
    expect(o.env).toEqual({ A: '1', B: 'x=y' });
    expect(o.userScenarios).toEqual([{ name: 'fallback', env: { FORCE: '1', MODE: 'cache' } }]);
    expect(o.scenarios).toContain('fallback');
  });
});

describe('dist/cli.js from the committed bundle', () => {
  test('--help works with no install step', () => {
    const r = runNode(['dist/cli.js', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('usage:');
    expect(r.stdout).toContain('--probe-tool NAME');
  });
  test('a bad flag exits 2 naming it', () => {
    const r = runNode(['dist/cli.js', '--concurrency', '0', '--', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('mcp-stdio-gate: --concurrency: expected a whole number >= 1, got "0"\n');
  });
  // Node's recursive mkdir retries forever at full CPU where a parent refuses children with ENOENT.
  test.each([
    [['--out', '/proc/mcp-stdio-gate-out', '--', 'x'], 'out', '/proc/mcp-stdio-gate-out', 'ENOENT'],
    [
      ['corpus', 'add', '--bytes', 'package.json', '--to', '/proc/mcp-stdio-gate-to'],
      'to',
      '/proc/mcp-stdio-gate-to',
      'ENOENT'
    ],
    [['--out', 'package.json', '--', 'x'], 'out', path.join(ROOT, 'package.json'), 'not a directory']
  ])('a directory that cannot be made exits 2 naming its flag: %j', (args, flag, dir, why) => {
    if (!existsSync('/proc/self')) return;
    const r = runNode(['dist/cli.js', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`mcp-stdio-gate: --${flag}: cannot make the directory ${dir}: `);
    expect(r.stderr).toContain(why);
  });
  test.each([['/nonexistent-mcp-stdio-gate-cwd'], [path.join(ROOT, 'package.json')]])(
    '--cwd that is no directory exits 2 naming it (%s)',
    (cwd) => {
      const r = runNode(['dist/cli.js', '--cwd', cwd, '--', 'node', 'x.mjs']);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`mcp-stdio-gate: --cwd: not a directory: ${cwd}\n`);
    }
  );
  test('merge into a directory that cannot be made exits 2 naming --out', async () => {
    if (!existsSync('/proc/self')) return;
    const shard = await gate([
      '--case',
      'none',
      '--scenarios',
      'baseline',
      '--',
      'node',
      fixture('clean.mjs')
    ]);
    const r = runNode(['dist/cli.js', 'merge', '--out', '/proc/mcp-stdio-gate-out', shard.outDir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'mcp-stdio-gate: --out: cannot make the directory /proc/mcp-stdio-gate-out: ENOENT'
    );
  });
});

describe('placeholders', () => {
  test("a server's own template text passes as written; only a near miss of a placeholder is refused", async () => {
    const { placeholderTypo } = await import('../src/core/placeholders.js');
    for (const text of ['{{user}}', '{{.Name}}', '{{canary}}/{{sandbox}}', '{{ notes }}', '{{x}}'])
      expect(placeholderTypo(text)).toBeUndefined();
    expect(placeholderTypo('a {{Canary}} b')).toEqual({ written: '{{Canary}}', meant: '{{canary}}' });
    expect(placeholderTypo('{{actionlogs}}')).toEqual({ written: '{{actionlogs}}', meant: '{{actionLog}}' });
  });
});
