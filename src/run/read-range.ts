/** Bounded reads and sizes of files the server under test controls (transcripts, the recorder file). */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  type Stats
} from 'node:fs';
import path from 'node:path';
import { fsPath } from './fs-names.js';

/** Where the kernel names an open descriptor: a path through it resolves from that directory, as openat(2) does. */
const FD_PATHS = existsSync('/proc/self/fd') ? '/proc/self/fd' : undefined;

/**
 * `dir` opened as a directory, never through a symbolic link (a directory swapped for a link to `/`
 * is not entered), and the path that names it through its descriptor (`base`), so that what is
 * listed or watched under `base` is that directory even if its path is swapped meanwhile. The
 * caller closes `fd`. Throws otherwise.
 */
export function openDirectory(dir: string): { fd: number; base: string } {
  const fd = openSync(fsPath(dir), constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  return { fd, base: FD_PATHS ? path.join(FD_PATHS, String(fd)) : dir };
}

/**
 * `file` opened for reading only if it is a regular file: never through a symbolic link (a server
 * that swapped the file for a link to `/dev/zero`, or to a file of the runner's, is not followed) and
 * never waiting for a FIFO's writer (O_NONBLOCK). With `expected`, also only the inode that was
 * there (a swap between a look at the path and the open is refused). Throws otherwise.
 */
export function openRegular(file: string, expected?: Stats): { fd: number; st: Stats } {
  const fd = openSync(fsPath(file), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`not a regular file: ${file}`);
    if (expected && (st.ino !== expected.ino || st.dev !== expected.dev))
      throw new Error(`replaced while it was read: ${file}`);
    return { fd, st };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** At most `length` bytes of `file` from `offset`: never more than the cap, never the whole file. */
export function readRange(file: string, offset: number, length: number): Buffer {
  const { fd, st } = openRegular(file);
  try {
    const buf = Buffer.alloc(Math.max(0, Math.min(length, st.size - offset)));
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, offset));
  } finally {
    closeSync(fd);
  }
}

/** A regular file's size now (0 when it is gone, or no longer a regular file). */
export function fileSize(file: string): number {
  try {
    const st = lstatSync(fsPath(file));
    return st.isFile() ? st.size : 0;
  } catch {
    return 0;
  }
}

/** What kind of entry `st` is, for a message: `a regular file`, `a symbolic link`, `a FIFO`… */
export function entryKind(st: Stats): string {
  if (st.isFile()) return 'a regular file';
  if (st.isDirectory()) return 'a directory';
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'an entry of another kind';
}

/** What replaced an entry, for a message: `a symbolic link to <target>` (bounded), or its kind. */
export function replacementOf(file: string, st: Stats): string {
  if (!st.isSymbolicLink()) return entryKind(st);
  let target = '?';
  try {
    target = readlinkSync(fsPath(file)).slice(0, 200);
  } catch {
    // gone again: still a link
  }
  return `a symbolic link to ${target}`;
}
