// Bundles the CLI, the Action and the reference gateway into self-contained files under dist/.
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';

const banner = {
  js: "import { createRequire as __gateCreateRequire } from 'node:module'; const require = __gateCreateRequire(import.meta.url);"
};
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  banner
};

await import('./gen-validators.mjs');
rmSync('dist', { recursive: true, force: true });
const entries = [
  { in: 'src/cli.ts', out: 'dist/cli.js', shebang: true },
  { in: 'src/action/index.ts', out: 'dist/index.js' },
  { in: 'examples/reference-gateway/gateway.ts', out: 'dist/reference-gateway.js', shebang: true }
];
for (const e of entries) {
  if (!existsSync(e.in)) continue;
  await build({
    ...common,
    entryPoints: [e.in],
    outfile: e.out,
    banner: { js: (e.shebang ? '#!/usr/bin/env node\n' : '') + banner.js }
  });
}
if (existsSync('scripts/generate-docs.mjs')) await import('./generate-docs.mjs');
