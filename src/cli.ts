import { runEntry } from './run/entry.js';

await runEntry(() => import('./cli/process.js'));
