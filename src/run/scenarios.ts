/**
 * Start-up scenarios (R14): the same command under production-like conditions that commonly make
 * ordinary code write to stdout.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GateOptions } from '../options.js';

/** Variables that turn on verbose or debug output across ecosystems (listed in the README). */
export const VERBOSE_ENV: Record<string, string> = {
  DEBUG: '*',
  NODE_DEBUG: 'child_process,fs,http,net,module,stream,timer,tls',
  NODE_OPTIONS: '--trace-warnings --trace-deprecation',
  NPM_CONFIG_LOGLEVEL: 'verbose',
  RUST_LOG: 'trace',
  RUST_BACKTRACE: '1',
  LOG_LEVEL: 'debug',
  LOGLEVEL: 'debug',
  VERBOSE: '1',
  PYTHONWARNINGS: 'always',
  PYTHONDEVMODE: '1',
  PYTHONVERBOSE: '1',
  GODEBUG: 'gctrace=1,inittrace=1',
  GOLOG_LOG_LEVEL: 'debug',
  JAVA_TOOL_OPTIONS: '-verbose:gc',
  DOTNET_CLI_TELEMETRY_OPTOUT: '0',
  Logging__LogLevel__Default: 'Trace',
  COREHOST_TRACE: '1'
};

export const ENV_FILE_CONTENT =
  '# written by mcp-stdio-gate (env-file scenario): a harmless .env\nMCP_GATE_ENV_FILE=harmless\n';

export interface ScenarioLaunch {
  cwd: string;
  env: Record<string, string>;
  idleMs: number;
  /** Whether relative paths in the command must be made absolute (the working directory moved). */
  movedCwd: boolean;
}

/** Builds the launch conditions of a scenario inside `runDir` (fresh directories, never the user's tree). */
export function scenarioLaunch(name: string, options: GateOptions, runDir: string): ScenarioLaunch {
  const plain: ScenarioLaunch = { cwd: options.cwd, env: {}, idleMs: 0, movedCwd: false };
  switch (name) {
    case 'baseline':
      return plain;
    case 'verbose-env':
      return { ...plain, env: { ...VERBOSE_ENV } };
    case 'idle-start':
      return { ...plain, idleMs: options.idleMs };
    case 'soak':
      // Launched as in baseline; the session (not the launch) is what differs: it stays open.
      return plain;
    case 'no-config': {
      const dirs: Record<string, string> = {};
      for (const [key, sub] of [
        ['HOME', 'home'],
        ['XDG_CONFIG_HOME', 'xdg-config'],
        ['XDG_DATA_HOME', 'xdg-data'],
        ['XDG_CACHE_HOME', 'xdg-cache'],
        ['XDG_STATE_HOME', 'xdg-state']
      ]) {
        dirs[key] = path.join(runDir, 'no-config', sub);
        mkdirSync(dirs[key], { recursive: true });
      }
      const cwd = path.join(runDir, 'no-config', 'cwd');
      mkdirSync(cwd, { recursive: true });
      return { ...plain, cwd, env: { ...dirs, USERPROFILE: dirs.HOME }, movedCwd: true };
    }
    case 'env-file': {
      // The user's working directory, mirrored by links, plus a harmless .env (unless it has one).
      const cwd = path.join(runDir, 'env-file-cwd');
      mkdirSync(cwd, { recursive: true });
      for (const entry of readdirSync(options.cwd))
        symlinkSync(path.join(options.cwd, entry), path.join(cwd, entry));
      if (!existsSync(path.join(cwd, '.env'))) writeFileSync(path.join(cwd, '.env'), ENV_FILE_CONTENT);
      return { ...plain, cwd, movedCwd: true };
    }
    default: {
      const user = options.userScenarios.find((s) => s.name === name);
      if (!user) throw new Error(`unknown scenario ${name}`);
      return { ...plain, env: { ...user.env } };
    }
  }
}

/** Relative paths in argv that exist from the original working directory become absolute. */
export function absolutizeArgv(argv: string[], cwd: string): string[] {
  return argv.map((arg, i) => {
    if (arg.startsWith('-') || path.isAbsolute(arg) || arg.includes('{{')) return arg;
    if (i === 0 && !arg.includes('/')) return arg;
    const full = path.resolve(cwd, arg);
    return existsSync(full) ? full : arg;
  });
}
