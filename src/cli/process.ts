/** The CLI as a process: its signal handlers, its output streams, its exit code. */
import { onStopSignal } from '../run/stop-signals.js';
import { signalExitCode } from '../run/subreaper.js';
import { runCli } from './main.js';

export async function main(): Promise<void> {
  // Stopped from outside: the shell's code for a process a signal ended (128 and its number).
  onStopSignal((signal) => {
    process.stderr.write(`mcp-stdio-gate: ${signal}, every server process killed\n`);
    process.exit(signalExitCode(signal));
  });

  // A reader that stops early (`corpus list | head`) closes the pipe: what is left to print is
  // dropped, and the exit code stays the verdict's (a stream error with no listener would crash it).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }

  process.exitCode = await runCli(process.argv.slice(2));
}
