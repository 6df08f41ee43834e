/** The gates' work directories: made here, removed here, also by a signal that ends the gate. */
import {
  chmodSync,
  closeSync,
  ftruncateSync,
  constants,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  type Stats
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fsPath, nameOf } from './fs-names.js';

const live = new Set<string>();

/** A fresh work directory, removed by `removeAllWorkDirs` if the gate is ended before it is done. */
export function createWorkDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-stdio-gate-'));
  live.add(dir);
  return dir;
}

/**
 * Removes a work directory, whatever a leftover wrote into it; never throws. Returns why it could
 * not, for a report warning.
 */
export function removeWorkDir(dir: string): string | undefined {
  live.delete(dir);
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    return undefined;
  } catch {
    // A directory a server made unwritable (as any user but root, nothing in it can be removed):
    // given back to its owner, the gate's user, then removed.
    try {
      ownerAccessUnder(dir);
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      return undefined;
    } catch (error) {
      return `could not remove the work directory ${dir}: ${(error as Error).message}`;
    }
  }
}

/**
 * Gives the owner back what a server of the same user took away from an entry of the gate's work
 * directory: read (and for a directory write and search) permission. Never through a link, and only
 * on an entry of this process's user. Returns whether it changed anything.
 */
export function ownerAccess(file: string): boolean {
  const st = lstatSync(fsPath(file));
  if (st.isSymbolicLink() || st.uid !== process.getuid?.()) return false;
  const want = st.isDirectory() ? 0o700 : 0o600;
  if ((st.mode & want) === want) return false;
  chmodSync(fsPath(file), (st.mode & 0o7777) | want);
  return true;
}

/** `ownerAccess` on `dir` and every directory under it (a tree a server locked). */
function ownerAccessUnder(dir: string): void {
  ownerAccess(dir);
  for (const entry of readdirSync(fsPath(dir), { withFileTypes: true, encoding: 'buffer' }))
    if (entry.isDirectory()) ownerAccessUnder(path.join(dir, nameOf(entry.name)));
}

/** Removes every live work directory (for the signal handlers of the entries). */
export function removeAllWorkDirs(): void {
  for (const dir of live) removeWorkDir(dir);
}

/**
 * Writes `file` anew in place: a plain file is overwritten from its start, then cut to the new
 * length (no new inode per run, and no blocks freed and taken again when the length stays within
 * a block: some file systems make either costly), never followed through a link. Whatever else a server
 * left at that path (a link, a directory, a FIFO, a file given another mode, which root could still
 * reopen) is moved aside (left for the work directory's removal) and a new file is made: every run
 * finds the file as the first one did (a mode a server gave it would otherwise be the next run's
 * from its start, and its own change of it no change at all).
 */
export function freshFile(file: string, data: string): void {
  const found = lstatOrUndefined(file);
  if (found?.isFile() && (found.mode & 0o7777) === FILE_MODE) {
    try {
      const fd = openSync(file, constants.O_WRONLY | constants.O_NOFOLLOW);
      try {
        writeFileSync(fd, data);
        ftruncateSync(fd, Buffer.byteLength(data));
      } finally {
        closeSync(fd);
      }
      return;
    } catch {
      // not writable any more (its mode changed): replaced below
    }
  }
  if (found) moveAside(file);
  writeFileSync(file, data, { flag: 'wx', mode: FILE_MODE });
}

/** Mode of the files made by `freshFile` (a reused one is compared with it). */
const FILE_MODE = 0o600;

/**
 * A fresh, empty directory at `dir`: the last run's, when it left a plain, empty directory with the
 * mode it was made with; otherwise that one is moved aside (whatever is inside, however unreadable)
 * and a new one is made.
 */
export function freshDir(dir: string): void {
  const found = lstatOrUndefined(dir);
  if (found?.isDirectory() && (found.mode & 0o7777) === DIR_MODE) {
    try {
      if (readdirSync(dir).length === 0) return;
    } catch {
      // unreadable: replaced below
    }
  }
  if (found) moveAside(dir);
  mkdirSync(dir, { mode: DIR_MODE });
}

/** Mode of the directories made by `freshDir` (a reused one is compared with it). */
const DIR_MODE = 0o700;

let asides = 0;

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** Renames what is at `file` out of the way, in the same directory (removed with the work directory). */
function moveAside(file: string): void {
  renameSync(file, `${file}.stale-${++asides}`);
}
