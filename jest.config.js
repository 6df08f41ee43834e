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
  testTimeout: 60000,
  maxWorkers: 2
};
