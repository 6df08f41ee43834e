/** The report model (report.json is the contract in SPEC §3), built purely from judged runs. */
import { CANARY_PATTERN, CANARY_PREFIX } from './action-log.js';
import type { Finding, Warning } from './findings.js';
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
  /** The exact bytes the gate wrote on stdin (relative path inside the report directory). */
  transcript?: string;
  caseFile?: string;
}

export interface Report {
  /** `error`: the gate failed inside (exit 3); the report holds what was gathered until then. */
  result: 'pass' | 'fail' | 'error';
  error?: string;
  gate: {
    version: string;
    corpusVersion: string;
    protocolVersion: string;
    policy: SessionPolicy;
    profile: string;
    shard?: string;
    actionLog: 'verified' | 'unverified';
  };
  command: string[];
  stats: {
    runs: number;
    cases: number;
    wallMs: number;
    concurrency: number;
    failedRuns: number;
    peakRssBytes?: number;
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
  const failing = findings.filter((f) => !acceptedIds.has(f.case));
  const accepted = findings.filter((f) => acceptedIds.has(f.case));
  const failedCases = new Set(findings.map((f) => f.case));
  const stale = [...acceptedIds].filter((id) => !failedCases.has(id) && runs.some((r) => r.case === id));
  const judgedRuns = runs.map((r) => {
    const hasFinding = findings.some((f) => f.scenario === r.scenario && f.case === r.case);
    return {
      ...r,
      verdict: hasFinding ? (acceptedIds.has(r.case) ? 'accepted' : 'fail') : 'pass'
    } as RunReport;
  });
  const warnings = [...base.warnings];
  for (const id of stale)
    warnings.push(`baseline: case "${id}" now passes; remove it from ${baseline!.file}`);
  return {
    ...base,
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
    ['gate version', (r) => r.gate.version],
    ['corpus version', (r) => r.gate.corpusVersion],
    ['protocol version', (r) => r.gate.protocolVersion],
    ['policy', (r) => r.gate.policy],
    ['profile', (r) => r.gate.profile],
    ['command', (r) => JSON.stringify(r.command)]
  ];
  for (const [what, value] of same) {
    const values = [...new Set(reports.map(value))];
    if (values.length > 1) problems.push(`the shards ran with different ${what}s: ${values.join(' vs ')}`);
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
      failedRuns: ordered.filter((r) => r.verdict === 'fail').length
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

/** Findings that say the same thing in several runs (canaries aside) are shown once, with the runs. */
export function groupFindings(findings: Finding[]): { kind: string; message: string; runs: string[] }[] {
  const groups = new Map<string, { kind: string; message: string; runs: string[] }>();
  for (const f of findings) {
    const key = `${f.kind}\u0000${f.message.replace(CANARY_PATTERN, '')}`;
    const group = groups.get(key) ?? { kind: f.kind, message: f.message, runs: [] };
    group.runs.push(`${f.scenario} × ${f.case}`);
    groups.set(key, group);
  }
  // A message shown for several runs names no single run's canary.
  return [...groups.values()].map((g) =>
    g.runs.length > 1 ? { ...g, message: g.message.replace(CANARY_PATTERN, `${CANARY_PREFIX}…`) } : g
  );
}

/** What the gate proved, in one line: rejected frames and whether any acted, controls observed. */
export function proofLine(report: Report): string {
  // Only cases whose frames reached a live, reading server prove anything.
  const exercised = report.runs.filter((r) => r.exercised !== false);
  const rejected = exercised.reduce((n, r) => n + r.rejections.length, 0);
  const acted = exercised.reduce((n, r) => n + r.rejections.filter((x) => x.outcome === 'acted').length, 0);
  const skipped = report.runs.length - exercised.length;
  const controlKinds = new Set([
    'control-not-observed',
    'control-failed',
    'handshake-failed',
    'launch-failed',
    'timeout',
    'output-limit'
  ]);
  const blind = new Set(
    [...report.findings, ...report.accepted]
      .filter((f) => controlKinds.has(f.kind))
      .map((f) => runKey(f.scenario, f.case))
  );
  const controls =
    report.gate.actionLog === 'verified'
      ? `positive control observed in ${report.runs.length - blind.size}/${report.runs.length} runs`
      : 'no positive control (no --probe-tool): the action log is unverified';
  const notExercised = skipped ? `; ${count(skipped, 'case run')} not exercised` : '';
  return `${count(rejected, 'rejected frame')}, ${acted} acted; ${controls}${notExercised}`;
}

/** `1 run`, `2 runs`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Plain code-unit order: stable ids need no locale (and ICU collation costs ~10 ms to start). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
