/**
 * Writes the gate's files under --out, all redacted: report.json, junit.xml, per-run transcripts,
 * the first offending bytes, and the stderr of failing runs. Grouped for the three artifacts.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  statSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync
} from 'node:fs';
import path from 'node:path';
import { escapeBytes, hexDump } from '../core/bytes.js';
import { STDERR_TAIL_BYTES, stderrClue } from '../core/stderr-clue.js';
import type { Finding, RawFinding } from '../core/findings.js';
import type { Report } from '../core/report.js';
import type { FrameRole } from '../core/verdict.js';
import type { GateOptions } from '../options.js';
import { ConfigurationError } from '../errors.js';
import type { GateResult } from '../run/gate.js';
import type { ExitInfo } from '../run/process-runner.js';
import { renderHtml } from './html.js';
import { renderJUnit } from './junit.js';
import { readRange } from '../run/read-range.js';
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
  /** How that run was launched. */
  launchCommand: string[];
  cwd?: string;
}

function safe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The first finding that points at stdout bytes, with those exact bytes from the (redacted) transcript. */
export function firstBadBytes(result: GateResult): FirstBadBytes | undefined {
  for (const finding of result.report.findings) {
    if (finding.offset === undefined || finding.length === undefined) continue;
    const run = result.runs.find((r) => r.plan.scenario === finding.scenario && r.caseId === finding.case);
    if (!run?.transcript) continue;
    const stdout = path.join(run.transcript.dir, TRANSCRIPT_FILES.stdout);
    // Changed by another process since the gate wrote it: only the finding's own evidence (the
    // line's first bytes, kept in memory) is what the gate saw.
    const bytes = run.transcript.replaced?.includes(stdout)
      ? Buffer.from(finding.bytesBase64 ?? '', 'base64')
      : readRange(path.join(result.outDir, stdout), finding.offset, finding.length);
    return { finding, bytes, launchCommand: run.launchCommand, cwd: run.cwd };
  }
  return undefined;
}

/**
 * The first offending bytes a report alone holds (a merged report: no transcripts at hand), from
 * the finding's own evidence (the first MAX_FINDING_BYTES of the line, redacted like the rest).
 */
export function firstBadBytesOf(report: Report): FirstBadBytes | undefined {
  const finding = report.findings.find((f) => f.bytesBase64 !== undefined);
  if (!finding) return undefined;
  return { finding, bytes: Buffer.from(finding.bytesBase64!, 'base64'), launchCommand: report.command };
}

/**
 * Makes the directory a flag names (`--out`, `--to`) and its missing parents, one level at a time,
 * or says why not, naming the flag. Not Node's `recursive`: where a parent exists but refuses
 * children with ENOENT (under /proc or /sys), that retries forever at full CPU.
 */
export function makeDirectory(dir: string, flag: string): void {
  const missing: string[] = [];
  for (let d = path.resolve(dir); !existsSync(d); d = path.dirname(d)) {
    missing.unshift(d);
    if (d === path.dirname(d)) break;
  }
  try {
    for (const d of missing) mkdirSync(d);
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'EEXIST' &&
      statSync(dir, { throwIfNoEntry: false })?.isDirectory()
    )
      return;
    throw new ConfigurationError(`--${flag}: cannot make the directory ${dir}: ${(error as Error).message}`);
  }
}

/** A merged report's files (report.json, junit.xml, report.html) in `outDir`: their paths. */
export function writeMergedFiles(report: Report, outDir: string): string[] {
  makeDirectory(outDir, 'out');
  const files: [string, string][] = [
    ['report.json', JSON.stringify(report, null, 2) + '\n'],
    ['junit.xml', renderJUnit(report)],
    ['report.html', renderHtml(report)]
  ];
  return files.map(([name, content]) => {
    writeFileSync(path.join(outDir, name), content);
    return path.join(outDir, name);
  });
}

/** A regular file's seal, or undefined (gone, or not a regular file: a link or a directory now). */
function sealOf(file: string): Seal | undefined {
  try {
    const st = lstatSync(file, { bigint: true });
    return st.isFile() ? { ino: st.ino, size: st.size, ctimeNs: st.ctimeNs } : undefined;
  } catch {
    return undefined;
  }
}

/** What a transcript that another process changed holds once the gate found it so (`replaceChanged`). */
export const CHANGED_NOTE =
  'mcp-stdio-gate: another process changed this file after the gate wrote it (the server of this run or of a later one); what the gate wrote is not published\n';

