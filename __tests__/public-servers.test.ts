/** Servers nobody here wrote (each pinned): the official filesystem, memory and everything servers, the SDK's own examples, and a real stdio gateway (supergateway). */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { FETCH_PROBE, gate, kinds, ROOT } from './helpers.js';

const SERVER = [
  'node',
  path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'),
  '{{sandbox}}'
];
const PROBE = [
  '--probe-tool',
  'write_file',
  '--probe-arguments',
  '{"path":"{{sandbox}}/{{canary}}.txt","content":"{{canary}}"}'
];
const BASE = ['--scenarios', 'baseline'];

describe('@modelcontextprotocol/server-filesystem', () => {
  test('required corpus, --on-invalid any: clean stdout, no leak, the control is seen in the sandbox', async () => {
    const r = await gate([...PROBE, ...BASE, '--on-invalid', 'any', '--', ...SERVER]);
    expect(r.report.findings).toEqual([]);
    const control = r.report.runs.find((x) => x.case === 'control')!;
    expect(control.actions).toEqual([
      expect.objectContaining({ source: 'sandbox', attributedTo: 'control' })
    ]);
  });

  test('strict corpus: leaks on duplicate keys, invalid UTF-8 and a call before initialize', async () => {
    const r = await gate([...PROBE, ...BASE, '--on-invalid', 'any', '--profile', 'strict', '--', ...SERVER]);
    expect(r.code).toBe(1);
    const leaks = new Set(r.report.findings.filter((f) => f.kind === 'action-leak').map((f) => f.case));
    for (const id of ['duplicate-keys-ping-first', 'invalid-utf8-in-string', 'call-before-initialize'])
      expect(leaks).toContain(id);
    expect(r.report.findings.filter((f) => f.kind.startsWith('stdout-'))).toEqual([]);
    expect(r.out).toMatch(/ rejected frames, [1-9]\d* acted; positive control observed in /);
  });

  test('close policy: it skips bad lines silently, so the follow-up executes → session-policy', async () => {
    const r = await gate([
      ...PROBE,
      ...BASE,
      '--case',
      'debug-line-then-request',
      '--case',
      'null-line',
      '--',
      ...SERVER
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['session-policy']);
    expect(r.report.findings[0].message).toMatch(
      /^close: after the rejected frame on stdin line 6 .* executed \(canary mcpgate-[0-9a-f]{16}: file created: mcpgate-/
    );
  });
});

/** A second one: @modelcontextprotocol/server-memory (pinned); actions are attributed by file content. */
describe('@modelcontextprotocol/server-memory', () => {
  const MEMORY = [
    '--probe-tool',
    'create_entities',
    '--probe-arguments',
    '{"entities":[{"name":"{{canary}}","entityType":"probe","observations":["{{canary}}"]}]}',
    '--env',
    'MEMORY_FILE_PATH={{sandbox}}/memory.jsonl'
  ];
  const server = ['node', path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')];

  test('required corpus, --on-invalid any: clean, and the control is found inside the memory file', async () => {
    const r = await gate([...MEMORY, ...BASE, '--on-invalid', 'any', '--', ...server]);
    expect(r.report.findings).toEqual([]);
    const control = r.report.runs.find((x) => x.case === 'control')!;
    // It saves atomically: a temp file written and moved over memory.jsonl, made by every start's
    // control (no canary in its name), so the clean starts show it too.
    expect(control.actions.filter((a) => a.attributedTo !== 'start-up baseline')).toEqual([
      expect.objectContaining({
        source: 'sandbox',
        attributedTo: 'control',
        description: expect.stringMatching(/^file created: memory\.jsonl/)
      })
    ]);
    for (const a of control.actions.filter((x) => x.attributedTo === 'start-up baseline'))
      expect(a.description).toMatch(/^entry made and removed during the run: memory\.jsonl\.[0-9a-f]+\.tmp$/);
  });

  test('strict corpus: the duplicate-key call behind a ping is accepted and run', async () => {
    const r = await gate([
      ...MEMORY,
      ...BASE,
      '--on-invalid',
      'any',
      '--case',
      'duplicate-keys-ping-first',
      '--',
      ...server
    ]);
    // It runs the call, then a concurrent save of the follow-up overwrites the file (a lost update), so
    // the sandbox may miss the canary; the successful result to the rejected frame's id does not.
    expect(kinds(r.report)).toContain('rejected-frame-accepted');
    expect(kinds(r.report).every((k) => ['rejected-frame-accepted', 'action-leak'].includes(k))).toBe(true);
  });
});

/**
 * A third, that exercises every MCP feature (logging, list_changed, resources, tasks, completions):
 * @modelcontextprotocol/server-everything (pinned), probed with a tool that fetches a URL.
 */
describe('@modelcontextprotocol/server-everything', () => {
  const EVERYTHING = [
    'node',
    path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js'),
    'stdio'
  ];
  // Its gzip tool fetches the URL it is given; only the run's own listener is allowed.
  const FETCH = [
    '--probe-tool',
    'gzip-file-as-resource',
    '--probe-arguments',
    '{"data":"{{canaryUrl}}"}',
    '--env',
    'GZIP_ALLOWED_DOMAINS=127.0.0.1'
  ];
  test.each(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'])(
    'protocol %s, required corpus, --on-invalid any: zero findings, every control seen by the canary',
    async (version) => {
      const r = await gate([
        ...FETCH,
        ...BASE,
        '--on-invalid',
        'any',
        '--protocol-version',
        version,
        '--',
        ...EVERYTHING
      ]);
      expect(r.report.findings).toEqual([]);
      expect(r.report.gate.actionLog).toBe('verified');
      const control = r.report.runs.find((x) => x.case === 'control')!;
      expect(control.actions).toEqual([expect.objectContaining({ source: 'http', attributedTo: 'control' })]);
      expect(r.out).toMatch(
        / rejected frames, 0 acted; positive control observed in (\d+)\/\1 runs that made one/
      );
    }
  );
});

/**
 * The official TypeScript SDK's own example servers (pinned with the SDK): one of them announces
 * itself with `console.log`, on stdout, the defect this gate exists for; another says the same on
 * stderr, which is where it belongs.
 */
describe('@modelcontextprotocol/sdk example servers', () => {
  const example = (name: string) => [
    'node',
    path.join(ROOT, `node_modules/@modelcontextprotocol/sdk/dist/esm/examples/server/${name}.js`)
  ];
  const ONE = [...BASE, '--case', 'null-line', '--on-invalid', 'any'];

  test('toolWithSampleServer prints "MCP server is running..." on stdout: stdout-noise, line 1, in every run', async () => {
    const r = await gate([...ONE, '--', ...example('toolWithSampleServer')]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['stdout-noise']);
    expect(r.report.findings).toHaveLength(r.report.runs.length);
    for (const f of r.report.findings) {
      expect([f.line, f.offset]).toEqual([1, 0]);
      expect(Buffer.from(f.bytesBase64!, 'base64').toString('latin1')).toBe('MCP server is running...\n');
    }
    expect(r.out).toContain("non-protocol stdout on line 1: b'MCP server is running...\\n'");
  });

  test('mcpServerOutputSchema says it runs on stderr: no finding', async () => {
    const r = await gate([...ONE, '--', ...example('mcpServerOutputSchema')]);
    expect([r.code, r.report.findings]).toEqual([0, []]);
    expect(r.report.runs.every((run) => run.stderrBytes > 0)).toBe(true);
  });
});

/**
 * A real stdio gateway: supergateway (pinned), stdio in front of a streamable-HTTP server of the
 * official SDK on loopback whose `fetch` tool GETs the URL it is given. Every call the gateway
 * forwards reaches the gate's canary through the upstream.
 */
describe('supergateway (stdio → streamable HTTP) in front of an SDK server', () => {
  let upstream: ChildProcess;
  let url = '';
  beforeAll(async () => {
    upstream = spawn(process.execPath, [path.join(ROOT, '__tests__/fixtures/http-upstream.mjs'), '0'], {
      stdio: ['ignore', 'pipe', 'inherit']
    });
    const [line] = (await once(createInterface({ input: upstream.stdout! }), 'line')) as [string];
    url = `http://127.0.0.1:${/^listening (\d+)$/.exec(line)![1]}/mcp`;
  });
  afterAll(() => {
    upstream?.kill();
  });
  const gateway = () => [
    'node',
    path.join(ROOT, 'node_modules/supergateway/dist/index.js'),
    '--streamableHttp',
    url,
    '--logLevel',
    'none'
  ];

  test('required corpus, --on-invalid any: no finding, every control reaches the canary through the upstream', async () => {
    const r = await gate([...FETCH_PROBE, ...BASE, '--on-invalid', 'any', '--', ...gateway()]);
    expect([r.code, r.report.findings]).toEqual([0, []]);
    const control = r.report.runs.find((x) => x.case === 'control')!;
    expect(control.actions).toEqual([expect.objectContaining({ source: 'http', attributedTo: 'control' })]);
  }, 120000);

  test('strict: it forwards a call made before initialize and one with duplicate keys, and the upstream runs them', async () => {
    const cases = ['call-before-initialize', 'duplicate-keys-ping-first', 'null-line'];
    const r = await gate([
      ...FETCH_PROBE,
      ...BASE,
      ...cases.flatMap((c) => ['--case', c]),
      '--on-invalid',
      'any',
      '--profile',
      'strict',
      '--',
      ...gateway()
    ]);
    expect(r.code).toBe(1);
    const leaks = r.report.findings.filter((f) => f.kind === 'action-leak');
    expect(leaks.map((f) => f.case).sort()).toEqual(['call-before-initialize', 'duplicate-keys-ping-first']);
    for (const f of leaks) expect(f.message).toMatch(/reached the action log \(GET \/mcpgate-[0-9a-f]{16}\)/);
    expect(kinds(r.report)).toEqual(['action-leak', 'rejected-frame-accepted']);
  }, 120000);
});
