/**
 * report.html: one self-contained file (inline style, no script, no external resource) a
 * maintainer opens from the report artifact: verdict, proof line, findings grouped by meaning and
 * most severe first, the scenario × case grid, and each run's first offending stdout line as a hex
 * dump with the offending bytes marked. Every dynamic text goes through `text()` (HTML-escaped, on
 * one line, hidden characters as visible escapes): server text can open no element.
 */
import { utf8SequenceLength } from '../core/bytes.js';
import {
  caseRunsWithRejection,
  count,
  firstOf,
  groupFindings,
  groupSize,
  mostSevere,
  runKey,
  type Report
} from '../core/report.js';
import { shellQuote } from './reproduce.js';
import { oneLine } from './safe-text.js';
import { html, proofHtml, shardsHtml, statsHtml } from './summary.js';

const text = (value: string): string => html(oneLine(value));

/** Lines shown per dump and dumps per report: the file stays small on a flood. */
const DUMP_BYTES = 1024;
const MAX_DUMPS = 50;
/** Finding groups listed (a server can make each run's noise differ). */
const MAX_GROUPS = 500;

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;max-width:1200px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:17px;margin:28px 0 8px}
.badge{color:#fff;border-radius:4px;padding:1px 8px}.badge.pass{background:#1a7f37}.badge.fail{background:#cf222e}
.runs{font-size:12px;color:#57606a}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}code,pre{font:12px/1.4 ui-monospace,monospace}
pre{background:#f6f8fa;padding:8px;overflow-x:auto}
td.v-pass{background:#dafbe1}td.v-fail{background:#ffebe9}td.v-accepted,td.v-na{background:#eaeef2}td.v-none{color:#8c959f}
.dump mark{background:#ffb3ad;color:#000}.kind{white-space:nowrap}`;

/** Which bytes of an offending line to mark: its ill-formed UTF-8 when it has any, else all of it. */
export function offendingBytes(bytes: Uint8Array): boolean[] {
  const marks = new Array<boolean>(bytes.length).fill(false);
  let any = false;
  for (let i = 0; i < bytes.length;) {
    const n = utf8SequenceLength(bytes, i);
    if (n === 0) {
      marks[i] = any = true;
      i += 1;
    } else i += n;
  }
  return any ? marks : marks.fill(true);
}

/** A hex dump as HTML: offset, 16 hex bytes, their ASCII; offending bytes in <mark>. */
function dump(bytes: Uint8Array): string {
  const shown = bytes.subarray(0, DUMP_BYTES);
  const marks = offendingBytes(bytes);
  const rows: string[] = [];
  for (let at = 0; at < shown.length; at += 16) {
    const hex: string[] = [];
    const ascii: string[] = [];
    for (let i = at; i < at + 16; i++) {
      if (i >= shown.length) {
        hex.push('  ');
        continue;
      }
      const b = shown[i];
      const h = b.toString(16).padStart(2, '0');
      const a = b >= 0x20 && b < 0x7f ? html(String.fromCharCode(b)) : '.';
      hex.push(marks[i] ? `<mark>${h}</mark>` : h);
      ascii.push(marks[i] ? `<mark>${a}</mark>` : a);
    }
    rows.push(`${at.toString(16).padStart(8, '0')}  ${hex.join(' ')}  |${ascii.join('')}|`);
  }
  if (bytes.length > shown.length) rows.push(`… ${bytes.length - shown.length} more bytes in report.json`);
  return `<pre class="dump">${rows.join('\n')}</pre>`;
}

export function renderHtml(report: Report): string {
  const verdict = report.result === 'pass' ? 'pass' : 'fail';
  const out: string[] = [];
  out.push(
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // No script, no resource from anywhere: the file is read offline, from an artifact.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>mcp-stdio-gate: ${text(report.result)}</title><style>${STYLE}</style></head><body>`,
    `<h1 id="verdict"><span class="badge ${verdict}">${report.result.toUpperCase()}</span> mcp-stdio-gate</h1>`,
    `<p id="stats">${statsHtml(report)} · gate ${text(report.gate.version)}, corpus ${text(report.gate.corpusVersion)}</p>`,
    `<p id="proof">${proofHtml(report, (proof) => `<b>${proof}</b>`)}</p>`,
    `<p>Launch command: <code>${text(report.command.map(shellQuote).join(' '))}</code></p>`
  );
  if (report.error) out.push(`<pre id="error">${text(report.error.split('\n')[0])}</pre>`);
  for (const w of report.warnings) out.push(`<p class="warning">⚠️ ${text(w)}</p>`);

  const groups = groupFindings(report.findings, caseRunsWithRejection(report));
  out.push(`<h2>Findings</h2>`);
  if (!groups.length) out.push('<p id="no-findings">None.</p>');
  else {
    out.push('<table id="findings"><tr><th>kind</th><th>what</th><th>runs</th></tr>');
    for (const g of groups.slice(0, MAX_GROUPS)) {
      const runs = text(firstOf(g.runs, 8));
      out.push(
        `<tr class="finding"><td class="kind"><code>${text(g.kind)}</code></td><td>${text(g.message.slice(0, 2000))}</td><td class="runs"><b>${text(groupSize(g))}</b>: ${runs}</td></tr>`
      );
    }
    out.push('</table>');
    if (groups.length > MAX_GROUPS)
      out.push(`<p>… and ${groups.length - MAX_GROUPS} more kinds of finding in report.json.</p>`);
    const reproduce = mostSevere(report.findings)?.reproduce;
    if (reproduce) out.push(`<p>Reproduce the most severe:</p><pre id="reproduce">${text(reproduce)}</pre>`);
  }
  if (report.accepted.length)
    out.push(`<p>${count(report.accepted.length, 'finding')} accepted by the baseline (in report.json).</p>`);

  // One dump per group: the first offending line of each defect, in the order of the findings.
  const lines = groups.map((g) => g.first).filter((f) => f.bytesBase64 !== undefined);
  if (lines.length) {
    out.push('<h2>First offending stdout line of each finding</h2>');
    for (const f of lines.slice(0, MAX_DUMPS)) {
      const bytes = Buffer.from(f.bytesBase64!, 'base64');
      out.push(
        `<h3 class="dump-title"><code>${text(f.kind)}</code> in ${text(runKey(f.scenario, f.case))}, stdout line ${f.line ?? '?'}, byte offset ${f.offset ?? '?'}</h3>`,
        dump(bytes)
      );
    }
    if (lines.length > MAX_DUMPS)
      out.push(`<p>${lines.length - MAX_DUMPS} more offending lines in report.json.</p>`);
  }

  const scenarios = [...new Set(report.runs.map((r) => r.scenario))];
  const cases = [...new Set(report.runs.map((r) => r.case))];
  const runs = new Map(report.runs.map((r) => [runKey(r.scenario, r.case), r]));
  const kinds = new Map<string, Set<string>>();
  for (const f of report.findings) {
    const k = runKey(f.scenario, f.case);
    kinds.set(k, (kinds.get(k) ?? new Set()).add(f.kind));
  }
  out.push('<h2>Scenario × case</h2>', '<table id="grid"><tr><th>case</th>');
  out.push(...scenarios.map((s) => `<th>${text(s)}</th>`), '</tr>');
  for (const c of cases) {
    const cells = scenarios.map((s) => {
      const r = runs.get(runKey(s, c));
      if (!r) return '<td class="v-none">·</td>';
      const found = [...(kinds.get(runKey(s, c)) ?? [])].join(', ');
      const label = r.notApplicable
        ? 'n/a'
        : r.verdict === 'pass'
          ? 'pass'
          : r.verdict === 'accepted'
            ? 'accepted'
            : found || 'fail';
      return `<td class="v-${r.notApplicable ? 'na' : r.verdict}">${text(label)}</td>`;
    });
    out.push(`<tr><td><code>${text(c)}</code></td>${cells.join('')}</tr>`);
  }
  out.push('</table>');
  if (report.shards) out.push(shardsHtml(report.shards));
  out.push('</body></html>');
  return out.join('\n') + '\n';
}
