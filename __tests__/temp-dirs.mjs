// Jest global setup and teardown: the whole suite writes under one temp root of its own (TMPDIR,
// inherited by the test workers and every process they start), removed at the end, so repeated runs
// leave nothing behind. The suite fails if a gate work directory (mcp-stdio-gate-*) is left in it:
// the gate must remove its own.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-stdio-gate-suite-'));
  process.env.MCP_GATE_SUITE_TMP = root;
  process.env.TMPDIR = root;
}

export async function teardown() {
  const root = process.env.MCP_GATE_SUITE_TMP;
  if (!root) return;
  const left = readdirSync(root).filter((n) => n.startsWith('mcp-stdio-gate-'));
  rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  if (left.length)
    throw new Error(
      `the suite left ${left.length === 1 ? 'a gate work directory' : `${left.length} gate work directories`} in ${root}: ${left.join(', ')}`
    );
}
