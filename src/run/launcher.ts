/**
 * Launchers already inside a run's cgroup. Moving a process into a cgroup costs the kernel an RCU
 * grace period (about 15 ms here, during which a synchronous write blocks the gate's event loop),
 * so the move happens ahead of time, while earlier runs execute: a launcher is a `/bin/sh` started
 * in its own session that writes its pid into a fresh cgroup, says so on fd 3, and waits for one
 * line on stdin naming a script; the script `exec`s the server with exactly its environment. The
 * server is born inside the cgroup (no window in which a descendant could escape it) and keeps the
 * launcher's pid, process group and stdio pipes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { pidClock, RunCgroup, runCgroupRoot, type PidClock } from './descendants.js';
import { stdinPair } from './stdin-pair.js';
import { freshFile } from './workdirs.js';

const SHELL = '/bin/sh';
const ENV = '/usr/bin/env';
const SCRIPT = 'echo $$ > "$1" || exit 125; echo ready >&3; exec 3>&-; IFS= read -r f || exit 0; . "$f"';

/** A launcher in its cgroup, not yet given a server. */
interface Idle {
  child: ChildProcess;
  cgroup: RunCgroup;
  /** The pid clock before the launcher's pid was handed out (`RunProcesses.started`). */
  clock?: PidClock;
  /**
   * The gate's end of the launcher's stdin pair (the server inherits the other end):
   * run/stdin-pair.ts. Absent where no pair could be made: the server's stdin is `child.stdin`.
   */
  stdin?: Socket;
}

/** A launcher in its cgroup, waiting for the server to exec. */
export interface PreparedLaunch extends Idle {
  /** Hands the launcher the server to become; false when it cannot (the caller spawns directly). */
  exec(resolved: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): boolean;
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** A name `export` takes as written: an identifier the shell does not set itself (LINENO, PPID, OPTIND). */
const NAME = /^(?!(?:LINENO|PPID|OPTIND)$)[A-Za-z_][A-Za-z0-9_]*$/;
const UNSET = 'unset PWD OLDPWD';

/**
 * Whether the shell, started with no environment, exports nothing of its own once PWD and OLDPWD are
 * unset (dash does; bash exports SHLVL and `_`): then the script exports the server's variables and
 * `exec`s it directly, one exec fewer than through `env -i`. Asked once, of the shell itself, while
 * the first launcher moves into its cgroup.
 */
let shellExportsNothing: Promise<boolean> | undefined;
function askShell(): Promise<boolean> {
  shellExportsNothing ??= new Promise((resolve) => {
    const child = spawn(SHELL, ['-c', `cd / && ${UNSET} && exec ${ENV}`], {
      env: {},
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0 && out === ''));
  });
  return shellExportsNothing;
}

/**
 * The script's last line: `exec` the server with exactly `env`, directly where the shell allows it
 * (`direct`, and every name one `export` takes), else through `env -i`.
 */
function execLine(
  direct: boolean,
  resolved: string,
  args: string[],
  env: NodeJS.ProcessEnv
): string | undefined {
  const vars = Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined);
  const argv = [resolved, ...args].map(quote).join(' ');
  if (direct && vars.every(([k]) => NAME.test(k)))
    return `${UNSET}\n${vars.map(([k, v]) => `export ${k}=${quote(v)}\n`).join('')}exec ${argv}`;
  // `env` would take a command holding `=` for one more variable.
  if (resolved.includes('=')) return undefined;
  return `exec ${ENV} -i ${vars.map(([k, v]) => quote(`${k}=${v}`)).join(' ')} ${argv}`;
}

const pools = new Set<LauncherPool>();

/** Ends every idle launcher of every pool (for the signal handlers). */
export async function drainAllLaunchers(): Promise<void> {
  await Promise.all([...pools].map((p) => p.drain()));
}

export class LauncherPool {
  private readonly ready: Idle[] = [];
  private readonly waiting: ((p: Idle | undefined) => void)[] = [];
  private starting = 0;
  /** Launchers still moving into their cgroups: the drain waits for them too. */
  private readonly pending = new Set<Promise<void>>();
  private made = 0;
  private closed = false;

  private constructor(
    private readonly prefix: string,
    private readonly size: number,
    /** Launchers still to make: one per run, no more (`limit`), once the runs are known. */
    private remaining = Infinity
  ) {
    pools.add(this);
    // The first one at once, before the caller goes on (loading the corpus): it moves into its cgroup
    // (a kernel grace period) while the gate plans. No launcher is moving yet, so making its cgroup
    // does not wait; the next ones' would, and are made off the event loop.
    this.fill(true);
  }

  /** A pool where cgroups v2 are writable and the shell and `env` exist; undefined elsewhere. */
  static create(prefix: string, size: number): LauncherPool | undefined {
    if (!runCgroupRoot() || !existsSync(SHELL) || !existsSync(ENV)) return undefined;
    const pool = new LauncherPool(prefix, Math.max(1, size));
    void askShell();
    return pool;
  }

