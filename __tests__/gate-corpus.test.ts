/** Issue 3: the action log proves that no rejected frame reached the executor; session policies. */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROL_CASE } from '../src/core/report.js';
import {
  gateOn,
  fixture,
  FETCH_PROBE,
  gate,
  kinds,
  RECORD_PROBE,
  REFERENCE_GATEWAY,
  tempDir
} from './helpers.js';

const BASE = ['--scenarios', 'baseline'];

/** What the gate wrote of how it launched and ended the null-line case's run (its hold among it). */
const nullLineLaunch = (outDir: string): { holdMs?: number } =>
  JSON.parse(readFileSync(path.join(outDir, 'transcripts/baseline/null-line/launch.json'), 'utf8'));

describe('defective parsers are caught by the action log', () => {
  test.each([
    [
      'skips-bad-lines.mjs',
      'debug-line-then-request',
      'session-policy',
      'close: after the rejected frame on stdin line 6 the valid frame on stdin line 7 executed'
    ],
    ['acts-before-validating.mjs', 'jsonrpc-1-0', 'action-leak', 'the rejected frame on stdin line 6 acted'],
    [
      'several-values-per-line.mjs',
      'two-objects-one-line-ping-call',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    [
      'several-values-per-line.mjs',
      'two-objects-one-line-call-call',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    [
      'ignores-trailing-garbage.mjs',
      'request-then-garbage-same-line',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    [
      'repairs-truncated.mjs',
      'truncated-object-then-eof',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    [
      'coerces-string-params.mjs',
      'params-as-string',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    [
      'dispatches-any-envelope.mjs',
      'jsonrpc-missing',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    [
      'dispatches-any-envelope.mjs',
      'tools-call-as-notification',
      'action-leak',
      'the rejected frame on stdin line 6 acted'
    ],
    ['dispatches-any-envelope.mjs', 'id-true', 'action-leak', 'the rejected frame on stdin line 6 acted']
  ])('%s on %s → %s', async (file, id, kind, message) => {
    const r = await gateOn(file, [...BASE, '--case', id]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toContain(kind);
    expect(r.report.findings.find((f) => f.kind === kind)!.message).toContain(message);
    const run = r.report.runs.find((x) => x.case === id)!;
    expect(run.rejections[0]).toMatchObject({
      stdinLine: 6,
      outcome: kind === 'action-leak' ? 'acted' : 'no action'
    });
    expect(run.rejections[0].fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(run.rejections[0].reason).toMatch(/^(framing|json|envelope|params|encoding|session|limits): /);
  });

  test('a server that answers a bad envelope with a result, without acting → rejected-frame-accepted', async () => {
    const r = await gateOn('accepts-bad-envelope.mjs', [
      ...BASE,
      '--on-invalid',
      'any',
      '--case',
      'jsonrpc-1-0',
      '--case',
      'jsonrpc-missing'
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['rejected-frame-accepted']);
    expect(r.report.findings.map((f) => f.case).sort()).toEqual(['jsonrpc-1-0', 'jsonrpc-missing']);
    expect(r.report.findings[0].message).toMatch(
      /^the rejected frame on stdin line 6 was answered with a successful result \(id 100 \(number\)\)/
    );
  });

  test('a Python server whose stdin splits on a bare \\r runs the call hidden behind a ping', async () => {
    const r = await gate([
      ...RECORD_PROBE,
      ...BASE,
      '--on-invalid',
      'any',
      '--case',
      'bare-cr-joining-frames',
      '--case',
      'null-line',
      '--',
      'python3',
      fixture('splits-on-cr.py')
    ]);
    expect(kinds(r.report)).toEqual(['action-leak', 'rejected-frame-accepted']);
    expect(r.report.findings.every((f) => f.case === 'bare-cr-joining-frames')).toBe(true);
  });

  test('a server that acts without recording → control-not-observed in every run', async () => {
    const r = await gateOn('unrecorded-actions.mjs', [...BASE, '--case', 'null-line']);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['control-not-observed']);
    expect(r.report.findings).toHaveLength(2);
  });

  test('a server that exits after initialize: control-failed, and case-not-exercised (no vacuous pass)', async () => {
    const r = await gateOn('exits-after-initialize.mjs', [...BASE, '--case', 'null-line']);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['case-not-exercised', 'control-failed']);
    const run = r.report.runs.find((x) => x.case === 'null-line')!;
    expect(run.exercised).toBe(false);
    expect(run.rejections).toEqual([]);
    expect(r.report.findings.find((f) => f.kind === 'case-not-exercised')!.message).toMatch(
      /^the case was not exercised: the server did not answer the ping sent right before the frames/
    );
    expect(r.report.warnings).toContain(
      '1 case run proved nothing (the server was not alive and reading when the frames came): baseline/null-line'
    );
    expect(r.out).toContain('0 rejected frames, 0 acted');
    expect(r.out).toContain('1 case run not exercised');
  });

  test('a probe tool the server does not list: exit 2 naming the tools it offers, one line, no runs after', async () => {
    const r = await gate([
      '--probe-tool',
      'nope',
      '--probe-arguments',
      '{"canary":"{{canary}}"}',
      ...BASE,
      '--concurrency',
      '1',
      '--',
      'node',
      fixture('clean.mjs')
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'mcp-stdio-gate: --probe-tool nope: the server lists no such tool (tools/list offers: record)'
    );
    // The next run was prepared while the first server ran; it never starts, and leaves nothing.
    expect(readdirSync(path.join(r.outDir, 'transcripts', 'baseline'))).toEqual(['control']);
  });

  test('the whole required corpus: the skipping parser fails only through session-policy, never a leak', async () => {
    const r = await gateOn('skips-bad-lines.mjs', [...BASE, '--on-invalid', 'any']);
    expect(r.report.findings).toEqual([]);
    const close = await gateOn('skips-bad-lines.mjs', [...BASE]);
    expect(kinds(close.report)).toEqual(['session-policy']);
  });
});

describe('session policy', () => {
  test('the reference gateway passes the strict profile under close with zero findings', async () => {
    const r = await gate([...FETCH_PROBE, ...BASE, '--profile', 'strict', '--', 'node', REFERENCE_GATEWAY]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    const run = r.report.runs.find((x) => x.case === 'debug-line-then-request')!;
    expect(run.counts).toEqual({ rejected: 1, executed: 1, errorResponses: 1 });
    expect(run.errorCodes).toEqual({ '-32700': 1 });
  });

  test('the reference gateway in open mode passes --on-invalid open and fails close', async () => {
    const open = await gate([
      ...FETCH_PROBE,
      ...BASE,
      '--on-invalid',
      'open',
      '--env',
      'GATEWAY_ON_INVALID=open',
      '--',
      'node',
      REFERENCE_GATEWAY
    ]);
    expect(open.report.findings).toEqual([]);
    const close = await gate([
      ...FETCH_PROBE,
      ...BASE,
      '--case',
      'null-line',
      '--env',
      'GATEWAY_ON_INVALID=open',
      '--',
      'node',
      REFERENCE_GATEWAY
    ]);
    expect(kinds(close.report)).toEqual(['session-policy']);
  });

  test('close: a session that stays up but ignores later input passes, without waiting out a timeout', async () => {
    const started = Date.now();
    const r = await gateOn('close-alive.mjs', [...BASE]);
    expect(r.report.findings).toEqual([]);
    expect(r.report.runs.every((x) => x.durationMs < 3000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(40000);
    // It held stdin to the end in every case that reached its frames: the gate closed it, after the
    // hold, and the line under the proof line says how soon after the frames.
    const held = r.report.runs.filter((x) => x.case !== 'control' && x.exercised !== false);
    expect(held.length).toBeGreaterThan(0);
    for (const x of held) expect(x.closedAfterFramesMs).toEqual(expect.any(Number));
    // Held three of the control's round trips, timed finer than a millisecond: this server's, under
    // one, read as 0 in a case in three, and those cases were held for no time at all.
    for (const x of held) {
      const launch = JSON.parse(readFileSync(path.join(r.outDir, x.transcript!, 'launch.json'), 'utf8'));
      expect(launch.holdMs).toBeGreaterThan(0);
    }
    expect(r.out).toMatch(
      new RegExp(
        `\\n {2}\\d+ rejected frames, 0 acted; [^\\n]+\\n {2}in ${held.length} case runs the gate closed stdin \\d+( to \\d+)? ms after the frames, the server still holding it( and its threads at rest| \\(in \\d+, a thread of its still running half a second after the hold\\))?: an act put off longer shows only under --corpus-scenarios soak\\n`
      )
    );
  });

  test('without a probe tool, a server slow to start is held open after its frames for its pace, not its start-up', async () => {
    // It loads for 1.5 s before it reads: the initialize round trip holds that, its later requests do not.
    const r = await gate([...BASE, '--case', 'null-line', '--', 'node', fixture('slow-start.mjs')]);
    expect(r.report.findings).toEqual([]);
    const launch = nullLineLaunch(r.outDir);
    // Three paces of its first request after the handshake, not three of 1.5 s.
    expect(launch.holdMs).toBeGreaterThanOrEqual(0);
    expect(launch.holdMs).toBeLessThan(1500);
  });

  test('stateless (2026-07-28): the tools are listed first all the same, and the hold is the pace, not the start-up', async () => {
    // No initialize: the first request is tools/list, sent at spawn, its round trip 1.5 s of loading.
    const flags = [...BASE, '--protocol-version', '2026-07-28'];
    const r = await gateOn('slow-start.mjs', [...flags, '--case', 'null-line']);
    expect(r.report.findings).toEqual([]);
    const launch = nullLineLaunch(r.outDir);
    expect(launch.holdMs).toBeGreaterThanOrEqual(0);
    expect(launch.holdMs).toBeLessThan(1500);
    const nope = ['--probe-tool', 'nope', '--probe-arguments', '{"canary":"{{canary}}"}'];
    const missing = await gate([...nope, ...flags, '--', 'node', fixture('clean.mjs')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(
      '--probe-tool nope: the server lists no such tool (tools/list offers: record)'
    );
  });

  test('a fixture that answers every bad frame with an error and goes on passes under open', async () => {
    const r = await gateOn('open-policy.mjs', [...BASE, '--on-invalid', 'open']);
    expect(r.report.findings).toEqual([]);
  });

  test('open: no error response is owed to a truncated frame that never formed a line before EOF', async () => {
    const r = await gateOn('open-policy.mjs', [
      ...BASE,
      '--on-invalid',
      'open',
      '--case',
      'truncated-object-then-eof'
    ]);
    expect(r.report.runs.map((x) => [x.case, x.verdict])).toEqual([
      ['control', 'pass'],
      ['truncated-object-then-eof', 'pass']
    ]);
    // A complete bad line is still owed one: a silent server still fails open.
    const silent = await gateOn('skips-bad-lines.mjs', [
      ...BASE,
      '--on-invalid',
      'open',
      '--case',
      'null-line'
    ]);
    expect(kinds(silent.report)).toContain('session-policy');
  });

  test('open: a closing server is told the follow-up did not execute', async () => {
    const r = await gateOn('clean.mjs', [...BASE, '--on-invalid', 'open', '--case', 'null-line']);
    expect(r.report.findings.map((f) => f.message)).toContain(
      'open: after the rejected frame on stdin line 6 the valid frame on stdin line 7 did not execute'
    );
  });

  test('open: a silent server is told there was no error response', async () => {
    const r = await gateOn('skips-bad-lines.mjs', [...BASE, '--on-invalid', 'open', '--case', 'null-line']);
    expect(r.report.findings.map((f) => f.message)).toEqual([
      'open: no error response to the rejected frame on stdin line 6'
    ]);
  });
});

describe('a pass needs its frames read (the kernel says what the server left unread)', () => {
  const CASES = ['--case', 'empty-line', '--case', 'null-line'];
  const notExercised = (r: Awaited<ReturnType<typeof gateOn>>) =>
    r.report.findings.filter((f) => f.kind === 'case-not-exercised').map((f) => f.case);

  test('a server that exits right after answering the ping before the frames: case-not-exercised in every case run', async () => {
    const r = await gateOn('exits-after-ping.mjs', [...BASE, ...CASES]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['case-not-exercised']);
    expect(notExercised(r).sort()).toEqual(['empty-line', 'null-line']);
    expect(r.report.runs.filter((x) => x.case !== CONTROL_CASE).every((x) => !x.exercised)).toBe(true);
    expect(r.out).toContain('0 rejected frames, 0 acted');
  });

  test('a server that stops reading after the ping and exits once everything was sent: unread, shown by a second run', async () => {
    const r = await gateOn('stops-reading-after-ping.mjs', [...BASE, ...CASES, '--env', 'STOP_THEN=exit']);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['case-not-exercised']);
    expect(notExercised(r).sort()).toEqual(['empty-line', 'null-line']);
    for (const f of r.report.findings)
      expect(f.message).toMatch(
        /^the case was not exercised: the server let go of its stdin .* with the frames unread/
      );
    expect(r.report.warnings).toContain(
      "2 case runs left bytes unread on the server's stdin after the follow-up was sent, so each ran again with nothing sent after its first rejected frame until the server reacted: 2 did not (case-not-exercised)"
    );
    expect(r.err).toMatch(
      / × (empty|null)-line \(did the server read the frames\? run again, not reported\)/
    );
    // The second runs are not reported: one run per case, as planned.
    expect(r.report.stats.runs).toBe(3);
  });

  test('a server that stops reading after the ping and stays up until killed: it never showed it read them', async () => {
    const r = await gateOn('stops-reading-after-ping.mjs', [
      ...BASE,
      '--case',
      'null-line',
      '--env',
      'STOP_THEN=hang'
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['case-not-exercised']);
    expect(r.report.findings[0].message).toMatch(/the server never showed it read the frames/);
  });

  test('one that stops reading while an 11 MiB frame is written: a timeout that says where it was stuck', async () => {
    const r = await gateOn('stops-reading-after-ping.mjs', [
      ...BASE,
      '--profile',
      'strict',
      '--case',
      'line-over-11-mib',
      '--timeout-ms',
      '3000',
      '--env',
      'STOP_THEN=hang'
    ]);
    expect(r.code).toBe(1);
    expect(kinds(r.report)).toEqual(['timeout']);
    expect(r.report.findings[0].message).toMatch(
      /^the run did not finish within 3000 ms \(writing 11,\d{3},\d{3} bytes to its stdin from line 6; [\d,]+ had gone through\); the server's process group was killed$/
    );
  });

  test('a streaming decoder that gives up early in a 200 KB frame and exits passes: it may have read into it', async () => {
    const r = await gateOn('stops-at-a-bad-byte.mjs', [
      ...BASE,
      '--case',
      'deep-nesting',
      '--case',
      'null-line'
    ]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    const deep = r.report.runs.find((x) => x.case === 'deep-nesting')!;
    expect(deep.exercised).toBe(true);
    expect(deep.warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/the frames are longer than a buffered reader takes at once/)
    );
  });

  test('a frame longer than the socket holds, cut short by the exit of a decoder that read its start: exercised, not unwritten', async () => {
    // The write of this frame can never complete (the server reads 512 bytes of it and exits), so
    // how far it got is the scheduler's; the kernel's word on the release judges it, as for one
    // that fit.
    const { writeFileSync } = await import('node:fs');
    const { tempDir } = await import('./helpers.js');
    const dir = tempDir();
    const own = {
      id: 'acme-very-deep',
      title: 'A call nested 400 000 levels deep',
      category: 'limits',
      level: 'required',
      since: 'v1',
      rationale: 'A frame longer than a socket buffer.',
      frames: [
        {
          parts: [
            {
              text: '{"jsonrpc":"2.0","id":{{id}},"method":"tools/call","params":{"name":{{tool}},"arguments":{{arguments}},"_meta":{"deep":'
            },
            { text: '[', repeat: 400000 },
            { text: ']', repeat: 400000 },
            { text: '}}}\n' }
          ]
        }
      ],
      expect: { rejectedCanaries: 'never' }
    };
    writeFileSync(`${dir}/${own.id}.json`, JSON.stringify(own));
    const r = await gateOn('stops-at-a-bad-byte.mjs', [...BASE, '--corpus', dir, '--case', own.id]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    const deep = r.report.runs.find((x) => x.case === own.id)!;
    expect(deep.exercised).toBe(true);
    expect(deep.warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/the frames are longer than a buffered reader takes at once/)
    );
  });

  test('a correct reader of single lines that exits in silence on a bad frame passes: the second run shows it read them', async () => {
    const r = await gateOn('reads-single-lines.mjs', [
      ...BASE,
      ...CASES,
      '--case',
      'jsonrpc-1-0',
      '--case',
      'truncated-object-then-eof'
    ]);
    expect(r.report.findings).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.runs.every((x) => x.exercised)).toBe(true);
    // Its follow-up is left unread by design; each case that sent one was confirmed.
    expect(r.report.warnings.join('\n')).toMatch(/ran again .*reacted: \d read the frames$/m);
  });
});

describe('a project corpus (--corpus DIR)', () => {
  test("a project's own case runs beside the built-ins and catches its defect", async () => {
    const { writeFileSync } = await import('node:fs');
    const { tempDir } = await import('./helpers.js');
    const dir = tempDir();
    const own = {
      id: 'acme-call-with-trailing-comment',
      title: 'A call followed by a // comment on the same line',
      category: 'framing',
      level: 'required',
      since: 'v1',
      rationale: 'Our own client once appended // comments to frames (ACME-123).',
      frames: [{ text: '{{call}} // retry\n' }],
      expect: { rejectedCanaries: 'never' }
    };
    writeFileSync(`${dir}/${own.id}.json`, JSON.stringify(own));
    const r = await gateOn('ignores-trailing-garbage.mjs', [...BASE, '--corpus', dir, '--case', own.id]);
    expect(r.report.runs.map((x) => x.case)).toEqual(['control', own.id]);
    expect(r.report.findings.every((f) => f.case === own.id)).toBe(true);
    expect(kinds(r.report)).toEqual(['action-leak', 'rejected-frame-accepted', 'session-policy']);
    expect(r.report.runs[1].caseFile).toBe(`${dir}/${own.id}.json`);
  });
});

describe('baselines', () => {
  test('a baseline file may be JSON or one id per line with comments', async () => {
    const { writeFileSync } = await import('node:fs');
    const { tempDir } = await import('./helpers.js');
    const { readBaseline } = await import('../src/run/gate.js');
    const dir = tempDir();
    writeFileSync(
      `${dir}/a.txt`,
      '# accepted until the parser is fixed\nnull-line\n\nempty-line  # issue 12\n'
    );
    writeFileSync(`${dir}/b.json`, '{"cases":["null-line"]}');
    writeFileSync(`${dir}/c.json`, '{"cases":"null-line"}');
    expect(readBaseline(`${dir}/a.txt`)).toEqual(['null-line', 'empty-line']);
    expect(readBaseline(`${dir}/b.json`)).toEqual(['null-line']);
    expect(() => readBaseline(`${dir}/c.json`)).toThrow(
      'at JSON pointer /cases: expected an array of case ids'
    );
  });

  test('an accepted case does not fail the gate; a listed case that passes is stale', async () => {
    const { writeFileSync } = await import('node:fs');
    const { tempDir } = await import('./helpers.js');
    const file = `${tempDir()}/baseline.json`;
    writeFileSync(file, JSON.stringify(['null-line', 'empty-line']));
    const r = await gateOn('open-policy.mjs', [
      ...BASE,
      '--case',
      'null-line',
      '--case',
      'empty-line',
      '--baseline',
      file
    ]);
    expect(r.code).toBe(0);
    expect(r.report.findings).toEqual([]);
    expect([...new Set(r.report.accepted.map((f) => f.case))].sort()).toEqual(['empty-line', 'null-line']);
    expect(r.report.runs.filter((x) => x.verdict === 'accepted')).toHaveLength(2);
    const clean = await gateOn('clean.mjs', [...BASE, '--case', 'null-line', '--baseline', file]);
    expect(clean.code).toBe(0);
    expect(clean.report.baseline!.stale).toEqual(['null-line']);
    expect(clean.out).toContain('baseline: case "null-line" now passes');
  });
});

describe('effects that carry no canary', () => {
  const sideEffects = (env: string) =>
    gateOn('side-effects.mjs', [...BASE, '--on-invalid', 'open', '--case', 'null-line', '--env', env]);

  test('a telemetry call at every start is the start-up baseline, not an action of a frame', async () => {
    const r = await sideEffects('SIDE_EFFECT_ON_START=telemetry');
    expect(r.report.findings).toEqual([]);
    const run = r.report.runs.find((x) => x.case === 'null-line')!;
    expect(run.actions).toContainEqual(
      expect.objectContaining({
        source: 'http',
        attributedTo: 'start-up baseline',
        description: 'GET /telemetry'
      })
    );
  });

  // One run at a time: the scenario's handshake-only run starts first, so it is the quiet start.
  const sometimes = (reject?: string) => {
    const dir = tempDir('gate-starts-');
    const flags = ['--env', 'SIDE_EFFECT_ON_START=telemetry-after-first', '--env', `STARTS_DIR=${dir}`];
    if (reject) flags.push('--env', `SIDE_EFFECT_ON_REJECT=${reject}`);
    return gateOn('side-effects.mjs', [
      ...BASE,
      '--on-invalid',
      'open',
      '--case',
      'null-line',
      '--concurrency',
      '1',
      ...flags
    ]);
  };

  test('a call home that the first start did not make is sampled again, not blamed on the frames', async () => {
    const r = await sometimes();
    expect(r.report.findings).toEqual([]);
    expect(r.report.warnings).toContainEqual(
      expect.stringMatching(
        /^scenario "baseline": its first two starts made effects with no canary, so 6 more handshake-only runs sampled its start-up once they were over and before any of its cases ran, half of them with the control call and half with none; in a case, each such effect is allowed as often as a start with the call made it \(one with none, in a case that makes no control call\), plus, for each further well-formed call that executed, as often as the call added it$/
      )
    );
    for (const run of r.report.runs.filter((x) => x.case !== CONTROL_CASE))
      expect(run.actions).toContainEqual(
        expect.objectContaining({
          source: 'http',
          attributedTo: 'start-up baseline',
          description: 'GET /telemetry'
        })
      );
    // The samples are not runs of the report, and the progress line says so.
    expect(r.report.runs.filter((x) => x.case === CONTROL_CASE)).toHaveLength(1);
    // The last of the 10 starts (8 samples, the case) checks the server reads on after the barrier:
    // it comes after the case.
    expect(r.err).toContain(
      '[10/10] baseline × control (does the server read on after the barrier? not reported)'
    );
  });

  test('the samples excuse no more than a start made: an audit call on a rejected frame still fails', async () => {
    const r = await sometimes('http');
    expect(new Set(kinds(r.report))).toEqual(new Set(['action-leak']));
    expect(r.report.findings.every((f) => f.message.endsWith('POST /audit'))).toBe(true);
    expect(r.report.warnings).toContainEqual(expect.stringContaining('so 6 more handshake-only runs'));
  });

  test('a TCP connection (SSH stand-in) opened on a rejected frame → action-leak', async () => {
    const r = await sideEffects('SIDE_EFFECT_ON_REJECT=tcp');
    expect(kinds(r.report)).toEqual(['action-leak']);
    expect(r.report.findings[0].message).toMatch(
      /^an action no canary explains and the start-up baseline does not show: TCP connection 1 to 127\.0\.0\.1:\d+/
    );
  });

  test('an HTTP audit call made on a rejected frame → action-leak', async () => {
    const r = await sideEffects('SIDE_EFFECT_ON_REJECT=http');
    expect(kinds(r.report)).toEqual(['action-leak']);
    expect(r.report.findings[0].message).toMatch(/POST \/audit$/);
  });
});

describe('protocol versions', () => {
  test.each(['2024-11-05', '2025-03-26', '2025-06-18', '2026-07-28'])(
    'the reference gateway passes under %s',
    async (version) => {
      const r = await gate([
        ...FETCH_PROBE,
        ...BASE,
        '--protocol-version',
        version,
        '--',
        'node',
        REFERENCE_GATEWAY
      ]);
      expect(r.report.findings).toEqual([]);
      expect(r.report.gate.protocolVersion).toBe(version);
      expect(r.report.runs.some((x) => x.case === 'batch-call')).toBe(version !== '2025-03-26');
    }
  );
});

describe('cases that apply only where the advertised schema makes them a defect (when)', () => {
  const extra = ['--case', 'unknown-extra-arguments', ...BASE];

  test('a tool whose inputSchema forbids extra properties, and that acts on one anyway: action-leak', async () => {
    const r = await gateOn('extra-arguments.mjs', extra);
    // It runs the call, answers it with a result and keeps the session going: all three are true.
    expect(kinds(r.report)).toEqual(['action-leak', 'rejected-frame-accepted', 'session-policy']);
    expect(r.report.runs.find((x) => x.case === 'unknown-extra-arguments')?.notApplicable).toBeUndefined();
  });

  test('the same server with a schema that allows extras: not applicable, no frame sent, no finding', async () => {
    const r = await gateOn('extra-arguments.mjs', [...extra, '--env', 'DECLARED=open']);
    expect(r.code).toBe(0);
    expect(r.report.findings).toEqual([]);
    const run = r.report.runs.find((x) => x.case === 'unknown-extra-arguments')!;
    expect(run.notApplicable).toMatch(
      /^the inputSchema of record does not meet the case's condition: an unknown argument is a defect only when/
    );
    expect(run.exercised).toBe(false);
    expect(run.rejections).toEqual([]);
    expect(r.out).toContain('0 rejected frames, 0 acted');
    expect(r.out).toContain('1 case run not applicable');
    expect(r.report.warnings).toContainEqual(
      expect.stringMatching(
        /^1 case run not applicable to this server, no frame sent: baseline\/unknown-extra-arguments \(/
      )
    );
  });

  test('the reference gateway forbids extras: the case applies and passes', async () => {
    const r = await gate([...FETCH_PROBE, ...extra, '--', 'node', REFERENCE_GATEWAY]);
    expect(r.report.findings).toEqual([]);
    const run = r.report.runs.find((x) => x.case === 'unknown-extra-arguments')!;
    expect([run.notApplicable, run.exercised, run.rejections.length]).toEqual([undefined, true, 1]);
  });

  test('a project case with its own condition: not applicable where it does not hold, run where it does', async () => {
    const dir = tempDir();
    const value = (schema: object) => ({
      id: 'needs-a-url-argument',
      title: 'A call whose url argument is a number',
      category: 'params',
      level: 'required',
      since: 'v1',
      rationale: 'our gateway once coerced a numeric url into a request',
      when: { probeInputSchema: schema, because: 'only tools that take a url argument' },
      frames: [
        {
          text: '{"jsonrpc":"2.0","id":{{id}},"method":"tools/call","params":{"name":{{tool}},"arguments":{"url":7,"c":"{{canary}}"}}}\n'
        }
      ],
      expect: { rejectedCanaries: 'never' }
    });
    const needsUrl = { required: ['properties'], properties: { properties: { required: ['url'] } } };
    writeFileSync(path.join(dir, 'needs-a-url-argument.json'), JSON.stringify(value(needsUrl)));
    const flags = ['--corpus', dir, '--case', 'needs-a-url-argument', ...BASE];
    const onRecord = await gateOn('clean.mjs', flags);
    expect(onRecord.report.findings).toEqual([]);
    expect(onRecord.report.runs.find((x) => x.case === 'needs-a-url-argument')?.notApplicable).toBe(
      "the inputSchema of record does not meet the case's condition: only tools that take a url argument"
    );
    const onFetch = await gate([...FETCH_PROBE, ...flags, '--', 'node', REFERENCE_GATEWAY]);
    const run = onFetch.report.runs.find((x) => x.case === 'needs-a-url-argument')!;
    expect([run.notApplicable, run.exercised, onFetch.report.findings]).toEqual([undefined, true, []]);
  });
});
