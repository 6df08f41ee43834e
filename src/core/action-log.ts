/**
 * The action log, pure: observed effects in, attribution out. An effect belongs to the frame whose
 * canary it carries, whichever run's log it landed in; effects with no canary are compared with the
 * scenario's start-up baseline; an effect carrying a canary its run never sent is never start-up.
 */

/** Canaries are `mcpgate-` and 16 hex digits: fixed length, so no canary is a prefix of another. */
export const CANARY_PREFIX = 'mcpgate-';
export const CANARY_PATTERN = /mcpgate-[0-9a-f]{16}/g;

export type EffectSource = 'recorder' | 'http' | 'tcp' | 'sandbox';

export interface Effect {
  source: EffectSource;
  /** Human description: `GET /r/3/mcpgate-…`, `file created: a.txt`, `recorder line 2`. */
  description: string;
  /** Where a canary is looked for: the recorder line, the request line and body, file name and content. */
  text: string;
  /** What identifies it when it carries no canary (for comparison with the start-up baseline). */
  signature: string;
  /** The run whose effect sources saw it, when that is not the run it belongs to (`acrossSessions`). */
  landedIn?: RunKey;
}

/** A run, as findings name it. */
export interface RunKey {
  scenario: string;
  case: string;
}

export interface Attribution {
  /** canary → the effects that carry it. */
  byCanary: Map<string, Effect[]>;
  /** Effects with no known canary, beyond what the start-up baseline shows the server does anyway. */
  unattributed: Effect[];
  /** Effects with no canary that the start-up baseline explains. */
  startup: Effect[];
  /**
   * Effects carrying a canary none of this run's calls or frames carried: the server acted on a call
   * of another session (one it kept and replayed, or a process that outlived its run). Never start-up.
   */
  foreign: Effect[];
}

/** Whether an effect carries anything shaped like a canary (this run's, another's or none the gate sent). */
export function carriesCanary(effect: Effect): boolean {
  return effect.text.search(CANARY_PATTERN) !== -1;
}

/** The canaries an effect carries, each once. */
export function canariesIn(effect: Effect): string[] {
  return [...new Set(effect.text.match(CANARY_PATTERN) ?? [])];
}

export function attribute(
  effects: Effect[],
  canaries: readonly string[],
  baseline: Effect[] = []
): Attribution {
  const byCanary = new Map<string, Effect[]>();
  const allowance = new Map<string, number>();
  for (const e of baseline) allowance.set(e.signature, (allowance.get(e.signature) ?? 0) + 1);
  const unattributed: Effect[] = [];
  const startup: Effect[] = [];
  const foreign: Effect[] = [];
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
    if (carriesCanary(effect)) {
      foreign.push(effect);
      continue;
    }
    const left = allowance.get(effect.signature) ?? 0;
    if (left > 0) {
      allowance.set(effect.signature, left - 1);
      startup.push(effect);
    } else {
      unattributed.push(effect);
    }
  }
  return { byCanary, unattributed, startup, foreign };
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
      for (const o of new Set(elsewhere.map((c) => owner.get(c)!)))
        out[o].push({
          ...effect,
          description: `${effect.description}, in another session (${s.label})`,
          landedIn: s.run
        });
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
    const bySignature = new Map<string, Effect[]>();
    for (const e of sample) {
      const list = bySignature.get(e.signature);
      if (list) list.push(e);
      else bySignature.set(e.signature, [e]);
    }
    for (const [signature, list] of bySignature)
      if (list.length > (most.get(signature)?.length ?? 0)) most.set(signature, list);
  }
  return [...most.values()].flat();
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
