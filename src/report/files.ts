/**
 * Writes the gate's files under --out, all redacted: report.json, junit.xml, per-run transcripts,
 * the first offending bytes, and the stderr of failing runs. Grouped for the three artifacts.
 */
import { closeSync, copyFileSync, mkdirSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
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

/** Reads `length` bytes at `offset` of a file (a transcript on disk). */
function readRange(file: string, offset: number, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(length);
    return buf.subarray(0, readSync(fd, buf, 0, length, offset));
  } finally {
    closeSync(fd);
  }
}

/** The first finding that points at stdout bytes, with those exact bytes from the (redacted) transcript. */
export function firstBadBytes(result: GateResult): FirstBadBytes | undefined {
  for (const finding of result.report.findings) {
    if (finding.offset === undefined || finding.length === undefined) continue;
    const run = result.runs.find((r) => r.plan.scenario === finding.scenario && r.caseId === finding.case);
    if (!run?.transcript) continue;
    const file = path.join(result.outDir, run.transcript.dir, 'stdout.bin');
    return { finding, run, bytes: readRange(file, finding.offset, finding.length) };
  }
  return undefined;
}

/** The gate's own paths under --out: an earlier run's files must not pass for this run's. */
export function clearGateFiles(root: string): void {
  for (const own of ['transcripts', 'first-bad-bytes', 'stderr', 'report.json', 'junit.xml']) {
    rmSync(path.join(root, own), { recursive: true, force: true });
  }
}

export interface TranscriptBytes {
  stdin: Buffer;
  stdout: Buffer;
  stderr: Buffer;
}

/**
 * Writes one run's transcripts (redacted, same lengths) as soon as it ends, so the gate keeps no
 * run's output in memory: returns the directory relative to `root` and the files written.
 */
export function writeTranscripts(
  root: string,
  scenario: string,
  caseId: string,
  bytes: TranscriptBytes,
  launch: object,
  redact: Redactor
): { dir: string; files: string[] } {
  const dir = `transcripts/${safe(scenario)}/${safe(caseId)}`;
  mkdirSync(path.join(root, dir), { recursive: true });
  const files: string[] = [];
  const put = (name: string, content: Buffer | string) => {
    const full = path.join(root, dir, name);
    writeFileSync(full, typeof content === 'string' ? redact.text(content) : redact.bytes(content));
    files.push(full);
  };
  put('stdin.bin', bytes.stdin);
  put('stdout.bin', bytes.stdout);
  put('stderr.txt', bytes.stderr);
  put('launch.json', JSON.stringify(launch, null, 2) + '\n');
  return { dir, files };
}

export function writeGateFiles(result: GateResult, options: GateOptions, redact: Redactor): WrittenFiles {
  const root = options.outDir;
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
    if (!run.transcript) continue;
    files.report.push(...run.transcript.files);
    const entry = report.runs.find((r) => r.scenario === run.plan.scenario && r.case === run.caseId);
    if (entry) entry.transcript = run.transcript.dir;
    if (failing.has(`${run.plan.scenario}/${run.caseId}`)) {
      // Already redacted on disk: copied as it is.
      const target = path.join(root, `stderr/${safe(run.plan.scenario)}--${safe(run.caseId)}.txt`);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(path.join(root, run.transcript.dir, 'stderr.txt'), target);
      files.stderr.push(target);
    }
  }
  put('report', 'report.json', JSON.stringify(report, null, 2) + '\n');
  put('report', 'junit.xml', renderJUnit(report));
  const first = firstBadBytes(result);
  if (first) {
    const bytes = first.bytes;
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
