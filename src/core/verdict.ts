/**
 * Judges one run, purely: what the session observed and the effects the action log saw, in;
 * findings, attributed actions and the rejection journal, out.
 */
import {
  attribute,
  RECORDER_LINE,
  canariesIn,
  kindOf,
  executions,
  repeatedLater,
  afterTheCalls,
  type Effect,
  type StartupBaseline
} from './action-log.js';
import { UNEXPLAINED_ACTION, type RawFinding, type Warning } from './findings.js';
import { describeId, idKey } from './protocol.js';
import { count } from './report.js';

export type SessionPolicy = 'close' | 'open' | 'any';
export type FrameRole = 'rejected' | 'after-rejection' | 'valid';
export type CallOutcome = 'result' | 'tool-error' | 'error' | 'no-response' | 'not-sent';

export interface JudgedCall {
  canary: string;
  outcome: CallOutcome;
  detail?: string;
}

export interface JudgedFrame {
  index: number;
  role: FrameRole;
  /** Absent when the frame embeds no probe call (a debug line). */
  canary?: string;
  /** 1-based stdin line on which the frame starts. */
  stdinLine: number;
  /** A hash prefix of the frame: identifies it without exposing what it carried (R18). */
  fingerprint: string;
  /** Why the frame must be rejected (the corpus case's title). */
  reason: string;
  /** The JSON-RPC ids the frame's bytes carry, as far as they can be read. */
  ids: (string | number)[];
  /** Whether the frame's bytes were handed to the server's stdin. */
  written: boolean;
  /** Whether the frame ends a line (`\n`): bytes cut off by EOF never formed a message to answer. */
  endsLine?: boolean;
}

/**
 * Whether the server read into the case's first rejected frame, as the kernel showed when the
 * server let go of its stdin (exited or closed it): `read` (nothing was left unread, more was taken
 * than a socket holds, or the server answered a frame), `unread` (bytes were left unread and the
 * gate had sent nothing after that frame yet), `unclear` (bytes were left unread, but the gate had
 * already sent more: they may be only the follow-up), `unread-tail` (as `unread`, but the frames
 * are longer than the least a buffered reader reads at once: the server may have read into them
 * and stopped at a bad byte; given the benefit of the doubt), `not-shown` (unclear, and so was a
 * second run that held everything after the frame back until the server reacted to it).
 */
export type StdinRead = 'read' | 'unread' | 'unread-tail' | 'unclear' | 'not-shown';

export interface RunFacts {
  launchFailure?: { message: string };
  limitHit?: 'stdout' | 'stderr';
  captureCap: number;
  timedOut: boolean;
  timeoutMs: number;
  /** Where it was stuck when the time ran out (`SessionObservation.timedOutWhile`). */
  timedOutWhile?: string;
  contractFindings: RawFinding[];
  /** Stdout findings past the ones kept in detail. */
  moreContractFindings?: number;
  /** Error responses the server wrote, excluding those to the gate's own requests. */
  errorResponses: number;
  /** Successful results per id key (`idKey`). */
  successes: Record<string, number>;
  handshake: { outcome: 'ok' | 'failed' | 'skipped'; detail?: string };
  control?: JudgedCall;
  frames: JudgedFrame[];
  followUp?: JudgedCall;
  /** Whether the frames were sent as a case whose follow-up the session policy judges. */
  isCase: boolean;
  effects: Effect[];
  /** What the scenario's clean starts did with no canary: at a start with the control, and per further call. */
  baseline?: StartupBaseline;
  /** How long the server lived, from its spawn to its exit (`attribute`). */
  lastedMs?: number;
  /** Every canary this gate sent, in any run, and what carried it (`run label: what`), to name the owner of a foreign one. */
  canaryOwners?: ReadonlyMap<string, string>;
  /** Why the case does not apply to this server (its `when`): no frame was sent, none is owed. */
  notApplicable?: string;
  /** Whether a ping right before the frames was answered (the server was alive and reading). */
  barrier?: 'answered' | 'no-answer' | 'not-sent';
  /**
   * Whether, in a clean start of the scenario, a second ping sent right after that one (where the
   * frames would go, with none before it) was answered.
   */
  afterBarrier?: 'answered' | 'no-answer';
  /** Frames the case holds (those written are in `frames`). */
  plannedFrames: number;
  /** Absent where the kernel says nothing (no socket pair: not Linux). */
  stdinRead?: StdinRead;
  /** Processes the server left alive after it was gone. */
  orphans: { pid: number; command: string }[];
  /**
   * What the gate could not observe of the run's effects (a sandbox past the caps of its walk or its
   * watch, events the kernel may have dropped): an act of a frame may lie there unseen.
   */
  blindSpots?: string[];
  /** A soak scenario run: the follow-up is a second control, late in a long session. */
  soakMs?: number;
  /** How many control calls of the gate's other runs reached the action log: where any did, it is wired. */
  controlsSeenElsewhere?: number;
}

