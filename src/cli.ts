import { runCli } from './cli/main.js';
import { killAllServers } from './run/process-runner.js';

// Interrupted (Ctrl-C, a CI cancel): no server outlives the gate.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143]
] as const) {
  process.once(signal, () => {
    killAllServers();
    process.stderr.write(`mcp-stdio-gate: ${signal}, every server's process group killed\n`);
    process.exit(code);
  });
}

process.exitCode = await runCli(process.argv.slice(2));
