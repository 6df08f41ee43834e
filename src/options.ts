/** The one options type: the CLI's parser and the Action's inputs module both produce it. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_PROTOCOL_VERSION,
  isProtocolVersion,
  PROTOCOL_VERSIONS,
  type ProtocolVersion
} from './core/protocol.js';
import { namesCanary, PLACEHOLDER_NAMES, placeholderTypo } from './core/placeholders.js';
import type { SessionPolicy } from './core/verdict.js';
import type { Profile } from './corpus/types.js';
import { ConfigurationError } from './errors.js';

export interface UserScenario {
  name: string;
  env: Record<string, string>;
}

export interface GateOptions {
  command: string[];
  probeTool?: string;
  probeArguments: unknown;
  onInvalid: SessionPolicy;
  scenarios: string[];
  userScenarios: UserScenario[];
  corpusScenarios: string[];
  corpusDirs: string[];
  /** Only these case ids (`none`: scenario runs only); empty: every case of the profile. */
  cases: string[];
  profile: Profile;
  baselineFile?: string;
  cwd: string;
  env: Record<string, string>;
  secretEnv: string[];
  packageFile?: string;
  /** How long the install of `packageFile` may take before it is killed. */
  installTimeoutMs: number;
  timeoutMs: number;
  concurrency: number;
  shard?: { index: number; total: number };
  protocolVersion: ProtocolVersion;
  outDir: string;
  idleMs: number;
  /** How long the `soak` scenario keeps its session open (a ping every second). */
  soakMs: number;
  captureCap: number;
}

export const BUILTIN_SCENARIOS = [
  'baseline',
  'verbose-env',
  'no-config',
  'env-file',
  'idle-start',
  'soak'
] as const;

export function defaultOptions(): GateOptions {
  return {
    command: [],
    probeArguments: {},
    onInvalid: 'close',
    scenarios: [...BUILTIN_SCENARIOS],
    userScenarios: [],
    corpusScenarios: ['baseline'],
    corpusDirs: [],
    cases: [],
    profile: 'required',
    cwd: process.cwd(),
    env: {},
    secretEnv: [],
    timeoutMs: 30000,
    installTimeoutMs: 600000,
    concurrency: availableParallelism(),
    protocolVersion: DEFAULT_PROTOCOL_VERSION,
    outDir: 'gate-report',
    idleMs: 1500,
    soakMs: 10000,
    captureCap: 8 * 1024 * 1024
  };
}

/** Raw option values as strings (from argv or Action inputs), parsed and checked in one place. */
export interface RawOptions {
  command?: string[];
  'probe-tool'?: string;
  'probe-arguments'?: string;
  'on-invalid'?: string;
  scenarios?: string;
  scenario?: string[];
  'corpus-scenarios'?: string;
  corpus?: string[];
  case?: string[];
  profile?: string;
  baseline?: string;
  cwd?: string;
  env?: string[];
  'secret-env'?: string[];
  package?: string;
  'install-timeout-ms'?: string;
  'timeout-ms'?: string;
  concurrency?: string;
  shard?: string;
  'protocol-version'?: string;
  out?: string;
  'idle-ms'?: string;
  'soak-ms'?: string;
  'capture-cap'?: string;
}

function bad(flag: string, message: string): never {
  throw new ConfigurationError(`--${flag}: ${message}`);
}

function positiveInt(flag: string, value: string, min = 1): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min)
    bad(flag, `expected a whole number >= ${min}, got ${JSON.stringify(value)}`);
  return Number(value);
}

