/** How both entries, the CLI and the Action, begin. */
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
  const code = await runUnderSubreaper(() => !canMakeRunCgroups());
  if (code !== undefined) process.exit(code);
  await (await load()).main();
}
