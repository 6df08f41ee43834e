/**
 * Orchestration: plan the runs (scenarios × corpus cases, sharded), run them at the chosen
 * concurrency on shared canaries, judge each with its scenario's start-up baseline, build the report.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  acrossSessions,
  lateKinds,
  attribute,
  CANARY_PREFIX,
  carriesCanary,
  laterBaselineOf,
  startupBaselineOf,
  baselineFor,
  effectKeeper,
  type Effect,
  type HeldSample,
  type StartupBaseline
} from '../core/action-log.js';
import { evidenceOf, type Finding, type RawFinding, type Warning } from '../core/findings.js';
import { expandJson, expandString, type PlaceholderValues } from '../core/placeholders.js';
import {
  clip,
  compareText,
  CONTROL_CASE,
  count,
  finalizeReport,
  runKey,
  weakestTracking,
  type ProcessTracking,
  type Report,
  type RunReport
} from '../core/report.js';
import { controlRepeated, judgeRun, listed, runCanaries } from '../core/verdict.js';
import { warmSchemas } from '../core/mcp-results.js';
import { BUILTIN_CORPUS_VERSION, loadCorpus, selectProfile, whenProblem } from '../corpus/load.js';
import type { CorpusCase } from '../corpus/types.js';
import { ConfigurationError } from '../errors.js';
import type { GateOptions } from '../options.js';
import {
  clearGateFiles,
  makeDirectory,
  firstBadBytes,
  replaceChanged,
  TranscriptWriter,
  writeGateFiles
} from '../report/files.js';
import type { Redactor } from '../report/redact.js';
import { Activity } from './activity.js';
import { LauncherPool } from './launcher.js';
import { oneLine } from '../report/safe-text.js';
import { killAdopted, RUN_MARKER_VAR, RunCgroup, RunProcesses, threadsVisible } from './descendants.js';
import { serverEnvironment } from './environment.js';
import {
  HttpCanary,
  LaterArrivals,
  prepareRunFiles,
  identityOf,
  recorderEffects,
  sandboxEffects,
  type OverRun,
  sandboxSnapshot,
  TcpCanary,
  type AliveRun,
  type SandboxSnapshot
} from './effects.js';
import { SandboxWatch, WatchFlush } from './sandbox-watch.js';
import { installPackage } from './package.js';
import { peakRssBytes } from './peak-rss.js';
import { DEFAULT_LIMITS, notFoundReason, resolveCommand, stoppedBy } from './process-runner.js';
import { absolutizeArgv, scenarioLaunch } from './scenarios.js';
import { RunnerFiles, type RunnerFileChange } from './runner-files.js';
import { runSession, type SessionObservation } from './session.js';
import { fileSize } from './read-range.js';
import { createWorkDir, removeWorkDir } from './workdirs.js';

export const GATE_VERSION = '0.1.0';

export interface PlannedRun {
  scenario: string;
  case?: CorpusCase;
  /** Run only to give the shard's cases their start-up baseline, or to confirm a read; not reported. */
  support: boolean;
  /**
   * A case run whose server left bytes unread on stdin after the follow-up was sent (`unclear`):
   * this run holds back everything after the first rejected frame until the server reacts, and
   * settles whether it read the frames.
   */
  confirms?: CompletedRun;
  /** A start-up sample made because the scenario's first two starts made effects with no canary (`CleanStarts`). */
  resample?: boolean;
  /**
   * A clean start that makes no call at all, not even the control: set beside the starts that do, it
   * tells what a start does from what a call does beside its canaried effect (`startupBaselineOf`).
   */
  callless?: boolean;
  /**
   * A clean start that sends a second ping right after the barrier's, where a case's frames go
   * (`afterBarriers`). It is no start-up sample: that ping's effects (a gateway that forwards pings
   * upstream) are no start's, and a case, which has no such ping, would be allowed them. It starts
   * once its scenario's cases are over (`CaseRuns`).
   */
  checksBarrier?: boolean;
  /**
   * A clean start held open after its barrier until it lasted this long since its initialize answer
   * (where the server's own clock begins, about), as long as the longest case
   * of its scenario that made effects with no canary after its frames (`outlastingStarts`). It is no
   * start-up sample: what it shows after its barrier is compared only with what a case did after
   * its frames (`StartupBaseline.later`).
   */
  lastsMs?: number;
}

/**
 * A run as `LaterArrivals` keeps it until every run is over: made outside the run's own scope, whose
 * closures would keep all of it (its sandbox watch, its session) alive as long.
 */
function overRun(
  isCase: boolean,
  effects: Effect[],
  blindSpots: string[],
  keep: (e: Effect) => Effect
): OverRun {
  return {
    isCase,
    add: (later, blind) => {
      effects.push(...later.map(keep));
      blindSpots.push(...blind);
    }
  };
}

/** Whether the run's session sent the control call (a case with no handshake makes none). */
const madeCall = (o: SessionObservation): boolean =>
  o.control !== undefined && o.control.outcome !== 'not-sent';

/** The start-up baseline a run is held to: its scenario's, that of the starts with no call if it made none. */
const heldTo = (
  baselines: ReadonlyMap<string, StartupBaseline>,
  run: CompletedRun
): StartupBaseline | undefined => baselineFor(baselines.get(run.plan.scenario), madeCall(run.observation));

/**
 * Whether a run's session is held `--soak-ms`: the soak scenario's own run (after its control,
 * pings and a second call in it) and a case under soak (after its frames). A start-up sample needs
 * the start, not the long session after it, and its cases wait for it: support runs never soak.
 */
const soaks = (r: PlannedRun): boolean => r.scenario === 'soak' && !r.support;

/**
 * A handshake-only run whose effects are its scenario's start-up baseline (`CleanStarts`). Not the
 * soak scenario's own run: what its second call and pings do is no start's.
 */
const isStartSample = (r: PlannedRun): boolean => !r.case && !r.checksBarrier && !r.lastsMs && !soaks(r);

export interface CompletedRun {
  plan: PlannedRun;
  caseId: string;
  /** What the session saw; its transcripts are on disk (`transcript`), not in memory. */
  observation: SessionObservation;
  effects: Effect[];
  /** What the gate's own shell could not do in this run (a sandbox file it could not read). */
  shellWarnings: Warning[];
  /** What the gate could not observe of the run (a sandbox past its caps): an act may lie there. */
  blindSpots: string[];
  launchCommand: string[];
  cwd: string;
  /** When its server was started and when every process of it was gone (`performance.now()`). */
  served?: { from: number; to: number };
  /** The run's transcripts under --out (absent for unreported support runs). */
  transcript?: {
    dir: string;
    files: string[];
    /** Those another process changed since the gate wrote them (`TranscriptWriter.changed`). */
    changed: (stdoutFindings: readonly RawFinding[]) => string[];
    /** What `changed` said once every run was over: these now hold a note (`replaceChanged`). */
    replaced?: string[];
  };
  /** How the processes the server started were found (run/descendants.ts). */
  tracking: ProcessTracking;
}

export interface GateResult {
  report: Report;
  runs: CompletedRun[];
  outDir: string;
}

export interface GateHooks {
  onRunDone?: (done: number, total: number, run: CompletedRun) => void;
  /** Applied to everything the gate writes (the entries build it from --secret-env). */
  redact: Redactor;
}

/** The engine failed inside (a bug, a full disk): what it gathered so far is still reported (exit 3). */
export class GateInternalError extends Error {
  override readonly name = 'GateInternalError';
  constructor(
    override readonly cause: unknown,
    readonly partial: GateResult,
    private readonly options: GateOptions,
    private readonly redact: Redactor
  ) {
    super(`internal error: ${(cause as Error)?.message ?? String(cause)}`);
  }

  /** Writes what was gathered (report.json with `"result": "error"`, junit, artifacts); returns report.json's path. */
  writePartialReport(): string {
    writeGateFiles(this.partial, this.options, this.redact);
    return path.join(this.options.outDir, 'report.json');
  }
}

function newCanary(): string {
  return `${CANARY_PREFIX}${randomBytes(8).toString('hex')}`;
}

/** FNV-1a: a stable shard assignment from the scenario and case id. */
function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function inShard(key: string, shard: GateOptions['shard']): boolean {
  return !shard || stableHash(key) % shard.total === shard.index - 1;
}

function applies(c: CorpusCase, options: GateOptions): boolean {
  return !c.protocolVersions || c.protocolVersions.includes(options.protocolVersion);
}

