/**
 * The one place that spawns the server under test: argv without a shell, three separate pipes, no
 * TTY, its own process group, capped capture, and a teardown that never waits on an orphan.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { killAdopted, pidClock, type DescendantInfo, type RunProcesses } from './descendants.js';
import { drainAllLaunchers, type PreparedLaunch } from './launcher.js';
import { stdinPair } from './stdin-pair.js';

export interface LaunchSpec {
  argv: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A launcher already in the run's cgroup, to become the server (run/launcher.ts). */
  prepared?: PreparedLaunch;
}

export interface RunnerLimits {
  /** Bytes kept per stream; beyond it the run stops with `output-limit`. */
  captureCap: number;
  /** After stdin EOF, how long the server may take to exit before SIGTERM. */
  exitGraceMs: number;
  /** After SIGTERM, how long before SIGKILL. */
  termGraceMs: number;
  /** After the process exited, how long its pipes may stay open (a grandchild) before the group is killed. */
  drainMs: number;
  /**
   * After the server exited, how long the processes it started may take to end by themselves
   * before they count as orphans (`orphan-process`) and are killed.
   */
  orphanGraceMs: number;
}

export const DEFAULT_LIMITS: RunnerLimits = {
  captureCap: 8 * 1024 * 1024,
  exitGraceMs: 2000,
  termGraceMs: 1000,
  drainMs: 250,
  orphanGraceMs: 500
};

export interface ExitInfo {
  code: number | null;
  signal: string | null;
}

export interface LaunchFailure {
  code: string;
  message: string;
}

export type Stream = 'stdout' | 'stderr';

/**
 * How the last holder of the server's stdin let go of it (it exited or closed stdin), as the kernel
 * told the gate's end of the socket pair: with bytes still unread there, or with none; undefined
 * when a write learned of it first (EPIPE, whatever was left unread).
 */
export interface StdinRelease {
  unread: boolean | undefined;
  /** Stdin bytes the gate had handed over when it learned of it (the release came before that). */
  submitted: number;
}

/** Stdin writes go in chunks of a Linux pipe's default capacity. */
export const WRITE_CHUNK = 64 * 1024;

/** Why argv[0] cannot be found the way execvp looks for it: the path tried, or the PATH searched. */
export function notFoundReason(command: string, env: NodeJS.ProcessEnv, cwd: string): string {
  return command.includes('/')
    ? `no executable file at ${path.resolve(cwd, command)}`
    : `not found on PATH (${env.PATH ?? ''})`;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Where a command was found on a PATH (`resolveCommand`): each run's launch would otherwise try
 * every directory before it again (a run's launch waits for it: 0.3 ms where `node` is in the
 * ninth). Still executable there, it is taken again; else looked up anew.
 */
const found = new Map<string, string>();

/** Resolves argv[0] the way execvp would, to name it when it cannot start. */
export function resolveCommand(command: string, env: NodeJS.ProcessEnv, cwd: string): string | undefined {
  if (command.includes('/')) {
    const full = path.resolve(cwd, command);
    return executable(full) ? full : undefined;
  }
  const key = `${env.PATH ?? ''}\u0000${command}`;
  const known = found.get(key);
  if (known !== undefined && executable(known)) return known;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const full = path.join(dir, command);
    if (executable(full)) {
      found.set(key, full);
      return full;
    }
  }
  found.delete(key);
  return undefined;
}

