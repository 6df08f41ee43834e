/**
 * One run: spawn the server, speak MCP as a client (handshake, positive control), replay a case's
 * raw frames, send the follow-up, close stdin, tear down. It observes; the core judges.
 */
import { createHash } from 'node:crypto';
import type { Envelope } from '../core/envelope.js';
import { oneLine } from '../report/safe-text.js';
import { clip } from '../core/report.js';
import {
  frameBytes,
  initializeRequest,
  INITIALIZED_NOTIFICATION,
  pingRequest,
  toolCall,
  toolsListRequest
} from '../core/mcp-messages.js';
import type { RawFinding } from '../core/findings.js';
import { idKey, isProtocolVersion, rulesFor, type ProtocolVersion } from '../core/protocol.js';
import { StdoutContract, type ContractMessage } from '../core/stdout-contract.js';
import {
  compileInputSchema,
  firstSchemaError,
  inputSchemaProblem,
  requestProblem,
  resultProblem,
  validateBounded,
  VALIDATION_MS,
  type CheckedMethod
} from '../core/mcp-results.js';
import { notificationProblem } from '../core/mcp-notifications.js';
import { whyNotApplicable } from '../corpus/when.js';
import { countNewlines, frameCarriesCanary, frameToBytes, idsInFrame, lineCount } from '../corpus/expand.js';
import type { CallOutcome, JudgedCall, JudgedFrame, StdinRead } from '../core/verdict.js';
import type { CorpusCase } from '../corpus/types.js';
import type { DescendantInfo, Rest, RunProcesses } from './descendants.js';
import {
  ServerProcess,
  type ExitInfo,
  type LaunchFailure,
  type LaunchSpec,
  type RunnerLimits
} from './process-runner.js';
import { SOCKET_CAPACITY } from './stdin-pair.js';
import type { Activity } from './activity.js';

export interface CallRecord extends JudgedCall {
  id: number;
}

export interface FrameRecord extends JudgedFrame {
  bytes: number;
  /** Where the frame starts in the run's stdin (the transcript's stdin.bin). */
  offset: number;
  /** What its placeholders expanded to: `{{id}}`, `{{tool}}` (unquoted) and `{{arguments}}`. */
  expanded: { id: number; tool: string; arguments: string };
}

export interface SessionPlan {
  launch: LaunchSpec;
  limits: RunnerLimits;
  protocolVersion: ProtocolVersion;
  timeoutMs: number;
  /** How long to wait for a response the gate needs (initialize, control, follow-up). */
  responseTimeoutMs: number;
  idleMs: number;
  probe?: { tool: string; argsFor: (canary: string) => unknown };
  /** Canaries for the control, each frame, and the follow-up, in that order. */
  canaries: { control: string; frames: string[]; followUp: string };
  case?: CorpusCase;
  /** Receives every byte written and read, as it happens: nothing of a run's output stays in memory. */
  transcript: { write(stream: 'stdin' | 'stdout' | 'stderr', bytes: Buffer): void };
  /** Masks secrets in offending bytes before a finding carries them (same length). */
  evidence?: (bytes: Buffer) => Buffer;
  /** The run's marker and cgroup, to find and end every process the server starts. */
  processes?: RunProcesses;
  /**
   * Soak: after the control the session stays open this long, a ping every SOAK_PING_MS, then a
   * second probe call (the follow-up) must still act exactly once. 0: no soak.
   */
  soakMs: number;
  /**
   * Close stdin right after the follow-up (policies `close` and `any`, where no answer is owed):
   * the server's exit ends the run instead of a wait for an answer that should not come.
   */
  followUpThenEof: boolean;
  /**
   * Send nothing after the case's first rejected frame until the server reacts to it (answers it,
   * exits or lets go of its stdin; at most `reactionWait`): the run that settles an `unclear`.
   */
  confirmRead?: boolean;
  /** false: no control call after the handshake (a clean start that shows what a start alone does). */
  control?: boolean;
  /** With no case: still send the ping a case sends as its barrier (a clean start, `CleanStarts`). */
  barrierPing?: boolean;
  /**
   * With `barrierPing`: send a second ping once the barrier's is answered, where a case's frames go
   * (`observation.afterBarrier`).
   */
  pingAfterBarrier?: boolean;
  /**
   * With `barrierPing`: stdin stays open after the barrier until the session is this long, counted
   * from the initialize answer (a start held as long as a case lasted, `outlastingStarts`): what the
   * server does on its own by then.
   */
  lastsMs?: number;
  /**
   * The threads of the run's processes right now (`RunProcesses.rest`; `whole`: every sleeping
   * thread's timer, past a busy one); absent where they cannot be seen. After a case's hold, stdin
   * stays open while one runs, and until each timer due soon fired, or armed by the frames.
   */
  rest?: (whole?: boolean) => Rest;
  /** Resolves once no connection to the run's listeners is open (a backstop bounds it). */
  connectionsQuiet?: () => Promise<unknown>;
  /** The run's effect sources as they go: whether the control acted before its answer (`Activity`). */
  activity?: Activity;
  /**
   * Called each time the session is done with a call it makes before a case's frames (the control,
   * a clean start's barrier ping) and right before the frames go out: the last call marks where a
   * case's frames went, or would have (`Effect.late`).
   */
  onCallsDone?: () => void;
  /** Awaited once the handshake is over, right before the session's first call (`SandboxWatch.fence`). */
  beforeCalls?: () => Promise<void>;
  /**
   * Called as the session starts to wait on its own clock (the soak, a start held as long as a
   * case, the hold after the frames and the wait for the server's exit that follows it): from then
   * on the server is watched, not worked, so its share of the concurrency may go to another run.
   */
  onIdle?: () => void;
}

