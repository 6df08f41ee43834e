/**
 * The runner's file commands: GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and
 * GITHUB_STEP_SUMMARY name files through which a step sets the environment and PATH of every later
 * step, its outputs, its state and its summary. No MCP client gives them to a server, so the server
 * under test does not get them (`serverEnvironment`); a process that finds them anyway (the files
 * lie in the runner's temp directory, readable by the same user) must not steer the gate's verdict
 * or a later step. They are read before the first server starts and put back as they were once the
 * last is gone; a change in between is an action no frame's canary explains.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';

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
        const size = statSync(file).size;
        kept.push({ name, file, size, content: size <= KEPT_BYTES ? readFileSync(file) : undefined });
      } catch {
        // absent: nothing to keep (a file made meanwhile is still looked for, below)
        kept.push({ name, file, size: 0, content: Buffer.alloc(0) });
      }
    }
    return new RunnerFiles(kept);
  }

  /** Puts back every file a process changed since `read`; says which, and what was added. */
  restore(): RunnerFileChange[] {
    const changes: RunnerFileChange[] = [];
    for (const k of this.kept) {
      let now: Buffer;
      let writtenAt: number;
      try {
        const stat = statSync(k.file);
        if (k.content === undefined && stat.size === k.size) continue;
        now = readFileSync(k.file);
        writtenAt = stat.mtimeMs;
      } catch {
        continue;
      }
      const before = k.content ?? now.subarray(0, k.size);
      if (now.equals(before)) continue;
      const added = now.length > before.length && now.subarray(0, before.length).equals(before);
      writeFileSync(k.file, before);
      changes.push({
        name: k.name,
        file: k.file,
        writtenAt,
        added: added
          ? now.subarray(before.length, before.length + 200).toString('utf8')
          : `its ${before.length} bytes were rewritten (now ${now.length})`
      });
    }
    return changes;
  }
}
