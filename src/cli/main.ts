/** The CLI: parse, run the engine, print, write --out; the one error boundary maps errors to exit codes. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, mergeReports, mostSevere, shardProblems, type Report } from '../core/report.js';
import { checkCorpus, loadCorpus, selectProfile } from '../corpus/load.js';
import { ConfigurationError } from '../errors.js';
import { resolveOptions } from '../options.js';
import { GATE_VERSION, GateInternalError, runGate, runLabel } from '../run/gate.js';
import { secretValues } from '../run/environment.js';
import { firstBadBytes, writeGateFiles, writeMergedFiles } from '../report/files.js';
import { Redactor } from '../report/redact.js';
import { reproduceCommand, shellQuote } from '../report/reproduce.js';
import { neutralize, withCommandsStopped } from '../report/safe-text.js';
import { renderTerminal } from '../report/terminal.js';
import { HELP, parseArgs } from './args.js';
import { corpusAdd } from './corpus-add.js';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  isTTY: boolean;
  /**
   * On a runner: writes a workflow command as is (to stop the runner's commands while servers run).
   * To stderr, beside the progress lines: the runner keeps one command state for both streams of a
   * step, and stdout stays the verdict alone.
   */
  command?: (text: string) => void;
}

// A workflow may run the CLI itself: what it prints is read by the runner like the Action's log.
const processIo: CliIo = {
  out: (t) => process.stdout.write(process.stdout.isTTY ? t : neutralize(t)),
  err: (t) => process.stderr.write(process.stderr.isTTY ? t : neutralize(t)),
  isTTY: !!process.stderr.isTTY,
  command: process.env.GITHUB_ACTIONS === 'true' ? (t) => process.stderr.write(t) : undefined
};

/** The one error boundary: 2 for the user's mistakes, 3 for the gate's own (with the partial report written). */
export async function runCli(argv: string[], io: CliIo = processIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      io.err(`mcp-stdio-gate: ${error.message}\n`);
      return 2;
    }
    const cause = error instanceof GateInternalError ? error.cause : error;
    io.err(`mcp-stdio-gate: internal error: ${(cause as Error)?.stack ?? String(cause)}\n`);
    if (error instanceof GateInternalError) {
      try {
        io.err(`mcp-stdio-gate: the partial report is in ${error.writePartialReport()}\n`);
      } catch (writeError) {
        io.err(
          `mcp-stdio-gate: the partial report could not be written either: ${(writeError as Error).message}\n`
        );
      }
    }
    return 3;
  }
}

/** How this gate was started, for the reproduce line: the installed bin, or node and the bundle's path. */
function invocation(): string[] {
  const script = process.argv[1] ?? '';
  if (path.basename(script) !== 'cli.js') return ['mcp-stdio-gate'];
  const rel = path.relative(process.cwd(), script);
  return ['node', rel.startsWith('..') ? script : rel];
}

async function dispatch(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv);
  switch (parsed.mode) {
    case 'help':
      io.out(HELP);
      return 0;
    case 'version':
      io.out(`${GATE_VERSION}\n`);
      return 0;
    case 'corpus-check': {
      // Every problem at once on stderr, then one verdict line that agrees with the exit code.
      const { cases, problems } = checkCorpus(parsed.dirs);
      for (const p of problems) io.err(`${p}\n`);
      const where = `${count(parsed.dirs.length, 'directory').replace('directorys', 'directories')}`;
      if (problems.length) {
        io.out(
          `corpus check: ${count(problems.length, 'problem')} in ${where} (${count(cases, 'valid case')})\n`
        );
        return 2;
      }
      io.out(`corpus check: ${count(cases, 'case')} in ${where}, all valid\n`);
      return 0;
    }
    case 'corpus-add': {
      const added = corpusAdd(parsed.add);
      const cli = invocation().map(shellQuote).join(' ');
      const to = shellQuote(parsed.add.to);
      io.out(`corpus add: wrote ${added.file} (${count(added.frames, 'frame')}; fill in its rationale)\n`);
      io.out(`  check it: ${cli} corpus check ${to}\n`);
      // The failing run's own reproduce command, with the new case in place of the old one.
      const run = added.reproduce
        ? added.reproduce.replace(` --case ${added.fromCase}`, ` --corpus ${to} --case ${added.id}`)
        : `${cli} [options] --corpus ${to} --case ${added.id} -- <command>`;
      io.out(`  run it:   ${run}\n`);
      return 0;
    }
    case 'corpus-list': {
      // Every case unless --profile required narrows the list.
      const all = loadCorpus((parsed.raw.corpus ?? []).map((d) => path.resolve(d)));
      const cases = selectProfile(all, parsed.raw.profile === 'required' ? 'required' : 'strict');
      for (const c of cases)
        io.out(`${c.id.padEnd(40)} ${c.level.padEnd(9)} ${c.category.padEnd(9)} ${c.title}\n`);
      io.out(`${count(cases.length, 'case')}\n`);
      return 0;
    }
    case 'merge': {
      const reports = parsed.dirs.map((dir) => {
        const file = path.resolve(dir, 'report.json');
        try {
          return JSON.parse(readFileSync(file, 'utf8')) as Report;
        } catch (error) {
          throw new ConfigurationError(`merge: cannot read ${file} (${(error as Error).message})`);
        }
      });
      const problems = shardProblems(reports);
      if (problems.length) throw new ConfigurationError(`merge: no verdict: ${problems.join('; ')}`);
      const merged = mergeReports(reports);
      const out = path.resolve(parsed.out!);
      writeMergedFiles(merged, out);
      io.out(renderTerminal(merged, undefined, undefined, out));
      return merged.result === 'pass' ? 0 : merged.result === 'error' ? 3 : 1;
    }
    case 'gate': {
      const options = resolveOptions(parsed.raw);
      const redact = new Redactor(secretValues(options.secretEnv, options.env, process.env));
      let printedAt = Date.now();
      const runAll = () =>
        runGate(options, {
          redact,
          onRunDone: (done, total, run) => {
            const line = `[${done}/${total}] ${runLabel(run)}`;
            if (io.isTTY) io.err(`\r\x1b[K${redact.text(line)}${done === total ? '\r\x1b[K' : ''}`);
            else if (done === total || Date.now() - printedAt > 5000) {
              printedAt = Date.now();
              io.err(`${redact.text(line)}\n`);
            }
          }
        });
      const result = io.command ? await withCommandsStopped(io.command, runAll) : await runAll();
      writeGateFiles(result, options, redact, invocation());
      const first = firstBadBytes(result);
      const firstFinding = mostSevere(result.report.findings);
      const reproduce = firstFinding ? reproduceCommand(options, firstFinding, invocation()) : undefined;
      io.out(redact.text(renderTerminal(result.report, first, reproduce, options.outDir)));
      return result.report.result === 'pass' ? 0 : 1;
    }
  }
}
