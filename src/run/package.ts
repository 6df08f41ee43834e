/** `--package FILE.tgz` (R15): the npm tarball installed into a fresh prefix, its bin first on PATH. */
import { getExecOutput } from '@actions/exec';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigurationError } from '../errors.js';
import { serverEnvironment } from './environment.js';

/**
 * npm's own credentials, for a package whose dependencies come from a private registry: its
 * `.npmrc` names them. Every other credential of the runner is kept from the install's scripts, as
 * it is from the server (`serverEnvironment`).
 */
const NPM_CREDENTIALS = ['NODE_AUTH_TOKEN', 'NPM_TOKEN'];

export async function installPackage(tarball: string, workDir: string): Promise<string> {
  if (!existsSync(tarball)) throw new ConfigurationError(`--package: no such file: ${tarball}`);
  const prefix = path.join(workDir, 'package-prefix');
  mkdirSync(prefix, { recursive: true });
  const result = await getExecOutput(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--omit=dev',
      '--loglevel=error',
      tarball
    ],
    {
      silent: true,
      ignoreReturnCode: true,
      cwd: prefix,
      env: serverEnvironment(
        process.env,
        Object.fromEntries(NPM_CREDENTIALS.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])))
      )
    }
  );
  if (result.exitCode !== 0) {
    throw new ConfigurationError(
      `--package: npm install ${tarball} failed (exit ${result.exitCode}): ${result.stderr.trim().slice(-2000)}`
    );
  }
  return path.join(prefix, 'node_modules', '.bin');
}
