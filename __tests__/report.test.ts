import { describe, expect, test } from '@jest/globals';
import { UNEXPLAINED_ACTION, type Finding } from '../src/core/findings.js';
import {
  finalizeReport,
  mergeReports,
  type ProcessTracking,
  type Report,
  type RunReport
} from '../src/core/report.js';
import { renderJUnit } from '../src/report/junit.js';
import { Redactor } from '../src/report/redact.js';
import { renderHtml } from '../src/report/html.js';
import { renderSummary } from '../src/report/summary.js';
import { renderTerminal } from '../src/report/terminal.js';
import {
  groupFindings,
  groupSize,
  mostSevere,
  normalizeMessage,
  proofLine,
  windowLine
} from '../src/core/report.js';
import { maskVarying } from '../src/core/action-log.js';

const run = (scenario: string, c: string): RunReport => ({
  scenario,
  case: c,
  verdict: 'pass',
  exit: { code: 0, signal: null },
  stdoutBytes: 10,
  stderrBytes: 0,
  stdoutLines: 1,
  durationMs: 100,
  actions: [],
  rejections: [],
  counts: { rejected: 0, executed: 1, errorResponses: 0 },
  errorCodes: {},
  idlessErrors: { 'id-null': 0, 'id-omitted': 0 },
  warnings: []
});
const finding = (scenario: string, c: string, message: string): Finding => ({
  kind: 'stdout-noise',
  scenario,
  case: c,
  message
});
const base = {
  gate: {
    version: '0',
    corpusVersion: 'v1',
    protocolVersion: '2025-11-25',
    policy: 'close' as const,
    profile: 'required',
    actionLog: 'verified' as const
  },
  command: ['node', 'server.js'],
  stats: { runs: 2, cases: 1, wallMs: 1000, concurrency: 2 },
  warnings: []
};

function report(
  findings: Finding[],
  runs = [run('baseline', 'control'), run('baseline', 'null-line')]
): Report {
  return finalizeReport(base, runs, findings);
}

describe('report model', () => {
  test('runs with findings fail, the others pass', () => {
    const r = report([finding('baseline', 'null-line', 'x')]);
    expect(r.result).toBe('fail');
    expect(r.runs.map((x) => x.verdict)).toEqual(['pass', 'fail']);
    expect(r.stats.failedRuns).toBe(1);
  });

  test('merge deduplicates runs and findings and recomputes the verdict', () => {
    const a = report(
      [finding('baseline', 'null-line', 'x')],
      [run('baseline', 'control'), run('baseline', 'null-line')]
    );
    const b = report([], [run('baseline', 'control'), run('baseline', 'id-true')]);
    const m = mergeReports([a, b]);
    expect(m.runs.map((x) => x.case)).toEqual(['control', 'id-true', 'null-line']);
    expect(m.findings).toHaveLength(1);
    expect(m.result).toBe('fail');
  });

  test('a merged gate tracked processes only as well as its weakest shard did', () => {
    const tracked = (t: ProcessTracking) => {
      const r = report([]);
      r.gate.processTracking = t;
      return r;
    };
    expect(mergeReports([tracked('cgroup'), tracked('cgroup')]).gate.processTracking).toBe('cgroup');
    const m = mergeReports([tracked('cgroup'), tracked('environment')]);
    expect(m.gate.processTracking).toBe('environment');
    expect(renderSummary(m, undefined, undefined, [])).toContain('no writable cgroup v2 here');
    expect(mergeReports([tracked('process-group'), m]).gate.processTracking).toBe('process-group');
    // The subreaper finds what clears its environment: weaker than a cgroup per run, stronger than none.
    const s = mergeReports([tracked('cgroup'), tracked('subreaper')]);
    expect(s.gate.processTracking).toBe('subreaper');
    expect(renderSummary(s, undefined, undefined, [])).toContain(
      'the gate&#39;s subreaper, which adopts every one whose parent is gone'
    );
    expect(mergeReports([s, tracked('environment')]).gate.processTracking).toBe('environment');
  });
});

