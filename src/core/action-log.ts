/**
 * The action log, pure: observed effects in, attribution out. An effect belongs to the frame whose
 * canary it carries, whichever run's log it landed in; effects with no canary are compared with the
 * scenario's start-up baseline; an effect carrying a canary its run never sent is never start-up.
 */

/** Canaries are `mcpgate-` and 16 hex digits: fixed length, so no canary is a prefix of another. */
export const CANARY_PREFIX = 'mcpgate-';
export const CANARY_PATTERN = /mcpgate-[0-9a-f]{16}/g;

export type EffectSource = 'recorder' | 'http' | 'tcp' | 'sandbox';

/** The signature of each line of the recorder file; its other effects are the file itself changed. */
export const RECORDER_LINE = 'recorder line';
/**
 * The kind of an HTTP connection to the canary that closed with not a byte sent: no request, and
 * so no act by itself (SPEC: an HTTP canary counts requests), but a request of the server's begun
 * and cut short (a timer's flush when the server exits at EOF) looks the same.
 */
export const EMPTY_HTTP_CONNECTION = 'http connection, nothing sent';

export interface Effect {
  source: EffectSource;
  /** Human description: `GET /r/3/mcpgate-…`, `file created: a.txt`, `recorder line 2`. */
  description: string;
  /**
   * What carries its canaries: a short head (the recorder line, the request line, the file name) and
   * every canary found anywhere in it (the line, the request and body, the file's content).
   */
  text: string;
  /** What identifies it when it carries no canary (for comparison with the start-up baseline). */
  signature: string;
  /** The run whose effect sources saw it, when that is not the run it belongs to (`acrossSessions`). */
  landedIn?: RunKey;
  /**
   * Whether it began after the session was done with its calls before the frames (a case: once its
   * frames went out), as its source could tell: an HTTP or TCP connection by its first byte (what a
   * TCP session open then sends after it, apart), a recorder line by where it starts in the file, a
   * sandbox file by the canaries it held then and holds now (its times are too coarse). Undefined
   * where the run had no such moment.
   */
  late?: boolean;
  /**
   * It came once the run was over, so after everything its session sent, though when it began says
   * nothing of the session (`late` stays undefined): it reached the run's own sources then
   * (`LaterArrivals`), or landed in a session whose server started once every process of the run
   * was gone (`acrossSessions`).
   */
  afterRun?: boolean;
  /**
   * A file that was there once the session was done with its calls, whose content changed since with
   * no canary added: a further call that executed after then (the follow-up) may have saved it (a
   * store that writes itself whole on every call), so one such call explains it (`attribute`).
   */
  rewritten?: boolean;
}

/**
 * A copy of `s` that shares no storage: V8 keeps a slice, a match or a concatenation of a string as a
 * view of the whole (200 characters cut from a 1 MiB line would hold that line) or as a rope of a
 * node per piece. Lossless for any string: a lone surrogate (a sandbox name's byte, `fs-names.ts`)
 * is copied as the UTF-16 code unit it is; any other text through UTF-8, one byte a character where
 * it can be.
 */
export function owned(s: string): string {
  return s.isWellFormed() ? Buffer.from(s).toString() : Buffer.from(s, 'utf16le').toString('utf16le');
}

/**
 * How a gate keeps the effects of its runs until every run is judged, in as little memory as it
 * can: one shape for all (an object spread over another gets a hidden class of its own in V8, 250
 * bytes each), and each text once, `owned` (a server that fills its sandbox at every start gives
 * every run the same dozens of effects). Every effect a run keeps comes through it, those that
 * arrive once the run is over too: what makes them needs not copy their texts itself.
 */
