/** How the gate ends when it is stopped from outside: its one handler for SIGINT, SIGTERM and SIGHUP. */
import { killAllServers } from './process-runner.js';
import { STOP_SIGNALS } from './subreaper.js';
import { removeAllWorkDirs } from './workdirs.js';

/**
 * On SIGINT, SIGTERM or SIGHUP (Ctrl-C, a cancelled job, a closed terminal): every server process
 * killed and every work directory removed, then `end`. The first signal stops it, once: another
 * while that runs (a terminal's to the whole process group, and the one the subreaper passes on; a
 * runner's SIGTERM after its SIGINT) changes nothing.
 */
export function onStopSignal(end: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await killAllServers(signal);
      removeAllWorkDirs();
      end(signal);
    });
  }
}
