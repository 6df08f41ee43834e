/**
 * Every process a server started, wherever it went: `setsid`, a double fork, its own process group.
 *
 * Two marks, the way trusted CI systems find escaped descendants (the Actions runner's
 * `RUNNER_TRACKING_ID`, Jenkins' ProcessTreeKiller): a per-run variable in the server's environment,
 * inherited by everything it starts (found by scanning `/proc/<pid>/environ`), and, where the gate
 * may create one, a cgroup v2 of its own per run (which also holds descendants that cleared their
 * environment; `cgroup.kill` ends the whole subtree at once).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  rmdirSync,
  writeFileSync
} from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessTracking } from '../core/report.js';
import { subreaperPid } from './subreaper.js';

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

const small = Buffer.allocUnsafe(4096);

/**
 * A /proc file that one read(2) returns whole (a stat line is well under 4 KiB), without the
 * fstat and the second read that `readFileSync` makes of a file whose size /proc does not give: a
 * scan reads one per process, every 20 ms while a run ends.
 */
function readSmall(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const n = readSync(fd, small, 0, small.length, null);
    return n < small.length ? small.toString('latin1', 0, n) : readFileSync(file, 'latin1');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The fields of /proc/<pid>/stat (or of a thread's, by its tid: the state is the thread's own) from
 * the state on, after the command (which may hold spaces and parentheses): the state is [0], the
 * parent [1], the process group [2], the start [19].
 */
function statOf(pid: number | 'self'): string[] | undefined {
  const stat = readSmall(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Whether a process in this state still runs (a zombie has exited: only its parent's `wait` is missing). */
function runs(state: string | undefined): boolean {
  return state !== undefined && state !== 'Z' && state !== 'X';
}

function isRunning(pid: number): boolean {
  return runs(statOf(pid)?.[0]);
}

/** A number of /proc/<pid>/stat, counted as `statOf` counts. */
function statField(pid: number, index: number): number | undefined {
  const fields = statOf(pid);
  return fields && Number(fields[index]);
}

/**
 * A process as /proc/<pid>/stat shows it: its parent, its process group, its start (clock ticks
 * since boot), whether it runs.
 */
interface ProcEntry {
  parent: number;
  group: number;
  start: number;
  running: boolean;
}

/** The processes of one pass over /proc, and which pids it read (a pid it left out may be alive). */
interface ProcTable {
  entries: Map<number, ProcEntry>;
  read: (pid: number) => boolean;
}

/**
 * Every process, in one pass over /proc (empty where there is none). `within`, asked once /proc was
 * listed, may narrow it to the pids that can be a run's (`bornSince`): the others' stat files are
 * not read.
 */
function processTable(within?: () => ((pid: number) => boolean) | undefined): ProcTable {
  const entries = new Map<number, ProcEntry>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return { entries, read: () => true };
  }
  const keep = within?.();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (keep && !keep(pid)) continue;
    const entry = entryOf(pid);
    if (entry) entries.set(pid, entry);
  }
  return { entries, read: keep ?? (() => true) };
}

/** A process as its /proc/<pid>/stat shows it now; undefined once it is gone. */
function entryOf(pid: number): ProcEntry | undefined {
  const fields = statOf(pid);
  return (
    fields && {
      parent: Number(fields[1]),
      group: Number(fields[2]),
      start: Number(fields[19]),
      running: runs(fields[0])
    }
  );
}

/**
 * Where the kernel's pid allocation stands: the clones since boot (every process and thread, in
 * every namespace: /proc/stat `processes`), the tasks alive, and the last pid handed out in this
 * process's pid namespace (both from /proc/loadavg).
 */
export interface PidClock {
  forks: number;
  tasks: number;
  last: number;
}

/** Now, on the pid clock; undefined where /proc does not say, or is not this namespace's. */
export function pidClock(): PidClock | undefined {
  if (!ownProc()) return undefined;
  const stat = readText('/proc/stat') ?? '';
  const at = stat.indexOf('\nprocesses ');
  const [, , , tasks = '', last = ''] = (readSmall('/proc/loadavg') ?? '').split(' ');
  const clock = {
    forks: at < 0 ? NaN : parseInt(stat.slice(at + 11), 10),
    tasks: Number(tasks.split('/')[1]),
    last: parseInt(last, 10)
  };
  return Object.values(clock).every(Number.isSafeInteger) ? clock : undefined;
}

let procIsOwn: boolean | undefined;
let pidMax: number | undefined;
/** Whether /proc shows this process's pid namespace (its pids are those `spawn` gives). */
function ownProc(): boolean {
  if (procIsOwn === undefined) {
    try {
      procIsOwn = readlinkSync('/proc/self') === String(process.pid);
      pidMax = Number(readSmall('/proc/sys/kernel/pid_max'));
    } catch {
      procIsOwn = false;
    }
  }
  return procIsOwn;
}

/** The lowest pid the kernel hands out once it went round (RESERVED_PIDS). */
const RESERVED_PIDS = 300;

/**
 * The pids that a process started after `pid` can have, `then` read before `pid` was handed out:
 * the kernel gives the next free pid above the last one, and goes round from pid_max back to
 * RESERVED_PIDS. Since `then`, the last pid moved past at most one pid per clone and one per pid
 * it skipped for being in use (one alive then, or one born since: at most `then.tasks` plus the
 * clones). While that is short of a turn, every pid handed out since lies from `pid` up to `now.last`,
 * going round. undefined where it may have gone a whole turn, or where a number is missing: any pid.
 */
export function bornSince(
  pid: number,
  then: PidClock,
  now: PidClock,
  max: number
): ((pid: number) => boolean) | undefined {
  const clones = now.forks - then.forks;
  if (!Number.isSafeInteger(max) || !(clones >= 0) || 2 * clones + then.tasks >= max - RESERVED_PIDS)
    return undefined;
  const last = now.last;
  return last >= pid ? (p) => p >= pid && p <= last : (p) => p >= pid || p <= last;
}

/** This process's own start, in the ticks of /proc/<pid>/stat (NaN where there is no /proc). */
const selfStart = Number(statOf('self')?.[19] ?? NaN);

/**
 * Now, in the clock of a process's start in /proc/<pid>/stat: ticks of 1/100 s since boot (USER_HZ
 * is 100 on every Linux architecture the gate knows a prctl number for), from /proc/uptime. Where
 * that disagrees with this process's own start plus its uptime (a container that shows its own
 * uptime there), from those: Node's clock starts a few ticks after the process, so 5 are added.
 */
function ticksNow(): number {
  const [whole, hundredths = '0'] = (readSmall('/proc/uptime') ?? '0').split(' ')[0].split('.');
  const uptime = Number(whole) * 100 + Number(hundredths.padEnd(2, '0').slice(0, 2));
  const own = selfStart + Math.ceil(process.uptime() * 100) + 5;
  return Math.abs(uptime - own) < 100 ? uptime : own;
}

/** Whether /proc shows each thread of a process and its state (`RunProcesses.rest`). */
export const threadsVisible = existsSync('/proc/self/task');

/** The threads of a run's processes at one moment (`RunProcesses.rest`). */
export interface Rest {
  /** One runs, or waits for a CPU or a disk. */
  busy: boolean;
  /** Those asleep until a timer whose timeout can be read: `pid/tid` → at most this many ms from now. */
  timers: Map<string, number>;
  /** One is asleep with a timeout that cannot be read (its memory closed to the gate, another clock). */
  unreadable: boolean;
}

/**
 * System calls that wait with a timeout of milliseconds in an argument (poll, epoll_wait,
 * epoll_pwait: an event loop's wait, its timeout the nearest timer): the argument's position.
 */
const MS_CALLS = { poll: 3, epoll_wait: 4, epoll_pwait: 4 };
/**
 * System calls that wait with a timeout given by a pointer: where the pointer is (its position in
 * the syscall line), and how its time is counted. A null pointer waits until woken. Otherwise the
 * time is in the process's memory (`SleepMemory`): `relative` (nanosleep, select, pselect6, ppoll,
 * epoll_pwait2, rt_sigtimedwait, futex's FUTEX_WAIT: at most that long from now), or a deadline on a
 * clock (futex's FUTEX_WAIT_BITSET, clock_nanosleep with TIMER_ABSTIME, futex_waitv). `timeval`:
 * microseconds where the others have nanoseconds (select).
 */
interface PointerCall {
  at: number;
  clock: (arg: (i: number) => bigint | undefined) => 'relative' | 'monotonic' | 'realtime' | undefined;
  timeval?: true;
}
const RELATIVE: PointerCall['clock'] = () => 'relative';
/** futex(uaddr, op, val, timeout): FUTEX_WAIT is relative, FUTEX_WAIT_BITSET a deadline. */
const FUTEX: PointerCall['clock'] = (arg) => {
  const op = arg(2);
  if (op === undefined) return undefined;
  const cmd = op & ~0x180n; // FUTEX_PRIVATE_FLAG, FUTEX_CLOCK_REALTIME
  if (cmd === 0n) return 'relative';
  if (cmd === 9n) return op & 0x100n ? 'realtime' : 'monotonic';
  return undefined;
};
/** A clock id (CLOCK_REALTIME 0, CLOCK_MONOTONIC 1) as a deadline's clock. */
const clockOf = (id: bigint | undefined): 'realtime' | 'monotonic' | undefined =>
  id === 0n ? 'realtime' : id === 1n ? 'monotonic' : undefined;
/** clock_nanosleep(clock, flags, request): with TIMER_ABSTIME a deadline on that clock. */
const CLOCK_NANOSLEEP: PointerCall['clock'] = (arg) => {
  const flags = arg(2);
  return flags === undefined ? undefined : flags & 1n ? clockOf(arg(1)) : 'relative';
};
/** futex_waitv(waiters, count, flags, timeout, clock): a deadline. */
const FUTEX_WAITV: PointerCall['clock'] = (arg) => clockOf(arg(5));
const POINTER_CALLS: Record<string, PointerCall> = {
  futex: { at: 4, clock: FUTEX },
  select: { at: 5, clock: RELATIVE, timeval: true },
  pselect6: { at: 5, clock: RELATIVE },
  ppoll: { at: 3, clock: RELATIVE },
  epoll_pwait2: { at: 4, clock: RELATIVE },
  nanosleep: { at: 1, clock: RELATIVE },
  clock_nanosleep: { at: 3, clock: CLOCK_NANOSLEEP },
  rt_sigtimedwait: { at: 3, clock: RELATIVE },
  futex_waitv: { at: 4, clock: FUTEX_WAITV }
};
/** Those calls' numbers on each architecture the gate knows (arm64 has no poll, epoll_wait or select). */
const SYSCALL_NUMBERS: Partial<Record<string, Record<string, number>>> = {
  x64: {
    poll: 7,
    epoll_wait: 232,
    epoll_pwait: 281,
    futex: 202,
    select: 23,
    pselect6: 270,
    ppoll: 271,
    epoll_pwait2: 441,
    nanosleep: 35,
    clock_nanosleep: 230,
    rt_sigtimedwait: 128,
    futex_waitv: 449
  },
  arm64: {
    epoll_pwait: 22,
    futex: 98,
    pselect6: 72,
    ppoll: 73,
    epoll_pwait2: 441,
    nanosleep: 101,
    clock_nanosleep: 115,
    rt_sigtimedwait: 137,
    futex_waitv: 449
  }
};
/** `calls` by number, per architecture (`SYSCALL_NUMBERS`). */
function byNumber<T>(calls: Record<string, T>): Partial<Record<string, Record<number, T>>> {
  return Object.fromEntries(
    Object.entries(SYSCALL_NUMBERS).map(([arch, numbers]) => [
      arch,
      Object.fromEntries(
        Object.entries(numbers!)
          .filter(([name]) => Object.hasOwn(calls, name))
          .map(([name, n]) => [n, calls[name]])
      )
    ])
  );
}
const TIMEOUT_MS = byNumber<number>(MS_CALLS);
const TIMEOUT_POINTER = byNumber(POINTER_CALLS);

/**
 * A sleeping thread's memory, for a timeout given by a pointer: 16 bytes at `pointer` (undefined
 * where they cannot be read), and the clocks now, in nanoseconds.
 */
export interface SleepMemory {
  read: (pointer: bigint) => Buffer | undefined;
  monotonicNs: bigint;
  realtimeNs: bigint;
}

/**
 * How a sleeping thread waits, from its /proc/<tid>/syscall line (the call's number,
 * its six arguments, the stack and the program counter): until something wakes it (no timeout),
 * at most this many ms (a timeout read in an argument, or in `memory` where an argument points to
 * it: a relative one counts whole, as if the sleep began now), or `unknown` (a timeout that cannot
 * be read: no `memory`, a process that does not let its memory be read, a clock other than these
 * two, an architecture not known here). `running`: it ran by then.
 */
export function sleepOf(
  line: string | undefined,
  arch: string,
  memory?: SleepMemory
): 'running' | 'until-woken' | 'unknown' | number {
  if (line === undefined) return 'unknown';
  if (line.startsWith('running')) return 'running';
  const parts = line.trim().split(' ');
  const call = Number(parts[0]);
  const arg = (i: number): bigint | undefined => {
    try {
      return BigInt(parts[i]);
    } catch {
      return undefined;
    }
  };
  const ms = TIMEOUT_MS[arch]?.[call];
  if (ms !== undefined) {
    const value = arg(ms);
    if (value === undefined) return 'unknown';
    const timeout = Number(BigInt.asIntN(32, value));
    return timeout < 0 ? 'until-woken' : timeout;
  }
  const pointer = TIMEOUT_POINTER[arch]?.[call];
  if (pointer !== undefined) {
    const at = arg(pointer.at);
    if (at === 0n) return 'until-woken';
    const clock = pointer.clock(arg);
    const bytes = at === undefined || clock === undefined ? undefined : memory?.read(at);
    if (!bytes || bytes.length < 16) return 'unknown';
    const sec = bytes.readBigInt64LE(0);
    const fraction = bytes.readBigInt64LE(8);
    const unit = pointer.timeval ? 1000n : 1n;
    if (sec < 0n || fraction < 0n || fraction * unit >= 1_000_000_000n) return 'unknown';
    const ns = sec * 1_000_000_000n + fraction * unit;
    const left =
      clock === 'relative' ? ns : ns - (clock === 'monotonic' ? memory!.monotonicNs : memory!.realtimeNs);
    return left <= 0n ? 0 : Math.ceil(Number(left) / 1e6);
  }
  // Any other call (a read, an accept, a wait for a child) has no timeout; a thread not in a call
  // (-1) or an architecture not known here has none that can be read.
  return Number.isInteger(call) && call >= 0 && TIMEOUT_MS[arch] ? 'until-woken' : 'unknown';
}

/** The kernel gives no event for another process's exit: what waits for one polls /proc this often. */
const nextPoll = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

/** Adds to `pids` every running process started by one of them, however deep. */
function withDescendants(pids: Set<number>, table: Map<number, ProcEntry>): void {
  const children = new Map<number, number[]>();
  for (const [pid, entry] of table) {
    if (!entry.running) continue;
    const siblings = children.get(entry.parent);
    if (siblings) siblings.push(pid);
    else children.set(entry.parent, [pid]);
  }
  const queue = [...pids];
  while (queue.length) {
    for (const child of children.get(queue.pop()!) ?? [])
      if (!pids.has(child)) {
        pids.add(child);
        queue.push(child);
      }
  }
}

/**
 * The runs whose processes may have started a process the subreaper adopted: each from its start
 * until none of its processes is left (open until then). A run is dropped once no run still open
 * began before it ended: no adopted process can be shared with one of those any more.
 */
const windows = new Set<RunProcesses>();
/** Which run an adopted process (or one it started) was given to, by pid, with its start. */
const claims = new Map<number, { run: RunProcesses; start: number }>();

function pruneWindows(): void {
  const open = [...windows].filter((w) => w.ended === undefined).map((w) => w.since);
  const oldest = open.length ? Math.min(...open) : Infinity;
  for (const w of windows) if (w.ended !== undefined && w.ended + 1 < oldest) windows.delete(w);
}

/** The processes the subreaper adopted that still run (its children but the gate), from `table`. */
function adopted(table: Map<number, ProcEntry>): [number, ProcEntry][] {
  return [...table].filter(
    ([pid, entry]) => entry.parent === subreaperPid && pid !== process.pid && entry.running
  );
}

/**
 * Every process the subreaper adopted that no run took, with all it started, SIGKILLed until none
 * is left (at most `ms`); returns them as found. For the end of the gate: whatever is left then
 * was started under it and outlived every run.
 */
export async function killAdopted(ms = 2000): Promise<DescendantInfo[]> {
  if (subreaperPid === undefined) return [];
  const found = new Map<number, DescendantInfo>();
  const until = Date.now() + ms;
  for (;;) {
    const table = processTable().entries;
    const pids = new Set(adopted(table).map(([pid]) => pid));
    withDescendants(pids, table);
    if (pids.size === 0 || Date.now() >= until) return [...found.values()];
    for (const pid of pids) if (!found.has(pid)) found.set(pid, describe(pid));
    kill([...pids]);
    await nextPoll();
  }
}

/** Whether a process's environment carries the run's marker. */
function carriesMarker(pid: number, marker: string): boolean {
  return markerOf(pid) === marker;
}

/** The run marker in a process's environment, if it carries one. */
function markerOf(pid: number): string | undefined {
  const environ = readText(`/proc/${pid}/environ`);
  const at = environ === undefined ? -1 : `\0${environ}`.indexOf(`\0${RUN_MARKER_VAR}=`);
  if (at < 0) return undefined;
  const from = at + RUN_MARKER_VAR.length + 1;
  const end = environ!.indexOf('\0', from);
  return environ!.slice(from, end < 0 ? undefined : end);
}

function describe(pid: number): DescendantInfo {
  const cmdline = readText(`/proc/${pid}/cmdline`) ?? '';
  return { pid, command: cmdline.replace(/\0+$/, '').replace(/\0/g, ' ').slice(0, 200) || `pid ${pid}` };
}

/**
 * Live processes whose environment carries `MCP_GATE_RUN_ID=<marker>`, or that are members of one
 * of `groups` (process groups). Only a process started since `since` can carry the marker: the
 * environments of older ones (every other process of the machine) are not read.
 */
function findMarked(
  marker: string,
  groups: readonly number[],
  table: Map<number, ProcEntry>,
  since: number
): number[] {
  const found: number[] = [];
  for (const [pid, entry] of table) {
    if (pid === process.pid || !entry.running) continue;
    if (groups.includes(entry.group) || (entry.start >= since - 1 && carriesMarker(pid, marker)))
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

/**
 * Whether runs can have cgroups here (cgroup v2, writable, with `cgroup.kill`): a probe cgroup is
 * made and removed. For the entry, before it decides whether the gate needs a subreaper.
 */
export function canMakeRunCgroups(): boolean {
  const dir = cgroupDir(`mcp-stdio-gate-probe-${process.pid}`);
  if (!dir) return false;
  try {
    mkdirSync(dir);
  } catch {
    return false;
  }
  const usable = existsSync(path.join(dir, 'cgroup.kill'));
  try {
    rmdirSync(dir);
  } catch {
    // an empty cgroup just made: removed with the gate's at the latest
  }
  return usable;
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

/** SIGKILL to each process and to the process group it leads, if it leads one. */
function kill(pids: readonly number[]): void {
  for (const pid of pids)
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // gone, or not a group leader
      }
    }
}

/**
 * A process's memory, for the timeouts its threads sleep on (`SleepMemory`): /proc/<pid>/mem,
 * opened at the first read; `clocks`, read once for a look at every process. A process the gate
 * may not trace (not its descendant where ptrace is restricted, one that made itself undumpable)
 * cannot be read: its timeouts stay unknown.
 */
function memoryOf(
  pid: number,
  clocks: Pick<SleepMemory, 'monotonicNs' | 'realtimeNs'>
): SleepMemory & { close(): void } {
  let fd: number | null | undefined;
  const bytes = Buffer.alloc(16);
  return {
    ...clocks,
    read(pointer) {
      try {
        fd ??= openSync(`/proc/${pid}/mem`, 'r');
      } catch {
        fd = null;
      }
      if (fd === null) return undefined;
      try {
        return readSync(fd, bytes, 0, 16, pointer) === 16 ? bytes : undefined;
      } catch {
        return undefined;
      }
    },
    close() {
      if (typeof fd === 'number') closeSync(fd);
    }
  };
}

/** The processes of one run: its marker and its cgroup, and the pids the runner knows. */
export class RunProcesses {
  /** Process groups the run's processes were started in (the server's own). */
  readonly groups: number[] = [];

  /**
   * When the run began, in the ticks of a process's start: none of its processes is older (a
   * launcher started ahead of it moves this back, `started`).
   */
  since = ticksNow();
  /** When none of its processes was left: a process started after that was started by none of them. */
  ended?: number;

  constructor(
    readonly marker: string,
    readonly cgroup?: RunCgroup
  ) {
    if (subreaperPid !== undefined) windows.add(this);
  }

  /**
   * The run's server (or its installer) started as `pid`, in a process group of its own; `clock`,
   * read before that pid was handed out, lets a scan of /proc read only the pids handed out since
   * (`bornSince`): every process of the run is the first one's or one it started.
   */
  started(pid: number, clock?: PidClock): void {
    this.groups.push(pid);
    const start = statField(pid, 19) ?? NaN;
    if (start < this.since) this.since = start;
    this.born = this.born === undefined && clock ? { pid, clock } : null;
  }

  /** The run's first process and the pid clock before it (`started`); null where a scan reads every pid. */
  private born?: { pid: number; clock: PidClock } | null;

  /** The pids a process of the run can have, now (`bornSince`); undefined: any. */
  private readonly ours = (): ((pid: number) => boolean) | undefined => {
    const born = this.born;
    const now = born ? pidClock() : undefined;
    return now && bornSince(born!.pid, born!.clock, now, pidMax ?? NaN);
  };

  /**
   * Once a scan found none left after the server exited, none can come back (a process is only
   * started by another of the run's): later scans are skipped.
   */
  private gone = false;

  /**
   * The server was born inside the run's cgroup (run/launcher.ts): every process it starts is in
   * there too, unless it moved itself out (into the gate's own cgroup: `escapedInto`; as root, into
   * any), so the two answer, and /proc is scanned for the marker only once both are empty. A server
   * spawned first and moved after could fork in between: then the marker scan runs at every poll.
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
    if (subreaperPid !== undefined) return 'subreaper';
    return existsSync('/proc/self/environ') ? 'environment' : 'process-group';
  }

  /**
   * Every live process of the run: marked, in its cgroup, or in its process group, and every
   * process one of those started; under a subreaper also the orphans it adopted that this run's
   * processes started (`claims`), with all they started.
   */
  alive(): number[] {
    if (this.gone) return [];
    const inCgroup = this.bornInCgroup && this.cgroup !== undefined;
    // Born in its cgroup, the run's processes are its members (or escaped into the gate's): /proc
    // is read for the subreaper's orphans, and once the cgroup is empty.
    const scan = inCgroup && subreaperPid === undefined ? undefined : processTable(this.ours);
    const table = scan?.entries;
    const pids = new Set(
      inCgroup
        ? [...this.cgroup!.members(), ...escapedInto(this.marker)]
        : [...findMarked(this.marker, this.groups, table!, this.since), ...(this.cgroup?.members() ?? [])]
    );
    if (!table) {
      // Nothing left in its cgroup or the gate's: one that moved itself into another cgroup (as
      // root, any) still carries the run's marker. Looked for once the cgroup is empty, not at
      // every poll.
      if (pids.size === 0)
        for (const pid of findMarked(this.marker, this.groups, processTable(this.ours).entries, this.since))
          pids.add(pid);
      return [...pids].sort((a, b) => a - b);
    }
    if (subreaperPid !== undefined) {
      for (const [pid, claim] of claims) {
        // Out of this scan's pids: another run's is not known gone, this run's is read on its own.
        const read = scan!.read(pid);
        if (!read && claim.run !== this) continue;
        const entry = read ? table.get(pid) : entryOf(pid);
        if (!entry?.running || entry.start !== claim.start) claims.delete(pid);
        else if (claim.run === this) pids.add(pid);
      }
      for (const [pid, entry] of adopted(table)) if (this.claims(pid, entry)) pids.add(pid);
    }
    withDescendants(pids, table);
    if (subreaperPid !== undefined)
      for (const pid of pids) {
        const entry = table.get(pid);
        if (entry && !claims.has(pid)) claims.set(pid, { run: this, start: entry.start });
      }
    return [...pids].sort((a, b) => a - b);
  }

  /**
   * The threads of the run's processes right now (`Rest`): whether one runs or waits for a CPU or a
   * disk (state R or D in the thread's stat), and how each other one sleeps (`sleepOf`).
   * A write to a pipe or a socket wakes its reader before the write returns, and a thread that
   * hands work on wakes the next one before it sleeps, so once none is busy, every byte the gate
   * wrote was handled as far as it goes without a timer: what is left waits on one (or on a process
   * outside the run, an upstream). It stops at the first busy thread, unless `whole`: then every
   * sleeping thread's timer is read (the timers as they were before the frames, `SessionPlan.rest`).
   */
  rest(whole = false): Rest {
    const clocks = { monotonicNs: process.hrtime.bigint(), realtimeNs: BigInt(Date.now()) * 1_000_000n };
    const timers = new Map<string, number>();
    let unreadable = false;
    let busy = false;
    for (const pid of this.alive()) {
      let tids: string[];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      const memory = memoryOf(pid, clocks);
      try {
        for (const tid of tids) {
          // A thread's files are read at /proc/<tid> (the same per-thread state and call), not under
          // /proc/<pid>/task/<tid>: there, they are dentries below the process's, which the kernel
          // walks to drop when its parent, the gate, reaps it, racing the last threads that drop
          // their own: 1.5 to 2 ms of the gate's event loop spun in d_walk on every run's exit.
          const state = statOf(Number(tid))?.[0];
          const sleep =
            state === 'S' ? sleepOf(readSmall(`/proc/${tid}/syscall`), process.arch, memory) : state;
          if (sleep === 'R' || sleep === 'D' || sleep === 'running') {
            busy = true;
            if (!whole) return { busy, timers, unreadable };
          } else if (sleep === 'unknown') unreadable = true;
          else if (typeof sleep === 'number') timers.set(`${pid}/${tid}`, sleep);
        }
      } finally {
        memory.close();
      }
    }
    return { busy, timers, unreadable };
  }

  /**
   * Whether an orphan the subreaper adopted is this run's: by the marker it carries or the process
   * group it is in, else by when it started: within this run's
   * window, from its start until none of its processes is left (only one of them can start
   * another). At concurrency 1 the windows do not overlap. Where they do, the first run to look
   * takes it: runs look only in their teardown, and a server's children are orphaned when it ends,
   * so that is mostly their own; its description says another run could have started it.
   */
  private claims(pid: number, entry: ProcEntry): boolean {
    const owner = claims.get(pid);
    if (owner) return owner.run === this && owner.start === entry.start;
    // What names its run needs no guess: the marker it inherited, the server's process group.
    const marker = markerOf(pid);
    if (marker !== undefined) return marker === this.marker;
    const group = [...windows].find((w) => w.groups.includes(entry.group));
    if (group) return group === this;
    const within = (w: RunProcesses) =>
      w.since - 1 <= entry.start && entry.start <= (w.ended ?? Infinity) + 1;
    if (!within(this)) return false;
    if ([...windows].some((w) => w !== this && within(w))) this.shared.add(pid);
    return true;
  }

  /** Adopted orphans of this run that started while another run's server was live too. */
  private readonly shared = new Set<number>();

  describe(pids: number[]): DescendantInfo[] {
    return pids.map((pid) => {
      const info = describe(pid);
      if (!this.shared.has(pid)) return info;
      return {
        ...info,
        command: `${info.command} (started while another run's server was live too: either may have started it)`
      };
    });
  }

  /** The run is over (torn down, or never started a server): no adopted orphan started later is its. */
  close(): void {
    this.ended ??= ticksNow();
    pruneWindows();
  }

  /**
   * SIGKILL to every process of the run and its process group; nothing once none is left (a
   * cgroup.kill write costs the kernel about a millisecond even on an empty cgroup).
   */
  killAll(): void {
    if (this.gone) return;
    this.cgroup?.kill();
    kill(this.alive());
  }

  /**
   * Waits until no process of the run is left, up to `ms`; returns those still alive. The kernel
   * gives no event for another process's exit, so this polls /proc (every 20 ms). `killing`: each
   * one found is SIGKILLed, also one found only now (a child its killed parent left behind).
   */
  async waitGone(ms: number, killing = false): Promise<number[]> {
    const until = Date.now() + ms;
    // A /proc scan is not one moment: a process that starts its successor and exits while the
    // scan reads (a double fork's middle) is missed at both ends. Two empty scans in a row, then;
    // a cgroup's member list is one moment (a child joins it at its fork), one is enough. So is a
    // scan during which no process or thread was started anywhere (the kernel's count of clones
    // did not move): every process alive at its end was listed at its start.
    const scans = this.bornInCgroup && this.cgroup ? 1 : 2;
    let empty = 0;
    for (;;) {
      // The clone count matters only where two scans are wanted (two reads of /proc/stat a look).
      const before = scans > 1 ? pidClock()?.forks : undefined;
      const left = this.alive();
      const still = before !== undefined && pidClock()?.forks === before;
      empty = left.length === 0 ? (still ? scans : empty + 1) : 0;
      if (empty >= scans) {
        this.gone = true;
        this.close();
      }
      if (this.gone || (left.length > 0 && Date.now() >= until)) return left;
      if (killing) kill(left);
      await nextPoll();
    }
  }
}