/** Each of `files` (relative to `root`) replaced by the note: nothing another process wrote is published. */
export function replaceChanged(root: string, files: readonly string[]): void {
  for (const rel of files) {
    const fd = createOwn(path.join(root, rel));
    try {
      writeSync(fd, CHANGED_NOTE);
    } finally {
      closeSync(fd);
    }
  }
}

/** The gate's own paths under --out: an earlier run's files must not pass for this run's. */
export function clearGateFiles(root: string): void {
  for (const own of ['transcripts', 'first-bad-bytes', 'stderr', 'report.json', 'junit.xml', 'report.html']) {
    rmSync(path.join(root, own), { recursive: true, force: true });
  }
}

type TranscriptStream = 'stdin' | 'stdout' | 'stderr';
const TRANSCRIPT_FILES: Record<TranscriptStream, string> = {
  stdin: 'stdin.bin',
  stdout: 'stdout.bin',
  stderr: 'stderr.txt'
};

/** One frame of a run as launch.json keeps it: where it lies in stdin.bin, what its placeholders expanded to. */
export interface LaunchFrame {
  index: number;
  role: FrameRole;
  offset: number;
  bytes: number;
  canary: string;
  /** `{{id}}`, `{{tool}}` (unquoted) and `{{arguments}}` as written (read back by `corpus add`). */
  id: number;
  tool: string;
  arguments: string;
}

/** launch.json of a run: how the server was started, how it ended, and its frames. */
export interface LaunchFacts {
  argv: string[];
  cwd: string;
  exit: ExitInfo;
  durationMs: number;
  /** How long stdin was to stay open after the gate's last write before EOF (`SessionObservation.holdMs`). */
  holdMs?: number;
  frames: LaunchFrame[];
}

/** A file as the gate left it: another process that writes, replaces or removes it changes one of these. */
interface Seal {
  ino: bigint;
  size: bigint;
  /** The change time, which no unprivileged process can set back. */
  ctimeNs: bigint;
}

/** A file made by the gate alone: whatever was at its path (a link planted there) is removed first. */
function createOwn(file: string): number {
  rmSync(file, { recursive: true, force: true });
  return openSync(file, 'wx', 0o644);
}

/**
 * One run's transcripts, written (redacted, same lengths) as the bytes happen: the gate keeps no
 * run's output in memory, whatever the run count. `dir` is relative to the report root.
 *
 * They lie under --out while servers run, where a server can reach them (it runs as the gate's
 * user): each is sealed once closed, with the size the gate wrote, and `changed` tells which are no
 * longer as the gate left them, so that what is published is only what the gate wrote.
 */
export class TranscriptWriter {
  readonly dir: string;
  readonly files: string[] = [];
  private readonly fds = new Map<TranscriptStream, number>();
  private readonly redactors = new Map<TranscriptStream, ReturnType<Redactor['stream']>>();
  private readonly paths = new Map<TranscriptStream, string>();
  /** Bytes the gate wrote to each file. */
  private readonly sizes = new Map<string, number>();
  /** Each file once closed; undefined when it was no longer what the gate wrote by then. */
  private readonly seals = new Map<string, Seal | undefined>();
  /** The last STDERR_TAIL_BYTES of stderr as written (redacted), and whether more came before. */
  private stderrEnd = Buffer.alloc(0);
  private stderrCut = false;

  constructor(
    private readonly root: string,
    scenario: string,
    caseId: string,
    private readonly redact: Redactor
  ) {
    this.dir = `transcripts/${safe(scenario)}/${safe(caseId)}`;
    mkdirSync(path.join(root, this.dir), { recursive: true });
    for (const stream of Object.keys(TRANSCRIPT_FILES) as TranscriptStream[]) {
      const full = path.join(root, this.dir, TRANSCRIPT_FILES[stream]);
      this.fds.set(stream, createOwn(full));
      this.redactors.set(stream, redact.stream());
      this.files.push(full);
      this.paths.set(stream, full);
      this.sizes.set(full, 0);
    }
  }

  private put(stream: TranscriptStream, bytes: Buffer): void {
    const fd = this.fds.get(stream);
    if (fd === undefined) return;
    const file = this.paths.get(stream)!;
    this.sizes.set(file, this.sizes.get(file)! + writeSync(fd, bytes));
    if (stream === 'stderr' && bytes.length > 0) {
      const end = Buffer.concat([this.stderrEnd, bytes]);
      this.stderrCut ||= end.length > STDERR_TAIL_BYTES;
      // A copy: a view would keep the whole last chunk alive with the writer.
      this.stderrEnd = Buffer.from(end.subarray(-STDERR_TAIL_BYTES));
    }
  }

