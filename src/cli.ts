import { runCli } from './cli/main.js';
import { killAllServers } from './run/process-runner.js';
import { removeAllWorkDirs } from './run/workdirs.js';

// Ended from outside (Ctrl-C, a CI cancel, a closed terminal): no server process outlives the gate,
// and no work directory is left behind.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129]
] as const) {
  process.once(signal, async () => {
    await killAllServers(signal);
    removeAllWorkDirs();
    process.stderr.write(`mcp-stdio-gate: ${signal}, every server process killed\n`);
    process.exit(code);
  });
}

// A reader that stops early (`corpus list | head`) closes the pipe: what is left to print is dropped,
// and the exit code stays the verdict's (a stream error with no listener would crash the gate).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await runCli(process.argv.slice(2));