function list(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function keyValue(flag: string, pair: string): [string, string] {
  const eq = pair.indexOf('=');
  if (eq <= 0) bad(flag, `expected KEY=VALUE, got ${JSON.stringify(pair)}`);
  return [pair.slice(0, eq), pair.slice(eq + 1)];
}

export function resolveOptions(raw: RawOptions, base = process.cwd()): GateOptions {
  const o = defaultOptions();
  o.command = raw.command ?? [];
  if (o.command.length === 0)
    throw new ConfigurationError('no command: give one after `--` (or with --command "<string>")');
  const typo = (where: string, texts: readonly string[]) => {
    for (const text of texts) {
      const t = placeholderTypo(text);
      if (t)
        throw new ConfigurationError(
          `${where}: ${t.written} is no placeholder: did you mean ${t.meant}? (placeholders: ${PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')})`
        );
    }
  };
  typo('the command', o.command);
  typo('--probe-arguments', [raw['probe-arguments'] ?? '']);
  typo('--env', raw.env ?? []);
  if (raw['probe-tool'] !== undefined) {
    if (!raw['probe-tool'].trim()) bad('probe-tool', 'must not be empty');
    o.probeTool = raw['probe-tool'].trim();
  }
  if (raw['probe-arguments'] !== undefined && raw['probe-arguments'].trim() !== '') {
    try {
      o.probeArguments = JSON.parse(raw['probe-arguments']);
    } catch (error) {
      bad('probe-arguments', `not valid JSON (${(error as Error).message})`);
    }
    if (
      typeof o.probeArguments !== 'object' ||
      o.probeArguments === null ||
      Array.isArray(o.probeArguments)
    ) {
      bad('probe-arguments', 'must be a JSON object (the tool arguments)');
    }
    if (!o.probeTool) bad('probe-arguments', 'needs --probe-tool');
  }
  // The control is observed by its canary only: a call whose arguments carry none can never be.
  if (o.probeTool && !namesCanary(o.probeArguments))
    bad(
      'probe-arguments',
      `${raw['probe-arguments']?.trim() ? 'hold' : 'none given for --probe-tool, so they hold'} no {{canary}} or {{canaryUrl}}: the gate knows a call's action by the canary it carries (in a recorder line, a request, a file's name or content), so the control could never be observed; e.g. '{"url":"{{canaryUrl}}"}' or '{"path":"{{sandbox}}/{{canary}}.txt","content":"{{canary}}"}'`
    );
  if (raw['on-invalid'] !== undefined) {
    if (!['close', 'open', 'any'].includes(raw['on-invalid']))
      bad('on-invalid', `expected close, open or any, got ${JSON.stringify(raw['on-invalid'])}`);
    o.onInvalid = raw['on-invalid'] as SessionPolicy;
  }
  for (const spec of raw.scenario ?? []) {
    const colon = spec.indexOf(':');
    const name = colon === -1 ? spec : spec.slice(0, colon);
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name)) {
      const what = 'letters, digits, ".", "_" and "-" in NAME';
      bad('scenario', `expected NAME:KEY=VALUE[,KEY=VALUE] (${what}), got ${JSON.stringify(spec)}`);
    }
    if ((BUILTIN_SCENARIOS as readonly string[]).includes(name))
      bad('scenario', `"${name}" is a built-in scenario name`);
    const env: Record<string, string> = {};
    for (const pair of colon === -1 ? [] : spec.slice(colon + 1).split(',')) {
      const [k, v] = keyValue('scenario', pair);
      env[k] = v;
    }
    o.userScenarios.push({ name, env });
  }
  const known = [...BUILTIN_SCENARIOS, ...o.userScenarios.map((s) => s.name)];
  if (raw.scenarios !== undefined) {
    o.scenarios = list(raw.scenarios);
    if (o.scenarios.length === 0) bad('scenarios', 'must name at least one scenario');
  } else {
    o.scenarios = [...BUILTIN_SCENARIOS, ...o.userScenarios.map((s) => s.name)];
  }
  for (const s of o.scenarios)
    if (!known.includes(s)) bad('scenarios', `unknown scenario "${s}" (known: ${known.join(', ')})`);
  if (raw['corpus-scenarios'] !== undefined) {
    o.corpusScenarios = list(raw['corpus-scenarios']);
    for (const s of o.corpusScenarios)
      if (!known.includes(s)) bad('corpus-scenarios', `unknown scenario "${s}" (known: ${known.join(', ')})`);
  }
  o.corpusDirs = (raw.corpus ?? []).map((d) => path.resolve(base, d));
  o.cases = (raw.case ?? []).flatMap(list);
  if (raw.profile !== undefined) {
    if (raw.profile !== 'required' && raw.profile !== 'strict')
      bad('profile', `expected required or strict, got ${JSON.stringify(raw.profile)}`);
    o.profile = raw.profile;
  }
  if (raw.baseline) o.baselineFile = path.resolve(base, raw.baseline);
  if (raw.cwd) o.cwd = path.resolve(base, raw.cwd);
  for (const pair of raw.env ?? []) {
    const [k, v] = keyValue('env', pair);
    o.env[k] = v;
  }
  o.secretEnv = (raw['secret-env'] ?? []).map((s) => s.trim()).filter(Boolean);
  if (raw.package) o.packageFile = path.resolve(base, raw.package);
  if (raw['timeout-ms'] !== undefined) o.timeoutMs = positiveInt('timeout-ms', raw['timeout-ms'], 100);
  if (raw.concurrency !== undefined) o.concurrency = positiveInt('concurrency', raw.concurrency);
  if (raw.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(raw.shard.trim());
    if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2]))
      bad('shard', `expected K/N with 1 <= K <= N, got ${JSON.stringify(raw.shard)}`);
    o.shard = { index: Number(m[1]), total: Number(m[2]) };
  }
  if (raw['protocol-version'] !== undefined) {
    if (!isProtocolVersion(raw['protocol-version']))
      bad(
        'protocol-version',
        `expected one of ${PROTOCOL_VERSIONS.join(', ')}, got ${JSON.stringify(raw['protocol-version'])}`
      );
    o.protocolVersion = raw['protocol-version'];
  }
  o.outDir = path.resolve(base, raw.out ?? o.outDir);
  if (raw['idle-ms'] !== undefined) o.idleMs = positiveInt('idle-ms', raw['idle-ms'], 0);
  if (raw['soak-ms'] !== undefined) o.soakMs = positiveInt('soak-ms', raw['soak-ms'], 0);
  if (raw['install-timeout-ms'] !== undefined)
    o.installTimeoutMs = positiveInt('install-timeout-ms', raw['install-timeout-ms'], 1);
  if (raw['capture-cap'] !== undefined) o.captureCap = positiveInt('capture-cap', raw['capture-cap'], 1024);
  return o;
}
