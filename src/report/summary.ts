/**
 * The job summary (HTML inside Markdown): verdict first, the first offending bytes, the reproduce
 * command, findings, the scenario × case grid, artifact links. Under 1 MiB.
 *
 * The whole summary is one CommonMark HTML block (it opens with `<h2>` and holds no blank line),
 * so no Markdown in it is ever parsed. Every dynamic text goes through `text()`: HTML-escaped and
 * on one line (line breaks and hidden characters as visible escapes), so server text can neither
 * end the block with a blank line nor open a tag.
 */
import { escapeBytes, hexDump } from '../core/bytes.js';
import {
  caseRunsWithRejection,
  count,
  firstOf,
  groupFindings,
  groupSize,
  proofLine,
  windowLine,
  type Report
} from '../core/report.js';
import type { FirstBadBytes } from './files.js';
import { shellQuote } from './reproduce.js';
import { oneLine } from './safe-text.js';
import { negotiation, trackingNote } from './terminal.js';

const LIMIT = 1000 * 1024;

export function html(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  );
}

/** Dynamic text in the summary: escaped for HTML, on one line. */
function text(value: string): string {
  return html(oneLine(value));
}

/** The run counts, wall time, policy, profile and protocol of a report, as HTML (summary and report.html). */
export function statsHtml(report: Report): string {
  return (
    `${count(report.stats.runs, 'run')}, ${count(report.stats.cases, 'corpus case')}, <b>${count(report.findings.length, 'finding')}</b>, ${(report.stats.wallMs / 1000).toFixed(1)} s · ` +
    `policy <code>${text(report.gate.policy)}</code> · profile <code>${text(report.gate.profile)}</code> · protocol <code>${text(report.gate.protocolVersion)}</code>${text(negotiation(report))}` +
    text(trackingNote(report))
  );
}

/** The proof line, and on a line of its own how soon the gate closed stdin (`windowLine`), as HTML (summary and report.html). */
export function proofHtml(report: Report, proof = (html: string) => html): string {
  const window = windowLine(report);
  return `${proof(text(proofLine(report)))}${window ? `<br>${text(window)}` : ''}`;
}

/** A merged report's shards, each with its runs and verdict, as one HTML paragraph. */
export function shardsHtml(shards: NonNullable<Report['shards']>): string {
  return `<p>Merged from ${shards.length} shards: ${shards.map((x) => text(`${x.shard} (${count(x.runs, 'run')}, ${x.result})`)).join(' · ')}</p>`;
}

export interface SummaryLinks {
  name: string;
  url?: string;
  note?: string;
}

export function renderSummary(
  report: Report,
  first: FirstBadBytes | undefined,
  reproduce: string | undefined,
  links: SummaryLinks[]
): string {
  const out: string[] = [];
  const pass = report.result === 'pass';
  out.push(`\n<h2>${pass ? '✅' : '❌'} mcp-stdio-gate: ${pass ? 'pass' : 'fail'}</h2>`);
  out.push(`<p>${statsHtml(report)} · action log ${report.gate.actionLog}</p>`);
  out.push(`<p>${proofHtml(report)}</p>`);
  if (report.shards) out.push(shardsHtml(report.shards));
  out.push(`<p>Launch command: <code>${text(report.command.map(shellQuote).join(' '))}</code></p>`);
  if (first) {
    const f = first.finding;
    out.push(`<h3>First offending stdout bytes</h3>`);
    out.push(
      `<p><code>${text(f.kind)}</code> in scenario <code>${text(f.scenario)}</code>, case <code>${text(f.case)}</code>, line ${f.line}, byte offset ${f.offset}</p>`
    );
    out.push(`<pre>${text(escapeBytes(first.bytes, 2048))}</pre>`);
    out.push(`<pre>${html(hexDump(first.bytes, 16))}</pre>`);
  }
  if (reproduce)
    out.push(
      `<h3>Reproduce locally</h3>`,
      `<p>From a checkout of mcp-stdio-gate:</p>`,
      `<pre>${text(reproduce)}</pre>`
    );
  const groups = groupFindings(report.findings, caseRunsWithRejection(report));
  if (groups.length) {
    out.push('<h3>Findings</h3>', '<table><tr><th>kind</th><th>message</th><th>runs</th></tr>');
    // At most 100 groups of at most ~2 KiB each: well inside the limit.
    for (const g of groups.slice(0, 100)) {
      const runs = `${groupSize(g)}: ${firstOf(g.runs, 10)}`;
      out.push(
        `<tr><td><code>${text(g.kind)}</code></td><td>${text(g.message.slice(0, 600))}</td><td>${text(runs)}</td></tr>`
      );
    }
    out.push('</table>');
    if (groups.length > 100)
      out.push(`<p>… and ${groups.length - 100} more kinds of finding in report.json.</p>`);
  }
  for (const w of report.warnings) out.push(`<p>⚠️ ${text(w)}</p>`);
  if (links.length) {
    out.push('<h3>Artifacts</h3><ul>');
    for (const l of links) {
      const name = l.url ? `<a href="${text(l.url)}">${text(l.name)}</a>` : text(l.name);
      out.push(`<li>${name}${l.note ? ` ${text(l.note)}` : ''}</li>`);
    }
    out.push('</ul>');
  }
  // The grid comes last and stops before the summary would pass its size limit.
  const scenarios = [...new Set(report.runs.map((r) => r.scenario))];
  const cases = [...new Set(report.runs.map((r) => r.case))];
  const verdicts = new Map(report.runs.map((r) => [`${r.scenario}\u0000${r.case}`, r.verdict]));
  const cell = (s: string, c: string) => {
    const v = verdicts.get(`${s}\u0000${c}`);
    return !v ? '·' : v === 'pass' ? '✅' : v === 'accepted' ? '⚪' : '❌';
  };
  out.push('<h3>Scenario × case</h3>', '<p>✅ pass · ❌ fail · ⚪ accepted by the baseline · · not run</p>');
  out.push(`<table><tr><th>case</th>${scenarios.map((s) => `<th>${text(s)}</th>`).join('')}</tr>`);
  let size = Buffer.byteLength(out.join('\n'));
  let shown = 0;
  for (const c of cases) {
    const row = `<tr><td>${text(c)}</td>${scenarios.map((s) => `<td>${cell(s, c)}</td>`).join('')}</tr>`;
    size += Buffer.byteLength(row) + 1;
    if (size > LIMIT - 512) break;
    out.push(row);
    shown += 1;
  }
  out.push('</table>');
  if (shown < cases.length)
    out.push(`<p>${cases.length - shown} more cases in report.json (the summary keeps under 1 MiB).</p>`);
  return out.join('\n') + '\n';
}
