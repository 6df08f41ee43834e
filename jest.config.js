/** Jest in ESM mode: ts-jest compiles TypeScript as ES modules, `.js` specifiers resolve to `.ts`. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  resolver: 'ts-jest-resolver',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }
    ]
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // The suite leaves no gate work directory behind (__tests__/temp-dirs.mjs).
  globalSetup: '<rootDir>/__tests__/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2
};
