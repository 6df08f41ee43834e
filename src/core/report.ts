/** The report model (report.json is the contract in SPEC §3), built purely from judged runs. */
import { CANARY_PATTERN, CANARY_PREFIX, maskVarying } from './action-log.js';
import { UNEXPLAINED_ACTION, type FindingKind, type Finding, type Warning } from './findings.js';
import type { ActionRecord, RejectionRecord, SessionPolicy } from './verdict.js';

export interface RunReport {
  scenario: string;
  case: string;
  verdict: 'pass' | 'fail' | 'accepted';
  exit: { code: number | null; signal: string | null };
  stdoutBytes: number;
  stderrBytes: number;
  stdoutLines: number;
  durationMs: number;
  actions: ActionRecord[];
  rejections: RejectionRecord[];
  counts: { rejected: number; executed: number; errorResponses: number };
  errorCodes: Record<string, number>;
  idlessErrors: { 'id-null': number; 'id-omitted': number };
  warnings: Warning[];
  /** Whether the case's frames reached a live, reading server (scenario runs: always). */
  exercised?: boolean;
  /** Why the case does not apply to this server (its `when`); its frames were not sent. */
  notApplicable?: string;
  /** Whether the run made a positive control (a case without a handshake makes none). */
  controlled?: boolean;
  /**
   * How long after the case's frames had gone out the gate closed stdin, the server still holding it
   * (`SessionObservation.closedAfterFramesMs`): an act a rejected frame put off longer was not seen.
   */
  closedAfterFramesMs?: number;
  /**
   * With `closedAfterFramesMs`: the threads of the run's processes when the gate closed stdin, at
   * rest, or one still running half a second after the hold (a server that never rests); absent
   * where they could not be seen.
   */
  threads?: 'at-rest' | 'running';
  /** The exact bytes the gate wrote on stdin (relative path inside the report directory). */
  transcript?: string;
  caseFile?: string;
}

export type ProcessTracking = 'cgroup' | 'subreaper' | 'environment' | 'process-group';

/** The weakest of several runs' or shards' tracking: the whole gate holds only as far as its weakest. */
export function weakestTracking(list: readonly (ProcessTracking | undefined)[]): ProcessTracking | undefined {
  const order: ProcessTracking[] = ['cgroup', 'subreaper', 'environment', 'process-group'];
  const known = list.filter((t): t is ProcessTracking => t !== undefined);
  return known.length ? order[Math.max(...known.map((t) => order.indexOf(t)))] : undefined;
}

export interface Report {
  /** `error`: the gate failed inside (exit 3); the report holds what was gathered until then. */
  result: 'pass' | 'fail' | 'error';
  error?: string;
  gate: {
    version: string;
    corpusVersion: string;
    protocolVersion: string;
    /** The version the server's initialize result chose (absent when no handshake succeeded). */
    negotiatedVersion?: string;
    policy: SessionPolicy;
    profile: string;
    shard?: string;
    /**
     * A digest of what the whole gate checks and how (`planDigest`): every shard of one gate
     * carries the same one.
     */
    plan?: string;
    actionLog: 'verified' | 'unverified';
    /**
     * How the processes a server started were found: `cgroup` (a cgroup v2 per run held every one,
     * whatever it did to its environment or session), `environment` where the gate could make no
     * cgroup (an unprivileged user, a container): by the run's marker variable and process group, or
     * `process-group` where there is no /proc either (not Linux).
     */
    processTracking?: ProcessTracking;
  };
  command: string[];
  stats: {
    runs: number;
    cases: number;
    wallMs: number;
    concurrency: number;
    failedRuns: number;
    peakRssBytes?: number;
    /** Server starts made only to check something, not in `runs`: start-up samples, confirmations. */
    unreportedRuns?: number;
  };
  runs: RunReport[];
  findings: Finding[];
  /** Findings of cases the baseline file accepts: reported, not failing. */
  accepted: Finding[];
  baseline?: { file: string; stale: string[] };
  /** A merged report: the shards it was made of, each with its own runs and verdict. */
  shards?: { shard: string; runs: number; result: Report['result']; wallMs: number }[];
  warnings: string[];
}

