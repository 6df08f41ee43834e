/** Bounded reads and sizes of files the server under test controls (transcripts, the recorder file). */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';

/** At most `length` bytes of `file` from `offset`: never more than the cap, never the whole file. */
export function readRange(file: string, offset: number, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(Math.max(0, Math.min(length, fstatSync(fd).size - offset)));
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, offset));
  } finally {
    closeSync(fd);
  }
}

/** A file's size now (0 when it cannot be read). */
export function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