/** Whether the server proved alive and reading right before the case's frames (a ping answered). */
export type BarrierOutcome = 'answered' | 'no-answer' | 'not-sent';

export interface SessionObservation {
  contract: StdoutContract;
  stdoutBytes: number;
  stderrBytes: number;
  exit: ExitInfo;
  durationMs: number;
  /** From the start to the initialize answer (0 where none came): the server's own clock begins about there. */
  readyAfterMs: number;
  timedOut: boolean;
  limitHit?: 'stdout' | 'stderr';
  launchFailure?: LaunchFailure;
  /** `ended`: it failed because the server exited first (what its stderr says is added to `detail`). */
  handshake: { outcome: 'ok' | 'failed' | 'skipped'; detail?: string; ended?: true };
  control?: CallRecord;
  frames: FrameRecord[];
  followUp?: CallRecord;
  barrier?: BarrierOutcome;
  /** Whether a clean start's ping, sent where a case's barrier goes, was answered. */
  startBarrier?: 'answered' | 'no-answer';
  /**
   * Whether the session was through its calls before a case's barrier (the handshake, tools/list,
   * the control call) with time left: false when the run's time ran out on one of them.
   */
  callsDone?: boolean;
  /**
   * A clean start's second ping, sent right after the barrier's as a case's frames are: whether the
   * server read on and answered it with no frame before it.
   */
  afterBarrier?: 'answered' | 'no-answer';
  /**
   * How long stdin was to stay open after the gate's last write before EOF (`holdMs`), where the
   * session sent frames; the server's exit or its letting go of stdin may have ended it sooner.
   */
  holdMs?: number;
  /**
   * The run's threads when the hold ended (`plan.rest`): `at-rest`, or `running` still QUIET_MAX_MS
   * after the hold (stdin was closed regardless). Absent where they were not looked at.
   */
  threads?: 'at-rest' | 'running';
  /**
   * How long after the case's frames had gone out the gate closed stdin while the server still held
   * it and was alive (the hold, and the soak before it where the case ran under soak): the span a
   * rejected frame's put-off act had to show. Absent where the server let go of stdin or exited
   * first (the gate cut nothing), and where no frame was sent.
   */
  closedAfterFramesMs?: number;
  /** Where a run that ran out of time was stuck: a write it was making, or the answer it waited for. */
  timedOutWhile?: string;
  /** Processes the server left alive after it was gone (killed by the gate). */
  orphans: DescendantInfo[];
  /** Results of the gate's own requests a client would refuse (`stdout-not-mcp`). */
  resultFindings: RawFinding[];
  /** Why the probe tool's own inputSchema refuses the probe arguments, when it does. */
  probeArgumentsRefused?: string;
  /** Why the probe arguments could not be checked against that inputSchema, when they could not. */
  probeArgumentsUnchecked?: string;
  /** The protocolVersion the server's initialize result chose. */
  negotiatedVersion?: string;
  /** The tools `tools/list` offered (every page), when the server declared tools and listed them. */
  tools?: string[];
  /** Why the case does not apply to this server (its `when`); its frames were not sent. */
  notApplicable?: string;
  /** Whether the server read into the first rejected frame, as its stdin's release showed. */
  stdinRead?: StdinRead;
}

/** Pages of `tools/list` followed at most (a cursor that never ends must not hold the run). */
const MAX_TOOL_PAGES = 50;
/** Tools of a listing whose inputSchema is compiled and judged (the probe tool's always is). */
const MAX_JUDGED_TOOLS = 100;
/** The largest probe tool inputSchema compiled, in characters of its JSON (about a second to compile). */
const MAX_COMPILED_SCHEMA = 256 * 1024;

type ListedTool = { name: string; inputSchema: unknown };

/** Frames get ids from FRAME_ID_BASE up and the gate's own requests from GATE_ID_BASE up, far from corpus literals. */
const FRAME_ID_BASE = 100;
const GATE_ID_BASE = 90001;
const FOLLOW_UP_MIN_MS = 500;
const REACTION_MIN_MS = 1000;
/** The EOF that ends a case waits this many of the server's paces after the gate's last write… */
const HOLD_PACES = 3;
/**
 * …and at least this long after the frames where the run's threads cannot be seen (`SessionPlan.rest`),
 * or one sleeps with a timeout that cannot be read: a call as fast as the control's still has a
 * scheduler to wait for, and a timer of a few milliseconds to fire.
 */
const HOLD_MIN_MS = 10;
/** Where they can: after the hold, stdin stays open while one of them runs, looked at this often… */
const QUIET_POLL_MS = 1;
/** …and until each one asleep until a timer due within this long woke once (an act put off on it)… */
const TIMER_HORIZON_MS = 100;
/**
 * …or due later but armed since the frames were sent (its thread slept on no timer, or a later one,
 * right before them: a retry the frames put off), more than this much sooner than that thread's
 * earlier one (the clocks' and the event loop's slack)…
 */
const TIMER_SOONER_MS = 3;
/** …for at most this long (a server that never rests: `threads` `running`, at that cost per case). */
const QUIET_MAX_MS = 500;
/** The least a control that answered before it acted is waited for to act (`actWait`). */
const ACT_WAIT_MIN_MS = 250;
/**
 * The least a buffered reader asks read(2) for (Go's json.Decoder starts at 512 bytes): frames no
 * longer than this were taken whole by any reader that took a byte of them, or a whole line by a
 * reader of single lines. Longer ones may have been read in part by a reader that stopped at the
 * first bad byte and exited.
 */
