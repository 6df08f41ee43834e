import { canMakeRunCgroups } from '../run/descendants.js';
import { runUnderSubreaper } from '../run/subreaper.js';

// Where runs cannot have cgroups of their own (an unprivileged user, as on a GitHub-hosted runner),
// the step runs as the child of a subreaper, which adopts every process a server's descendant
// leaves behind (run/subreaper.ts); this process only passes signals on and waits, so it loads
// nothing else (the Action is loaded once, in the child). A run's cgroup holds those already.
const underSubreaper = await runUnderSubreaper(() => !canMakeRunCgroups());
if (underSubreaper !== undefined) process.exit(underSubreaper);
await (await import('./process.js')).main();
