import { killAllServers } from '../run/process-runner.js';
import { run } from './main.js';

// A cancelled job sends SIGINT, then SIGTERM: no server outlives the step.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllServers();
    process.exit(1);
  });
}

await run();