export function effectKeeper(): (e: Effect) => Effect {
  const texts = new Map<string, string>();
  const once = (text: string): string => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    const made = owned(text);
    texts.set(made, made);
    return made;
  };
  return (e) => {
    const kept: Effect = {
      source: e.source,
      description: once(e.description),
      text: once(e.text),
      signature: once(e.signature)
    };
    if (e.landedIn !== undefined) kept.landedIn = e.landedIn;
    if (e.late !== undefined) kept.late = e.late;
    if (e.afterRun !== undefined) kept.afterRun = e.afterRun;
    if (e.rewritten !== undefined) kept.rewritten = e.rewritten;
    return kept;
  };
}

/** Whether it came once the session was done with its calls: it began then, or once the run was over. */
export function afterTheCalls(e: Effect): boolean {
  return e.late === true || e.afterRun === true;
}

/** A run, as findings name it. */
export interface RunKey {
  scenario: string;
  case: string;
}

/**
 * What a server does with no frame involved, from the starts made before any case: each kind of
 * effect without a canary as often as a start with one well-formed call (the control, as every case
 * makes) showed it, and how many more each further well-formed call makes beside its canaried effect
 * (a fetch tool's `GET /robots.txt`, a git object): the starts with a call less those with none.
 */
export interface StartupBaseline {
  start: Effect[];
  perCall: Effect[];
  /**
   * What the clean starts that made no call at all did (merged as `start` is): the baseline of a
   * start that makes none either. A file a start makes empty and the control call then writes its
   * canary into (a database opened at start) carries no canary only in a start with no call.
   */
  alone?: Effect[];
  /**
   * The kinds (`kindOf`) of effect a start's control call made after the session was done with it
   * (a tool that answers first and acts later, a record of the call a timer writes): in a case, the
   * control's effects of these kinds after the frames prove no repeat; one of another kind does
   * (a repeated call's recorder line beside the call's own late record).
   */
  callActsLate?: string[];
  /**
   * What a start held open as long as a case lasted did on its own after its barrier, where the
   * case's frames went (`laterBaselineOf`): a timer's call home 100 ms after start falls after a
   * short clean start's end and inside a longer case. A case's effects known to have begun after
   * its frames or before them (`late` true or false) are compared with it: a case that reached its
   * frames later than the clean starts meets a timer's beat before them.
   */
  later?: Effect[];
  /**
   * Per kind in `later`, the most a held start made per millisecond it lived: a run that lived longer
   * than the held start that made the most of a kind is allowed as many as that pace gives it.
   */
  laterPerMs?: Readonly<Record<string, number>>;
}

export const NO_BASELINE: StartupBaseline = { start: [], perCall: [] };

export interface Attribution {
  /** canary → the effects that carry it. */
  byCanary: Map<string, Effect[]>;
  /** Effects with no known canary, beyond what the start-up baseline shows the server does anyway. */
  unattributed: Effect[];
  /** Effects with no canary that the start-up baseline explains. */
  startup: Effect[];
  /** Effects with no canary that the further well-formed calls that executed explain (`perCall`, `Effect.rewritten`). */
  calls: Effect[];
  /**
   * Effects carrying a canary none of this run's calls or frames carried: the server acted on a call
   * of another session (one it kept and replayed, or a process that outlived its run). Never start-up.
   */
  foreign: Effect[];
}

/** Whether `text` holds anything shaped like a canary (this run's, another's or none the gate sent). */
export function hasCanary(text: string): boolean {
  return text.search(CANARY_PATTERN) !== -1;
}

/** The canaries `text` holds, each once. */
export function canariesOf(text: string): string[] {
  return [...new Set(text.match(CANARY_PATTERN) ?? [])];
}

/** Whether an effect carries anything shaped like a canary (`hasCanary`). */
export function carriesCanary(effect: Effect): boolean {
  return hasCanary(effect.text);
}

/** The canaries an effect carries, each once. */
export function canariesIn(effect: Effect): string[] {
  return canariesOf(effect.text);
}

/**
 * The kind of an effect, as starts and cases are compared by it: its signature with what differs
 * from one start to the next masked (a session's UUID in a file name or a path, a random token, a
 * long hex id, any number: a pid, a timestamp, a port). A server that writes `session-<uuid>.log` at
 * every start does the same thing each time; the counts, not the names, tell a frame's effect.
 */