describe('renderers', () => {
  test('findings saying the same thing are grouped, canaries aside', () => {
    const groups = groupFindings([
      finding('baseline', 'a', 'leak mcpgate-0123456789abcdef'),
      finding('baseline', 'b', 'leak mcpgate-fedcba9876543210'),
      finding('baseline', 'c', 'other')
    ]);
    expect(groups.map((g) => g.runs.length)).toEqual([2, 1]);
  });

  test('a process left alive in every case is one group, whatever its pid in each', () => {
    const orphan = (c: string, pid: number) =>
      finding('baseline', c, `a process the server started was still alive (pid ${pid}: sleep 30); killed`);
    const groups = groupFindings([orphan('a', 716), orphan('b', 961), orphan('c', 907)]);
    expect(groups.map((g) => [g.runs.length, g.message])).toEqual([
      [3, 'a process the server started was still alive (pid …: sleep 30); killed']
    ]);
  });

  test('an action no canary explains, under a name with a pid or an id of its own in each case, is one group', () => {
    const made = (c: string, name: string) =>
      finding('baseline', c, `${UNEXPLAINED_ACTION}entry made and removed during the run: ${name}`);
    const groups = groupFindings([
      made('a', 'tmp-4013'),
      made('b', 'tmp-4234'),
      made('c', 'job-0b6e7c52-5a8e-4f4b-9d3e-2f4d8f1e6a11.tmp'),
      made('d', 'job-8c0d1c59-1b1a-4c3c-8a8e-6e7b2b1f0c22.tmp'),
      made('e', 'cache.json')
    ]);
    expect(groups.map((g) => [g.runs.length, g.message.slice(UNEXPLAINED_ACTION.length)])).toEqual([
      [2, 'entry made and removed during the run: tmp-{n}'],
      [2, 'entry made and removed during the run: job-{uuid}.tmp'],
      [1, 'entry made and removed during the run: cache.json']
    ]);
  });

  test('a group whose runs all said the same words shows them as they are; one whose words differ, masked', () => {
    const mode = (c: string) =>
      finding(
        'baseline',
        c,
        `${UNEXPLAINED_ACTION}file given mode 755 once the calls were done: deploy.sh (644 then)`
      );
    const groups = groupFindings([mode('a'), mode('b'), mode('c')]);
    expect(groups.map((g) => [g.runs.length, g.message.slice(UNEXPLAINED_ACTION.length)])).toEqual([
      [3, 'file given mode 755 once the calls were done: deploy.sh (644 then)']
    ]);
    const sized = (c: string, n: number) =>
      finding('baseline', c, `${UNEXPLAINED_ACTION}file created: cache.json (${n} bytes)`);
    expect(
      groupFindings([sized('a', 12), sized('b', 13)]).map((g) => g.message.slice(UNEXPLAINED_ACTION.length))
    ).toEqual(['file created: cache.json ({n} bytes)']);
  });

  test('an unexplained connection to a port of its own in each case is one group, its address shown as one', () => {
    const made = (c: string, n: number, port: number) =>
      finding(
        'baseline',
        c,
        `${UNEXPLAINED_ACTION}HTTP connection ${n} to 127.0.0.1:${port} (0 bytes, no request line: b'')`
      );
    const groups = groupFindings([made('a', 3, 41234), made('b', 4, 39871), made('c', 3, 10.5e3)]);
    expect(groups.map((g) => [g.runs.length, g.message.slice(UNEXPLAINED_ACTION.length)])).toEqual([
      [3, "HTTP connection {n} to 127.0.0.1:PORT ({n} bytes, no request line: b'')"]
    ]);
    expect(normalizeMessage(`${UNEXPLAINED_ACTION}TCP connection to 10.1.2.3:22 from 1.2.3.4.5`)).toBe(
      `${UNEXPLAINED_ACTION}TCP connection to 10.1.2.3:{n} from {n}.{n}.{n}.{n}.{n}`
    );
  });

  test('the summary escapes everything the server wrote and stays under 1 MiB', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      finding('baseline', `case-${i}`, `<script>alert(${i})</script>${'x'.repeat(300)}`)
    );
    const runs = many.map((f) => run(f.scenario, f.case));
    const html = renderSummary(report(many, runs), undefined, 'node dist/cli.js -- x', []);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(Buffer.byteLength(html)).toBeLessThan(1024 * 1024);
    expect(html.startsWith('\n<h2>❌ mcp-stdio-gate: fail</h2>')).toBe(true);
  });

  test('JUnit: one test case per scenario × case, XML-escaped failures', () => {
    const xml = renderJUnit(report([finding('baseline', 'null-line', "b'<bad>\\x00'")]));
    expect(xml).toContain('tests="2" failures="1"');
    expect(xml).toContain('<testcase classname="baseline" name="baseline × control"');
    expect(xml).toContain('&lt;bad&gt;');
  });

  test('redaction covers text and raw bytes', () => {
    const r = new Redactor(['s3cr3t']);
    expect(r.text('key=s3cr3t;s3cr3t')).toBe('key=***;***');
    expect(r.bytes(Buffer.from('\xffs3cr3t\n', 'latin1'))).toEqual(Buffer.from('\xff******\n', 'latin1'));
  });
});