export const CONTROL_CASE = 'control';

export function runKey(scenario: string, caseId: string): string {
  return `${scenario}/${caseId}`;
}

/** The longest message or warning a report keeps, in characters (the transcripts keep the bytes). */
export const MESSAGE_CAP = 4000;

/**
 * `text` cut to `max` characters, saying how many more there were: what a server chose (an error
 * message, a version, a recorded line) reaches a report's messages, and a megabyte of it would be
 * the whole of a summary that GitHub refuses past 1 MiB, and of every log line that names it.
 */
export function clip(text: string, max = MESSAGE_CAP): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** A finding or warning with its message cut (`clip`): the same object when there was nothing to cut. */
const clipped = <T extends { message: string }>(item: T): T =>
  item.message.length > MESSAGE_CAP ? { ...item, message: clip(item.message) } : item;

/** Builds the verdict: findings of accepted cases do not fail the gate; listed cases that now pass are stale. */
export function finalizeReport(
  base: Omit<Report, 'result' | 'findings' | 'accepted' | 'baseline' | 'runs' | 'stats'> & {
    stats: Omit<Report['stats'], 'failedRuns'>;
  },
  runs: RunReport[],
  findings: Finding[],
  baseline?: { file: string; cases: string[] }
): Report {
  const acceptedIds = new Set(baseline?.cases ?? []);
  // Server text reaches messages (an error's, a version, a recorded line): the report keeps a bounded
  // part, every renderer after it too.
  findings = findings.map(clipped);
  const failing = findings.filter((f) => !acceptedIds.has(f.case));
  const accepted = findings.filter((f) => acceptedIds.has(f.case));
  const failedCases = new Set(findings.map((f) => f.case));
  const stale = [...acceptedIds].filter((id) => !failedCases.has(id) && runs.some((r) => r.case === id));
  const judgedRuns = runs.map((r) => {
    const hasFinding = findings.some((f) => f.scenario === r.scenario && f.case === r.case);
    return {
      ...r,
      warnings: r.warnings.map(clipped),
      verdict: hasFinding ? (acceptedIds.has(r.case) ? 'accepted' : 'fail') : 'pass'
    } as RunReport;
  });
  const warnings = base.warnings.map((w) => clip(w));
  for (const id of stale)
    warnings.push(`baseline: case "${id}" now passes; remove it from ${baseline!.file}`);
  // A version is a date: more than a line of it is a server's text (its finding says so).
  const chosen = base.gate.negotiatedVersion;
  const gate = chosen ? { ...base.gate, negotiatedVersion: clip(chosen, 100) } : base.gate;
  return {
    ...base,
    gate,
    result: failing.length === 0 ? 'pass' : 'fail',
    stats: { ...base.stats, failedRuns: judgedRuns.filter((r) => r.verdict === 'fail').length },
    runs: judgedRuns,
    findings: failing,
    accepted,
    ...(baseline ? { baseline: { file: baseline.file, stale } } : {}),
    warnings
  };
}

/**
 * Why shard reports cannot be merged into one verdict (empty when they can): every shard 1..N of
 * one N exactly once, all from the same gate and corpus version, command, policy, profile and
 * protocol. Reports without a shard merge only among themselves.
 */