export interface ActionRecord {
  source: Effect['source'];
  description: string;
  attributedTo: string;
  canary?: string;
}

export interface RejectionRecord {
  frame: number;
  stdinLine: number;
  reason: string;
  fingerprint: string;
  outcome: 'no action' | 'acted';
}

export interface RunJudgement {
  /** Whether the case's frames reached a live, reading server (always true for scenario runs). */
  exercised: boolean;
  findings: RawFinding[];
  warnings: Warning[];
  actions: ActionRecord[];
  rejections: RejectionRecord[];
  executions: number;
}

/** Why a case's frames never reached a live, reading server; undefined when they did. */
function whyNotExercised(f: RunFacts): string | undefined {
  if (f.barrier !== 'answered') {
    const why = f.barrier === 'not-sent' ? 'its stdin was closed' : 'no answer';
    return `the server did not answer the ping sent right before the frames (${why}): it had exited or stopped reading`;
  }
  if (!f.frames[0]?.written)
    return 'the first frame could not be written (the server closed its stdin or exited)';
  if (f.stdinRead === 'unread')
    return 'the server let go of its stdin (it exited or closed it) with the frames unread: the kernel reported bytes left unread before the gate had sent anything after the first rejected frame';
  if (f.stdinRead === 'not-shown')
    return 'the server never showed it read the frames: it left bytes unread on its stdin, and a second run, which sent nothing after the first rejected frame until the server reacted (answered, exited or closed its stdin), did not show it read them either';
  if (f.afterBarrier === 'no-answer')
    return 'the server handles nothing sent right after the ping before the frames: in a clean start, a second ping sent right after it, with no frame before it, went unanswered (the server stopped reading, or left), so the frames were never handled, whatever the kernel says it took from its stdin';
  return undefined;
}

/** Actions of one kind of finding listed one by one in a run; the rest are counted in one more. */
const LISTED_ACTIONS = 10;

/**
 * Whether a control's error says the server refused the loopback address (an SSRF guard: "blocked
 * request to private address 127.0.0.1"): the canary can then be its proxy (`{{canaryProxy}}`).
 */
function refusesLoopback(call: JudgedCall): boolean {
  const said = call.outcome === 'tool-error' || call.outcome === 'error' ? (call.detail ?? '') : '';
  return LOOPBACK_WORDS.test(said) && REFUSAL_WORDS.test(said);
}
const LOOPBACK_WORDS =
  /127\.0\.0\.1|localhost|loopback|(?:private|internal|local) (?:address|ip|network|host)|\bssrf\b/i;
const REFUSAL_WORDS = /block|refus|forbid|denied|not allowed|disallow|reject|prevent/i;
const LOOPBACK_HINT =
  '; the server refuses the loopback address: give it the HTTP canary as its proxy (--env HTTP_PROXY={{canaryProxy}} --env HTTPS_PROXY={{canaryProxy}}, and NODE_USE_ENV_PROXY=1 for Node 24) with a probe URL such as http://example.invalid/{{canary}}';

/**
 * An `action-leak` finding for each of `effects` up to LISTED_ACTIONS, then one that counts the
 * rest: a server that makes a million effects in a run fails it as surely, with a report, a summary
 * and a log of a readable size (every action stays in the run's `actions`).
 */
export function listed(
  effects: readonly Effect[],
  one: (e: Effect) => string,
  rest: (n: number) => string
): RawFinding[] {
  const findings: RawFinding[] = effects
    .slice(0, LISTED_ACTIONS)
    .map((e) => ({ kind: 'action-leak', message: one(e) }));
  if (effects.length > LISTED_ACTIONS)
    findings.push({
      kind: 'action-leak',
      message: `${rest(effects.length - LISTED_ACTIONS)} (each is in this run's actions in report.json)`
    });
  return findings;
}

/** The canaries a run's own calls and frames carried, each with what carried it, in send order. */
export function runCanaries(f: Pick<RunFacts, 'control' | 'frames' | 'followUp'>): [string, string][] {
  const owned: [string, string][] = [];
  if (f.control) owned.push([f.control.canary, 'control']);
  for (const fr of f.frames)
    if (fr.canary) owned.push([fr.canary, `frame ${fr.index + 1} (${fr.role}, stdin line ${fr.stdinLine})`]);
  if (f.followUp) owned.push([f.followUp.canary, 'follow-up']);
  return owned;
}

