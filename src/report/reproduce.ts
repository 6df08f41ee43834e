/** The exact CLI command that reproduces one failing run locally. */
import type { Finding } from '../core/findings.js';
import { CONTROL_CASE } from '../core/report.js';
import { defaultOptions, type GateOptions } from '../options.js';

export function shellQuote(arg: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/**
 * Options that differ from the defaults, then the one scenario and case of the finding; where a later
 * session of the server acted on the run's call (`observedIn`), that run's case too, one run at a
 * time so it starts after the finding's. `invocation` is how the gate is started here.
 */
export function reproduceCommand(
  options: GateOptions,
  finding: Pick<Finding, 'scenario' | 'case' | 'observedIn'>,
  invocation = ['node', 'dist/cli.js']
): string {
  const defaults = defaultOptions();
  const args = [...invocation];
  if (options.probeTool) {
    args.push('--probe-tool', options.probeTool, '--probe-arguments', JSON.stringify(options.probeArguments));
  }
  if (options.onInvalid !== defaults.onInvalid) args.push('--on-invalid', options.onInvalid);
  if (options.protocolVersion !== defaults.protocolVersion)
    args.push('--protocol-version', options.protocolVersion);
  if (options.idleMs !== defaults.idleMs) args.push('--idle-ms', String(options.idleMs));
  if (options.timeoutMs !== defaults.timeoutMs) args.push('--timeout-ms', String(options.timeoutMs));
  if (options.captureCap !== defaults.captureCap) args.push('--capture-cap', String(options.captureCap));
  for (const s of options.userScenarios) {
    if (s.name !== finding.scenario && s.name !== finding.observedIn?.scenario) continue;
    const env = Object.entries(s.env).map(([k, v]) => `${k}=${v}`);
    args.push('--scenario', `${s.name}:${env.join(',')}`);
  }
  const later = finding.observedIn;
  const scenarios = [...new Set([finding.scenario, ...(later ? [later.scenario] : [])])].join(',');
  const cases = [...new Set([finding.case, ...(later ? [later.case] : [])])].filter(
    (c) => c !== CONTROL_CASE
  );
  args.push('--scenarios', scenarios);
  if (cases.length === 0) args.push('--case', 'none');
  else args.push('--corpus-scenarios', scenarios, ...cases.flatMap((c) => ['--case', c]));
  if (later) args.push('--concurrency', '1');
  for (const d of options.corpusDirs) args.push('--corpus', d);
  for (const [k, v] of Object.entries(options.env))
    args.push('--env', `${k}=${options.secretEnv.includes(k) ? '***' : v}`);
  for (const s of options.secretEnv) args.push('--secret-env', s);
  if (options.packageFile) args.push('--package', options.packageFile);
  if (options.cwd !== process.cwd()) args.push('--cwd', options.cwd);
  args.push('--', ...options.command);
  return args.map(shellQuote).join(' ');
}