export function kindOf(effect: Effect): string {
  return maskVarying(effect.signature);
}

/**
 * `text` with what differs from one start to the next masked (`kindOf`): a UUID; a run of 8 or more
 * hex digits with a decimal digit in it; a run of 16 or more word characters and `-` with a digit
 * and a letter in it; any number. Each run is matched once, whole, and judged as a whole: a
 * lookahead per position over the rest of a run would take time quadratic in its length, and a
 * server chooses the text (a megabyte of letters in a line it records).
 */
export function maskVarying(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}')
    .replace(/[0-9a-f]{8,}/gi, (run) => (/\d/.test(run) ? '{hex}' : run))
    .replace(/[\w-]{16,}/g, (run) => (/\d/.test(run) && /[a-z]/i.test(run) ? '{token}' : run))
    .replace(/\d+/g, '{n}');
}

/** How many effects of each kind a list holds (`kindOf`). */
function tally(effects: readonly Effect[], times = 1): Map<string, number> {
  const n = new Map<string, number>();
  for (const [kind, list] of byKind(effects)) n.set(kind, list.length * times);
  return n;
}

/** A list's effects by kind (`kindOf`), in their order. */
function byKind(effects: readonly Effect[]): Map<string, Effect[]> {
  const kinds = new Map<string, Effect[]>();
  for (const e of effects) {
    const kind = kindOf(e);
    const list = kinds.get(kind);
    if (list) list.push(e);
    else kinds.set(kind, [e]);
  }
  return kinds;
}

/**
 * `calls`: the canaries of the run's well-formed calls beside the control (the follow-up, a case's
 * valid frames); each one that executed (its canary reached the log) allows the baseline's
 * `perCall` once more, and any of them explains a file rewritten with no canary added
 * (`Effect.rewritten`). A rejected frame's canary never does. `lastedMs`: how long the run's server
 * lived, for the pace of what it does on its own as time goes by (`StartupBaseline.laterPerMs`).
 */
export function attribute(
  effects: Effect[],
  canaries: readonly string[],
  baseline: StartupBaseline = NO_BASELINE,
  calls: readonly string[] = [],
  lastedMs?: number
): Attribution {
  const byCanary = new Map<string, Effect[]>();
  const unattributed: Effect[] = [];
  const startup: Effect[] = [];
  const byCalls: Effect[] = [];
  const foreign: Effect[] = [];
  const loose: Effect[] = [];
  for (const effect of effects) {
    let owned = false;
    for (const canary of canaries) {
      if (!effect.text.includes(canary)) continue;
      owned = true;
      const list = byCanary.get(canary) ?? [];
      list.push(effect);
      byCanary.set(canary, list);
    }
    if (owned) continue;
    if (carriesCanary(effect)) foreign.push(effect);
    else loose.push(effect);
  }
  // Which calls executed is known only once every effect is sorted by its canary.
  const executed = calls.filter((c) => byCanary.has(c)).length;
  const atStart = tally(baseline.start);
  const byCall = tally(baseline.perCall, executed);
  const later = tally(baseline.later ?? []);
  // A run that lived longer than the held start that made the most of a kind gets its pace's worth.
  if (lastedMs !== undefined)
    for (const [kind, n] of later) {
      const paced = Math.ceil((baseline.laterPerMs?.[kind] ?? 0) * lastedMs) - (atStart.get(kind) ?? 0);
      if (paced > n) later.set(kind, paced);
    }
  // A server that makes HTTP requests of its own (telemetry on a timer) may be cut by its exit
  // between a connection and its request: a connection that sent nothing is then one of those.
  const ownHttp = [...baseline.start, ...baseline.perCall, ...(baseline.later ?? [])].some(
    (e) => e.source === 'http' && e.signature !== EMPTY_HTTP_CONNECTION
  );
  for (const effect of loose) {
    const kind = kindOf(effect);
    const start = atStart.get(kind) ?? 0;
    const call = byCall.get(kind) ?? 0;
    // What the server does on its own as time goes by (a heartbeat, a lock file a timer takes)
    // explains an effect that began after the frames, and one that began before them in a start
    // slower than the clean starts: before the frames, no frame can have made it.
    const onItsOwn = effect.late !== undefined ? (later.get(kind) ?? 0) : 0;
    if (start > 0) {
      atStart.set(kind, start - 1);
      startup.push(effect);
    } else if (call > 0) {
      byCall.set(kind, call - 1);
      byCalls.push(effect);
    } else if (onItsOwn > 0) {
      later.set(kind, onItsOwn - 1);
      startup.push(effect);
    } else if (effect.rewritten && executed > 0) {
      byCalls.push(effect);
    } else if (effect.signature === EMPTY_HTTP_CONNECTION && ownHttp) {
      startup.push(effect);
    } else {
      unattributed.push(effect);
    }
  }
  return { byCanary, unattributed, startup, calls: byCalls, foreign };
}

