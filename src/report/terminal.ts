/** What a maintainer reads in ten seconds: the verdict, a short table, the first offending bytes. */
import { escapeBytes, hexDump } from '../core/bytes.js';
import {
  caseRunsWithRejection,
  count,
  firstOf,
  groupFindings,
  groupSize,
  proofLine,
  windowLine,
  SEVERITY,
  type Report
} from '../core/report.js';
import type { FirstBadBytes } from './files.js';
import { RUN_MARKER_VAR } from '../run/descendants.js';
import { oneLine } from './safe-text.js';

const severityOf = (kind: string): number => {
  const at = (SEVERITY as readonly string[]).indexOf(kind);
  return at === -1 ? SEVERITY.length : at;
};

/** ` (server chose X)` when the server negotiated another version than the one requested. */
export function negotiation(report: Report): string {
  const chosen = report.gate.negotiatedVersion;
  return chosen && chosen !== report.gate.protocolVersion ? ` (server chose ${oneLine(chosen)})` : '';
}

/** How the processes servers started were found, where the report says (`gate.processTracking`). */
export function trackingNote(report: Report): string {
  const tracking = report.gate.processTracking;
  if (tracking === 'cgroup') return ' · processes the server started tracked by a cgroup per run';
  if (tracking === 'subreaper')
    return ` · no writable cgroup v2 here: processes the server started found by the ${RUN_MARKER_VAR} they inherit, their process group, and the gate's subreaper, which adopts every one whose parent is gone (one that clears its environment and leaves its session included)`;
  if (tracking === 'environment')
    return ` · no writable cgroup v2 here: processes the server started found by the ${RUN_MARKER_VAR} they inherit and their process group (one that clears its environment and leaves its session is not seen)`;
  if (tracking === 'process-group')
    return ' · no cgroup and no /proc here: only the processes the server started in its own process group are found and killed (one that starts its own session is not seen)';
  return '';
}

/**
 * The Action's log of each scenario's runs, one line per run and per finding: whatever a server
 * wrote in a finding (a file name, a request path), it stays on its finding's line.
 */
export function renderScenarioLog(report: Report): { title: string; lines: string[] }[] {
  const scenarios = [...new Set(report.runs.map((r) => r.scenario))];
  return scenarios.map((scenario) => {
    const runs = report.runs.filter((r) => r.scenario === scenario);
    const failed = runs.filter((r) => r.verdict === 'fail').length;
    const lines: string[] = [];
    for (const run of runs) {
      lines.push(
        `${run.verdict.padEnd(8)} ${run.case} (exit ${run.exit.code ?? run.exit.signal}, ${run.stdoutBytes} stdout bytes, ${run.counts.rejected} rejected, ${run.counts.executed} executed, ${run.durationMs} ms)`
      );
      for (const f of report.findings.filter((x) => x.scenario === scenario && x.case === run.case))
        lines.push(`  [${f.kind}] ${oneLine(f.message)}`);
    }
    return { title: `scenario ${scenario}: ${count(runs.length, 'run')}, ${failed} failing`, lines };
  });
}

export function renderTerminal(
  report: Report,
  first: FirstBadBytes | undefined,
  reproduce: string | undefined,
  outDir: string
): string {
  const lines: string[] = [];
  const verdict = report.result === 'pass' ? 'PASS' : report.result === 'error' ? 'ERROR' : 'FAIL';
  lines.push(
    `mcp-stdio-gate ${verdict}: ${count(report.stats.runs, 'run')} (${count(report.stats.cases, 'corpus case')}), ${count(report.findings.length, 'finding')}, ` +
      `${(report.stats.wallMs / 1000).toFixed(1)} s, policy ${report.gate.policy}, profile ${report.gate.profile}, protocol ${report.gate.protocolVersion}${negotiation(report)}`
  );
  lines.push(`  ${proofLine(report)}`);
  const window = windowLine(report);
  if (window) lines.push(`  ${window}`);
  if (report.gate.processTracking && report.gate.processTracking !== 'cgroup')
    lines.push(`  ${trackingNote(report).slice(3)}`);
  if (report.shards)
    lines.push(
      `  merged from ${report.shards.length} shards: ${report.shards.map((x) => `${x.shard} (${count(x.runs, 'run')}, ${x.result})`).join(', ')}`
    );
  const byKind = new Map<string, number>();
  for (const f of report.findings) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
  if (byKind.size) {
    lines.push('', '  kind                          findings');
    for (const [kind, n] of [...byKind].sort((a, b) => severityOf(a[0]) - severityOf(b[0])))
      lines.push(`  ${kind.padEnd(30)}${n}`);
  }
  const groups = groupFindings(report.findings, caseRunsWithRejection(report));
  if (groups.length) {
    lines.push('', 'findings:');
    for (const g of groups.slice(0, 10)) {
      const where = firstOf(g.runs, 4);
      lines.push(
        `  [${g.kind}] ${oneLine(g.message)}`,
        `      in ${g.runs.length === 1 && g.findings === 1 ? '' : `${groupSize(g)}: `}${where}`
      );
    }
    if (groups.length > 10) lines.push(`  … and ${groups.length - 10} more kinds of finding in report.json`);
  }
  if (report.accepted.length)
    lines.push('', `${count(report.accepted.length, 'finding')} accepted by the baseline file`);
  if (first) {
    lines.push(
      '',
      `first offending stdout bytes (${first.finding.scenario} × ${first.finding.case}, line ${first.finding.line}, byte offset ${first.finding.offset}):`,
      `  ${escapeBytes(first.bytes)}`,
      ...hexDump(first.bytes, 8)
        .split('\n')
        .map((l) => `  ${l}`),
      `  launched as: ${first.launchCommand.join(' ')}`
    );
  }
  for (const w of report.warnings) lines.push(`warning: ${oneLine(w)}`);
  if (reproduce) lines.push('', `reproduce: ${reproduce}`);
  lines.push(`report: ${outDir}/report.json`);
  return lines.join('\n') + '\n';
}
