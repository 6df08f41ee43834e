/**
 * Every process a server started, wherever it went: `setsid`, a double fork, its own process group.
 *
 * Two marks, the way trusted CI systems find escaped descendants (the Actions runner's
 * `RUNNER_TRACKING_ID`, Jenkins' ProcessTreeKiller): a per-run variable in the server's environment,
 * inherited by everything it starts (found by scanning `/proc/<pid>/environ`), and, where the gate
 * may create one, a cgroup v2 of its own per run (which also holds descendants that cleared their
 * environment; `cgroup.kill` ends the whole subtree at once).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessTracking } from '../core/report.js';

/** The environment variable that marks every process of one run. */
export const RUN_MARKER_VAR = 'MCP_GATE_RUN_ID';

export interface DescendantInfo {
  pid: number;
  /** The command line, NUL bytes as spaces, at most 200 characters. */
  command: string;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
}

/** A process that still runs (a zombie has exited: only its parent's `wait` is missing). */
function isRunning(pid: number): boolean {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** A number of /proc/<pid>/stat, counted from the state after the command (the parent 1, the group 2). */
function statField(pid: number, index: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index]);
}

/** The process group of a process (field 5 of /proc/<pid>/stat). */
function groupOf(pid: number): number | undefined {
  return statField(pid, 2);
}

/** Whether a process's environment carries the run's marker. */
function carriesMarker(pid: number, marker: string): boolean {
  const environ = readText(`/proc/${pid}/environ`);
  return environ !== undefined && `\0${environ}`.includes(`\0${RUN_MARKER_VAR}=${marker}\0`);
}

function describe(pid: number): DescendantInfo {
  const cmdline = readText(`/proc/${pid}/cmdline`) ?? '';
  return { pid, command: cmdline.replace(/\0+$/, '').replace(/\0/g, ' ').slice(0, 200) || `pid ${pid}` };
}

/**
 * Live processes whose environment carries `MCP_GATE_RUN_ID=<marker>`, or that are members of one
 * of `groups` (process groups); none where there is no /proc.
 */
export function findMarked(marker: string, groups: readonly number[] = []): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (pid === process.pid) continue;
    const marked = carriesMarker(pid, marker);
    if ((marked || (groups.length > 0 && groups.includes(groupOf(pid) ?? -1))) && isRunning(pid))
      found.push(pid);
  }
  return found;
}

/** The cgroup v2 directory this process is in, when it is writable (a child cgroup can be made there). */
function ownCgroupDir(): string | undefined {
  const line = (readText('/proc/self/cgroup') ?? '').split('\n').find((l) => l.startsWith('0::'));
  if (!line) return undefined;
  const rel = line.slice(3).trim();
  for (const mount of ['/sys/fs/cgroup', '/sys/fs/cgroup/unified']) {
    const dir = path.join(mount, rel);
    if (existsSync(path.join(dir, 'cgroup.procs')) && existsSync(path.join(mount, 'cgroup.controllers')))
      return dir;
  }
  return undefined;
}

let cgroupRoot: string | null | undefined;
/** The members of the gate's own cgroup before any run's process existed: none of them is a run's. */
let bystanders = new Set<number>();

function membersOf(dir: string): number[] {
  return (readText(path.join(dir, 'cgroup.procs')) ?? '').split('\n').filter(Boolean).map(Number);
}

/** Where the runs' cgroups are made (the gate's own cgroup v2), or undefined where none can be. */
export function runCgroupRoot(): string | undefined {
  if (cgroupRoot === undefined) {
    cgroupRoot = ownCgroupDir() ?? null;
    if (cgroupRoot) bystanders = new Set(membersOf(cgroupRoot));
  }
  return cgroupRoot ?? undefined;
}

/**
 * Processes of the run `marker` that moved out of its cgroup into the gate's own: a process of the
 * gate's user may write itself into the cgroup.procs of any cgroup under the nearest ancestor it
 * owns, and the gate's own is the one such place no run's `cgroup.kill` reaches. Told by the run's
 * marker in their environment, among the members that came since the runs began and are not the
 * gate's own children (a launcher on its way into its cgroup, a server before it is moved in).
 */
function escapedInto(marker: string): number[] {
  const root = runCgroupRoot();
  if (!root) return [];
  return membersOf(root).filter(
    (pid) =>
      pid !== process.pid &&
      !bystanders.has(pid) &&
      statField(pid, 1) !== process.pid &&
      carriesMarker(pid, marker) &&
      isRunning(pid)
  );
}

/** Where a run's cgroup of that name goes, or undefined where none can be made. */
function cgroupDir(name: string): string | undefined {
  const root = runCgroupRoot();
  return root && path.join(root, name);
}

/** A cgroup of one run: every process moved into it, and all their descendants, end with `kill()`. */
export class RunCgroup {
  private constructor(readonly dir: string) {}

