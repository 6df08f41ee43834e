/** `--package FILE.tgz` (R15): the npm tarball installed into a fresh prefix, its bin first on PATH. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigurationError } from '../errors.js';
import { escapeHidden } from '../report/safe-text.js';
import { RUN_MARKER_VAR, RunCgroup, RunProcesses } from './descendants.js';
import { serverEnvironment } from './environment.js';

/**
 * npm's own credentials, for a package whose dependencies come from a private registry: its
 * `.npmrc` names them. Every other credential of the runner is kept from the install's scripts, as
 * it is from the server (`serverEnvironment`).
 */
const NPM_CREDENTIALS = ['NODE_AUTH_TOKEN', 'NPM_TOKEN'];

/** What is kept of the install's stderr for the message of a failed install: its last characters. */
const STDERR_TAIL = 2000;

/**
 * Installs the tarball into a fresh prefix under `workDir` and returns its bin directory. The install
 * runs the package's scripts, as production's does: a script that never ends is killed (with
 * whatever the install started) once the install has had `limitMs` (`--install-timeout-ms`), and
 * only the tail of what it prints is kept (a script may print without end). Whatever the install
 * left running (found as a run's processes are) is killed once npm exits: no script of it runs
 * beside the servers.
 */
export async function installPackage(tarball: string, workDir: string, limitMs: number): Promise<string> {
  if (!existsSync(tarball)) throw new ConfigurationError(`--package: no such file: ${tarball}`);
  const prefix = path.join(workDir, 'package-prefix');
  mkdirSync(prefix, { recursive: true });
  const args = [
    'install',
    '--prefix',
    prefix,
    '--no-audit',
    '--no-fund',
    '--no-save',
    '--omit=dev',
    '--loglevel=error',
    tarball
  ];
  // Its processes are found as a run's are: the marker they inherit, a cgroup of its own where one
  // can be made (npm is moved in at once, long before it starts a script), its process group.
  const marker = `install-${process.pid}-${randomBytes(4).toString('hex')}`;
  const processes = new RunProcesses(marker, await RunCgroup.make(`mcp-stdio-gate-${marker}`));
  const child = spawn('npm', args, {
    cwd: prefix,
    env: {
      ...serverEnvironment(
        process.env,
        Object.fromEntries(NPM_CREDENTIALS.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])))
      ),
      [RUN_MARKER_VAR]: marker
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe']
  });
  if (child.pid !== undefined) {
    processes.started(child.pid);
    processes.adopted = processes.cgroup?.adopt(child.pid) ?? false;
  }
  let tail = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    tail = (tail + text).slice(-STDERR_TAIL);
  });
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null } | Error | 'timeout'>(
    (resolve) => {
      const timer = setTimeout(() => resolve('timeout'), limitMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        resolve(error);
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    }
  );
  processes.killAll();
  await processes.waitGone(1000, true);
  processes.close();
  await processes.cgroup?.remove();
  // npm's last words may still be in the pipe when its exit is known: read to its end (every
  // writer is gone now), at most a second.
  await new Promise<void>((resolve) => {
    if (child.stderr.readableEnded) return resolve();
    child.stderr.once('end', resolve);
    child.stderr.once('close', resolve);
    setTimeout(resolve, 1000).unref();
  });
  child.stderr.destroy();
  const said = escapeHidden(tail.trim());
  if (ended === 'timeout')
    throw new ConfigurationError(
      `--package: npm install ${tarball} did not finish within --install-timeout-ms (${limitMs} ms); it and its scripts were killed${said ? `: ${said}` : ''}`
    );
  if (ended instanceof Error)
    throw new ConfigurationError(`--package: npm install ${tarball} could not start: ${ended.message}`);
  if (ended.code !== 0)
    throw new ConfigurationError(
      `--package: npm install ${tarball} failed (exit ${ended.code ?? ended.signal}): ${said}`
    );
  return path.join(prefix, 'node_modules', '.bin');
}