/**
 * The baseline of a scenario from its clean starts: `withCall` made the control call, `alone` made
 * no call at all (each merged by `mergeBaselines`). A call's own share of a kind of effect is what
 * the starts with a call showed beyond those without; none is known without a start of each kind.
 */
export function startupBaselineOf(withCall: Effect[][], alone: Effect[][]): StartupBaseline {
  const start = mergeBaselines(withCall);
  if (alone.length === 0) return { start, perCall: [] };
  const merged = mergeBaselines(alone);
  if (withCall.length === 0) return { start, perCall: [], alone: merged };
  const without = tally(merged);
  const perCall: Effect[] = [];
  for (const e of start) {
    const kind = kindOf(e);
    const left = without.get(kind) ?? 0;
    if (left > 0) without.set(kind, left - 1);
    else perCall.push(e);
  }
  return { start, perCall, alone: merged };
}

/**
 * The baseline a run is held to: one that made no control call (a clean start with none, a case
 * with no handshake), to the clean starts that made none, which show what a start alone does.
 */
export function baselineFor(
  baseline: StartupBaseline | undefined,
  madeCall: boolean
): StartupBaseline | undefined {
  return baseline && !madeCall && baseline.alone ? { ...baseline, start: baseline.alone } : baseline;
}

/** A start held open as long as a case lasted (`laterBaselineOf`). */
export interface HeldSample {
  effects: readonly Effect[];
  /** The start-up baseline it is held to (`baselineFor`: with no control call, the starts that made none). */
  start: readonly Effect[];
  /** How long its server lived, from its spawn to its exit. */
  lastedMs: number;
}

/**
 * What starts held open as long as a case lasted did on their own beyond what the short clean starts
 * show (each its `start`): each kind of effect without a canary, of which one began once they were
 * past their barrier (`late`), as many times more than its `start` has it as the one held start that
 * made it most (`later`), and the most of that kind one of them made per millisecond it lived
 * (`laterPerMs`): a timer's beat is counted by the time a run lasts, not by the run. A kind none of
 * them began after the barrier (a queue an earlier session left, retried at start) is not in it; nor
 * is what a barrier's own ping made a moment after its answer, which every short start made too.
 */
export function laterBaselineOf(
  samples: readonly HeldSample[]
): Required<Pick<StartupBaseline, 'later' | 'laterPerMs'>> {
  const most = new Map<string, Effect[]>();
  const perMs: Record<string, number> = {};
  for (const sample of samples) {
    const atStart = tally(sample.start);
    for (const [kind, all] of byKind(sample.effects.filter((e) => !carriesCanary(e)))) {
      if (!all.some((e) => e.late === true)) continue;
      const beyond = all.slice(atStart.get(kind) ?? 0);
      if (beyond.length > (most.get(kind)?.length ?? 0)) most.set(kind, beyond);
      if (sample.lastedMs > 0) perMs[kind] = Math.max(perMs[kind] ?? 0, all.length / sample.lastedMs);
    }
  }
  return { later: [...most.values()].flat(), laterPerMs: perMs };
}