  /**
   * The line of the stderr most likely to say why the server ended (`stderrClue`), once the files
   * are closed; what it was taken from is let go then.
   */
  stderrHint: string | undefined;

  write(stream: TranscriptStream, bytes: Buffer): void {
    if (this.fds.has(stream)) this.put(stream, this.redactors.get(stream)!.push(bytes));
  }

  /** Flushes what the redactors held back and closes the files; then the launch facts. */
  close(launch: LaunchFacts): void {
    for (const [stream, fd] of this.fds) {
      this.put(stream, this.redactors.get(stream)!.end());
      closeSync(fd);
    }
    this.fds.clear();
    this.stderrHint = stderrClue(this.stderrEnd, this.stderrCut);
    this.stderrEnd = Buffer.alloc(0);
    const full = path.join(this.root, this.dir, 'launch.json');
    const text = Buffer.from(this.redact.text(JSON.stringify(launch, null, 2) + '\n'));
    const fd = createOwn(full);
    try {
      this.sizes.set(full, writeSync(fd, text));
    } finally {
      closeSync(fd);
    }
    this.files.push(full);
    for (const file of this.files) {
      const seal = sealOf(file);
      this.seals.set(file, seal?.size === BigInt(this.sizes.get(file)!) ? seal : undefined);
    }
  }

  /**
   * The files (relative to the report root) that are no longer as the gate left them: written,
   * replaced or removed by another process (the server of this run while it ran, or of a later one).
   * A server that wrote over its own stdout while its run went on kept its size, and the gate's later
   * writes moved its change time, but not the bytes the gate remembers: stdout is also compared,
   * where each of `stdoutFindings` points, with that finding's evidence (the line's first bytes, kept
   * in memory, masked as the line was, whole, before it was cut).
   */
  changed(stdoutFindings: readonly RawFinding[]): string[] {
    const stdout = this.paths.get('stdout')!;
    const asSeen = stdoutFindings.every((f) => {
      if (f.offset === undefined || f.bytesBase64 === undefined) return true;
      const seen = this.redact.bytes(Buffer.from(f.bytesBase64, 'base64'));
      try {
        return readRange(stdout, f.offset, seen.length).equals(seen);
      } catch {
        return false;
      }
    });
    return [...this.seals]
      .filter(([file, then]) => {
        if (file === stdout && !asSeen) return true;
        const now = sealOf(file);
        return (
          !then || !now || now.ino !== then.ino || now.size !== then.size || now.ctimeNs !== then.ctimeNs
        );
      })
      .map(([file]) => path.relative(this.root, file));
  }

  /** Closes and removes the files: the run never started. */
  discard(): void {
    this.abandon();
    rmSync(path.join(this.root, this.dir), { recursive: true, force: true });
  }

  /** Closes without the launch facts (the run failed inside the gate). */
  abandon(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}

/**
 * `invocation`: how this gate was started (the CLI's own path, or `node dist/cli.js` from a
 * checkout): every reproduce command written uses it, the same as the terminal's.
 */
export function writeGateFiles(
  result: GateResult,
  options: GateOptions,
  redact: Redactor,
  invocation?: string[]
): WrittenFiles {
  const root = options.outDir;
  const files: WrittenFiles = { root, report: [], firstBadBytes: [], stderr: [] };
  const put = (group: keyof Omit<WrittenFiles, 'root'>, rel: string, content: string | Buffer) => {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? redact.text(content) : redact.bytes(content));
    files[group].push(full);
  };
  // Redacted by the engine; each finding carries the command that reproduces its run alone.
  const report: Report = {
    ...result.report,
    findings: result.report.findings.map((f) => ({
      ...f,
      reproduce: redact.text(reproduceCommand(options, f, invocation))
    }))
  };
  const failing = new Set(
    report.runs.filter((r) => r.verdict !== 'pass').map((r) => `${r.scenario}/${r.case}`)
  );
  for (const run of result.runs) {
    if (!run.transcript) continue;
    files.report.push(...run.transcript.files);
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
  put('report', 'report.html', renderHtml(report));
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
          launchCommand: first.launchCommand,
          cwd: first.cwd,
          reproduce: reproduceCommand(options, first.finding, invocation)
        },
        null,
        2
      ) + '\n'
    );
  }
  return files;
}
