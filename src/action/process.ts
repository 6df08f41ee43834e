/** The Action as a process: its signal handlers, then the step. */
import { killAllServers } from '../run/process-runner.js';
import { removeAllWorkDirs } from '../run/workdirs.js';
import { run } from './main.js';

export async function main(): Promise<void> {
  // A cancelled job sends SIGINT, then SIGTERM: no server process outlives the step, no work
  // directory stays. A second signal while the first is handled changes nothing.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await killAllServers(signal);
      removeAllWorkDirs();
      process.exit(1);
    });
  }
  await run();
}