export function planRuns(options: GateOptions, cases: CorpusCase[]): PlannedRun[] {
  const runs: PlannedRun[] = [];
  const chosen = options.cases.length
    ? cases.filter((c) => options.cases.includes(c.id))
    : selectProfile(cases, options.profile);
  const selected = chosen.filter((c) => applies(c, options));
  // A condition that does not compile is the corpus author's mistake: said before any run.
  for (const c of selected) {
    const problem = whenProblem(c, true);
    if (problem) throw new ConfigurationError(`${c.file}: ${problem}`);
  }
  const scenarios = [...new Set([...options.scenarios, ...options.corpusScenarios])];
  const caseRuns: PlannedRun[] = [];
  for (const scenario of options.corpusScenarios) {
    for (const c of selected)
      if (inShard(runKey(scenario, c.id), options.shard))
        caseRuns.push({ scenario, case: c, support: false });
  }
  for (const c of soakSample(options, selected))
    if (inShard(runKey('soak', c.id), options.shard))
      caseRuns.push({ scenario: 'soak', case: c, support: false });
  for (const scenario of scenarios) {
    const owned =
      options.scenarios.includes(scenario) && inShard(runKey(scenario, CONTROL_CASE), options.shard);
    const needed = caseRuns.some((r) => r.scenario === scenario);
    const own: PlannedRun = { scenario, support: false };
    if (owned) runs.push(own);
    // A start-up sample with the control call: the scenario's own run, where it is one.
    if (needed && !(owned && isStartSample(own))) runs.push({ scenario, support: true });
    // Its cases' start-up baseline comes from starts no frame preceded: a second one, with no call,
    // shows whether a start does anything at all, and what of it is the call's (`CleanStarts`).
    if (needed) runs.push({ scenario, support: true, callless: true });
    if (needed) runs.push({ scenario, support: true, checksBarrier: true });
  }
  return [...runs, ...caseRuns];
}

/**
 * The cases the soak sample holds for their whole session, where they are selected: a frame whose
 * envelope is wrong (a lenient parser's favourite, R13) and a line that is no one JSON value (R11),
 * the two ways a rejected frame reaches a server's error path.
 */
export const SOAK_SAMPLE_CASES = ['id-true', 'request-then-garbage-same-line'];

/**
 * The cases that also run under `soak` when the soak scenario runs and the corpus does not: a case's
 * session is cut a few milliseconds after its frames, and a server that puts a rejected frame's act
 * off past that (a retry queue, a debounced flush) and exits at stdin EOF drops it unseen; held for
 * the whole soak, that act shows. A sample, not every case: each lasts `--soak-ms` where the server
 * keeps its session open. SOAK_SAMPLE_CASES where selected, else the first selected case.
 */
export function soakSample(options: GateOptions, selected: CorpusCase[]): CorpusCase[] {
  if (!options.scenarios.includes('soak') || options.corpusScenarios.includes('soak')) return [];
  if (options.soakMs === 0) return [];
  const preferred = selected.filter((c) => SOAK_SAMPLE_CASES.includes(c.id));
  return preferred.length ? preferred : selected.slice(0, 1);
}

/** Longest first: idle starts and huge frames, then the rest in plan order. */
function estimate(run: PlannedRun, options: GateOptions): number {
  let cost = 1;
  if (run.scenario === 'idle-start') cost += options.idleMs / 500;
  // A case under soak lasts the soak where the server keeps its session open after a frame.
  if (soaks(run) && run.case) cost += options.soakMs / 500;
  for (const f of run.case?.frames ?? [])
    for (const p of f.parts ?? [f]) cost += ((p.repeat ?? 1) * (p.text?.length ?? 1)) / 1_000_000;
  return cost;
}

