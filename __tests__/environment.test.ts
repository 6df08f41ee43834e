import { describe, expect, test } from '@jest/globals';
import { serverEnvironment } from '../src/run/environment.js';

describe('the server environment', () => {
  test("drops the runner's credentials and file commands, keeps every other variable, then layers the user's", () => {
    const credentials = [
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_RUNTIME_URL',
      'ACTIONS_RESULTS_URL',
      'ACTIONS_CACHE_URL',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'INPUT_MODE',
      'INPUT_',
      'RUNNER_TOKEN',
      'NODE_AUTH_TOKEN',
      'NPM_TOKEN',
      'GITHUB_ENV',
      'GITHUB_PATH',
      'GITHUB_OUTPUT',
      'GITHUB_STATE',
      'GITHUB_STEP_SUMMARY'
    ];
    const lookalikes = [
      'GITHUB_TOKEN_X',
      'MY_GITHUB_TOKEN',
      'INPUTS',
      'ACTIONS_ID_TOKEN_REQUEST_',
      'GITHUB_ENVIRONMENT',
      'GITHUB_WORKSPACE',
      'PATH',
      'HOME'
    ];
    const base = Object.fromEntries([...credentials, ...lookalikes].map((k) => [k, `v-${k}`]));
    const env = serverEnvironment(base, { GH_TOKEN: 'given by the user' }, { HOME: '/sandbox' });
    expect(Object.keys(env).sort()).toEqual([...lookalikes, 'GH_TOKEN'].sort());
    expect(env.GH_TOKEN).toBe('given by the user');
    expect(env.HOME).toBe('/sandbox');
    expect(env.PATH).toBe('v-PATH');
  });
});
