/** How both entries, the CLI and the Action, begin. */
import { setFlagsFromString } from 'node:v8';
import { canMakeRunCgroups } from './descendants.js';
import { runUnderSubreaper } from './subreaper.js';

/**
 * Runs the `main` that `load` gives. Where runs cannot have cgroups of their own (an unprivileged
 * user, as on a GitHub-hosted runner), it runs in the child of a subreaper, which adopts every
 * process a server's descendant leaves behind (run/subreaper.ts); this process only passes signals
 * on, waits and exits as that child did, so it loads nothing else (`load` is called once, in the
 * child). A run's cgroup holds those processes already.
 */
export async function runEntry(load: () => Promise<{ main: () => Promise<void> }>): Promise<void> {
  keepYoungGenerationSmall();
  const code = await runUnderSubreaper(() => !canMakeRunCgroups());
  if (code !== undefined) process.exit(code);
  await (await load()).main();
}

/**
 * V8 doubles its young generation (up to 2 × 16 MiB on 64 bits) each time the bytes that lived
 * through its collections add up to its size: in a gate, every run's state does, so the heap grew
 * with the run count (a flood of 1 MiB lines: 98 MiB at 28 runs, 113 at 192), whatever was still
 * live. A growth factor of 1 keeps it as it starts (2 × 1 MiB). The maximum is taken only at a
 * process start; the factor is read at each growth, so it holds from here on.
 */
function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
