/** JUnit XML: one test case per scenario × case, failures carrying the findings. */
import type { Report } from '../core/report.js';

function xml(text: string): string {
  return text
    .replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd]/gu, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function renderJUnit(report: Report): string {
  const failures = report.runs.filter((r) => r.verdict === 'fail').length;
  const seconds = (report.stats.wallMs / 1000).toFixed(3);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-stdio-gate" tests="${report.runs.length}" failures="${failures}" time="${seconds}">`,
    `  <testsuite name="mcp-stdio-gate" tests="${report.runs.length}" failures="${failures}" time="${seconds}">`
  ];
  for (const run of report.runs) {
    const name = xml(`${run.scenario} × ${run.case}`);
    const time = (run.durationMs / 1000).toFixed(3);
    const findings = [...report.findings, ...report.accepted].filter(
      (f) => f.scenario === run.scenario && f.case === run.case
    );
    if (run.verdict === 'pass') {
      out.push(`    <testcase classname="${xml(run.scenario)}" name="${name}" time="${time}"/>`);
    } else if (run.verdict === 'accepted') {
      out.push(
        `    <testcase classname="${xml(run.scenario)}" name="${name}" time="${time}"><skipped message="accepted by the baseline file"/></testcase>`
      );
    } else {
      const body = findings.map((f) => `${f.kind}: ${f.message}`).join('\n');
      out.push(`    <testcase classname="${xml(run.scenario)}" name="${name}" time="${time}">`);
      out.push(
        `      <failure type="${xml(findings[0]?.kind ?? 'fail')}" message="${xml(findings[0]?.message ?? '')}">${xml(body)}</failure>`
      );
      out.push('    </testcase>');
    }
  }
  out.push('  </testsuite>', '</testsuites>', '');
  return out.join('\n');
}
