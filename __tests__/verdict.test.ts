import { describe, expect, test } from '@jest/globals';
import {
  acrossSessions,
  attribute,
  EMPTY_HTTP_CONNECTION,
  executions,
  kindOf,
  laterBaselineOf,
  mergeBaselines,
  NO_BASELINE,
  startupBaselineOf,
  type Effect
} from '../src/core/action-log.js';
import { judgeRun, type RunFacts } from '../src/core/verdict.js';

const fx = (source: Effect['source'], text: string, signature = `${source} x`): Effect => ({
  source,
  description: text,
  text,
  signature
});

describe('attribution', () => {
  test('by canary; uncanaried effects against the start-up baseline', () => {
    const a = attribute(
      [
        fx('recorder', 'c-1 ran'),
        fx('http', 'GET /telemetry', 'http GET /telemetry'),
        fx('http', 'GET /telemetry', 'http GET /telemetry')
      ],
      ['c-1'],
      { start: [fx('http', 'GET /telemetry', 'http GET /telemetry')], perCall: [] }
    );
    expect(a.byCanary.get('c-1')).toHaveLength(1);
    expect(a.startup).toHaveLength(1);
    expect(a.unattributed).toHaveLength(1);
  });
  test('an HTTP connection that sent nothing: one of the requests the server makes on its own, cut short, where it makes any', () => {
    const empty = () => fx('http', 'HTTP connection 3 to 127.0.0.1:1 (0 bytes)', EMPTY_HTTP_CONNECTION);
    const telemetry = fx('http', 'POST /telemetry', 'http POST /telemetry');
    // Its own requests at start, or later on a timer: the empty connections are theirs, each.
    for (const baseline of [
      { start: [telemetry], perCall: [] },
      { start: [], perCall: [], later: [telemetry] }
    ]) {
      const a = attribute([{ ...empty(), late: true }, empty(), { ...telemetry, late: true }], [], baseline);
      expect([a.startup.length, a.unattributed.length]).toEqual([3, 0]);
    }
    // A server that makes no request on its own: a connection after a frame is the frame's begun.
    expect(attribute([{ ...empty(), late: true }], [], NO_BASELINE).unattributed).toHaveLength(1);
    expect(
      attribute([empty()], [], { start: [fx('recorder', 'line', 'recorder line')], perCall: [] }).unattributed
    ).toHaveLength(1);
  });
  test('several starts: each effect as often as the one start that made it most, never their sum', () => {
    const telemetry = () => fx('http', 'GET /telemetry', 'http GET /telemetry');
    const cache = () => fx('sandbox', 'file created: cache', 'sandbox file cache');
    const merged = mergeBaselines([[telemetry()], [], [telemetry(), telemetry(), cache()], [cache()]]);
    expect(merged.map((e) => e.signature).sort()).toEqual([
      'http GET /telemetry',
      'http GET /telemetry',
      'sandbox file cache'
    ]);
    const a = attribute([telemetry(), telemetry(), telemetry(), cache()], [], { start: merged, perCall: [] });
    expect(a.startup).toHaveLength(3);
    expect(a.unattributed).toHaveLength(1);
    expect(mergeBaselines([])).toEqual([]);
  });
  test("another session's canary: moved to the judged run that sent it, else never start-up", () => {
    const a = 'mcpgate-000000000000000a';
    const b = 'mcpgate-000000000000000b';
    const check = 'mcpgate-00000000000000cc';
    const old = 'mcpgate-00000000000000dd';
    const [ra, rb, rcheck] = acrossSessions([
      {
        canaries: [a],
        effects: [fx('recorder', `${a} control`)],
        label: 'A',
        run: { scenario: 'baseline', case: 'a' },
        judged: true
      },
      {
        canaries: [b],
        effects: [
          fx('recorder', `${a} retried`),
          fx('recorder', `${b} and ${a}`),
          fx('http', `${check} replayed`),
          fx('http', `${old} replayed`),
          fx('http', 'GET /telemetry')
        ],
        label: 'B',
        run: { scenario: 'baseline', case: 'b' },
        judged: true
      },
      {
        canaries: [check],
        effects: [],
        label: 'check',
        run: { scenario: 'baseline', case: 'a' },
        judged: false
      }
    ]);
    expect(ra.map((e) => e.description)).toEqual([
      `${a} control`,
      `${a} retried, in another session (B)`,
      `${b} and ${a}, in another session (B)`
    ]);
    expect(rb.map((e) => e.description)).toEqual([
      `${b} and ${a}`,
      `${check} replayed`,
      `${old} replayed`,
      'GET /telemetry'
    ]);
    expect(rcheck).toEqual([]);
    expect(ra[1].landedIn).toEqual({ scenario: 'baseline', case: 'b' });
    expect(ra[0].landedIn).toBeUndefined();
    // It came once A was over only where B's server started after every process of A was gone.
    expect(ra[1].afterRun).toBeUndefined();
    const timed = (aTo: number, bFrom: number) =>
      acrossSessions([
        {
          canaries: [a],
          effects: [],
          label: 'A',
          run: { scenario: 's', case: 'a' },
          judged: true,
          served: { from: 0, to: aTo }
        },
        {
          canaries: [b],
          effects: [{ ...fx('recorder', `${a} retried`), late: true }],
          label: 'B',
          run: { scenario: 's', case: 'b' },
          judged: true,
          served: { from: bFrom, to: 50 }
        }
      ])[0][0];
    expect(timed(10, 10)).toMatchObject({ afterRun: true, late: undefined });
    expect(timed(10, 9).afterRun).toBeUndefined();
    // What stays with B carrying no canary of its own is never excused as a start, whatever the baseline.
    const attributed = attribute(rb, [b], { start: rb, perCall: [] });
    expect(attributed.foreign.map((e) => e.description)).toEqual([`${check} replayed`, `${old} replayed`]);
    expect(attributed.startup.map((e) => e.description)).toEqual(['GET /telemetry']);
  });
  test('what a call does beside its canaried effect is allowed once per further call that executed, never for a rejected frame', () => {
    const robots = () => fx('http', 'GET /robots.txt', 'http GET /robots.txt');
    const hello = () => fx('http', 'POST /hello', 'http POST /hello');
    // Starts with the control: hello at start, robots.txt per call; starts with no call: hello only.
    const baseline = startupBaselineOf([[hello(), robots()], [hello()]], [[hello()], []]);
    expect(baseline.start.map((e) => e.signature).sort()).toEqual([
      'http GET /robots.txt',
      'http POST /hello'
    ]);
    expect(baseline.perCall.map((e) => e.signature)).toEqual(['http GET /robots.txt']);
    const run = [
      fx('recorder', 'ctl'),
      fx('recorder', 'fu'),
      fx('recorder', 'valid'),
      hello(),
      robots(),
      robots(),
      robots()
    ];
    // The follow-up and a valid frame executed: two calls beyond the control, each a robots.txt.
    const both = attribute(run, ['ctl', 'fu', 'valid', 'bad'], baseline, ['fu', 'valid']);
    expect([both.startup.length, both.calls.length, both.unattributed.length]).toEqual([2, 2, 0]);
    // A call that never executed, or a rejected frame (not among the calls), allows nothing.
    const one = attribute(
      run.filter((e) => e.text !== 'valid'),
      ['ctl', 'fu', 'bad'],
      baseline,
      ['fu', 'unseen']
    );
    expect([one.startup.length, one.calls.length, one.unattributed.length]).toEqual([2, 1, 1]);
    // Without a start of each kind nothing is known to be a call's.
    expect(startupBaselineOf([[robots()]], []).perCall).toEqual([]);
    expect(startupBaselineOf([[robots()]], [[robots(), robots()]]).perCall).toEqual([]);
    // What the starts with no call made, for a start that makes none: merged as `start` is.
    expect(baseline.alone!.map((e) => e.signature)).toEqual(['http POST /hello']);
    expect(startupBaselineOf([], [[hello()], [hello(), hello()]]).alone).toHaveLength(2);
    expect(startupBaselineOf([[hello()]], []).alone).toBeUndefined();
  });
  test('a file rewritten with no canary added: a call that executed after the frames may have saved it, a rejected frame never', () => {
    const db = (): Effect => ({
      ...fx('sandbox', 'x.db', 'sandbox file x.db changed'),
      late: true,
      rewritten: true
    });
    const counted = (calls: string[]) => attribute([db()], ['ctl', 'fu', 'bad'], NO_BASELINE, calls);
    // The follow-up executed (its canary reached a source): the store it saves explains the change.
    const run = (fu: boolean) => [db(), ...(fu ? [fx('recorder', 'fu ran')] : [])];
    const saved = attribute(run(true), ['ctl', 'fu', 'bad'], NO_BASELINE, ['fu']);
    expect([saved.calls.length, saved.unattributed.length]).toEqual([1, 0]);
    // It did not: no call made it after the calls were done; the clean starts alone could explain it.
    expect(counted(['fu']).unattributed).toHaveLength(1);
    expect(attribute(run(false), ['ctl', 'bad'], { start: [db()], perCall: [] }, []).startup).toHaveLength(1);
  });
  test('what starts held as long as a case did on their own: only after their barrier, beyond the short starts', () => {
    const home = (late: boolean) => ({ ...fx('http', 'POST /telemetry', 'http POST /telemetry'), late });
    const retry = (late: boolean) => ({ ...fx('http', 'POST /retry', 'http POST /retry'), late });
    // Held starts: a call home late; a queue a case left, retried at start (early), never counts; the
    // barrier's own report a moment after its answer (late) is no more than the short starts showed.
    const held = (effects: Effect[]) => ({ effects, start: [home(false)], lastedMs: 1000 });
    const { later } = laterBaselineOf([
      held([home(false), home(true), retry(false)]),
      held([home(false), home(true), home(true)])
    ]);
    expect(later.map((e) => e.signature)).toEqual(['http POST /telemetry', 'http POST /telemetry']);
    // In a case: what it shows beyond the start-up baseline, however many times the held starts made it.
    const baseline = { start: [home(false)], perCall: [], later };
    const a = attribute([home(false), home(true), home(true), home(true), retry(true)], [], baseline);
    expect([a.startup.length, a.unattributed.map((e) => e.description)]).toEqual([
      3,
      ['POST /telemetry', 'POST /retry']
    ]);
    // Before its frames too (a case slower to reach them than the clean starts meets the timer's beat
    // first; no frame had been sent); a queue retried at start is no timer's, early or late.
    const early = attribute([home(false), home(false), home(false), retry(false)], [], baseline);
    expect(early.unattributed.map((e) => e.description)).toEqual(['POST /retry']);
    const more = attribute([home(false), home(false), home(true), home(true)], [], baseline);
    expect(more.unattributed).toHaveLength(1);
    // Where the run had no moment to tell (no frames went out), the start-up baseline alone.
    const unknown = attribute([home(false), { ...home(false), late: undefined }], [], baseline);
    expect(unknown.unattributed).toHaveLength(1);
  });
  test('a timer counted by time: a held start beside the clean starts it is held to, a run that lived longer allowed its pace', () => {
    const beat = (late: boolean) => ({ ...fx('http', 'POST /telemetry', 'http POST /telemetry'), late });
    const beats = (early: number, late: number) => [
      ...Array.from({ length: early }, () => beat(false)),
      ...Array.from({ length: late }, () => beat(true))
    ];
    // The clean starts with the control call beat 10 times, those with none 8 (a shorter session).
    const withCall = beats(10, 0);
    const alone = beats(8, 0);
    // The held start with no call made the most, 100 in its 500 ms: it is held to `alone`.
    const { later, laterPerMs } = laterBaselineOf([
      { effects: beats(10, 80), start: withCall, lastedMs: 450 },
      { effects: beats(8, 92), start: alone, lastedMs: 500 }
    ]);
    expect(later).toHaveLength(92);
    expect(laterPerMs).toEqual({ 'http POST /telemetry': 0.2 });
    const baseline = { start: withCall, perCall: [], alone, later, laterPerMs };
    // That start itself, held to the starts with no call, is explained, every beat (it was 2 short
    // when its share was counted beyond the starts with the call).
    const callless = { ...baseline, start: alone };
    expect(attribute(beats(8, 92), [], callless, [], 500).unattributed).toHaveLength(0);
    // A run that lived 600 ms: 120 beats at that pace, and not one more.
    expect(attribute(beats(10, 110), [], baseline, [], 600).unattributed).toHaveLength(0);
    expect(attribute(beats(10, 111), [], baseline, [], 600).unattributed).toHaveLength(1);
    // Without its time, or shorter than the held start that made the most: the count that start made.
    expect(attribute(beats(10, 110), [], baseline).unattributed).toHaveLength(18);
    expect(attribute(beats(10, 93), [], baseline, [], 100).unattributed).toHaveLength(1);
    // A kind no held start made after its barrier has no pace: a start-up write, however long the run.
    const write = { ...fx('sandbox', 'file written: cache.json', 'sandbox file cache.json'), late: true };
    const once = { ...baseline, start: [...withCall, { ...write, late: false }] };
    expect(attribute([...beats(10, 0), write, write], [], once, [], 10_000).unattributed).toHaveLength(1);
  });
  test('kinds of effect: what changes from start to start is masked, the rest kept', () => {
    const kind = (signature: string) => kindOf({ ...fx('http', 'x'), signature });
    expect(kind('sandbox file session-3cb2be65-6375-4833-851a-3603ddbbd17f.log')).toBe(
      'sandbox file session-{uuid}.log'
    );
    expect(kind('http POST /sessions/V1StGXR8_Z5jdHi6B-myT')).toBe('http POST /sessions/{token}');
    expect(kind('sandbox file .lock-48211')).toBe('sandbox file .lock-{n}');
    expect(kind('http GET /objects/9fceb02d0ae598e95dc970b74767f19372d61af8')).toBe(
      'http GET /objects/{hex}'
    );
    expect(kind('http GET /robots.txt')).toBe('http GET /robots.txt');
    expect(kind('sandbox file telemetry-events.json')).toBe('sandbox file telemetry-events.json');
    expect(kind('http POST /mcpgate-{canary}')).toBe('http POST /mcpgate-{canary}');
  });
  test('executions: one call with many effects is one; only recorder lines show a replay', () => {
    expect(executions([fx('recorder', 'a'), fx('http', 'a')])).toBe(1);
    expect(executions([fx('recorder', 'a'), fx('recorder', 'a')])).toBe(2);
    expect(executions(Array.from({ length: 28 }, () => fx('sandbox', 'a')))).toBe(1);
    expect(executions([fx('http', 'a'), fx('http', 'a')])).toBe(1);
    expect(executions(undefined)).toBe(0);
  });
});