  /** Creates the run's cgroup, or undefined where cgroups v2 are missing or not writable. */
  static create(name: string): RunCgroup | undefined {
    const dir = cgroupDir(name);
    if (!dir) return undefined;
    try {
      mkdirSync(dir);
      return RunCgroup.usable(dir);
    } catch {
      cgroupRoot = null;
      return undefined;
    }
  }

  /**
   * `create` off the event loop: making a cgroup waits for the kernel while another process moves
   * into one (a grace period of milliseconds), which would stall every run's I/O meanwhile.
   */
  static async make(name: string): Promise<RunCgroup | undefined> {
    const dir = cgroupDir(name);
    if (!dir) return undefined;
    try {
      await mkdir(dir);
      return RunCgroup.usable(dir);
    } catch {
      cgroupRoot = null;
      return undefined;
    }
  }

  /** The cgroup just made, if it can kill its subtree (cgroup.kill, Linux 5.14); else removed, and no more are made. */
  private static usable(dir: string): RunCgroup | undefined {
    if (existsSync(path.join(dir, 'cgroup.kill'))) return new RunCgroup(dir);
    rmdirSync(dir);
    cgroupRoot = null;
    return undefined;
  }

  /** Moves a process in (right after spawn, before it can start anything of its own). */
  adopt(pid: number): boolean {
    try {
      writeFileSync(path.join(this.dir, 'cgroup.procs'), String(pid));
      return true;
    } catch {
      return false;
    }
  }

  members(): number[] {
    return membersOf(this.dir).filter(isRunning);
  }

  kill(): void {
    try {
      writeFileSync(path.join(this.dir, 'cgroup.kill'), '1');
    } catch {
      // gone already
    }
  }

  /**
   * Removes the cgroup once it is empty: the kernel drops a killed member a moment after the kill,
   * so this waits for `cgroup.events` to say `populated 0` (polled, at most `ms`).
   */
  async remove(ms = 1000): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      try {
        await rmdir(this.dir); // off the event loop: the kernel takes a while to free a cgroup
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || Date.now() >= until) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The processes of one run: its marker and its cgroup, and the pids the runner knows. */
export class RunProcesses {
  /** Process groups the run's processes were started in (the server's own). */
  readonly groups: number[] = [];

  constructor(
    readonly marker: string,
    readonly cgroup?: RunCgroup
  ) {}

  /**
   * Once a scan found none left after the server exited, none can come back (a process is only
   * started by another of the run's): later scans are skipped.
   */
  private gone = false;

  /**
   * The server was born inside the run's cgroup (run/launcher.ts): every process it starts is in
   * there too, unless it moved itself into the gate's own cgroup (`escapedInto`), so the two answer
   * and /proc is not scanned. A server spawned first and moved after could fork in between: then
   * the marker scan runs as well.
   */
  bornInCgroup = false;
  /** The server was moved into the run's cgroup right after its spawn (`adopt` succeeded). */
  adopted = false;

  /**
   * How this run's descendants were found: `cgroup` when the server was in its cgroup from (about)
   * its start, which also holds a descendant that cleared its environment and left its session;
   * `environment` when only the marker variable and the process group could.
   */
  get tracking(): ProcessTracking {
    if (this.cgroup && (this.bornInCgroup || this.adopted)) return 'cgroup';
    return existsSync('/proc/self/environ') ? 'environment' : 'process-group';
  }

  /** Every live process of the run: marked, in its cgroup, or in its process group. */
  alive(): number[] {
    if (this.gone) return [];
    if (this.bornInCgroup && this.cgroup)
      return [...new Set([...this.cgroup.members(), ...escapedInto(this.marker)])].sort((a, b) => a - b);
    const pids = new Set(findMarked(this.marker, this.groups));
    for (const pid of this.cgroup?.members() ?? []) pids.add(pid);
    return [...pids].sort((a, b) => a - b);
  }

  describe(pids: number[]): DescendantInfo[] {
    return pids.map(describe);
  }

  /**
   * SIGKILL to every process of the run and its process group; nothing once none is left (a
   * cgroup.kill write costs the kernel about a millisecond even on an empty cgroup).
   */
  killAll(): void {
    if (this.gone) return;
    this.cgroup?.kill();
    for (const pid of this.alive()) {
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // gone, or not a group leader
        }
      }
    }
  }

  /**
   * Waits until no process of the run is left, up to `ms`; returns those still alive. The kernel
   * gives no event for another process's exit, so this polls /proc (every 20 ms).
   */
  async waitGone(ms: number): Promise<number[]> {
    const until = Date.now() + ms;
    // A /proc scan is not one moment: a process that starts its successor and exits while the
    // scan reads (a double fork's middle) is missed at both ends. Two empty scans in a row, then;
    // a cgroup's member list is one moment (a child joins it at its fork), one is enough.
    const scans = this.bornInCgroup && this.cgroup ? 1 : 2;
    let empty = 0;
    for (;;) {
      const left = this.alive();
      empty = left.length === 0 ? empty + 1 : 0;
      if (empty >= scans) this.gone = true;
      if (this.gone || (left.length > 0 && Date.now() >= until)) return left;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
