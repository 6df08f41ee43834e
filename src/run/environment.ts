/**
 * The server's environment: the runner's, without the runner's own credentials and file commands
 * (`runner-files.ts`), plus the user's.
 */
import { isRunnerFileVar } from './runner-files.js';

/** The runner's own credentials, by name: one expression, tested against every variable of every run. */
const RUNNER_CREDENTIAL =
  /^(?:ACTIONS_RUNTIME_TOKEN|ACTIONS_RUNTIME_URL|ACTIONS_RESULTS_URL|ACTIONS_CACHE_URL|ACTIONS_ID_TOKEN_REQUEST_(?:URL|TOKEN)|GITHUB_TOKEN|GH_TOKEN|INPUT_.*|RUNNER_TOKEN|NODE_AUTH_TOKEN|NPM_TOKEN)$/s;

export function isRunnerCredential(name: string): boolean {
  return RUNNER_CREDENTIAL.test(name);
}

export function serverEnvironment(
  base: NodeJS.ProcessEnv,
  ...layers: Record<string, string>[]
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base))
    if (v !== undefined && !isRunnerCredential(k) && !isRunnerFileVar(k)) env[k] = v;
  for (const layer of layers) Object.assign(env, layer);
  return env;
}

/** Values to redact: those of the --secret-env names, from the user's --env or the gate's environment. */
export function secretValues(
  names: readonly string[],
  userEnv: Record<string, string>,
  base: NodeJS.ProcessEnv
): string[] {
  const values = new Set<string>();
  for (const name of names) {
    const v = userEnv[name] ?? base[name];
    if (v && v.length >= 3) values.add(v);
  }
  return [...values].sort((a, b) => b.length - a.length);
}
