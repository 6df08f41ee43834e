/** Parses argv into RawOptions: every flag named in SPEC §3, `--` before the command, no silent extras. */
import { ConfigurationError } from '../errors.js';
import { nearest } from '../core/typos.js';
import type { RawOptions } from '../options.js';
import type { CorpusAddOptions } from './corpus-add.js';
import { splitCommand } from './split-command.js';

const SINGLE = [
  'probe-tool',
  'probe-arguments',
  'on-invalid',
  'scenarios',
  'corpus-scenarios',
  'profile',
  'baseline',
  'cwd',
  'package',
  'install-timeout-ms',
  'timeout-ms',
  'concurrency',
  'shard',
  'protocol-version',
  'out',
  'idle-ms',
  'soak-ms',
  'capture-cap'
] as const;
const REPEATABLE = ['scenario', 'corpus', 'case', 'env', 'secret-env'] as const;

export const HELP = `mcp-stdio-gate: a release gate for MCP stdio servers.

usage:
  mcp-stdio-gate [options] -- <command> [args...]
  mcp-stdio-gate [options] --command "<command string>"
  mcp-stdio-gate corpus list [--corpus DIR]... [--profile required|strict]
  mcp-stdio-gate corpus check DIR...
  mcp-stdio-gate corpus add --from OUT_DIR --run SCENARIO/CASE --to DIR [--title TEXT]
  mcp-stdio-gate corpus add --bytes FILE --to DIR [--title TEXT]
  mcp-stdio-gate merge DIR... --out DIR

It launches the command once per run, speaks MCP to it, replays the malformed-frame corpus, and
fails unless every stdout byte is part of a complete JSON-RPC 2.0 message and no rejected frame
caused an action.

options:
  --probe-tool NAME          a real tool whose execution is observable (the positive control)
  --probe-arguments JSON     its arguments; {{canary}} {{canaryUrl}} {{sandbox}} {{actionLog}} expand
  --on-invalid POLICY        close (default) | open | any: the session policy after a rejected frame
  --scenarios LIST           scenarios to run (default: baseline,verbose-env,no-config,env-file,idle-start,soak)
  --scenario NAME:K=V[,K=V]  define a scenario with extra environment (repeatable)
  --corpus-scenarios LIST    scenarios the corpus runs under (default: baseline)
  --corpus DIR               a directory of your own cases, added to the built-in corpus (repeatable)
  --case ID                  run only these cases (repeatable; "none": scenario runs only)
  --profile PROFILE          required (default) | strict (adds the parser-differential cases)
  --baseline FILE            accepted case ids: JSON array or one per line (a passing one is reported stale)
  --cwd DIR                  working directory of the server (default: the current one)
  --env KEY=VALUE            extra environment for the server (repeatable; placeholders expand:
                             HTTPS_PROXY={{canaryProxy}} sends its requests through the HTTP canary)
  --secret-env NAME          redact this variable's value everywhere the gate writes (repeatable)
  --package FILE.tgz         install this npm tarball into a fresh prefix, its bin first on PATH
  --install-timeout-ms N     how long that install may take before it is killed (default 600000)
  --timeout-ms N             per-run timeout (default 30000)
  --concurrency N            parallel runs (default: the number of CPUs; above 1, a session the gate
                             has nothing more to send, idle in the soak or after its frames until
                             the server exits, does not count; at 1, one server at a time)
  --shard K/N                run only the K-th of N deterministic parts (merge them with \`merge\`)
  --protocol-version V       2024-11-05 | 2025-03-26 | 2025-06-18 | 2025-11-25 (default) | 2026-07-28
  --idle-ms N                the idle-start scenario's wait before the first request (default 1500)
  --soak-ms N                how long the soak scenario keeps its session open, a ping a second, and the
                             soak sample (id-true, request-then-garbage-same-line) after its frames
                             (default 10000)
  --capture-cap BYTES        bytes kept per stream before output-limit (default 8388608)
  --out DIR                  where report.json, junit.xml and transcripts go (default gate-report)
  -h, --help                 this help
  --version                  the gate's version

exit codes: 0 pass, 1 the gate found a defect, 2 usage or configuration error, 3 an internal error
of the gate (report.json is still written, with "result": "error").
`;

export type Parsed =
  | { mode: 'help' }
  | { mode: 'version' }
  | { mode: 'gate'; raw: RawOptions }
  | { mode: 'corpus-list'; raw: RawOptions }
  | { mode: 'corpus-check'; dirs: string[] }
  | { mode: 'corpus-add'; add: CorpusAddOptions }
  | { mode: 'merge'; dirs: string[]; out?: string };