const SMALLEST_READ = 512;
export const SOAK_PING_MS = 1000;

export function fingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/** How a server's process ended: `exit code 1`, `killed by SIGSEGV`. */
const endedHow = (exit: ExitInfo): string =>
  exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;

/** Characters of a server's error message or tool error kept in a call's outcome (one line of a finding). */
const DETAIL_CAP = 300;

function outcomeOf(envelope: Envelope | undefined): { outcome: CallOutcome; detail?: string } {
  if (!envelope) return { outcome: 'no-response' };
  if (envelope.kind === 'error') {
    const error = envelope.value.error as { code: number; message: string };
    return {
      outcome: 'error',
      detail: `error ${error.code}: ${oneLine(clip(String(error.message), DETAIL_CAP))}`
    };
  }
  const result = envelope.value.result as { isError?: unknown; content?: unknown };
  if (result.isError === true)
    return {
      outcome: 'tool-error',
      detail: oneLine(clip(JSON.stringify(result.content ?? result), DETAIL_CAP))
    };
  return { outcome: 'result' };
}

/**
 * Whether the server read into the case's first rejected frame, from how it let go of its stdin;
 * undefined when no frame was sent or the kernel said nothing (no socket pair, or never released).
 */
function readOfFrames(
  frames: FrameRecord[],
  server: ServerProcess,
  frameAnswers: number
): StdinRead | undefined {
  const release = server.stdinRelease;
  const first = frames.find((f) => f.role === 'rejected') ?? frames[frames.length - 1];
  if (!release || !first?.written) return undefined;
  // An answer to a frame proves the rejected one read only when no other frame came before it.
  const answered = first.index === 0 && frameAnswers > 0;
  if (release.unread === false || answered || server.stdinAccepted - first.offset > SOCKET_CAPACITY)
    return 'read';
  // Bytes left unread, or not known (a write learned of the release first): judged as unread.
  const end = first.offset + first.bytes;
  if (release.submitted > end) return 'unclear';
  return end - frames[0].offset <= SMALLEST_READ ? 'unread' : 'unread-tail';
}