export function shardProblems(reports: Report[]): string[] {
  if (reports.length === 0) return ['no shard report to merge'];
  const problems: string[] = [];
  const same: [string, (r: Report) => string][] = [
    ['gate versions', (r) => r.gate.version],
    ['corpus versions', (r) => r.gate.corpusVersion],
    ['protocol versions', (r) => r.gate.protocolVersion],
    ['policies', (r) => r.gate.policy],
    ['profiles', (r) => r.gate.profile],
    ['commands', (r) => JSON.stringify(r.command)],
    // Cases, scenarios, probe, accepted cases and bounds (a report from before it had none: "").
    ['plans (cases, scenarios, probe, accepted cases or bounds)', (r) => r.gate.plan ?? '']
  ];
  for (const [what, value] of same) {
    const values = [...new Set(reports.map(value))];
    if (values.length > 1) problems.push(`the shards ran with different ${what}: ${values.join(' vs ')}`);
  }
  const sharded = reports.filter((r) => r.gate.shard);
  if (sharded.length === 0) return problems;
  if (sharded.length !== reports.length)
    problems.push(`${reports.length - sharded.length} of the reports is not a shard's`);
  const parts = sharded.map((r) => r.gate.shard!.split('/').map(Number) as [number, number]);
  const totals = [...new Set(parts.map(([, n]) => n))];
  if (totals.length > 1) problems.push(`the shards split the runs differently: into ${totals.join(' and ')}`);
  const total = Math.max(...totals);
  const seen = new Map<number, number>();
  for (const [k] of parts) seen.set(k, (seen.get(k) ?? 0) + 1);
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length)
    problems.push(
      `missing shard${missing.length === 1 ? '' : 's'} ${missing.map((k) => `${k}/${total}`).join(', ')}`
    );
  const twice = [...seen].filter(([, n]) => n > 1).map(([k]) => `${k}/${total}`);
  if (twice.length)
    problems.push(`shard${twice.length === 1 ? '' : 's'} ${twice.join(', ')} reported more than once`);
  return problems;
}

/** Merges shard reports into one verdict: runs and findings are unions, deduplicated by scenario × case. */
export function mergeReports(reports: Report[]): Report {
  if (reports.length === 0) throw new Error('nothing to merge');
  const runs = new Map<string, RunReport>();
  for (const r of reports)
    for (const run of r.runs)
      if (!runs.has(runKey(run.scenario, run.case))) runs.set(runKey(run.scenario, run.case), run);
  const keyOf = (f: Finding) => `${runKey(f.scenario, f.case)}\u0000${f.kind}\u0000${f.message}`;
  const dedupe = (list: Finding[]) => [...new Map(list.map((f) => [keyOf(f), f])).values()];
  const findings = dedupe(reports.flatMap((r) => r.findings));
  const accepted = dedupe(reports.flatMap((r) => r.accepted));
  const first = reports[0];
  const gate = { ...first.gate };
  delete gate.shard;
  // One shard whose runs had no cgroup makes the whole gate's tracking the marker's.
  const tracking = weakestTracking(reports.map((r) => r.gate.processTracking));
  if (tracking) gate.processTracking = tracking;
  const stale = first.baseline
    ? [...new Set(reports.flatMap((r) => r.baseline?.stale ?? []))].filter(
        (id) => !accepted.some((f) => f.case === id)
      )
    : undefined;
  const ordered = [...runs.values()].sort(
    (a, b) => compareText(a.scenario, b.scenario) || compareText(a.case, b.case)
  );
  return {
    // A shard that failed inside makes the whole verdict an error: its runs are missing.
    result: reports.some((r) => r.result === 'error') ? 'error' : findings.length === 0 ? 'pass' : 'fail',
    gate,
    command: first.command,
    stats: {
      runs: ordered.length,
      cases: new Set(ordered.filter((r) => r.case !== CONTROL_CASE).map((r) => r.case)).size,
      wallMs: Math.max(...reports.map((r) => r.stats.wallMs)),
      concurrency: first.stats.concurrency,
      failedRuns: ordered.filter((r) => r.verdict === 'fail').length,
      unreportedRuns: reports.reduce((n, r) => n + (r.stats.unreportedRuns ?? 0), 0)
    },
    runs: ordered,
    findings,
    accepted,
    ...(first.baseline ? { baseline: { file: first.baseline.file, stale: stale ?? [] } } : {}),
    ...(reports.some((r) => r.gate.shard)
      ? {
          shards: reports
            .map((r) => ({
              shard: r.gate.shard ?? 'whole',
              runs: r.runs.length,
              result: r.result,
              wallMs: r.stats.wallMs
            }))
            .sort((a, b) => parseInt(a.shard) - parseInt(b.shard))
        }
      : {}),
    warnings: [...new Set(reports.flatMap((r) => r.warnings))]
  };
}

/** Most severe first: what acted, what was accepted, what outlived, what broke the contract, policy, the rest. */
export const SEVERITY: readonly FindingKind[] = [
  'action-leak',
  'rejected-frame-accepted',
  'orphan-process',
  'control-not-observed',
  'control-failed',
  'handshake-failed',
  'stdout-noise',
  'stdout-partial-frame',
  'stdout-not-jsonrpc',
  'stdout-not-mcp',
  'stdout-unexpected-response',
  'session-policy'
];