describe('judgeRun', () => {
  const base: RunFacts = {
    captureCap: 1024,
    timedOut: false,
    timeoutMs: 1000,
    contractFindings: [],
    errorResponses: 1,
    successes: {},
    handshake: { outcome: 'ok' },
    control: { canary: 'ctl', outcome: 'result' },
    frames: [
      {
        index: 0,
        role: 'rejected',
        canary: 'bad',
        stdinLine: 4,
        fingerprint: 'abc',
        reason: 'json: null',
        ids: [100],
        written: true
      }
    ],
    followUp: { canary: 'fol', outcome: 'not-sent' },
    isCase: true,
    effects: [fx('recorder', 'ctl')],
    barrier: 'answered',
    plannedFrames: 1,
    orphans: []
  };

  test('a clean rejection: no findings, counted apart (R10)', () => {
    const j = judgeRun(base, 'close');
    expect(j.findings).toEqual([]);
    expect(j.rejections).toEqual([
      { frame: 1, stdinLine: 4, fingerprint: 'abc', reason: 'json: null', outcome: 'no action' }
    ]);
    expect(j.executions).toBe(1);
  });

  test('frames the server left unread prove nothing; unread bytes that may be only the follow-up do not fail', () => {
    const judged = (stdinRead: RunFacts['stdinRead']) => judgeRun({ ...base, stdinRead }, 'close');
    for (const read of ['unread', 'not-shown'] as const) {
      expect(judged(read).findings.map((f) => f.kind)).toEqual(['case-not-exercised']);
      expect(judged(read).exercised).toBe(false);
    }
    for (const read of ['read', 'unclear', 'unread-tail', undefined] as const) {
      expect(judged(read).findings).toEqual([]);
      expect(judged(read).exercised).toBe(true);
    }
    // Frames too long to tell whether the server read into them: exercised, and said so.
    expect(judged('unread-tail').warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/may have read into them and stopped at a bad byte: counted as exercised$/)
    ]);
  });

  test('a run that did more than the gate can observe proves nothing: output-limit, whatever else it shows', () => {
    const spots = ['sandbox: more than 10000 entries; the rest were not looked at', 'action log: it grew'];
    const j = judgeRun({ ...base, blindSpots: spots }, 'close');
    expect(j.findings).toEqual([
      {
        kind: 'output-limit',
        message: `the run did more than the gate can observe (${spots.join('; ')}): an act past that would not be seen, so the run proves nothing`
      }
    ]);
    expect(judgeRun({ ...base, blindSpots: [] }, 'close').findings).toEqual([]);
  });

  test('error codes never prove safety: a leak with a -32600 answer is still a leak (R20)', () => {
    const j = judgeRun(
      { ...base, errorResponses: 1, effects: [fx('recorder', 'ctl'), fx('http', 'GET /r/1/bad')] },
      'close'
    );
    expect(j.findings.map((f) => f.kind)).toEqual(['action-leak']);
  });

  test('an effect no canary explains, beyond the baseline, is a leak', () => {
    const j = judgeRun(
      { ...base, effects: [fx('recorder', 'ctl'), fx('tcp', 'connection')], baseline: NO_BASELINE },
      'any'
    );
    expect(j.findings[0].message).toContain('an action no canary explains');
  });

  test('a successful result to a rejected frame is acceptance, even with an empty log', () => {
    const j = judgeRun({ ...base, successes: { 'number:100': 1 } }, 'close');
    expect(j.findings.map((f) => f.kind)).toEqual(['rejected-frame-accepted']);
    expect(j.findings[0].message).toContain('(id 100 (number))');
  });

  test('the control must be observed exactly once', () => {
    const lost = judgeRun({ ...base, effects: [] }, 'close').findings[0];
    expect(lost.kind).toBe('control-not-observed');
    expect(lost.message).toContain('the log is not wired');
    // Where other runs' controls reached it, the log is wired: the call acted elsewhere, or not at all.
    const elsewhere = judgeRun({ ...base, effects: [], controlsSeenElsewhere: 26 }, 'close').findings[0];
    expect(elsewhere.kind).toBe('control-not-observed');
    expect(elsewhere.message).toContain('though 26 other control calls of this gate did');
    expect(
      judgeRun({ ...base, effects: [fx('recorder', 'ctl'), fx('recorder', 'ctl')] }, 'close').findings[0]
        .message
    ).toContain('executed 2 times');
  });

  test('the control acting again once the frames went out is the frames doing, unless its call always acts late', () => {
    const at = (late: boolean | undefined, text = 'GET /ctl'): Effect => ({ ...fx('http', text), late });
    const repeated = judgeRun({ ...base, effects: [at(false), at(true)] }, 'close');
    expect(repeated.findings.map((f) => [f.kind, f.message])).toEqual([
      [
        'action-leak',
        "the rejected frame on stdin line 4 acted: once the case's frames were sent, the server acted again on the positive control's call, which it had answered and acted on before them (canary ctl: GET /ctl)"
      ]
    ]);
    expect(repeated.rejections[0].outcome).toBe('acted');
    expect(repeated.actions.map((a) => a.attributedTo)).toEqual([
      'control',
      'the control, repeated after the frames'
    ]);
    expect(repeated.executions).toBe(2);
    // A recorder line after the frames is that repeat too, not a second execution of the control.
    const recorded = judgeRun(
      {
        ...base,
        effects: [
          { ...fx('recorder', 'ctl'), late: false },
          { ...fx('recorder', 'ctl'), late: true }
        ]
      },
      'close'
    );
    expect(recorded.findings.map((f) => f.kind)).toEqual(['action-leak']);
    // Once the run was over (its listener, or a server started after it): after the frames too.
    const over = judgeRun({ ...base, effects: [at(false), { ...at(undefined), afterRun: true }] }, 'close');
    expect(over.findings.map((f) => f.kind)).toEqual(['action-leak']);
    // Nothing before the frames (a tool that acts after answering), nothing after, or a time the
    // source cannot tell: one execution, as before.
    for (const effects of [
      [at(true), at(true)],
      [at(false), at(false)],
      [at(false), at(undefined)]
    ])
      expect(judgeRun({ ...base, effects }, 'close').findings).toEqual([]);
    // What a later call made holds the control's canary too (a store saved whole with the
    // follow-up's record): that call's doing, not a repeat.
    const store = judgeRun(
      {
        ...base,
        followUp: { canary: 'fol', outcome: 'result' },
        effects: [at(false, 'store ctl'), at(true, 'store ctl fol'), fx('recorder', 'fol')]
      },
      'close'
    );
    expect(store.findings.filter((f) => f.message.includes('acted again'))).toEqual([]);
    // A start showed this call acting after its answer, as this effect does: no proof of a repeat.
    const late = { start: [], perCall: [], callActsLate: ['http x'] };
    expect(judgeRun({ ...base, effects: [at(false), at(true)], baseline: late }, 'close').findings).toEqual(
      []
    );
    // It showed a late effect of another kind (a record of the call a timer writes): a recorder line
    // of the call after the frames is still a repeat.
    const timer = { start: [], perCall: [], callActsLate: ['sandbox file audit-{n}.json'] };
    const beside = judgeRun(
      {
        ...base,
        baseline: timer,
        effects: [
          { ...fx('recorder', 'ctl', 'recorder line'), late: false },
          { ...fx('sandbox', 'audit-1.json ctl', 'sandbox file audit-1.json'), late: true },
          { ...fx('recorder', 'ctl', 'recorder line'), late: true }
        ]
      },
      'close'
    );
    expect(beside.findings.map((f) => f.kind)).toEqual(['action-leak']);
    expect(beside.actions.map((a) => [a.description, a.attributedTo])).toEqual([
      ['ctl', 'control'],
      ['audit-1.json ctl', 'control'],
      ['ctl', 'the control, repeated after the frames']
    ]);
    // The timer's record alone after the frames: the call's own, one execution.
    const own = judgeRun(
      {
        ...base,
        baseline: timer,
        effects: [
          { ...fx('recorder', 'ctl', 'recorder line'), late: false },
          { ...fx('sandbox', 'audit-1.json ctl', 'sandbox file audit-1.json'), late: true }
        ]
      },
      'close'
    );
    expect(own.findings).toEqual([]);
    expect(own.executions).toBe(1);
    // A scenario run (no frames) and a control that was not answered with a result: not judged so.
    const scenarioRun = { ...base, isCase: false, frames: [], followUp: undefined, plannedFrames: 0 };
    expect(judgeRun({ ...scenarioRun, effects: [at(false), at(true)] }, 'close').findings).toEqual([]);
    const unanswered = { ...base, control: { canary: 'ctl', outcome: 'no-response' as const } };
    expect(
      judgeRun({ ...unanswered, effects: [at(false), at(true)] }, 'close').findings.map((f) => f.kind)
    ).toEqual(['control-failed']);
  });

  test('close: a follow-up answered with a result is a policy breach even without an effect', () => {
    const j = judgeRun({ ...base, followUp: { canary: 'fol', outcome: 'result' } }, 'close');
    expect(j.findings[0].message).toBe(
      'close: after the rejected frame on stdin line 4 the follow-up call was answered with a result; a closed session answers nothing'
    );
  });

  test('a timeout hides control and policy findings it would otherwise cause', () => {
    const j = judgeRun({ ...base, timedOut: true, effects: [] }, 'open');
    expect(j.findings.map((f) => f.kind)).toEqual(['timeout']);
  });
});