const CORPUS_ADD_FLAGS = ['from', 'run', 'bytes', 'to', 'title'] as const;

/** `corpus add` flags: each once, `--flag VALUE` or `--flag=VALUE`; `--to` is required. */
function parseCorpusAdd(argv: string[]): CorpusAddOptions {
  const values: Partial<Record<(typeof CORPUS_ADD_FLAGS)[number], string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/s.exec(argv[i]);
    const name = m?.[1] as (typeof CORPUS_ADD_FLAGS)[number] | undefined;
    if (!m || !name || !CORPUS_ADD_FLAGS.includes(name)) {
      const hint = m ? nearest(m[1], CORPUS_ADD_FLAGS) : undefined;
      throw new ConfigurationError(
        `corpus add: unknown argument ${argv[i]}${hint ? ` (did you mean --${hint}?)` : ''}`
      );
    }
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new ConfigurationError(`corpus add: --${name} needs a value`);
    values[name] = value;
  }
  if (!values.to)
    throw new ConfigurationError('corpus add: --to DIR is required (the directory the case file goes into)');
  return { ...values, to: values.to };
}

export function parseArgs(argv: string[]): Parsed {
  if (argv[0] === 'corpus') {
    if (argv[1] === 'check') {
      if (argv.length < 3) throw new ConfigurationError('corpus check: name at least one directory');
      return { mode: 'corpus-check', dirs: argv.slice(2) };
    }
    if (argv[1] === 'list') return { mode: 'corpus-list', raw: parseFlags(argv.slice(2)) };
    if (argv[1] === 'add') return { mode: 'corpus-add', add: parseCorpusAdd(argv.slice(2)) };
    throw new ConfigurationError(
      `corpus: expected "list", "check" or "add", got ${JSON.stringify(argv[1] ?? '')}`
    );
  }
  if (argv[0] === 'merge') {
    const dirs: string[] = [];
    let out: string | undefined;
    for (let i = 1; i < argv.length; i++) {
      if (argv[i] === '--out') out = argv[++i];
      else if (argv[i].startsWith('--out=')) out = argv[i].slice(6);
      else if (argv[i].startsWith('-')) throw new ConfigurationError(`merge: unknown flag ${argv[i]}`);
      else dirs.push(argv[i]);
    }
    if (dirs.length === 0) throw new ConfigurationError('merge: name the shard report directories');
    if (out === undefined) throw new ConfigurationError('merge: --out DIR is required');
    return { mode: 'merge', dirs, out };
  }
  if (argv.includes('-h') || argv.includes('--help')) {
    const dash = argv.indexOf('--');
    const at = argv.findIndex((a) => a === '-h' || a === '--help');
    if (dash === -1 || at < dash) return { mode: 'help' };
  }
  if (argv[0] === '--version') return { mode: 'version' };
  return { mode: 'gate', raw: parseFlags(argv) };
}

function parseFlags(argv: string[]): RawOptions {
  const raw: Record<string, unknown> = {};
  let i = 0;
  for (; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      if (raw.command)
        throw new ConfigurationError('give the command either after `--` or with --command, not both');
      raw.command = argv.slice(i + 1);
      break;
    }
    if (!arg.startsWith('--'))
      throw new ConfigurationError(
        `unexpected argument ${JSON.stringify(arg)}: put the server command after \`--\``
      );
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const take = (): string => {
      if (eq !== -1) return arg.slice(eq + 1);
      const value = argv[i + 1];
      if (value === undefined || value === '--') throw new ConfigurationError(`--${name}: missing value`);
      i += 1;
      return value;
    };
    if (name === 'command') {
      if (raw.command)
        throw new ConfigurationError('give the command either after `--` or with --command, not both');
      raw.command = splitCommand(take());
    } else if ((SINGLE as readonly string[]).includes(name)) {
      if (raw[name] !== undefined) throw new ConfigurationError(`--${name}: given twice`);
      raw[name] = take();
    } else if ((REPEATABLE as readonly string[]).includes(name)) {
      ((raw[name] as string[] | undefined) ?? ((raw[name] = [] as string[]) as string[])).push(take());
    } else {
      const near = nearest(name, ['command', ...SINGLE, ...REPEATABLE]);
      throw new ConfigurationError(
        `unknown flag --${name}${near ? ` (did you mean --${near}?)` : ''} (see --help)`
      );
    }
  }
  return raw as RawOptions;
}
