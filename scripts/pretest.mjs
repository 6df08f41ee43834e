// Before the suite (`npm test`): the generated validators, the Node 24 of the Action runtime test
// (scripts/node24.mjs), and Debian's Chromium for the report.html browser test, installed where it
// is missing and this machine can (root, apt-get), so `npm ci && npm test` passes on a fresh machine.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

await import('./gen-validators.mjs');
const { ensureNode24 } = await import('./node24.mjs');
try {
  ensureNode24();
} catch (error) {
  console.warn(`pretest: cannot fetch Node 24 for the Action runtime test: ${error.message}`);
}

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('pretest: installing Debian chromium for the report.html browser test');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env
    });
  } else {
    console.warn(
      `pretest: ${chromium} is missing and cannot be installed here; the report.html test needs it (apt-get install chromium, or set CHROMIUM to a Chromium binary)`
    );
  }
}