describe('findings a maintainer reads in ten seconds (issue 13)', () => {
  const f = (kind: Finding['kind'], c: string, message: string): Finding => ({
    kind,
    scenario: 'baseline',
    case: c,
    message
  });

  test('one defect seen through different ports, run paths and canaries is one group, most severe first', () => {
    const groups = groupFindings([
      f('stdout-noise', 'null-line', "non-protocol stdout on line 3: b'x'"),
      f(
        'action-leak',
        'null-line',
        'an action no canary explains: GET /r/10/mcpgate-0123456789abcdef on 127.0.0.1:41234'
      ),
      f(
        'action-leak',
        'empty-line',
        'an action no canary explains: GET /r/11/mcpgate-fedcba9876543210 on 127.0.0.1:39999'
      ),
      f('session-policy', 'null-line', 'open: no error response to the rejected frame on stdin line 6')
    ]);
    expect(groups.map((g) => [g.kind, g.runs.length])).toEqual([
      ['action-leak', 2],
      ['stdout-noise', 1],
      ['session-policy', 1]
    ]);
    expect(groups[0].message).toBe('an action no canary explains: GET /r/…/mcpgate-… on 127.0.0.1:PORT');
  });

  test('a frame that acted and was answered with a result is one line with both pieces of evidence', () => {
    const leak = (c: string, line: number, canary: string) =>
      f(
        'action-leak',
        c,
        `the rejected frame on stdin line ${line} acted: its canary ${canary} reached the action log`
      );
    const accepted = (c: string, line: number, id: number) =>
      f(
        'rejected-frame-accepted',
        c,
        `the rejected frame on stdin line ${line} was answered with a successful result (id ${id} (number)): the server took it as a valid request`
      );
    const groups = groupFindings([
      leak('proto-key', 6, 'mcpgate-0123456789abcdef'),
      accepted('proto-key', 6, 100),
      leak('lone-surrogate', 6, 'mcpgate-fedcba9876543210'),
      accepted('lone-surrogate', 6, 100),
      // Another frame of the same run, answered but not acted on: its own line.
      accepted('lone-surrogate', 7, 101),
      // Accepted in a run without a leak: its own line.
      accepted('id-true', 6, 100)
    ]);
    expect(groups.map((g) => [g.kind, g.message, g.runs])).toEqual([
      [
        'action-leak',
        'the rejected frame on stdin line 6 acted: its canary mcpgate-… reached the action log, and was answered with a successful result (id 100 (number))',
        ['baseline × proto-key', 'baseline × lone-surrogate']
      ],
      [
        'rejected-frame-accepted',
        'the rejected frame on stdin line 7 was answered with a successful result (id 101 (number)): the server took it as a valid request',
        ['baseline × lone-surrogate']
      ],
      [
        'rejected-frame-accepted',
        'the rejected frame on stdin line 6 was answered with a successful result (id 100 (number)): the server took it as a valid request',
        ['baseline × id-true']
      ]
    ]);
  });

  test('a close session found open in many cases is one sentence naming the flag for that policy', () => {
    const cases = ['null-line', 'empty-line', 'id-true'];
    const groups = groupFindings(
      cases.map((c, i) =>
        f(
          'session-policy',
          c,
          `close: after the rejected frame on stdin line ${6 + i} the follow-up call executed (canary x)`
        )
      ),
      27
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].message).toMatch(
      /^close: the session stays open after a rejected frame, in 3 of 27 case runs .*--on-invalid open .*--on-invalid any/
    );
    expect(groupSize(groups[0])).toBe('3 runs');
    // A run whose valid frame and follow-up both executed: two findings in one run. The group says
    // so, or the headline's count of findings does not add up to what is listed.
    const twice = groupFindings(
      [
        ...cases.map((c) =>
          f(
            'session-policy',
            c,
            'close: after the rejected frame on stdin line 6 the follow-up call executed (canary x)'
          )
        ),
        f(
          'session-policy',
          'null-line',
          'close: after the rejected frame on stdin line 6 the valid frame on stdin line 7 executed (canary y)'
        )
      ],
      27
    );
    expect(twice.map(groupSize)).toEqual(['3 runs, 4 findings']);
    expect(groupSize({ runs: ['baseline × a'], findings: 2 })).toBe('1 run, 2 findings');
  });

  test('reproduce points at the most severe finding, whatever the report order', () => {
    expect(
      mostSevere([f('session-policy', 'a', 'x'), f('stdout-noise', 'b', 'y'), f('action-leak', 'c', 'z')])!
        .case
    ).toBe('c');
  });

  test('without a probe tool the proof line claims no action count; controls count runs that made one', () => {
    const noProbe = finalizeReport(
      { ...base, gate: { ...base.gate, actionLog: 'unverified' } },
      [run('baseline', 'control')],
      []
    );
    expect(proofLine(noProbe)).toBe(
      '0 rejected frames, actions not verified; no positive control (no --probe-tool): the action log is unverified; session policy close not judged: no later call without --probe-tool'
    );
    // `open` is judged by the error response owed to a rejected frame, probe or not.
    const open = finalizeReport(
      { ...base, gate: { ...base.gate, actionLog: 'unverified', policy: 'open' } },
      [run('baseline', 'control')],
      []
    );
    expect(proofLine(open)).toBe(
      '0 rejected frames, actions not verified; no positive control (no --probe-tool): the action log is unverified; session policy open judged by its error responses only: no later call without --probe-tool'
    );
    const withCase = finalizeReport(
      base,
      [run('baseline', 'control'), { ...run('baseline', 'call-before-initialize'), controlled: false }],
      []
    );
    expect(proofLine(withCase)).toContain('positive control observed in 1/1 run that made one');
    // No run got as far as its control call (each failed its handshake): not "observed in 0/0".
    const none = finalizeReport(base, [{ ...run('baseline', 'control'), controlled: false }], []);
    expect(proofLine(none)).toBe(
      '0 rejected frames, 0 acted; no run made the positive control call: nothing shows the action log wired'
    );
  });

  test('beside the proof line: how soon the gate closed stdin after the frames where the server still held it', () => {
    const rejection = {
      frame: 1,
      stdinLine: 6,
      reason: 'r',
      fingerprint: 'x',
      outcome: 'no action' as const
    };
    const held = (scenario: string, c: string, ms?: number) => ({
      ...run(scenario, c),
      rejections: [rejection],
      ...(ms === undefined ? {} : { closedAfterFramesMs: ms })
    });
    // The server let go of stdin in one (no span); a case whose frames reached no reading server proves nothing.
    const report = finalizeReport(
      base,
      [
        run('baseline', 'control'),
        held('baseline', 'a', 12),
        held('baseline', 'b', 10),
        held('baseline', 'c'),
        { ...held('baseline', 'd', 3), exercised: false }
      ],
      []
    );
    expect(proofLine(report)).toMatch(/^3 rejected frames, 0 acted; positive control observed in /);
    expect(windowLine(report)).toBe(
      'in 2 case runs the gate closed stdin 10 to 12 ms after the frames, the server still holding it: an act put off longer shows only under --corpus-scenarios soak'
    );
    // Cases held open under soak: the span says how long, and nothing is asked for.
    const soaked = finalizeReport(base, [run('baseline', 'control'), held('soak', 'a', 3012)], []);
    expect(windowLine(soaked)).toBe(
      'in 1 case run under soak the gate closed stdin 3012 ms after the frames, the server still holding it'
    );
    // Only the soak sample held open: its span apart, and the other cases still ask for soak.
    const sampled = finalizeReport(
      base,
      [
        run('baseline', 'control'),
        held('baseline', 'a', 11),
        held('baseline', 'b', 10),
        held('soak', 'b', 10007)
      ],
      []
    );
    expect(windowLine(sampled)).toBe(
      'in 2 case runs the gate closed stdin 10 to 11 ms after the frames; in 1 case run under soak, 10007 ms after them, the server still holding it: an act put off longer shows only under soak, where only b ran (--corpus-scenarios soak runs every case there)'
    );
    // The sample's server let go of its stdin at the frame: nothing put off in it goes unseen.
    const letGo = finalizeReport(
      base,
      [run('baseline', 'control'), held('baseline', 'a', 11), held('baseline', 'b', 11), held('soak', 'a')],
      []
    );
    expect(windowLine(letGo)).toBe(
      'in 2 case runs the gate closed stdin 11 ms after the frames, the server still holding it: an act put off longer shows only under soak, where only a ran (--corpus-scenarios soak runs every case there)'
    );
    // A server whose threads never rested: stdin closed half a second after the hold regardless.
    const running = finalizeReport(
      base,
      [
        run('baseline', 'control'),
        { ...held('baseline', 'a', 512), threads: 'running' },
        held('baseline', 'b', 14)
      ],
      []
    );
    expect(windowLine(running)).toBe(
      'in 2 case runs the gate closed stdin 14 to 512 ms after the frames, the server still holding it (in 1, a thread of its still running half a second after the hold): an act put off longer shows only under --corpus-scenarios soak'
    );
    // Every server cut short was at rest by then: said so, since "0 ms after the frames" alone would
    // not say why that was long enough.
    const rested = finalizeReport(
      base,
      [
        run('baseline', 'control'),
        { ...held('baseline', 'a', 0), threads: 'at-rest' },
        { ...held('baseline', 'b', 3), threads: 'at-rest' }
      ],
      []
    );
    expect(windowLine(rested)).toBe(
      'in 2 case runs the gate closed stdin 0 to 3 ms after the frames, the server still holding it and its threads at rest: an act put off longer shows only under --corpus-scenarios soak'
    );
    const each = finalizeReport(
      base,
      [run('baseline', 'control'), { ...held('baseline', 'a', 512), threads: 'running' }],
      []
    );
    expect(windowLine(each)).toMatch(
      / \(in each, a thread of its still running half a second after the hold\):/
    );
    // No server was cut short, or no action log was verified: nothing to say.
    expect(windowLine(finalizeReport(base, [run('baseline', 'control'), held('baseline', 'c')], []))).toBe(
      ''
    );
    const unverified = { ...base, gate: { ...base.gate, actionLog: 'unverified' as const } };
    expect(windowLine(finalizeReport(unverified, [held('baseline', 'a', 12)], []))).toBe('');
    // Each renderer puts it right under the proof line.
    const window = windowLine(report);
    expect(renderTerminal(report, undefined, undefined, '/tmp/out')).toContain(
      `  ${proofLine(report)}\n  ${window}\n`
    );
    for (const page of [renderSummary(report, undefined, undefined, []), renderHtml(report)])
      expect(page).toMatch(new RegExp(`0 acted; [^<]+(</b>)?<br>${window.replace(/[-.]/g, '\\$&')}</p>`));
  });

  test('a frame of a run past what the gate can observe is not counted as one that did not act', () => {
    const rejection = (outcome: 'acted' | 'no action') => ({
      frame: 1,
      stdinLine: 6,
      reason: 'r',
      fingerprint: 'x',
      outcome
    });
    const blind = { ...run('baseline', 'id-true'), rejections: [rejection('no action')] };
    const seen = { ...run('baseline', 'null-line'), rejections: [rejection('no action')] };
    const acted = { ...run('baseline', 'id-null'), rejections: [rejection('acted'), rejection('no action')] };
    const report = finalizeReport(
      base,
      [run('baseline', 'control'), blind, seen, acted],
      [
        f('output-limit', 'id-true', 'the run did more than the gate can observe'),
        f('output-limit', 'id-null', 'the run did more than the gate can observe')
      ]
    );
    // Of the blind runs only what acted counts: 1 + 1 rejected, 1 acted, and both named as blind.
    expect(proofLine(report)).toBe(
      '2 rejected frames, 1 acted; positive control observed in 2/4 runs that made one; 2 case runs past what the gate can observe'
    );
  });
});

describe('masks over text a server chose', () => {
  test('what varies between runs is masked as before', () => {
    expect(
      maskVarying(
        'session-123e4567-e89b-12d3-a456-426614174000 job_deadbeef12 tok_Ab3dEf5hIj7kLm9n pid 42 cafebabe'
      )
    ).toBe('session-{uuid} job_{hex} {token} pid {n} cafebabe');
    expect(
      normalizeMessage(
        "wrote '/tmp/mcp-stdio-gate-Ab1/run-7/sandbox/x' at 127.0.0.1:4242 (canary mcpgate-0123456789abcdef)"
      )
    ).toBe("wrote '<run dir>/sandbox/x' at 127.0.0.1:PORT (canary mcpgate-…)");
  });

  test('one pass over each run of characters: 100,000 of them take no longer than a few', () => {
    // A lookahead or a leading run retried at every position took time quadratic in a word's length:
    // 1.5 MB of one letter in a version string held the gate for hours after its last run.
    const started = performance.now();
    normalizeMessage('V'.repeat(100_000));
    maskVarying('V'.repeat(100_000));
    maskVarying('a'.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