/**
 * The well-formed calls beside the control (in the baseline already): each one that executed may do
 * what the control does beside its canaried effect.
 */
export function furtherCalls(f: Pick<RunFacts, 'frames' | 'followUp'>): string[] {
  return [
    ...f.frames.filter((fr) => fr.role !== 'rejected' && fr.canary).map((fr) => fr.canary!),
    ...(f.followUp ? [f.followUp.canary] : [])
  ];
}

/**
 * The control was answered before the frames went out; acting on it again after them is the frames'
 * doing (a server that repeats its last call when a frame is refused), unless a start showed this
 * call acting late in the same way anyway (`callActsLate`: a tool that answers first and acts after,
 * a record of the call written on a timer). An effect that also carries a later call's canary is
 * that call's (a store saved with the follow-up's record holds the control's too). `byCanary` is the
 * run's attribution (`attribute`).
 */
export function controlRepeated(
  f: Pick<RunFacts, 'isCase' | 'control' | 'frames' | 'followUp' | 'baseline'>,
  byCanary: ReadonlyMap<string, Effect[]>
): Effect[] | undefined {
  if (!f.isCase || f.control?.outcome !== 'result') return undefined;
  const calls = furtherCalls(f);
  const onItsOwn = new Set(f.baseline?.callActsLate);
  return repeatedLater(
    byCanary
      .get(f.control.canary)
      ?.filter(
        (e) => !calls.some((c) => e.text.includes(c)) && !(afterTheCalls(e) && onItsOwn.has(kindOf(e)))
      )
  );
}