/** One run's calls and what its effect sources observed, for `acrossSessions`. */
export interface SessionEffects {
  canaries: readonly string[];
  effects: Effect[];
  /** Which run, for the description of an effect moved to another run. */
  label: string;
  run: RunKey;
  /** Whether the run is judged (a run made only to check something is not: nothing is moved to it). */
  judged: boolean;
  /** When its server was started and when every process of it was gone (one clock for all runs). */
  served?: { from: number; to: number };
}

/**
 * Each run's effects once every run is over: an effect carrying the canary of another judged run's
 * call or frame is that run's too (a server that keeps the calls it rejected and replays them at its
 * next start acts for the session that sent them, not for the one it runs in), described with where
 * it landed. It stays where it landed only if it also carries one of that run's own canaries, a
 * canary no judged run sent, or none at all.
 */
export function acrossSessions(sessions: readonly SessionEffects[]): Effect[][] {
  const owner = new Map<string, number>();
  sessions.forEach((s, i) => {
    if (s.judged) for (const c of s.canaries) owner.set(c, i);
  });
  const out = sessions.map((): Effect[] => []);
  sessions.forEach((s, i) => {
    const own = new Set(s.canaries);
    for (const effect of s.effects) {
      const canaries = canariesIn(effect);
      const elsewhere = canaries.filter((c) => !own.has(c) && owner.has(c));
      for (const o of new Set(elsewhere.map((c) => owner.get(c)!))) {
        const over = sessions[o].served;
        out[o].push({
          ...effect,
          description: `${effect.description}, in another session (${s.label})`,
          landedIn: s.run,
          // When it began says nothing of a session it did not land in; that it came once that
          // session was over, only a server started after it tells.
          late: undefined,
          afterRun: s.served && over && s.served.from >= over.to ? true : undefined
        });
      }
      if (canaries.length === 0 || elsewhere.length < canaries.length) out[i].push(effect);
    }
  });
  return out;
}

/**
 * The start-up baseline of several handshake-only runs of one scenario: each kind of effect (its
 * signature) as many times as the one run that showed it most. A start that sometimes calls home
 * and sometimes not is still a start; a frame that adds one more call than any start made is not.
 */
export function mergeBaselines(samples: Effect[][]): Effect[] {
  const most = new Map<string, Effect[]>();
  for (const sample of samples) {
    for (const [kind, list] of byKind(sample))
      if (list.length > (most.get(kind)?.length ?? 0)) most.set(kind, list);
  }
  return [...most.values()].flat();
}

/** The kinds (`kindOf`) of the effects carrying `canary` that came after the session was done with its calls (`afterTheCalls`). */
export function lateKinds(effects: readonly Effect[], canary: string): string[] {
  return effects.filter((e) => afterTheCalls(e) && e.text.includes(canary)).map(kindOf);
}

/**
 * A call that acted, was answered, and acted again once the session had moved past it: the effects
 * carrying its canary that came after the frames went out (began then, or reached the run's sources
 * once it was over), when some had begun before them (a server that repeats its last call when a
 * frame is refused, at once or at its next start). Undefined when they did not both happen.
 */
export function repeatedLater(effects: readonly Effect[] | undefined): Effect[] | undefined {
  if (!effects?.some((e) => e.late === false)) return undefined;
  const after = effects.filter(afterTheCalls);
  return after.length ? after : undefined;
}

/**
 * Executions of one canary. One call may make many effects (a `git init` writes 28 files, an HTTP
 * client retries): the evidence is every effect, the count is one. Only the recorder file, which
 * holds one line per executed action, shows a call really replayed.
 */
export function executions(effects: Effect[] | undefined): number {
  if (!effects || effects.length === 0) return 0;
  return Math.max(1, effects.filter((e) => e.source === 'recorder').length);
}
