import { killAllServers } from '../run/process-runner.js';
import { removeAllWorkDirs } from '../run/workdirs.js';
import { run } from './main.js';

// A cancelled job sends SIGINT, then SIGTERM: no server process outlives the step, no work directory stays.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, async () => {
    await killAllServers(signal);
    removeAllWorkDirs();
    process.exit(1);
  });
}

await run();