  /** The gate makes `runs` runs: no launcher beyond one per run is started (extra ready ones end in `drain`). */
  limit(runs: number): void {
    this.remaining = Math.max(0, runs - this.made);
  }

  private fill(first = false): void {
    while (!this.closed && this.remaining > 0 && this.ready.length + this.starting < this.size) {
      this.remaining -= 1;
      this.start(first);
      first = false;
    }
  }

  private start(sync: boolean): void {
    const n = ++this.made;
    this.starting += 1;
    let ended!: () => void;
    const pending = new Promise<void>((resolve) => (ended = resolve));
    this.pending.add(pending);
    const end = () => {
      this.pending.delete(pending);
      ended();
    };
    const made = (cgroup: RunCgroup | undefined) => {
      if (cgroup && !this.closed) return this.launch(cgroup, end);
      this.starting -= 1;
      if (cgroup) void cgroup.remove().then(end);
      else end();
      this.settle(undefined);
    };
    const name = `${this.prefix}-l${n}`;
    if (sync) made(RunCgroup.create(name));
    else void RunCgroup.make(name).then(made);
  }

  /** A launcher shell started into `cgroup`; `end` once it is ready, or gone with its cgroup. */
  private launch(cgroup: RunCgroup, end: () => void): void {
    const pair = stdinPair();
    const clock = pidClock();
    const child = spawn(
      SHELL,
      ['-c', SCRIPT, 'mcp-stdio-gate-launcher', path.join(cgroup.dir, 'cgroup.procs')],
      {
        stdio: [pair?.serverEnd ?? 'pipe', 'pipe', 'pipe', 'pipe'],
        detached: true,
        env: {}
      }
    );
    pair?.serverEnd.destroy();
    const signal = child.stdio[3] as (NodeJS.ReadableStream & { destroy(): void }) | null;
    let done = false;
    const discard = () => {
      cgroup.kill();
      child.kill('SIGKILL');
      void pair?.gateEnd.then((socket) => socket?.destroy());
      void cgroup.remove().then(end);
      this.settle(undefined);
    };
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      this.starting -= 1;
      signal?.destroy();
      if (!ok || this.closed) discard();
      else if (!pair) {
        end();
        this.settle({ child, cgroup, clock });
      } else {
        // Accepted long before the shell says ready; a pair that failed leaves a launcher of no use.
        void pair.gateEnd.then((stdin) => {
          if (!stdin || this.closed) return discard();
          end();
          this.settle({ child, cgroup, clock, stdin });
        });
      }
    };
    signal?.once('data', () => finish(true));
    signal?.once('end', () => finish(false));
    child.once('error', () => finish(false));
    child.once('exit', () => finish(false));
  }

  /** The launcher's script goes to `specFile` (in the directory of the run's worker). */
  private prepared(idle: Idle, specFile: string, direct: boolean): PreparedLaunch {
    const input = idle.stdin ?? idle.child.stdin;
    return {
      ...idle,
      exec: (resolved, args, cwd, env) => {
        const line = execLine(direct, resolved, args, env);
        if (line === undefined || !input?.writable) return false;
        freshFile(specFile, `cd -- ${quote(cwd)} || exit 126\n${line}\n`);
        input.write(`${specFile}\n`);
        return true;
      }
    };
  }

  private settle(p: Idle | undefined): void {
    const waiter = this.waiting.shift();
    if (waiter) {
      waiter(p);
      this.fill(); // the one handed over makes room for the next
    } else if (p) this.ready.push(p);
  }

  /**
   * A launcher ready in its cgroup (waiting for one that is still moving in), or undefined; the
   * server's launch script will be written to `specFile`.
   */
  async take(specFile: string): Promise<PreparedLaunch | undefined> {
    const [idle, direct] = await Promise.all([this.next(), askShell()]);
    return idle && this.prepared(idle, specFile, direct);
  }

  private next(): Promise<Idle | undefined> {
    let p = this.ready.shift();
    // One that died while it waited (killed from outside) is of no use.
    while (p && (p.child.exitCode !== null || p.child.signalCode !== null)) {
      p.stdin?.destroy();
      void p.cgroup.remove();
      p = this.ready.shift();
    }
    if (p) {
      // The next launcher's spawn blocks the event loop for a few ms (until its exec): after this
      // one has been handed its server, not before.
      setImmediate(() => this.fill());
      return Promise.resolve(p);
    }
    this.fill();
    if (this.starting === 0) return Promise.resolve(undefined);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Ends the launchers nobody took and removes their cgroups; no new one starts. */
  async drain(): Promise<void> {
    this.closed = true;
    pools.delete(this);
    for (const w of this.waiting.splice(0)) w(undefined);
    const idle = this.ready.splice(0);
    for (const p of idle) {
      p.cgroup.kill();
      p.child.kill('SIGKILL');
      p.stdin?.destroy();
    }
    await Promise.all([
      ...this.pending,
      ...idle.map(async (p) => {
        if (p.child.exitCode === null && p.child.signalCode === null)
          await new Promise((resolve) => p.child.once('exit', resolve));
        await p.cgroup.remove();
      })
    ]);
  }
}