/** A run for a progress line: `scenario × case`, and why a run that is not reported is made. */
export function runLabel(run: CompletedRun): string {
  const why = run.plan.confirms
    ? ' (did the server read the frames? run again, not reported)'
    : run.plan.checksBarrier
      ? ' (does the server read on after the barrier? not reported)'
      : run.plan.support
        ? ' (start-up baseline only, not reported)'
        : '';
  return `${run.plan.scenario} × ${run.caseId}${why}`;
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A launch hook that runs `warm` once, when the `first`-th server has been launched:
 * those servers boot (tens of milliseconds in which no session has anything to read), and the gate,
 * idle, does then what their sessions would otherwise do on their path. After an event-loop turn,
 * so that the launch's own steps go first.
 */
function warmWhileBooting(first: number, warm: () => void): () => void {
  let launches = 0;
  const tryWarm = () => {
    try {
      warm();
    } catch {
      // Nothing is lost: a session that needs it does it again, and says what went wrong.
    }
  };
  return () => {
    if (++launches === first) setImmediate(tryWarm);
  };
}

/** Per scenario: how many runs something waits for, and the signal it waits on. */
type Pending = Map<string, { left: number; over: ReturnType<typeof signal> }>;

/** The planned runs `counted` picks, counted per scenario. */
function pendingOf(plan: readonly PlannedRun[], counted: (r: PlannedRun) => boolean): Pending {
  const pending: Pending = new Map();
  for (const r of plan)
    if (counted(r)) {
      const p = pending.get(r.scenario) ?? { left: 0, over: signal() };
      p.left += 1;
      pending.set(r.scenario, p);
    }
  return pending;
}

/** At most `size` holders at a time, served in the order they asked. */
class Slots {
  private free: number;
  private readonly queue: (() => void)[] = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  /** Resolves with the function that gives the slot back (once). */
  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.queue.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}

/**
 * Runs `work` over `items`, `concurrency` at a time, taking them from the front (`work` may put more
 * there). After a failure no item starts, the ones under way finish (their results are kept), then
 * the first error is thrown. Every worker but the first begins once `headStart` resolves (`work`
 * resolves it), so that the first item is not held up by the others' preparation.
 */
async function pool<T>(
  items: T[],
  concurrency: number,
  headStart: Promise<void>,
  work: (item: T, worker: number) => Promise<void>
): Promise<void> {
  let failure: { error: unknown } | undefined;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async (_, worker) => {
    if (worker > 0) await headStart;
    while (items.length && !failure) {
      try {
        await work(items.shift()!, worker + 1);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(workers);
  if (failure) throw failure.error;
}

/**
 * Accepted case ids: a JSON array, `{"cases": [...]}`, or plain text with one id per line (`#`
 * starts a comment).
 */
export function readBaseline(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`--baseline ${file}: ${(error as Error).message}`);
  }
  if (/^\s*[[{]/.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new ConfigurationError(`--baseline ${file}: not valid JSON (${(error as Error).message})`);
    }
    const cases = Array.isArray(value) ? value : (value as { cases?: unknown })?.cases;
    if (!Array.isArray(cases) || cases.some((c) => typeof c !== 'string')) {
      const pointer = Array.isArray(value) ? '/' : '/cases';
      throw new ConfigurationError(
        `--baseline ${file}: at JSON pointer ${pointer}: expected an array of case ids`
      );
    }
    return cases as string[];
  }
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

interface RunContext {
  options: GateOptions;
  workDir: string;
  redact: Redactor;
  /** A per-gate prefix of the run markers (MCP_GATE_RUN_ID), unique across concurrent gates. */
  gateId: string;
  /** The installed package's bin directory (--package), first on PATH. */
  extraPath?: string;
  /** Work to finish before the gate returns (removing each run's cgroup). */
  cleanups: Promise<void>[];
  /** Servers' launchers moved into their cgroups ahead of their runs, where cgroups are usable. */
  launchers?: LauncherPool;
  /** One slot per server alive at a time (--concurrency). */
  servers: Slots;
  /** Resolved once the first server has been handed to its launcher, or a run ended (see `pool`). */
  launched: { promise: Promise<void>; resolve: () => void };
  /** Called as each server is launched (`warmWhileBooting`). */
  onLaunch: () => void;
  /** No more servers start (the probe tool is not listed, or a run failed inside the gate). */
  halted?: boolean;
  /** The probe tool as the first sessions found it unusable (a configuration error, exit 2). */
  unlisted?: string;
  /** Each run's effect sources, looked at until every run is over. */
  later: LaterArrivals;
  /**
   * The case runs whose server is not yet gone: a start that checks a barrier, made ready, is
   * launched once its scenario's are.
   */
  caseRuns: CaseRuns;
  /** Makes sure every sandbox watch's events have arrived before a run's effects are read. */
  watchFlush: WatchFlush;
  /** Each run's effects as kept until every run is judged (`effectKeeper`). */
  keepEffect: (e: Effect) => Effect;
  /**
   * The control calls of the runs over so far, and how many of them reached an effect source: where
   * two or more were made and none did, a session no longer waits for its control to act (`Activity`:
   * a probe whose act the gate cannot see would cost every run that wait); `seenLate`: how many of
   * those seen were seen only once the run was over (`Activity.anyEvent`).
   */
  controls: { made: number; seen: number; seenLate: number };
}

/**
 * A probe tool the server does not list, or probe arguments its inputSchema refuses: the user's
 * mistake, said once; known as soon as a session ends, before the next server may start.
 */
function probeProblem(o: SessionObservation, options: GateOptions): string | undefined {
  if (options.probeTool && o.tools && !o.tools.includes(options.probeTool))
    return `--probe-tool ${options.probeTool}: the server lists no such tool (tools/list offers: ${offered(o.tools)})`;
  // The schema's own words (a pattern, an enum) are the server's text: a bounded part of them.
  if (o.probeArgumentsRefused)
    return `--probe-arguments: the inputSchema of ${options.probeTool} refuses them (placeholders expanded) ${clip(oneLine(o.probeArgumentsRefused))}`;
  return undefined;
}

/** Puts the installed package's bin directory (--package) first on the PATH of `env`. */
function addPackagePath(env: Record<string, string | undefined>, ctx: RunContext): void {
  if (ctx.extraPath) env.PATH = `${ctx.extraPath}${path.delimiter}${env.PATH ?? ''}`;
}

/** The server's environment and argv for one run. */
function launchFor(
  run: PlannedRun,
  ctx: RunContext,
  runDir: string,
  values: (canary: string) => PlaceholderValues,
  control: string,
  gateEnv: Record<string, string>
) {
  const { options } = ctx;
  const scenario = scenarioLaunch(run.scenario, options, runDir);
  const userEnv = Object.fromEntries(
    Object.entries(options.env).map(([k, v]) => [k, expandString(v, values(control))])
  );
  // The scenario's own variables win over the user's (no-config must replace HOME), the gate's over both.
  const env = serverEnvironment(process.env, userEnv, scenario.env, gateEnv);
  addPackagePath(env, ctx);
  let argv = options.command.map((a) => expandString(a, values(control)));
  if (scenario.movedCwd) argv = absolutizeArgv(argv, options.cwd);
  return { scenario, env, argv };
}

/**
 * One run in the shell: fresh files and canaries, the scenario's launch, the session, the effects.
 * Only the session holds one of the `servers` slots: a run makes its files and listeners while
 * earlier runs' servers still run, and reads its effects and closes its transcripts after its own
 * server is gone and the next has started; made ready, it waits for its `turn` (false: not run).
 * Undefined when it was not run, or the gate halted before its server started.
 */
async function executeRun(
  run: PlannedRun,
  runId: string,
  worker: number,
  ctx: RunContext,
  turn: () => Promise<boolean>
): Promise<CompletedRun | undefined> {
  const { options } = ctx;
  // The scenario's directories and a support run's transcripts (made only when needed).
  const runDir = path.join(ctx.workDir, `run-${runId}`);
  // The recorder, the sandbox and the launch script: the worker's, reused run after run.
  const workerDir = path.join(ctx.workDir, `worker-${worker}`);
  // Each run has its own listeners: every connection belongs to exactly one run, whatever the schedule.
  const http = new HttpCanary();
  const tcp = new TcpCanary();
  let transcript: TranscriptWriter | undefined;
  let kept = false;
  let watch: SandboxWatch | undefined;
  try {
    // What a later process wrote into the worker's files since its last run read them is that run's.
    ctx.later.reuse(worker);
    const files = prepareRunFiles(workerDir, runDir);
    // From before the server starts: an entry it makes and removes is seen however briefly it lived.
    const control = newCanary();
    // Where a control was seen only once the run was over (its canary encoded, or in a file's
    // content), what carries the canary as it comes cannot time it: any event does.
    const activity = new Activity(control, files.actionLog, ctx.controls.seenLate > 0);
    http.activity = activity;
    tcp.activity = activity;
    watch = new SandboxWatch(files.sandbox, files.actionLog, activity);
    await Promise.all([http.start(), tcp.start()]);
    const marker = `${ctx.gateId}-${runId}`;
    const canaries = { control, frames: (run.case?.frames ?? []).map(newCanary), followUp: newCanary() };
    const base = http.baseUrl();
    const values = (canary: string): PlaceholderValues => ({
      canary,
      canaryUrl: base + canary,
      canaryProxy: http.origin(),
      sandbox: files.sandbox,
      actionLog: files.actionLog
    });
    const { scenario, env, argv } = launchFor(run, ctx, runDir, values, control, {
      MCP_GATE_ACTION_LOG: files.actionLog,
      MCP_GATE_CANARY_URL: base,
      MCP_GATE_CANARY_TCP: `127.0.0.1:${tcp.port}`,
      MCP_GATE_SANDBOX: files.sandbox,
      [RUN_MARKER_VAR]: marker
    });
    const probe = options.probeTool;
    const soakMs = soaks(run) ? options.soakMs : 0;
    const caseId = run.case?.id ?? CONTROL_CASE;
    // Support runs (shards) are not reported: their transcripts stay in the work directory.
    transcript = new TranscriptWriter(
      run.support ? runDir : options.outDir,
      run.scenario,
      caseId,
      ctx.redact
    );
    /**
     * Where the session was done with its calls before the frames (`Effect.late`): a moment, the
     * recorder's size, the sandbox's entries and canaries.
     */
    let callsDone: { at: number; recorderSize: number; sandbox: SandboxSnapshot } | undefined;
    /** Never run: no transcript of it is left under --out. */
    const notRun = (): undefined => {
      transcript?.discard();
      transcript = undefined;
      return undefined;
    };
    // Made ready while earlier runs' servers run: a case's launch waits for nothing else.
    if (!(await turn())) return notRun();
    const release = await ctx.servers.acquire();
    const served = { from: performance.now(), to: Infinity };
    let session: SessionObservation;
    let processes: RunProcesses | undefined;
    try {
      if (ctx.halted) return notRun();
      const prepared = await ctx.launchers?.take(path.join(files.dir, 'launch.sh'));
      processes = new RunProcesses(marker, prepared?.cgroup ?? RunCgroup.create(`mcp-stdio-gate-${marker}`));
      // The server starts within runSession's first step, before anything that waits there.
      ctx.launched.resolve();
      ctx.onLaunch();
      session = await runSession({
        transcript,
        evidence: ctx.redact.empty ? undefined : (bytes) => ctx.redact.bytes(bytes),
        launch: { argv, cwd: scenario.cwd, env, prepared },
        limits: { ...DEFAULT_LIMITS, captureCap: options.captureCap },
        protocolVersion: options.protocolVersion,
        timeoutMs: options.timeoutMs + scenario.idleMs + soakMs,
        responseTimeoutMs: Math.min(10000, options.timeoutMs),
        idleMs: scenario.idleMs,
        probe: probe
          ? { tool: probe, argsFor: (canary) => expandJson(options.probeArguments, values(canary)) }
          : undefined,
        canaries,
        case: run.case,
        processes,
        soakMs,
        followUpThenEof: options.onInvalid !== 'open',
        confirmRead: run.confirms !== undefined,
        control: !run.callless,
        barrierPing: run.support && !run.case,
        pingAfterBarrier: run.checksBarrier,
        lastsMs: run.lastsMs,
        rest: threadsVisible ? (whole) => processes!.rest(whole) : undefined,
        connectionsQuiet: () => Promise.all([http.quiet(), tcp.quiet()]),
        activity: ctx.controls.made >= 2 && ctx.controls.seen === 0 ? undefined : activity,
        beforeCalls: async () => watch?.fence(await ctx.watchFlush.flush(), ctx.watchFlush.refused),
        // A soak is a wait, and so are a held start and a case's hold and exit once its last write is
        // out: its slot goes to the next run (`release` gives it back once). Not at concurrency 1:
        // there, two servers are never up at once (a fixed port, a lock in HOME).
        onIdle: options.concurrency > 1 ? release : undefined,
        onCallsDone: () => {
          http.markCallsDone();
          tcp.markCallsDone();
          watch?.markCallsDone();
          callsDone = {
            at: performance.now(),
            recorderSize: fileSize(files.actionLog),
            sandbox: sandboxSnapshot(files.sandbox)
          };
        }
      });
      ctx.unlisted ??= probeProblem(session, options);
      if (ctx.unlisted) ctx.halted = true;
    } finally {
      // The listeners outlive the run (`LaterArrivals`): they need not keep what timed its control.
      http.activity = tcp.activity = undefined;
      // The session ends with every process of the run gone; this is the backstop when it threw.
      processes?.killAll();
      processes?.close();
      served.to = performance.now();
      ctx.caseRuns.ended(run);
      // Emptied cgroups are removed off the run's path (the kernel frees a killed member a moment later).
      if (processes?.cgroup) ctx.cleanups.push(processes.cgroup.remove());
      release();
    }
    // Every process of the run is gone: what reached the listeners until now still counts.
    await Promise.all([http.settle(), tcp.settle()]);
    const watched = watch.end(await ctx.watchFlush.flush(), ctx.watchFlush.refused);
    const sandbox = sandboxEffects(files.sandbox, files.made.sandbox, callsDone?.sandbox, watched);
    const recorder = recorderEffects(
      files.actionLog,
      files.made.actionLog,
      callsDone?.recorderSize,
      watched.recorderWrites
    );
    const effects = [
      ...recorder.effects,
      ...http.effects(callsDone?.at),
      ...tcp.effects(callsDone?.at),
      ...sandbox.effects
    ].map(ctx.keepEffect);
    if (session.control) {
      ctx.controls.made += 1;
      if (effects.some((e) => e.text.includes(control))) {
        ctx.controls.seen += 1;
        if (!activity.carried) ctx.controls.seenLate += 1;
      }
    }
    transcript.close({
      argv,
      cwd: scenario.cwd,
      exit: session.exit,
      durationMs: session.durationMs,
      ...(session.holdMs === undefined ? {} : { holdMs: session.holdMs }),
      // Where each frame lies in stdin.bin, and what its placeholders expanded to (`corpus add`).
      frames: session.frames.map((f) => ({
        index: f.index,
        role: f.role,
        offset: f.offset,
        bytes: f.bytes,
        canary: canaries.frames[f.index],
        ...f.expanded
      }))
    });
    // A server that ended before its handshake: the line of its stderr most likely to say why.
    if (session.handshake.ended) {
      const hint = transcript.stderrHint;
      session.handshake.detail +=
        hint === undefined ? ', nothing on its stderr' : `; its stderr: ${JSON.stringify(hint)}`;
    }
    const written = transcript;
    transcript = undefined;
    const result: CompletedRun = {
      plan: run,
      caseId,
      observation: session,
      effects,
      served,
      shellWarnings: sandbox.warnings,
      blindSpots: [
        ...recorder.blind,
        ...http.blindSpots(callsDone?.at),
        ...tcp.blindSpots(callsDone?.at),
        ...sandbox.blind
      ],
      tracking: processes?.tracking ?? 'environment',
      launchCommand: argv,
      cwd: scenario.cwd,
      transcript: run.support
        ? undefined
        : // Bound, not a closure: one made here would keep this whole run's scope (its environment,
          // sandbox snapshot, session) alive as long as the report needs the transcript.
          { dir: written.dir, files: written.files, changed: written.changed.bind(written) }
    };
    const over = overRun(!!run.case, result.effects, result.blindSpots, ctx.keepEffect);
    ctx.later.keep([http, tcp], over);
    ctx.later.keepFiles(
      worker,
      files,
      { recorderSize: recorder.size, recorder: identityOf(files.actionLog), sandbox: sandbox.read },
      over
    );
    kept = true;
    return result;
  } finally {
    watch?.end(true);
    transcript?.abandon();
    if (!kept) await Promise.all([http.close(), tcp.close()]);
  }
}

/** The protocolVersion the server's initialize result chose (its scenario runs first). */
function negotiated(completed: CompletedRun[]): { negotiatedVersion?: string } {
  const run =
    completed.find((r) => !r.plan.case && r.observation.negotiatedVersion) ??
    completed.find((r) => r.observation.negotiatedVersion);
  return run ? { negotiatedVersion: run.observation.negotiatedVersion } : {};
}

/** Judges every reported run against its scenario's start-up baseline (pure, over what the shell observed). */
function judgeRuns(
  completed: CompletedRun[],
  options: GateOptions
): { runs: RunReport[]; findings: Finding[]; notExercised: string[]; notApplicable: string[] } {
  const afterBarrier = afterBarriers(completed);
  const findings: Finding[] = [];
  const runs: RunReport[] = [];
  const notExercised: string[] = [];
  const notApplicable: string[] = [];
  const canaryOwners = new Map<string, string>();
  const sessions = completed.map((r) => {
    const owned = runCanaries(r.observation);
    const label = runLabel(r);
    for (const [canary, what] of owned) canaryOwners.set(canary, `${label}: its ${what}`);
    return {
      canaries: owned.map(([c]) => c),
      effects: r.effects,
      label,
      run: { scenario: r.plan.scenario, case: r.caseId },
      judged: !r.plan.support,
      served: r.served
    };
  });
  const effects = acrossSessions(sessions);
  // With what reached other sessions: a start's control acting again at the server's next start
  // shows that call doing so on its own (what has no canary, a start's baseline, never moves).
  const baselines = startupBaselines(completed.map((r, i) => ({ ...r, effects: effects[i] })));
  // Runs whose control call reached the action log: where one did, the log is wired.
  const controlsSeen = completed.filter((r, i) => {
    const canary = r.observation.control?.canary;
    return canary !== undefined && effects[i].some((e) => e.text.includes(canary));
  }).length;
  for (const [i, run] of completed.entries()) {
    if (run.plan.support) continue;
    const o = run.observation;
    const judged = judgeRun(
      {
        launchFailure: o.launchFailure,
        limitHit: o.limitHit,
        captureCap: options.captureCap,
        timedOut: o.timedOut,
        timeoutMs: options.timeoutMs,
        timedOutWhile: o.timedOutWhile,
        contractFindings: [...o.contract.findings, ...o.resultFindings],
        moreContractFindings: o.contract.moreFindings,
        errorResponses: o.contract.frameErrors,
        successes: o.contract.successes,
        handshake: o.handshake,
        control: o.control,
        frames: o.frames,
        followUp: o.followUp,
        isCase: !!run.plan.case,
        effects: effects[i],
        baseline: run.plan.case ? heldTo(baselines, run) : undefined,
        lastedMs: o.durationMs,
        canaryOwners,
        barrier: o.barrier,
        afterBarrier: run.plan.case ? afterBarrier.get(run.plan.scenario) : undefined,
        notApplicable: o.notApplicable,
        plannedFrames: run.plan.case?.frames.length ?? 0,
        stdinRead: o.stdinRead,
        orphans: o.orphans,
        blindSpots: run.blindSpots,
        soakMs: run.plan.scenario === 'soak' ? options.soakMs : undefined,
        controlsSeenElsewhere: controlsSeen
      },
      options.onInvalid
    );
    if (o.notApplicable) notApplicable.push(`${runKey(run.plan.scenario, run.caseId)} (${o.notApplicable})`);
    else if (!judged.exercised) notExercised.push(runKey(run.plan.scenario, run.caseId));
    const own = [...judged.findings, ...outsideWrites(run)];
    for (const f of own) findings.push({ ...f, scenario: run.plan.scenario, case: run.caseId });
    runs.push({
      scenario: run.plan.scenario,
      case: run.caseId,
      verdict: own.length ? 'fail' : 'pass',
      exit: o.exit,
      stdoutBytes: o.stdoutBytes,
      stderrBytes: o.stderrBytes,
      stdoutLines: o.contract.lines,
      durationMs: o.durationMs,
      actions: judged.actions,
      rejections: judged.rejections,
      counts: {
        rejected: judged.rejections.length,
        executed: judged.executions,
        errorResponses: o.contract.frameErrors
      },
      errorCodes: o.contract.errorCodes,
      idlessErrors: o.contract.idlessErrors,
      exercised: judged.exercised,
      ...(o.notApplicable ? { notApplicable: o.notApplicable } : {}),
      controlled: madeCall(o),
      ...(o.closedAfterFramesMs === undefined ? {} : { closedAfterFramesMs: o.closedAfterFramesMs }),
      ...(o.closedAfterFramesMs !== undefined && o.threads ? { threads: o.threads } : {}),
      transcript: run.transcript?.dir,
      warnings: [...o.contract.warnings, ...judged.warnings, ...run.shellWarnings, ...undelivered(run)],
      caseFile: run.plan.case?.file
    });
  }
  afterCaseFindings(completed, effects, baselines, runs, findings);
  return { runs, findings, notExercised, notApplicable };
}

/**
 * The starts made once every case of their scenario was over (the one that checks the barrier, those
 * held as long as a case) are judged as a case is for what no canary explains: beyond what the clean
 * starts made before any case, it can only be what the cases left, a call kept and acted on at a
 * later start without the arguments that would name it (a queue retried once full, a retry that
 * drops them). Which case's call it was is not known: an `action-leak` of the scenario's case whose
 * server went last before that start, which says so.
 */
function afterCaseFindings(
  completed: readonly CompletedRun[],
  effects: readonly Effect[][],
  baselines: Map<string, StartupBaseline>,
  runs: RunReport[],
  findings: Finding[]
): void {
  for (const [i, run] of completed.entries()) {
    if (!run.plan.support || !(run.plan.checksBarrier || run.plan.lastsMs) || !run.served) continue;
    const own = runCanaries(run.observation).map(([c]) => c);
    // A start that made no call is held to the clean starts that made none.
    const baseline = heldTo(baselines, run);
    // The start that checks the barrier sends a second ping, which a gateway that forwards pings
    // acts on: what one ping does is not told apart from what a start does (every clean start sent
    // one), so each kind a clean start made is allowed twice as often there.
    const allowed =
      baseline && run.plan.checksBarrier
        ? { ...baseline, start: [...baseline.start, ...baseline.start] }
        : baseline;
    const { unattributed } = attribute(effects[i], own, allowed, [], run.observation.durationMs);
    if (!unattributed.length) continue;
    const from = run.served.from;
    const before = completed
      .filter((r) => r.plan.case && !r.plan.support && r.plan.scenario === run.plan.scenario)
      .filter((r) => (r.served?.to ?? Infinity) <= from)
      .sort((a, b) => a.served!.to - b.served!.to)
      .at(-1);
    // (Where no case's server ran, the scenario's first case, else the first run: never dropped.)
    const target =
      (before && runs.find((r) => r.scenario === before.plan.scenario && r.case === before.caseId)) ??
      runs.find((r) => r.scenario === run.plan.scenario && r.case !== CONTROL_CASE) ??
      runs[0];
    if (!target) continue;
    target.verdict = 'fail';
    const where = `in a start made after every case of scenario ${JSON.stringify(run.plan.scenario)} (not reported)`;
    for (const e of unattributed)
      target.actions.push({
        source: e.source,
        description: `${e.description} (${where})`,
        attributedTo: 'another session'
      });
    for (const f of listed(
      unattributed,
      (e) =>
        `an action no canary explains and no clean start made, ${where}: ${e.description}. Only the cases before it can have left it (a call kept and acted on at a later start without the arguments that name it); which case's call is not known, the last case to end before it is named`,
      (n) => `${n} more actions no canary explains and no clean start made, ${where}`
    ))
      findings.push({ ...f, scenario: target.scenario, case: target.case });
  }
}

/**
 * A run's transcripts that another process changed once the gate wrote them (or, its stdout, while
 * the run went on): a server wrote into the gate's report directory, outside its sandbox, an act no
 * call explains (which run's server did it is not known: this run's, or a later one's).
 */
function outsideWrites(run: CompletedRun): Omit<Finding, 'scenario' | 'case'>[] {
  const replaced = run.transcript?.replaced ?? [];
  if (!replaced.length) return [];
  return [
    {
      kind: 'action-leak',
      message: `a process wrote into the gate's report directory: ${replaced.join(', ')} changed after the gate wrote ${replaced.length === 1 ? 'it' : 'them'} (by the server of this run or of a later one); ${replaced.length === 1 ? 'it holds' : 'they hold'} a note now, not what the gate wrote`
    }
  ];
}

const RUNNER_FILE_SETS: Record<string, string> = {
  GITHUB_ENV: 'the environment of every later step of the job',
  GITHUB_PATH: 'the PATH of every later step of the job',
  GITHUB_OUTPUT: "this step's outputs (the gate's verdict among them)",
  GITHUB_STATE: "this action's state",
  GITHUB_STEP_SUMMARY: "this step's job summary"
};

/**
 * A runner file written while the servers ran (`RunnerFiles`): an `action-leak` of the run alive
 * when it was last written, where exactly one was (else of the first run reported), which fails.
 */
/**
 * An act of a process on the gate itself while the servers ran (a runner file written, a signal
 * sent to it): no MCP client lets a server do it. `at` is a `performance.now()` moment.
 */
interface GateAct {
  /** When (performance.now()); NaN where that is not known. */
  at: number;
  /** action-leak unless said. */
  kind?: 'orphan-process';
  /** Its finding's message; `known` says whether the run alive then was the only one. */
  message: (known: boolean) => string;
}

/** Each act on the gate is a finding of the one run alive then, else of the first run, which says so. */
function gateActFindings(
  acts: readonly GateAct[],
  completed: readonly CompletedRun[],
  runs: RunReport[],
  findings: Finding[]
): void {
  for (const act of acts) {
    const by = ranAt(completed, act.at)?.key;
    const run = (by && runs.find((r) => r.scenario === by.scenario && r.case === by.case)) ?? runs[0];
    if (!run) continue;
    run.verdict = 'fail';
    findings.push({
      kind: act.kind ?? 'action-leak',
      scenario: run.scenario,
      case: run.case,
      message: act.message(!!by)
    });
  }
}

/**
 * The runner files a process changed, as acts on the gate (`gateActFindings`); `installing`: while
 * the `--package` tarball was installed, before any server started (its install scripts).
 */
function runnerFileActs(changes: readonly RunnerFileChange[], installing = false): GateAct[] {
  return changes.map((change) => ({
    at: change.writtenAt - performance.timeOrigin,
    message: (known) =>
      `a process wrote into the runner's ${change.name} file ${installing ? 'while the --package tarball was installed (its install scripts), before any server started' : `while the servers ran${known ? '' : ' (which run is not known)'}`}: ${JSON.stringify(change.added)}. No MCP client gives a server that file, and what it holds sets ${RUNNER_FILE_SETS[change.name]}; it was put back as it was`
  }));
}

/**
 * SIGUSR1 makes Node.js open its inspector on 127.0.0.1:9229, where any local process can run code
 * inside the gate (and rewrite its verdict); a server knows the gate's pid, its parent's. A listener
 * of the gate's own keeps that door shut for the life of the process (removing it again would leave
 * the signal's default action, which ends the process), and each signal is an act on the gate.
 */
const inspectorKnocks: number[] = [];
let inspectorShut = false;
function shutInspector(): () => GateAct[] {
  if (!inspectorShut) {
    process.on('SIGUSR1', () => inspectorKnocks.push(performance.now()));
    inspectorShut = true;
  }
  const from = inspectorKnocks.length;
  return () =>
    inspectorKnocks.slice(from).map((at) => ({
      at,
      message: (known) =>
        `a process sent the gate SIGUSR1 while the servers ran${known ? '' : ' (which run is not known)'}: Node.js opens its inspector on 127.0.0.1:9229 on that signal, where any local process can run code inside the gate; the gate kept it shut`
    }));
}

/** Frames after the first that never reached the server (it closed the session first): noted, not failed. */
function undelivered(run: CompletedRun): Warning[] {
  const frames = run.observation.frames;
  const planned = run.plan.case?.frames.length ?? 0;
  const written = frames.filter((f) => f.written).length;
  if (!frames[0]?.written || written === planned) return [];
  return [
    {
      message: `${planned - written} of ${planned} frames were not delivered (the server closed the session after frame ${written})`
    }
  ];
}

/** Scenario runs first, then cases, each group by name: the order of report.json and the summary. */
function reportOrder(a: CompletedRun, b: CompletedRun): number {
  return (
    compareText(a.plan.scenario, b.plan.scenario) ||
    (a.plan.case ? 1 : 0) - (b.plan.case ? 1 : 0) ||
    compareText(a.caseId, b.caseId)
  );
}

/**
 * What the whole gate, unsharded, checks and how it judges it, as a digest: every reported run,
 * each case as its file has it, the probe, the user scenarios, the names of the extra environment
 * (not their values, which may be secrets), the accepted cases and the bounds that shape a verdict.
 * Shards of one gate carry the same one; `merge` refuses shards that differ (a matrix job given
 * other inputs would leave cases out of a merged PASS).
 */
export function planDigest(options: GateOptions, cases: CorpusCase[], baselineCases?: string[]): string {
  const whole = planRuns({ ...options, shard: undefined }, cases).filter((r) => !r.support);
  const keys = whole.map((r) => runKey(r.scenario, r.case?.id ?? CONTROL_CASE)).sort(compareText);
  const used = [...new Map(whole.flatMap((r) => (r.case ? [[r.case.id, r.case]] : []))).values()]
    .sort((a, b) => compareText(a.id, b.id))
    .map(({ file: _file, corpus: _corpus, ...c }) => c);
  const judged = {
    runs: keys,
    cases: used,
    probeTool: options.probeTool ?? null,
    probeArguments: options.probeArguments,
    userScenarios: options.userScenarios,
    env: Object.keys(options.env).sort(compareText),
    accepted: [...(baselineCases ?? [])].sort(compareText),
    bounds: [options.timeoutMs, options.idleMs, options.soakMs, options.captureCap]
  };
  return `sha256:${createHash('sha256').update(JSON.stringify(judged)).digest('hex')}`;
}

/** The corpus, the accepted cases and the runs in the order they start; configuration errors thrown. */
function planGate(options: GateOptions): { plan: PlannedRun[]; baselineCases?: string[]; digest: string } {
  const cases = loadCorpus(options.corpusDirs);
  const known = new Set(cases.map((c) => c.id));
  const unknownCases = options.cases.filter((id) => id !== 'none' && !known.has(id));
  if (unknownCases.length)
    throw new ConfigurationError(`--case: unknown case id(s): ${unknownCases.join(', ')}`);
  const baselineCases = options.baselineFile ? readBaseline(options.baselineFile) : undefined;
  const unknownBaseline = (baselineCases ?? []).filter((id) => !known.has(id));
  if (unknownBaseline.length) {
    throw new ConfigurationError(
      `--baseline ${options.baselineFile}: unknown case id(s): ${unknownBaseline.join(', ')}`
    );
  }
  // Scenario runs first: each is the start-up baseline of its scenario's cases. Then the cases,
  // longest first; last, the starts that check a barrier, each once its scenario's cases are over.
  const rank = (r: PlannedRun) => (r.checksBarrier ? 2 : r.case ? 1 : 0);
  const plan = planRuns(options, cases).sort(
    (a, b) => rank(a) - rank(b) || estimate(b, options) - estimate(a, options)
  );
  return { plan, baselineCases, digest: planDigest(options, cases, baselineCases) };
}

export async function runGate(options: GateOptions, hooks: GateHooks): Promise<GateResult> {
  const started = Date.now();
  const gateId = `${process.pid}-${randomBytes(3).toString('hex')}`;
  // Before any server can know the gate's pid.
  const knocks = shutInspector();
  // The first launchers move into their cgroups (a kernel grace period each) while the corpus loads.
  const launchers = LauncherPool.create(`mcp-stdio-gate-${gateId}`, options.concurrency);
  let planned: ReturnType<typeof planGate> & { workDir: string };
  try {
    planned = { ...planGate(options), workDir: createWorkDir() };
  } catch (error) {
    await launchers?.drain();
    throw error;
  }
  const { plan, baselineCases, workDir, digest } = planned;
  launchers?.limit(plan.length);
  const ctx: RunContext = {
    cleanups: [],
    options,
    workDir,
    redact: hooks.redact,
    gateId,
    servers: new Slots(options.concurrency),
    launched: signal(),
    launchers,
    later: new LaterArrivals((at) => ranAt(completed, at)),
    caseRuns: new CaseRuns(plan),
    watchFlush: new WatchFlush(path.join(workDir, 'watch-flush')),
    keepEffect: effectKeeper(),
    controls: { made: 0, seen: 0, seenLate: 0 },
    onLaunch: warmWhileBooting(Math.min(options.concurrency, plan.length), () =>
      warmSchemas(
        options.protocolVersion,
        plan.flatMap((r) => (r.case?.when ? [r.case.when.probeInputSchema] : []))
      )
    )
  };
  const completed: CompletedRun[] = [];
  const gateWarnings: string[] = [];
  // The runner's file commands as they are before any server starts (`RunnerFiles`).
  const runnerFiles = RunnerFiles.read();
  let runnerFileChanges: RunnerFileChange[] = [];
  /** What the install of `--package` did to the runner files, put back before any server started. */
  let installActs: GateAct[] = [];
  /** Processes the subreaper adopted that no run took, killed at the end (`killAdopted`). */
  let adoptedActs: GateAct[] = [];
  // Before the report is built, so a warning it gives is in the report.
  const teardown = async () => {
    await ctx.later.closeAll();
    ctx.watchFlush.close();
    // Under a subreaper: an orphan no run took was started under the gate and outlived every run.
    adoptedActs = (await killAdopted()).map((d) => ({
      at: NaN,
      kind: 'orphan-process',
      message: () =>
        `a process started under the gate was still alive after every run (pid ${d.pid}: ${d.command}), and no run's time holds its start (which run is not known); it would outlive the client in production too, so the gate killed it`
    }));
    // Every server is gone (and what it left, killed): a runner file changed since is put back.
    runnerFileChanges = runnerFiles.restore();
    await ctx.launchers?.drain();
    await Promise.all(ctx.cleanups.splice(0));
    const problem = removeWorkDir(workDir);
    if (problem) gateWarnings.push(problem);
  };
  const finish = (error?: unknown): GateResult => {
    completed.sort(reportOrder);
    // Every server is gone: a transcript no longer as the gate left it was changed by one of them.
    for (const run of completed) {
      const o = run.observation;
      const changed = run.transcript?.changed([...o.contract.findings, ...o.resultFindings]) ?? [];
      if (changed.length) run.transcript!.replaced = changed;
    }
    let judged: ReturnType<typeof judgeRuns>;
    try {
      judged = judgeRuns(completed, options);
      gateActFindings(
        [...installActs, ...runnerFileActs(runnerFileChanges), ...knocks(), ...adoptedActs],
        completed,
        judged.runs,
        judged.findings
      );
    } catch (judgeError) {
      // Judging is what failed the gate: the report of that failure holds no run, and says why.
      if (error === undefined) throw judgeError;
      judged = { runs: [], findings: [], notExercised: [], notApplicable: [] };
      gateWarnings.push(
        `the runs could not be judged (${(judgeError as Error)?.message ?? String(judgeError)}): none is listed; the transcripts of ${count(completed.filter((r) => r.transcript).length, 'run')} are under --out`
      );
    }
    const { runs, findings, notExercised, notApplicable } = judged;
    for (const run of completed) {
      const replaced = run.transcript?.replaced ?? [];
      try {
        replaceChanged(options.outDir, replaced);
      } catch (replaceError) {
        gateWarnings.push(`cannot replace ${replaced.join(', ')}: ${(replaceError as Error).message}`);
      }
    }
    const warnings = [...gateWarnings];
    const unchecked = completed.find((r) => r.observation.probeArgumentsUnchecked);
    if (unchecked) warnings.push(unchecked.observation.probeArgumentsUnchecked!);
    if (!options.probeTool)
      warnings.push(
        'no --probe-tool: the action log was not verified by a positive control; only the stdout contract and unattributed effects were checked'
      );
    if (notApplicable.length)
      warnings.push(
        `${count(notApplicable.length, 'case run')} not applicable to this server, no frame sent: ${notApplicable.slice(0, 10).join('; ')}`
      );
    if (notExercised.length) {
      warnings.push(
        `${count(notExercised.length, 'case run')} proved nothing (the server was not alive and reading when the frames came): ${notExercised.slice(0, 10).join(', ')}`
      );
    }
    const report = finalizeReport(
      {
        gate: {
          version: GATE_VERSION,
          corpusVersion: BUILTIN_CORPUS_VERSION,
          protocolVersion: options.protocolVersion,
          ...negotiated(completed),
          policy: options.onInvalid,
          profile: options.profile,
          ...(options.shard ? { shard: `${options.shard.index}/${options.shard.total}` } : {}),
          plan: digest,
          actionLog: options.probeTool ? 'verified' : 'unverified',
          ...(completed.length ? { processTracking: weakestTracking(completed.map((r) => r.tracking)) } : {})
        },
        command: options.command,
        stats: {
          runs: runs.length,
          cases: new Set(runs.filter((r) => r.case !== CONTROL_CASE).map((r) => r.case)).size,
          wallMs: Date.now() - started,
          concurrency: options.concurrency,
          peakRssBytes: peakRssBytes(),
          unreportedRuns: completed.filter((r) => r.plan.support).length
        },
        warnings
      },
      runs,
      findings,
      baselineCases && options.baselineFile ? { file: options.baselineFile, cases: baselineCases } : undefined
    );
    const signal = stoppedBy();
    if (signal) {
      // Its servers were killed mid-run, and those not started never ran: nothing here is a verdict.
      report.result = 'error';
      report.warnings.push(
        `the gate was stopped by ${signal} after ${count(completed.length, 'run')} of ${plan.length}, every server process killed: this report holds what was gathered and proves nothing`
      );
    }
    if (error !== undefined) {
      report.result = 'error';
      report.error = (error as Error)?.stack ?? String(error);
      report.warnings.push(
        `the gate failed inside after ${count(completed.length, 'run')} of ${plan.length}; this report holds what was gathered`
      );
    }
    const reported = completed.filter((r) => !r.plan.support);
    // The runs' stdout findings carry their evidence short (`evidenceOf`): the report's first
    // offending bytes come back in full from their transcript (redacted there, as the evidence was).
    try {
      const first = firstBadBytes({ report, runs: reported, outDir: options.outDir });
      if (first) Object.assign(first.finding, evidenceOf(first.bytes));
    } catch {
      // A transcript that cannot be read back (removed under the gate): the short evidence stays.
    }
    // The report leaves the engine redacted: no renderer after this point can leak a secret.
    return {
      report: hooks.redact.value(report),
      runs: reported,
      outDir: options.outDir
    };
  };
  try {
    makeDirectory(options.outDir, 'out');
    clearGateFiles(options.outDir);
    if (options.packageFile) {
      ctx.extraPath = await installPackage(options.packageFile, workDir, options.installTimeoutMs);
      installActs = runnerFileActs(runnerFiles.restore(), true);
    }
    checkCommand(ctx);
    let counter = 0;
    let total = plan.length;
    /** Per scenario, the case runs not started: its clean starts were stuck before their barrier (`stalled`). */
    const unstarted = new Map<string, number>();
    const queue = [...plan];
    const starts = new CleanStarts(plan);
    /** Runs the gate adds once it has seen the first ones: the total and the launchers grow with them. */
    const added = (extra: PlannedRun[]): PlannedRun[] => {
      total += extra.length;
      launchers?.limit(total);
      return extra;
    };
    const work = async (run: PlannedRun, worker: number) => {
      /**
       * Whether the run, prepared, may take a server slot: a case starts once every scenario's
       * start-up is known from starts no frame preceded, and not where its scenario's stalled. So
       * does the start after its cases, which checks the barrier, once those cases are over.
       */
      const turn = async (): Promise<boolean> => {
        if (!run.case && !run.checksBarrier) return true;
        await starts.known();
        if (ctx.halted) return false;
        if (starts.stalled(run.scenario, completed)) {
          total -= 1;
          if (run.case && !run.support) unstarted.set(run.scenario, (unstarted.get(run.scenario) ?? 0) + 1);
          return false;
        }
        if (run.checksBarrier) await ctx.caseRuns.over(run.scenario);
        return true;
      };
      try {
        if (ctx.halted) return;
        let result: CompletedRun | undefined;
        try {
          result = await executeRun(run, String(++counter), worker, ctx, turn);
        } catch (error) {
          ctx.halted = true; // no other server starts; those running finish and are reported
          throw error;
        } finally {
          ctx.launched.resolve();
        }
        if (!result) return;
        completed.push(result);
        hooks.onRunDone?.(completed.length, total, result);
      } finally {
        // However it ended: a case waiting for its scenario's starts is never left waiting.
        const more = !isStartSample(run) ? [] : starts.ended(run.scenario, completed, !!ctx.halted);
        if (more.length) queue.unshift(...added(more));
        // A case that never reached its launch: the start after its scenario's cases waits no more.
        ctx.caseRuns.ended(run);
      }
    };
    // Twice as many runs in flight as servers: one prepares or finishes while the other's server runs.
    // The others prepare once the first server has been handed to its launcher (or its run ended).
    // Above concurrency 1 a run that waits out the soak has given its server slot away (`onIdle`):
    // it takes no place of a run at work either, up to as many again.
    const soaking = queue.filter(soaks).length;
    const idle = options.concurrency > 1 ? Math.min(soaking, 2 * options.concurrency) : 0;
    await pool(queue, 2 * options.concurrency + idle, ctx.launched.promise, work);
    // A server that left bytes unread on its stdin after the follow-up was sent may never have read
    // the frames (it exited first) or have read them and not the follow-up (a reader of single lines).
    const unclear = completed.filter((r) => !r.plan.support && r.observation.stdinRead === 'unclear');
    if (unclear.length && !ctx.halted) {
      const confirmations = unclear.map((r): PlannedRun => ({ ...r.plan, support: true, confirms: r }));
      await pool(added(confirmations), 2 * options.concurrency, Promise.resolve(), work);
      gateWarnings.push(settleConfirmations(completed, unclear.length));
    }
    // A case that did something with no canary after its frames may only have lasted longer than its
    // scenario's clean starts (a server's call home on a timer): starts held as long show it.
    const outlasting = ctx.halted ? [] : outlastingStarts(completed);
    if (outlasting.length) await pool(added(outlasting), 2 * options.concurrency, Promise.resolve(), work);
    for (const [scenario, n] of unstarted) gateWarnings.push(stalledWarning(scenario, n, options.timeoutMs));
    // Every server is gone: what reached a run's listeners since its end is that run's.
    await ctx.later.collectAll();
    gateWarnings.push(...samplingWarnings(completed));
    if (ctx.unlisted) throw new ConfigurationError(ctx.unlisted);
    await teardown();
    return finish();
  } catch (error) {
    await teardown();
    if (error instanceof ConfigurationError) throw error;
    throw new GateInternalError(error, finish(error), options, hooks.redact);
  }
}

/** Why a scenario's cases were not started (`CleanStarts.stalled`). */
function stalledWarning(scenario: string, n: number, timeoutMs: number): string {
  return `scenario ${JSON.stringify(scenario)}: its clean starts that open the session as its cases do ran to --timeout-ms (${timeoutMs} ms) before the ping that comes right before a case's frames was answered, so its ${count(n, 'case run')} ${n === 1 ? 'was' : 'were'} not started (each would have waited as long, and none could reach its frames); if the server starts or answers that slowly, raise --timeout-ms`;
}

/**
 * Settles each `unclear` case run by its confirmation (`read`, `unread` or `unread-tail`; anything
 * else, such as still unclear after the server was given time to react: `not-shown`), and says
 * what they found.
 */
function settleConfirmations(completed: CompletedRun[], asked: number): string {
  const found = { read: 0, unread: 0, 'unread-tail': 0, 'not-shown': 0 };
  for (const r of completed) {
    const target = r.plan.confirms;
    if (!target) continue;
    // Anything short of a positive answer leaves the first run unproven: a second run whose
    // frames never reached the server (it exited first this time) shows no read either.
    const seen = r.observation.stdinRead;
    const settled = seen === 'read' || seen === 'unread' || seen === 'unread-tail' ? seen : 'not-shown';
    target.observation.stdinRead = settled;
    found[settled] += 1;
  }
  const parts = [
    found.read && `${found.read} read the frames`,
    found.unread && `${found.unread} did not (case-not-exercised)`,
    found['not-shown'] && `${found['not-shown']} never showed it (case-not-exercised)`,
    found['unread-tail'] &&
      `${found['unread-tail']} left frames too long to tell partly unread (counted as exercised)`
  ].filter(Boolean);
  return `${count(asked, 'case run')} left bytes unread on the server's stdin after the follow-up was sent, so each ran again with nothing sent after its first rejected frame until the server reacted: ${parts.join(', ') || 'none settled it'}`;
}

/** The tools a listing offers, for a message: the first 30 names (each at most 100 characters), then how many more. */
function offered(tools: string[]): string {
  if (!tools.length) return 'none';
  const more = tools.length > 30 ? `, … and ${tools.length - 30} more` : '';
  return (
    tools
      .slice(0, 30)
      .map((t) => clip(oneLine(t), 100))
      .join(', ') + more
  );
}

/**
 * A command that cannot start at all is a configuration error (exit 2), said once with the PATH it
 * was looked up in, not a `launch-failed` finding in every run.
 */
function checkCommand(ctx: RunContext): void {
  const cwd = ctx.options.cwd;
  if (!statSync(cwd, { throwIfNoEntry: false })?.isDirectory())
    throw new ConfigurationError(`--cwd: not a directory: ${cwd}`);
  const first = ctx.options.command[0];
  if (!first || first.includes('{{')) return;
  const env = { ...process.env, ...ctx.options.env };
  addPackagePath(env, ctx);
  if (resolveCommand(first, env, ctx.options.cwd)) return;
  throw new ConfigurationError(
    `the command ${JSON.stringify(first)} cannot start: ${notFoundReason(first, env, ctx.options.cwd)}`
  );
}

/**
 * Handshake-only runs of one scenario at most, before its cases, when its first two starts made any
 * effect without a canary: a start that calls home one time in two is seen within the six after
 * those two 98.4% of the time.
 */
const MAX_BASELINE_SAMPLES = 8;

function handshakeRuns(completed: CompletedRun[], scenario: string): CompletedRun[] {
  return completed.filter((r) => isStartSample(r.plan) && r.plan.scenario === scenario);
}

/**
 * The start-up baseline of each scenario with cases comes from its handshake-only runs, all of them
 * made before any case starts (of any scenario): a start after a case may carry what the case left (a
 * dead-letter queue retried at the next start, without the arguments that would name the frame), and
 * a baseline sampled then would excuse exactly that. Two starts are planned (`planRuns`); when they
 * make any effect without a canary, more are made once they are over, up to MAX_BASELINE_SAMPLES,
 * still before the cases, and only those count (`startupBaselines`).
 */
class CleanStarts {
  /** Per scenario with cases: its handshake-only runs not yet ended, and the signal its cases wait for. */
  private readonly pending: Pending;

  constructor(plan: readonly PlannedRun[]) {
    const withCases = new Set(plan.filter((r) => r.case).map((r) => r.scenario));
    this.pending = pendingOf(plan, (r) => isStartSample(r) && withCases.has(r.scenario));
  }

  /**
   * Resolves once the clean starts of every scenario with cases are over, not only the case's own: a
   * server's scenarios share what lies outside its sandbox (a queue in /tmp, in a HOME two scenarios
   * have in common), so a case of one scenario that ran beside or before another's clean start could
   * shape that scenario's baseline, and a server that retries in one scenario what it rejected in
   * another would have every retry excused.
   */
  known(): Promise<void> {
    return Promise.all([...this.pending.values()].map((p) => p.over.promise)).then(() => undefined);
  }

  /**
   * Whether every clean start of `scenario` whose session is a case's up to its barrier (the control
   * call made where there is a probe tool: a start with no call is not one) ran to the timeout
   * before the ping a case's barrier is was answered (stuck on initialize, tools/list, the control
   * call or that ping): its cases would each wait as long and reach no frame (the gate fails on
   * those starts already).
   */
  stalled(scenario: string, completed: CompletedRun[]): boolean {
    const runs = handshakeRuns(completed, scenario).filter((r) => !r.plan.callless);
    return (
      // One of them is this report's own, so its timeout fails it: in a shard that does not report
      // the scenario's start, the cases run, and their own timeouts do.
      runs.some((r) => !r.plan.support) &&
      runs.every((r) => {
        const o = r.observation;
        // A start that sends no ping where the barrier goes (the reported one) stalled if its time ran
        // out before its calls were through; one that ran out later, making the server exit, did not.
        return o.timedOut && (o.startBarrier === undefined ? !o.callsDone : o.startBarrier !== 'answered');
      })
    );
  }

  /**
   * One handshake-only run of `scenario` ended (or never ran): the samples still to make, if any.
   * A halted gate makes none, and no case waits any longer.
   */
  ended(scenario: string, completed: CompletedRun[], halted: boolean): PlannedRun[] {
    if (halted) {
      for (const p of this.pending.values()) p.over.resolve();
      return [];
    }
    const p = this.pending.get(scenario);
    if (!p || p.left === 0) return [];
    p.left -= 1;
    if (p.left > 0) return [];
    const runs = handshakeRuns(completed, scenario);
    // Two starts that agree on doing nothing need no more. Any effect without a canary is sampled
    // again: the two may have differed, or (at once, side by side) both retried what an earlier
    // gate left in the directory, which later starts no longer find.
    const quiet = runs.every((r) => startupBaseline(r).length === 0);
    const sampled = runs.some((r) => r.plan.resample);
    const more = quiet || sampled ? 0 : MAX_BASELINE_SAMPLES - runs.length;
    if (more <= 0) {
      p.over.resolve();
      return [];
    }
    p.left = more;
    // As many with the control call as with none (`startupBaselineOf`).
    return Array.from({ length: more }, (_, i): PlannedRun => ({
      scenario,
      support: true,
      resample: true,
      callless: i % 2 === 1
    }));
  }
}

/** Starts held as long as a case, per scenario that needs them (`PlannedRun.lastsMs`). */
const OUTLASTING_SAMPLES = 4;

/**
 * Per scenario, OUTLASTING_SAMPLES clean starts held open after their barrier as long as its longest
 * case that made an effect with no canary after its frames which its clean starts do not explain, or
 * acted on its control call again after them while no clean start showed that call acting late
 * (half of them with the control call, half with none). Made after every case: what they did before
 * their barrier (a queue a case left, retried at start) never counts (`laterBaselineOf`), nor does
 * the control call of one acting before it (`lateKinds`).
 */
function outlastingStarts(completed: CompletedRun[]): PlannedRun[] {
  const baselines = startupBaselines(completed);
  const longest = new Map<string, number>();
  for (const r of completed) {
    // A case that timed out fails as it is: a start held as long would only cost as long again.
    if (!r.plan.case || r.plan.support || r.observation.timedOut) continue;
    const o = r.observation;
    const baseline = heldTo(baselines, r);
    // No further call is counted as executed: what the calls add is never taken off here.
    const canaries = runCanaries(o).map(([canary]) => canary);
    const { unattributed, byCanary } = attribute(r.effects, canaries, baseline, [], o.durationMs);
    if (
      !unattributed.some((e) => e.late === true) &&
      !controlRepeated({ ...o, isCase: true, baseline }, byCanary)
    )
      continue;
    longest.set(r.plan.scenario, Math.max(longest.get(r.plan.scenario) ?? 0, o.durationMs - o.readyAfterMs));
  }
  return [...longest].flatMap(([scenario, lastsMs]) =>
    Array.from({ length: OUTLASTING_SAMPLES }, (_, i): PlannedRun => ({
      scenario,
      support: true,
      lastsMs,
      callless: i % 2 === 1
    }))
  );
}

/**
 * The case runs of each scenario whose server is not yet gone. The start that checks a scenario's barrier
 * (`checksBarrier`) waits for them: it is then also the start after its last case, where a server
 * that keeps the calls it rejected and retries them at its next start (a dead-letter queue) retries
 * the last ones, and their canaries name the cases they came from (`acrossSessions`).
 */
class CaseRuns {
  private readonly pending: Pending;
  private readonly gone = new Set<PlannedRun>();

  constructor(plan: readonly PlannedRun[]) {
    this.pending = pendingOf(plan, (r) => !!r.case);
  }

  /** Resolves once every case run of the scenario ended (at once for a scenario with none). */
  over(scenario: string): Promise<void> {
    return this.pending.get(scenario)?.over.promise ?? Promise.resolve();
  }

  /** A planned case run's server is gone, or the run ended without one (said once per run). */
  ended(run: PlannedRun): void {
    if (!run.case || run.confirms || this.gone.has(run)) return;
    this.gone.add(run);
    const p = this.pending.get(run.scenario);
    if (p && --p.left === 0) p.over.resolve();
  }
}

/** What the start-up sampling did, for the report: one warning per scenario it resampled or held. */
function samplingWarnings(completed: CompletedRun[]): string[] {
  const resampled = new Map<string, number>();
  const held = new Map<string, { n: number; ms: number }>();
  for (const r of completed) {
    if (r.plan.resample) resampled.set(r.plan.scenario, (resampled.get(r.plan.scenario) ?? 0) + 1);
    if (r.plan.lastsMs)
      held.set(r.plan.scenario, { n: (held.get(r.plan.scenario)?.n ?? 0) + 1, ms: r.plan.lastsMs });
  }
  return [
    ...[...resampled].map(
      ([scenario, n]) =>
        `scenario ${JSON.stringify(scenario)}: its first two starts made effects with no canary, so ${count(n, 'more handshake-only run')} sampled its start-up once they were over and before any of its cases ran, half of them with the control call and half with none; in a case, each such effect is allowed as often as a start with the call made it (one with none, in a case that makes no control call), plus, for each further well-formed call that executed, as often as the call added it`
    ),
    ...[...held].map(
      ([scenario, { n, ms }]) =>
        `scenario ${JSON.stringify(scenario)}: a case made effects with no canary after its frames that its clean starts, shorter, did not show, so ${count(n, 'more handshake-only run')} (half of them with the control call) stayed open after the barrier until each had lasted ${ms} ms since its initialize answer, as long as the longest such case; in a case, an effect with no canary is also allowed as often as one of them made it after its barrier`
    )
  ];
}

/**
 * Each scenario's start-up baseline, from its handshake-only runs (`startupBaselineOf`). Where
 * more were sampled, only those count: they started once the first two were over, so what those two
 * did once (retried what an earlier gate left in the directory, a first-run setup) is not allowed in
 * every case.
 *
 * Whether the control call acts late on its own (`callActsLate`) is told by every start that made
 * it, held ones too: a record of the call a timer writes 150 ms after its answer falls after a
 * short clean start's end and inside a longer case, as a heartbeat does.
 */
function startupBaselines(completed: CompletedRun[]): Map<string, StartupBaseline> {
  const samples = new Map<string, { withCall: Effect[][]; alone: Effect[][] }>();
  const held = new Map<string, CompletedRun[]>();
  const callActsLate = new Map<string, Set<string>>();
  const resampled = new Set(completed.filter((r) => r.plan.resample).map((r) => r.plan.scenario));
  for (const r of completed) {
    const sample = isStartSample(r.plan) && (r.plan.resample || !resampled.has(r.plan.scenario));
    if (r.plan.lastsMs) held.set(r.plan.scenario, [...(held.get(r.plan.scenario) ?? []), r]);
    if (sample) {
      const s = samples.get(r.plan.scenario) ?? { withCall: [], alone: [] };
      (r.plan.callless ? s.alone : s.withCall).push(startupBaseline(r));
      samples.set(r.plan.scenario, s);
    }
    const control = r.observation.control;
    if ((sample || r.plan.lastsMs) && control) {
      const kinds = callActsLate.get(r.plan.scenario) ?? new Set();
      for (const kind of lateKinds(r.effects, control.canary)) kinds.add(kind);
      callActsLate.set(r.plan.scenario, kinds);
    }
  }
  return new Map(
    [...samples].map(([scenario, s]) => {
      const baseline = startupBaselineOf(s.withCall, s.alone);
      // Each held start beside the clean starts it is held to (one with no call, to those with none).
      const later = held.get(scenario)?.map((r): HeldSample => ({
        effects: r.effects,
        start: baselineFor(baseline, madeCall(r.observation))!.start,
        lastedMs: r.observation.durationMs
      }));
      return [
        scenario,
        {
          ...baseline,
          callActsLate: [...(callActsLate.get(scenario) ?? [])],
          ...(later ? laterBaselineOf(later) : {})
        }
      ];
    })
  );
}

/**
 * Per scenario, whether the second ping of its `checksBarrier` start, sent right after the barrier's,
 * was answered.
 */
function afterBarriers(completed: CompletedRun[]): Map<string, 'answered' | 'no-answer'> {
  const out = new Map<string, 'answered' | 'no-answer'>();
  for (const r of completed) {
    const seen = r.plan.checksBarrier ? r.observation.afterBarrier : undefined;
    if (seen && out.get(r.plan.scenario) !== 'answered') out.set(r.plan.scenario, seen);
  }
  return out;
}

/** The one run whose server was alive at `at`, if only one was: its key, and its name in a log. */
function ranAt(completed: readonly CompletedRun[], at: number): AliveRun | undefined {
  const alive = completed.filter((r) => r.served && r.served.from <= at && at <= r.served.to);
  if (alive.length !== 1) return undefined;
  // An unreported start (the one after the cases) shares its scenario and case with the control.
  return { key: { scenario: alive[0].plan.scenario, case: alive[0].caseId }, label: runLabel(alive[0]) };
}

/**
 * What a server does at every start, with no frame involved: the handshake-only run's effects that
 * carry no canary at all (its own are its control's; another run's, from a process that outlived
 * that run, is no start-up of this one).
 */
function startupBaseline(scenarioRun: CompletedRun): Effect[] {
  return scenarioRun.effects.filter((e) => !carriesCanary(e));
}
