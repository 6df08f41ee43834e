/**
 * Writes the gate's files under --out, all redacted: report.json, junit.xml, per-run transcripts,
 * the first offending bytes, and the stderr of failing runs. Grouped for the three artifacts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { escapeBytes, hexDump } from '../core/bytes.js';
import type { Finding } from '../core/findings.js';
import type { Report } from '../core/report.js';
import type { GateOptions } from '../options.js';
import type { CompletedRun, GateResult } from '../run/gate.js';
import { renderJUnit } from './junit.js';
import type { Redactor } from './redact.js';
import { reproduceCommand } from './reproduce.js';

export interface WrittenFiles {
  root: string;
  report: string[];
  firstBadBytes: string[];
  stderr: string[];
}

export interface FirstBadBytes {
  finding: Finding;
  bytes: Buffer;
  run: CompletedRun;
}

function safe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The first finding that points at stdout bytes, with those exact bytes from the transcript. */
export function firstBadBytes(result: GateResult): FirstBadBytes | undefined {
  for (const finding of result.report.findings) {
    if (finding.offset === undefined || finding.length === undefined) continue;
    const run = result.runs.find((r) => r.plan.scenario === finding.scenario && r.caseId === finding.case);
    if (!run) continue;
    return {
      finding,
      run,
      bytes: run.observation.stdout.subarray(finding.offset, finding.offset + finding.length)
    };
  }
  return undefined;
}

export function writeGateFiles(result: GateResult, options: GateOptions, redact: Redactor): WrittenFiles {
  const root = options.outDir;
  // Files of an earlier run in the same --out must not pass for this run's (only the gate's own paths).
  for (const own of ['transcripts', 'first-bad-bytes', 'stderr', 'report.json', 'junit.xml']) {
    rmSync(path.join(root, own), { recursive: true, force: true });
  }
  const files: WrittenFiles = { root, report: [], firstBadBytes: [], stderr: [] };
  const put = (group: keyof Omit<WrittenFiles, 'root'>, rel: string, content: string | Buffer) => {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? redact.text(content) : redact.bytes(content));
    files[group].push(full);
  };
  const report: Report = JSON.parse(redact.json(result.report));
  const failing = new Set(
    report.runs.filter((r) => r.verdict !== 'pass').map((r) => `${r.scenario}/${r.case}`)
  );
  for (const run of result.runs) {
    const dir = `transcripts/${safe(run.plan.scenario)}/${safe(run.caseId)}`;
    const o = run.observation;
    put('report', `${dir}/stdin.bin`, o.stdin);
    put('report', `${dir}/stdout.bin`, o.stdout);
    put('report', `${dir}/stderr.txt`, o.stderr);
    put(
      'report',
      `${dir}/launch.json`,
      JSON.stringify(
        { argv: run.launchCommand, cwd: run.cwd, exit: o.exit, durationMs: o.durationMs },
        null,
        2
      ) + '\n'
    );
    const entry = report.runs.find((r) => r.scenario === run.plan.scenario && r.case === run.caseId);
    if (entry) entry.transcript = dir;
    if (failing.has(`${run.plan.scenario}/${run.caseId}`))
      put('stderr', `stderr/${safe(run.plan.scenario)}--${safe(run.caseId)}.txt`, o.stderr);
  }
  put('report', 'report.json', JSON.stringify(report, null, 2) + '\n');
  put('report', 'junit.xml', renderJUnit(report));
  const first = firstBadBytes(result);
  if (first) {
    const bytes = redact.bytes(first.bytes);
    put('firstBadBytes', 'first-bad-bytes/first-bad-bytes.bin', bytes);
    put('firstBadBytes', 'first-bad-bytes/first-bad-bytes.hex.txt', hexDump(bytes, 4096) + '\n');
    put(
      'firstBadBytes',
      'first-bad-bytes/first-bad-bytes.json',
      JSON.stringify(
        {
          kind: first.finding.kind,
          message: first.finding.message,
          scenario: first.finding.scenario,
          case: first.finding.case,
          line: first.finding.line,
          offset: first.finding.offset,
          length: first.finding.length,
          escaped: escapeBytes(bytes, 4096),
          launchCommand: first.run.launchCommand,
          cwd: first.run.cwd,
          reproduce: reproduceCommand(options, first.finding)
        },
        null,
        2
      ) + '\n'
    );
  }
  return files;
}
