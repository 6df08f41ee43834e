import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const node = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'TextDecoder',
    'fetch',
    'AbortController',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate'
  ].map((g) => [g, 'readonly'])
);

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'gate-report/', 'src/core/generated/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }]
    }
  }
);
