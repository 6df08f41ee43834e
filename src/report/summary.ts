/**
 * The job summary (HTML inside Markdown): verdict first, the first offending bytes, the reproduce
 * command, findings, the scenario × case grid, artifact links. Everything is escaped; under 1 MiB.
 */
import { escapeBytes, hexDump } from '../core/bytes.js';
import type { Report } from '../core/report.js';
import type { FirstBadBytes } from './files.js';

const LIMIT = 1000 * 1024;

export function html(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  );
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
  out.push(`<h2>${pass ? '✅' : '❌'} mcp-stdio-gate: ${pass ? 'pass' : 'fail'}</h2>`);
  out.push(
    `<p>${report.stats.runs} runs, ${report.stats.cases} corpus cases, <b>${report.findings.length} findings</b>, ${(report.stats.wallMs / 1000).toFixed(1)} s · ` +
      `policy <code>${html(report.gate.policy)}</code> · profile <code>${html(report.gate.profile)}</code> · protocol <code>${html(report.gate.protocolVersion)}</code> · ` +
      `action log ${report.gate.actionLog}</p>`
  );
  out.push(`<p>Launch command: <code>${html(report.command.join(' '))}</code></p>`);
  if (first) {
    const f = first.finding;
    out.push(`<h3>First offending stdout bytes</h3>`);
    out.push(
      `<p><code>${html(f.kind)}</code> in scenario <code>${html(f.scenario)}</code>, case <code>${html(f.case)}</code>, line ${f.line}, byte offset ${f.offset}</p>`
    );
    out.push(`<pre>${html(escapeBytes(first.bytes, 2048))}</pre>`);
    out.push(`<pre>${html(hexDump(first.bytes, 16))}</pre>`);
  }
  if (reproduce)
    out.push(
      `<h3>Reproduce locally</h3>`,
      `<p>From a checkout of mcp-stdio-gate:</p>`,
      `<pre>${html(reproduce)}</pre>`
    );
  if (report.findings.length) {
    out.push(
      '<h3>Findings</h3>',
      '<table><tr><th>kind</th><th>scenario</th><th>case</th><th>message</th></tr>'
    );
    for (const f of report.findings.slice(0, 100)) {
      out.push(
        `<tr><td><code>${html(f.kind)}</code></td><td>${html(f.scenario)}</td><td>${html(f.case)}</td><td>${html(f.message.slice(0, 600))}</td></tr>`
      );
    }
    out.push('</table>');
    if (report.findings.length > 100)
      out.push(`<p>… and ${report.findings.length - 100} more in report.json.</p>`);
  }
  const scenarios = [...new Set(report.runs.map((r) => r.scenario))];
  const cases = [...new Set(report.runs.map((r) => r.case))];
  const cell = (s: string, c: string) => {
    const run = report.runs.find((r) => r.scenario === s && r.case === c);
    return !run ? '·' : run.verdict === 'pass' ? '✅' : run.verdict === 'accepted' ? '⚪' : '❌';
  };
  out.push(
    '<h3>Scenario × case</h3>',
    `<table><tr><th>case</th>${scenarios.map((s) => `<th>${html(s)}</th>`).join('')}</tr>`
  );
  for (const c of cases)
    out.push(`<tr><td>${html(c)}</td>${scenarios.map((s) => `<td>${cell(s, c)}</td>`).join('')}</tr>`);
  out.push('</table>', '<p>✅ pass · ❌ fail · ⚪ accepted by the baseline · · not run</p>');
  if (links.length) {
    out.push('<h3>Artifacts</h3><ul>');
    for (const l of links)
      out.push(
        `<li>${l.url ? `<a href="${html(l.url)}">${html(l.name)}</a>` : html(l.name)}${l.note ? ` ${html(l.note)}` : ''}</li>`
      );
    out.push('</ul>');
  }
  for (const w of report.warnings) out.push(`<p>⚠️ ${html(w)}</p>`);
  let text = out.join('\n') + '\n';
  if (Buffer.byteLength(text) > LIMIT)
    text =
      text.slice(0, LIMIT - 200) +
      '\n</table></pre>\n<p>(summary cut at 1 MiB; see the report artifact)</p>\n';
  return text;
}
