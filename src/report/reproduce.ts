/** The exact CLI command that reproduces one failing run locally. */
import type { Finding } from '../core/findings.js';
import { CONTROL_CASE } from '../core/report.js';
import type { GateOptions } from '../options.js';

export function shellQuote(arg: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

export function reproduceCommand(options: GateOptions, finding?: Pick<Finding, 'scenario' | 'case'>): string {
  const args = ['node', 'dist/cli.js'];
  if (options.probeTool)
    args.push('--probe-tool', options.probeTool, '--probe-arguments', JSON.stringify(options.probeArguments));
  args.push(
    '--on-invalid',
    options.onInvalid,
    '--protocol-version',
    options.protocolVersion,
    '--profile',
    options.profile
  );
  for (const s of options.userScenarios)
    args.push(
      '--scenario',
      `${s.name}:${Object.entries(s.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')}`
    );
  if (finding) {
    args.push('--scenarios', finding.scenario);
    if (finding.case !== CONTROL_CASE)
      args.push('--corpus-scenarios', finding.scenario, '--case', finding.case);
    else args.push('--corpus-scenarios', finding.scenario, '--case', 'none');
  }
  for (const d of options.corpusDirs) args.push('--corpus', d);
  for (const [k, v] of Object.entries(options.env))
    args.push('--env', `${k}=${options.secretEnv.includes(k) ? '***' : v}`);
  for (const s of options.secretEnv) args.push('--secret-env', s);
  if (options.packageFile) args.push('--package', options.packageFile);
  if (options.cwd !== process.cwd()) args.push('--cwd', options.cwd);
  args.push('--', ...options.command);
  return args.map(shellQuote).join(' ');
}