function rank(kind: FindingKind): number {
  const at = SEVERITY.indexOf(kind);
  return at === -1 ? SEVERITY.length : at;
}

/** The most severe finding (the first of its kind in report order): what `reproduce:` points at. */
export function mostSevere(findings: Finding[]): Finding | undefined {
  return [...findings].sort((a, b) => rank(a.kind) - rank(b.kind))[0];
}

const IPV4 = /(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])/;

/**
 * A message with what differs between runs of one defect replaced: canaries, loopback ports, run
 * paths of the canary URL and the runs' temporary directories; in an action no canary explains, what
 * the clean starts are compared by masks too (a pid or a session's id in a file name: `kindOf`).
 */
export function normalizeMessage(message: string): string {
  message = message.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');
  if (message.startsWith(UNEXPLAINED_ACTION))
    message =
      UNEXPLAINED_ACTION +
      message
        .slice(UNEXPLAINED_ACTION.length)
        // An address reads as one (`127.0.0.1:PORT`), not as four masked numbers.
        .split(IPV4)
        .map((part, i) => (i % 2 ? part : maskVarying(part)))
        .join('');
  return (
    message
      .replace(CANARY_PATTERN, `${CANARY_PREFIX}…`)
      .replace(/\/r\/\d+\//g, '/r/…/')
      .replace(/\(pid \d+: /g, '(pid …: ')
      // From a word's start only: tried at every position, the leading run would rescan the rest of a
      // long word each time (quadratic in the length of text a server chose).
      .replace(/(?<![^\s'"])[^\s'"]*\/mcp-stdio-gate-[A-Za-z0-9]+\/run-\d+/g, '<run dir>')
  );
}

const LEAK_AT = /^the rejected frame on stdin line (\d+) acted/;
const ACCEPTED_AT =
  /^the rejected frame on stdin line (\d+) was answered with a successful result (\(id .*?\)\)?)/;

/**
 * A rejected frame that acted and was also answered with a result is one defect with two pieces
 * of evidence: the accepted finding folds into the leak's line (report.json keeps both).
 */
function foldAccepted(findings: Finding[]): Finding[] {
  const leaks = new Map<string, Finding>();
  for (const f of findings) {
    const at = f.kind === 'action-leak' ? LEAK_AT.exec(f.message) : null;
    if (at) leaks.set(`${runKey(f.scenario, f.case)}\u0000${at[1]}`, f);
  }
  const folded = new Map<Finding, string>();
  const out: Finding[] = [];
  for (const f of findings) {
    const at = f.kind === 'rejected-frame-accepted' ? ACCEPTED_AT.exec(f.message) : null;
    const leak = at && leaks.get(`${runKey(f.scenario, f.case)}\u0000${at[1]}`);
    if (leak && at) folded.set(leak, `, and was answered with a successful result ${at[2]}`);
    else out.push(f);
  }
  return out.map((f) => (folded.has(f) ? { ...f, message: f.message + folded.get(f) } : f));
}

const STAYS_OPEN =
  /^close: after the rejected frame on stdin line \d+ .* (executed|was answered with a result)/;

/** Findings that say the same thing, shown once (`groupFindings`). */
export interface FindingGroup {
  kind: FindingKind;
  message: string;
  /** The runs that showed it, each once. */
  runs: string[];
  /** How many findings it stands for: more than its runs where a run showed it twice. */
  findings: number;
  first: Finding;
}

/**
 * How many runs a group was shown in, and how many findings it stands for where they differ (a run
 * whose valid frame and follow-up both executed in a closed session): `22 runs, 27 findings`, so
 * the headline's count of findings adds up.
 */
export function groupSize(g: Pick<FindingGroup, 'runs' | 'findings'>): string {
  const runs = count(g.runs.length, 'run');
  return g.findings > g.runs.length ? `${runs}, ${count(g.findings, 'finding')}` : runs;
}

/**
 * Findings that say the same thing in several runs are shown once, with the runs, most severe
 * first. A `close` session found open after a rejected frame is one fact however many cases show
 * it: one sentence, with the flag that states the other policy. `caseRuns`: the exercised case
 * runs that had a rejected frame (the "of N").
 */
export function groupFindings(findings: Finding[], caseRuns?: number): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  /** The groups whose findings did not all say the same words. */
  const varied = new Set<string>();
  for (const f of foldAccepted(findings)) {
    const open = f.kind === 'session-policy' && STAYS_OPEN.test(f.message);
    const key = open ? 'session-policy\u0000stays-open' : `${f.kind}\u0000${normalizeMessage(f.message)}`;
    const group = groups.get(key) ?? { kind: f.kind, message: f.message, runs: [], findings: 0, first: f };
    if (f.message !== group.message) varied.add(key);
    const run = `${f.scenario} × ${f.case}`;
    if (!group.runs.includes(run)) group.runs.push(run);
    group.findings += 1;
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, g]) => {
      if (key.endsWith('\u0000stays-open')) {
        const of = caseRuns && caseRuns >= g.runs.length ? ` of ${caseRuns}` : '';
        return {
          ...g,
          message: `close: the session stays open after a rejected frame, in ${g.runs.length}${of} case run${g.runs.length === 1 ? '' : 's'} (a later call executed or was answered). If that is the server's policy, state it: --on-invalid open (each bad frame answered with an error, the session goes on) or --on-invalid any (either)`
        };
      }
      // A message shown for several runs names no single run's canary, port or directory; one every
      // run said word for word (a file's name and its modes) is shown as it is.
      return varied.has(key) ? { ...g, message: normalizeMessage(g.message) } : g;
    })
    .sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** The "of N" of grouped policy findings: exercised case runs that had a rejected frame. */
export function caseRunsWithRejection(report: Report): number {
  return report.runs.filter(
    (r) => r.case !== CONTROL_CASE && r.exercised !== false && r.rejections.length > 0
  ).length;
}

/** What the gate proved, in one line: rejected frames and whether any acted, controls observed. */
export function proofLine(report: Report): string {
  const findings = [...report.findings, ...report.accepted];
  const keysOf = (kinds: Set<string>) =>
    new Set(findings.filter((f) => kinds.has(f.kind)).map((f) => runKey(f.scenario, f.case)));
  // Only cases whose frames reached a live, reading server prove anything; of a run that did more
  // than the gate observes (output-limit), a frame with no action seen proves nothing either.
  const cut = keysOf(new Set(['output-limit']));
  const isCut = (r: RunReport) => cut.has(runKey(r.scenario, r.case));
  const exercised = report.runs.filter((r) => r.exercised !== false);
  const acts = (r: RunReport) => r.rejections.filter((x) => x.outcome === 'acted').length;
  const rejected = exercised.reduce((n, r) => n + (isCut(r) ? acts(r) : r.rejections.length), 0);
  const acted = exercised.reduce((n, r) => n + acts(r), 0);
  const unobserved = exercised.filter(
    (r) => r.case !== CONTROL_CASE && r.rejections.length > acts(r) && isCut(r)
  ).length;
  const inapplicable = report.runs.filter((r) => r.notApplicable).length;
  const skipped = report.runs.length - exercised.length - inapplicable;
  const controlKinds = new Set([
    'control-not-observed',
    'control-failed',
    'handshake-failed',
    'launch-failed',
    'timeout',
    'output-limit'
  ]);
  const blind = keysOf(controlKinds);
  // Only runs that made a control count (call-before-initialize has no handshake, so none).
  const controlled = report.runs.filter((r) => r.controlled !== false);
  const observed = controlled.filter((r) => !blind.has(runKey(r.scenario, r.case))).length;
  const verified = report.gate.actionLog === 'verified';
  // Under `close` the judge is a later call acting or answered, under `open` that too, with the
  // error response owed to the rejected frame: with no probe tool no later call is sent.
  const unjudged = verified
    ? ''
    : report.gate.policy === 'close'
      ? '; session policy close not judged: no later call without --probe-tool'
      : report.gate.policy === 'open'
        ? '; session policy open judged by its error responses only: no later call without --probe-tool'
        : '';
  const controls = !verified
    ? `no positive control (no --probe-tool): the action log is unverified${unjudged}`
    : controlled.length
      ? `positive control observed in ${observed}/${count(controlled.length, 'run')} that made one`
      : 'no run made the positive control call: nothing shows the action log wired';
  const notExercised =
    (skipped ? `; ${count(skipped, 'case run')} not exercised` : '') +
    (unobserved ? `; ${count(unobserved, 'case run')} past what the gate can observe` : '') +
    (inapplicable ? `; ${count(inapplicable, 'case run')} not applicable` : '');
  // Actions that no frame's canary names are not "0 acted" either: said beside it.
  const unexplained = report.runs.reduce(
    (n, r) =>
      n +
      r.actions.filter((a) => a.attributedTo === 'unattributed' || a.attributedTo === 'another session')
        .length,
    0
  );
  const besides = unexplained ? `, ${count(unexplained, 'action')} no canary of their session explains` : '';
  // Without a verified action log, "0 acted" would claim what nobody checked.
  const actedText = verified ? `${acted} acted${besides}` : 'actions not verified';
  return `${count(rejected, 'rejected frame')}, ${actedText}; ${controls}${notExercised}`;
}

/**
 * What the proof line's "acted" was watched for where the gate ended a case's session itself: in how
 * many case runs it closed stdin with the server still holding it, and how soon after the frames
 * (`RunReport.closedAfterFramesMs`), the span a rejected frame's put-off act had to show. Empty
 * where no server was cut short so (each let go of stdin or exited on its own).
 */
export function windowLine(report: Report): string {
  if (report.gate.actionLog !== 'verified') return '';
  const held = report.runs.filter(
    (r) => r.case !== CONTROL_CASE && r.exercised !== false && r.closedAfterFramesMs !== undefined
  );
  if (!held.length) return '';
  const span = (runs: RunReport[]): string => {
    const ms = runs.map((r) => r.closedAfterFramesMs!);
    const [low, high] = [Math.min(...ms), Math.max(...ms)];
    return low === high ? `${low}` : `${low} to ${high}`;
  };
  const cut = held.filter((r) => r.scenario !== 'soak');
  const soaked = held.filter((r) => r.scenario === 'soak');
  // Every case under soak (--corpus-scenarios soak), or only the soak sample (`soakSample`).
  const cases = new Set(report.runs.filter((r) => r.case !== CONTROL_CASE).map((r) => r.case));
  const soakCases = report.runs.filter((r) => r.scenario === 'soak' && r.case !== CONTROL_CASE);
  const every = soakCases.length >= cases.size;
  const clauses: string[] = [];
  if (cut.length)
    clauses.push(
      `in ${count(cut.length, 'case run')} the gate closed stdin ${span(cut)} ms after the frames`
    );
  if (soaked.length)
    clauses.push(
      cut.length
        ? `in ${count(soaked.length, 'case run')} under soak, ${span(soaked)} ms after them`
        : `in ${count(soaked.length, 'case run')} under soak the gate closed stdin ${span(soaked)} ms after the frames`
    );
  const sampled = firstOf([...new Set(soakCases.map((r) => r.case))], 3);
  const hint = every
    ? ''
    : soakCases.length
      ? `: an act put off longer shows only under soak, where only ${sampled} ran (--corpus-scenarios soak runs every case there)`
      : ': an act put off longer shows only under --corpus-scenarios soak';
  const running = held.filter((r) => r.threads === 'running').length;
  const busy = running
    ? ` (in ${running === held.length ? 'each' : running}, a thread of its still running half a second after the hold)`
    : held.every((r) => r.threads === 'at-rest')
      ? ' and its threads at rest'
      : '';
  return `${clauses.join('; ')}, the server still holding it${busy}${hint}`;
}

/** `1 run`, `2 runs`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The first `max` items, comma-separated, then how many more: `a, b, … 3 more`. */
export function firstOf(items: readonly string[], max: number): string {
  return items.slice(0, max).join(', ') + (items.length > max ? `, … ${items.length - max} more` : '');
}

/** Plain code-unit order: stable ids need no locale (and ICU collation costs ~10 ms to start). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
