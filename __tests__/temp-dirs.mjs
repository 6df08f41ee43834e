// Jest global setup and teardown: the suite must leave no work directory of the gate
// (mcp-stdio-gate-*) in the temp dir. Setup notes the ones already there; teardown fails the
// run if a new one is left.
import { readdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NOTE = path.join(tmpdir(), `.gate-test-workdirs-${process.pid}.json`);
const workDirs = () => readdirSync(tmpdir()).filter((n) => n.startsWith('mcp-stdio-gate-'));

export async function setup() {
  writeFileSync(NOTE, JSON.stringify(workDirs()));
}

export async function teardown() {
  const before = new Set(JSON.parse(readFileSync(NOTE, 'utf8')));
  rmSync(NOTE, { force: true });
  const left = workDirs().filter((n) => !before.has(n));
  if (left.length)
    throw new Error(
      `the suite left ${left.length === 1 ? 'a gate work directory' : `${left.length} gate work directories`} in ${tmpdir()}: ${left.join(', ')}`
    );
}