export async function runSession(plan: SessionPlan): Promise<SessionObservation> {
  const started = Date.now();
  const rules = rulesFor(plan.protocolVersion);
  const contract = new StdoutContract(plan.protocolVersion, plan.evidence);

  let stdinLines = 0;
  let stdinBytes = 0;
  const waiters = new Map<string, (e: Envelope | undefined) => void>();
  let over = false;
  /** When the last of a case's frames had gone out (`closedAfterFramesMs`). */
  let framesSentAt: number | undefined;
  /** Right before a case's frames: each sleeping thread's next timer, as a moment (`performance.now`). */
  let timersBefore: Map<string, number> | undefined;
  const finishWaiters = () => {
    over = true;
    for (const w of waiters.values()) w(undefined);
    waiters.clear();
  };

  /** What the session waits on, for a run that runs out of time: a write under way, or an answer. */
  let writing: { bytes: number; before: number; line: number } | undefined;
  let awaiting: string | undefined;
  const write = async (bytes: Buffer): Promise<boolean> => {
    plan.transcript.write('stdin', bytes);
    writing = { bytes: bytes.length, before: server.stdinAccepted, line: stdinLines + 1 };
    stdinLines += countNewlines(bytes);
    stdinBytes += bytes.length;
    try {
      return await server.write(bytes);
    } finally {
      writing = undefined;
    }
  };
  /** Where a run that ran out of time was stuck, as a maintainer would look for it. */
  const stuckAt = (): string | undefined => {
    if (writing) {
      const taken = server.stdinAccepted - writing.before;
      const n = (bytes: number) => bytes.toLocaleString('en-US');
      return `writing ${n(writing.bytes)} bytes to its stdin from line ${writing.line}; ${n(taken)} had gone through`;
    }
    return awaiting && `waiting for ${awaiting}`;
  };
  /** The server's declared capabilities, once its initialize result arrived (judged from then on). */
  let serverCapabilities: Record<string, unknown> | undefined;
  const capabilityFindings = new Set<string>();
  const onMessage = ({ envelope, answers }: ContractMessage) => {
    if (envelope?.kind === 'notification' || envelope?.kind === 'request') {
      // Judged by the version the server chose, once it chose one.
      const chosen = observation.negotiatedVersion;
      const version = chosen && isProtocolVersion(chosen) ? chosen : plan.protocolVersion;
      const problem =
        envelope.kind === 'notification'
          ? notificationProblem(envelope.method, envelope.value.params, version, serverCapabilities)
          : serverCapabilities
            ? requestProblem(envelope.method)
            : undefined;
      // One finding per method and run: a flood of log lines is one fact.
      if (problem && !capabilityFindings.has(envelope.method)) {
        capabilityFindings.add(envelope.method);
        observation.resultFindings.push({ kind: 'stdout-not-mcp', message: problem });
      }
    }
    if (answers !== undefined) {
      const w = waiters.get(idKey(answers));
      if (w) {
        waiters.delete(idKey(answers));
        w(envelope);
      }
    } else if (envelope?.kind === 'request' && server.stdinWritable) {
      const reply =
        envelope.method === 'ping'
          ? { jsonrpc: '2.0', id: envelope.id, result: {} }
          : {
              jsonrpc: '2.0',
              id: envelope.id,
              error: { code: -32601, message: 'mcp-stdio-gate declares no client capabilities' }
            };
      void write(frameBytes(reply));
    }
  };
  /**
   * A failure of the gate's own judging inside a stream callback (a defect of the gate, whatever
   * the server wrote): it must not escape as an uncaught exception that ends the gate without a
   * report. The run stops, and the error is thrown where runGate reports it (exit 3).
   */
  let internal: { error: unknown } | undefined;
  /** Called after each stdout chunk is judged, while a wait watches the server's answers. */
  let onStdout: (() => void) | undefined;
  // Callbacks above run only after the process exists.
  const server: ServerProcess = new ServerProcess(
    plan.launch,
    plan.limits,
    (chunk) => {
      if (internal) return;
      try {
        for (const m of contract.push(chunk)) onMessage(m);
        onStdout?.();
      } catch (error) {
        internal = { error };
        void server.abort();
        finishWaiters();
      }
    },
    (stream, chunk) => plan.transcript.write(stream, chunk),
    plan.processes
  );
  // Nobody waits for an answer once stdout is closed, or shortly after the process exited (a
  // grandchild may hold stdout open; the drain period lets bytes already in the pipe arrive).
  void server.stdoutClosed.then(finishWaiters);
  void server.exited.then(() => setTimeout(finishWaiters, plan.limits.drainMs).unref());

  /** Whether the server let go of its stdin or exited: what the gate writes or closes then reaches no one. */
  const gone = () => server.stdinRelease !== undefined || server.exit !== undefined;
  /** Stdout lines begun so far (a partial last line counts): did the server write during a frame? */
  const outputLines = () => contract.lines + (contract.partialLength > 0 ? 1 : 0);
  /**
   * `ms` of waiting, cut short by the server's exit or by any of `alsoEnds`; leaves no timer behind
   * to hold the gate. Never less: libuv fires a timer by its loop's clock, kept in whole
   * milliseconds, so up to one early.
   */
  const pause = (ms: number, ...alsoEnds: Promise<unknown>[]): Promise<void> =>
    new Promise((resolve) => {
      if (ms <= 0) return resolve();
      const until = performance.now() + ms;
      const wake = () => {
        const left = until - performance.now();
        if (left > 0) timer = setTimeout(wake, Math.ceil(left));
        else resolve();
      };
      let timer = setTimeout(wake, ms);
      for (const end of [server.exited, ...alsoEnds])
        void end.then(() => {
          clearTimeout(timer);
          resolve();
        });
    });

  let timedOut = false;
  /** The teardown, once begun (right after the follow-up under `close`/`any`). */
  let stopping: Promise<ExitInfo> | undefined;
  const deadline = setTimeout(() => {
    timedOut = true;
    observation.timedOutWhile = stuckAt();
    void server.abort();
    finishWaiters();
  }, plan.timeoutMs);

  let nextId = GATE_ID_BASE;
  /**
   * One of the gate's requests, written after `prefix` (the case's frames) in the same write; the
   * wait for its answer starts once the write is done, however long a large prefix took.
   */
  const request = async (
    message: (id: number) => object,
    waitMs = plan.responseTimeoutMs,
    {
      prefix,
      afterWrite,
      role
    }: { prefix?: Buffer; afterWrite?: (sent: boolean) => void; role?: string } = {}
  ): Promise<{ id: number; envelope?: Envelope; sent: boolean }> => {
    const id = nextId++;
    contract.expectResponse(id);
    if (over) return { id, sent: false };
    let timer: NodeJS.Timeout | undefined;
    const response = new Promise<Envelope | undefined>((resolve) => {
      waiters.set(idKey(id), (e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
    const sending = message(id);
    const bytes = frameBytes(sending);
    const sent = await write(prefix ? Buffer.concat([prefix, bytes]) : bytes);
    afterWrite?.(sent);
    const waiter = waiters.get(idKey(id));
    if (!sent) waiter?.(undefined);
    else if (waiter)
      timer = setTimeout(() => {
        waiters.delete(idKey(id));
        waiter(undefined);
      }, waitMs);
    const method = (sending as { method?: unknown }).method;
    awaiting = `its answer to ${role ?? (typeof method === 'string' ? method : 'a request')}, id ${id}`;
    const envelope = await response;
    awaiting = undefined;
    return { id, envelope, sent };
  };
  const ping = (waitMs?: number) => request((id) => pingRequest(id, plan.protocolVersion), waitMs);
  const probeCall = async (
    canary: string,
    waitMs?: number,
    options?: Parameters<typeof request>[2]
  ): Promise<CallRecord> => {
    const probe = plan.probe!;
    const role =
      canary === plan.canaries.control
        ? 'the control call'
        : canary === plan.canaries.followUp
          ? 'the follow-up call'
          : undefined;
    const r = await request(
      (id) => toolCall(id, probe.tool, probe.argsFor(canary), plan.protocolVersion),
      waitMs,
      { ...options, role: role && `${role} (tools/call ${probe.tool})` }
    );
    judgeResult('tools/call', r.envelope);
    return { canary, id: r.id, ...(r.sent ? outcomeOf(r.envelope) : { outcome: 'not-sent' as const }) };
  };
  /**
   * Under `open` the follow-up must be answered, but a server that closed its session anyway may
   * stay alive and silent: the wait is a few times as long as the control took (the server's own
   * pace), within [FOLLOW_UP_MIN_MS, responseTimeoutMs].
   */
  let controlMs = plan.responseTimeoutMs;
  /** The initialize round trip: it goes out at spawn, so it holds the server's start-up. */
  let initMs = plan.responseTimeoutMs;
  /**
   * The round trip of the first request the server answered once its handshake was done (the first
   * tools/list page, else a case's barrier ping): its pace where there is no probe tool to call.
   */
  let warmMs: number | undefined;
  const timed = async <T extends { envelope?: Envelope }>(ask: Promise<T>): Promise<T> => {
    const askedAt = performance.now();
    const r = await ask;
    if (r.envelope && warmMs === undefined) warmMs = performance.now() - askedAt;
    return r;
  };
  /** Where the control answered before it acted: how long from its request to its act. */
  let actedMs = 0;
  /**
   * How long a control that answered before anything reached the effect sources is waited for to
   * act: ten times its round trip, at least ACT_WAIT_MIN_MS (a tool that never acts where the gate
   * can see fails `control-not-observed`, and costs each run that wait).
   */
  const actWait = () => Math.min(plan.responseTimeoutMs, Math.max(ACT_WAIT_MIN_MS, 10 * controlMs));
  let readyAfterMs = 0;
  const followUpWait = () => Math.min(plan.responseTimeoutMs, Math.max(FOLLOW_UP_MIN_MS, 4 * controlMs));
  /**
   * How long a confirming run waits for the server's reaction to a rejected frame: ten times the
   * control's pace (or `paceMs`), at least REACTION_MIN_MS; a reaction slower than that only costs a
   * reader of single lines its proof (its follow-up is then left unread too).
   */
  const reactionWait = (paceMs = controlMs) =>
    Math.min(plan.responseTimeoutMs, Math.max(REACTION_MIN_MS, 10 * paceMs));
  /**
   * Lists the tools, every page (`observation.tools` once the last came); whether the server
   * answered the first.
   */
  const listTools = async (): Promise<boolean> => {
    const tools: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES && !over; page++) {
      const listed = await timed(request((id) => toolsListRequest(id, plan.protocolVersion, cursor)));
      const result = judgeResult('tools/list', listed.envelope);
      if (!result) return page > 0 || listed.envelope !== undefined;
      for (const t of result.tools as ListedTool[]) judgeTool(t, tools.push(t.name) - 1);
      cursor = result.nextCursor as string | undefined;
      if (cursor === undefined) {
        observation.tools = tools;
        break;
      }
    }
    return true;
  };
  /**
   * The end of a session that sent frames: stdin stays open for HOLD_PACES times the server's pace
   * after the gate's last write, then while a thread of the run's processes still runs (`rest`: a
   * call the frames started that works on a CPU, a worker's or a child's) and until each timer due
   * within TIMER_HORIZON_MS, or armed since the frames (`timersBefore`), fired once (a call put off
   * on one), at most QUIET_MAX_MS, then EOF. Where the threads cannot be seen, or one sleeps with a
   * timeout that cannot be read, HOLD_MIN_MS after the frames at least. A client keeps stdin open,
   * so every call a server took (a rejected frame's, the follow-up) runs to its end in use; a server
   * that exits at EOF and drops the calls still running would hide them from a gate that closed
   * stdin at once. Its exit or its letting go of stdin ends the hold: EOF can then cut nothing.
   *
   * The pace is the control's round trip (how long a call of the server runs), never more than the
   * initialize's (its start-up included: a first call slowed by a lazy load does not hold every case
   * for seconds; in the stateless version, the first tools/list's, sent at spawn as well); FOLLOW_UP_MIN_MS where neither was measured. Without a probe tool no frame names a
   * tool the server has, and there is no control: the pace is then the round trip of its first
   * request after the handshake (`warmMs`), not the initialize's alone, which would hold every case
   * of a server that takes 300 ms to load for a second after the gate's last write. Where the control
   * answered before it acted, the time from its request to its act (`actedMs`) where that is longer:
   * a rejected frame dispatched as a call acts as late.
   */
  const holdMs = (): number => {
    const pace = Math.max(
      Math.min(plan.probe ? controlMs : (warmMs ?? plan.responseTimeoutMs), initMs),
      actedMs
    );
    return pace < plan.responseTimeoutMs
      ? Math.min(plan.responseTimeoutMs, Math.max(plan.rest ? 0 : HOLD_MIN_MS, HOLD_PACES * pace))
      : FOLLOW_UP_MIN_MS;
  };
  const endOfSession = async (): Promise<ExitInfo> => {
    if (observation.frames.length > 0 && !over) {
      // To a tenth of a millisecond (launch.json), rounded up: never shorter than three paces.
      observation.holdMs = Math.ceil(holdMs() * 10) / 10;
      // The gate has nothing more to send: from here the server finishes what it took, and exits.
      plan.onIdle?.();
      await pause(observation.holdMs, server.stdinReleased);
      if (plan.rest) {
        const until = performance.now() + QUIET_MAX_MS;
        const floorAt = (framesSentAt ?? performance.now()) + HOLD_MIN_MS;
        // Each thread's timer is waited for once: one that beats every few ms would hold every case.
        const woken = new Set<string>();
        for (;;) {
          const lookedAt = performance.now();
          if (gone() || over) break;
          const rest = plan.rest();
          const now = performance.now();
          let wait: number;
          if (rest.busy) {
            // Where a look scans all of /proc (no cgroup), the gate spends at most a fifth of its time on it.
            wait = Math.max(QUIET_POLL_MS, 4 * (now - lookedAt));
          } else {
            // A timer armed since the frames: the thread slept on none, or on a later one, before them.
            const armed = (thread: string, ms: number) => {
              const before = timersBefore?.get(thread);
              return (
                timersBefore !== undefined && (before === undefined || now + ms < before - TIMER_SOONER_MS)
              );
            };
            const due = [...rest.timers].filter(
              ([thread, ms]) =>
                !woken.has(thread) && (ms <= TIMER_HORIZON_MS || (now + ms < until && armed(thread, ms)))
            );
            for (const [thread] of due) woken.add(thread);
            if (due.length) wait = Math.max(...due.map(([, ms]) => ms)) + QUIET_POLL_MS;
            else if (rest.unreadable && now < floorAt) wait = floorAt - now;
            else {
              observation.threads = 'at-rest';
              break;
            }
          }
          if (now >= until) {
            observation.threads = 'running';
            break;
          }
          await pause(Math.min(wait, until - now), server.stdinReleased);
        }
      }
    }
    if (framesSentAt !== undefined && !over && !gone())
      observation.closedAfterFramesMs = Math.round(performance.now() - framesSentAt);
    awaiting = 'its exit after stdin EOF';
    return server.stop();
  };

  const observation: Omit<
    SessionObservation,
    | 'contract'
    | 'stdoutBytes'
    | 'stderrBytes'
    | 'exit'
    | 'durationMs'
    | 'readyAfterMs'
    | 'timedOut'
    | 'orphans'
  > = {
    handshake: { outcome: 'skipped' },
    frames: [],
    resultFindings: []
  };
  /** Judges the result of one of the gate's requests as a client would (MCP schema of the method). */
  const judgeResult = (
    method: CheckedMethod,
    envelope: Envelope | undefined
  ): Record<string, unknown> | undefined => {
    if (envelope?.kind !== 'result') return undefined;
    const result = envelope.value.result as Record<string, unknown>;
    const problem = resultProblem(method, result);
    if (problem) observation.resultFindings.push({ kind: 'stdout-not-mcp', message: problem });
    return problem ? undefined : result;
  };

  /** The probe tool's inputSchema as tools/list gave it (a case's `when` is judged by it). */
  let probeSchema: unknown;
  /**
   * A listed tool as a client reads it: its inputSchema must be a JSON Schema, and the probe
   * arguments must be within the probe tool's. Past the first MAX_JUDGED_TOOLS of a listing only the
   * probe tool's schema is judged: a hostile listing of 100,000 tools would cost minutes. Only the
   * probe tool's is compiled (its arguments are checked against it), and only within
   * MAX_COMPILED_SCHEMA characters; the others are checked against their meta-schema.
   */
  const judgeTool = (t: ListedTool, index: number) => {
    const isProbe = t.name === plan.probe?.tool;
    if (isProbe) probeSchema = t.inputSchema;
    if (index >= MAX_JUDGED_TOOLS && !isProbe) return;
    const name = JSON.stringify(t.name);
    const notSchema = (why: string) =>
      observation.resultFindings.push({
        kind: 'stdout-not-mcp',
        message: `the tools/list result: the inputSchema of tool ${name} is not a valid JSON Schema (${why})`
      });
    const unchecked = (why: string) =>
      (observation.probeArgumentsUnchecked = `the probe arguments were not checked against the inputSchema of ${name}: ${why}`);
    const problem = inputSchemaProblem(t.inputSchema, plan.protocolVersion);
    if (problem !== undefined) return void notSchema(problem);
    if (!isProbe) return;
    const size = JSON.stringify(t.inputSchema).length;
    if (size > MAX_COMPILED_SCHEMA)
      return void unchecked(`it has ${size} characters, past the ${MAX_COMPILED_SCHEMA} the gate compiles`);
    const compiled = compileInputSchema(t.inputSchema, plan.protocolVersion);
    if (typeof compiled === 'string') return void notSchema(compiled);
    // The arguments as they go out (placeholders expanded) against the tool's schema.
    const fits = validateBounded(compiled, plan.probe!.argsFor(plan.canaries.control));
    if (fits === false) observation.probeArgumentsRefused = firstSchemaError(compiled);
    else if (fits === undefined)
      unchecked(
        `its validation ran past ${VALIDATION_MS} ms (a regular expression of its that backtracks), and was stopped`
      );
  };

  // Whatever the gate's own code throws mid-session (an effect source it cannot read) stops the
  // server at once, as a broken stdout contract does: no server is left to its deadline.
  try {
    if (!server.launchFailure) {
      const c = plan.case;
      if (plan.idleMs > 0) await pause(plan.idleMs);
      const handshake = c?.handshake !== false;
      if (handshake && !rules.stateless && !over) {
        const initStarted = performance.now();
        const init = await request((id) => initializeRequest(id, plan.protocolVersion), plan.timeoutMs);
        if (init.envelope) {
          initMs = performance.now() - initStarted;
          readyAfterMs = Date.now() - started;
        }
        if (init.envelope?.kind === 'result') {
          observation.handshake = { outcome: 'ok' };
          const initResult = judgeResult('initialize', init.envelope);
          if (initResult) {
            serverCapabilities = initResult.capabilities as Record<string, unknown>;
            const version = String(initResult.protocolVersion);
            observation.negotiatedVersion = version;
            if (version !== plan.protocolVersion && !isProtocolVersion(version))
              observation.resultFindings.push({
                kind: 'stdout-not-mcp',
                message: `the initialize result: protocolVersion ${JSON.stringify(version)} is neither the requested ${plan.protocolVersion} nor a version the gate knows`
              });
          }
          await write(frameBytes(INITIALIZED_NOTIFICATION));
          // What every real client does next: list the tools (every page) before calling one.
          const capabilities = initResult?.capabilities as { tools?: unknown } | undefined;
          if (capabilities?.tools && typeof capabilities.tools === 'object') await listTools();
        } else {
          const o = outcomeOf(init.envelope);
          // Its stdout closed or it exited: the one comes a moment before the other is known.
          if (!o.detail && !timedOut) await pause(plan.limits.drainMs);
          const ended = timedOut ? undefined : server.exit;
          const first = timedOut
            ? ''
            : ended
              ? `: the server ended first (${endedHow(ended)})`
              : ': its stdout closed first';
          observation.handshake = o.detail
            ? { outcome: 'failed', detail: o.detail }
            : {
                outcome: 'failed',
                detail: `no response to initialize${first}`,
                ...(ended && { ended: true })
              };
        }
      } else if (handshake) {
        observation.handshake = { outcome: 'ok', detail: 'stateless: no initialize' };
        // No handshake tells what the server offers: a client lists its tools first all the same.
        // That request goes out at spawn, as an initialize does: its round trip holds the start-up.
        const listStarted = performance.now();
        if (!over && (await listTools())) {
          initMs = performance.now() - listStarted;
          readyAfterMs = Date.now() - started;
          warmMs = undefined;
        }
      }
      await plan.beforeCalls?.();
      if (handshake && observation.handshake.outcome === 'ok' && plan.probe && plan.control !== false) {
        const sentAt = performance.now();
        observation.control = await probeCall(plan.canaries.control);
        const { outcome } = observation.control;
        if (outcome !== 'no-response') controlMs = performance.now() - sentAt;
        // A tool that answers before it acts (a write queued behind its answer, a request sent once
        // it replied): nothing reached the effect sources by its answer. Its call is over once it
        // acted, and it took that long: its pace, which a rejected frame dispatched as a call takes too.
        const activity = plan.activity;
        if (
          (outcome === 'result' || outcome === 'tool-error') &&
          activity &&
          !activity.since(sentAt) &&
          !over
        ) {
          const acted = await Promise.race([activity.next(actWait()), server.exited.then(() => false)]);
          if (acted) actedMs = Math.round(performance.now() - sentAt);
        }
        plan.onCallsDone?.();
      }
      observation.callsDone = !timedOut;
      if (!c && plan.soakMs > 0 && observation.handshake.outcome === 'ok') {
        // The long-lived session real clients keep: periodic noise and delayed effects show up here.
        const soakStarted = Date.now();
        plan.onIdle?.();
        // The server's exit may be known before its stdout's end has ended the session's waits.
        const ended = () => over || server.exit !== undefined;
        while (!ended() && Date.now() - soakStarted < plan.soakMs) {
          const tickStarted = Date.now();
          await ping(SOAK_PING_MS);
          await pause(SOAK_PING_MS - (Date.now() - tickStarted));
        }
        // The second probe call ends the session. A server that left it before, with no frame sent and
        // its stdin still open, fails that call: its client would have lost it in production.
        const left = ended() && !timedOut && !internal;
        if (plan.probe && left) {
          const how = server.exit ? endedHow(server.exit) : 'its stdout closed';
          observation.followUp = {
            canary: plan.canaries.followUp,
            id: nextId++,
            outcome: 'not-sent',
            detail: `the server left the session ${Date.now() - soakStarted} ms into it, with no frame sent and its stdin still open (${how})`
          };
        } else if (plan.probe && !over) observation.followUp = await probeCall(plan.canaries.followUp);
      }
      if (!c && plan.barrierPing && observation.handshake.outcome === 'ok' && !over) {
        // A clean start is a case's session up to its frames, the barrier's ping included: what a server
        // does on a ping (a gateway that forwards it upstream) is then in the start-up baseline. A server
        // that leaves it unanswered fails its cases' barriers; this start waits for it only so long.
        const wait = reactionWait(Math.min(controlMs, initMs));
        const barrier = await ping(wait);
        judgeResult('ping', barrier.envelope);
        observation.startBarrier = barrier.envelope ? 'answered' : 'no-answer';
        plan.onCallsDone?.();
        // A case's frames come right after that ping: a request in their place, with no frame before
        // it, must be read and answered. A server that stops at the ping (it reads on into a buffer it
        // never handles, or leaves) handles no frame either, whatever the kernel says of its stdin.
        // Its answer decides whether every case of the scenario was exercised: it gets as long as a
        // case's barrier does, not the short wait of a start-up sample.
        if (plan.pingAfterBarrier && barrier.envelope && !over) {
          const next = await ping();
          judgeResult('ping', next.envelope);
          observation.afterBarrier = next.envelope ? 'answered' : 'no-answer';
          // What a ping does (a line in a request log) is then before the mark, as in every clean start.
          plan.onCallsDone?.();
        }
        if (plan.lastsMs && !over) {
          // Its clock and the case's agree to within a scheduler's noise: a tenth of the span more, or
          // the hold if longer.
          const margin = Math.max(holdMs(), plan.lastsMs / 10);
          plan.onIdle?.();
          await pause(plan.lastsMs + margin - (Date.now() - started - readyAfterMs));
          // A connection begun by then (a call home whose request is still on its way) ends before
          // this start's EOF can cut it: the case it stands for lived on and saw it whole.
          if (!over) await Promise.race([plan.connectionsQuiet?.(), server.exited]);
        }
      }
      if (c?.when && !over)
        observation.notApplicable = whyNotApplicable(c.when, plan.probe?.tool, probeSchema);
      if (c && !over && !observation.notApplicable) {
        // The barrier: a ping answered proves the server is alive and reading right before the frames.
        const barrier = await timed(ping());
        judgeResult('ping', barrier.envelope);
        observation.barrier = !barrier.sent ? 'not-sent' : barrier.envelope ? 'answered' : 'no-answer';
      }
      if (c && !over && observation.barrier === 'answered') {
        // Each thread's timer right before the frames: one armed since is the frames' (`endOfSession`).
        if (plan.rest) {
          const before = plan.rest(true);
          const at = performance.now();
          timersBefore = new Map([...before.timers].map(([thread, ms]) => [thread, at + ms]));
        }
        const tool = plan.probe?.tool ?? 'mcp-stdio-gate-probe';
        const sends: Buffer[] = [];
        let offset = stdinBytes;
        let stdinLine = stdinLines + 1;
        c.frames.forEach((frame, index) => {
          const canary = plan.canaries.frames[index];
          const id = FRAME_ID_BASE + index;
          const args = plan.probe ? plan.probe.argsFor(canary) : { canary };
          const bytes = frameToBytes(frame, {
            tool,
            args,
            id,
            canary,
            protocolVersion: plan.protocolVersion
          });
          const ids = idsInFrame(bytes);
          contract.sentFrames(ids, 2 * lineCount(bytes));
          observation.frames.push({
            index,
            role: frame.role ?? 'rejected',
            canary: frameCarriesCanary(frame) ? canary : undefined,
            stdinLine,
            offset,
            expanded: { id, tool, arguments: JSON.stringify(args) },
            bytes: bytes.length,
            fingerprint: fingerprint(bytes),
            reason: `${c.category}: ${c.title}`,
            ids,
            written: false,
            endsLine: bytes[bytes.length - 1] === 0x0a
          });
          sends.push(bytes);
          offset += bytes.length;
          stdinLine += countNewlines(bytes);
        });
        const frames = observation.frames;
        plan.onCallsDone?.();
        /** Before a write of frames `from` on: what tells afterwards how far it got. */
        const mark = (from: number) => {
          const acceptedBefore = server.stdinAccepted;
          const outputBefore = outputLines();
          // Delivered: the whole write went through, or the kernel took bytes of the frame while the
          // server held its stdin and something tells whether it read them: how it let go of a socket
          // pair (judged by readOfFrames), more taken past the frame's start than the socket holds, or
          // output meanwhile. How far a write into a live reader gets before it lets go is the
          // scheduler's, so a long frame cut short by the server's exit is judged like one that fit.
          return (to: number, ok: boolean) => {
            const taken = server.stdinAccepted - acceptedBefore;
            for (let i = from; i < to; i++) {
              const start = frames[i].offset - frames[from].offset;
              frames[i].written =
                ok ||
                (taken > start &&
                  (server.tellsRelease || taken - start > SOCKET_CAPACITY || outputLines() > outputBefore));
            }
          };
        };
        const deliver = async (from: number, to: number): Promise<void> => {
          if (from >= to) return;
          const written = mark(from);
          written(to, await write(Buffer.concat(sends.slice(from, to))));
          if (to === frames.length) framesSentAt = performance.now();
        };
        const rejected = frames.findIndex((f) => f.role === 'rejected');
        const upTo = rejected === -1 ? frames.length : rejected + 1;
        let from = 0;
        if (plan.confirmRead) {
          // Nothing after the first rejected frame until the server reacts to it (it answers, exits
          // or lets go of its stdin), so that bytes it leaves unread can only be the frames'.
          const answersBefore = contract.frameAnswers;
          await deliver(0, upTo);
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              onStdout = undefined;
              resolve();
            };
            const timer = setTimeout(done, reactionWait());
            // An answer proves the rejected frame read only when no frame came before it.
            if (rejected === 0)
              onStdout = () => {
                if (contract.frameAnswers > answersBefore) done();
              };
            void server.stdinReleased.then(done);
            void server.exited.then(done);
          });
          from = upTo;
        }
        // Once the server let go of its stdin, more bytes would only blur what it left unread.
        const followUp = !c.closeStdin && handshake && c.expect.followUp !== 'none' && plan.probe && !gone();
        // Frames and follow-up in one write (no soak between them): a server that reads what is there
        // reads them together, so bytes it leaves unread are all of them or, from a reader of single
        // lines, the follow-up.
        const together = followUp && plan.soakMs === 0;
        if (!together && !gone()) await deliver(from, frames.length);
        // A case under soak keeps the session open after its frames: a delayed action shows up.
        if (plan.soakMs > 0 && !over) {
          plan.onIdle?.();
          await pause(plan.soakMs);
        }
        if (followUp) {
          const written = together ? mark(from) : undefined;
          observation.followUp = await probeCall(
            plan.canaries.followUp,
            plan.followUpThenEof ? plan.timeoutMs : followUpWait(),
            {
              prefix: together ? Buffer.concat(sends.slice(from)) : undefined,
              afterWrite: (ok) => {
                written?.(frames.length, ok);
                if (together) framesSentAt = performance.now();
                // Under `close`/`any` no answer is owed: stdin EOF once the hold is over
                // (`endOfSession`); the server's answer, its stdout EOF or its exit ends the wait
                // (the exit grace is the backstop), and effects still count until every process of
                // the run is gone and the listeners settled.
                if (plan.followUpThenEof) stopping = endOfSession();
              }
            }
          );
        }
      }
    }
  } catch (error) {
    internal ??= { error };
  }

  const exit = timedOut || internal ? await server.abort() : await (stopping ?? endOfSession());
  clearTimeout(deadline);
  if (internal) throw internal.error;
  contract.end(server.limitHit === 'stdout');
  const stdinRead = readOfFrames(observation.frames, server, contract.frameAnswers);
  return {
    ...observation,
    ...(stdinRead ? { stdinRead } : {}),
    contract,
    stdoutBytes: server.stdoutBytes,
    stderrBytes: server.stderrBytes,
    exit,
    orphans: server.orphans,
    durationMs: Date.now() - started,
    readyAfterMs,
    timedOut,
    limitHit: server.limitHit,
    launchFailure: server.launchFailure
  };
}