export function judgeRun(f: RunFacts, policy: SessionPolicy): RunJudgement {
  const findings: RawFinding[] = [];
  const warnings: Warning[] = [];
  if (f.launchFailure) {
    return {
      exercised: !f.isCase,
      findings: [{ kind: 'launch-failed', message: f.launchFailure.message }],
      warnings,
      actions: [],
      rejections: [],
      executions: 0
    };
  }
  findings.push(...f.contractFindings);
  if (f.moreContractFindings) {
    warnings.push({ message: `${f.moreContractFindings} more stdout findings in this run are not listed` });
  }
  if (f.limitHit) {
    findings.push({
      kind: 'output-limit',
      message: `${f.limitHit} passed the ${f.captureCap} byte capture cap; the gate stopped reading and killed the server`
    });
  }
  if (f.timedOut)
    findings.push({
      kind: 'timeout',
      message: `the run did not finish within ${f.timeoutMs} ms${f.timedOutWhile ? ` (${f.timedOutWhile})` : ''}; the server's process group was killed`
    });
  if (f.blindSpots?.length)
    findings.push({
      kind: 'output-limit',
      message: `the run did more than the gate can observe (${f.blindSpots.join('; ')}): an act past that would not be seen, so the run proves nothing`
    });
  const interrupted = !!f.limitHit || f.timedOut;

  if (f.handshake.outcome === 'failed' && !interrupted) {
    findings.push({ kind: 'handshake-failed', message: `initialize failed: ${f.handshake.detail}` });
  }

  const owners = new Map(runCanaries(f));
  const canaries = [...owners.keys()];
  const calls = furtherCalls(f);
  const attribution = attribute(f.effects, canaries, f.baseline, calls, f.lastedMs);
  const repeat = controlRepeated(f, attribution.byCanary);
  const effectsOf = (canary: string): Effect[] | undefined => {
    const list = attribution.byCanary.get(canary);
    return repeat && canary === f.control?.canary ? list?.filter((e) => !repeat.includes(e)) : list;
  };
  const actions: ActionRecord[] = [];
  for (const [canary, effects] of attribution.byCanary) {
    for (const e of effects)
      actions.push({
        source: e.source,
        description: e.description,
        attributedTo: repeat?.includes(e)
          ? 'the control, repeated after the frames'
          : (owners.get(canary) ?? 'unknown'),
        canary
      });
  }
  for (const e of attribution.startup)
    actions.push({ source: e.source, description: e.description, attributedTo: 'start-up baseline' });
  for (const e of attribution.calls)
    actions.push({ source: e.source, description: e.description, attributedTo: 'per-call baseline' });
  for (const e of attribution.unattributed)
    actions.push({
      source: e.source,
      description: e.description,
      attributedTo: f.isCase ? 'unattributed' : 'start-up baseline'
    });
  for (const e of attribution.foreign)
    actions.push({ source: e.source, description: e.description, attributedTo: 'another session' });
  const seen = (canary: string | undefined) => (canary ? executions(effectsOf(canary)) : 0);
  const firstEffect = (canary: string) => effectsOf(canary)?.[0]?.description ?? '';
  /** Where a later session acted on this canary's call, for the finding (its reproduction takes both runs). */
  const observed = (canary: string | undefined): Pick<RawFinding, 'observedIn'> => {
    const landedIn = canary ? attribution.byCanary.get(canary)?.find((e) => e.landedIn)?.landedIn : undefined;
    return landedIn ? { observedIn: landedIn } : {};
  };

  const judgeControl = (call: JudgedCall, name: string) => {
    const n = seen(call.canary);
    if (call.outcome !== 'result') {
      findings.push({
        kind: 'control-failed',
        message: `${name} (a well-formed probe call, canary ${call.canary}) did not succeed: ${call.outcome}${call.detail ? ` (${call.detail})` : ''}${refusesLoopback(call) ? LOOPBACK_HINT : ''}`
      });
    } else if (n === 0) {
      // The recorder file the gate made, removed or replaced during the run, lost what it held.
      const lost = f.effects.find((e) => e.source === 'recorder' && e.signature !== RECORDER_LINE);
      findings.push({
        kind: 'control-not-observed',
        message: lost
          ? `${name} succeeded but its canary ${call.canary} is not in the action log: ${lost.description} during the run, so what it held is lost`
          : f.controlsSeenElsewhere
            ? `${name} succeeded but its canary ${call.canary} never reached the action log, though ${count(f.controlsSeenElsewhere, 'other control call')} of this gate did: it acted elsewhere or not at all (a server that keeps a file or state its sessions share can run another session's call in its place), so this run proves nothing`
            : `${name} succeeded but its canary ${call.canary} never reached the action log: the log is not wired, so an empty log proves nothing`
      });
    } else if (n > 1) {
      findings.push({
        kind: 'control-failed',
        message: `${name} executed ${n} times (canary ${call.canary}); a call must act exactly once`,
        ...observed(call.canary)
      });
    }
  };
  if (f.control && !interrupted) judgeControl(f.control, 'the positive control');
  if (!f.isCase && f.followUp && !interrupted)
    judgeControl(f.followUp, `the second probe call, after ${f.soakMs ?? 0} ms of an open session,`);

  for (const o of f.orphans) {
    findings.push({
      kind: 'orphan-process',
      message: `a process the server started was still alive after the server was gone (pid ${o.pid}: ${o.command}); it would outlive the client in production too, so the gate killed it`
    });
  }

  // A case proves nothing unless its frames reached a live server that was reading (R10).
  const notExercised =
    f.isCase && f.plannedFrames > 0 && !interrupted && f.handshake.outcome !== 'failed' && !f.notApplicable
      ? whyNotExercised(f)
      : undefined;
  if (f.stdinRead === 'unread-tail' && !notExercised)
    warnings.push({
      message:
        'the server let go of its stdin with bytes of the frames unread, before the gate sent anything after the first rejected frame; the frames are longer than a buffered reader takes at once, so it may have read into them and stopped at a bad byte: counted as exercised'
    });
  if (notExercised) {
    findings.push({
      kind: 'case-not-exercised',
      message: `the case was not exercised: ${notExercised}; a frame written into a pipe nobody reads proves nothing`
    });
  }

  const rejections: RejectionRecord[] = [];
  // Results a frame's ids may legitimately earn: one per use of the id by a frame that may act.
  const allowed = new Map<string, number>();
  for (const fr of f.frames)
    if (fr.role !== 'rejected')
      for (const id of fr.ids) allowed.set(idKey(id), (allowed.get(idKey(id)) ?? 0) + 1);
  // The control's repeat is laid at the first rejected frame that went out: nothing before it did.
  const repeatedBy = repeat ? f.frames.find((fr) => fr.role === 'rejected' && fr.written) : undefined;
  if (repeat) {
    const where = repeatedBy ? `the rejected frame on stdin line ${repeatedBy.stdinLine} acted: ` : '';
    findings.push({
      kind: 'action-leak',
      message: `${where}once the case's frames were sent, the server acted again on the positive control's call, which it had answered and acted on before them (canary ${f.control!.canary}: ${repeat[0].description})`
    });
  }
  for (const fr of f.frames) {
    const n = seen(fr.canary);
    if (fr.role === 'rejected' && !fr.written && n === 0) continue;
    if (fr.role === 'rejected') {
      const accepted = fr.ids.find((id) => (f.successes[idKey(id)] ?? 0) > (allowed.get(idKey(id)) ?? 0));
      if (accepted !== undefined) {
        findings.push({
          kind: 'rejected-frame-accepted',
          message: `the rejected frame on stdin line ${fr.stdinLine} was answered with a successful result (id ${describeId(accepted)}): the server took it as a valid request`
        });
      }
      rejections.push({
        frame: fr.index + 1,
        stdinLine: fr.stdinLine,
        reason: fr.reason,
        fingerprint: fr.fingerprint,
        outcome: n > 0 || fr === repeatedBy ? 'acted' : 'no action'
      });
      if (n > 0) {
        findings.push({
          kind: 'action-leak',
          message: `the rejected frame on stdin line ${fr.stdinLine} acted: its canary ${fr.canary} reached the action log (${firstEffect(fr.canary!)})`,
          ...observed(fr.canary)
        });
      }
    } else if (fr.role === 'valid' && n > 1) {
      findings.push({
        kind: 'action-leak',
        message: `the frame on stdin line ${fr.stdinLine} acted ${n} times (canary ${fr.canary})`,
        ...observed(fr.canary)
      });
    }
  }
  if (f.isCase)
    findings.push(
      ...listed(
        attribution.unattributed,
        (e) => `${UNEXPLAINED_ACTION}${e.description}`,
        (n) => `${n} more actions no canary explains and the start-up baseline does not show`
      )
    );
  // In any run, a scenario's too: no start of a server acts on a call that another session sent.
  findings.push(
    ...listed(
      attribution.foreign,
      (e) => {
        const senders = canariesIn(e).map(
          (c) => f.canaryOwners?.get(c) ?? `${c}: no run of this gate sent it`
        );
        return `an action carrying a canary this session never sent (${senders.join('; ')}): the server acted on a call from another session, one it kept or a process that outlived its run: ${e.description}`;
      },
      (n) => `${n} more actions carrying a canary this session never sent`
    )
  );

  const firstRejected = f.frames.find((fr) => fr.role === 'rejected');
  if (f.isCase && firstRejected && !interrupted && !notExercised) {
    const where = `the rejected frame on stdin line ${firstRejected.stdinLine}`;
    const followers = [
      ...f.frames
        .filter((fr) => fr.role === 'after-rejection' && fr.canary)
        .map((fr) => ({
          name: `the valid frame on stdin line ${fr.stdinLine}`,
          canary: fr.canary!,
          call: undefined as JudgedCall | undefined
        })),
      ...(f.followUp
        ? [
            {
              name: 'the follow-up call',
              canary: f.followUp.canary,
              call: f.followUp as JudgedCall | undefined
            }
          ]
        : [])
    ];
    for (const follower of followers) {
      const n = seen(follower.canary);
      if (policy === 'close') {
        if (n > 0) {
          findings.push({
            kind: 'session-policy',
            message: `close: after ${where} ${follower.name} executed (canary ${follower.canary}: ${firstEffect(follower.canary)})`,
            ...observed(follower.canary)
          });
        } else if (follower.call?.outcome === 'result') {
          findings.push({
            kind: 'session-policy',
            message: `close: after ${where} ${follower.name} was answered with a result; a closed session answers nothing`
          });
        }
      } else if (policy === 'open') {
        if (n !== 1) {
          findings.push({
            kind: 'session-policy',
            message:
              n === 0
                ? `open: after ${where} ${follower.name} did not execute${follower.call ? ` (${follower.call.outcome}${follower.call.detail ? `: ${follower.call.detail}` : ''})` : ''}`
                : `open: after ${where} ${follower.name} executed ${n} times`
          });
        }
      } else if (n > 1) {
        findings.push({
          kind: 'session-policy',
          message: `after ${where} ${follower.name} executed ${n} times`
        });
      }
    }
    // No error response is owed to bytes that never formed a line (a truncated frame, then EOF).
    const owed = f.frames.some((fr) => fr.role === 'rejected' && fr.endsLine !== false);
    if (policy === 'open' && owed && f.errorResponses === 0) {
      findings.push({ kind: 'session-policy', message: `open: no error response to ${where}` });
    }
  }

  let executed = repeat ? 1 : 0;
  for (const canary of attribution.byCanary.keys()) executed += executions(effectsOf(canary));
  return {
    exercised: !notExercised && !f.notApplicable,
    findings,
    warnings,
    actions,
    rejections,
    executions: executed
  };
}
