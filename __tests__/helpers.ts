/** Shared test helpers: run the real CLI engine in-process or the built dist/ in a child process. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/cli/main.js';
import type { Report } from '../src/core/report.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const fixture = (name: string): string => path.join(ROOT, '__tests__', 'fixtures', 'servers', name);
export const REFERENCE_GATEWAY = path.join(ROOT, 'dist', 'reference-gateway.js');

/** The probe of the fixture servers: the `record` tool, carrying the canary in its arguments. */
export const RECORD_PROBE = ['--probe-tool', 'record', '--probe-arguments', '{"canary":"{{canary}}"}'];
export const FETCH_PROBE = ['--probe-tool', 'fetch', '--probe-arguments', '{"url":"{{canaryUrl}}"}'];

export function tempDir(prefix = 'gate-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface GateRun {
  code: number;
  out: string;
  err: string;
  report: Report;
  outDir: string;
}

export async function gate(args: string[]): Promise<GateRun> {
  const outDir = tempDir();
  let out = '';
  let err = '';
  const defaults =
    args.includes('--timeout-ms') || args[0] === 'corpus-unused' ? [] : ['--timeout-ms', '15000'];
  const code = await runCli(['--out', outDir, ...defaults, ...args], {
    out: (t) => (out += t),
    err: (t) => (err += t),
    isTTY: false
  });
  let report = undefined as unknown as Report;
  try {
    report = JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8'));
  } catch {
    // usage errors write no report
  }
  return { code, out, err, report, outDir };
}

export function kinds(report: Report): string[] {
  return [...new Set(report.findings.map((f) => f.kind))].sort();
}

export function runNode(args: string[], env: NodeJS.ProcessEnv = process.env, cwd = ROOT) {
  const r = spawnSync(process.execPath, args, { env, cwd, encoding: 'utf8', timeout: 120000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The gate on a fixture server, probed through its `record` tool. */
export function gateOn(file: string, flags: string[]): Promise<GateRun> {
  return gate([...RECORD_PROBE, ...flags, '--', 'node', fixture(file)]);
}
