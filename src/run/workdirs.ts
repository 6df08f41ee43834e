/** The gates' work directories: made here, removed here, also by a signal that ends the gate. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  } catch (error) {
    return `could not remove the work directory ${dir}: ${(error as Error).message}`;
  }
}

/** Removes every live work directory (for the signal handlers of the entries). */
export function removeAllWorkDirs(): void {
  for (const dir of live) removeWorkDir(dir);
}
