/** The only caller of core.getInput: Action inputs → the same GateOptions the CLI builds. */
import * as core from '@actions/core';
import path from 'node:path';
import { splitCommand } from '../cli/split-command.js';
import { ConfigurationError } from '../errors.js';
import { resolveOptions, type GateOptions, type RawOptions } from '../options.js';

export interface ActionSettings {
  uploadArtifacts: 'on-failure' | 'always' | 'never';
  artifactPrefix: string;
  retentionDays: number;
  /** `-shard-K-of-N` on a shard's artifact names (unique in the workflow run), '' otherwise. */
  artifactSuffix: string;
}

export type ActionInputs =
  | { mode: 'gate'; options: GateOptions; settings: ActionSettings }
  | { mode: 'merge'; outDir: string; settings: ActionSettings };

function optional(name: string): string | undefined {
  const value = core.getInput(name).trim();
  return value === '' ? undefined : value;
}

function lines(name: string): string[] | undefined {
  const values = core
    .getMultilineInput(name)
    .map((l) => l.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

export function readInputs(): ActionInputs {
  const mode = optional('mode') ?? 'gate';
  if (mode !== 'gate' && mode !== 'merge')
    throw new ConfigurationError(`input mode: expected gate or merge, got ${JSON.stringify(mode)}`);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const out = optional('out') ?? path.join(process.env.RUNNER_TEMP ?? workspace, 'mcp-stdio-gate');
  if (mode === 'merge') return { mode, outDir: path.resolve(workspace, out), settings: readSettings('') };
  const command = optional('command');
  if (!command)
    throw new ConfigurationError('input command: required (the server command, as production launches it)');
  const raw: RawOptions = {
    command: splitCommand(command),
    'probe-tool': optional('probe-tool'),
    'probe-arguments': optional('probe-arguments'),
    'on-invalid': optional('on-invalid'),
    scenarios: optional('scenarios'),
    scenario: lines('scenario'),
    'corpus-scenarios': optional('corpus-scenarios'),
    corpus: lines('corpus'),
    case: optional('case') ? [optional('case')!] : undefined,
    profile: optional('profile'),
    baseline: optional('baseline'),
    cwd: optional('cwd'),
    env: lines('env'),
    'secret-env': lines('secret-env'),
    package: optional('package'),
    'install-timeout-ms': optional('install-timeout-ms'),
    'timeout-ms': optional('timeout-ms'),
    concurrency: optional('concurrency'),
    shard: optional('shard'),
    'protocol-version': optional('protocol-version'),
    'idle-ms': optional('idle-ms'),
    'soak-ms': optional('soak-ms'),
    'capture-cap': optional('capture-cap'),
    out
  };
  const options = resolveOptions(raw, workspace);
  const suffix = options.shard ? `-shard-${options.shard.index}-of-${options.shard.total}` : '';
  return { mode, options, settings: readSettings(suffix) };
}

function readSettings(artifactSuffix: string): ActionSettings {
  const upload = optional('upload-artifacts') ?? 'on-failure';
  if (!['on-failure', 'always', 'never'].includes(upload)) {
    throw new ConfigurationError(
      `input upload-artifacts: expected on-failure, always or never, got ${JSON.stringify(upload)}`
    );
  }
  const prefix = optional('artifact-prefix') ?? 'mcp-stdio-gate';
  if (!/^[A-Za-z0-9._-]+$/.test(prefix))
    throw new ConfigurationError(
      `input artifact-prefix: use letters, digits, ".", "_" and "-" only, got ${JSON.stringify(prefix)}`
    );
  const retention = optional('retention-days') ?? '0';
  if (!/^\d+$/.test(retention) || Number(retention) > 90)
    throw new ConfigurationError(`input retention-days: expected 0 to 90, got ${JSON.stringify(retention)}`);
  return {
    uploadArtifacts: upload as ActionSettings['uploadArtifacts'],
    artifactPrefix: prefix,
    retentionDays: Number(retention),
    artifactSuffix
  };
}
