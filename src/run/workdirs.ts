/** Work directories of gates still running, so a signal that ends the gate removes them too. */
import { rmSync } from 'node:fs';

const live = new Set<string>();

export function registerWorkDir(dir: string): void {
  live.add(dir);
}

export function unregisterWorkDir(dir: string): void {
  live.delete(dir);
}

/** Removes every live work directory (for the signal handlers of the entries); never throws. */
export function removeAllWorkDirs(): void {
  for (const dir of live) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // a leftover still writing: the signal handler has killed it, nothing more to do here
    }
  }
  live.clear();
}
