import { runEntry } from '../run/entry.js';

await runEntry(() => import('./process.js'));