function wait(ms: number, until: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    until.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Every server still running, so an interrupted gate (Ctrl-C, a cancelled job) leaves no process behind. */
const live = new Set<ServerProcess>();
/** The signal that is stopping the gate (`killAllServers`), once one is. */
let stopping: NodeJS.Signals | undefined;

/** The signal that is stopping the gate from outside, if one is: no report of it may say pass. */
export const stoppedBy = (): NodeJS.Signals | undefined => stopping;

/**
 * Kills every process of every server still running, then removes their emptied cgroups (for the
 * signal handlers of the entries, which exit right after: nothing else would remove them).
 */
export async function killAllServers(signal: NodeJS.Signals): Promise<void> {
  // While the cgroups go, the gate's other runs go on for a moment: none may start a new server.
  stopping = signal;
  for (const server of live) {
    server.signalGroup('SIGKILL');
    server.processes?.killAll();
  }
  await Promise.all([
    killAdopted(500),
    drainAllLaunchers(),
    ...[...live].map((server) => server.processes?.cgroup?.remove(500))
  ]);
}

export class ServerProcess {
  stdoutBytes = 0;
  stderrBytes = 0;
  limitHit?: Stream;
  launchFailure?: LaunchFailure;
  /** Stdin bytes the kernel took (the server must have read all but a socket buffer of them). */
  stdinAccepted = 0;
  /** Stdin bytes handed to the kernel so far, taken or not yet. */
  stdinSubmitted = 0;
  /** How the server let go of its stdin, once it did (only where stdin is a socket pair: Linux). */
  stdinRelease?: StdinRelease;
  /** Resolves once `stdinRelease` is known (never, where there is no socket pair). */
  readonly stdinReleased: Promise<void>;
  private stdin?: Writable;
  /** Whether `stdin` is the gate's end of a socket pair (it tells how the server let go of it). */
  private paired = false;
  /** Resolves once `stdin` is set (the gate's end of a pair is accepted a moment after the spawn). */
  private readonly stdinReady: Promise<void>;
  /** Processes the server started that were still alive after it was gone (killed by the gate). */
  orphans: DescendantInfo[] = [];
  readonly exited: Promise<ExitInfo>;
  /** Resolves when stdout reached EOF (or was cut by the gate). */
  readonly stdoutClosed: Promise<void>;
  private readonly child?: ChildProcess;
  private stdinOpen = true;
  private exitInfo?: ExitInfo;

  constructor(
    spec: LaunchSpec,
    private readonly limits: RunnerLimits,
    onStdout: (chunk: Buffer) => void,
    /** Where every kept byte of stdout and stderr goes as it arrives (the transcript on disk). */
    private readonly sink: (stream: Stream, chunk: Buffer) => void,
    /** The run's marker and cgroup: how descendants that left the process group are found. */
    readonly processes?: RunProcesses
  ) {
    const [command, ...args] = spec.argv;
    const resolved = stopping ? undefined : resolveCommand(command, spec.env, spec.cwd);
    if (!resolved) {
      this.launchFailure = stopping
        ? { code: 'ESTOPPING', message: 'not started: the gate is being stopped by a signal' }
        : {
            code: 'ENOENT',
            message: `cannot start ${JSON.stringify(command)}: ${notFoundReason(command, spec.env, spec.cwd)}`
          };
      this.exited = Promise.resolve({ code: null, signal: null });
      this.stdoutClosed = Promise.resolve();
      this.stdinReady = Promise.resolve();
      this.stdinReleased = new Promise(() => undefined);
      this.stdinOpen = false;
      return;
    }
    // A launcher already in the run's cgroup becomes the server; otherwise a spawn and a move.
    const prepared = spec.prepared?.exec(resolved, args, spec.cwd, spec.env) ? spec.prepared : undefined;
    if (spec.prepared && !prepared) spec.prepared.child.kill('SIGKILL');
    const pair = prepared ? undefined : stdinPair();
    const clock = prepared ? prepared.clock : pidClock();
    const child =
      prepared?.child ??
      spawn(resolved, args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: [pair?.serverEnd ?? 'pipe', 'pipe', 'pipe'],
        detached: true,
        argv0: command
      });
    // The child holds its own copy of the server's end: the gate's must go, or it would hold it open.
    pair?.serverEnd.destroy();
    this.child = child;
    let released!: () => void;
    this.stdinReleased = new Promise((resolve) => (released = resolve));
    const gateEnd = prepared ? prepared.stdin && Promise.resolve(prepared.stdin) : pair?.gateEnd;
    this.stdinReady = gateEnd
      ? gateEnd.then((socket) => {
          if (socket) {
            this.paired = true;
            this.watchRelease(socket, released);
          } else this.stdinOpen = false;
          this.stdin = socket;
        })
      : Promise.resolve();
    if (!gateEnd) this.stdin = child.stdin ?? undefined;
    if (child.pid !== undefined) {
      if (!prepared) {
        if (processes?.cgroup?.adopt(child.pid)) processes.adopted = true;
      } else if (processes) processes.bornInCgroup = true;
      processes?.started(child.pid, clock);
    }
    live.add(this);
    this.exited = new Promise((resolve) => {
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (child.pid === undefined) {
          this.launchFailure = {
            code: error.code ?? 'ERROR',
            message: `cannot start ${resolved}: ${error.message}`
          };
          this.stdinOpen = false;
          resolve({ code: null, signal: null });
        }
      });
      child.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      });
    });
    this.stdoutClosed = new Promise((resolve) => {
      child.stdout!.once('close', () => resolve());
      child.stdout!.once('error', () => resolve());
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const kept = this.capture('stdout', chunk);
      if (kept) onStdout(kept);
    });
    child.stderr!.on('data', (chunk: Buffer) => this.capture('stderr', chunk));
    child.stderr!.on('error', () => undefined);
    child.stdin?.on('error', () => {
      this.stdinOpen = false;
    });
  }

  /**
   * The gate's end of the pair: a read's end of file says the server's end was let go of with
   * nothing unread, its ECONNRESET that bytes were left unread. A write after the release fails
   * with EPIPE either way, and Node then closes the socket before any read: that says nothing.
   */
  private watchRelease(socket: Socket, released: () => void): void {
    const note = (unread: boolean | undefined) => {
      this.stdinOpen = false;
      if (this.stdinRelease) return;
      this.stdinRelease = { unread, submitted: this.stdinSubmitted };
      released();
    };
    // A server may write to its stdin: those bytes are not its output, and are dropped.
    socket.on('data', () => undefined).resume();
    socket.once('end', () => note(false));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') note(true);
      else if (error.code === 'EPIPE') note(undefined);
      else this.stdinOpen = false;
    });
    socket.once('close', () => {
      this.stdinOpen = false;
    });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get exit(): ExitInfo | undefined {
    return this.exitInfo;
  }

  /** Whether the kernel will tell how the server let go of its stdin (`stdinRelease`): a socket pair. */
  get tellsRelease(): boolean {
    return this.paired;
  }

  get stdinWritable(): boolean {
    return this.stdinOpen && (this.stdin ? this.stdin.writable : !!this.child);
  }

  /** Keeps at most `captureCap` bytes of a stream; past it, cuts the stream and kills the group. */
  private capture(stream: Stream, chunk: Buffer): Buffer | undefined {
    const count = stream === 'stdout' ? this.stdoutBytes : this.stderrBytes;
    const room = this.limits.captureCap - count;
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (kept.length > 0) {
      this.sink(stream, kept);
      if (stream === 'stdout') this.stdoutBytes += kept.length;
      else this.stderrBytes += kept.length;
    }
    if (chunk.length > room && !this.limitHit) {
      this.limitHit = stream;
      this.child?.stdout?.destroy();
      this.child?.stderr?.destroy();
      this.signalGroup('SIGKILL');
    }
    return kept.length > 0 ? kept : undefined;
  }

  /**
   * Writes raw bytes, honouring backpressure; false when stdin is gone (the server closed it or
   * exited). Large writes go in pipe-sized chunks so `stdinAccepted` tells how far the server read.
   */
  async write(bytes: Uint8Array): Promise<boolean> {
    if (!this.stdin) await this.stdinReady;
    const stdin = this.stdin;
    if (!stdin || !this.stdinWritable) return false;
    let at = 0;
    do {
      const chunk = bytes.subarray(at, at + WRITE_CHUNK);
      at += WRITE_CHUNK;
      this.stdinSubmitted += chunk.length;
      const flushed = stdin.write(chunk, (error) => {
        // A write that completes once the socket is destroyed (the release's ECONNRESET destroys
        // it) gets no error from Node whatever the kernel took of it: not counted as taken.
        if (!error && !stdin.destroyed) this.stdinAccepted += chunk.length;
      });
      if (!flushed) {
        const drained = await new Promise<boolean>((resolve) => {
          const done = (ok: boolean) => {
            stdin.off('drain', onDrain);
            stdin.off('close', onClose);
            resolve(ok);
          };
          const onDrain = () => done(true);
          const onClose = () => done(false);
          stdin.on('drain', onDrain);
          stdin.on('close', onClose);
        });
        if (!drained) return false;
      }
      if (!this.stdinOpen) return false;
    } while (at < bytes.length);
    return this.stdinOpen;
  }

  closeStdin(): void {
    if (this.stdin && !this.stdin.destroyed) this.stdin.end();
    else if (!this.stdin) void this.stdinReady.then(() => this.stdin?.end());
    this.stdinOpen = false;
  }

  signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // ESRCH: the whole group is gone already.
    }
  }

  /**
   * Stdin EOF, then the exit grace, SIGTERM, SIGKILL to the whole group; then stdout may drain
   * briefly, and whatever still holds the pipes (a grandchild) is killed and cut off.
   */
  async stop(): Promise<ExitInfo> {
    if (this.launchFailure || !this.child) return { code: null, signal: null };
    this.closeStdin();
    if (!this.exitInfo && !(await wait(this.limits.exitGraceMs, this.exited))) {
      this.signalGroup('SIGTERM');
      if (!(await wait(this.limits.termGraceMs, this.exited))) {
        this.signalGroup('SIGKILL');
        await this.exited;
      }
    }
    const drained = await wait(this.limits.drainMs, this.stdoutClosed);
    await this.reapDescendants(this.limits.orphanGraceMs);
    if (!drained) {
      this.child.stdout?.destroy();
      this.child.stderr?.destroy();
    }
    // Nothing of the run holds the server's end any more: how it was let go of is on its way.
    if (this.paired) await wait(this.limits.drainMs, this.stdinReleased);
    this.stdin?.destroy();
    live.delete(this);
    return this.exitInfo ?? { code: null, signal: null };
  }

  /**
   * The server is gone: whatever it started and is still alive after `graceMs` (in its group, its
   * cgroup, or anywhere with its marker) is an orphan it would leave in production too. Orphans are
   * recorded, then every process of the run is killed and awaited.
   */
  private async reapDescendants(graceMs: number): Promise<void> {
    const left = this.processes ? await this.processes.waitGone(graceMs) : [];
    if (left.length) this.orphans = this.processes!.describe(left);
    this.signalGroup('SIGKILL');
    if (this.processes) {
      this.processes.killAll();
      const survivors = await this.processes.waitGone(2000, true);
      if (survivors.length)
        this.orphans.push(
          ...this.processes
            .describe(survivors)
            .filter((d) => !this.orphans.some((o) => o.pid === d.pid))
            .map((d) => ({ ...d, command: `${d.command} (could not be killed)` }))
        );
    }
  }

  /** Immediate teardown (timeout, output limit): kill the group and cut the pipes. */
  async abort(): Promise<ExitInfo> {
    this.signalGroup('SIGKILL');
    this.child?.stdout?.destroy();
    this.child?.stderr?.destroy();
    this.child?.stdin?.destroy();
    this.stdin?.destroy();
    this.stdinOpen = false;
    await this.exited;
    // The group is dead; what escaped it (setsid, a double fork) still runs: an orphan.
    await this.reapDescendants(this.limits.drainMs);
    live.delete(this);
    return this.exitInfo ?? { code: null, signal: null };
  }
}
