/** The CLI as a process: its signal handlers, its output streams, its exit code. */
import { killAllServers } from '../run/process-runner.js';
import { removeAllWorkDirs } from '../run/workdirs.js';
import { runCli } from './main.js';

export async function main(): Promise<void> {
  // Ended from outside (Ctrl-C, a CI cancel, a closed terminal): no server process outlives the
  // gate, and no work directory is left behind. The same signal twice (a terminal's to the whole
  // process group, and the one the subreaper passes on) stops it once.
  let stopping = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129]
  ] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await killAllServers(signal);
      removeAllWorkDirs();
      process.stderr.write(`mcp-stdio-gate: ${signal}, every server process killed\n`);
      process.exit(code);
    });
  }

  // A reader that stops early (`corpus list | head`) closes the pipe: what is left to print is
  // dropped, and the exit code stays the verdict's (a stream error with no listener would crash it).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }

  process.exitCode = await runCli(process.argv.slice(2));
}
