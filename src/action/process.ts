/** The Action as a process: its signal handlers, then the step. */
import { onStopSignal } from '../run/stop-signals.js';
import { run } from './main.js';

export async function main(): Promise<void> {
  // A cancelled job sends SIGINT, then SIGTERM: the step fails.
  onStopSignal(() => process.exit(1));
  await run();
}
