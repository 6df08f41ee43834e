/**
 * The runner's file commands: GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and
 * GITHUB_STEP_SUMMARY name files through which a step sets the environment and PATH of every later
 * step, its outputs, its state and its summary. No MCP client gives them to a server, so the server
 * under test does not get them (`serverEnvironment`); a process that finds them anyway (the files
 * lie in the runner's temp directory, readable by the same user) must not steer the gate's verdict
 * or a later step. They are read before the first server starts and put back as they were once the
 * last is gone; a change in between is an action no frame's canary explains.
 */
import { closeSync, constants, lstatSync, rmSync, writeSync, openSync, type Stats } from 'node:fs';
import path from 'node:path';
import { readRange, replacementOf } from './read-range.js';

export const RUNNER_FILE_VARS = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
] as const;

const RUNNER_FILE = new RegExp(`^(?:${RUNNER_FILE_VARS.join('|')})$`);

/** Whether a variable names one of the runner's file commands. */
export function isRunnerFileVar(name: string): boolean {
  return RUNNER_FILE.test(name);
}

/** Past this, a file is put back by its length only (a step's own files start empty). */
const KEPT_BYTES = 4 * 1024 * 1024;

interface Kept {
  name: string;
  file: string;
  /** Whether a file was there (a step's own files may not exist yet). */
  existed: boolean;
  size: number;
  content?: Buffer;
}

/** A runner file found written while the servers ran, and put back. */
export interface RunnerFileChange {
  name: string;
  file: string;
  /** When it was last written (ms, on `Date.now()`'s clock). */
  writtenAt: number;
  /** What it held beyond what it held before (an excerpt), or that it was shortened. */
  added: string;
}

export class RunnerFiles {
  private constructor(private readonly kept: Kept[]) {}

  /** Each runner file that exists, as it is now. */
  static read(env: NodeJS.ProcessEnv = process.env): RunnerFiles {
    const kept: Kept[] = [];
    for (const name of RUNNER_FILE_VARS) {
      const file = env[name];
      if (!file) continue;
      try {
        const size = lstatSync(file).size;
        const content = size <= KEPT_BYTES ? readRange(file, 0, KEPT_BYTES) : undefined;
        kept.push({ name, file, existed: true, size, content });
      } catch {
        // absent (or not a file the runner made): nothing to keep, but a file made meanwhile is
        // still looked for, below
        kept.push({ name, file, existed: false, size: 0, content: Buffer.alloc(0) });
      }
    }
    return new RunnerFiles(kept);
  }

  /**
   * Puts back every file a process changed since `read`; says which, and what was added. A file
   * removed, or replaced by a link, a FIFO or a directory, is made again as it was: nothing is read
   * or written through a link, nothing waits on a FIFO, and at most a little more than was kept is
   * read.
   */
  restore(): RunnerFileChange[] {
    const changes: RunnerFileChange[] = [];
    for (const k of this.kept) {
      let stat: Stats | undefined;
      try {
        stat = lstatSync(k.file);
      } catch {
        stat = undefined;
      }
      if (!stat) {
        if (!k.existed) continue;
        this.putBack(k);
        // When: its directory's last change, the removal at the latest.
        changes.push({
          name: k.name,
          file: k.file,
          writtenAt: changedAt(path.dirname(k.file)),
          added: 'it was removed'
        });
        continue;
      }
      if (!stat.isFile()) {
        const what = replacementOf(k.file, stat);
        rmSync(k.file, { recursive: true, force: true });
        if (k.existed) this.putBack(k);
        changes.push({
          name: k.name,
          file: k.file,
          writtenAt: stat.mtimeMs,
          added: `it was replaced by ${what}`
        });
        continue;
      }
      if (k.content === undefined && stat.size === k.size) continue;
      const before = k.content ?? readRange(k.file, 0, k.size);
      const now = readRange(k.file, 0, before.length + 200);
      if (stat.size === before.length && now.equals(before)) continue;
      const added = stat.size > before.length && now.subarray(0, before.length).equals(before);
      this.putBack(k, before);
      changes.push({
        name: k.name,
        file: k.file,
        writtenAt: stat.mtimeMs,
        added: added
          ? now.subarray(before.length, before.length + 200).toString('utf8')
          : `its ${before.length} bytes were rewritten (now ${stat.size})`
      });
    }
    return changes;
  }

  /** Writes `k` back as it was, never through a link: the file at its path or a new one. */
  private putBack(k: Kept, content = k.content ?? Buffer.alloc(0)): void {
    const fd = openSync(
      k.file,
      constants.O_WRONLY |
        constants.O_CREAT |
        constants.O_TRUNC |
        constants.O_NOFOLLOW |
        constants.O_NONBLOCK,
      0o644
    );
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
  }
}

/** When a directory's entries last changed (now, when it cannot be told). */
function changedAt(dir: string): number {
  try {
    return lstatSync(dir).mtimeMs;
  } catch {
    return Date.now();
  }
}
