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
  // SIGKILL at the timeout: a gate stuck in a synchronous loop never runs its SIGTERM handler.
  const r = spawnSync(process.execPath, args, {
    env,
    cwd,
    encoding: 'utf8',
    timeout: 120000,
    killSignal: 'SIGKILL',
    // A gate that floods its output is seen doing so, not cut off at the default 1 MiB.
    maxBuffer: 64 * 1024 * 1024
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * `gateOn` as a process of the built dist/cli.js (bounded by `runNode`'s timeout: a gate stuck in
 * synchronous code cannot hold the test), and its report.
 */
export function cliOn(file: string, flags: string[]): ReturnType<typeof runNode> & { report: Report } {
  const out = tempDir();
  const r = runNode(['dist/cli.js', '--out', out, ...RECORD_PROBE, ...flags, '--', 'node', fixture(file)]);
  return { ...r, report: JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report };
}

/** The gate on a fixture server, probed through its `record` tool. */
export function gateOn(file: string, flags: string[], args: string[] = []): Promise<GateRun> {
  return gate([...RECORD_PROBE, ...flags, '--', 'node', fixture(file), ...args]);
}

/**
 * A secret in each form a sink could hold it in: raw, JSON-escaped (with and without `\uXXXX`,
 * and twice), HTML-escaped, URL-encoded, hex, and base64 at each of the three alignments. Written
 * here apart from the gate's redactor, so the tests check it rather than repeat it.
 */
export function secretForms(secret: string): Buffer[] {
  const bytes = Buffer.from(secret, 'utf8');
  const json = JSON.stringify(secret).slice(1, -1);
  const ascii = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const base64 = [0, 1, 2].map((pad) => {
    const all = Buffer.concat([Buffer.alloc(pad, 0x41), bytes]).toString('base64');
    return all.slice(Math.ceil((pad * 8) / 6), Math.floor(((pad + bytes.length) * 8) / 6));
  });
  const forms = [
    secret,
    json,
    ascii,
    JSON.stringify(json).slice(1, -1),
    secret.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;'),
    encodeURIComponent(secret),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    ...base64
  ];
  return [...new Set(forms)].map((f) => Buffer.from(f, 'utf8'));
}

/** The bytes a `00000000  7b 22 …  |{"…|` hex dump shows. */
export function bytesOfHexDump(dump: string): Buffer {
  const hex = dump
    .split('\n')
    .filter((row) => /^[0-9a-f]{8} {2}/.test(row))
    .map((row) => row.slice(10, 59).replace(/ /g, ''))
    .join('');
  return Buffer.from(hex, 'hex');
}
