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
  keepHeapSmall();
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
 *
 * The old generation's next full collection is set, after each, at what lived through it times a
 * factor V8 picks from its speeds, up to 4 on a small heap: the garbage of the runs since (a sandbox
 * read at every start) then piled up to several times what is live, and more of it the more runs
 * went by (40 files of 64 KiB a start: 67 MiB at 28 runs, 89 at 192). A tenth more than what lived
 * through keeps the peak near the live size (76 MiB at 192 runs), at no cost measured in wall time
 * (close-alive's bench rows, four runs interleaved: the same within their noise). Read at each
 * collection, as the factor above.
 */
function keepHeapSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=10');
}
