#!/usr/bin/env node
import { createRequire as __gateCreateRequire } from 'node:module'; const require = __gateCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/run/subreaper.ts
import { spawn } from "node:child_process";
import { constants } from "node:os";
function signalExitCode(signal2) {
  return 128 + constants.signals[signal2];
}
function runUnderSubreaper(needed) {
  if (process.platform !== "linux" || PRCTL === void 0 || given !== void 0 || !needed())
    return Promise.resolve(void 0);
  const child = spawn(
    "perl",
    ["-e", PERL, String(PRCTL), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: ["inherit", "inherit", "inherit", "pipe"] }
  );
  let started = false;
  child.stdio[3]?.on("data", () => started = true);
  let signalled;
  const forward = (signal2) => {
    signalled ??= signal2;
    try {
      child.kill(signal2);
    } catch {
    }
  };
  for (const s of STOP_SIGNALS) process.on(s, forward);
  return new Promise((resolve) => {
    const done = (code) => {
      for (const s of STOP_SIGNALS) process.off(s, forward);
      resolve(code);
    };
    child.once("error", () => done(void 0));
    child.once("close", (code, signal2) => {
      if (!started) done(signalled && signalExitCode(signalled));
      else done(code ?? (signal2 ? signalExitCode(signal2) : 128));
    });
  });
}
var SUBREAPER_VAR, STOP_SIGNALS, PRCTL, PERL, given, subreaperPid;
var init_subreaper = __esm({
  "src/run/subreaper.ts"() {
    "use strict";
    SUBREAPER_VAR = "MCP_GATE_SUBREAPER";
    STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
    PRCTL = { x64: 157, arm64: 167 }[process.arch];
    PERL = `
my ($nr, @gate) = @ARGV;
open(my $started, '>&=', 3) or exit 1;
syscall($nr, 1, 15, 0, 0, 0);
my $reaper = syscall($nr, 36, 1, 0, 0, 0) == 0 ? $$ : 0;
my $pid = fork;
exit 1 unless defined $pid;
if ($pid == 0) {
  close $started;
  syscall($nr, 1, 15, 0, 0, 0);
  $ENV{${SUBREAPER_VAR}} = $reaper;
  exec { $gate[0] } @gate;
  exit 127;
}
syswrite $started, '1';
close $started;
for my $s (qw(INT TERM HUP)) { $SIG{$s} = sub { kill $s, $pid } }
while (1) {
  my $w = waitpid(-1, 0);
  exit 1 if $w < 0;
  next unless $w == $pid;
  exit(($? & 127) ? 128 + ($? & 127) : $? >> 8);
}
`;
    given = process.env[SUBREAPER_VAR];
    delete process.env[SUBREAPER_VAR];
    subreaperPid = given !== void 0 && Number(given) > 1 && Number(given) === process.ppid ? Number(given) : void 0;
  }
});

// src/run/descendants.ts
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
} from "node:fs";
import { mkdir, rmdir } from "node:fs/promises";
import path from "node:path";
function readText(file) {
  try {
    return readFileSync(file, "latin1");
  } catch {
    return void 0;
  }
}
function readSmall(file) {
  let fd;
  try {
    fd = openSync(file, "r");
    const n = readSync(fd, small, 0, small.length, null);
    return n < small.length ? small.toString("latin1", 0, n) : readFileSync(file, "latin1");
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function statOf(pid) {
  const stat = readSmall(`/proc/${pid}/stat`);
  return stat === void 0 ? void 0 : stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}
function runs(state) {
  return state !== void 0 && state !== "Z" && state !== "X";
}
function isRunning(pid) {
  return runs(statOf(pid)?.[0]);
}
function statField(pid, index) {
  const fields = statOf(pid);
  return fields && Number(fields[index]);
}
function processTable(within) {
  const entries = /* @__PURE__ */ new Map();
  let names;
  try {
    names = readdirSync("/proc");
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
function entryOf(pid) {
  const fields = statOf(pid);
  return fields && {
    parent: Number(fields[1]),
    group: Number(fields[2]),
    start: Number(fields[19]),
    running: runs(fields[0])
  };
}
function pidClock() {
  if (!ownProc()) return void 0;
  const stat = readText("/proc/stat") ?? "";
  const at = stat.indexOf("\nprocesses ");
  const [, , , tasks = "", last = ""] = (readSmall("/proc/loadavg") ?? "").split(" ");
  const clock = {
    forks: at < 0 ? NaN : parseInt(stat.slice(at + 11), 10),
    tasks: Number(tasks.split("/")[1]),
    last: parseInt(last, 10)
  };
  return Object.values(clock).every(Number.isSafeInteger) ? clock : void 0;
}
function ownProc() {
  if (procIsOwn === void 0) {
    try {
      procIsOwn = readlinkSync("/proc/self") === String(process.pid);
      pidMax = Number(readSmall("/proc/sys/kernel/pid_max"));
    } catch {
      procIsOwn = false;
    }
  }
  return procIsOwn;
}
function bornSince(pid, then, now, max) {
  const clones = now.forks - then.forks;
  if (!Number.isSafeInteger(max) || !(clones >= 0) || 2 * clones + then.tasks >= max - RESERVED_PIDS)
    return void 0;
  const last = now.last;
  return last >= pid ? (p) => p >= pid && p <= last : (p) => p >= pid || p <= last;
}
function ticksNow() {
  const [whole, hundredths = "0"] = (readSmall("/proc/uptime") ?? "0").split(" ")[0].split(".");
  const uptime = Number(whole) * 100 + Number(hundredths.padEnd(2, "0").slice(0, 2));
  const own = selfStart + Math.ceil(process.uptime() * 100) + 5;
  return Math.abs(uptime - own) < 100 ? uptime : own;
}
function byNumber(calls) {
  return Object.fromEntries(
    Object.entries(SYSCALL_NUMBERS).map(([arch, numbers]) => [
      arch,
      Object.fromEntries(
        Object.entries(numbers).filter(([name]) => Object.hasOwn(calls, name)).map(([name, n]) => [n, calls[name]])
      )
    ])
  );
}
function sleepOf(line, arch, memory) {
  if (line === void 0) return "unknown";
  if (line.startsWith("running")) return "running";
  const parts = line.trim().split(" ");
  const call = Number(parts[0]);
  const arg = (i) => {
    try {
      return BigInt(parts[i]);
    } catch {
      return void 0;
    }
  };
  const ms = TIMEOUT_MS[arch]?.[call];
  if (ms !== void 0) {
    const value = arg(ms);
    if (value === void 0) return "unknown";
    const timeout = Number(BigInt.asIntN(32, value));
    return timeout < 0 ? "until-woken" : timeout;
  }
  const pointer = TIMEOUT_POINTER[arch]?.[call];
  if (pointer !== void 0) {
    const at = arg(pointer.at);
    if (at === 0n) return "until-woken";
    const clock = pointer.clock(arg);
    const bytes = at === void 0 || clock === void 0 ? void 0 : memory?.read(at);
    if (!bytes || bytes.length < 16) return "unknown";
    const sec = bytes.readBigInt64LE(0);
    const fraction = bytes.readBigInt64LE(8);
    const unit = pointer.timeval ? 1000n : 1n;
    if (sec < 0n || fraction < 0n || fraction * unit >= 1000000000n) return "unknown";
    const ns = sec * 1000000000n + fraction * unit;
    const left = clock === "relative" ? ns : ns - (clock === "monotonic" ? memory.monotonicNs : memory.realtimeNs);
    return left <= 0n ? 0 : Math.ceil(Number(left) / 1e6);
  }
  return Number.isInteger(call) && call >= 0 && TIMEOUT_MS[arch] ? "until-woken" : "unknown";
}
function withDescendants(pids, table) {
  const children = /* @__PURE__ */ new Map();
  for (const [pid, entry] of table) {
    if (!entry.running) continue;
    const siblings = children.get(entry.parent);
    if (siblings) siblings.push(pid);
    else children.set(entry.parent, [pid]);
  }
  const queue = [...pids];
  while (queue.length) {
    for (const child of children.get(queue.pop()) ?? [])
      if (!pids.has(child)) {
        pids.add(child);
        queue.push(child);
      }
  }
}
function pruneWindows() {
  const open = [...windows].filter((w) => w.ended === void 0).map((w) => w.since);
  const oldest = open.length ? Math.min(...open) : Infinity;
  for (const w of windows) if (w.ended !== void 0 && w.ended + 1 < oldest) windows.delete(w);
}
function adopted(table) {
  return [...table].filter(
    ([pid, entry]) => entry.parent === subreaperPid && pid !== process.pid && entry.running
  );
}
async function killAdopted(ms = 2e3) {
  if (subreaperPid === void 0) return [];
  const found2 = /* @__PURE__ */ new Map();
  const until = Date.now() + ms;
  for (; ; ) {
    const table = processTable().entries;
    const pids = new Set(adopted(table).map(([pid]) => pid));
    withDescendants(pids, table);
    if (pids.size === 0 || Date.now() >= until) return [...found2.values()];
    for (const pid of pids) if (!found2.has(pid)) found2.set(pid, describe(pid));
    kill([...pids]);
    await nextPoll();
  }
}
function carriesMarker(pid, marker) {
  return markerOf(pid) === marker;
}
function markerOf(pid) {
  const environ = readText(`/proc/${pid}/environ`);
  const at = environ === void 0 ? -1 : `\0${environ}`.indexOf(`\0${RUN_MARKER_VAR}=`);
  if (at < 0) return void 0;
  const from = at + RUN_MARKER_VAR.length + 1;
  const end = environ.indexOf("\0", from);
  return environ.slice(from, end < 0 ? void 0 : end);
}
function describe(pid) {
  const cmdline = readText(`/proc/${pid}/cmdline`) ?? "";
  return { pid, command: cmdline.replace(/\0+$/, "").replace(/\0/g, " ").slice(0, 200) || `pid ${pid}` };
}
function findMarked(marker, groups, table, since) {
  const found2 = [];
  for (const [pid, entry] of table) {
    if (pid === process.pid || !entry.running) continue;
    if (groups.includes(entry.group) || entry.start >= since - 1 && carriesMarker(pid, marker))
      found2.push(pid);
  }
  return found2;
}
function ownCgroupDir() {
  const line = (readText("/proc/self/cgroup") ?? "").split("\n").find((l) => l.startsWith("0::"));
  if (!line) return void 0;
  const rel = line.slice(3).trim();
  for (const mount of ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"]) {
    const dir = path.join(mount, rel);
    if (existsSync(path.join(dir, "cgroup.procs")) && existsSync(path.join(mount, "cgroup.controllers")))
      return dir;
  }
  return void 0;
}
function membersOf(dir) {
  return (readText(path.join(dir, "cgroup.procs")) ?? "").split("\n").filter(Boolean).map(Number);
}
function runCgroupRoot() {
  if (cgroupRoot === void 0) {
    cgroupRoot = ownCgroupDir() ?? null;
    if (cgroupRoot) bystanders = new Set(membersOf(cgroupRoot));
  }
  return cgroupRoot ?? void 0;
}
function escapedInto(marker) {
  const root = runCgroupRoot();
  if (!root) return [];
  return membersOf(root).filter(
    (pid) => pid !== process.pid && !bystanders.has(pid) && statField(pid, 1) !== process.pid && carriesMarker(pid, marker) && isRunning(pid)
  );
}
function canMakeRunCgroups() {
  const dir = cgroupDir(`mcp-stdio-gate-probe-${process.pid}`);
  if (!dir) return false;
  try {
    mkdirSync(dir);
  } catch {
    return false;
  }
  const usable = existsSync(path.join(dir, "cgroup.kill"));
  try {
    rmdirSync(dir);
  } catch {
  }
  return usable;
}
function cgroupDir(name) {
  const root = runCgroupRoot();
  return root && path.join(root, name);
}
function kill(pids) {
  for (const pid of pids)
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
      }
    }
}
function memoryOf(pid, clocks) {
  let fd;
  const bytes = Buffer.alloc(16);
  return {
    ...clocks,
    read(pointer) {
      try {
        fd ??= openSync(`/proc/${pid}/mem`, "r");
      } catch {
        fd = null;
      }
      if (fd === null) return void 0;
      try {
        return readSync(fd, bytes, 0, 16, pointer) === 16 ? bytes : void 0;
      } catch {
        return void 0;
      }
    },
    close() {
      if (typeof fd === "number") closeSync(fd);
    }
  };
}
var RUN_MARKER_VAR, small, procIsOwn, pidMax, RESERVED_PIDS, selfStart, threadsVisible, MS_CALLS, RELATIVE, FUTEX, clockOf, CLOCK_NANOSLEEP, FUTEX_WAITV, POINTER_CALLS, SYSCALL_NUMBERS, TIMEOUT_MS, TIMEOUT_POINTER, nextPoll, windows, claims, cgroupRoot, bystanders, RunCgroup, RunProcesses;
var init_descendants = __esm({
  "src/run/descendants.ts"() {
    "use strict";
    init_subreaper();
    RUN_MARKER_VAR = "MCP_GATE_RUN_ID";
    small = Buffer.allocUnsafe(4096);
    RESERVED_PIDS = 300;
    selfStart = Number(statOf("self")?.[19] ?? NaN);
    threadsVisible = existsSync("/proc/self/task");
    MS_CALLS = { poll: 3, epoll_wait: 4, epoll_pwait: 4 };
    RELATIVE = () => "relative";
    FUTEX = (arg) => {
      const op = arg(2);
      if (op === void 0) return void 0;
      const cmd = op & ~0x180n;
      if (cmd === 0n) return "relative";
      if (cmd === 9n) return op & 0x100n ? "realtime" : "monotonic";
      return void 0;
    };
    clockOf = (id) => id === 0n ? "realtime" : id === 1n ? "monotonic" : void 0;
    CLOCK_NANOSLEEP = (arg) => {
      const flags = arg(2);
      return flags === void 0 ? void 0 : flags & 1n ? clockOf(arg(1)) : "relative";
    };
    FUTEX_WAITV = (arg) => clockOf(arg(5));
    POINTER_CALLS = {
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
    SYSCALL_NUMBERS = {
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
    TIMEOUT_MS = byNumber(MS_CALLS);
    TIMEOUT_POINTER = byNumber(POINTER_CALLS);
    nextPoll = () => new Promise((resolve) => setTimeout(resolve, 20));
    windows = /* @__PURE__ */ new Set();
    claims = /* @__PURE__ */ new Map();
    bystanders = /* @__PURE__ */ new Set();
    RunCgroup = class _RunCgroup {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      /** Creates the run's cgroup, or undefined where cgroups v2 are missing or not writable. */
      static create(name) {
        const dir = cgroupDir(name);
        if (!dir) return void 0;
        try {
          mkdirSync(dir);
          return _RunCgroup.usable(dir);
        } catch {
          cgroupRoot = null;
          return void 0;
        }
      }
      /**
       * `create` off the event loop: making a cgroup waits for the kernel while another process moves
       * into one (a grace period of milliseconds), which would stall every run's I/O meanwhile.
       */
      static async make(name) {
        const dir = cgroupDir(name);
        if (!dir) return void 0;
        try {
          await mkdir(dir);
          return _RunCgroup.usable(dir);
        } catch {
          cgroupRoot = null;
          return void 0;
        }
      }
      /** The cgroup just made, if it can kill its subtree (cgroup.kill, Linux 5.14); else removed, and no more are made. */
      static usable(dir) {
        if (existsSync(path.join(dir, "cgroup.kill"))) return new _RunCgroup(dir);
        rmdirSync(dir);
        cgroupRoot = null;
        return void 0;
      }
      /** Moves a process in (right after spawn, before it can start anything of its own). */
      adopt(pid) {
        try {
          writeFileSync(path.join(this.dir, "cgroup.procs"), String(pid));
          return true;
        } catch {
          return false;
        }
      }
      members() {
        return membersOf(this.dir).filter(isRunning);
      }
      kill() {
        try {
          writeFileSync(path.join(this.dir, "cgroup.kill"), "1");
        } catch {
        }
      }
      /**
       * Removes the cgroup once it is empty: the kernel drops a killed member a moment after the kill,
       * so this waits for `cgroup.events` to say `populated 0` (polled, at most `ms`).
       */
      async remove(ms = 1e3) {
        const until = Date.now() + ms;
        for (; ; ) {
          try {
            await rmdir(this.dir);
            return;
          } catch (error) {
            const code = error.code;
            if (code === "ENOENT" || Date.now() >= until) return;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    };
    RunProcesses = class {
      constructor(marker, cgroup) {
        this.marker = marker;
        this.cgroup = cgroup;
        if (subreaperPid !== void 0) windows.add(this);
      }
      marker;
      cgroup;
      /** Process groups the run's processes were started in (the server's own). */
      groups = [];
      /**
       * When the run began, in the ticks of a process's start: none of its processes is older (a
       * launcher started ahead of it moves this back, `started`).
       */
      since = ticksNow();
      /** When none of its processes was left: a process started after that was started by none of them. */
      ended;
      /**
       * The run's server (or its installer) started as `pid`, in a process group of its own; `clock`,
       * read before that pid was handed out, lets a scan of /proc read only the pids handed out since
       * (`bornSince`): every process of the run is the first one's or one it started.
       */
      started(pid, clock) {
        this.groups.push(pid);
        const start = statField(pid, 19) ?? NaN;
        if (start < this.since) this.since = start;
        this.born = this.born === void 0 && clock ? { pid, clock } : null;
      }
      /** The run's first process and the pid clock before it (`started`); null where a scan reads every pid. */
      born;
      /** The pids a process of the run can have, now (`bornSince`); undefined: any. */
      ours = () => {
        const born = this.born;
        const now = born ? pidClock() : void 0;
        return now && bornSince(born.pid, born.clock, now, pidMax ?? NaN);
      };
      /**
       * Once a scan found none left after the server exited, none can come back (a process is only
       * started by another of the run's): later scans are skipped.
       */
      gone = false;
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
      get tracking() {
        if (this.cgroup && (this.bornInCgroup || this.adopted)) return "cgroup";
        if (subreaperPid !== void 0) return "subreaper";
        return existsSync("/proc/self/environ") ? "environment" : "process-group";
      }
      /**
       * Every live process of the run: marked, in its cgroup, or in its process group, and every
       * process one of those started; under a subreaper also the orphans it adopted that this run's
       * processes started (`claims`), with all they started.
       */
      alive() {
        if (this.gone) return [];
        const inCgroup = this.bornInCgroup && this.cgroup !== void 0;
        const scan = inCgroup && subreaperPid === void 0 ? void 0 : processTable(this.ours);
        const table = scan?.entries;
        const pids = new Set(
          inCgroup ? [...this.cgroup.members(), ...escapedInto(this.marker)] : [...findMarked(this.marker, this.groups, table, this.since), ...this.cgroup?.members() ?? []]
        );
        if (!table) {
          if (pids.size === 0)
            for (const pid of findMarked(this.marker, this.groups, processTable(this.ours).entries, this.since))
              pids.add(pid);
          return [...pids].sort((a, b) => a - b);
        }
        if (subreaperPid !== void 0) {
          for (const [pid, claim] of claims) {
            const read2 = scan.read(pid);
            if (!read2 && claim.run !== this) continue;
            const entry = read2 ? table.get(pid) : entryOf(pid);
            if (!entry?.running || entry.start !== claim.start) claims.delete(pid);
            else if (claim.run === this) pids.add(pid);
          }
          for (const [pid, entry] of adopted(table)) if (this.claims(pid, entry)) pids.add(pid);
        }
        withDescendants(pids, table);
        if (subreaperPid !== void 0)
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
      rest(whole = false) {
        const clocks = { monotonicNs: process.hrtime.bigint(), realtimeNs: BigInt(Date.now()) * 1000000n };
        const timers = /* @__PURE__ */ new Map();
        let unreadable2 = false;
        let busy = false;
        for (const pid of this.alive()) {
          let tids;
          try {
            tids = readdirSync(`/proc/${pid}/task`);
          } catch {
            continue;
          }
          const memory = memoryOf(pid, clocks);
          try {
            for (const tid of tids) {
              const state = statOf(Number(tid))?.[0];
              const sleep = state === "S" ? sleepOf(readSmall(`/proc/${tid}/syscall`), process.arch, memory) : state;
              if (sleep === "R" || sleep === "D" || sleep === "running") {
                busy = true;
                if (!whole) return { busy, timers, unreadable: unreadable2 };
              } else if (sleep === "unknown") unreadable2 = true;
              else if (typeof sleep === "number") timers.set(`${pid}/${tid}`, sleep);
            }
          } finally {
            memory.close();
          }
        }
        return { busy, timers, unreadable: unreadable2 };
      }
      /**
       * Whether an orphan the subreaper adopted is this run's: by the marker it carries or the process
       * group it is in, else by when it started: within this run's
       * window, from its start until none of its processes is left (only one of them can start
       * another). At concurrency 1 the windows do not overlap. Where they do, the first run to look
       * takes it: runs look only in their teardown, and a server's children are orphaned when it ends,
       * so that is mostly their own; its description says another run could have started it.
       */
      claims(pid, entry) {
        const owner = claims.get(pid);
        if (owner) return owner.run === this && owner.start === entry.start;
        const marker = markerOf(pid);
        if (marker !== void 0) return marker === this.marker;
        const group = [...windows].find((w) => w.groups.includes(entry.group));
        if (group) return group === this;
        const within = (w) => w.since - 1 <= entry.start && entry.start <= (w.ended ?? Infinity) + 1;
        if (!within(this)) return false;
        if ([...windows].some((w) => w !== this && within(w))) this.shared.add(pid);
        return true;
      }
      /** Adopted orphans of this run that started while another run's server was live too. */
      shared = /* @__PURE__ */ new Set();
      describe(pids) {
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
      close() {
        this.ended ??= ticksNow();
        pruneWindows();
      }
      /**
       * SIGKILL to every process of the run and its process group; nothing once none is left (a
       * cgroup.kill write costs the kernel about a millisecond even on an empty cgroup).
       */
      killAll() {
        if (this.gone) return;
        this.cgroup?.kill();
        kill(this.alive());
      }
      /**
       * Waits until no process of the run is left, up to `ms`; returns those still alive. The kernel
       * gives no event for another process's exit, so this polls /proc (every 20 ms). `killing`: each
       * one found is SIGKILLed, also one found only now (a child its killed parent left behind).
       */
      async waitGone(ms, killing = false) {
        const until = Date.now() + ms;
        const scans = this.bornInCgroup && this.cgroup ? 1 : 2;
        let empty = 0;
        for (; ; ) {
          const before = scans > 1 ? pidClock()?.forks : void 0;
          const left = this.alive();
          const still = before !== void 0 && pidClock()?.forks === before;
          empty = left.length === 0 ? still ? scans : empty + 1 : 0;
          if (empty >= scans) {
            this.gone = true;
            this.close();
          }
          if (this.gone || left.length > 0 && Date.now() >= until) return left;
          if (killing) kill(left);
          await nextPoll();
        }
      }
    };
  }
});

// src/run/stdin-pair.ts
import { randomBytes } from "node:crypto";
import { readFileSync as readFileSync2 } from "node:fs";
import net from "node:net";
function stdinPair() {
  if (process.platform !== "linux") return void 0;
  const listener = net.createServer({ pauseOnConnect: true });
  listener.on("error", () => void 0);
  listener.listen(`\0mcp-stdio-gate-${process.pid}-${randomBytes(8).toString("hex")}`);
  if (!listener.listening) {
    listener.close();
    return void 0;
  }
  const address = listener.address();
  const serverEnd = net.connect(address);
  serverEnd.on("error", () => void 0);
  const gateEnd = new Promise((resolve) => {
    listener.once("connection", (socket) => {
      listener.close();
      resolve(socket);
    });
    listener.once("close", () => resolve(void 0));
    serverEnd.once("error", () => {
      listener.close();
      resolve(void 0);
    });
  });
  return { serverEnd, gateEnd };
}
var SOCKET_CAPACITY;
var init_stdin_pair = __esm({
  "src/run/stdin-pair.ts"() {
    "use strict";
    SOCKET_CAPACITY = (() => {
      try {
        const n = Number(readFileSync2("/proc/sys/net/core/wmem_default", "utf8").trim());
        if (Number.isSafeInteger(n) && n > 0) return 2 * n;
      } catch {
      }
      return 8 * 1024 * 1024;
    })();
  }
});

// src/core/bytes.ts
function escapeBytes(bytes, max = MAX_RENDERED_BYTES) {
  const shown = bytes.length > max ? bytes.subarray(0, max) : bytes;
  let hasSingle = false;
  let hasDouble = false;
  for (const b of shown) {
    if (b === 39) hasSingle = true;
    else if (b === 34) hasDouble = true;
  }
  const quote2 = hasSingle && !hasDouble ? '"' : "'";
  let out = "b" + quote2 + escapeByteRun(shown, quote2);
  out += quote2;
  if (bytes.length > max) out += `... (${bytes.length} bytes)`;
  return out;
}
function escapeByteRun(bytes, quote2) {
  const q = quote2.charCodeAt(0);
  return Array.from(bytes, (b) => {
    if (b === 92) return "\\\\";
    if (b === 10) return "\\n";
    if (b === 13) return "\\r";
    if (b === 9) return "\\t";
    if (b === q) return "\\" + quote2;
    if (b >= 32 && b < 127) return String.fromCharCode(b);
    return "\\x" + b.toString(16).padStart(2, "0");
  }).join("");
}
function hexDump(bytes, maxRows = 64) {
  const rows = [];
  for (let at = 0; at < bytes.length && rows.length < maxRows; at += 16) {
    const chunk = bytes.subarray(at, at + 16);
    const hex2 = Array.from(chunk, (b) => b.toString(16).padStart(2, "0"));
    const left = hex2.slice(0, 8).join(" ");
    const right = hex2.slice(8).join(" ");
    const ascii = Array.from(chunk, (b) => b >= 32 && b < 127 ? String.fromCharCode(b) : ".").join("");
    rows.push(`${at.toString(16).padStart(8, "0")}  ${left.padEnd(23)}  ${right.padEnd(23)}  |${ascii}|`);
  }
  if (bytes.length > maxRows * 16) rows.push(`... ${bytes.length - maxRows * 16} more bytes`);
  return rows.join("\n");
}
function utf8SequenceLength(bytes, i) {
  const b = bytes[i];
  if (b < 128) return 1;
  const cont = (k, lo = 128, hi = 191) => bytes[i + k] >= lo && bytes[i + k] <= hi;
  if (b >= 194 && b <= 223) return cont(1) ? 2 : 0;
  if (b === 224) return cont(1, 160) && cont(2) ? 3 : 0;
  if (b === 237) return cont(1, 128, 159) && cont(2) ? 3 : 0;
  if (b >= 225 && b <= 239) return cont(1) && cont(2) ? 3 : 0;
  if (b === 240) return cont(1, 144) && cont(2) && cont(3) ? 4 : 0;
  if (b >= 241 && b <= 243) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b === 244) return cont(1, 128, 143) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}
var MAX_RENDERED_BYTES;
var init_bytes = __esm({
  "src/core/bytes.ts"() {
    "use strict";
    MAX_RENDERED_BYTES = 160;
  }
});

// src/run/fs-names.ts
import { readdirSync as readdirSync2 } from "node:fs";
function nameOf(raw) {
  const plain = raw.toString("utf8");
  if (Buffer.byteLength(plain) === raw.length && Buffer.from(plain).equals(raw)) return plain;
  let out = "";
  for (let i = 0; i < raw.length; ) {
    const n = utf8SequenceLength(raw, i);
    if (n === 0) {
      out += String.fromCharCode(56320 + raw[i]);
      i += 1;
    } else {
      out += raw.toString("utf8", i, i + n);
      i += n;
    }
  }
  return out;
}
function fsPath(p) {
  if (p.isWellFormed()) return p;
  const parts = [];
  let at = 0;
  for (const m of p.matchAll(ESCAPED_BYTE)) {
    parts.push(Buffer.from(p.slice(at, m.index), "utf8"), Buffer.from([m[0].charCodeAt(0) - 56320]));
    at = m.index + 1;
  }
  parts.push(Buffer.from(p.slice(at), "utf8"));
  return Buffer.concat(parts);
}
function listNames(dir) {
  return readdirSync2(fsPath(dir), { encoding: "buffer" }).map(nameOf);
}
var ESCAPED_BYTE;
var init_fs_names = __esm({
  "src/run/fs-names.ts"() {
    "use strict";
    init_bytes();
    ESCAPED_BYTE = /(?<![\ud800-\udbff])[\udc80-\udcff]/g;
  }
});

// src/run/workdirs.ts
import {
  chmodSync,
  closeSync as closeSync2,
  ftruncateSync,
  constants as constants2,
  lstatSync,
  mkdirSync as mkdirSync2,
  mkdtempSync,
  openSync as openSync2,
  readdirSync as readdirSync3,
  renameSync,
  rmSync,
  writeFileSync as writeFileSync2
} from "node:fs";
import { tmpdir } from "node:os";
import path2 from "node:path";
function createWorkDir() {
  const dir = mkdtempSync(path2.join(tmpdir(), "mcp-stdio-gate-"));
  live.add(dir);
  return dir;
}
function removeWorkDir(dir) {
  live.delete(dir);
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    return void 0;
  } catch {
    try {
      ownerAccessUnder(dir);
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      return void 0;
    } catch (error) {
      return `could not remove the work directory ${dir}: ${error.message}`;
    }
  }
}
function ownerAccess(file) {
  const st = lstatSync(fsPath(file));
  if (st.isSymbolicLink() || st.uid !== process.getuid?.()) return false;
  const want = st.isDirectory() ? 448 : 384;
  if ((st.mode & want) === want) return false;
  chmodSync(fsPath(file), st.mode & 4095 | want);
  return true;
}
function ownerAccessUnder(dir) {
  ownerAccess(dir);
  for (const entry of readdirSync3(fsPath(dir), { withFileTypes: true, encoding: "buffer" }))
    if (entry.isDirectory()) ownerAccessUnder(path2.join(dir, nameOf(entry.name)));
}
function removeAllWorkDirs() {
  for (const dir of live) removeWorkDir(dir);
}
function freshFile(file, data) {
  const found2 = lstatOrUndefined(file);
  if (found2?.isFile() && (found2.mode & 4095) === FILE_MODE) {
    try {
      const fd = openSync2(file, constants2.O_WRONLY | constants2.O_NOFOLLOW);
      try {
        writeFileSync2(fd, data);
        ftruncateSync(fd, Buffer.byteLength(data));
      } finally {
        closeSync2(fd);
      }
      return;
    } catch {
    }
  }
  if (found2) moveAside(file);
  writeFileSync2(file, data, { flag: "wx", mode: FILE_MODE });
}
function freshDir(dir) {
  const found2 = lstatOrUndefined(dir);
  if (found2?.isDirectory() && (found2.mode & 4095) === DIR_MODE) {
    try {
      if (readdirSync3(dir).length === 0) return;
    } catch {
    }
  }
  if (found2) moveAside(dir);
  mkdirSync2(dir, { mode: DIR_MODE });
}
function lstatOrUndefined(file) {
  try {
    return lstatSync(file);
  } catch {
    return void 0;
  }
}
function moveAside(file) {
  renameSync(file, `${file}.stale-${++asides}`);
}
var live, FILE_MODE, DIR_MODE, asides;
var init_workdirs = __esm({
  "src/run/workdirs.ts"() {
    "use strict";
    init_fs_names();
    live = /* @__PURE__ */ new Set();
    FILE_MODE = 384;
    DIR_MODE = 448;
    asides = 0;
  }
});

// src/run/launcher.ts
import { spawn as spawn2 } from "node:child_process";
import { existsSync as existsSync2 } from "node:fs";
import path3 from "node:path";
function askShell() {
  shellExportsNothing ??= new Promise((resolve) => {
    const child = spawn2(SHELL, ["-c", `cd / && ${UNSET} && exec ${ENV}`], {
      env: {},
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5e3
    });
    let out = "";
    child.stdout.on("data", (d) => out += d.toString());
    child.once("error", () => resolve(false));
    child.once("close", (code) => resolve(code === 0 && out === ""));
  });
  return shellExportsNothing;
}
function execLine(direct, resolved, args, env) {
  const vars = Object.entries(env).filter((e) => e[1] !== void 0);
  const argv = [resolved, ...args].map(quote).join(" ");
  if (direct && vars.every(([k]) => NAME.test(k)))
    return `${UNSET}
${vars.map(([k, v]) => `export ${k}=${quote(v)}
`).join("")}exec ${argv}`;
  if (resolved.includes("=")) return void 0;
  return `exec ${ENV} -i ${vars.map(([k, v]) => quote(`${k}=${v}`)).join(" ")} ${argv}`;
}
async function drainAllLaunchers() {
  await Promise.all([...pools].map((p) => p.drain()));
}
var SHELL, ENV, SCRIPT, quote, NAME, UNSET, shellExportsNothing, pools, LauncherPool;
var init_launcher = __esm({
  "src/run/launcher.ts"() {
    "use strict";
    init_descendants();
    init_stdin_pair();
    init_workdirs();
    SHELL = "/bin/sh";
    ENV = "/usr/bin/env";
    SCRIPT = 'echo $$ > "$1" || exit 125; echo ready >&3; exec 3>&-; IFS= read -r f || exit 0; . "$f"';
    quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
    NAME = /^(?!(?:LINENO|PPID|OPTIND)$)[A-Za-z_][A-Za-z0-9_]*$/;
    UNSET = "unset PWD OLDPWD";
    pools = /* @__PURE__ */ new Set();
    LauncherPool = class _LauncherPool {
      constructor(prefix, size, remaining = Infinity) {
        this.prefix = prefix;
        this.size = size;
        this.remaining = remaining;
        pools.add(this);
        this.fill(true);
      }
      prefix;
      size;
      remaining;
      ready = [];
      waiting = [];
      starting = 0;
      /** Launchers still moving into their cgroups: the drain waits for them too. */
      pending = /* @__PURE__ */ new Set();
      made = 0;
      closed = false;
      /** A pool where cgroups v2 are writable and the shell and `env` exist; undefined elsewhere. */
      static create(prefix, size) {
        if (!runCgroupRoot() || !existsSync2(SHELL) || !existsSync2(ENV)) return void 0;
        const pool2 = new _LauncherPool(prefix, Math.max(1, size));
        void askShell();
        return pool2;
      }
      /** The gate makes `runs` runs: no launcher beyond one per run is started (extra ready ones end in `drain`). */
      limit(runs2) {
        this.remaining = Math.max(0, runs2 - this.made);
      }
      fill(first = false) {
        while (!this.closed && this.remaining > 0 && this.ready.length + this.starting < this.size) {
          this.remaining -= 1;
          this.start(first);
          first = false;
        }
      }
      start(sync) {
        const n = ++this.made;
        this.starting += 1;
        let ended;
        const pending = new Promise((resolve) => ended = resolve);
        this.pending.add(pending);
        const end = () => {
          this.pending.delete(pending);
          ended();
        };
        const made = (cgroup) => {
          if (cgroup && !this.closed) return this.launch(cgroup, end);
          this.starting -= 1;
          if (cgroup) void cgroup.remove().then(end);
          else end();
          this.settle(void 0);
        };
        const name = `${this.prefix}-l${n}`;
        if (sync) made(RunCgroup.create(name));
        else void RunCgroup.make(name).then(made);
      }
      /** A launcher shell started into `cgroup`; `end` once it is ready, or gone with its cgroup. */
      launch(cgroup, end) {
        const pair = stdinPair();
        const clock = pidClock();
        const child = spawn2(
          SHELL,
          ["-c", SCRIPT, "mcp-stdio-gate-launcher", path3.join(cgroup.dir, "cgroup.procs")],
          {
            stdio: [pair?.serverEnd ?? "pipe", "pipe", "pipe", "pipe"],
            detached: true,
            env: {}
          }
        );
        pair?.serverEnd.destroy();
        const signal2 = child.stdio[3];
        let done = false;
        const discard = () => {
          cgroup.kill();
          child.kill("SIGKILL");
          void pair?.gateEnd.then((socket) => socket?.destroy());
          void cgroup.remove().then(end);
          this.settle(void 0);
        };
        const finish = (ok) => {
          if (done) return;
          done = true;
          this.starting -= 1;
          signal2?.destroy();
          if (!ok || this.closed) discard();
          else if (!pair) {
            end();
            this.settle({ child, cgroup, clock });
          } else {
            void pair.gateEnd.then((stdin) => {
              if (!stdin || this.closed) return discard();
              end();
              this.settle({ child, cgroup, clock, stdin });
            });
          }
        };
        signal2?.once("data", () => finish(true));
        signal2?.once("end", () => finish(false));
        child.once("error", () => finish(false));
        child.once("exit", () => finish(false));
      }
      /** The launcher's script goes to `specFile` (in the directory of the run's worker). */
      prepared(idle, specFile, direct) {
        const input = idle.stdin ?? idle.child.stdin;
        return {
          ...idle,
          exec: (resolved, args, cwd, env) => {
            const line = execLine(direct, resolved, args, env);
            if (line === void 0 || !input?.writable) return false;
            freshFile(specFile, `cd -- ${quote(cwd)} || exit 126
${line}
`);
            input.write(`${specFile}
`);
            return true;
          }
        };
      }
      settle(p) {
        const waiter = this.waiting.shift();
        if (waiter) {
          waiter(p);
          this.fill();
        } else if (p) this.ready.push(p);
      }
      /**
       * A launcher ready in its cgroup (waiting for one that is still moving in), or undefined; the
       * server's launch script will be written to `specFile`.
       */
      async take(specFile) {
        const [idle, direct] = await Promise.all([this.next(), askShell()]);
        return idle && this.prepared(idle, specFile, direct);
      }
      next() {
        let p = this.ready.shift();
        while (p && (p.child.exitCode !== null || p.child.signalCode !== null)) {
          p.stdin?.destroy();
          void p.cgroup.remove();
          p = this.ready.shift();
        }
        if (p) {
          setImmediate(() => this.fill());
          return Promise.resolve(p);
        }
        this.fill();
        if (this.starting === 0) return Promise.resolve(void 0);
        return new Promise((resolve) => this.waiting.push(resolve));
      }
      /** Ends the launchers nobody took and removes their cgroups; no new one starts. */
      async drain() {
        this.closed = true;
        pools.delete(this);
        for (const w of this.waiting.splice(0)) w(void 0);
        const idle = this.ready.splice(0);
        for (const p of idle) {
          p.cgroup.kill();
          p.child.kill("SIGKILL");
          p.stdin?.destroy();
        }
        await Promise.all([
          ...this.pending,
          ...idle.map(async (p) => {
            if (p.child.exitCode === null && p.child.signalCode === null)
              await new Promise((resolve) => p.child.once("exit", resolve));
            await p.cgroup.remove();
          })
        ]);
      }
    };
  }
});

// src/run/process-runner.ts
import { spawn as spawn3 } from "node:child_process";
import { accessSync, constants as constants3, statSync } from "node:fs";
import path4 from "node:path";
function notFoundReason(command, env, cwd) {
  return command.includes("/") ? `no executable file at ${path4.resolve(cwd, command)}` : `not found on PATH (${env.PATH ?? ""})`;
}
function executable(file) {
  try {
    accessSync(file, constants3.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
function resolveCommand(command, env, cwd) {
  if (command.includes("/")) {
    const full = path4.resolve(cwd, command);
    return executable(full) ? full : void 0;
  }
  const key = `${env.PATH ?? ""}\0${command}`;
  const known = found.get(key);
  if (known !== void 0 && executable(known)) return known;
  for (const dir of (env.PATH ?? "").split(path4.delimiter)) {
    if (!dir) continue;
    const full = path4.join(dir, command);
    if (executable(full)) {
      found.set(key, full);
      return full;
    }
  }
  found.delete(key);
  return void 0;
}
function wait(ms, until) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    until.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
async function killAllServers(signal2) {
  stopping = signal2;
  for (const server of live2) {
    server.signalGroup("SIGKILL");
    server.processes?.killAll();
  }
  await Promise.all([
    killAdopted(500),
    drainAllLaunchers(),
    ...[...live2].map((server) => server.processes?.cgroup?.remove(500))
  ]);
}
var DEFAULT_LIMITS, WRITE_CHUNK, found, live2, stopping, stoppedBy, ServerProcess;
var init_process_runner = __esm({
  "src/run/process-runner.ts"() {
    "use strict";
    init_descendants();
    init_launcher();
    init_stdin_pair();
    DEFAULT_LIMITS = {
      captureCap: 8 * 1024 * 1024,
      exitGraceMs: 2e3,
      termGraceMs: 1e3,
      drainMs: 250,
      orphanGraceMs: 500
    };
    WRITE_CHUNK = 64 * 1024;
    found = /* @__PURE__ */ new Map();
    live2 = /* @__PURE__ */ new Set();
    stoppedBy = () => stopping;
    ServerProcess = class {
      constructor(spec, limits, onStdout, sink, processes) {
        this.limits = limits;
        this.sink = sink;
        this.processes = processes;
        const [command, ...args] = spec.argv;
        const resolved = stopping ? void 0 : resolveCommand(command, spec.env, spec.cwd);
        if (!resolved) {
          this.launchFailure = stopping ? { code: "ESTOPPING", message: "not started: the gate is being stopped by a signal" } : {
            code: "ENOENT",
            message: `cannot start ${JSON.stringify(command)}: ${notFoundReason(command, spec.env, spec.cwd)}`
          };
          this.exited = Promise.resolve({ code: null, signal: null });
          this.stdoutClosed = Promise.resolve();
          this.stdinReady = Promise.resolve();
          this.stdinReleased = new Promise(() => void 0);
          this.stdinOpen = false;
          return;
        }
        const prepared = spec.prepared?.exec(resolved, args, spec.cwd, spec.env) ? spec.prepared : void 0;
        if (spec.prepared && !prepared) spec.prepared.child.kill("SIGKILL");
        const pair = prepared ? void 0 : stdinPair();
        const clock = prepared ? prepared.clock : pidClock();
        const child = prepared?.child ?? spawn3(resolved, args, {
          cwd: spec.cwd,
          env: spec.env,
          stdio: [pair?.serverEnd ?? "pipe", "pipe", "pipe"],
          detached: true,
          argv0: command
        });
        pair?.serverEnd.destroy();
        this.child = child;
        let released;
        this.stdinReleased = new Promise((resolve) => released = resolve);
        const gateEnd = prepared ? prepared.stdin && Promise.resolve(prepared.stdin) : pair?.gateEnd;
        this.stdinReady = gateEnd ? gateEnd.then((socket) => {
          if (socket) {
            this.paired = true;
            this.watchRelease(socket, released);
          } else this.stdinOpen = false;
          this.stdin = socket;
        }) : Promise.resolve();
        if (!gateEnd) this.stdin = child.stdin ?? void 0;
        if (child.pid !== void 0) {
          if (!prepared) {
            if (processes?.cgroup?.adopt(child.pid)) processes.adopted = true;
          } else if (processes) processes.bornInCgroup = true;
          processes?.started(child.pid, clock);
        }
        live2.add(this);
        this.exited = new Promise((resolve) => {
          child.once("error", (error) => {
            if (child.pid === void 0) {
              this.launchFailure = {
                code: error.code ?? "ERROR",
                message: `cannot start ${resolved}: ${error.message}`
              };
              this.stdinOpen = false;
              resolve({ code: null, signal: null });
            }
          });
          child.once("exit", (code, signal2) => {
            this.exitInfo = { code, signal: signal2 };
            resolve(this.exitInfo);
          });
        });
        this.stdoutClosed = new Promise((resolve) => {
          child.stdout.once("close", () => resolve());
          child.stdout.once("error", () => resolve());
        });
        child.stdout.on("data", (chunk) => {
          const kept = this.capture("stdout", chunk);
          if (kept) onStdout(kept);
        });
        child.stderr.on("data", (chunk) => this.capture("stderr", chunk));
        child.stderr.on("error", () => void 0);
        child.stdin?.on("error", () => {
          this.stdinOpen = false;
        });
      }
      limits;
      sink;
      processes;
      stdoutBytes = 0;
      stderrBytes = 0;
      limitHit;
      launchFailure;
      /** Stdin bytes the kernel took (the server must have read all but a socket buffer of them). */
      stdinAccepted = 0;
      /** Stdin bytes handed to the kernel so far, taken or not yet. */
      stdinSubmitted = 0;
      /** How the server let go of its stdin, once it did (only where stdin is a socket pair: Linux). */
      stdinRelease;
      /** Resolves once `stdinRelease` is known (never, where there is no socket pair). */
      stdinReleased;
      stdin;
      /** Whether `stdin` is the gate's end of a socket pair (it tells how the server let go of it). */
      paired = false;
      /** Resolves once `stdin` is set (the gate's end of a pair is accepted a moment after the spawn). */
      stdinReady;
      /** Processes the server started that were still alive after it was gone (killed by the gate). */
      orphans = [];
      exited;
      /** Resolves when stdout reached EOF (or was cut by the gate). */
      stdoutClosed;
      child;
      stdinOpen = true;
      exitInfo;
      /**
       * The gate's end of the pair: a read's end of file says the server's end was let go of with
       * nothing unread, its ECONNRESET that bytes were left unread. A write after the release fails
       * with EPIPE either way, and Node then closes the socket before any read: that says nothing.
       */
      watchRelease(socket, released) {
        const note = (unread) => {
          this.stdinOpen = false;
          if (this.stdinRelease) return;
          this.stdinRelease = { unread, submitted: this.stdinSubmitted };
          released();
        };
        socket.on("data", () => void 0).resume();
        socket.once("end", () => note(false));
        socket.on("error", (error) => {
          if (error.code === "ECONNRESET") note(true);
          else if (error.code === "EPIPE") note(void 0);
          else this.stdinOpen = false;
        });
        socket.once("close", () => {
          this.stdinOpen = false;
        });
      }
      get pid() {
        return this.child?.pid;
      }
      get exit() {
        return this.exitInfo;
      }
      /** Whether the kernel will tell how the server let go of its stdin (`stdinRelease`): a socket pair. */
      get tellsRelease() {
        return this.paired;
      }
      get stdinWritable() {
        return this.stdinOpen && (this.stdin ? this.stdin.writable : !!this.child);
      }
      /** Keeps at most `captureCap` bytes of a stream; past it, cuts the stream and kills the group. */
      capture(stream, chunk) {
        const count2 = stream === "stdout" ? this.stdoutBytes : this.stderrBytes;
        const room = this.limits.captureCap - count2;
        const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
        if (kept.length > 0) {
          this.sink(stream, kept);
          if (stream === "stdout") this.stdoutBytes += kept.length;
          else this.stderrBytes += kept.length;
        }
        if (chunk.length > room && !this.limitHit) {
          this.limitHit = stream;
          this.child?.stdout?.destroy();
          this.child?.stderr?.destroy();
          this.signalGroup("SIGKILL");
        }
        return kept.length > 0 ? kept : void 0;
      }
      /**
       * Writes raw bytes, honouring backpressure; false when stdin is gone (the server closed it or
       * exited). Large writes go in pipe-sized chunks so `stdinAccepted` tells how far the server read.
       */
      async write(bytes) {
        if (!this.stdin) await this.stdinReady;
        const stdin = this.stdin;
        if (!stdin || !this.stdinWritable) return false;
        let at = 0;
        do {
          const chunk = bytes.subarray(at, at + WRITE_CHUNK);
          at += WRITE_CHUNK;
          this.stdinSubmitted += chunk.length;
          const flushed = stdin.write(chunk, (error) => {
            if (!error && !stdin.destroyed) this.stdinAccepted += chunk.length;
          });
          if (!flushed) {
            const drained = await new Promise((resolve) => {
              const done = (ok) => {
                stdin.off("drain", onDrain);
                stdin.off("close", onClose);
                resolve(ok);
              };
              const onDrain = () => done(true);
              const onClose = () => done(false);
              stdin.on("drain", onDrain);
              stdin.on("close", onClose);
            });
            if (!drained) return false;
          }
          if (!this.stdinOpen) return false;
        } while (at < bytes.length);
        return this.stdinOpen;
      }
      closeStdin() {
        if (this.stdin && !this.stdin.destroyed) this.stdin.end();
        else if (!this.stdin) void this.stdinReady.then(() => this.stdin?.end());
        this.stdinOpen = false;
      }
      signalGroup(signal2) {
        const pid = this.child?.pid;
        if (pid === void 0) return;
        try {
          process.kill(-pid, signal2);
        } catch {
        }
      }
      /**
       * Stdin EOF, then the exit grace, SIGTERM, SIGKILL to the whole group; then stdout may drain
       * briefly, and whatever still holds the pipes (a grandchild) is killed and cut off.
       */
      async stop() {
        if (this.launchFailure || !this.child) return { code: null, signal: null };
        this.closeStdin();
        if (!this.exitInfo && !await wait(this.limits.exitGraceMs, this.exited)) {
          this.signalGroup("SIGTERM");
          if (!await wait(this.limits.termGraceMs, this.exited)) {
            this.signalGroup("SIGKILL");
            await this.exited;
          }
        }
        const drained = await wait(this.limits.drainMs, this.stdoutClosed);
        await this.reapDescendants(this.limits.orphanGraceMs);
        if (!drained) {
          this.child.stdout?.destroy();
          this.child.stderr?.destroy();
        }
        if (this.paired) await wait(this.limits.drainMs, this.stdinReleased);
        this.stdin?.destroy();
        live2.delete(this);
        return this.exitInfo ?? { code: null, signal: null };
      }
      /**
       * The server is gone: whatever it started and is still alive after `graceMs` (in its group, its
       * cgroup, or anywhere with its marker) is an orphan it would leave in production too. Orphans are
       * recorded, then every process of the run is killed and awaited.
       */
      async reapDescendants(graceMs) {
        const left = this.processes ? await this.processes.waitGone(graceMs) : [];
        if (left.length) this.orphans = this.processes.describe(left);
        this.signalGroup("SIGKILL");
        if (this.processes) {
          this.processes.killAll();
          const survivors = await this.processes.waitGone(2e3, true);
          if (survivors.length)
            this.orphans.push(
              ...this.processes.describe(survivors).filter((d) => !this.orphans.some((o) => o.pid === d.pid)).map((d) => ({ ...d, command: `${d.command} (could not be killed)` }))
            );
        }
      }
      /** Immediate teardown (timeout, output limit): kill the group and cut the pipes. */
      async abort() {
        this.signalGroup("SIGKILL");
        this.child?.stdout?.destroy();
        this.child?.stderr?.destroy();
        this.child?.stdin?.destroy();
        this.stdin?.destroy();
        this.stdinOpen = false;
        await this.exited;
        await this.reapDescendants(this.limits.drainMs);
        live2.delete(this);
        return this.exitInfo ?? { code: null, signal: null };
      }
    };
  }
});

// src/run/stop-signals.ts
function onStopSignal(end) {
  let stopping2 = false;
  for (const signal2 of STOP_SIGNALS) {
    process.on(signal2, async () => {
      if (stopping2) return;
      stopping2 = true;
      await killAllServers(signal2);
      removeAllWorkDirs();
      end(signal2);
    });
  }
}
var init_stop_signals = __esm({
  "src/run/stop-signals.ts"() {
    "use strict";
    init_process_runner();
    init_subreaper();
    init_workdirs();
  }
});

// src/core/action-log.ts
function owned(s) {
  return s.isWellFormed() ? Buffer.from(s).toString() : Buffer.from(s, "utf16le").toString("utf16le");
}
function effectKeeper() {
  const texts = /* @__PURE__ */ new Map();
  const once = (text3) => {
    const known = texts.get(text3);
    if (known !== void 0) return known;
    const made = owned(text3);
    texts.set(made, made);
    return made;
  };
  return (e) => {
    const kept = {
      source: e.source,
      description: once(e.description),
      text: once(e.text),
      signature: once(e.signature)
    };
    if (e.landedIn !== void 0) kept.landedIn = e.landedIn;
    if (e.late !== void 0) kept.late = e.late;
    if (e.afterRun !== void 0) kept.afterRun = e.afterRun;
    if (e.rewritten !== void 0) kept.rewritten = e.rewritten;
    return kept;
  };
}
function afterTheCalls(e) {
  return e.late === true || e.afterRun === true;
}
function hasCanary(text3) {
  return text3.search(CANARY_PATTERN) !== -1;
}
function canariesOf(text3) {
  return [...new Set(text3.match(CANARY_PATTERN) ?? [])];
}
function carriesCanary(effect) {
  return hasCanary(effect.text);
}
function canariesIn(effect) {
  return canariesOf(effect.text);
}
function kindOf(effect) {
  return maskVarying(effect.signature);
}
function maskVarying(text3) {
  return text3.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "{uuid}").replace(/[0-9a-f]{8,}/gi, (run) => /\d/.test(run) ? "{hex}" : run).replace(/[\w-]{16,}/g, (run) => /\d/.test(run) && /[a-z]/i.test(run) ? "{token}" : run).replace(/\d+/g, "{n}");
}
function tally(effects, times = 1) {
  const n = /* @__PURE__ */ new Map();
  for (const [kind, list2] of byKind(effects)) n.set(kind, list2.length * times);
  return n;
}
function byKind(effects) {
  const kinds = /* @__PURE__ */ new Map();
  for (const e of effects) {
    const kind = kindOf(e);
    const list2 = kinds.get(kind);
    if (list2) list2.push(e);
    else kinds.set(kind, [e]);
  }
  return kinds;
}
function attribute(effects, canaries, baseline = NO_BASELINE, calls = [], lastedMs) {
  const byCanary = /* @__PURE__ */ new Map();
  const unattributed = [];
  const startup = [];
  const byCalls = [];
  const foreign = [];
  const loose = [];
  for (const effect of effects) {
    let owned2 = false;
    for (const canary of canaries) {
      if (!effect.text.includes(canary)) continue;
      owned2 = true;
      const list2 = byCanary.get(canary) ?? [];
      list2.push(effect);
      byCanary.set(canary, list2);
    }
    if (owned2) continue;
    if (carriesCanary(effect)) foreign.push(effect);
    else loose.push(effect);
  }
  const executed = calls.filter((c) => byCanary.has(c)).length;
  const atStart = tally(baseline.start);
  const byCall = tally(baseline.perCall, executed);
  const later = tally(baseline.later ?? []);
  if (lastedMs !== void 0)
    for (const [kind, n] of later) {
      const paced = Math.ceil((baseline.laterPerMs?.[kind] ?? 0) * lastedMs) - (atStart.get(kind) ?? 0);
      if (paced > n) later.set(kind, paced);
    }
  const ownHttp = [...baseline.start, ...baseline.perCall, ...baseline.later ?? []].some(
    (e) => e.source === "http" && e.signature !== EMPTY_HTTP_CONNECTION
  );
  for (const effect of loose) {
    const kind = kindOf(effect);
    const start = atStart.get(kind) ?? 0;
    const call = byCall.get(kind) ?? 0;
    const onItsOwn = effect.late !== void 0 ? later.get(kind) ?? 0 : 0;
    if (start > 0) {
      atStart.set(kind, start - 1);
      startup.push(effect);
    } else if (call > 0) {
      byCall.set(kind, call - 1);
      byCalls.push(effect);
    } else if (onItsOwn > 0) {
      later.set(kind, onItsOwn - 1);
      startup.push(effect);
    } else if (effect.rewritten && executed > 0) {
      byCalls.push(effect);
    } else if (effect.signature === EMPTY_HTTP_CONNECTION && ownHttp) {
      startup.push(effect);
    } else {
      unattributed.push(effect);
    }
  }
  return { byCanary, unattributed, startup, calls: byCalls, foreign };
}
function startupBaselineOf(withCall, alone) {
  const start = mergeBaselines(withCall);
  if (alone.length === 0) return { start, perCall: [] };
  const merged = mergeBaselines(alone);
  if (withCall.length === 0) return { start, perCall: [], alone: merged };
  const without = tally(merged);
  const perCall = [];
  for (const e of start) {
    const kind = kindOf(e);
    const left = without.get(kind) ?? 0;
    if (left > 0) without.set(kind, left - 1);
    else perCall.push(e);
  }
  return { start, perCall, alone: merged };
}
function baselineFor(baseline, madeCall2) {
  return baseline && !madeCall2 && baseline.alone ? { ...baseline, start: baseline.alone } : baseline;
}
function laterBaselineOf(samples) {
  const most = /* @__PURE__ */ new Map();
  const perMs = {};
  for (const sample of samples) {
    const atStart = tally(sample.start);
    for (const [kind, all] of byKind(sample.effects.filter((e) => !carriesCanary(e)))) {
      if (!all.some((e) => e.late === true)) continue;
      const beyond = all.slice(atStart.get(kind) ?? 0);
      if (beyond.length > (most.get(kind)?.length ?? 0)) most.set(kind, beyond);
      if (sample.lastedMs > 0) perMs[kind] = Math.max(perMs[kind] ?? 0, all.length / sample.lastedMs);
    }
  }
  return { later: [...most.values()].flat(), laterPerMs: perMs };
}
function acrossSessions(sessions) {
  const owner = /* @__PURE__ */ new Map();
  sessions.forEach((s, i) => {
    if (s.judged) for (const c of s.canaries) owner.set(c, i);
  });
  const out = sessions.map(() => []);
  sessions.forEach((s, i) => {
    const own = new Set(s.canaries);
    for (const effect of s.effects) {
      const canaries = canariesIn(effect);
      const elsewhere = canaries.filter((c) => !own.has(c) && owner.has(c));
      for (const o of new Set(elsewhere.map((c) => owner.get(c)))) {
        const over = sessions[o].served;
        out[o].push({
          ...effect,
          description: `${effect.description}, in another session (${s.label})`,
          landedIn: s.run,
          // When it began says nothing of a session it did not land in; that it came once that
          // session was over, only a server started after it tells.
          late: void 0,
          afterRun: s.served && over && s.served.from >= over.to ? true : void 0
        });
      }
      if (canaries.length === 0 || elsewhere.length < canaries.length) out[i].push(effect);
    }
  });
  return out;
}
function mergeBaselines(samples) {
  const most = /* @__PURE__ */ new Map();
  for (const sample of samples) {
    for (const [kind, list2] of byKind(sample))
      if (list2.length > (most.get(kind)?.length ?? 0)) most.set(kind, list2);
  }
  return [...most.values()].flat();
}
function lateKinds(effects, canary) {
  return effects.filter((e) => afterTheCalls(e) && e.text.includes(canary)).map(kindOf);
}
function repeatedLater(effects) {
  if (!effects?.some((e) => e.late === false)) return void 0;
  const after = effects.filter(afterTheCalls);
  return after.length ? after : void 0;
}
function executions(effects) {
  if (!effects || effects.length === 0) return 0;
  return Math.max(1, effects.filter((e) => e.source === "recorder").length);
}
var CANARY_PREFIX, CANARY_PATTERN, RECORDER_LINE, EMPTY_HTTP_CONNECTION, NO_BASELINE;
var init_action_log = __esm({
  "src/core/action-log.ts"() {
    "use strict";
    CANARY_PREFIX = "mcpgate-";
    CANARY_PATTERN = /mcpgate-[0-9a-f]{16}/g;
    RECORDER_LINE = "recorder line";
    EMPTY_HTTP_CONNECTION = "http connection, nothing sent";
    NO_BASELINE = { start: [], perCall: [] };
  }
});

// src/core/findings.ts
function bytesField(bytes, max = MAX_FINDING_BYTES) {
  const cut = bytes.length > max ? bytes.subarray(0, max) : bytes;
  return Buffer.from(cut.buffer, cut.byteOffset, cut.byteLength).toString("base64");
}
function evidenceOf(bytes, full = true) {
  return full ? { bytesBase64: bytesField(bytes), hex: hexDump(bytes, 16) } : { bytesBase64: bytesField(bytes, MAX_HELD_FINDING_BYTES), hex: hexDump(bytes, 4) };
}
var UNEXPLAINED_ACTION, MAX_FINDING_BYTES, MAX_HELD_FINDING_BYTES;
var init_findings = __esm({
  "src/core/findings.ts"() {
    "use strict";
    init_bytes();
    UNEXPLAINED_ACTION = "an action no canary explains and the start-up baseline does not show: ";
    MAX_FINDING_BYTES = 16 * 1024;
    MAX_HELD_FINDING_BYTES = 512;
  }
});

// src/core/report.ts
function weakestTracking(list2) {
  const order = ["cgroup", "subreaper", "environment", "process-group"];
  const known = list2.filter((t) => t !== void 0);
  return known.length ? order[Math.max(...known.map((t) => order.indexOf(t)))] : void 0;
}
function runKey(scenario, caseId) {
  return `${scenario}/${caseId}`;
}
function clip(text3, max = MESSAGE_CAP) {
  if (text3.length <= max) return text3;
  return `${text3.slice(0, max)}\u2026 (${text3.length - max} more characters)`;
}
function finalizeReport(base, runs2, findings, baseline) {
  const acceptedIds = new Set(baseline?.cases ?? []);
  findings = findings.map(clipped);
  const failing = findings.filter((f) => !acceptedIds.has(f.case));
  const accepted = findings.filter((f) => acceptedIds.has(f.case));
  const failedCases = new Set(findings.map((f) => f.case));
  const stale = [...acceptedIds].filter((id) => !failedCases.has(id) && runs2.some((r) => r.case === id));
  const judgedRuns = runs2.map((r) => {
    const hasFinding = findings.some((f) => f.scenario === r.scenario && f.case === r.case);
    return {
      ...r,
      warnings: r.warnings.map(clipped),
      verdict: hasFinding ? acceptedIds.has(r.case) ? "accepted" : "fail" : "pass"
    };
  });
  const warnings = base.warnings.map((w) => clip(w));
  for (const id of stale)
    warnings.push(`baseline: case "${id}" now passes; remove it from ${baseline.file}`);
  const chosen = base.gate.negotiatedVersion;
  const gate = chosen ? { ...base.gate, negotiatedVersion: clip(chosen, 100) } : base.gate;
  return {
    ...base,
    gate,
    result: failing.length === 0 ? "pass" : "fail",
    stats: { ...base.stats, failedRuns: judgedRuns.filter((r) => r.verdict === "fail").length },
    runs: judgedRuns,
    findings: failing,
    accepted,
    ...baseline ? { baseline: { file: baseline.file, stale } } : {},
    warnings
  };
}
function shardProblems(reports) {
  if (reports.length === 0) return ["no shard report to merge"];
  const problems = [];
  const same = [
    ["gate versions", (r) => r.gate.version],
    ["corpus versions", (r) => r.gate.corpusVersion],
    ["protocol versions", (r) => r.gate.protocolVersion],
    ["policies", (r) => r.gate.policy],
    ["profiles", (r) => r.gate.profile],
    ["commands", (r) => JSON.stringify(r.command)],
    // Cases, scenarios, probe, accepted cases and bounds (a report from before it had none: "").
    ["plans (cases, scenarios, probe, accepted cases or bounds)", (r) => r.gate.plan ?? ""]
  ];
  for (const [what, value] of same) {
    const values = [...new Set(reports.map(value))];
    if (values.length > 1) problems.push(`the shards ran with different ${what}: ${values.join(" vs ")}`);
  }
  const sharded = reports.filter((r) => r.gate.shard);
  if (sharded.length === 0) return problems;
  if (sharded.length !== reports.length)
    problems.push(`${reports.length - sharded.length} of the reports is not a shard's`);
  const parts = sharded.map((r) => r.gate.shard.split("/").map(Number));
  const totals = [...new Set(parts.map(([, n]) => n))];
  if (totals.length > 1) problems.push(`the shards split the runs differently: into ${totals.join(" and ")}`);
  const total = Math.max(...totals);
  const seen = /* @__PURE__ */ new Map();
  for (const [k] of parts) seen.set(k, (seen.get(k) ?? 0) + 1);
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length)
    problems.push(
      `missing shard${missing.length === 1 ? "" : "s"} ${missing.map((k) => `${k}/${total}`).join(", ")}`
    );
  const twice = [...seen].filter(([, n]) => n > 1).map(([k]) => `${k}/${total}`);
  if (twice.length)
    problems.push(`shard${twice.length === 1 ? "" : "s"} ${twice.join(", ")} reported more than once`);
  return problems;
}
function mergeReports(reports) {
  if (reports.length === 0) throw new Error("nothing to merge");
  const runs2 = /* @__PURE__ */ new Map();
  for (const r of reports)
    for (const run of r.runs)
      if (!runs2.has(runKey(run.scenario, run.case))) runs2.set(runKey(run.scenario, run.case), run);
  const keyOf = (f) => `${runKey(f.scenario, f.case)}\0${f.kind}\0${f.message}`;
  const dedupe = (list2) => [...new Map(list2.map((f) => [keyOf(f), f])).values()];
  const findings = dedupe(reports.flatMap((r) => r.findings));
  const accepted = dedupe(reports.flatMap((r) => r.accepted));
  const first = reports[0];
  const gate = { ...first.gate };
  delete gate.shard;
  const tracking = weakestTracking(reports.map((r) => r.gate.processTracking));
  if (tracking) gate.processTracking = tracking;
  const stale = first.baseline ? [...new Set(reports.flatMap((r) => r.baseline?.stale ?? []))].filter(
    (id) => !accepted.some((f) => f.case === id)
  ) : void 0;
  const ordered = [...runs2.values()].sort(
    (a, b) => compareText(a.scenario, b.scenario) || compareText(a.case, b.case)
  );
  return {
    // A shard that failed inside makes the whole verdict an error: its runs are missing.
    result: reports.some((r) => r.result === "error") ? "error" : findings.length === 0 ? "pass" : "fail",
    gate,
    command: first.command,
    stats: {
      runs: ordered.length,
      cases: new Set(ordered.filter((r) => r.case !== CONTROL_CASE).map((r) => r.case)).size,
      wallMs: Math.max(...reports.map((r) => r.stats.wallMs)),
      concurrency: first.stats.concurrency,
      failedRuns: ordered.filter((r) => r.verdict === "fail").length,
      unreportedRuns: reports.reduce((n, r) => n + (r.stats.unreportedRuns ?? 0), 0)
    },
    runs: ordered,
    findings,
    accepted,
    ...first.baseline ? { baseline: { file: first.baseline.file, stale: stale ?? [] } } : {},
    ...reports.some((r) => r.gate.shard) ? {
      shards: reports.map((r) => ({
        shard: r.gate.shard ?? "whole",
        runs: r.runs.length,
        result: r.result,
        wallMs: r.stats.wallMs
      })).sort((a, b) => parseInt(a.shard) - parseInt(b.shard))
    } : {},
    warnings: [...new Set(reports.flatMap((r) => r.warnings))]
  };
}
function rank(kind) {
  const at = SEVERITY.indexOf(kind);
  return at === -1 ? SEVERITY.length : at;
}
function mostSevere(findings) {
  return [...findings].sort((a, b) => rank(a.kind) - rank(b.kind))[0];
}
function normalizeMessage(message) {
  message = message.replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT");
  if (message.startsWith(UNEXPLAINED_ACTION))
    message = UNEXPLAINED_ACTION + message.slice(UNEXPLAINED_ACTION.length).split(IPV4).map((part, i) => i % 2 ? part : maskVarying(part)).join("");
  return message.replace(CANARY_PATTERN, `${CANARY_PREFIX}\u2026`).replace(/\/r\/\d+\//g, "/r/\u2026/").replace(/\(pid \d+: /g, "(pid \u2026: ").replace(/(?<![^\s'"])[^\s'"]*\/mcp-stdio-gate-[A-Za-z0-9]+\/run-\d+/g, "<run dir>");
}
function foldAccepted(findings) {
  const leaks = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const at = f.kind === "action-leak" ? LEAK_AT.exec(f.message) : null;
    if (at) leaks.set(`${runKey(f.scenario, f.case)}\0${at[1]}`, f);
  }
  const folded = /* @__PURE__ */ new Map();
  const out = [];
  for (const f of findings) {
    const at = f.kind === "rejected-frame-accepted" ? ACCEPTED_AT.exec(f.message) : null;
    const leak = at && leaks.get(`${runKey(f.scenario, f.case)}\0${at[1]}`);
    if (leak && at) folded.set(leak, `, and was answered with a successful result ${at[2]}`);
    else out.push(f);
  }
  return out.map((f) => folded.has(f) ? { ...f, message: f.message + folded.get(f) } : f);
}
function groupSize(g) {
  const runs2 = count(g.runs.length, "run");
  return g.findings > g.runs.length ? `${runs2}, ${count(g.findings, "finding")}` : runs2;
}
function groupFindings(findings, caseRuns) {
  const groups = /* @__PURE__ */ new Map();
  const varied = /* @__PURE__ */ new Set();
  for (const f of foldAccepted(findings)) {
    const open = f.kind === "session-policy" && STAYS_OPEN.test(f.message);
    const key = open ? "session-policy\0stays-open" : `${f.kind}\0${normalizeMessage(f.message)}`;
    const group = groups.get(key) ?? { kind: f.kind, message: f.message, runs: [], findings: 0, first: f };
    if (f.message !== group.message) varied.add(key);
    const run = `${f.scenario} \xD7 ${f.case}`;
    if (!group.runs.includes(run)) group.runs.push(run);
    group.findings += 1;
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, g]) => {
    if (key.endsWith("\0stays-open")) {
      const of = caseRuns && caseRuns >= g.runs.length ? ` of ${caseRuns}` : "";
      return {
        ...g,
        message: `close: the session stays open after a rejected frame, in ${g.runs.length}${of} case run${g.runs.length === 1 ? "" : "s"} (a later call executed or was answered). If that is the server's policy, state it: --on-invalid open (each bad frame answered with an error, the session goes on) or --on-invalid any (either)`
      };
    }
    return varied.has(key) ? { ...g, message: normalizeMessage(g.message) } : g;
  }).sort((a, b) => rank(a.kind) - rank(b.kind));
}
function caseRunsWithRejection(report) {
  return report.runs.filter(
    (r) => r.case !== CONTROL_CASE && r.exercised !== false && r.rejections.length > 0
  ).length;
}
function proofLine(report) {
  const findings = [...report.findings, ...report.accepted];
  const keysOf = (kinds) => new Set(findings.filter((f) => kinds.has(f.kind)).map((f) => runKey(f.scenario, f.case)));
  const cut = keysOf(/* @__PURE__ */ new Set(["output-limit"]));
  const isCut = (r) => cut.has(runKey(r.scenario, r.case));
  const exercised = report.runs.filter((r) => r.exercised !== false);
  const acts = (r) => r.rejections.filter((x) => x.outcome === "acted").length;
  const rejected = exercised.reduce((n, r) => n + (isCut(r) ? acts(r) : r.rejections.length), 0);
  const acted = exercised.reduce((n, r) => n + acts(r), 0);
  const unobserved = exercised.filter(
    (r) => r.case !== CONTROL_CASE && r.rejections.length > acts(r) && isCut(r)
  ).length;
  const inapplicable = report.runs.filter((r) => r.notApplicable).length;
  const skipped = report.runs.length - exercised.length - inapplicable;
  const controlKinds = /* @__PURE__ */ new Set([
    "control-not-observed",
    "control-failed",
    "handshake-failed",
    "launch-failed",
    "timeout",
    "output-limit"
  ]);
  const blind = keysOf(controlKinds);
  const controlled = report.runs.filter((r) => r.controlled !== false);
  const observed = controlled.filter((r) => !blind.has(runKey(r.scenario, r.case))).length;
  const verified = report.gate.actionLog === "verified";
  const unjudged = verified ? "" : report.gate.policy === "close" ? "; session policy close not judged: no later call without --probe-tool" : report.gate.policy === "open" ? "; session policy open judged by its error responses only: no later call without --probe-tool" : "";
  const controls = !verified ? `no positive control (no --probe-tool): the action log is unverified${unjudged}` : controlled.length ? `positive control observed in ${observed}/${count(controlled.length, "run")} that made one` : "no run made the positive control call: nothing shows the action log wired";
  const notExercised = (skipped ? `; ${count(skipped, "case run")} not exercised` : "") + (unobserved ? `; ${count(unobserved, "case run")} past what the gate can observe` : "") + (inapplicable ? `; ${count(inapplicable, "case run")} not applicable` : "");
  const unexplained = report.runs.reduce(
    (n, r) => n + r.actions.filter((a) => a.attributedTo === "unattributed" || a.attributedTo === "another session").length,
    0
  );
  const besides = unexplained ? `, ${count(unexplained, "action")} no canary of their session explains` : "";
  const actedText = verified ? `${acted} acted${besides}` : "actions not verified";
  return `${count(rejected, "rejected frame")}, ${actedText}; ${controls}${notExercised}`;
}
function windowLine(report) {
  if (report.gate.actionLog !== "verified") return "";
  const held = report.runs.filter(
    (r) => r.case !== CONTROL_CASE && r.exercised !== false && r.closedAfterFramesMs !== void 0
  );
  if (!held.length) return "";
  const span = (runs2) => {
    const ms = runs2.map((r) => r.closedAfterFramesMs);
    const [low, high] = [Math.min(...ms), Math.max(...ms)];
    return low === high ? `${low}` : `${low} to ${high}`;
  };
  const cut = held.filter((r) => r.scenario !== "soak");
  const soaked = held.filter((r) => r.scenario === "soak");
  const cases = new Set(report.runs.filter((r) => r.case !== CONTROL_CASE).map((r) => r.case));
  const soakCases = report.runs.filter((r) => r.scenario === "soak" && r.case !== CONTROL_CASE);
  const every = soakCases.length >= cases.size;
  const clauses = [];
  if (cut.length)
    clauses.push(
      `in ${count(cut.length, "case run")} the gate closed stdin ${span(cut)} ms after the frames`
    );
  if (soaked.length)
    clauses.push(
      cut.length ? `in ${count(soaked.length, "case run")} under soak, ${span(soaked)} ms after them` : `in ${count(soaked.length, "case run")} under soak the gate closed stdin ${span(soaked)} ms after the frames`
    );
  const sampled = firstOf([...new Set(soakCases.map((r) => r.case))], 3);
  const hint = every ? "" : soakCases.length ? `: an act put off longer shows only under soak, where only ${sampled} ran (--corpus-scenarios soak runs every case there)` : ": an act put off longer shows only under --corpus-scenarios soak";
  const running = held.filter((r) => r.threads === "running").length;
  const busy = running ? ` (in ${running === held.length ? "each" : running}, a thread of its still running half a second after the hold)` : held.every((r) => r.threads === "at-rest") ? " and its threads at rest" : "";
  return `${clauses.join("; ")}, the server still holding it${busy}${hint}`;
}
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
function firstOf(items, max) {
  return items.slice(0, max).join(", ") + (items.length > max ? `, \u2026 ${items.length - max} more` : "");
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var CONTROL_CASE, MESSAGE_CAP, clipped, SEVERITY, IPV4, LEAK_AT, ACCEPTED_AT, STAYS_OPEN;
var init_report = __esm({
  "src/core/report.ts"() {
    "use strict";
    init_action_log();
    init_findings();
    CONTROL_CASE = "control";
    MESSAGE_CAP = 4e3;
    clipped = (item) => item.message.length > MESSAGE_CAP ? { ...item, message: clip(item.message) } : item;
    SEVERITY = [
      "action-leak",
      "rejected-frame-accepted",
      "orphan-process",
      "control-not-observed",
      "control-failed",
      "handshake-failed",
      "stdout-noise",
      "stdout-partial-frame",
      "stdout-not-jsonrpc",
      "stdout-not-mcp",
      "stdout-unexpected-response",
      "session-policy"
    ];
    IPV4 = /(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])/;
    LEAK_AT = /^the rejected frame on stdin line (\d+) acted/;
    ACCEPTED_AT = /^the rejected frame on stdin line (\d+) was answered with a successful result (\(id .*?\)\)?)/;
    STAYS_OPEN = /^close: after the rejected frame on stdin line \d+ .* (executed|was answered with a result)/;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal2(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal2(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal2(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal2 = require_fast_deep_equal();
    equal2.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal2;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length2(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length2;
    ucs2length2.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/core/generated/validators.js
function validate1_draft07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  if (!(typeof data == "number" && (!(data % 1) && !isNaN(data)))) {
    validate1_draft07.errors = [{ instancePath, schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
    return false;
  }
  if (errors === _errs1) {
    if (typeof data == "number") {
      if (data < 0 || isNaN(data)) {
        validate1_draft07.errors = [{ instancePath, schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
        return false;
      }
    }
  }
  validate1_draft07.errors = vErrors;
  return errors === 0;
}
function validate3_draft07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (Array.isArray(data)) {
      if (data.length < 1) {
        validate3_draft07.errors = [{ instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
        return false;
      } else {
        var valid0 = true;
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
          const _errs1 = errors;
          if (!root0.validate(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? root0.validate.errors : vErrors.concat(root0.validate.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs1 === errors;
          if (!valid0) {
            break;
          }
        }
      }
    } else {
      validate3_draft07.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
      return false;
    }
  }
  validate3_draft07.errors = vErrors;
  return errors === 0;
}
function validate0_draft07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate0_draft07.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema0_draft07.type }, message: "must be object,boolean" }];
    return false;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.$id !== void 0) {
        const _errs1 = errors;
        if (errors === _errs1) {
          if (errors === _errs1) {
            if (!(typeof data.$id === "string")) {
              validate0_draft07.errors = [{ instancePath: instancePath + "/$id", schemaPath: "#/properties/%24id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
          }
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.$schema !== void 0) {
          const _errs3 = errors;
          if (errors === _errs3) {
            if (errors === _errs3) {
              if (!(typeof data.$schema === "string")) {
                validate0_draft07.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.$ref !== void 0) {
            const _errs5 = errors;
            if (errors === _errs5) {
              if (errors === _errs5) {
                if (!(typeof data.$ref === "string")) {
                  validate0_draft07.errors = [{ instancePath: instancePath + "/$ref", schemaPath: "#/properties/%24ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.$comment !== void 0) {
              const _errs7 = errors;
              if (typeof data.$comment !== "string") {
                validate0_draft07.errors = [{ instancePath: instancePath + "/$comment", schemaPath: "#/properties/%24comment/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.title !== void 0) {
                const _errs9 = errors;
                if (typeof data.title !== "string") {
                  validate0_draft07.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.description !== void 0) {
                  const _errs11 = errors;
                  if (typeof data.description !== "string") {
                    validate0_draft07.errors = [{ instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.readOnly !== void 0) {
                    const _errs13 = errors;
                    if (typeof data.readOnly !== "boolean") {
                      validate0_draft07.errors = [{ instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.examples !== void 0) {
                      const _errs15 = errors;
                      if (errors === _errs15) {
                        if (!Array.isArray(data.examples)) {
                          validate0_draft07.errors = [{ instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.multipleOf !== void 0) {
                        let data8 = data.multipleOf;
                        const _errs17 = errors;
                        if (errors === _errs17) {
                          if (typeof data8 == "number") {
                            if (data8 <= 0 || isNaN(data8)) {
                              validate0_draft07.errors = [{ instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                              return false;
                            }
                          } else {
                            validate0_draft07.errors = [{ instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                            return false;
                          }
                        }
                        var valid0 = _errs17 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.maximum !== void 0) {
                          const _errs19 = errors;
                          if (!(typeof data.maximum == "number")) {
                            validate0_draft07.errors = [{ instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                            return false;
                          }
                          var valid0 = _errs19 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.exclusiveMaximum !== void 0) {
                            const _errs21 = errors;
                            if (!(typeof data.exclusiveMaximum == "number")) {
                              validate0_draft07.errors = [{ instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                              return false;
                            }
                            var valid0 = _errs21 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.minimum !== void 0) {
                              const _errs23 = errors;
                              if (!(typeof data.minimum == "number")) {
                                validate0_draft07.errors = [{ instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                return false;
                              }
                              var valid0 = _errs23 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.exclusiveMinimum !== void 0) {
                                const _errs25 = errors;
                                if (!(typeof data.exclusiveMinimum == "number")) {
                                  validate0_draft07.errors = [{ instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                  return false;
                                }
                                var valid0 = _errs25 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.maxLength !== void 0) {
                                  let data13 = data.maxLength;
                                  const _errs27 = errors;
                                  const _errs28 = errors;
                                  if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
                                    validate0_draft07.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  if (errors === _errs28) {
                                    if (typeof data13 == "number") {
                                      if (data13 < 0 || isNaN(data13)) {
                                        validate0_draft07.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid0 = _errs27 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.minLength !== void 0) {
                                    const _errs30 = errors;
                                    if (!validate1_draft07(data.minLength, { instancePath: instancePath + "/minLength", parentData: data, parentDataProperty: "minLength", rootData })) {
                                      vErrors = vErrors === null ? validate1_draft07.errors : vErrors.concat(validate1_draft07.errors);
                                      errors = vErrors.length;
                                    }
                                    var valid0 = _errs30 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.pattern !== void 0) {
                                      const _errs31 = errors;
                                      if (errors === _errs31) {
                                        if (errors === _errs31) {
                                          if (!(typeof data.pattern === "string")) {
                                            validate0_draft07.errors = [{ instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid0 = _errs31 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.additionalItems !== void 0) {
                                        const _errs33 = errors;
                                        if (!validate0_draft07(data.additionalItems, { instancePath: instancePath + "/additionalItems", parentData: data, parentDataProperty: "additionalItems", rootData })) {
                                          vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                          errors = vErrors.length;
                                        }
                                        var valid0 = _errs33 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.items !== void 0) {
                                          let data17 = data.items;
                                          const _errs34 = errors;
                                          const _errs35 = errors;
                                          let valid2 = false;
                                          const _errs36 = errors;
                                          if (!validate0_draft07(data17, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData })) {
                                            vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                            errors = vErrors.length;
                                          }
                                          var _valid0 = _errs36 === errors;
                                          valid2 = valid2 || _valid0;
                                          if (!valid2) {
                                            const _errs37 = errors;
                                            if (!validate3_draft07(data17, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData })) {
                                              vErrors = vErrors === null ? validate3_draft07.errors : vErrors.concat(validate3_draft07.errors);
                                              errors = vErrors.length;
                                            }
                                            var _valid0 = _errs37 === errors;
                                            valid2 = valid2 || _valid0;
                                          }
                                          if (!valid2) {
                                            const err0 = { instancePath: instancePath + "/items", schemaPath: "#/properties/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                            if (vErrors === null) {
                                              vErrors = [err0];
                                            } else {
                                              vErrors.push(err0);
                                            }
                                            errors++;
                                            validate0_draft07.errors = vErrors;
                                            return false;
                                          } else {
                                            errors = _errs35;
                                            if (vErrors !== null) {
                                              if (_errs35) {
                                                vErrors.length = _errs35;
                                              } else {
                                                vErrors = null;
                                              }
                                            }
                                          }
                                          var valid0 = _errs34 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.maxItems !== void 0) {
                                            let data18 = data.maxItems;
                                            const _errs38 = errors;
                                            const _errs39 = errors;
                                            if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
                                              validate0_draft07.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            if (errors === _errs39) {
                                              if (typeof data18 == "number") {
                                                if (data18 < 0 || isNaN(data18)) {
                                                  validate0_draft07.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                  return false;
                                                }
                                              }
                                            }
                                            var valid0 = _errs38 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.minItems !== void 0) {
                                              const _errs41 = errors;
                                              if (!validate1_draft07(data.minItems, { instancePath: instancePath + "/minItems", parentData: data, parentDataProperty: "minItems", rootData })) {
                                                vErrors = vErrors === null ? validate1_draft07.errors : vErrors.concat(validate1_draft07.errors);
                                                errors = vErrors.length;
                                              }
                                              var valid0 = _errs41 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.uniqueItems !== void 0) {
                                                const _errs42 = errors;
                                                if (typeof data.uniqueItems !== "boolean") {
                                                  validate0_draft07.errors = [{ instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                  return false;
                                                }
                                                var valid0 = _errs42 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.contains !== void 0) {
                                                  const _errs44 = errors;
                                                  if (!validate0_draft07(data.contains, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData })) {
                                                    vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                    errors = vErrors.length;
                                                  }
                                                  var valid0 = _errs44 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                                if (valid0) {
                                                  if (data.maxProperties !== void 0) {
                                                    let data22 = data.maxProperties;
                                                    const _errs45 = errors;
                                                    const _errs46 = errors;
                                                    if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)))) {
                                                      validate0_draft07.errors = [{ instancePath: instancePath + "/maxProperties", schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs46) {
                                                      if (typeof data22 == "number") {
                                                        if (data22 < 0 || isNaN(data22)) {
                                                          validate0_draft07.errors = [{ instancePath: instancePath + "/maxProperties", schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid0 = _errs45 === errors;
                                                  } else {
                                                    var valid0 = true;
                                                  }
                                                  if (valid0) {
                                                    if (data.minProperties !== void 0) {
                                                      const _errs48 = errors;
                                                      if (!validate1_draft07(data.minProperties, { instancePath: instancePath + "/minProperties", parentData: data, parentDataProperty: "minProperties", rootData })) {
                                                        vErrors = vErrors === null ? validate1_draft07.errors : vErrors.concat(validate1_draft07.errors);
                                                        errors = vErrors.length;
                                                      }
                                                      var valid0 = _errs48 === errors;
                                                    } else {
                                                      var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                      if (data.required !== void 0) {
                                                        let data24 = data.required;
                                                        const _errs49 = errors;
                                                        const _errs50 = errors;
                                                        if (errors === _errs50) {
                                                          if (Array.isArray(data24)) {
                                                            var valid6 = true;
                                                            const len0 = data24.length;
                                                            for (let i0 = 0; i0 < len0; i0++) {
                                                              const _errs52 = errors;
                                                              if (typeof data24[i0] !== "string") {
                                                                validate0_draft07.errors = [{ instancePath: instancePath + "/required/" + i0, schemaPath: "#/definitions/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid6 = _errs52 === errors;
                                                              if (!valid6) {
                                                                break;
                                                              }
                                                            }
                                                            if (valid6) {
                                                              let i1 = data24.length;
                                                              let j0;
                                                              if (i1 > 1) {
                                                                const indices0 = {};
                                                                for (; i1--; ) {
                                                                  let item0 = data24[i1];
                                                                  if (typeof item0 !== "string") {
                                                                    continue;
                                                                  }
                                                                  if (typeof indices0[item0] == "number") {
                                                                    j0 = indices0[item0];
                                                                    validate0_draft07.errors = [{ instancePath: instancePath + "/required", schemaPath: "#/definitions/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" }];
                                                                    return false;
                                                                    break;
                                                                  }
                                                                  indices0[item0] = i1;
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate0_draft07.errors = [{ instancePath: instancePath + "/required", schemaPath: "#/definitions/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid0 = _errs49 === errors;
                                                      } else {
                                                        var valid0 = true;
                                                      }
                                                      if (valid0) {
                                                        if (data.additionalProperties !== void 0) {
                                                          const _errs54 = errors;
                                                          if (!validate0_draft07(data.additionalProperties, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData })) {
                                                            vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                            errors = vErrors.length;
                                                          }
                                                          var valid0 = _errs54 === errors;
                                                        } else {
                                                          var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                          if (data.definitions !== void 0) {
                                                            let data27 = data.definitions;
                                                            const _errs55 = errors;
                                                            if (errors === _errs55) {
                                                              if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                                                for (const key0 in data27) {
                                                                  const _errs58 = errors;
                                                                  if (!validate0_draft07(data27[key0], { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data27, parentDataProperty: key0, rootData })) {
                                                                    vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                    errors = vErrors.length;
                                                                  }
                                                                  var valid8 = _errs58 === errors;
                                                                  if (!valid8) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate0_draft07.errors = [{ instancePath: instancePath + "/definitions", schemaPath: "#/properties/definitions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid0 = _errs55 === errors;
                                                          } else {
                                                            var valid0 = true;
                                                          }
                                                          if (valid0) {
                                                            if (data.properties !== void 0) {
                                                              let data29 = data.properties;
                                                              const _errs59 = errors;
                                                              if (errors === _errs59) {
                                                                if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                                                                  for (const key1 in data29) {
                                                                    const _errs62 = errors;
                                                                    if (!validate0_draft07(data29[key1], { instancePath: instancePath + "/properties/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data29, parentDataProperty: key1, rootData })) {
                                                                      vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                      errors = vErrors.length;
                                                                    }
                                                                    var valid9 = _errs62 === errors;
                                                                    if (!valid9) {
                                                                      break;
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate0_draft07.errors = [{ instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid0 = _errs59 === errors;
                                                            } else {
                                                              var valid0 = true;
                                                            }
                                                            if (valid0) {
                                                              if (data.patternProperties !== void 0) {
                                                                let data31 = data.patternProperties;
                                                                const _errs63 = errors;
                                                                if (errors === _errs63) {
                                                                  if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                                                    for (const key2 in data31) {
                                                                      const _errs65 = errors;
                                                                      var valid10 = _errs65 === errors;
                                                                      if (!valid10) {
                                                                        const err1 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/propertyNames", keyword: "propertyNames", params: { propertyName: key2 }, message: "property name must be valid" };
                                                                        if (vErrors === null) {
                                                                          vErrors = [err1];
                                                                        } else {
                                                                          vErrors.push(err1);
                                                                        }
                                                                        errors++;
                                                                        validate0_draft07.errors = vErrors;
                                                                        return false;
                                                                        break;
                                                                      }
                                                                    }
                                                                    if (valid10) {
                                                                      for (const key3 in data31) {
                                                                        const _errs67 = errors;
                                                                        if (!validate0_draft07(data31[key3], { instancePath: instancePath + "/patternProperties/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data31, parentDataProperty: key3, rootData })) {
                                                                          vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                          errors = vErrors.length;
                                                                        }
                                                                        var valid11 = _errs67 === errors;
                                                                        if (!valid11) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate0_draft07.errors = [{ instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid0 = _errs63 === errors;
                                                              } else {
                                                                var valid0 = true;
                                                              }
                                                              if (valid0) {
                                                                if (data.dependencies !== void 0) {
                                                                  let data33 = data.dependencies;
                                                                  const _errs68 = errors;
                                                                  if (errors === _errs68) {
                                                                    if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                                                                      for (const key4 in data33) {
                                                                        let data34 = data33[key4];
                                                                        const _errs71 = errors;
                                                                        const _errs72 = errors;
                                                                        let valid13 = false;
                                                                        const _errs73 = errors;
                                                                        if (!validate0_draft07(data34, { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data33, parentDataProperty: key4, rootData })) {
                                                                          vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                          errors = vErrors.length;
                                                                        }
                                                                        var _valid1 = _errs73 === errors;
                                                                        valid13 = valid13 || _valid1;
                                                                        if (!valid13) {
                                                                          const _errs74 = errors;
                                                                          const _errs75 = errors;
                                                                          if (errors === _errs75) {
                                                                            if (Array.isArray(data34)) {
                                                                              var valid15 = true;
                                                                              const len1 = data34.length;
                                                                              for (let i2 = 0; i2 < len1; i2++) {
                                                                                const _errs77 = errors;
                                                                                if (typeof data34[i2] !== "string") {
                                                                                  const err2 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/definitions/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                  if (vErrors === null) {
                                                                                    vErrors = [err2];
                                                                                  } else {
                                                                                    vErrors.push(err2);
                                                                                  }
                                                                                  errors++;
                                                                                }
                                                                                var valid15 = _errs77 === errors;
                                                                                if (!valid15) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                              if (valid15) {
                                                                                let i3 = data34.length;
                                                                                let j1;
                                                                                if (i3 > 1) {
                                                                                  const indices1 = {};
                                                                                  for (; i3--; ) {
                                                                                    let item1 = data34[i3];
                                                                                    if (typeof item1 !== "string") {
                                                                                      continue;
                                                                                    }
                                                                                    if (typeof indices1[item1] == "number") {
                                                                                      j1 = indices1[item1];
                                                                                      const err3 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                                                                                      if (vErrors === null) {
                                                                                        vErrors = [err3];
                                                                                      } else {
                                                                                        vErrors.push(err3);
                                                                                      }
                                                                                      errors++;
                                                                                      break;
                                                                                    }
                                                                                    indices1[item1] = i3;
                                                                                  }
                                                                                }
                                                                              }
                                                                            } else {
                                                                              const err4 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                                                              if (vErrors === null) {
                                                                                vErrors = [err4];
                                                                              } else {
                                                                                vErrors.push(err4);
                                                                              }
                                                                              errors++;
                                                                            }
                                                                          }
                                                                          var _valid1 = _errs74 === errors;
                                                                          valid13 = valid13 || _valid1;
                                                                        }
                                                                        if (!valid13) {
                                                                          const err5 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/dependencies/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                                          if (vErrors === null) {
                                                                            vErrors = [err5];
                                                                          } else {
                                                                            vErrors.push(err5);
                                                                          }
                                                                          errors++;
                                                                          validate0_draft07.errors = vErrors;
                                                                          return false;
                                                                        } else {
                                                                          errors = _errs72;
                                                                          if (vErrors !== null) {
                                                                            if (_errs72) {
                                                                              vErrors.length = _errs72;
                                                                            } else {
                                                                              vErrors = null;
                                                                            }
                                                                          }
                                                                        }
                                                                        var valid12 = _errs71 === errors;
                                                                        if (!valid12) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate0_draft07.errors = [{ instancePath: instancePath + "/dependencies", schemaPath: "#/properties/dependencies/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid0 = _errs68 === errors;
                                                                } else {
                                                                  var valid0 = true;
                                                                }
                                                                if (valid0) {
                                                                  if (data.propertyNames !== void 0) {
                                                                    const _errs79 = errors;
                                                                    if (!validate0_draft07(data.propertyNames, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData })) {
                                                                      vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                      errors = vErrors.length;
                                                                    }
                                                                    var valid0 = _errs79 === errors;
                                                                  } else {
                                                                    var valid0 = true;
                                                                  }
                                                                  if (valid0) {
                                                                    if (data.enum !== void 0) {
                                                                      let data37 = data.enum;
                                                                      const _errs80 = errors;
                                                                      if (errors === _errs80) {
                                                                        if (Array.isArray(data37)) {
                                                                          if (data37.length < 1) {
                                                                            validate0_draft07.errors = [{ instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                            return false;
                                                                          } else {
                                                                            let i4 = data37.length;
                                                                            let j2;
                                                                            if (i4 > 1) {
                                                                              outer0: for (; i4--; ) {
                                                                                for (j2 = i4; j2--; ) {
                                                                                  if (func0_draft07(data37[i4], data37[j2])) {
                                                                                    validate0_draft07.errors = [{ instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i4 + " are identical)" }];
                                                                                    return false;
                                                                                    break outer0;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate0_draft07.errors = [{ instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid0 = _errs80 === errors;
                                                                    } else {
                                                                      var valid0 = true;
                                                                    }
                                                                    if (valid0) {
                                                                      if (data.type !== void 0) {
                                                                        let data38 = data.type;
                                                                        const _errs82 = errors;
                                                                        const _errs83 = errors;
                                                                        let valid18 = false;
                                                                        const _errs84 = errors;
                                                                        if (!(data38 === "array" || data38 === "boolean" || data38 === "integer" || data38 === "null" || data38 === "number" || data38 === "object" || data38 === "string")) {
                                                                          const err6 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema9_draft07.enum }, message: "must be equal to one of the allowed values" };
                                                                          if (vErrors === null) {
                                                                            vErrors = [err6];
                                                                          } else {
                                                                            vErrors.push(err6);
                                                                          }
                                                                          errors++;
                                                                        }
                                                                        var _valid2 = _errs84 === errors;
                                                                        valid18 = valid18 || _valid2;
                                                                        if (!valid18) {
                                                                          const _errs86 = errors;
                                                                          if (errors === _errs86) {
                                                                            if (Array.isArray(data38)) {
                                                                              if (data38.length < 1) {
                                                                                const err7 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                                                                                if (vErrors === null) {
                                                                                  vErrors = [err7];
                                                                                } else {
                                                                                  vErrors.push(err7);
                                                                                }
                                                                                errors++;
                                                                              } else {
                                                                                var valid20 = true;
                                                                                const len2 = data38.length;
                                                                                for (let i5 = 0; i5 < len2; i5++) {
                                                                                  let data39 = data38[i5];
                                                                                  const _errs88 = errors;
                                                                                  if (!(data39 === "array" || data39 === "boolean" || data39 === "integer" || data39 === "null" || data39 === "number" || data39 === "object" || data39 === "string")) {
                                                                                    const err8 = { instancePath: instancePath + "/type/" + i5, schemaPath: "#/definitions/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema9_draft07.enum }, message: "must be equal to one of the allowed values" };
                                                                                    if (vErrors === null) {
                                                                                      vErrors = [err8];
                                                                                    } else {
                                                                                      vErrors.push(err8);
                                                                                    }
                                                                                    errors++;
                                                                                  }
                                                                                  var valid20 = _errs88 === errors;
                                                                                  if (!valid20) {
                                                                                    break;
                                                                                  }
                                                                                }
                                                                                if (valid20) {
                                                                                  let i6 = data38.length;
                                                                                  let j3;
                                                                                  if (i6 > 1) {
                                                                                    outer1: for (; i6--; ) {
                                                                                      for (j3 = i6; j3--; ) {
                                                                                        if (func0_draft07(data38[i6], data38[j3])) {
                                                                                          const err9 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i6 + " are identical)" };
                                                                                          if (vErrors === null) {
                                                                                            vErrors = [err9];
                                                                                          } else {
                                                                                            vErrors.push(err9);
                                                                                          }
                                                                                          errors++;
                                                                                          break outer1;
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            } else {
                                                                              const err10 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                                                              if (vErrors === null) {
                                                                                vErrors = [err10];
                                                                              } else {
                                                                                vErrors.push(err10);
                                                                              }
                                                                              errors++;
                                                                            }
                                                                          }
                                                                          var _valid2 = _errs86 === errors;
                                                                          valid18 = valid18 || _valid2;
                                                                        }
                                                                        if (!valid18) {
                                                                          const err11 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                                          if (vErrors === null) {
                                                                            vErrors = [err11];
                                                                          } else {
                                                                            vErrors.push(err11);
                                                                          }
                                                                          errors++;
                                                                          validate0_draft07.errors = vErrors;
                                                                          return false;
                                                                        } else {
                                                                          errors = _errs83;
                                                                          if (vErrors !== null) {
                                                                            if (_errs83) {
                                                                              vErrors.length = _errs83;
                                                                            } else {
                                                                              vErrors = null;
                                                                            }
                                                                          }
                                                                        }
                                                                        var valid0 = _errs82 === errors;
                                                                      } else {
                                                                        var valid0 = true;
                                                                      }
                                                                      if (valid0) {
                                                                        if (data.format !== void 0) {
                                                                          const _errs90 = errors;
                                                                          if (typeof data.format !== "string") {
                                                                            validate0_draft07.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                          }
                                                                          var valid0 = _errs90 === errors;
                                                                        } else {
                                                                          var valid0 = true;
                                                                        }
                                                                        if (valid0) {
                                                                          if (data.contentMediaType !== void 0) {
                                                                            const _errs92 = errors;
                                                                            if (typeof data.contentMediaType !== "string") {
                                                                              validate0_draft07.errors = [{ instancePath: instancePath + "/contentMediaType", schemaPath: "#/properties/contentMediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                            var valid0 = _errs92 === errors;
                                                                          } else {
                                                                            var valid0 = true;
                                                                          }
                                                                          if (valid0) {
                                                                            if (data.contentEncoding !== void 0) {
                                                                              const _errs94 = errors;
                                                                              if (typeof data.contentEncoding !== "string") {
                                                                                validate0_draft07.errors = [{ instancePath: instancePath + "/contentEncoding", schemaPath: "#/properties/contentEncoding/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                              var valid0 = _errs94 === errors;
                                                                            } else {
                                                                              var valid0 = true;
                                                                            }
                                                                            if (valid0) {
                                                                              if (data.if !== void 0) {
                                                                                const _errs96 = errors;
                                                                                if (!validate0_draft07(data.if, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData })) {
                                                                                  vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                                  errors = vErrors.length;
                                                                                }
                                                                                var valid0 = _errs96 === errors;
                                                                              } else {
                                                                                var valid0 = true;
                                                                              }
                                                                              if (valid0) {
                                                                                if (data.then !== void 0) {
                                                                                  const _errs97 = errors;
                                                                                  if (!validate0_draft07(data.then, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData })) {
                                                                                    vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                                    errors = vErrors.length;
                                                                                  }
                                                                                  var valid0 = _errs97 === errors;
                                                                                } else {
                                                                                  var valid0 = true;
                                                                                }
                                                                                if (valid0) {
                                                                                  if (data.else !== void 0) {
                                                                                    const _errs98 = errors;
                                                                                    if (!validate0_draft07(data.else, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData })) {
                                                                                      vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                                      errors = vErrors.length;
                                                                                    }
                                                                                    var valid0 = _errs98 === errors;
                                                                                  } else {
                                                                                    var valid0 = true;
                                                                                  }
                                                                                  if (valid0) {
                                                                                    if (data.allOf !== void 0) {
                                                                                      const _errs99 = errors;
                                                                                      if (!validate3_draft07(data.allOf, { instancePath: instancePath + "/allOf", parentData: data, parentDataProperty: "allOf", rootData })) {
                                                                                        vErrors = vErrors === null ? validate3_draft07.errors : vErrors.concat(validate3_draft07.errors);
                                                                                        errors = vErrors.length;
                                                                                      }
                                                                                      var valid0 = _errs99 === errors;
                                                                                    } else {
                                                                                      var valid0 = true;
                                                                                    }
                                                                                    if (valid0) {
                                                                                      if (data.anyOf !== void 0) {
                                                                                        const _errs100 = errors;
                                                                                        if (!validate3_draft07(data.anyOf, { instancePath: instancePath + "/anyOf", parentData: data, parentDataProperty: "anyOf", rootData })) {
                                                                                          vErrors = vErrors === null ? validate3_draft07.errors : vErrors.concat(validate3_draft07.errors);
                                                                                          errors = vErrors.length;
                                                                                        }
                                                                                        var valid0 = _errs100 === errors;
                                                                                      } else {
                                                                                        var valid0 = true;
                                                                                      }
                                                                                      if (valid0) {
                                                                                        if (data.oneOf !== void 0) {
                                                                                          const _errs101 = errors;
                                                                                          if (!validate3_draft07(data.oneOf, { instancePath: instancePath + "/oneOf", parentData: data, parentDataProperty: "oneOf", rootData })) {
                                                                                            vErrors = vErrors === null ? validate3_draft07.errors : vErrors.concat(validate3_draft07.errors);
                                                                                            errors = vErrors.length;
                                                                                          }
                                                                                          var valid0 = _errs101 === errors;
                                                                                        } else {
                                                                                          var valid0 = true;
                                                                                        }
                                                                                        if (valid0) {
                                                                                          if (data.not !== void 0) {
                                                                                            const _errs102 = errors;
                                                                                            if (!validate0_draft07(data.not, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData })) {
                                                                                              vErrors = vErrors === null ? validate0_draft07.errors : vErrors.concat(validate0_draft07.errors);
                                                                                              errors = vErrors.length;
                                                                                            }
                                                                                            var valid0 = _errs102 === errors;
                                                                                          } else {
                                                                                            var valid0 = true;
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  validate0_draft07.errors = vErrors;
  return errors === 0;
}
function validate1_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate1_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema1_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate1_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.$id !== void 0) {
        let data0 = data.$id;
        const _errs1 = errors;
        const _errs3 = errors;
        if (errors === _errs3) {
          if (errors === _errs3) {
            if (!(typeof data0 === "string")) {
              validate1_draft2020.errors = [{ instancePath: instancePath + "/$id", schemaPath: "#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
          }
        }
        if (errors === _errs1) {
          if (typeof data0 === "string") {
            if (!pattern0_draft2020.test(data0)) {
              validate1_draft2020.errors = [{ instancePath: instancePath + "/$id", schemaPath: "#/properties/%24id/pattern", keyword: "pattern", params: { pattern: "^[^#]*#?$" }, message: 'must match pattern "^[^#]*#?$"' }];
              return false;
            }
          }
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.$schema !== void 0) {
          const _errs5 = errors;
          const _errs6 = errors;
          if (errors === _errs6) {
            if (errors === _errs6) {
              if (!(typeof data.$schema === "string")) {
                validate1_draft2020.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/$defs/uriString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
          }
          var valid0 = _errs5 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.$ref !== void 0) {
            const _errs8 = errors;
            const _errs9 = errors;
            if (errors === _errs9) {
              if (errors === _errs9) {
                if (!(typeof data.$ref === "string")) {
                  validate1_draft2020.errors = [{ instancePath: instancePath + "/$ref", schemaPath: "#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
            }
            var valid0 = _errs8 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.$anchor !== void 0) {
              let data3 = data.$anchor;
              const _errs11 = errors;
              const _errs12 = errors;
              if (errors === _errs12) {
                if (typeof data3 === "string") {
                  if (!pattern1_draft2020.test(data3)) {
                    validate1_draft2020.errors = [{ instancePath: instancePath + "/$anchor", schemaPath: "#/$defs/anchorString/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" }, message: 'must match pattern "^[A-Za-z_][-A-Za-z0-9._]*$"' }];
                    return false;
                  }
                } else {
                  validate1_draft2020.errors = [{ instancePath: instancePath + "/$anchor", schemaPath: "#/$defs/anchorString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
              var valid0 = _errs11 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.$dynamicRef !== void 0) {
                const _errs14 = errors;
                const _errs15 = errors;
                if (errors === _errs15) {
                  if (errors === _errs15) {
                    if (!(typeof data.$dynamicRef === "string")) {
                      validate1_draft2020.errors = [{ instancePath: instancePath + "/$dynamicRef", schemaPath: "#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs14 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.$dynamicAnchor !== void 0) {
                  let data5 = data.$dynamicAnchor;
                  const _errs17 = errors;
                  const _errs18 = errors;
                  if (errors === _errs18) {
                    if (typeof data5 === "string") {
                      if (!pattern1_draft2020.test(data5)) {
                        validate1_draft2020.errors = [{ instancePath: instancePath + "/$dynamicAnchor", schemaPath: "#/$defs/anchorString/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" }, message: 'must match pattern "^[A-Za-z_][-A-Za-z0-9._]*$"' }];
                        return false;
                      }
                    } else {
                      validate1_draft2020.errors = [{ instancePath: instancePath + "/$dynamicAnchor", schemaPath: "#/$defs/anchorString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                  }
                  var valid0 = _errs17 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.$vocabulary !== void 0) {
                    let data6 = data.$vocabulary;
                    const _errs20 = errors;
                    if (errors === _errs20) {
                      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                        for (const key0 in data6) {
                          const _errs22 = errors;
                          const _errs23 = errors;
                          if (errors === _errs23) {
                            if (errors === _errs23) {
                              if (!(typeof key0 === "string")) {
                                const err0 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/$defs/uriString/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key0 };
                                if (vErrors === null) {
                                  vErrors = [err0];
                                } else {
                                  vErrors.push(err0);
                                }
                                errors++;
                              }
                            }
                          }
                          var valid7 = _errs22 === errors;
                          if (!valid7) {
                            const err1 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid" };
                            if (vErrors === null) {
                              vErrors = [err1];
                            } else {
                              vErrors.push(err1);
                            }
                            errors++;
                            validate1_draft2020.errors = vErrors;
                            return false;
                            break;
                          }
                        }
                        if (valid7) {
                          for (const key1 in data6) {
                            const _errs26 = errors;
                            if (typeof data6[key1] !== "boolean") {
                              validate1_draft2020.errors = [{ instancePath: instancePath + "/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/%24vocabulary/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                              return false;
                            }
                            var valid9 = _errs26 === errors;
                            if (!valid9) {
                              break;
                            }
                          }
                        }
                      } else {
                        validate1_draft2020.errors = [{ instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid0 = _errs20 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.$comment !== void 0) {
                      const _errs28 = errors;
                      if (typeof data.$comment !== "string") {
                        validate1_draft2020.errors = [{ instancePath: instancePath + "/$comment", schemaPath: "#/properties/%24comment/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs28 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.$defs !== void 0) {
                        let data9 = data.$defs;
                        const _errs30 = errors;
                        if (errors === _errs30) {
                          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                            for (const key2 in data9) {
                              let data10 = data9[key2];
                              const _errs33 = errors;
                              let _v0 = dynamicAnchors.meta;
                              if (_v0) {
                                if (!_v0(data10, { instancePath: instancePath + "/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data9, parentDataProperty: key2, rootData, dynamicAnchors })) {
                                  vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                                  errors = vErrors.length;
                                } else {
                                  var props0 = _v0.evaluated.props;
                                  var items0 = _v0.evaluated.items;
                                }
                              } else {
                                if (!validate1_draft2020(data10, { instancePath: instancePath + "/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data9, parentDataProperty: key2, rootData, dynamicAnchors })) {
                                  vErrors = vErrors === null ? validate1_draft2020.errors : vErrors.concat(validate1_draft2020.errors);
                                  errors = vErrors.length;
                                } else {
                                  var props1 = validate1_draft2020.evaluated.props;
                                  if (props0 !== true && props1 !== void 0) {
                                    if (props1 === true) {
                                      props0 = true;
                                    } else {
                                      props0 = props0 || {};
                                      Object.assign(props0, props1);
                                    }
                                  }
                                  var items1 = validate1_draft2020.evaluated.items;
                                  if (items0 !== true && items1 !== void 0) {
                                    items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                                  }
                                }
                              }
                              var valid10 = _errs33 === errors;
                              if (!valid10) {
                                break;
                              }
                            }
                          } else {
                            validate1_draft2020.errors = [{ instancePath: instancePath + "/$defs", schemaPath: "#/properties/%24defs/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid0 = _errs30 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  validate1_draft2020.errors = vErrors;
  return errors === 0;
}
function validate4_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate4_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      if (data.length < 1) {
        validate4_draft2020.errors = [{ instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
        return false;
      } else {
        var valid0 = true;
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data0 = data[i0];
          const _errs1 = errors;
          let _v0 = dynamicAnchors.meta;
          if (_v0) {
            if (!_v0(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
              errors = vErrors.length;
            } else {
              var props0 = _v0.evaluated.props;
              var items0 = _v0.evaluated.items;
            }
          } else {
            if (!validate4_draft2020(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate4_draft2020.errors : vErrors.concat(validate4_draft2020.errors);
              errors = vErrors.length;
            } else {
              var props1 = validate4_draft2020.evaluated.props;
              if (props0 !== true && props1 !== void 0) {
                if (props1 === true) {
                  props0 = true;
                } else {
                  props0 = props0 || {};
                  Object.assign(props0, props1);
                }
              }
              var items1 = validate4_draft2020.evaluated.items;
              if (items0 !== true && items1 !== void 0) {
                items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
              }
            }
          }
          var valid0 = _errs1 === errors;
          if (!valid0) {
            break;
          }
        }
      }
    } else {
      validate4_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
      return false;
    }
  }
  validate4_draft2020.errors = vErrors;
  return errors === 0;
}
function validate3_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate3_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate3_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema9_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate3_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.prefixItems !== void 0) {
        const _errs1 = errors;
        if (!validate4_draft2020(data.prefixItems, { instancePath: instancePath + "/prefixItems", parentData: data, parentDataProperty: "prefixItems", rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate4_draft2020.errors : vErrors.concat(validate4_draft2020.errors);
          errors = vErrors.length;
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.items !== void 0) {
          let data1 = data.items;
          const _errs2 = errors;
          let _v0 = dynamicAnchors.meta;
          if (_v0) {
            if (!_v0(data1, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
              errors = vErrors.length;
            } else {
              var props0 = _v0.evaluated.props;
              var items0 = _v0.evaluated.items;
            }
          } else {
            if (!validate3_draft2020(data1, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
              errors = vErrors.length;
            } else {
              var props1 = validate3_draft2020.evaluated.props;
              if (props0 !== true && props1 !== void 0) {
                if (props1 === true) {
                  props0 = true;
                } else {
                  props0 = props0 || {};
                  Object.assign(props0, props1);
                }
              }
              var items1 = validate3_draft2020.evaluated.items;
              if (items0 !== true && items1 !== void 0) {
                items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
              }
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.contains !== void 0) {
            let data2 = data.contains;
            const _errs3 = errors;
            let _v1 = dynamicAnchors.meta;
            if (_v1) {
              if (!_v1(data2, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                errors = vErrors.length;
              } else {
                var props2 = _v1.evaluated.props;
                var items2 = _v1.evaluated.items;
              }
            } else {
              if (!validate3_draft2020(data2, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                errors = vErrors.length;
              } else {
                var props3 = validate3_draft2020.evaluated.props;
                if (props2 !== true && props3 !== void 0) {
                  if (props3 === true) {
                    props2 = true;
                  } else {
                    props2 = props2 || {};
                    Object.assign(props2, props3);
                  }
                }
                var items3 = validate3_draft2020.evaluated.items;
                if (items2 !== true && items3 !== void 0) {
                  items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                }
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.additionalProperties !== void 0) {
              let data3 = data.additionalProperties;
              const _errs4 = errors;
              let _v2 = dynamicAnchors.meta;
              if (_v2) {
                if (!_v2(data3, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData, dynamicAnchors })) {
                  vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);
                  errors = vErrors.length;
                } else {
                  var props4 = _v2.evaluated.props;
                  var items4 = _v2.evaluated.items;
                }
              } else {
                if (!validate3_draft2020(data3, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData, dynamicAnchors })) {
                  vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                  errors = vErrors.length;
                } else {
                  var props5 = validate3_draft2020.evaluated.props;
                  if (props4 !== true && props5 !== void 0) {
                    if (props5 === true) {
                      props4 = true;
                    } else {
                      props4 = props4 || {};
                      Object.assign(props4, props5);
                    }
                  }
                  var items5 = validate3_draft2020.evaluated.items;
                  if (items4 !== true && items5 !== void 0) {
                    items4 = items5 === true ? true : items4 > items5 ? items4 : items5;
                  }
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.properties !== void 0) {
                let data4 = data.properties;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                    for (const key0 in data4) {
                      let data5 = data4[key0];
                      const _errs8 = errors;
                      let _v3 = dynamicAnchors.meta;
                      if (_v3) {
                        if (!_v3(data5, { instancePath: instancePath + "/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key0, rootData, dynamicAnchors })) {
                          vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);
                          errors = vErrors.length;
                        } else {
                          var props6 = _v3.evaluated.props;
                          var items6 = _v3.evaluated.items;
                        }
                      } else {
                        if (!validate3_draft2020(data5, { instancePath: instancePath + "/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key0, rootData, dynamicAnchors })) {
                          vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                          errors = vErrors.length;
                        } else {
                          var props7 = validate3_draft2020.evaluated.props;
                          if (props6 !== true && props7 !== void 0) {
                            if (props7 === true) {
                              props6 = true;
                            } else {
                              props6 = props6 || {};
                              Object.assign(props6, props7);
                            }
                          }
                          var items7 = validate3_draft2020.evaluated.items;
                          if (items6 !== true && items7 !== void 0) {
                            items6 = items7 === true ? true : items6 > items7 ? items6 : items7;
                          }
                        }
                      }
                      var valid4 = _errs8 === errors;
                      if (!valid4) {
                        break;
                      }
                    }
                  } else {
                    validate3_draft2020.errors = [{ instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.patternProperties !== void 0) {
                  let data6 = data.patternProperties;
                  const _errs9 = errors;
                  if (errors === _errs9) {
                    if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                      for (const key1 in data6) {
                        const _errs11 = errors;
                        var valid6 = _errs11 === errors;
                        if (!valid6) {
                          const err0 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                          if (vErrors === null) {
                            vErrors = [err0];
                          } else {
                            vErrors.push(err0);
                          }
                          errors++;
                          validate3_draft2020.errors = vErrors;
                          return false;
                          break;
                        }
                      }
                      if (valid6) {
                        for (const key2 in data6) {
                          let data7 = data6[key2];
                          const _errs13 = errors;
                          let _v4 = dynamicAnchors.meta;
                          if (_v4) {
                            if (!_v4(data7, { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key2, rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);
                              errors = vErrors.length;
                            } else {
                              var props8 = _v4.evaluated.props;
                              var items8 = _v4.evaluated.items;
                            }
                          } else {
                            if (!validate3_draft2020(data7, { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key2, rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                              errors = vErrors.length;
                            } else {
                              var props9 = validate3_draft2020.evaluated.props;
                              if (props8 !== true && props9 !== void 0) {
                                if (props9 === true) {
                                  props8 = true;
                                } else {
                                  props8 = props8 || {};
                                  Object.assign(props8, props9);
                                }
                              }
                              var items9 = validate3_draft2020.evaluated.items;
                              if (items8 !== true && items9 !== void 0) {
                                items8 = items9 === true ? true : items8 > items9 ? items8 : items9;
                              }
                            }
                          }
                          var valid7 = _errs13 === errors;
                          if (!valid7) {
                            break;
                          }
                        }
                      }
                    } else {
                      validate3_draft2020.errors = [{ instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.dependentSchemas !== void 0) {
                    let data8 = data.dependentSchemas;
                    const _errs14 = errors;
                    if (errors === _errs14) {
                      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                        for (const key3 in data8) {
                          let data9 = data8[key3];
                          const _errs17 = errors;
                          let _v5 = dynamicAnchors.meta;
                          if (_v5) {
                            if (!_v5(data9, { instancePath: instancePath + "/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key3, rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);
                              errors = vErrors.length;
                            } else {
                              var props10 = _v5.evaluated.props;
                              var items10 = _v5.evaluated.items;
                            }
                          } else {
                            if (!validate3_draft2020(data9, { instancePath: instancePath + "/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key3, rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                              errors = vErrors.length;
                            } else {
                              var props11 = validate3_draft2020.evaluated.props;
                              if (props10 !== true && props11 !== void 0) {
                                if (props11 === true) {
                                  props10 = true;
                                } else {
                                  props10 = props10 || {};
                                  Object.assign(props10, props11);
                                }
                              }
                              var items11 = validate3_draft2020.evaluated.items;
                              if (items10 !== true && items11 !== void 0) {
                                items10 = items11 === true ? true : items10 > items11 ? items10 : items11;
                              }
                            }
                          }
                          var valid9 = _errs17 === errors;
                          if (!valid9) {
                            break;
                          }
                        }
                      } else {
                        validate3_draft2020.errors = [{ instancePath: instancePath + "/dependentSchemas", schemaPath: "#/properties/dependentSchemas/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.propertyNames !== void 0) {
                      let data10 = data.propertyNames;
                      const _errs18 = errors;
                      let _v6 = dynamicAnchors.meta;
                      if (_v6) {
                        if (!_v6(data10, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData, dynamicAnchors })) {
                          vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);
                          errors = vErrors.length;
                        } else {
                          var props12 = _v6.evaluated.props;
                          var items12 = _v6.evaluated.items;
                        }
                      } else {
                        if (!validate3_draft2020(data10, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData, dynamicAnchors })) {
                          vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                          errors = vErrors.length;
                        } else {
                          var props13 = validate3_draft2020.evaluated.props;
                          if (props12 !== true && props13 !== void 0) {
                            if (props13 === true) {
                              props12 = true;
                            } else {
                              props12 = props12 || {};
                              Object.assign(props12, props13);
                            }
                          }
                          var items13 = validate3_draft2020.evaluated.items;
                          if (items12 !== true && items13 !== void 0) {
                            items12 = items13 === true ? true : items12 > items13 ? items12 : items13;
                          }
                        }
                      }
                      var valid0 = _errs18 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.if !== void 0) {
                        let data11 = data.if;
                        const _errs19 = errors;
                        let _v7 = dynamicAnchors.meta;
                        if (_v7) {
                          if (!_v7(data11, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData, dynamicAnchors })) {
                            vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);
                            errors = vErrors.length;
                          } else {
                            var props14 = _v7.evaluated.props;
                            var items14 = _v7.evaluated.items;
                          }
                        } else {
                          if (!validate3_draft2020(data11, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData, dynamicAnchors })) {
                            vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                            errors = vErrors.length;
                          } else {
                            var props15 = validate3_draft2020.evaluated.props;
                            if (props14 !== true && props15 !== void 0) {
                              if (props15 === true) {
                                props14 = true;
                              } else {
                                props14 = props14 || {};
                                Object.assign(props14, props15);
                              }
                            }
                            var items15 = validate3_draft2020.evaluated.items;
                            if (items14 !== true && items15 !== void 0) {
                              items14 = items15 === true ? true : items14 > items15 ? items14 : items15;
                            }
                          }
                        }
                        var valid0 = _errs19 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.then !== void 0) {
                          let data12 = data.then;
                          const _errs20 = errors;
                          let _v8 = dynamicAnchors.meta;
                          if (_v8) {
                            if (!_v8(data12, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);
                              errors = vErrors.length;
                            } else {
                              var props16 = _v8.evaluated.props;
                              var items16 = _v8.evaluated.items;
                            }
                          } else {
                            if (!validate3_draft2020(data12, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                              errors = vErrors.length;
                            } else {
                              var props17 = validate3_draft2020.evaluated.props;
                              if (props16 !== true && props17 !== void 0) {
                                if (props17 === true) {
                                  props16 = true;
                                } else {
                                  props16 = props16 || {};
                                  Object.assign(props16, props17);
                                }
                              }
                              var items17 = validate3_draft2020.evaluated.items;
                              if (items16 !== true && items17 !== void 0) {
                                items16 = items17 === true ? true : items16 > items17 ? items16 : items17;
                              }
                            }
                          }
                          var valid0 = _errs20 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.else !== void 0) {
                            let data13 = data.else;
                            const _errs21 = errors;
                            let _v9 = dynamicAnchors.meta;
                            if (_v9) {
                              if (!_v9(data13, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData, dynamicAnchors })) {
                                vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);
                                errors = vErrors.length;
                              } else {
                                var props18 = _v9.evaluated.props;
                                var items18 = _v9.evaluated.items;
                              }
                            } else {
                              if (!validate3_draft2020(data13, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData, dynamicAnchors })) {
                                vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                                errors = vErrors.length;
                              } else {
                                var props19 = validate3_draft2020.evaluated.props;
                                if (props18 !== true && props19 !== void 0) {
                                  if (props19 === true) {
                                    props18 = true;
                                  } else {
                                    props18 = props18 || {};
                                    Object.assign(props18, props19);
                                  }
                                }
                                var items19 = validate3_draft2020.evaluated.items;
                                if (items18 !== true && items19 !== void 0) {
                                  items18 = items19 === true ? true : items18 > items19 ? items18 : items19;
                                }
                              }
                            }
                            var valid0 = _errs21 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.allOf !== void 0) {
                              const _errs22 = errors;
                              if (!validate4_draft2020(data.allOf, { instancePath: instancePath + "/allOf", parentData: data, parentDataProperty: "allOf", rootData, dynamicAnchors })) {
                                vErrors = vErrors === null ? validate4_draft2020.errors : vErrors.concat(validate4_draft2020.errors);
                                errors = vErrors.length;
                              }
                              var valid0 = _errs22 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.anyOf !== void 0) {
                                const _errs23 = errors;
                                if (!validate4_draft2020(data.anyOf, { instancePath: instancePath + "/anyOf", parentData: data, parentDataProperty: "anyOf", rootData, dynamicAnchors })) {
                                  vErrors = vErrors === null ? validate4_draft2020.errors : vErrors.concat(validate4_draft2020.errors);
                                  errors = vErrors.length;
                                }
                                var valid0 = _errs23 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.oneOf !== void 0) {
                                  const _errs24 = errors;
                                  if (!validate4_draft2020(data.oneOf, { instancePath: instancePath + "/oneOf", parentData: data, parentDataProperty: "oneOf", rootData, dynamicAnchors })) {
                                    vErrors = vErrors === null ? validate4_draft2020.errors : vErrors.concat(validate4_draft2020.errors);
                                    errors = vErrors.length;
                                  }
                                  var valid0 = _errs24 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.not !== void 0) {
                                    let data17 = data.not;
                                    const _errs25 = errors;
                                    let _v10 = dynamicAnchors.meta;
                                    if (_v10) {
                                      if (!_v10(data17, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors })) {
                                        vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);
                                        errors = vErrors.length;
                                      } else {
                                        var props20 = _v10.evaluated.props;
                                        var items20 = _v10.evaluated.items;
                                      }
                                    } else {
                                      if (!validate3_draft2020(data17, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors })) {
                                        vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
                                        errors = vErrors.length;
                                      } else {
                                        var props21 = validate3_draft2020.evaluated.props;
                                        if (props20 !== true && props21 !== void 0) {
                                          if (props21 === true) {
                                            props20 = true;
                                          } else {
                                            props20 = props20 || {};
                                            Object.assign(props20, props21);
                                          }
                                        }
                                        var items21 = validate3_draft2020.evaluated.items;
                                        if (items20 !== true && items21 !== void 0) {
                                          items20 = items21 === true ? true : items20 > items21 ? items20 : items21;
                                        }
                                      }
                                    }
                                    var valid0 = _errs25 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  validate3_draft2020.errors = vErrors;
  return errors === 0;
}
function validate10_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate10_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate10_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema11_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate10_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.unevaluatedItems !== void 0) {
        let data0 = data.unevaluatedItems;
        const _errs1 = errors;
        let _v0 = dynamicAnchors.meta;
        if (_v0) {
          if (!_v0(data0, { instancePath: instancePath + "/unevaluatedItems", parentData: data, parentDataProperty: "unevaluatedItems", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
            errors = vErrors.length;
          } else {
            var props0 = _v0.evaluated.props;
            var items0 = _v0.evaluated.items;
          }
        } else {
          if (!validate10_draft2020(data0, { instancePath: instancePath + "/unevaluatedItems", parentData: data, parentDataProperty: "unevaluatedItems", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate10_draft2020.errors : vErrors.concat(validate10_draft2020.errors);
            errors = vErrors.length;
          } else {
            var props1 = validate10_draft2020.evaluated.props;
            if (props0 !== true && props1 !== void 0) {
              if (props1 === true) {
                props0 = true;
              } else {
                props0 = props0 || {};
                Object.assign(props0, props1);
              }
            }
            var items1 = validate10_draft2020.evaluated.items;
            if (items0 !== true && items1 !== void 0) {
              items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
            }
          }
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.unevaluatedProperties !== void 0) {
          let data1 = data.unevaluatedProperties;
          const _errs2 = errors;
          let _v1 = dynamicAnchors.meta;
          if (_v1) {
            if (!_v1(data1, { instancePath: instancePath + "/unevaluatedProperties", parentData: data, parentDataProperty: "unevaluatedProperties", rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
              errors = vErrors.length;
            } else {
              var props2 = _v1.evaluated.props;
              var items2 = _v1.evaluated.items;
            }
          } else {
            if (!validate10_draft2020(data1, { instancePath: instancePath + "/unevaluatedProperties", parentData: data, parentDataProperty: "unevaluatedProperties", rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate10_draft2020.errors : vErrors.concat(validate10_draft2020.errors);
              errors = vErrors.length;
            } else {
              var props3 = validate10_draft2020.evaluated.props;
              if (props2 !== true && props3 !== void 0) {
                if (props3 === true) {
                  props2 = true;
                } else {
                  props2 = props2 || {};
                  Object.assign(props2, props3);
                }
              }
              var items3 = validate10_draft2020.evaluated.items;
              if (items2 !== true && items3 !== void 0) {
                items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
              }
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
      }
    }
  }
  validate10_draft2020.errors = vErrors;
  return errors === 0;
}
function validate12_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate12_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate12_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema12_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate12_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        let data0 = data.type;
        const _errs1 = errors;
        const _errs2 = errors;
        let valid1 = false;
        const _errs3 = errors;
        if (!(data0 === "array" || data0 === "boolean" || data0 === "integer" || data0 === "null" || data0 === "number" || data0 === "object" || data0 === "string")) {
          const err0 = { instancePath: instancePath + "/type", schemaPath: "#/$defs/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema13_draft2020.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        var _valid0 = _errs3 === errors;
        valid1 = valid1 || _valid0;
        const _errs5 = errors;
        if (errors === _errs5) {
          if (Array.isArray(data0)) {
            if (data0.length < 1) {
              const err1 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            } else {
              var valid3 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs7 = errors;
                if (!(data1 === "array" || data1 === "boolean" || data1 === "integer" || data1 === "null" || data1 === "number" || data1 === "object" || data1 === "string")) {
                  const err2 = { instancePath: instancePath + "/type/" + i0, schemaPath: "#/$defs/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema13_draft2020.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err2];
                  } else {
                    vErrors.push(err2);
                  }
                  errors++;
                }
                var valid3 = _errs7 === errors;
                if (!valid3) {
                  break;
                }
              }
              if (valid3) {
                let i1 = data0.length;
                let j0;
                if (i1 > 1) {
                  outer0: for (; i1--; ) {
                    for (j0 = i1; j0--; ) {
                      if (func0_draft2020(data0[i1], data0[j0])) {
                        const err3 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                        if (vErrors === null) {
                          vErrors = [err3];
                        } else {
                          vErrors.push(err3);
                        }
                        errors++;
                        break outer0;
                      }
                    }
                  }
                }
              }
            }
          } else {
            const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        var _valid0 = _errs5 === errors;
        valid1 = valid1 || _valid0;
        if (!valid1) {
          const err5 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
          validate12_draft2020.errors = vErrors;
          return false;
        } else {
          errors = _errs2;
          if (vErrors !== null) {
            if (_errs2) {
              vErrors.length = _errs2;
            } else {
              vErrors = null;
            }
          }
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.enum !== void 0) {
          const _errs9 = errors;
          if (errors === _errs9) {
            if (!Array.isArray(data.enum)) {
              validate12_draft2020.errors = [{ instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
              return false;
            }
          }
          var valid0 = _errs9 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.multipleOf !== void 0) {
            let data3 = data.multipleOf;
            const _errs11 = errors;
            if (errors === _errs11) {
              if (typeof data3 == "number") {
                if (data3 <= 0 || isNaN(data3)) {
                  validate12_draft2020.errors = [{ instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                  return false;
                }
              } else {
                validate12_draft2020.errors = [{ instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                return false;
              }
            }
            var valid0 = _errs11 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.maximum !== void 0) {
              const _errs13 = errors;
              if (!(typeof data.maximum == "number")) {
                validate12_draft2020.errors = [{ instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                return false;
              }
              var valid0 = _errs13 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.exclusiveMaximum !== void 0) {
                const _errs15 = errors;
                if (!(typeof data.exclusiveMaximum == "number")) {
                  validate12_draft2020.errors = [{ instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                  return false;
                }
                var valid0 = _errs15 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.minimum !== void 0) {
                  const _errs17 = errors;
                  if (!(typeof data.minimum == "number")) {
                    validate12_draft2020.errors = [{ instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                    return false;
                  }
                  var valid0 = _errs17 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.exclusiveMinimum !== void 0) {
                    const _errs19 = errors;
                    if (!(typeof data.exclusiveMinimum == "number")) {
                      validate12_draft2020.errors = [{ instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                      return false;
                    }
                    var valid0 = _errs19 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.maxLength !== void 0) {
                      let data8 = data.maxLength;
                      const _errs21 = errors;
                      const _errs22 = errors;
                      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)))) {
                        validate12_draft2020.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                      if (errors === _errs22) {
                        if (typeof data8 == "number") {
                          if (data8 < 0 || isNaN(data8)) {
                            validate12_draft2020.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs21 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.minLength !== void 0) {
                        let data9 = data.minLength;
                        const _errs24 = errors;
                        const _errs25 = errors;
                        if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)))) {
                          validate12_draft2020.errors = [{ instancePath: instancePath + "/minLength", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        if (errors === _errs25) {
                          if (typeof data9 == "number") {
                            if (data9 < 0 || isNaN(data9)) {
                              validate12_draft2020.errors = [{ instancePath: instancePath + "/minLength", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs24 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.pattern !== void 0) {
                          const _errs27 = errors;
                          if (errors === _errs27) {
                            if (errors === _errs27) {
                              if (!(typeof data.pattern === "string")) {
                                validate12_draft2020.errors = [{ instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs27 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.maxItems !== void 0) {
                            let data11 = data.maxItems;
                            const _errs29 = errors;
                            const _errs30 = errors;
                            if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
                              validate12_draft2020.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            if (errors === _errs30) {
                              if (typeof data11 == "number") {
                                if (data11 < 0 || isNaN(data11)) {
                                  validate12_draft2020.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                  return false;
                                }
                              }
                            }
                            var valid0 = _errs29 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.minItems !== void 0) {
                              let data12 = data.minItems;
                              const _errs32 = errors;
                              const _errs33 = errors;
                              if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
                                validate12_draft2020.errors = [{ instancePath: instancePath + "/minItems", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              if (errors === _errs33) {
                                if (typeof data12 == "number") {
                                  if (data12 < 0 || isNaN(data12)) {
                                    validate12_draft2020.errors = [{ instancePath: instancePath + "/minItems", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                    return false;
                                  }
                                }
                              }
                              var valid0 = _errs32 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.uniqueItems !== void 0) {
                                const _errs35 = errors;
                                if (typeof data.uniqueItems !== "boolean") {
                                  validate12_draft2020.errors = [{ instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                  return false;
                                }
                                var valid0 = _errs35 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.maxContains !== void 0) {
                                  let data14 = data.maxContains;
                                  const _errs37 = errors;
                                  const _errs38 = errors;
                                  if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
                                    validate12_draft2020.errors = [{ instancePath: instancePath + "/maxContains", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  if (errors === _errs38) {
                                    if (typeof data14 == "number") {
                                      if (data14 < 0 || isNaN(data14)) {
                                        validate12_draft2020.errors = [{ instancePath: instancePath + "/maxContains", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid0 = _errs37 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.minContains !== void 0) {
                                    let data15 = data.minContains;
                                    const _errs40 = errors;
                                    const _errs41 = errors;
                                    if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
                                      validate12_draft2020.errors = [{ instancePath: instancePath + "/minContains", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    if (errors === _errs41) {
                                      if (typeof data15 == "number") {
                                        if (data15 < 0 || isNaN(data15)) {
                                          validate12_draft2020.errors = [{ instancePath: instancePath + "/minContains", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid0 = _errs40 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.maxProperties !== void 0) {
                                      let data16 = data.maxProperties;
                                      const _errs43 = errors;
                                      const _errs44 = errors;
                                      if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
                                        validate12_draft2020.errors = [{ instancePath: instancePath + "/maxProperties", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      if (errors === _errs44) {
                                        if (typeof data16 == "number") {
                                          if (data16 < 0 || isNaN(data16)) {
                                            validate12_draft2020.errors = [{ instancePath: instancePath + "/maxProperties", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid0 = _errs43 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.minProperties !== void 0) {
                                        let data17 = data.minProperties;
                                        const _errs46 = errors;
                                        const _errs47 = errors;
                                        if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)))) {
                                          validate12_draft2020.errors = [{ instancePath: instancePath + "/minProperties", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        if (errors === _errs47) {
                                          if (typeof data17 == "number") {
                                            if (data17 < 0 || isNaN(data17)) {
                                              validate12_draft2020.errors = [{ instancePath: instancePath + "/minProperties", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid0 = _errs46 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.required !== void 0) {
                                          let data18 = data.required;
                                          const _errs49 = errors;
                                          const _errs50 = errors;
                                          if (errors === _errs50) {
                                            if (Array.isArray(data18)) {
                                              var valid15 = true;
                                              const len1 = data18.length;
                                              for (let i2 = 0; i2 < len1; i2++) {
                                                const _errs52 = errors;
                                                if (typeof data18[i2] !== "string") {
                                                  validate12_draft2020.errors = [{ instancePath: instancePath + "/required/" + i2, schemaPath: "#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid15 = _errs52 === errors;
                                                if (!valid15) {
                                                  break;
                                                }
                                              }
                                              if (valid15) {
                                                let i3 = data18.length;
                                                let j1;
                                                if (i3 > 1) {
                                                  const indices0 = {};
                                                  for (; i3--; ) {
                                                    let item0 = data18[i3];
                                                    if (typeof item0 !== "string") {
                                                      continue;
                                                    }
                                                    if (typeof indices0[item0] == "number") {
                                                      j1 = indices0[item0];
                                                      validate12_draft2020.errors = [{ instancePath: instancePath + "/required", schemaPath: "#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" }];
                                                      return false;
                                                      break;
                                                    }
                                                    indices0[item0] = i3;
                                                  }
                                                }
                                              }
                                            } else {
                                              validate12_draft2020.errors = [{ instancePath: instancePath + "/required", schemaPath: "#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                              return false;
                                            }
                                          }
                                          var valid0 = _errs49 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.dependentRequired !== void 0) {
                                            let data20 = data.dependentRequired;
                                            const _errs54 = errors;
                                            if (errors === _errs54) {
                                              if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                                                for (const key0 in data20) {
                                                  let data21 = data20[key0];
                                                  const _errs57 = errors;
                                                  const _errs58 = errors;
                                                  if (errors === _errs58) {
                                                    if (Array.isArray(data21)) {
                                                      var valid19 = true;
                                                      const len2 = data21.length;
                                                      for (let i4 = 0; i4 < len2; i4++) {
                                                        const _errs60 = errors;
                                                        if (typeof data21[i4] !== "string") {
                                                          validate12_draft2020.errors = [{ instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i4, schemaPath: "#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid19 = _errs60 === errors;
                                                        if (!valid19) {
                                                          break;
                                                        }
                                                      }
                                                      if (valid19) {
                                                        let i5 = data21.length;
                                                        let j2;
                                                        if (i5 > 1) {
                                                          const indices1 = {};
                                                          for (; i5--; ) {
                                                            let item1 = data21[i5];
                                                            if (typeof item1 !== "string") {
                                                              continue;
                                                            }
                                                            if (typeof indices1[item1] == "number") {
                                                              j2 = indices1[item1];
                                                              validate12_draft2020.errors = [{ instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" }];
                                                              return false;
                                                              break;
                                                            }
                                                            indices1[item1] = i5;
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate12_draft2020.errors = [{ instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid17 = _errs57 === errors;
                                                  if (!valid17) {
                                                    break;
                                                  }
                                                }
                                              } else {
                                                validate12_draft2020.errors = [{ instancePath: instancePath + "/dependentRequired", schemaPath: "#/properties/dependentRequired/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid0 = _errs54 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  validate12_draft2020.errors = vErrors;
  return errors === 0;
}
function validate14_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate14_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate14_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema25_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate14_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.title !== void 0) {
        const _errs1 = errors;
        if (typeof data.title !== "string") {
          validate14_draft2020.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
          return false;
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.description !== void 0) {
          const _errs3 = errors;
          if (typeof data.description !== "string") {
            validate14_draft2020.errors = [{ instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.deprecated !== void 0) {
            const _errs5 = errors;
            if (typeof data.deprecated !== "boolean") {
              validate14_draft2020.errors = [{ instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.readOnly !== void 0) {
              const _errs7 = errors;
              if (typeof data.readOnly !== "boolean") {
                validate14_draft2020.errors = [{ instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.writeOnly !== void 0) {
                const _errs9 = errors;
                if (typeof data.writeOnly !== "boolean") {
                  validate14_draft2020.errors = [{ instancePath: instancePath + "/writeOnly", schemaPath: "#/properties/writeOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.examples !== void 0) {
                  const _errs11 = errors;
                  if (errors === _errs11) {
                    if (!Array.isArray(data.examples)) {
                      validate14_draft2020.errors = [{ instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    }
  }
  validate14_draft2020.errors = vErrors;
  return errors === 0;
}
function validate16_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate16_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate16_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema26_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate16_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.format !== void 0) {
        if (typeof data.format !== "string") {
          validate16_draft2020.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
          return false;
        }
      }
    }
  }
  validate16_draft2020.errors = vErrors;
  return errors === 0;
}
function validate18_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate18_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate18_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema27_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate18_draft2020;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.contentEncoding !== void 0) {
        const _errs1 = errors;
        if (typeof data.contentEncoding !== "string") {
          validate18_draft2020.errors = [{ instancePath: instancePath + "/contentEncoding", schemaPath: "#/properties/contentEncoding/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
          return false;
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.contentMediaType !== void 0) {
          const _errs3 = errors;
          if (typeof data.contentMediaType !== "string") {
            validate18_draft2020.errors = [{ instancePath: instancePath + "/contentMediaType", schemaPath: "#/properties/contentMediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.contentSchema !== void 0) {
            let data2 = data.contentSchema;
            const _errs5 = errors;
            let _v0 = dynamicAnchors.meta;
            if (_v0) {
              if (!_v0(data2, { instancePath: instancePath + "/contentSchema", parentData: data, parentDataProperty: "contentSchema", rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                errors = vErrors.length;
              } else {
                var props0 = _v0.evaluated.props;
                var items0 = _v0.evaluated.items;
              }
            } else {
              if (!validate18_draft2020(data2, { instancePath: instancePath + "/contentSchema", parentData: data, parentDataProperty: "contentSchema", rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate18_draft2020.errors : vErrors.concat(validate18_draft2020.errors);
                errors = vErrors.length;
              } else {
                var props1 = validate18_draft2020.evaluated.props;
                if (props0 !== true && props1 !== void 0) {
                  if (props1 === true) {
                    props0 = true;
                  } else {
                    props0 = props0 || {};
                    Object.assign(props0, props1);
                  }
                }
                var items1 = validate18_draft2020.evaluated.items;
                if (items0 !== true && items1 !== void 0) {
                  items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                }
              }
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    }
  }
  validate18_draft2020.errors = vErrors;
  return errors === 0;
}
function validate0_draft2020(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate0_draft2020.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
    validate0_draft2020.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema0_draft2020.type }, message: "must be object,boolean" }];
    return false;
  }
  if (!dynamicAnchors.meta) {
    dynamicAnchors.meta = validate0_draft2020;
  }
  const _errs2 = errors;
  if (!validate1_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate1_draft2020.errors : vErrors.concat(validate1_draft2020.errors);
    errors = vErrors.length;
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    const _errs3 = errors;
    if (!validate3_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate3_draft2020.errors : vErrors.concat(validate3_draft2020.errors);
      errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    if (valid0) {
      const _errs4 = errors;
      if (!validate10_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate10_draft2020.errors : vErrors.concat(validate10_draft2020.errors);
        errors = vErrors.length;
      }
      var valid0 = _errs4 === errors;
      if (valid0) {
        const _errs5 = errors;
        if (!validate12_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate12_draft2020.errors : vErrors.concat(validate12_draft2020.errors);
          errors = vErrors.length;
        }
        var valid0 = _errs5 === errors;
        if (valid0) {
          const _errs6 = errors;
          if (!validate14_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate14_draft2020.errors : vErrors.concat(validate14_draft2020.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs6 === errors;
          if (valid0) {
            const _errs7 = errors;
            if (!validate16_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate16_draft2020.errors : vErrors.concat(validate16_draft2020.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs7 === errors;
            if (valid0) {
              const _errs8 = errors;
              if (!validate18_draft2020(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate18_draft2020.errors : vErrors.concat(validate18_draft2020.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs8 === errors;
            }
          }
        }
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.definitions !== void 0) {
        let data0 = data.definitions;
        const _errs9 = errors;
        if (errors === _errs9) {
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            for (const key0 in data0) {
              let data1 = data0[key0];
              const _errs13 = errors;
              let _v0 = dynamicAnchors.meta;
              if (_v0) {
                if (!_v0(data1, { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key0, rootData, dynamicAnchors })) {
                  vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                  errors = vErrors.length;
                } else {
                  var props0 = _v0.evaluated.props;
                  var items0 = _v0.evaluated.items;
                }
              } else {
                if (!validate0_draft2020(data1, { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key0, rootData, dynamicAnchors })) {
                  vErrors = vErrors === null ? validate0_draft2020.errors : vErrors.concat(validate0_draft2020.errors);
                  errors = vErrors.length;
                } else {
                  var props1 = validate0_draft2020.evaluated.props;
                  if (props0 !== true && props1 !== void 0) {
                    if (props1 === true) {
                      props0 = true;
                    } else {
                      props0 = props0 || {};
                      Object.assign(props0, props1);
                    }
                  }
                  var items1 = validate0_draft2020.evaluated.items;
                  if (items0 !== true && items1 !== void 0) {
                    items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                  }
                }
              }
              var valid2 = _errs13 === errors;
              if (!valid2) {
                break;
              }
            }
          } else {
            validate0_draft2020.errors = [{ instancePath: instancePath + "/definitions", schemaPath: "#/properties/definitions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
          }
        }
        var valid1 = _errs9 === errors;
      } else {
        var valid1 = true;
      }
      if (valid1) {
        if (data.dependencies !== void 0) {
          let data2 = data.dependencies;
          const _errs14 = errors;
          if (errors === _errs14) {
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
              for (const key1 in data2) {
                let data3 = data2[key1];
                const _errs18 = errors;
                const _errs19 = errors;
                let valid5 = false;
                const _errs20 = errors;
                let _v1 = dynamicAnchors.meta;
                if (_v1) {
                  if (!_v1(data3, { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors })) {
                    vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                    errors = vErrors.length;
                  } else {
                    var props2 = _v1.evaluated.props;
                    var items2 = _v1.evaluated.items;
                  }
                } else {
                  if (!validate0_draft2020(data3, { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors })) {
                    vErrors = vErrors === null ? validate0_draft2020.errors : vErrors.concat(validate0_draft2020.errors);
                    errors = vErrors.length;
                  } else {
                    var props3 = validate0_draft2020.evaluated.props;
                    if (props2 !== true && props3 !== void 0) {
                      if (props3 === true) {
                        props2 = true;
                      } else {
                        props2 = props2 || {};
                        Object.assign(props2, props3);
                      }
                    }
                    var items3 = validate0_draft2020.evaluated.items;
                    if (items2 !== true && items3 !== void 0) {
                      items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                    }
                  }
                }
                var _valid0 = _errs20 === errors;
                valid5 = valid5 || _valid0;
                const _errs21 = errors;
                const _errs22 = errors;
                if (errors === _errs22) {
                  if (Array.isArray(data3)) {
                    var valid8 = true;
                    const len0 = data3.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      const _errs24 = errors;
                      if (typeof data3[i0] !== "string") {
                        const err0 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "meta/validation#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err0];
                        } else {
                          vErrors.push(err0);
                        }
                        errors++;
                      }
                      var valid8 = _errs24 === errors;
                      if (!valid8) {
                        break;
                      }
                    }
                    if (valid8) {
                      let i1 = data3.length;
                      let j0;
                      if (i1 > 1) {
                        const indices0 = {};
                        for (; i1--; ) {
                          let item0 = data3[i1];
                          if (typeof item0 !== "string") {
                            continue;
                          }
                          if (typeof indices0[item0] == "number") {
                            j0 = indices0[item0];
                            const err1 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "meta/validation#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                            if (vErrors === null) {
                              vErrors = [err1];
                            } else {
                              vErrors.push(err1);
                            }
                            errors++;
                            break;
                          }
                          indices0[item0] = i1;
                        }
                      }
                    }
                  } else {
                    const err2 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "meta/validation#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err2];
                    } else {
                      vErrors.push(err2);
                    }
                    errors++;
                  }
                }
                var _valid0 = _errs21 === errors;
                valid5 = valid5 || _valid0;
                if (_valid0) {
                  if (items2 !== true) {
                    items2 = true;
                  }
                }
                if (!valid5) {
                  const err3 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/dependencies/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                  validate0_draft2020.errors = vErrors;
                  return false;
                } else {
                  errors = _errs19;
                  if (vErrors !== null) {
                    if (_errs19) {
                      vErrors.length = _errs19;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                var valid4 = _errs18 === errors;
                if (!valid4) {
                  break;
                }
              }
            } else {
              validate0_draft2020.errors = [{ instancePath: instancePath + "/dependencies", schemaPath: "#/properties/dependencies/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var valid1 = _errs14 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.$recursiveAnchor !== void 0) {
            let data5 = data.$recursiveAnchor;
            const _errs26 = errors;
            const _errs28 = errors;
            if (errors === _errs28) {
              if (typeof data5 === "string") {
                if (!pattern1_draft2020.test(data5)) {
                  validate0_draft2020.errors = [{ instancePath: instancePath + "/$recursiveAnchor", schemaPath: "meta/core#/$defs/anchorString/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" }, message: 'must match pattern "^[A-Za-z_][-A-Za-z0-9._]*$"' }];
                  return false;
                }
              } else {
                validate0_draft2020.errors = [{ instancePath: instancePath + "/$recursiveAnchor", schemaPath: "meta/core#/$defs/anchorString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
            var valid1 = _errs26 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.$recursiveRef !== void 0) {
              const _errs30 = errors;
              const _errs32 = errors;
              if (errors === _errs32) {
                if (errors === _errs32) {
                  if (!(typeof data.$recursiveRef === "string")) {
                    validate0_draft2020.errors = [{ instancePath: instancePath + "/$recursiveRef", schemaPath: "meta/core#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                }
              }
              var valid1 = _errs30 === errors;
            } else {
              var valid1 = true;
            }
          }
        }
      }
    }
  }
  validate0_draft2020.errors = vErrors;
  return errors === 0;
}
function validate11_corpusCase(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.text === void 0 && (missing0 = "text")) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.base64 === void 0 && (missing1 = "base64")) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.json === void 0 && (missing2 = "json")) {
        const err2 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing3;
        if (data.parts === void 0 && (missing3 = "parts")) {
          const err3 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
        }
      }
    }
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
    validate11_corpusCase.errors = vErrors;
    return false;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      const _errs6 = errors;
      for (const key0 in data) {
        if (!(key0 === "role" || key0 === "text" || key0 === "base64" || key0 === "json" || key0 === "parts")) {
          validate11_corpusCase.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
          return false;
          break;
        }
      }
      if (_errs6 === errors) {
        if (data.role !== void 0) {
          let data0 = data.role;
          const _errs7 = errors;
          if (!(data0 === "rejected" || data0 === "after-rejection" || data0 === "valid")) {
            validate11_corpusCase.errors = [{ instancePath: instancePath + "/role", schemaPath: "#/properties/role/enum", keyword: "enum", params: { allowedValues: schema12_corpusCase.properties.role.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
          var valid1 = _errs7 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.text !== void 0) {
            const _errs8 = errors;
            if (typeof data.text !== "string") {
              validate11_corpusCase.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid1 = _errs8 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.base64 !== void 0) {
              let data2 = data.base64;
              const _errs10 = errors;
              if (errors === _errs10) {
                if (typeof data2 === "string") {
                  if (!pattern2_corpusCase.test(data2)) {
                    validate11_corpusCase.errors = [{ instancePath: instancePath + "/base64", schemaPath: "#/properties/base64/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9+/]*={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9+/]*={0,2}$"' }];
                    return false;
                  }
                } else {
                  validate11_corpusCase.errors = [{ instancePath: instancePath + "/base64", schemaPath: "#/properties/base64/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
              var valid1 = _errs10 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.parts !== void 0) {
                let data3 = data.parts;
                const _errs12 = errors;
                if (errors === _errs12) {
                  if (Array.isArray(data3)) {
                    if (data3.length < 1) {
                      validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts", schemaPath: "#/properties/parts/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                      return false;
                    } else {
                      var valid2 = true;
                      const len0 = data3.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data4 = data3[i0];
                        const _errs14 = errors;
                        const _errs15 = errors;
                        const _errs17 = errors;
                        let valid4 = false;
                        let passing1 = null;
                        const _errs18 = errors;
                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                          let missing4;
                          if (data4.text === void 0 && (missing4 = "text")) {
                            const err5 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/oneOf/0/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" };
                            if (vErrors === null) {
                              vErrors = [err5];
                            } else {
                              vErrors.push(err5);
                            }
                            errors++;
                          }
                        }
                        var _valid1 = _errs18 === errors;
                        if (_valid1) {
                          valid4 = true;
                          passing1 = 0;
                        }
                        const _errs19 = errors;
                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                          let missing5;
                          if (data4.base64 === void 0 && (missing5 = "base64")) {
                            const err6 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/oneOf/1/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" };
                            if (vErrors === null) {
                              vErrors = [err6];
                            } else {
                              vErrors.push(err6);
                            }
                            errors++;
                          }
                        }
                        var _valid1 = _errs19 === errors;
                        if (_valid1 && valid4) {
                          valid4 = false;
                          passing1 = [passing1, 1];
                        } else {
                          if (_valid1) {
                            valid4 = true;
                            passing1 = 1;
                          }
                        }
                        if (!valid4) {
                          const err7 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                          if (vErrors === null) {
                            vErrors = [err7];
                          } else {
                            vErrors.push(err7);
                          }
                          errors++;
                          validate11_corpusCase.errors = vErrors;
                          return false;
                        } else {
                          errors = _errs17;
                          if (vErrors !== null) {
                            if (_errs17) {
                              vErrors.length = _errs17;
                            } else {
                              vErrors = null;
                            }
                          }
                        }
                        if (errors === _errs15) {
                          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                            if (Object.keys(data4).length > 2) {
                              validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/maxProperties", keyword: "maxProperties", params: { limit: 2 }, message: "must NOT have more than 2 properties" }];
                              return false;
                            } else {
                              if (Object.keys(data4).length < 1) {
                                validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" }];
                                return false;
                              } else {
                                const _errs20 = errors;
                                for (const key1 in data4) {
                                  if (!(key1 === "text" || key1 === "base64" || key1 === "repeat")) {
                                    validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                    return false;
                                    break;
                                  }
                                }
                                if (_errs20 === errors) {
                                  if (data4.text !== void 0) {
                                    const _errs21 = errors;
                                    if (typeof data4.text !== "string") {
                                      validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0 + "/text", schemaPath: "#/definitions/part/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid5 = _errs21 === errors;
                                  } else {
                                    var valid5 = true;
                                  }
                                  if (valid5) {
                                    if (data4.base64 !== void 0) {
                                      let data6 = data4.base64;
                                      const _errs23 = errors;
                                      if (errors === _errs23) {
                                        if (typeof data6 === "string") {
                                          if (!pattern2_corpusCase.test(data6)) {
                                            validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0 + "/base64", schemaPath: "#/definitions/part/properties/base64/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9+/]*={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9+/]*={0,2}$"' }];
                                            return false;
                                          }
                                        } else {
                                          validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0 + "/base64", schemaPath: "#/definitions/part/properties/base64/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                      }
                                      var valid5 = _errs23 === errors;
                                    } else {
                                      var valid5 = true;
                                    }
                                    if (valid5) {
                                      if (data4.repeat !== void 0) {
                                        let data7 = data4.repeat;
                                        const _errs25 = errors;
                                        if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
                                          validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0 + "/repeat", schemaPath: "#/definitions/part/properties/repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        if (errors === _errs25) {
                                          if (typeof data7 == "number") {
                                            if (data7 > 16777216 || isNaN(data7)) {
                                              validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0 + "/repeat", schemaPath: "#/definitions/part/properties/repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 16777216 }, message: "must be <= 16777216" }];
                                              return false;
                                            } else {
                                              if (data7 < 1 || isNaN(data7)) {
                                                validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0 + "/repeat", schemaPath: "#/definitions/part/properties/repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                return false;
                                              }
                                            }
                                          }
                                        }
                                        var valid5 = _errs25 === errors;
                                      } else {
                                        var valid5 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          } else {
                            validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid2 = _errs14 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    }
                  } else {
                    validate11_corpusCase.errors = [{ instancePath: instancePath + "/parts", schemaPath: "#/properties/parts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                    return false;
                  }
                }
                var valid1 = _errs12 === errors;
              } else {
                var valid1 = true;
              }
            }
          }
        }
      }
    } else {
      validate11_corpusCase.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate11_corpusCase.errors = vErrors;
  return errors === 0;
}
function validate10_corpusCase(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.category === void 0 && (missing0 = "category") || data.level === void 0 && (missing0 = "level") || data.since === void 0 && (missing0 = "since") || data.rationale === void 0 && (missing0 = "rationale") || data.frames === void 0 && (missing0 = "frames") || data.expect === void 0 && (missing0 = "expect")) {
        validate10_corpusCase.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func2_corpusCase.call(schema11_corpusCase.properties, key0)) {
            validate10_corpusCase.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.$schema !== void 0) {
            const _errs2 = errors;
            if (typeof data.$schema !== "string") {
              validate10_corpusCase.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.id !== void 0) {
              let data1 = data.id;
              const _errs4 = errors;
              if (errors === _errs4) {
                if (typeof data1 === "string") {
                  if (!pattern0_corpusCase.test(data1)) {
                    validate10_corpusCase.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{1,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{1,63}$"' }];
                    return false;
                  }
                } else {
                  validate10_corpusCase.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.title !== void 0) {
                let data2 = data.title;
                const _errs6 = errors;
                if (errors === _errs6) {
                  if (typeof data2 === "string") {
                    if (func3_corpusCase(data2) < 3) {
                      validate10_corpusCase.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters" }];
                      return false;
                    }
                  } else {
                    validate10_corpusCase.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.category !== void 0) {
                  let data3 = data.category;
                  const _errs8 = errors;
                  if (!(data3 === "framing" || data3 === "json" || data3 === "envelope" || data3 === "params" || data3 === "encoding" || data3 === "session" || data3 === "limits")) {
                    validate10_corpusCase.errors = [{ instancePath: instancePath + "/category", schemaPath: "#/properties/category/enum", keyword: "enum", params: { allowedValues: schema11_corpusCase.properties.category.enum }, message: "must be equal to one of the allowed values" }];
                    return false;
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.level !== void 0) {
                    let data4 = data.level;
                    const _errs9 = errors;
                    if (!(data4 === "required" || data4 === "strict")) {
                      validate10_corpusCase.errors = [{ instancePath: instancePath + "/level", schemaPath: "#/properties/level/enum", keyword: "enum", params: { allowedValues: schema11_corpusCase.properties.level.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.since !== void 0) {
                      let data5 = data.since;
                      const _errs10 = errors;
                      if (errors === _errs10) {
                        if (typeof data5 === "string") {
                          if (!pattern1_corpusCase.test(data5)) {
                            validate10_corpusCase.errors = [{ instancePath: instancePath + "/since", schemaPath: "#/properties/since/pattern", keyword: "pattern", params: { pattern: "^v[0-9]+$" }, message: 'must match pattern "^v[0-9]+$"' }];
                            return false;
                          }
                        } else {
                          validate10_corpusCase.errors = [{ instancePath: instancePath + "/since", schemaPath: "#/properties/since/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                      }
                      var valid0 = _errs10 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.rationale !== void 0) {
                        let data6 = data.rationale;
                        const _errs12 = errors;
                        if (errors === _errs12) {
                          if (typeof data6 === "string") {
                            if (func3_corpusCase(data6) < 10) {
                              validate10_corpusCase.errors = [{ instancePath: instancePath + "/rationale", schemaPath: "#/properties/rationale/minLength", keyword: "minLength", params: { limit: 10 }, message: "must NOT have fewer than 10 characters" }];
                              return false;
                            }
                          } else {
                            validate10_corpusCase.errors = [{ instancePath: instancePath + "/rationale", schemaPath: "#/properties/rationale/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                        }
                        var valid0 = _errs12 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.protocolVersions !== void 0) {
                          let data7 = data.protocolVersions;
                          const _errs14 = errors;
                          if (errors === _errs14) {
                            if (Array.isArray(data7)) {
                              if (data7.length < 1) {
                                validate10_corpusCase.errors = [{ instancePath: instancePath + "/protocolVersions", schemaPath: "#/properties/protocolVersions/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                return false;
                              } else {
                                var valid1 = true;
                                const len0 = data7.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let data8 = data7[i0];
                                  const _errs16 = errors;
                                  if (!(data8 === "2024-11-05" || data8 === "2025-03-26" || data8 === "2025-06-18" || data8 === "2025-11-25" || data8 === "2026-07-28")) {
                                    validate10_corpusCase.errors = [{ instancePath: instancePath + "/protocolVersions/" + i0, schemaPath: "#/properties/protocolVersions/items/enum", keyword: "enum", params: { allowedValues: schema11_corpusCase.properties.protocolVersions.items.enum }, message: "must be equal to one of the allowed values" }];
                                    return false;
                                  }
                                  var valid1 = _errs16 === errors;
                                  if (!valid1) {
                                    break;
                                  }
                                }
                              }
                            } else {
                              validate10_corpusCase.errors = [{ instancePath: instancePath + "/protocolVersions", schemaPath: "#/properties/protocolVersions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs14 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.handshake !== void 0) {
                            const _errs17 = errors;
                            if (typeof data.handshake !== "boolean") {
                              validate10_corpusCase.errors = [{ instancePath: instancePath + "/handshake", schemaPath: "#/properties/handshake/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                              return false;
                            }
                            var valid0 = _errs17 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.closeStdin !== void 0) {
                              const _errs19 = errors;
                              if (typeof data.closeStdin !== "boolean") {
                                validate10_corpusCase.errors = [{ instancePath: instancePath + "/closeStdin", schemaPath: "#/properties/closeStdin/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                return false;
                              }
                              var valid0 = _errs19 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.when !== void 0) {
                                let data11 = data.when;
                                const _errs21 = errors;
                                if (errors === _errs21) {
                                  if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                    let missing1;
                                    if (data11.probeInputSchema === void 0 && (missing1 = "probeInputSchema") || data11.because === void 0 && (missing1 = "because")) {
                                      validate10_corpusCase.errors = [{ instancePath: instancePath + "/when", schemaPath: "#/properties/when/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                      return false;
                                    } else {
                                      const _errs23 = errors;
                                      for (const key1 in data11) {
                                        if (!(key1 === "probeInputSchema" || key1 === "because")) {
                                          validate10_corpusCase.errors = [{ instancePath: instancePath + "/when", schemaPath: "#/properties/when/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                          return false;
                                          break;
                                        }
                                      }
                                      if (_errs23 === errors) {
                                        if (data11.probeInputSchema !== void 0) {
                                          let data12 = data11.probeInputSchema;
                                          const _errs24 = errors;
                                          if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
                                            validate10_corpusCase.errors = [{ instancePath: instancePath + "/when/probeInputSchema", schemaPath: "#/properties/when/properties/probeInputSchema/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                          var valid2 = _errs24 === errors;
                                        } else {
                                          var valid2 = true;
                                        }
                                        if (valid2) {
                                          if (data11.because !== void 0) {
                                            let data13 = data11.because;
                                            const _errs26 = errors;
                                            if (errors === _errs26) {
                                              if (typeof data13 === "string") {
                                                if (func3_corpusCase(data13) < 10) {
                                                  validate10_corpusCase.errors = [{ instancePath: instancePath + "/when/because", schemaPath: "#/properties/when/properties/because/minLength", keyword: "minLength", params: { limit: 10 }, message: "must NOT have fewer than 10 characters" }];
                                                  return false;
                                                }
                                              } else {
                                                validate10_corpusCase.errors = [{ instancePath: instancePath + "/when/because", schemaPath: "#/properties/when/properties/because/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                            }
                                            var valid2 = _errs26 === errors;
                                          } else {
                                            var valid2 = true;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate10_corpusCase.errors = [{ instancePath: instancePath + "/when", schemaPath: "#/properties/when/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs21 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.frames !== void 0) {
                                  let data14 = data.frames;
                                  const _errs28 = errors;
                                  if (errors === _errs28) {
                                    if (Array.isArray(data14)) {
                                      if (data14.length < 1) {
                                        validate10_corpusCase.errors = [{ instancePath: instancePath + "/frames", schemaPath: "#/properties/frames/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                        return false;
                                      } else {
                                        var valid3 = true;
                                        const len1 = data14.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                          const _errs30 = errors;
                                          if (!validate11_corpusCase(data14[i1], { instancePath: instancePath + "/frames/" + i1, parentData: data14, parentDataProperty: i1, rootData })) {
                                            vErrors = vErrors === null ? validate11_corpusCase.errors : vErrors.concat(validate11_corpusCase.errors);
                                            errors = vErrors.length;
                                          }
                                          var valid3 = _errs30 === errors;
                                          if (!valid3) {
                                            break;
                                          }
                                        }
                                      }
                                    } else {
                                      validate10_corpusCase.errors = [{ instancePath: instancePath + "/frames", schemaPath: "#/properties/frames/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs28 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.expect !== void 0) {
                                    let data16 = data.expect;
                                    const _errs31 = errors;
                                    if (errors === _errs31) {
                                      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                                        let missing2;
                                        if (data16.rejectedCanaries === void 0 && (missing2 = "rejectedCanaries")) {
                                          validate10_corpusCase.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                          return false;
                                        } else {
                                          const _errs33 = errors;
                                          for (const key2 in data16) {
                                            if (!(key2 === "rejectedCanaries" || key2 === "followUp")) {
                                              validate10_corpusCase.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                              return false;
                                              break;
                                            }
                                          }
                                          if (_errs33 === errors) {
                                            if (data16.rejectedCanaries !== void 0) {
                                              const _errs34 = errors;
                                              if ("never" !== data16.rejectedCanaries) {
                                                validate10_corpusCase.errors = [{ instancePath: instancePath + "/expect/rejectedCanaries", schemaPath: "#/properties/expect/properties/rejectedCanaries/const", keyword: "const", params: { allowedValue: "never" }, message: "must be equal to constant" }];
                                                return false;
                                              }
                                              var valid4 = _errs34 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data16.followUp !== void 0) {
                                                let data18 = data16.followUp;
                                                const _errs35 = errors;
                                                if (!(data18 === "policy" || data18 === "none")) {
                                                  validate10_corpusCase.errors = [{ instancePath: instancePath + "/expect/followUp", schemaPath: "#/properties/expect/properties/followUp/enum", keyword: "enum", params: { allowedValues: schema11_corpusCase.properties.expect.properties.followUp.enum }, message: "must be equal to one of the allowed values" }];
                                                  return false;
                                                }
                                                var valid4 = _errs35 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate10_corpusCase.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs31 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10_corpusCase.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_corpusCase.errors = vErrors;
  return errors === 0;
}
function validate11_corpusCaseAllErrors(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === void 0) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.base64 === void 0) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "base64" }, message: "must have required property 'base64'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.json === void 0) {
        const err2 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "json" }, message: "must have required property 'json'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.parts === void 0) {
          const err3 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: "parts" }, message: "must have required property 'parts'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
        }
      }
    }
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "role" || key0 === "text" || key0 === "base64" || key0 === "json" || key0 === "parts")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.role !== void 0) {
      let data0 = data.role;
      if (!(data0 === "rejected" || data0 === "after-rejection" || data0 === "valid")) {
        const err6 = { instancePath: instancePath + "/role", schemaPath: "#/properties/role/enum", keyword: "enum", params: { allowedValues: schema12_corpusCaseAllErrors.properties.role.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err7 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.base64 !== void 0) {
      let data2 = data.base64;
      if (typeof data2 === "string") {
        if (!pattern2_corpusCaseAllErrors.test(data2)) {
          const err8 = { instancePath: instancePath + "/base64", schemaPath: "#/properties/base64/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9+/]*={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9+/]*={0,2}$"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/base64", schemaPath: "#/properties/base64/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.parts !== void 0) {
      let data3 = data.parts;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err10 = { instancePath: instancePath + "/parts", schemaPath: "#/properties/parts/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          const _errs17 = errors;
          let valid5 = false;
          let passing1 = null;
          const _errs18 = errors;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.text === void 0) {
              const err11 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/oneOf/0/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
          var _valid1 = _errs18 === errors;
          if (_valid1) {
            valid5 = true;
            passing1 = 0;
          }
          const _errs19 = errors;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.base64 === void 0) {
              const err12 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/oneOf/1/required", keyword: "required", params: { missingProperty: "base64" }, message: "must have required property 'base64'" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
          var _valid1 = _errs19 === errors;
          if (_valid1 && valid5) {
            valid5 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid1) {
              valid5 = true;
              passing1 = 1;
            }
          }
          if (!valid5) {
            const err13 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          } else {
            errors = _errs17;
            if (vErrors !== null) {
              if (_errs17) {
                vErrors.length = _errs17;
              } else {
                vErrors = null;
              }
            }
          }
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (Object.keys(data4).length > 2) {
              const err14 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/maxProperties", keyword: "maxProperties", params: { limit: 2 }, message: "must NOT have more than 2 properties" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (Object.keys(data4).length < 1) {
              const err15 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "text" || key1 === "base64" || key1 === "repeat")) {
                const err16 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data4.text !== void 0) {
              if (typeof data4.text !== "string") {
                const err17 = { instancePath: instancePath + "/parts/" + i0 + "/text", schemaPath: "#/definitions/part/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data4.base64 !== void 0) {
              let data6 = data4.base64;
              if (typeof data6 === "string") {
                if (!pattern2_corpusCaseAllErrors.test(data6)) {
                  const err18 = { instancePath: instancePath + "/parts/" + i0 + "/base64", schemaPath: "#/definitions/part/properties/base64/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9+/]*={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9+/]*={0,2}$"' };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = { instancePath: instancePath + "/parts/" + i0 + "/base64", schemaPath: "#/definitions/part/properties/base64/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data4.repeat !== void 0) {
              let data7 = data4.repeat;
              if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
                const err20 = { instancePath: instancePath + "/parts/" + i0 + "/repeat", schemaPath: "#/definitions/part/properties/repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
              if (typeof data7 == "number") {
                if (data7 > 16777216 || isNaN(data7)) {
                  const err21 = { instancePath: instancePath + "/parts/" + i0 + "/repeat", schemaPath: "#/definitions/part/properties/repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 16777216 }, message: "must be <= 16777216" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
                if (data7 < 1 || isNaN(data7)) {
                  const err22 = { instancePath: instancePath + "/parts/" + i0 + "/repeat", schemaPath: "#/definitions/part/properties/repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/parts/" + i0, schemaPath: "#/definitions/part/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/parts", schemaPath: "#/properties/parts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate11_corpusCaseAllErrors.errors = vErrors;
  return errors === 0;
}
function validate10_corpusCaseAllErrors(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property 'title'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.category === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" }, message: "must have required property 'category'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.level === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "level" }, message: "must have required property 'level'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.since === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property 'since'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.rationale === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rationale" }, message: "must have required property 'rationale'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.frames === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "frames" }, message: "must have required property 'frames'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.expect === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expect" }, message: "must have required property 'expect'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2_corpusCaseAllErrors.call(schema11_corpusCaseAllErrors.properties, key0)) {
        const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      if (typeof data.$schema !== "string") {
        const err9 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (typeof data1 === "string") {
        if (!pattern0_corpusCaseAllErrors.test(data1)) {
          const err10 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{1,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{1,63}$"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      let data2 = data.title;
      if (typeof data2 === "string") {
        if (func3_corpusCaseAllErrors(data2) < 3) {
          const err12 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.category !== void 0) {
      let data3 = data.category;
      if (!(data3 === "framing" || data3 === "json" || data3 === "envelope" || data3 === "params" || data3 === "encoding" || data3 === "session" || data3 === "limits")) {
        const err14 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/enum", keyword: "enum", params: { allowedValues: schema11_corpusCaseAllErrors.properties.category.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.level !== void 0) {
      let data4 = data.level;
      if (!(data4 === "required" || data4 === "strict")) {
        const err15 = { instancePath: instancePath + "/level", schemaPath: "#/properties/level/enum", keyword: "enum", params: { allowedValues: schema11_corpusCaseAllErrors.properties.level.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.since !== void 0) {
      let data5 = data.since;
      if (typeof data5 === "string") {
        if (!pattern1_corpusCaseAllErrors.test(data5)) {
          const err16 = { instancePath: instancePath + "/since", schemaPath: "#/properties/since/pattern", keyword: "pattern", params: { pattern: "^v[0-9]+$" }, message: 'must match pattern "^v[0-9]+$"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/since", schemaPath: "#/properties/since/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.rationale !== void 0) {
      let data6 = data.rationale;
      if (typeof data6 === "string") {
        if (func3_corpusCaseAllErrors(data6) < 10) {
          const err18 = { instancePath: instancePath + "/rationale", schemaPath: "#/properties/rationale/minLength", keyword: "minLength", params: { limit: 10 }, message: "must NOT have fewer than 10 characters" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/rationale", schemaPath: "#/properties/rationale/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.protocolVersions !== void 0) {
      let data7 = data.protocolVersions;
      if (Array.isArray(data7)) {
        if (data7.length < 1) {
          const err20 = { instancePath: instancePath + "/protocolVersions", schemaPath: "#/properties/protocolVersions/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (!(data8 === "2024-11-05" || data8 === "2025-03-26" || data8 === "2025-06-18" || data8 === "2025-11-25" || data8 === "2026-07-28")) {
            const err21 = { instancePath: instancePath + "/protocolVersions/" + i0, schemaPath: "#/properties/protocolVersions/items/enum", keyword: "enum", params: { allowedValues: schema11_corpusCaseAllErrors.properties.protocolVersions.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/protocolVersions", schemaPath: "#/properties/protocolVersions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.handshake !== void 0) {
      if (typeof data.handshake !== "boolean") {
        const err23 = { instancePath: instancePath + "/handshake", schemaPath: "#/properties/handshake/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.closeStdin !== void 0) {
      if (typeof data.closeStdin !== "boolean") {
        const err24 = { instancePath: instancePath + "/closeStdin", schemaPath: "#/properties/closeStdin/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.when !== void 0) {
      let data11 = data.when;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.probeInputSchema === void 0) {
          const err25 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/required", keyword: "required", params: { missingProperty: "probeInputSchema" }, message: "must have required property 'probeInputSchema'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data11.because === void 0) {
          const err26 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/required", keyword: "required", params: { missingProperty: "because" }, message: "must have required property 'because'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        for (const key1 in data11) {
          if (!(key1 === "probeInputSchema" || key1 === "because")) {
            const err27 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data11.probeInputSchema !== void 0) {
          let data12 = data11.probeInputSchema;
          if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
            const err28 = { instancePath: instancePath + "/when/probeInputSchema", schemaPath: "#/properties/when/properties/probeInputSchema/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data11.because !== void 0) {
          let data13 = data11.because;
          if (typeof data13 === "string") {
            if (func3_corpusCaseAllErrors(data13) < 10) {
              const err29 = { instancePath: instancePath + "/when/because", schemaPath: "#/properties/when/properties/because/minLength", keyword: "minLength", params: { limit: 10 }, message: "must NOT have fewer than 10 characters" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/when/because", schemaPath: "#/properties/when/properties/because/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.frames !== void 0) {
      let data14 = data.frames;
      if (Array.isArray(data14)) {
        if (data14.length < 1) {
          const err32 = { instancePath: instancePath + "/frames", schemaPath: "#/properties/frames/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        const len1 = data14.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate11_corpusCaseAllErrors(data14[i1], { instancePath: instancePath + "/frames/" + i1, parentData: data14, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate11_corpusCaseAllErrors.errors : vErrors.concat(validate11_corpusCaseAllErrors.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/frames", schemaPath: "#/properties/frames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.expect !== void 0) {
      let data16 = data.expect;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.rejectedCanaries === void 0) {
          const err34 = { instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/required", keyword: "required", params: { missingProperty: "rejectedCanaries" }, message: "must have required property 'rejectedCanaries'" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        for (const key2 in data16) {
          if (!(key2 === "rejectedCanaries" || key2 === "followUp")) {
            const err35 = { instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data16.rejectedCanaries !== void 0) {
          if ("never" !== data16.rejectedCanaries) {
            const err36 = { instancePath: instancePath + "/expect/rejectedCanaries", schemaPath: "#/properties/expect/properties/rejectedCanaries/const", keyword: "const", params: { allowedValue: "never" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data16.followUp !== void 0) {
          let data18 = data16.followUp;
          if (!(data18 === "policy" || data18 === "none")) {
            const err37 = { instancePath: instancePath + "/expect/followUp", schemaPath: "#/properties/expect/properties/followUp/enum", keyword: "enum", params: { allowedValues: schema11_corpusCaseAllErrors.properties.expect.properties.followUp.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate10_corpusCaseAllErrors.errors = vErrors;
  return errors === 0;
}
function validate10_envelopeResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.error === void 0 && (missing0 = "error")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    validate10_envelopeResult.errors = [{ instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" }];
    return false;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.jsonrpc === void 0 && (missing1 = "jsonrpc") || data.id === void 0 && (missing1 = "id") || data.result === void 0 && (missing1 = "result")) {
        validate10_envelopeResult.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
        return false;
      } else {
        if (data.jsonrpc !== void 0) {
          const _errs3 = errors;
          if ("2.0" !== data.jsonrpc) {
            validate10_envelopeResult.errors = [{ instancePath: instancePath + "/jsonrpc", schemaPath: "#/properties/jsonrpc/const", keyword: "const", params: { allowedValue: "2.0" }, message: "must be equal to constant" }];
            return false;
          }
          var valid1 = _errs3 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.id !== void 0) {
            let data1 = data.id;
            const _errs4 = errors;
            const _errs5 = errors;
            let valid2 = false;
            const _errs6 = errors;
            if (typeof data1 !== "string") {
              const err1 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            var _valid0 = _errs6 === errors;
            valid2 = valid2 || _valid0;
            if (!valid2) {
              const _errs8 = errors;
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
                const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/1/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
              var _valid0 = _errs8 === errors;
              valid2 = valid2 || _valid0;
            }
            if (!valid2) {
              const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
              validate10_envelopeResult.errors = vErrors;
              return false;
            } else {
              errors = _errs5;
              if (vErrors !== null) {
                if (_errs5) {
                  vErrors.length = _errs5;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid1 = _errs4 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.result !== void 0) {
              let data2 = data.result;
              const _errs10 = errors;
              if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                validate10_envelopeResult.errors = [{ instancePath: instancePath + "/result", schemaPath: "#/properties/result/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
              var valid1 = _errs10 === errors;
            } else {
              var valid1 = true;
            }
          }
        }
      }
    } else {
      validate10_envelopeResult.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_envelopeResult.errors = vErrors;
  return errors === 0;
}
function validate10_envelopeError(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.result === void 0 && (missing0 = "result")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    validate10_envelopeError.errors = [{ instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" }];
    return false;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.jsonrpc === void 0 && (missing1 = "jsonrpc") || data.error === void 0 && (missing1 = "error")) {
        validate10_envelopeError.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
        return false;
      } else {
        if (data.jsonrpc !== void 0) {
          const _errs3 = errors;
          if ("2.0" !== data.jsonrpc) {
            validate10_envelopeError.errors = [{ instancePath: instancePath + "/jsonrpc", schemaPath: "#/properties/jsonrpc/const", keyword: "const", params: { allowedValue: "2.0" }, message: "must be equal to constant" }];
            return false;
          }
          var valid1 = _errs3 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.id !== void 0) {
            let data1 = data.id;
            const _errs4 = errors;
            const _errs5 = errors;
            let valid2 = false;
            const _errs6 = errors;
            if (typeof data1 !== "string") {
              const err1 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            var _valid0 = _errs6 === errors;
            valid2 = valid2 || _valid0;
            if (!valid2) {
              const _errs8 = errors;
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
                const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/1/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
              var _valid0 = _errs8 === errors;
              valid2 = valid2 || _valid0;
              if (!valid2) {
                const _errs10 = errors;
                if (data1 !== null) {
                  const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/2/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
                var _valid0 = _errs10 === errors;
                valid2 = valid2 || _valid0;
              }
            }
            if (!valid2) {
              const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
              validate10_envelopeError.errors = vErrors;
              return false;
            } else {
              errors = _errs5;
              if (vErrors !== null) {
                if (_errs5) {
                  vErrors.length = _errs5;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid1 = _errs4 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.error !== void 0) {
              let data2 = data.error;
              const _errs12 = errors;
              if (errors === _errs12) {
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                  let missing2;
                  if (data2.code === void 0 && (missing2 = "code") || data2.message === void 0 && (missing2 = "message")) {
                    validate10_envelopeError.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                    return false;
                  } else {
                    if (data2.code !== void 0) {
                      let data3 = data2.code;
                      const _errs14 = errors;
                      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
                        validate10_envelopeError.errors = [{ instancePath: instancePath + "/error/code", schemaPath: "#/properties/error/properties/code/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                      var valid3 = _errs14 === errors;
                    } else {
                      var valid3 = true;
                    }
                    if (valid3) {
                      if (data2.message !== void 0) {
                        const _errs16 = errors;
                        if (typeof data2.message !== "string") {
                          validate10_envelopeError.errors = [{ instancePath: instancePath + "/error/message", schemaPath: "#/properties/error/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid3 = _errs16 === errors;
                      } else {
                        var valid3 = true;
                      }
                    }
                  }
                } else {
                  validate10_envelopeError.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid1 = _errs12 === errors;
            } else {
              var valid1 = true;
            }
          }
        }
      }
    } else {
      validate10_envelopeError.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_envelopeError.errors = vErrors;
  return errors === 0;
}
function validate10_envelopeNotification(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  const _errs3 = errors;
  let valid1 = false;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.id === void 0 && (missing0 = "id")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs4 === errors;
  valid1 = valid1 || _valid0;
  if (!valid1) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.result === void 0 && (missing1 = "result")) {
        const err1 = {};
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = valid1 || _valid0;
    if (!valid1) {
      const _errs6 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if (data.error === void 0 && (missing2 = "error")) {
          const err2 = {};
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
    }
  }
  if (!valid1) {
    const err3 = {};
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs3;
    if (vErrors !== null) {
      if (_errs3) {
        vErrors.length = _errs3;
      } else {
        vErrors = null;
      }
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    validate10_envelopeNotification.errors = [{ instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" }];
    return false;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing3;
      if (data.jsonrpc === void 0 && (missing3 = "jsonrpc") || data.method === void 0 && (missing3 = "method")) {
        validate10_envelopeNotification.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
        return false;
      } else {
        if (data.jsonrpc !== void 0) {
          const _errs7 = errors;
          if ("2.0" !== data.jsonrpc) {
            validate10_envelopeNotification.errors = [{ instancePath: instancePath + "/jsonrpc", schemaPath: "#/properties/jsonrpc/const", keyword: "const", params: { allowedValue: "2.0" }, message: "must be equal to constant" }];
            return false;
          }
          var valid2 = _errs7 === errors;
        } else {
          var valid2 = true;
        }
        if (valid2) {
          if (data.method !== void 0) {
            const _errs8 = errors;
            if (typeof data.method !== "string") {
              validate10_envelopeNotification.errors = [{ instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid2 = _errs8 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.params !== void 0) {
              let data2 = data.params;
              const _errs10 = errors;
              if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                validate10_envelopeNotification.errors = [{ instancePath: instancePath + "/params", schemaPath: "#/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
              var valid2 = _errs10 === errors;
            } else {
              var valid2 = true;
            }
          }
        }
      }
    } else {
      validate10_envelopeNotification.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_envelopeNotification.errors = vErrors;
  return errors === 0;
}
function validate10_envelopeRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  const _errs3 = errors;
  let valid1 = false;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.result === void 0 && (missing0 = "result")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs4 === errors;
  valid1 = valid1 || _valid0;
  if (!valid1) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.error === void 0 && (missing1 = "error")) {
        const err1 = {};
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = valid1 || _valid0;
  }
  if (!valid1) {
    const err2 = {};
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs3;
    if (vErrors !== null) {
      if (_errs3) {
        vErrors.length = _errs3;
      } else {
        vErrors = null;
      }
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    validate10_envelopeRequest.errors = [{ instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" }];
    return false;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.jsonrpc === void 0 && (missing2 = "jsonrpc") || data.id === void 0 && (missing2 = "id") || data.method === void 0 && (missing2 = "method")) {
        validate10_envelopeRequest.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
        return false;
      } else {
        if (data.jsonrpc !== void 0) {
          const _errs6 = errors;
          if ("2.0" !== data.jsonrpc) {
            validate10_envelopeRequest.errors = [{ instancePath: instancePath + "/jsonrpc", schemaPath: "#/properties/jsonrpc/const", keyword: "const", params: { allowedValue: "2.0" }, message: "must be equal to constant" }];
            return false;
          }
          var valid2 = _errs6 === errors;
        } else {
          var valid2 = true;
        }
        if (valid2) {
          if (data.id !== void 0) {
            let data1 = data.id;
            const _errs7 = errors;
            const _errs8 = errors;
            let valid3 = false;
            const _errs9 = errors;
            if (typeof data1 !== "string") {
              const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            var _valid1 = _errs9 === errors;
            valid3 = valid3 || _valid1;
            if (!valid3) {
              const _errs11 = errors;
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
                const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/1/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              var _valid1 = _errs11 === errors;
              valid3 = valid3 || _valid1;
            }
            if (!valid3) {
              const err5 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              validate10_envelopeRequest.errors = vErrors;
              return false;
            } else {
              errors = _errs8;
              if (vErrors !== null) {
                if (_errs8) {
                  vErrors.length = _errs8;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid2 = _errs7 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.method !== void 0) {
              const _errs13 = errors;
              if (typeof data.method !== "string") {
                validate10_envelopeRequest.errors = [{ instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid2 = _errs13 === errors;
            } else {
              var valid2 = true;
            }
            if (valid2) {
              if (data.params !== void 0) {
                let data3 = data.params;
                const _errs15 = errors;
                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                  validate10_envelopeRequest.errors = [{ instancePath: instancePath + "/params", schemaPath: "#/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
                var valid2 = _errs15 === errors;
              } else {
                var valid2 = true;
              }
            }
          }
        }
      }
    } else {
      validate10_envelopeRequest.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_envelopeRequest.errors = vErrors;
  return errors === 0;
}
function validate10_resultInitialize(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.protocolVersion === void 0 && (missing0 = "protocolVersion") || data.capabilities === void 0 && (missing0 = "capabilities") || data.serverInfo === void 0 && (missing0 = "serverInfo")) {
        validate10_resultInitialize.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.protocolVersion !== void 0) {
          const _errs1 = errors;
          if (typeof data.protocolVersion !== "string") {
            validate10_resultInitialize.errors = [{ instancePath: instancePath + "/protocolVersion", schemaPath: "#/properties/protocolVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.capabilities !== void 0) {
            let data1 = data.capabilities;
            const _errs3 = errors;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
              validate10_resultInitialize.errors = [{ instancePath: instancePath + "/capabilities", schemaPath: "#/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.serverInfo !== void 0) {
              let data2 = data.serverInfo;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                  let missing1;
                  if (data2.name === void 0 && (missing1 = "name") || data2.version === void 0 && (missing1 = "version")) {
                    validate10_resultInitialize.errors = [{ instancePath: instancePath + "/serverInfo", schemaPath: "#/properties/serverInfo/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                    return false;
                  } else {
                    if (data2.name !== void 0) {
                      const _errs7 = errors;
                      if (typeof data2.name !== "string") {
                        validate10_resultInitialize.errors = [{ instancePath: instancePath + "/serverInfo/name", schemaPath: "#/properties/serverInfo/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid1 = _errs7 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data2.version !== void 0) {
                        const _errs9 = errors;
                        if (typeof data2.version !== "string") {
                          validate10_resultInitialize.errors = [{ instancePath: instancePath + "/serverInfo/version", schemaPath: "#/properties/serverInfo/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid1 = _errs9 === errors;
                      } else {
                        var valid1 = true;
                      }
                    }
                  }
                } else {
                  validate10_resultInitialize.errors = [{ instancePath: instancePath + "/serverInfo", schemaPath: "#/properties/serverInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.instructions !== void 0) {
                const _errs11 = errors;
                if (typeof data.instructions !== "string") {
                  validate10_resultInitialize.errors = [{ instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs11 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate10_resultInitialize.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_resultInitialize.errors = vErrors;
  return errors === 0;
}
function validate10_resultToolsList(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.tools === void 0 && (missing0 = "tools")) {
        validate10_resultToolsList.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.tools !== void 0) {
          let data0 = data.tools;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs3 = errors;
                if (errors === _errs3) {
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing1;
                    if (data1.name === void 0 && (missing1 = "name") || data1.inputSchema === void 0 && (missing1 = "inputSchema")) {
                      validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0, schemaPath: "#/properties/tools/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                      return false;
                    } else {
                      if (data1.name !== void 0) {
                        const _errs5 = errors;
                        if (typeof data1.name !== "string") {
                          validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/name", schemaPath: "#/properties/tools/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid2 = _errs5 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.description !== void 0) {
                          const _errs7 = errors;
                          if (typeof data1.description !== "string") {
                            validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/description", schemaPath: "#/properties/tools/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid2 = _errs7 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.inputSchema !== void 0) {
                            let data4 = data1.inputSchema;
                            const _errs9 = errors;
                            if (errors === _errs9) {
                              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                let missing2;
                                if (data4.type === void 0 && (missing2 = "type")) {
                                  validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/inputSchema", schemaPath: "#/properties/tools/items/properties/inputSchema/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                  return false;
                                } else {
                                  if (data4.type !== void 0) {
                                    const _errs11 = errors;
                                    if ("object" !== data4.type) {
                                      validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/inputSchema/type", schemaPath: "#/properties/tools/items/properties/inputSchema/properties/type/const", keyword: "const", params: { allowedValue: "object" }, message: "must be equal to constant" }];
                                      return false;
                                    }
                                    var valid3 = _errs11 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data4.properties !== void 0) {
                                      let data6 = data4.properties;
                                      const _errs12 = errors;
                                      if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                                        validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/inputSchema/properties", schemaPath: "#/properties/tools/items/properties/inputSchema/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                      var valid3 = _errs12 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data4.required !== void 0) {
                                        let data7 = data4.required;
                                        const _errs14 = errors;
                                        if (errors === _errs14) {
                                          if (Array.isArray(data7)) {
                                            var valid4 = true;
                                            const len1 = data7.length;
                                            for (let i1 = 0; i1 < len1; i1++) {
                                              const _errs16 = errors;
                                              if (typeof data7[i1] !== "string") {
                                                validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/inputSchema/required/" + i1, schemaPath: "#/properties/tools/items/properties/inputSchema/properties/required/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid4 = _errs16 === errors;
                                              if (!valid4) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/inputSchema/required", schemaPath: "#/properties/tools/items/properties/inputSchema/properties/required/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid3 = _errs14 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0 + "/inputSchema", schemaPath: "#/properties/tools/items/properties/inputSchema/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid2 = _errs9 === errors;
                          } else {
                            var valid2 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools/" + i0, schemaPath: "#/properties/tools/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate10_resultToolsList.errors = [{ instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.nextCursor !== void 0) {
            const _errs18 = errors;
            if (typeof data.nextCursor !== "string") {
              validate10_resultToolsList.errors = [{ instancePath: instancePath + "/nextCursor", schemaPath: "#/properties/nextCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs18 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate10_resultToolsList.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_resultToolsList.errors = vErrors;
  return errors === 0;
}
function validate10_resultToolsCall(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.content === void 0 && (missing0 = "content")) {
        validate10_resultToolsCall.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.content !== void 0) {
          let data0 = data.content;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs3 = errors;
                if (errors === _errs3) {
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing1;
                    if (data1.type === void 0 && (missing1 = "type")) {
                      validate10_resultToolsCall.errors = [{ instancePath: instancePath + "/content/" + i0, schemaPath: "#/properties/content/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                      return false;
                    } else {
                      if (data1.type !== void 0) {
                        if (typeof data1.type !== "string") {
                          validate10_resultToolsCall.errors = [{ instancePath: instancePath + "/content/" + i0 + "/type", schemaPath: "#/properties/content/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                      }
                    }
                  } else {
                    validate10_resultToolsCall.errors = [{ instancePath: instancePath + "/content/" + i0, schemaPath: "#/properties/content/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate10_resultToolsCall.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.structuredContent !== void 0) {
            let data3 = data.structuredContent;
            const _errs7 = errors;
            if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
              validate10_resultToolsCall.errors = [{ instancePath: instancePath + "/structuredContent", schemaPath: "#/properties/structuredContent/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
            var valid0 = _errs7 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.isError !== void 0) {
              const _errs9 = errors;
              if (typeof data.isError !== "boolean") {
                validate10_resultToolsCall.errors = [{ instancePath: instancePath + "/isError", schemaPath: "#/properties/isError/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                return false;
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate10_resultToolsCall.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10_resultToolsCall.errors = vErrors;
  return errors === 0;
}
function validate10_resultPing(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    validate10_resultPing.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
    return false;
  }
  validate10_resultPing.errors = vErrors;
  return errors === 0;
}
var import_equal, import_ucs2length, draft07, schema0_draft07, schema9_draft07, root0, func0_draft07, draft2020, schema0_draft2020, schema1_draft2020, pattern0_draft2020, pattern1_draft2020, schema9_draft2020, schema11_draft2020, schema12_draft2020, schema13_draft2020, func0_draft2020, schema25_draft2020, schema26_draft2020, schema27_draft2020, corpusCase, schema11_corpusCase, func2_corpusCase, func3_corpusCase, pattern0_corpusCase, pattern1_corpusCase, schema12_corpusCase, pattern2_corpusCase, corpusCaseAllErrors, schema11_corpusCaseAllErrors, func2_corpusCaseAllErrors, func3_corpusCaseAllErrors, pattern0_corpusCaseAllErrors, pattern1_corpusCaseAllErrors, schema12_corpusCaseAllErrors, pattern2_corpusCaseAllErrors, envelopeResult, envelopeError, envelopeNotification, envelopeRequest, resultInitialize, resultToolsList, resultToolsCall, resultPing, envelopeValidators, resultValidators;
var init_validators = __esm({
  "src/core/generated/validators.js"() {
    "use strict";
    import_equal = __toESM(require_equal(), 1);
    import_ucs2length = __toESM(require_ucs2length(), 1);
    draft07 = validate0_draft07;
    schema0_draft07 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "http://json-schema.org/draft-07/schema#", "title": "Core schema meta-schema", "definitions": { "schemaArray": { "type": "array", "minItems": 1, "items": { "$ref": "#" } }, "nonNegativeInteger": { "type": "integer", "minimum": 0 }, "nonNegativeIntegerDefault0": { "allOf": [{ "$ref": "#/definitions/nonNegativeInteger" }, { "default": 0 }] }, "simpleTypes": { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] }, "stringArray": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] } }, "type": ["object", "boolean"], "properties": { "$id": { "type": "string", "format": "uri-reference" }, "$schema": { "type": "string", "format": "uri" }, "$ref": { "type": "string", "format": "uri-reference" }, "$comment": { "type": "string" }, "title": { "type": "string" }, "description": { "type": "string" }, "default": true, "readOnly": { "type": "boolean", "default": false }, "examples": { "type": "array", "items": true }, "multipleOf": { "type": "number", "exclusiveMinimum": 0 }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "number" }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "number" }, "maxLength": { "$ref": "#/definitions/nonNegativeInteger" }, "minLength": { "$ref": "#/definitions/nonNegativeIntegerDefault0" }, "pattern": { "type": "string", "format": "regex" }, "additionalItems": { "$ref": "#" }, "items": { "anyOf": [{ "$ref": "#" }, { "$ref": "#/definitions/schemaArray" }], "default": true }, "maxItems": { "$ref": "#/definitions/nonNegativeInteger" }, "minItems": { "$ref": "#/definitions/nonNegativeIntegerDefault0" }, "uniqueItems": { "type": "boolean", "default": false }, "contains": { "$ref": "#" }, "maxProperties": { "$ref": "#/definitions/nonNegativeInteger" }, "minProperties": { "$ref": "#/definitions/nonNegativeIntegerDefault0" }, "required": { "$ref": "#/definitions/stringArray" }, "additionalProperties": { "$ref": "#" }, "definitions": { "type": "object", "additionalProperties": { "$ref": "#" }, "default": {} }, "properties": { "type": "object", "additionalProperties": { "$ref": "#" }, "default": {} }, "patternProperties": { "type": "object", "additionalProperties": { "$ref": "#" }, "propertyNames": { "format": "regex" }, "default": {} }, "dependencies": { "type": "object", "additionalProperties": { "anyOf": [{ "$ref": "#" }, { "$ref": "#/definitions/stringArray" }] } }, "propertyNames": { "$ref": "#" }, "const": true, "enum": { "type": "array", "items": true, "minItems": 1, "uniqueItems": true }, "type": { "anyOf": [{ "$ref": "#/definitions/simpleTypes" }, { "type": "array", "items": { "$ref": "#/definitions/simpleTypes" }, "minItems": 1, "uniqueItems": true }] }, "format": { "type": "string" }, "contentMediaType": { "type": "string" }, "contentEncoding": { "type": "string" }, "if": { "$ref": "#" }, "then": { "$ref": "#" }, "else": { "$ref": "#" }, "allOf": { "$ref": "#/definitions/schemaArray" }, "anyOf": { "$ref": "#/definitions/schemaArray" }, "oneOf": { "$ref": "#/definitions/schemaArray" }, "not": { "$ref": "#" } }, "default": true };
    schema9_draft07 = { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] };
    root0 = { validate: validate0_draft07 };
    func0_draft07 = import_equal.default.default;
    draft2020 = validate0_draft2020;
    schema0_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/schema", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/core": true, "https://json-schema.org/draft/2020-12/vocab/applicator": true, "https://json-schema.org/draft/2020-12/vocab/unevaluated": true, "https://json-schema.org/draft/2020-12/vocab/validation": true, "https://json-schema.org/draft/2020-12/vocab/meta-data": true, "https://json-schema.org/draft/2020-12/vocab/format-annotation": true, "https://json-schema.org/draft/2020-12/vocab/content": true }, "$dynamicAnchor": "meta", "title": "Core and Validation specifications meta-schema", "allOf": [{ "$ref": "meta/core" }, { "$ref": "meta/applicator" }, { "$ref": "meta/unevaluated" }, { "$ref": "meta/validation" }, { "$ref": "meta/meta-data" }, { "$ref": "meta/format-annotation" }, { "$ref": "meta/content" }], "type": ["object", "boolean"], "$comment": "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.", "properties": { "definitions": { "$comment": '"definitions" has been replaced by "$defs".', "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "deprecated": true, "default": {} }, "dependencies": { "$comment": '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.', "type": "object", "additionalProperties": { "anyOf": [{ "$dynamicRef": "#meta" }, { "$ref": "meta/validation#/$defs/stringArray" }] }, "deprecated": true, "default": {} }, "$recursiveAnchor": { "$comment": '"$recursiveAnchor" has been replaced by "$dynamicAnchor".', "$ref": "meta/core#/$defs/anchorString", "deprecated": true }, "$recursiveRef": { "$comment": '"$recursiveRef" has been replaced by "$dynamicRef".', "$ref": "meta/core#/$defs/uriReferenceString", "deprecated": true } } };
    schema1_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/core", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/core": true }, "$dynamicAnchor": "meta", "title": "Core vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "$id": { "$ref": "#/$defs/uriReferenceString", "$comment": "Non-empty fragments not allowed.", "pattern": "^[^#]*#?$" }, "$schema": { "$ref": "#/$defs/uriString" }, "$ref": { "$ref": "#/$defs/uriReferenceString" }, "$anchor": { "$ref": "#/$defs/anchorString" }, "$dynamicRef": { "$ref": "#/$defs/uriReferenceString" }, "$dynamicAnchor": { "$ref": "#/$defs/anchorString" }, "$vocabulary": { "type": "object", "propertyNames": { "$ref": "#/$defs/uriString" }, "additionalProperties": { "type": "boolean" } }, "$comment": { "type": "string" }, "$defs": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" } } }, "$defs": { "anchorString": { "type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$" }, "uriString": { "type": "string", "format": "uri" }, "uriReferenceString": { "type": "string", "format": "uri-reference" } } };
    pattern0_draft2020 = new RegExp("^[^#]*#?$", "u");
    pattern1_draft2020 = new RegExp("^[A-Za-z_][-A-Za-z0-9._]*$", "u");
    validate1_draft2020.evaluated = { "props": { "$id": true, "$schema": true, "$ref": true, "$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true, "$vocabulary": true, "$comment": true, "$defs": true }, "dynamicProps": false, "dynamicItems": false };
    schema9_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/applicator", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/applicator": true }, "$dynamicAnchor": "meta", "title": "Applicator vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "prefixItems": { "$ref": "#/$defs/schemaArray" }, "items": { "$dynamicRef": "#meta" }, "contains": { "$dynamicRef": "#meta" }, "additionalProperties": { "$dynamicRef": "#meta" }, "properties": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "default": {} }, "patternProperties": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "propertyNames": { "format": "regex" }, "default": {} }, "dependentSchemas": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "default": {} }, "propertyNames": { "$dynamicRef": "#meta" }, "if": { "$dynamicRef": "#meta" }, "then": { "$dynamicRef": "#meta" }, "else": { "$dynamicRef": "#meta" }, "allOf": { "$ref": "#/$defs/schemaArray" }, "anyOf": { "$ref": "#/$defs/schemaArray" }, "oneOf": { "$ref": "#/$defs/schemaArray" }, "not": { "$dynamicRef": "#meta" } }, "$defs": { "schemaArray": { "type": "array", "minItems": 1, "items": { "$dynamicRef": "#meta" } } } };
    validate4_draft2020.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
    validate3_draft2020.evaluated = { "props": { "prefixItems": true, "items": true, "contains": true, "additionalProperties": true, "properties": true, "patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true, "else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true }, "dynamicProps": false, "dynamicItems": false };
    schema11_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/unevaluated", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/unevaluated": true }, "$dynamicAnchor": "meta", "title": "Unevaluated applicator vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "unevaluatedItems": { "$dynamicRef": "#meta" }, "unevaluatedProperties": { "$dynamicRef": "#meta" } } };
    validate10_draft2020.evaluated = { "props": { "unevaluatedItems": true, "unevaluatedProperties": true }, "dynamicProps": false, "dynamicItems": false };
    schema12_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/validation", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/validation": true }, "$dynamicAnchor": "meta", "title": "Validation vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "type": { "anyOf": [{ "$ref": "#/$defs/simpleTypes" }, { "type": "array", "items": { "$ref": "#/$defs/simpleTypes" }, "minItems": 1, "uniqueItems": true }] }, "const": true, "enum": { "type": "array", "items": true }, "multipleOf": { "type": "number", "exclusiveMinimum": 0 }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "number" }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "number" }, "maxLength": { "$ref": "#/$defs/nonNegativeInteger" }, "minLength": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "pattern": { "type": "string", "format": "regex" }, "maxItems": { "$ref": "#/$defs/nonNegativeInteger" }, "minItems": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "uniqueItems": { "type": "boolean", "default": false }, "maxContains": { "$ref": "#/$defs/nonNegativeInteger" }, "minContains": { "$ref": "#/$defs/nonNegativeInteger", "default": 1 }, "maxProperties": { "$ref": "#/$defs/nonNegativeInteger" }, "minProperties": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "required": { "$ref": "#/$defs/stringArray" }, "dependentRequired": { "type": "object", "additionalProperties": { "$ref": "#/$defs/stringArray" } } }, "$defs": { "nonNegativeInteger": { "type": "integer", "minimum": 0 }, "nonNegativeIntegerDefault0": { "$ref": "#/$defs/nonNegativeInteger", "default": 0 }, "simpleTypes": { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] }, "stringArray": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] } } };
    schema13_draft2020 = { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] };
    func0_draft2020 = import_equal.default.default;
    validate12_draft2020.evaluated = { "props": { "type": true, "const": true, "enum": true, "multipleOf": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true, "maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true }, "dynamicProps": false, "dynamicItems": false };
    schema25_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/meta-data", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/meta-data": true }, "$dynamicAnchor": "meta", "title": "Meta-data vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "title": { "type": "string" }, "description": { "type": "string" }, "default": true, "deprecated": { "type": "boolean", "default": false }, "readOnly": { "type": "boolean", "default": false }, "writeOnly": { "type": "boolean", "default": false }, "examples": { "type": "array", "items": true } } };
    validate14_draft2020.evaluated = { "props": { "title": true, "description": true, "default": true, "deprecated": true, "readOnly": true, "writeOnly": true, "examples": true }, "dynamicProps": false, "dynamicItems": false };
    schema26_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/format-annotation", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/format-annotation": true }, "$dynamicAnchor": "meta", "title": "Format vocabulary meta-schema for annotation results", "type": ["object", "boolean"], "properties": { "format": { "type": "string" } } };
    validate16_draft2020.evaluated = { "props": { "format": true }, "dynamicProps": false, "dynamicItems": false };
    schema27_draft2020 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/content", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/content": true }, "$dynamicAnchor": "meta", "title": "Content vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "contentEncoding": { "type": "string" }, "contentMediaType": { "type": "string" }, "contentSchema": { "$dynamicRef": "#meta" } } };
    validate18_draft2020.evaluated = { "props": { "contentEncoding": true, "contentMediaType": true, "contentSchema": true }, "dynamicProps": false, "dynamicItems": false };
    validate0_draft2020.evaluated = { "props": { "definitions": true, "dependencies": true, "$recursiveAnchor": true, "$recursiveRef": true, "contentEncoding": true, "contentMediaType": true, "contentSchema": true, "format": true, "title": true, "description": true, "default": true, "deprecated": true, "readOnly": true, "writeOnly": true, "examples": true, "type": true, "const": true, "enum": true, "multipleOf": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true, "maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true, "unevaluatedItems": true, "unevaluatedProperties": true, "prefixItems": true, "items": true, "contains": true, "additionalProperties": true, "properties": true, "patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true, "else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true, "$id": true, "$schema": true, "$ref": true, "$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true, "$vocabulary": true, "$comment": true, "$defs": true }, "dynamicProps": false, "dynamicItems": false };
    corpusCase = validate10_corpusCase;
    schema11_corpusCase = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/mcp-stdio-gate/mcp-stdio-gate/corpus/schema.json", "title": "mcp-stdio-gate corpus case", "type": "object", "additionalProperties": false, "required": ["id", "title", "category", "level", "since", "rationale", "frames", "expect"], "properties": { "$schema": { "type": "string" }, "id": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{1,63}$", "description": "Stable id; the file is named <id>.json." }, "title": { "type": "string", "minLength": 3 }, "category": { "enum": ["framing", "json", "envelope", "params", "encoding", "session", "limits"] }, "level": { "enum": ["required", "strict"] }, "since": { "type": "string", "pattern": "^v[0-9]+$" }, "rationale": { "type": "string", "minLength": 10, "description": "The real defect it reproduces, with a public reference where one exists." }, "protocolVersions": { "type": "array", "minItems": 1, "items": { "enum": ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] }, "description": "Only these protocol versions run the case (default: all)." }, "handshake": { "type": "boolean", "description": "false: the frames are sent before any initialize (default true)." }, "closeStdin": { "type": "boolean", "description": "Close stdin right after the frames; no follow-up call (default false)." }, "when": { "type": "object", "additionalProperties": false, "required": ["probeInputSchema", "because"], "properties": { "probeInputSchema": { "type": "object", "description": "A JSON Schema (draft-07) the probe tool's inputSchema, as tools/list gives it, must match for the case to apply; otherwise the run is not applicable and sends none of its frames." }, "because": { "type": "string", "minLength": 10, "description": "Why the case is a defect only then: said when it does not apply." } } }, "frames": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/frame" } }, "expect": { "type": "object", "additionalProperties": false, "required": ["rejectedCanaries"], "properties": { "rejectedCanaries": { "const": "never", "description": "No canary of a rejected frame may reach the action log." }, "followUp": { "enum": ["policy", "none"], "description": "Judge a follow-up call by the session policy (default) or send none." } } } }, "definitions": { "part": { "type": "object", "additionalProperties": false, "minProperties": 1, "maxProperties": 2, "properties": { "text": { "type": "string", "description": "UTF-8 text; {{call}} {{params}} {{paramsString}} {{arguments}} {{argumentsWithExtra}} {{tool}} {{id}} {{canary}} {{protocolVersion}} expand." }, "base64": { "type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$" }, "repeat": { "type": "integer", "minimum": 1, "maximum": 16777216 } }, "oneOf": [{ "required": ["text"] }, { "required": ["base64"] }] }, "frame": { "type": "object", "additionalProperties": false, "properties": { "role": { "enum": ["rejected", "after-rejection", "valid"], "description": "rejected: its canary must never act (default); after-rejection: judged by the session policy; valid: may act once." }, "text": { "type": "string" }, "base64": { "type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$" }, "json": { "description": 'A JSON value, serialized compactly with a trailing \\n; "{{id}}", "{{call}}", "{{params}}", "{{arguments}}" as whole strings become typed values.' }, "parts": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/part" } } }, "oneOf": [{ "required": ["text"] }, { "required": ["base64"] }, { "required": ["json"] }, { "required": ["parts"] }] } } };
    func2_corpusCase = Object.prototype.hasOwnProperty;
    func3_corpusCase = import_ucs2length.default.default;
    pattern0_corpusCase = new RegExp("^[a-z0-9][a-z0-9-]{1,63}$", "u");
    pattern1_corpusCase = new RegExp("^v[0-9]+$", "u");
    schema12_corpusCase = { "type": "object", "additionalProperties": false, "properties": { "role": { "enum": ["rejected", "after-rejection", "valid"], "description": "rejected: its canary must never act (default); after-rejection: judged by the session policy; valid: may act once." }, "text": { "type": "string" }, "base64": { "type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$" }, "json": { "description": 'A JSON value, serialized compactly with a trailing \\n; "{{id}}", "{{call}}", "{{params}}", "{{arguments}}" as whole strings become typed values.' }, "parts": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/part" } } }, "oneOf": [{ "required": ["text"] }, { "required": ["base64"] }, { "required": ["json"] }, { "required": ["parts"] }] };
    pattern2_corpusCase = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
    corpusCaseAllErrors = validate10_corpusCaseAllErrors;
    schema11_corpusCaseAllErrors = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/mcp-stdio-gate/mcp-stdio-gate/corpus/schema.json", "title": "mcp-stdio-gate corpus case", "type": "object", "additionalProperties": false, "required": ["id", "title", "category", "level", "since", "rationale", "frames", "expect"], "properties": { "$schema": { "type": "string" }, "id": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{1,63}$", "description": "Stable id; the file is named <id>.json." }, "title": { "type": "string", "minLength": 3 }, "category": { "enum": ["framing", "json", "envelope", "params", "encoding", "session", "limits"] }, "level": { "enum": ["required", "strict"] }, "since": { "type": "string", "pattern": "^v[0-9]+$" }, "rationale": { "type": "string", "minLength": 10, "description": "The real defect it reproduces, with a public reference where one exists." }, "protocolVersions": { "type": "array", "minItems": 1, "items": { "enum": ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] }, "description": "Only these protocol versions run the case (default: all)." }, "handshake": { "type": "boolean", "description": "false: the frames are sent before any initialize (default true)." }, "closeStdin": { "type": "boolean", "description": "Close stdin right after the frames; no follow-up call (default false)." }, "when": { "type": "object", "additionalProperties": false, "required": ["probeInputSchema", "because"], "properties": { "probeInputSchema": { "type": "object", "description": "A JSON Schema (draft-07) the probe tool's inputSchema, as tools/list gives it, must match for the case to apply; otherwise the run is not applicable and sends none of its frames." }, "because": { "type": "string", "minLength": 10, "description": "Why the case is a defect only then: said when it does not apply." } } }, "frames": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/frame" } }, "expect": { "type": "object", "additionalProperties": false, "required": ["rejectedCanaries"], "properties": { "rejectedCanaries": { "const": "never", "description": "No canary of a rejected frame may reach the action log." }, "followUp": { "enum": ["policy", "none"], "description": "Judge a follow-up call by the session policy (default) or send none." } } } }, "definitions": { "part": { "type": "object", "additionalProperties": false, "minProperties": 1, "maxProperties": 2, "properties": { "text": { "type": "string", "description": "UTF-8 text; {{call}} {{params}} {{paramsString}} {{arguments}} {{argumentsWithExtra}} {{tool}} {{id}} {{canary}} {{protocolVersion}} expand." }, "base64": { "type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$" }, "repeat": { "type": "integer", "minimum": 1, "maximum": 16777216 } }, "oneOf": [{ "required": ["text"] }, { "required": ["base64"] }] }, "frame": { "type": "object", "additionalProperties": false, "properties": { "role": { "enum": ["rejected", "after-rejection", "valid"], "description": "rejected: its canary must never act (default); after-rejection: judged by the session policy; valid: may act once." }, "text": { "type": "string" }, "base64": { "type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$" }, "json": { "description": 'A JSON value, serialized compactly with a trailing \\n; "{{id}}", "{{call}}", "{{params}}", "{{arguments}}" as whole strings become typed values.' }, "parts": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/part" } } }, "oneOf": [{ "required": ["text"] }, { "required": ["base64"] }, { "required": ["json"] }, { "required": ["parts"] }] } } };
    func2_corpusCaseAllErrors = Object.prototype.hasOwnProperty;
    func3_corpusCaseAllErrors = import_ucs2length.default.default;
    pattern0_corpusCaseAllErrors = new RegExp("^[a-z0-9][a-z0-9-]{1,63}$", "u");
    pattern1_corpusCaseAllErrors = new RegExp("^v[0-9]+$", "u");
    schema12_corpusCaseAllErrors = { "type": "object", "additionalProperties": false, "properties": { "role": { "enum": ["rejected", "after-rejection", "valid"], "description": "rejected: its canary must never act (default); after-rejection: judged by the session policy; valid: may act once." }, "text": { "type": "string" }, "base64": { "type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$" }, "json": { "description": 'A JSON value, serialized compactly with a trailing \\n; "{{id}}", "{{call}}", "{{params}}", "{{arguments}}" as whole strings become typed values.' }, "parts": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/part" } } }, "oneOf": [{ "required": ["text"] }, { "required": ["base64"] }, { "required": ["json"] }, { "required": ["parts"] }] };
    pattern2_corpusCaseAllErrors = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
    envelopeResult = validate10_envelopeResult;
    envelopeError = validate10_envelopeError;
    envelopeNotification = validate10_envelopeNotification;
    envelopeRequest = validate10_envelopeRequest;
    resultInitialize = validate10_resultInitialize;
    resultToolsList = validate10_resultToolsList;
    resultToolsCall = validate10_resultToolsCall;
    resultPing = validate10_resultPing;
    envelopeValidators = {
      "result": envelopeResult,
      "error": envelopeError,
      "notification": envelopeNotification,
      "request": envelopeRequest
    };
    resultValidators = {
      "initialize": resultInitialize,
      "tools/list": resultToolsList,
      "tools/call": resultToolsCall,
      "ping": resultPing
    };
  }
});

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants8) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants8);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants8) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants8);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants8) {
        this.code = optimizeExpr(this.code, names, constants8);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants8) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants8))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants8) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants8);
        if (!(super.optimizeNames(names, constants8) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants8);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants8) {
        if (!super.optimizeNames(names, constants8))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants8);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants8) {
        if (!super.optimizeNames(names, constants8))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants8);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants8) {
        var _a, _b;
        super.optimizeNames(names, constants8);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants8);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants8);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants8) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants8[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants8[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate2 = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate2);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal2 = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count2 = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count2++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count2 += countKeys(sch));
        }
        if (count2 === Infinity)
          return Infinity;
      }
      return count2;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal2(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema2(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate2.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema2;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema2.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema2.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path17) {
      let input = path17;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path17) {
      if (path17 === "" || path17[0] === "/") {
        return removeDotSegments(path17);
      }
      const segments = path17.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path17 = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path17 && path17 !== "/" ? path17 : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative = parse(serialize(relative, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative.scheme) {
        target.scheme = relative.scheme;
        target.userinfo = relative.userinfo;
        target.host = relative.host;
        target.port = relative.port;
        target.path = removeDotSegments(relative.path || "");
        target.query = relative.query;
      } else {
        if (relative.userinfo !== void 0 || relative.host !== void 0 || relative.port !== void 0) {
          target.userinfo = relative.userinfo;
          target.host = relative.host;
          target.port = relative.port;
          target.path = removeDotSegments(relative.path || "");
          target.query = relative.query;
        } else {
          if (!relative.path) {
            target.path = base.path;
            if (relative.query !== void 0) {
              target.query = relative.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative.path[0] === "/") {
              target.path = removeDotSegments(relative.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative.path;
              } else if (!base.path) {
                target.path = relative.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative.fragment;
      return target;
    }
    function equal2(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve,
      resolveComponent,
      equal: equal2,
      serialize,
      parse
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv3 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text3, msg) => text3 + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv3.ValidationError = validation_error_1.default;
    Ajv3.MissingRefError = ref_error_1.default;
    exports.default = Ajv3;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count2 = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count2)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count2) {
          gen.code((0, codegen_1._)`${count2}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count2} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count2} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count2} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft20202 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft20202)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv3 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv3;
    module.exports = exports = Ajv3;
    module.exports.Ajv = Ajv3;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv3;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate2 = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate2));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate2, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate2);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate2);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv2, sch) {
        return $data ? ajv2.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// src/core/mcp-results.ts
import { createContext, Script } from "node:vm";
function validatorsFor() {
  return resultValidators;
}
function describe2(error) {
  const where = error.instancePath || "/";
  if (error.keyword === "required")
    return `${where === "/" ? "" : where}/${error.params.missingProperty} is required`;
  if (error.keyword === "const")
    return `${where} must be ${JSON.stringify(error.params.allowedValue)}`;
  return `${where} ${error.message ?? "is invalid"}`;
}
function resultProblem(method, result) {
  const validate2 = validatorsFor()[method];
  if (validate2(result)) return void 0;
  const error = validate2.errors?.[0];
  return error ? `the ${method} result: ${describe2(error)} (${error.keyword})` : `the ${method} result is invalid`;
}
function requestProblem(method) {
  const needs = Object.hasOwn(REQUEST_NEEDS, method) ? REQUEST_NEEDS[method] : void 0;
  return needs ? `a ${method} request, but the gate declared no \`${needs}\` client capability (a client that did not offer it refuses the request)` : void 0;
}
function remember(cache, key, value) {
  if (cache.size >= SCHEMA_CACHE_ENTRIES) cache.delete(cache.keys().next().value);
  cache.set(key, value);
}
function compileInputSchema(schema, protocolVersion) {
  return compileSchema(schema, inputDialect(protocolVersion));
}
function warmSchemas(protocolVersion, conditions) {
  for (const condition of conditions) compileSchema(condition, "07");
  compileInputSchema({ type: "object" }, protocolVersion);
}
function inputSchemaProblem(schema, protocolVersion) {
  return schemaProblem(schema, inputDialect(protocolVersion));
}
function deeperThan(value, limit) {
  const stack = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop();
    if (depth > limit) return true;
    if (v !== null && typeof v === "object")
      for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
function read(schema, fallback) {
  if (deeperThan(schema, MAX_SCHEMA_DEPTH))
    return `nested deeper than ${MAX_SCHEMA_DEPTH} levels: the gate does not judge it, and a client that validates it overflows the same way`;
  const declared = schema?.$schema;
  const dialect = typeof declared === "string" && /draft-0[4-7]/.test(declared) ? "07" : typeof declared === "string" && /2020-12/.test(declared) ? "2020" : fallback;
  const known = typeof declared !== "string" || /draft-0[67]|2020-12/.test(declared);
  return { dialect, text: JSON.stringify(known ? schema : { ...schema, $schema: void 0 }) };
}
function metaChecked(dialect, text3) {
  const body = JSON.parse(text3);
  const meta = META[dialect];
  return meta(body) ? body : `schema is invalid: ${(meta.errors ?? []).map((e) => `data${e.instancePath} ${e.message}`).join(", ")}`;
}
function schemaProblem(schema, fallback) {
  const r = read(schema, fallback);
  if (typeof r === "string") return r;
  const key = `${r.dialect}\0${r.text}`;
  if (problemCache.has(key)) return problemCache.get(key);
  const body = metaChecked(r.dialect, r.text);
  const problem = typeof body === "string" ? body : void 0;
  if (r.text.length > PROBLEM_CACHE_TEXT) return problem;
  remember(problemCache, key, problem);
  return problem;
}
function compileSchema(schema, fallback) {
  const r = read(schema, fallback);
  if (typeof r === "string") return r;
  const key = `${r.dialect}\0${r.text}`;
  let compiled2 = schemaCache.get(key);
  if (compiled2 === void 0) {
    const body = metaChecked(r.dialect, r.text);
    compiled2 = typeof body === "string" ? body : compileChecked(body, r.dialect);
    if (typeof compiled2 !== "string" && r.text.includes('"pattern')) withPatterns.add(compiled2);
    remember(schemaCache, key, compiled2);
  }
  return compiled2;
}
function validateBounded(validate2, data) {
  if (!withPatterns.has(validate2)) return validate2(data);
  if (tooSlow.has(validate2)) return void 0;
  bounded ??= { context: createContext({ v: void 0, d: void 0 }), call: new Script("v(d)") };
  const context = bounded.context;
  context.v = validate2;
  context.d = data;
  try {
    return bounded.call.runInContext(bounded.context, { timeout: VALIDATION_MS });
  } catch (error) {
    if (error.code !== "ERR_SCRIPT_EXECUTION_TIMEOUT") throw error;
    tooSlow.add(validate2);
    return void 0;
  } finally {
    context.v = context.d = void 0;
  }
}
function compileChecked(body, dialect) {
  let ajv2 = compilers.get(dialect);
  if (!ajv2) {
    const AjvClass = dialect === "2020" ? import__.Ajv2020 : import_ajv.Ajv;
    ajv2 = new AjvClass({ strict: false, allErrors: false, validateFormats: false, validateSchema: false });
    compilers.set(dialect, ajv2);
  }
  try {
    return ajv2.compile(body);
  } catch (error) {
    return error.message;
  } finally {
    ajv2.removeSchema(body);
  }
}
function firstSchemaError(validate2) {
  const e = validate2.errors?.[0];
  return e ? `at JSON pointer ${e.instancePath || "/"}: ${e.message ?? e.keyword}` : "refused";
}
var import_ajv, import__, REQUEST_NEEDS, schemaCache, SCHEMA_CACHE_ENTRIES, compilers, META, inputDialect, MAX_SCHEMA_DEPTH, problemCache, PROBLEM_CACHE_TEXT, withPatterns, tooSlow, VALIDATION_MS, bounded;
var init_mcp_results = __esm({
  "src/core/mcp-results.ts"() {
    "use strict";
    import_ajv = __toESM(require_ajv(), 1);
    import__ = __toESM(require__(), 1);
    init_validators();
    REQUEST_NEEDS = {
      "sampling/createMessage": "sampling",
      "elicitation/create": "elicitation",
      "roots/list": "roots"
    };
    schemaCache = /* @__PURE__ */ new Map();
    SCHEMA_CACHE_ENTRIES = 256;
    compilers = /* @__PURE__ */ new Map();
    META = { "07": draft07, "2020": draft2020 };
    inputDialect = (protocolVersion) => protocolVersion >= "2025-11-25" ? "2020" : "07";
    MAX_SCHEMA_DEPTH = 200;
    problemCache = /* @__PURE__ */ new Map();
    PROBLEM_CACHE_TEXT = 16 * 1024;
    withPatterns = /* @__PURE__ */ new WeakSet();
    tooSlow = /* @__PURE__ */ new WeakSet();
    VALIDATION_MS = 1e3;
  }
});

// src/errors.ts
var ConfigurationError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    ConfigurationError = class extends Error {
      name = "ConfigurationError";
    };
  }
});

// src/corpus/load.ts
import { readdirSync as readdirSync4, readFileSync as readFileSync3, statSync as statSync2 } from "node:fs";
import path5 from "node:path";
import { fileURLToPath } from "node:url";
function corpusRoot() {
  const here = path5.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path5.resolve(here, "../corpus"), path5.resolve(here, "../../corpus")]) {
    try {
      if (statSync2(path5.join(candidate, "schema.json")).isFile()) return candidate;
    } catch {
    }
  }
  throw new Error(`the built-in corpus is missing (looked next to ${here})`);
}
function builtinCorpusDir() {
  return path5.join(corpusRoot(), BUILTIN_CORPUS_VERSION);
}
function validate(allErrors = false) {
  return allErrors ? corpusCaseAllErrors : corpusCase;
}
function syntaxErrorOffset(text3) {
  let i = 0;
  const fail = () => {
    throw i;
  };
  const space = () => {
    while (i < text3.length && " 	\n\r".includes(text3[i])) i++;
  };
  const literal = (word) => text3.startsWith(word, i) ? i += word.length : fail();
  const string = () => {
    i++;
    while (i < text3.length && text3[i] !== '"') {
      if (text3.charCodeAt(i) < 32) fail();
      i += text3[i] === "\\" ? 2 : 1;
    }
    if (i >= text3.length) fail();
    i++;
  };
  const value = () => {
    space();
    const c = text3[i];
    if (c === "{") {
      i++;
      space();
      if (text3[i] === "}") return void i++;
      for (; ; ) {
        space();
        if (text3[i] !== '"') fail();
        string();
        space();
        if (text3[i] !== ":") fail();
        i++;
        value();
        space();
        if (text3[i] === ",") i++;
        else if (text3[i] === "}") return void i++;
        else fail();
      }
    } else if (c === "[") {
      i++;
      space();
      if (text3[i] === "]") return void i++;
      for (; ; ) {
        value();
        space();
        if (text3[i] === ",") i++;
        else if (text3[i] === "]") return void i++;
        else fail();
      }
    } else if (c === '"') string();
    else if (c === "t") literal("true");
    else if (c === "f") literal("false");
    else if (c === "n") literal("null");
    else {
      const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text3.slice(i, i + 400));
      if (!m) fail();
      i += m[0].length;
    }
  };
  try {
    value();
    space();
    if (i < text3.length) fail();
  } catch (at) {
    return at;
  }
  return i;
}
function syntaxWhere(text3) {
  const before = text3.slice(0, syntaxErrorOffset(text3));
  return ` at line ${before.split("\n").length}, column ${before.length - before.lastIndexOf("\n")}`;
}
function describeError(e) {
  const pointer = e.instancePath || "/";
  const extra = e.keyword === "additionalProperties" ? ` (${e.params.additionalProperty})` : "";
  const allowed = e.keyword === "enum" ? `: ${e.params.allowedValues.join(", ")}` : "";
  return `at JSON pointer ${pointer}: ${e.message}${extra}${allowed}`;
}
function parseCaseFile(file, corpus, allErrors = false) {
  let text3;
  try {
    text3 = readFileSync3(file, "utf8");
  } catch (error) {
    return { problems: [`${file}: cannot read (${error.message})`] };
  }
  let value;
  try {
    value = JSON.parse(text3);
  } catch (error) {
    return { problems: [`${file}: not valid JSON${syntaxWhere(text3)} (${error.message.replace(/\r?\n/g, "\\n")})`] };
  }
  const check = validate(allErrors);
  if (!check(value)) return { problems: (check.errors ?? []).map((e) => `${file}: ${describeError(e)}`) };
  const c = value;
  if (c.id === CONTROL_CASE)
    return {
      problems: [
        `${file}: at JSON pointer /id: "${CONTROL_CASE}" is the id of the gate's own handshake-and-control runs; name the case otherwise`
      ]
    };
  if (path5.basename(file) !== `${c.id}.json`)
    return {
      problems: [`${file}: at JSON pointer /id: the id "${c.id}" must match the file name (${c.id}.json)`]
    };
  const condition = whenProblem(c, allErrors);
  if (condition) return { problems: [`${file}: ${condition}`] };
  return { case: { ...c, file, corpus }, problems: [] };
}
function whenProblem(c, compile = false) {
  if (!c.when) return void 0;
  if (c.handshake === false)
    return "at JSON pointer /when: a case without a handshake has no tools/list to judge the condition by";
  const outcome = compile ? compileSchema(c.when.probeInputSchema, "07") : schemaProblem(c.when.probeInputSchema, "07");
  const problem = typeof outcome === "string" ? outcome : void 0;
  return problem ? `at JSON pointer /when/probeInputSchema: not a JSON Schema (${problem})` : void 0;
}
function loadCaseFile(file, corpus) {
  const parsed = parseCaseFile(file, corpus);
  if (!parsed.case) throw new ConfigurationError(parsed.problems[0]);
  return parsed.case;
}
function checkCorpus(dirs) {
  const problems = [];
  const seen = new Map(loadCorpusDir(builtinCorpusDir()).map((c) => [c.id, c.file]));
  const builtin = path5.resolve(builtinCorpusDir());
  let cases = 0;
  for (const dir of dirs) {
    let entries;
    try {
      entries = readdirSync4(dir).filter((f) => f.endsWith(".json")).sort();
    } catch (error) {
      problems.push(`${dir}: cannot read the directory (${error.message})`);
      continue;
    }
    const isBuiltin = path5.resolve(dir) === builtin;
    for (const f of entries) {
      const parsed = parseCaseFile(path5.join(dir, f), path5.basename(path5.resolve(dir)), true);
      problems.push(...parsed.problems);
      if (!parsed.case) continue;
      cases += 1;
      const other = seen.get(parsed.case.id);
      if (other && !(isBuiltin && path5.resolve(other) === path5.resolve(parsed.case.file)))
        problems.push(
          `${parsed.case.file}: at JSON pointer /id: duplicate case id "${parsed.case.id}" (also in ${other}); a project corpus runs beside the built-in one`
        );
      seen.set(parsed.case.id, parsed.case.file);
    }
  }
  return { cases, problems };
}
function loadCorpusDir(dir) {
  let entries;
  try {
    entries = readdirSync4(dir).filter((f) => f.endsWith(".json")).sort();
  } catch (error) {
    throw new ConfigurationError(`--corpus ${dir}: cannot read the directory (${error.message})`);
  }
  const name = path5.basename(path5.resolve(dir));
  return entries.map((f) => loadCaseFile(path5.join(dir, f), name));
}
function userCases(dir) {
  const cases = loadCorpusDir(dir);
  if (cases.length === 0)
    throw new ConfigurationError(`--corpus ${dir}: no case file in it (a case is a *.json file directly inside)`);
  return cases;
}
function loadCorpus(dirs, includeBuiltin = true) {
  const all = [...includeBuiltin ? loadCorpusDir(builtinCorpusDir()) : [], ...dirs.flatMap(userCases)];
  const seen = /* @__PURE__ */ new Map();
  for (const c of all) {
    const other = seen.get(c.id);
    if (other) throw new ConfigurationError(`${c.file}: at JSON pointer /id: duplicate case id "${c.id}" (also in ${other})`);
    seen.set(c.id, c.file);
  }
  return all;
}
function selectProfile(cases, profile) {
  return profile === "strict" ? cases : cases.filter((c) => c.level === "required");
}
var BUILTIN_CORPUS_VERSION;
var init_load = __esm({
  "src/corpus/load.ts"() {
    "use strict";
    init_validators();
    init_mcp_results();
    init_report();
    init_errors();
    BUILTIN_CORPUS_VERSION = "v1";
  }
});

// src/core/protocol.ts
function rulesFor(version) {
  return {
    batches: version === "2025-03-26",
    stateless: version === "2026-07-28",
    serverRequests: version !== "2026-07-28"
  };
}
function isProtocolVersion(value) {
  return PROTOCOL_VERSIONS.includes(value);
}
function idKey(id) {
  return `${typeof id}:${String(id)}`;
}
function describeId(id) {
  return typeof id === "string" ? JSON.stringify(id) + " (string)" : `${JSON.stringify(id)} (${typeof id})`;
}
var PROTOCOL_VERSIONS, DEFAULT_PROTOCOL_VERSION;
var init_protocol = __esm({
  "src/core/protocol.ts"() {
    "use strict";
    PROTOCOL_VERSIONS = [
      "2024-11-05",
      "2025-03-26",
      "2025-06-18",
      "2025-11-25",
      "2026-07-28"
    ];
    DEFAULT_PROTOCOL_VERSION = "2025-11-25";
  }
});

// src/core/typos.ts
function editDistance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
function nearest(name, known) {
  let best;
  for (const flag of known) {
    const d = flag.startsWith(name) && name.length >= 3 ? 0.5 : editDistance(name, flag);
    if (d <= Math.min(2, Math.floor(flag.length / 3)) && (!best || d < best.d)) best = { flag, d };
  }
  return best?.flag;
}
var init_typos = __esm({
  "src/core/typos.ts"() {
    "use strict";
  }
});

// src/core/placeholders.ts
function expandString(text3, values) {
  return text3.replace(PATTERN, (_, name) => values[name]);
}
function expandJson(value, values) {
  if (typeof value === "string") return expandString(value, values);
  if (Array.isArray(value)) return value.map((v) => expandJson(v, values));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = expandJson(v, values);
    return out;
  }
  return value;
}
function namesCanary(value) {
  const canaryOnly = {
    canary: "",
    canaryUrl: "",
    sandbox: "{{sandbox}}",
    actionLog: "{{actionLog}}",
    canaryProxy: "{{canaryProxy}}"
  };
  return JSON.stringify(expandJson(value, canaryOnly)) !== JSON.stringify(value);
}
function placeholderTypo(text3) {
  for (const m of text3.matchAll(/\{\{\s*([A-Za-z_]{3,20})\s*\}\}/g)) {
    if (PLACEHOLDER_NAMES.includes(m[1]) && m[0] === `{{${m[1]}}}`) continue;
    const meant = PLACEHOLDER_NAMES.find((n) => editDistance(m[1].toLowerCase(), n.toLowerCase()) <= 2);
    if (meant) return { written: m[0], meant: `{{${meant}}}` };
  }
  return void 0;
}
var PLACEHOLDER_NAMES, PATTERN;
var init_placeholders = __esm({
  "src/core/placeholders.ts"() {
    "use strict";
    init_typos();
    PLACEHOLDER_NAMES = ["canary", "canaryUrl", "sandbox", "actionLog", "canaryProxy"];
    PATTERN = new RegExp(`\\{\\{(${PLACEHOLDER_NAMES.join("|")})\\}\\}`, "g");
  }
});

// src/options.ts
import { availableParallelism } from "node:os";
import path6 from "node:path";
function defaultOptions() {
  return {
    command: [],
    probeArguments: {},
    onInvalid: "close",
    scenarios: [...BUILTIN_SCENARIOS],
    userScenarios: [],
    corpusScenarios: ["baseline"],
    corpusDirs: [],
    cases: [],
    profile: "required",
    cwd: process.cwd(),
    env: {},
    secretEnv: [],
    timeoutMs: 3e4,
    installTimeoutMs: 6e5,
    concurrency: availableParallelism(),
    protocolVersion: DEFAULT_PROTOCOL_VERSION,
    outDir: "gate-report",
    idleMs: 1500,
    soakMs: 1e4,
    captureCap: 8 * 1024 * 1024
  };
}
function bad(flag, message) {
  throw new ConfigurationError(`--${flag}: ${message}`);
}
function positiveInt(flag, value, min = 1) {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min)
    bad(flag, `expected a whole number >= ${min}, got ${JSON.stringify(value)}`);
  return Number(value);
}
function list(value) {
  return value.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
}
function keyValue(flag, pair) {
  const eq = pair.indexOf("=");
  if (eq <= 0) bad(flag, `expected KEY=VALUE, got ${JSON.stringify(pair)}`);
  return [pair.slice(0, eq), pair.slice(eq + 1)];
}
function resolveOptions(raw, base = process.cwd()) {
  const o = defaultOptions();
  o.command = raw.command ?? [];
  if (o.command.length === 0)
    throw new ConfigurationError('no command: give one after `--` (or with --command "<string>")');
  const typo = (where, texts) => {
    for (const text3 of texts) {
      const t = placeholderTypo(text3);
      if (t)
        throw new ConfigurationError(
          `${where}: ${t.written} is no placeholder: did you mean ${t.meant}? (placeholders: ${PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(", ")})`
        );
    }
  };
  typo("the command", o.command);
  typo("--probe-arguments", [raw["probe-arguments"] ?? ""]);
  typo("--env", raw.env ?? []);
  if (raw["probe-tool"] !== void 0) {
    if (!raw["probe-tool"].trim()) bad("probe-tool", "must not be empty");
    o.probeTool = raw["probe-tool"].trim();
  }
  if (raw["probe-arguments"] !== void 0 && raw["probe-arguments"].trim() !== "") {
    try {
      o.probeArguments = JSON.parse(raw["probe-arguments"]);
    } catch (error) {
      bad("probe-arguments", `not valid JSON (${error.message})`);
    }
    if (typeof o.probeArguments !== "object" || o.probeArguments === null || Array.isArray(o.probeArguments)) {
      bad("probe-arguments", "must be a JSON object (the tool arguments)");
    }
    if (!o.probeTool) bad("probe-arguments", "needs --probe-tool");
  }
  if (o.probeTool && !namesCanary(o.probeArguments))
    bad(
      "probe-arguments",
      `${raw["probe-arguments"]?.trim() ? "hold" : "none given for --probe-tool, so they hold"} no {{canary}} or {{canaryUrl}}: the gate knows a call's action by the canary it carries (in a recorder line, a request, a file's name or content), so the control could never be observed; e.g. '{"url":"{{canaryUrl}}"}' or '{"path":"{{sandbox}}/{{canary}}.txt","content":"{{canary}}"}'`
    );
  if (raw["on-invalid"] !== void 0) {
    if (!["close", "open", "any"].includes(raw["on-invalid"]))
      bad("on-invalid", `expected close, open or any, got ${JSON.stringify(raw["on-invalid"])}`);
    o.onInvalid = raw["on-invalid"];
  }
  for (const spec of raw.scenario ?? []) {
    const colon = spec.indexOf(":");
    const name = colon === -1 ? spec : spec.slice(0, colon);
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name)) {
      const what = 'letters, digits, ".", "_" and "-" in NAME';
      bad("scenario", `expected NAME:KEY=VALUE[,KEY=VALUE] (${what}), got ${JSON.stringify(spec)}`);
    }
    if (BUILTIN_SCENARIOS.includes(name))
      bad("scenario", `"${name}" is a built-in scenario name`);
    const env = {};
    for (const pair of colon === -1 ? [] : spec.slice(colon + 1).split(",")) {
      const [k, v] = keyValue("scenario", pair);
      env[k] = v;
    }
    o.userScenarios.push({ name, env });
  }
  const known = [...BUILTIN_SCENARIOS, ...o.userScenarios.map((s) => s.name)];
  if (raw.scenarios !== void 0) {
    o.scenarios = list(raw.scenarios);
    if (o.scenarios.length === 0) bad("scenarios", "must name at least one scenario");
  } else {
    o.scenarios = [...BUILTIN_SCENARIOS, ...o.userScenarios.map((s) => s.name)];
  }
  for (const s of o.scenarios)
    if (!known.includes(s)) bad("scenarios", `unknown scenario "${s}" (known: ${known.join(", ")})`);
  if (raw["corpus-scenarios"] !== void 0) {
    o.corpusScenarios = list(raw["corpus-scenarios"]);
    for (const s of o.corpusScenarios)
      if (!known.includes(s)) bad("corpus-scenarios", `unknown scenario "${s}" (known: ${known.join(", ")})`);
  }
  o.corpusDirs = (raw.corpus ?? []).map((d) => path6.resolve(base, d));
  o.cases = (raw.case ?? []).flatMap(list);
  if (raw.profile !== void 0) {
    if (raw.profile !== "required" && raw.profile !== "strict")
      bad("profile", `expected required or strict, got ${JSON.stringify(raw.profile)}`);
    o.profile = raw.profile;
  }
  if (raw.baseline) o.baselineFile = path6.resolve(base, raw.baseline);
  if (raw.cwd) o.cwd = path6.resolve(base, raw.cwd);
  for (const pair of raw.env ?? []) {
    const [k, v] = keyValue("env", pair);
    o.env[k] = v;
  }
  o.secretEnv = (raw["secret-env"] ?? []).map((s) => s.trim()).filter(Boolean);
  if (raw.package) o.packageFile = path6.resolve(base, raw.package);
  if (raw["timeout-ms"] !== void 0) o.timeoutMs = positiveInt("timeout-ms", raw["timeout-ms"], 100);
  if (raw.concurrency !== void 0) o.concurrency = positiveInt("concurrency", raw.concurrency);
  if (raw.shard !== void 0) {
    const m = /^(\d+)\/(\d+)$/.exec(raw.shard.trim());
    if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2]))
      bad("shard", `expected K/N with 1 <= K <= N, got ${JSON.stringify(raw.shard)}`);
    o.shard = { index: Number(m[1]), total: Number(m[2]) };
  }
  if (raw["protocol-version"] !== void 0) {
    if (!isProtocolVersion(raw["protocol-version"]))
      bad(
        "protocol-version",
        `expected one of ${PROTOCOL_VERSIONS.join(", ")}, got ${JSON.stringify(raw["protocol-version"])}`
      );
    o.protocolVersion = raw["protocol-version"];
  }
  o.outDir = path6.resolve(base, raw.out ?? o.outDir);
  if (raw["idle-ms"] !== void 0) o.idleMs = positiveInt("idle-ms", raw["idle-ms"], 0);
  if (raw["soak-ms"] !== void 0) o.soakMs = positiveInt("soak-ms", raw["soak-ms"], 0);
  if (raw["install-timeout-ms"] !== void 0)
    o.installTimeoutMs = positiveInt("install-timeout-ms", raw["install-timeout-ms"], 1);
  if (raw["capture-cap"] !== void 0) o.captureCap = positiveInt("capture-cap", raw["capture-cap"], 1024);
  return o;
}
var BUILTIN_SCENARIOS;
var init_options = __esm({
  "src/options.ts"() {
    "use strict";
    init_protocol();
    init_placeholders();
    init_errors();
    BUILTIN_SCENARIOS = [
      "baseline",
      "verbose-env",
      "no-config",
      "env-file",
      "idle-start",
      "soak"
    ];
  }
});

// src/core/verdict.ts
function whyNotExercised(f) {
  if (f.barrier !== "answered") {
    const why = f.barrier === "not-sent" ? "its stdin was closed" : "no answer";
    return `the server did not answer the ping sent right before the frames (${why}): it had exited or stopped reading`;
  }
  if (!f.frames[0]?.written)
    return "the first frame could not be written (the server closed its stdin or exited)";
  if (f.stdinRead === "unread")
    return "the server let go of its stdin (it exited or closed it) with the frames unread: the kernel reported bytes left unread before the gate had sent anything after the first rejected frame";
  if (f.stdinRead === "not-shown")
    return "the server never showed it read the frames: it left bytes unread on its stdin, and a second run, which sent nothing after the first rejected frame until the server reacted (answered, exited or closed its stdin), did not show it read them either";
  if (f.afterBarrier === "no-answer")
    return "the server handles nothing sent right after the ping before the frames: in a clean start, a second ping sent right after it, with no frame before it, went unanswered (the server stopped reading, or left), so the frames were never handled, whatever the kernel says it took from its stdin";
  return void 0;
}
function refusesLoopback(call) {
  const said = call.outcome === "tool-error" || call.outcome === "error" ? call.detail ?? "" : "";
  return LOOPBACK_WORDS.test(said) && REFUSAL_WORDS.test(said);
}
function listed(effects, one, rest) {
  const findings = effects.slice(0, LISTED_ACTIONS).map((e) => ({ kind: "action-leak", message: one(e) }));
  if (effects.length > LISTED_ACTIONS)
    findings.push({
      kind: "action-leak",
      message: `${rest(effects.length - LISTED_ACTIONS)} (each is in this run's actions in report.json)`
    });
  return findings;
}
function runCanaries(f) {
  const owned2 = [];
  if (f.control) owned2.push([f.control.canary, "control"]);
  for (const fr of f.frames)
    if (fr.canary) owned2.push([fr.canary, `frame ${fr.index + 1} (${fr.role}, stdin line ${fr.stdinLine})`]);
  if (f.followUp) owned2.push([f.followUp.canary, "follow-up"]);
  return owned2;
}
function furtherCalls(f) {
  return [
    ...f.frames.filter((fr) => fr.role !== "rejected" && fr.canary).map((fr) => fr.canary),
    ...f.followUp ? [f.followUp.canary] : []
  ];
}
function controlRepeated(f, byCanary) {
  if (!f.isCase || f.control?.outcome !== "result") return void 0;
  const calls = furtherCalls(f);
  const onItsOwn = new Set(f.baseline?.callActsLate);
  return repeatedLater(
    byCanary.get(f.control.canary)?.filter(
      (e) => !calls.some((c) => e.text.includes(c)) && !(afterTheCalls(e) && onItsOwn.has(kindOf(e)))
    )
  );
}
function judgeRun(f, policy) {
  const findings = [];
  const warnings = [];
  if (f.launchFailure) {
    return {
      exercised: !f.isCase,
      findings: [{ kind: "launch-failed", message: f.launchFailure.message }],
      warnings,
      actions: [],
      rejections: [],
      executions: 0
    };
  }
  findings.push(...f.contractFindings);
  if (f.moreContractFindings) {
    warnings.push({ message: `${f.moreContractFindings} more stdout findings in this run are not listed` });
  }
  if (f.limitHit) {
    findings.push({
      kind: "output-limit",
      message: `${f.limitHit} passed the ${f.captureCap} byte capture cap; the gate stopped reading and killed the server`
    });
  }
  if (f.timedOut)
    findings.push({
      kind: "timeout",
      message: `the run did not finish within ${f.timeoutMs} ms${f.timedOutWhile ? ` (${f.timedOutWhile})` : ""}; the server's process group was killed`
    });
  if (f.blindSpots?.length)
    findings.push({
      kind: "output-limit",
      message: `the run did more than the gate can observe (${f.blindSpots.join("; ")}): an act past that would not be seen, so the run proves nothing`
    });
  const interrupted = !!f.limitHit || f.timedOut;
  if (f.handshake.outcome === "failed" && !interrupted) {
    findings.push({ kind: "handshake-failed", message: `initialize failed: ${f.handshake.detail}` });
  }
  const owners = new Map(runCanaries(f));
  const canaries = [...owners.keys()];
  const calls = furtherCalls(f);
  const attribution = attribute(f.effects, canaries, f.baseline, calls, f.lastedMs);
  const repeat = controlRepeated(f, attribution.byCanary);
  const effectsOf = (canary) => {
    const list2 = attribution.byCanary.get(canary);
    return repeat && canary === f.control?.canary ? list2?.filter((e) => !repeat.includes(e)) : list2;
  };
  const actions = [];
  for (const [canary, effects] of attribution.byCanary) {
    for (const e of effects)
      actions.push({
        source: e.source,
        description: e.description,
        attributedTo: repeat?.includes(e) ? "the control, repeated after the frames" : owners.get(canary) ?? "unknown",
        canary
      });
  }
  for (const e of attribution.startup)
    actions.push({ source: e.source, description: e.description, attributedTo: "start-up baseline" });
  for (const e of attribution.calls)
    actions.push({ source: e.source, description: e.description, attributedTo: "per-call baseline" });
  for (const e of attribution.unattributed)
    actions.push({
      source: e.source,
      description: e.description,
      attributedTo: f.isCase ? "unattributed" : "start-up baseline"
    });
  for (const e of attribution.foreign)
    actions.push({ source: e.source, description: e.description, attributedTo: "another session" });
  const seen = (canary) => canary ? executions(effectsOf(canary)) : 0;
  const firstEffect = (canary) => effectsOf(canary)?.[0]?.description ?? "";
  const observed = (canary) => {
    const landedIn = canary ? attribution.byCanary.get(canary)?.find((e) => e.landedIn)?.landedIn : void 0;
    return landedIn ? { observedIn: landedIn } : {};
  };
  const judgeControl = (call, name) => {
    const n = seen(call.canary);
    if (call.outcome !== "result") {
      findings.push({
        kind: "control-failed",
        message: `${name} (a well-formed probe call, canary ${call.canary}) did not succeed: ${call.outcome}${call.detail ? ` (${call.detail})` : ""}${refusesLoopback(call) ? LOOPBACK_HINT : ""}`
      });
    } else if (n === 0) {
      const lost = f.effects.find((e) => e.source === "recorder" && e.signature !== RECORDER_LINE);
      findings.push({
        kind: "control-not-observed",
        message: lost ? `${name} succeeded but its canary ${call.canary} is not in the action log: ${lost.description} during the run, so what it held is lost` : f.controlsSeenElsewhere ? `${name} succeeded but its canary ${call.canary} never reached the action log, though ${count(f.controlsSeenElsewhere, "other control call")} of this gate did: it acted elsewhere or not at all (a server that keeps a file or state its sessions share can run another session's call in its place), so this run proves nothing` : `${name} succeeded but its canary ${call.canary} never reached the action log: the log is not wired, so an empty log proves nothing`
      });
    } else if (n > 1) {
      findings.push({
        kind: "control-failed",
        message: `${name} executed ${n} times (canary ${call.canary}); a call must act exactly once`,
        ...observed(call.canary)
      });
    }
  };
  if (f.control && !interrupted) judgeControl(f.control, "the positive control");
  if (!f.isCase && f.followUp && !interrupted)
    judgeControl(f.followUp, `the second probe call, after ${f.soakMs ?? 0} ms of an open session,`);
  for (const o of f.orphans) {
    findings.push({
      kind: "orphan-process",
      message: `a process the server started was still alive after the server was gone (pid ${o.pid}: ${o.command}); it would outlive the client in production too, so the gate killed it`
    });
  }
  const notExercised = f.isCase && f.plannedFrames > 0 && !interrupted && f.handshake.outcome !== "failed" && !f.notApplicable ? whyNotExercised(f) : void 0;
  if (f.stdinRead === "unread-tail" && !notExercised)
    warnings.push({
      message: "the server let go of its stdin with bytes of the frames unread, before the gate sent anything after the first rejected frame; the frames are longer than a buffered reader takes at once, so it may have read into them and stopped at a bad byte: counted as exercised"
    });
  if (notExercised) {
    findings.push({
      kind: "case-not-exercised",
      message: `the case was not exercised: ${notExercised}; a frame written into a pipe nobody reads proves nothing`
    });
  }
  const rejections = [];
  const allowed = /* @__PURE__ */ new Map();
  for (const fr of f.frames)
    if (fr.role !== "rejected")
      for (const id of fr.ids) allowed.set(idKey(id), (allowed.get(idKey(id)) ?? 0) + 1);
  const repeatedBy = repeat ? f.frames.find((fr) => fr.role === "rejected" && fr.written) : void 0;
  if (repeat) {
    const where = repeatedBy ? `the rejected frame on stdin line ${repeatedBy.stdinLine} acted: ` : "";
    findings.push({
      kind: "action-leak",
      message: `${where}once the case's frames were sent, the server acted again on the positive control's call, which it had answered and acted on before them (canary ${f.control.canary}: ${repeat[0].description})`
    });
  }
  for (const fr of f.frames) {
    const n = seen(fr.canary);
    if (fr.role === "rejected" && !fr.written && n === 0) continue;
    if (fr.role === "rejected") {
      const accepted = fr.ids.find((id) => (f.successes[idKey(id)] ?? 0) > (allowed.get(idKey(id)) ?? 0));
      if (accepted !== void 0) {
        findings.push({
          kind: "rejected-frame-accepted",
          message: `the rejected frame on stdin line ${fr.stdinLine} was answered with a successful result (id ${describeId(accepted)}): the server took it as a valid request`
        });
      }
      rejections.push({
        frame: fr.index + 1,
        stdinLine: fr.stdinLine,
        reason: fr.reason,
        fingerprint: fr.fingerprint,
        outcome: n > 0 || fr === repeatedBy ? "acted" : "no action"
      });
      if (n > 0) {
        findings.push({
          kind: "action-leak",
          message: `the rejected frame on stdin line ${fr.stdinLine} acted: its canary ${fr.canary} reached the action log (${firstEffect(fr.canary)})`,
          ...observed(fr.canary)
        });
      }
    } else if (fr.role === "valid" && n > 1) {
      findings.push({
        kind: "action-leak",
        message: `the frame on stdin line ${fr.stdinLine} acted ${n} times (canary ${fr.canary})`,
        ...observed(fr.canary)
      });
    }
  }
  if (f.isCase)
    findings.push(
      ...listed(
        attribution.unattributed,
        (e) => `${UNEXPLAINED_ACTION}${e.description}`,
        (n) => `${n} more actions no canary explains and the start-up baseline does not show`
      )
    );
  findings.push(
    ...listed(
      attribution.foreign,
      (e) => {
        const senders = canariesIn(e).map(
          (c) => f.canaryOwners?.get(c) ?? `${c}: no run of this gate sent it`
        );
        return `an action carrying a canary this session never sent (${senders.join("; ")}): the server acted on a call from another session, one it kept or a process that outlived its run: ${e.description}`;
      },
      (n) => `${n} more actions carrying a canary this session never sent`
    )
  );
  const firstRejected = f.frames.find((fr) => fr.role === "rejected");
  if (f.isCase && firstRejected && !interrupted && !notExercised) {
    const where = `the rejected frame on stdin line ${firstRejected.stdinLine}`;
    const followers = [
      ...f.frames.filter((fr) => fr.role === "after-rejection" && fr.canary).map((fr) => ({
        name: `the valid frame on stdin line ${fr.stdinLine}`,
        canary: fr.canary,
        call: void 0
      })),
      ...f.followUp ? [
        {
          name: "the follow-up call",
          canary: f.followUp.canary,
          call: f.followUp
        }
      ] : []
    ];
    for (const follower of followers) {
      const n = seen(follower.canary);
      if (policy === "close") {
        if (n > 0) {
          findings.push({
            kind: "session-policy",
            message: `close: after ${where} ${follower.name} executed (canary ${follower.canary}: ${firstEffect(follower.canary)})`,
            ...observed(follower.canary)
          });
        } else if (follower.call?.outcome === "result") {
          findings.push({
            kind: "session-policy",
            message: `close: after ${where} ${follower.name} was answered with a result; a closed session answers nothing`
          });
        }
      } else if (policy === "open") {
        if (n !== 1) {
          findings.push({
            kind: "session-policy",
            message: n === 0 ? `open: after ${where} ${follower.name} did not execute${follower.call ? ` (${follower.call.outcome}${follower.call.detail ? `: ${follower.call.detail}` : ""})` : ""}` : `open: after ${where} ${follower.name} executed ${n} times`
          });
        }
      } else if (n > 1) {
        findings.push({
          kind: "session-policy",
          message: `after ${where} ${follower.name} executed ${n} times`
        });
      }
    }
    const owed = f.frames.some((fr) => fr.role === "rejected" && fr.endsLine !== false);
    if (policy === "open" && owed && f.errorResponses === 0) {
      findings.push({ kind: "session-policy", message: `open: no error response to ${where}` });
    }
  }
  let executed = repeat ? 1 : 0;
  for (const canary of attribution.byCanary.keys()) executed += executions(effectsOf(canary));
  return {
    exercised: !notExercised && !f.notApplicable,
    findings,
    warnings,
    actions,
    rejections,
    executions: executed
  };
}
var LISTED_ACTIONS, LOOPBACK_WORDS, REFUSAL_WORDS, LOOPBACK_HINT;
var init_verdict = __esm({
  "src/core/verdict.ts"() {
    "use strict";
    init_action_log();
    init_findings();
    init_protocol();
    init_report();
    LISTED_ACTIONS = 10;
    LOOPBACK_WORDS = /127\.0\.0\.1|localhost|loopback|(?:private|internal|local) (?:address|ip|network|host)|\bssrf\b/i;
    REFUSAL_WORDS = /block|refus|forbid|denied|not allowed|disallow|reject|prevent/i;
    LOOPBACK_HINT = "; the server refuses the loopback address: give it the HTTP canary as its proxy (--env HTTP_PROXY={{canaryProxy}} --env HTTPS_PROXY={{canaryProxy}}, and NODE_USE_ENV_PROXY=1 for Node 24) with a probe URL such as http://example.invalid/{{canary}}";
  }
});

// src/core/stderr-clue.ts
function stderrClue(tail, cut = false) {
  const lines = tail.toString("utf8").replace(ESCAPES, "").split(/\r\n|\n|\r/).slice(cut ? 1 : 0).map((l) => l.trim()).filter((l) => l !== "" && !WHERE_ONLY.test(l));
  const line = lines.findLast((l) => ERROR_WORDS.test(l)) ?? lines.at(-1);
  if (line === void 0) return void 0;
  const plain = line.replace(TIMES, "\u2026");
  const chars = [...plain];
  return chars.length > MAX_CLUE ? chars.slice(0, MAX_CLUE - 1).join("") + "\u2026" : plain;
}
var STDERR_TAIL_BYTES, MAX_CLUE, ESCAPES, WHERE_ONLY, ERROR_WORDS, TIMES;
var init_stderr_clue = __esm({
  "src/core/stderr-clue.ts"() {
    "use strict";
    STDERR_TAIL_BYTES = 8 * 1024;
    MAX_CLUE = 200;
    ESCAPES = /\x1b(?:\[[0-9;?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])/g;
    WHERE_ONLY = /^(?:at\s|File\s"|\^+$|~*\^[~^]*$|goroutine\s\d+|\S+\.go:\d+|\d+:\s+0x[0-9a-f]+|Node\.js\sv\d|Traceback\s\(most recent call last\):$|Require stack:$|[-}\])]+$|\{$|note: run with `RUST_BACKTRACE)/;
    ERROR_WORDS = /(?:\w*(?:Error|Exception)\b|\b(?:error|fatal|panic(?:ked)?|cannot|can't|could not|couldn't|not found|no such|denied|refused|failed|invalid|missing|required|unable)\b)/i;
    TIMES = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?|\b\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;
  }
});

// src/report/reproduce.ts
function shellQuote(arg) {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function reproduceCommand(options, finding, invocation2 = ["node", "dist/cli.js"]) {
  const defaults = defaultOptions();
  const args = [...invocation2];
  if (options.probeTool) {
    args.push("--probe-tool", options.probeTool, "--probe-arguments", JSON.stringify(options.probeArguments));
  }
  if (options.onInvalid !== defaults.onInvalid) args.push("--on-invalid", options.onInvalid);
  if (options.protocolVersion !== defaults.protocolVersion)
    args.push("--protocol-version", options.protocolVersion);
  if (options.idleMs !== defaults.idleMs) args.push("--idle-ms", String(options.idleMs));
  if (options.timeoutMs !== defaults.timeoutMs) args.push("--timeout-ms", String(options.timeoutMs));
  if (options.captureCap !== defaults.captureCap) args.push("--capture-cap", String(options.captureCap));
  for (const s of options.userScenarios) {
    if (s.name !== finding.scenario && s.name !== finding.observedIn?.scenario) continue;
    const env = Object.entries(s.env).map(([k, v]) => `${k}=${v}`);
    args.push("--scenario", `${s.name}:${env.join(",")}`);
  }
  const later = finding.observedIn;
  const scenarios = [.../* @__PURE__ */ new Set([finding.scenario, ...later ? [later.scenario] : []])].join(",");
  const cases = [.../* @__PURE__ */ new Set([finding.case, ...later ? [later.case] : []])].filter(
    (c) => c !== CONTROL_CASE
  );
  args.push("--scenarios", scenarios);
  if (cases.length === 0) args.push("--case", "none");
  else args.push("--corpus-scenarios", scenarios, ...cases.flatMap((c) => ["--case", c]));
  if (later) args.push("--concurrency", "1");
  for (const d of options.corpusDirs) args.push("--corpus", d);
  for (const [k, v] of Object.entries(options.env))
    args.push("--env", `${k}=${options.secretEnv.includes(k) ? "***" : v}`);
  for (const s of options.secretEnv) args.push("--secret-env", s);
  if (options.packageFile) args.push("--package", options.packageFile);
  if (options.cwd !== process.cwd()) args.push("--cwd", options.cwd);
  args.push("--", ...options.command);
  return args.map(shellQuote).join(" ");
}
var init_reproduce = __esm({
  "src/report/reproduce.ts"() {
    "use strict";
    init_report();
    init_options();
  }
});

// src/report/safe-text.ts
import { randomBytes as randomBytes2 } from "node:crypto";
function visible(c) {
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  const code = c.charCodeAt(0);
  if (code >= 56448 && code <= 56575) return `\\x${(code - 56320).toString(16)}`;
  return `\\u${code.toString(16).padStart(4, "0")}`;
}
function escapeHidden(text3) {
  return text3.replace(HIDDEN, visible);
}
function oneLine(text3) {
  return escapeHidden(text3).replace(/\n/g, "\\n");
}
function neutralize(text3) {
  return escapeHidden(text3).split("\n").map((line) => /^[ ]*::/.test(line) ? line.replace("::", ":\u200B:") : line).join("\n").replace(/##\[/g, "#\u200B#[");
}
async function withCommandsStopped(write, body) {
  const token = randomBytes2(16).toString("hex");
  write(`::stop-commands::${token}
`);
  try {
    return await body();
  } finally {
    write(`
::${token}::
`);
  }
}
var HIDDEN;
var init_safe_text = __esm({
  "src/report/safe-text.ts"() {
    "use strict";
    HIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]|(?<![\ud800-\udbff])[\udc80-\udcff]/g;
  }
});

// src/report/terminal.ts
function negotiation(report) {
  const chosen = report.gate.negotiatedVersion;
  return chosen && chosen !== report.gate.protocolVersion ? ` (server chose ${oneLine(chosen)})` : "";
}
function trackingNote(report) {
  const tracking = report.gate.processTracking;
  if (tracking === "cgroup") return " \xB7 processes the server started tracked by a cgroup per run";
  if (tracking === "subreaper")
    return ` \xB7 no writable cgroup v2 here: processes the server started found by the ${RUN_MARKER_VAR} they inherit, their process group, and the gate's subreaper, which adopts every one whose parent is gone (one that clears its environment and leaves its session included)`;
  if (tracking === "environment")
    return ` \xB7 no writable cgroup v2 here: processes the server started found by the ${RUN_MARKER_VAR} they inherit and their process group (one that clears its environment and leaves its session is not seen)`;
  if (tracking === "process-group")
    return " \xB7 no cgroup and no /proc here: only the processes the server started in its own process group are found and killed (one that starts its own session is not seen)";
  return "";
}
function renderTerminal(report, first, reproduce, outDir) {
  const lines = [];
  const verdict = report.result === "pass" ? "PASS" : report.result === "error" ? "ERROR" : "FAIL";
  lines.push(
    `mcp-stdio-gate ${verdict}: ${count(report.stats.runs, "run")} (${count(report.stats.cases, "corpus case")}), ${count(report.findings.length, "finding")}, ${(report.stats.wallMs / 1e3).toFixed(1)} s, policy ${report.gate.policy}, profile ${report.gate.profile}, protocol ${report.gate.protocolVersion}${negotiation(report)}`
  );
  lines.push(`  ${proofLine(report)}`);
  const window = windowLine(report);
  if (window) lines.push(`  ${window}`);
  if (report.gate.processTracking && report.gate.processTracking !== "cgroup")
    lines.push(`  ${trackingNote(report).slice(3)}`);
  if (report.shards)
    lines.push(
      `  merged from ${report.shards.length} shards: ${report.shards.map((x) => `${x.shard} (${count(x.runs, "run")}, ${x.result})`).join(", ")}`
    );
  const byKind2 = /* @__PURE__ */ new Map();
  for (const f of report.findings) byKind2.set(f.kind, (byKind2.get(f.kind) ?? 0) + 1);
  if (byKind2.size) {
    lines.push("", "  kind                          findings");
    for (const [kind, n] of [...byKind2].sort((a, b) => severityOf(a[0]) - severityOf(b[0])))
      lines.push(`  ${kind.padEnd(30)}${n}`);
  }
  const groups = groupFindings(report.findings, caseRunsWithRejection(report));
  if (groups.length) {
    lines.push("", "findings:");
    for (const g of groups.slice(0, 10)) {
      const where = firstOf(g.runs, 4);
      lines.push(
        `  [${g.kind}] ${oneLine(g.message)}`,
        `      in ${g.runs.length === 1 && g.findings === 1 ? "" : `${groupSize(g)}: `}${where}`
      );
    }
    if (groups.length > 10) lines.push(`  \u2026 and ${groups.length - 10} more kinds of finding in report.json`);
  }
  if (report.accepted.length)
    lines.push("", `${count(report.accepted.length, "finding")} accepted by the baseline file`);
  if (first) {
    lines.push(
      "",
      `first offending stdout bytes (${first.finding.scenario} \xD7 ${first.finding.case}, line ${first.finding.line}, byte offset ${first.finding.offset}):`,
      `  ${escapeBytes(first.bytes)}`,
      ...hexDump(first.bytes, 8).split("\n").map((l) => `  ${l}`),
      `  launched as: ${first.launchCommand.join(" ")}`
    );
  }
  for (const w of report.warnings) lines.push(`warning: ${oneLine(w)}`);
  if (reproduce) lines.push("", `reproduce: ${reproduce}`);
  lines.push(`report: ${outDir}/report.json`);
  return lines.join("\n") + "\n";
}
var severityOf;
var init_terminal = __esm({
  "src/report/terminal.ts"() {
    "use strict";
    init_bytes();
    init_report();
    init_descendants();
    init_safe_text();
    severityOf = (kind) => {
      const at = SEVERITY.indexOf(kind);
      return at === -1 ? SEVERITY.length : at;
    };
  }
});

// src/report/summary.ts
function html(text3) {
  return text3.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]
  );
}
function text(value) {
  return html(oneLine(value));
}
function statsHtml(report) {
  return `${count(report.stats.runs, "run")}, ${count(report.stats.cases, "corpus case")}, <b>${count(report.findings.length, "finding")}</b>, ${(report.stats.wallMs / 1e3).toFixed(1)} s \xB7 policy <code>${text(report.gate.policy)}</code> \xB7 profile <code>${text(report.gate.profile)}</code> \xB7 protocol <code>${text(report.gate.protocolVersion)}</code>${text(negotiation(report))}` + text(trackingNote(report));
}
function proofHtml(report, proof = (html2) => html2) {
  const window = windowLine(report);
  return `${proof(text(proofLine(report)))}${window ? `<br>${text(window)}` : ""}`;
}
function shardsHtml(shards) {
  return `<p>Merged from ${shards.length} shards: ${shards.map((x) => text(`${x.shard} (${count(x.runs, "run")}, ${x.result})`)).join(" \xB7 ")}</p>`;
}
var LIMIT;
var init_summary = __esm({
  "src/report/summary.ts"() {
    "use strict";
    init_bytes();
    init_report();
    init_reproduce();
    init_safe_text();
    init_terminal();
    LIMIT = 1e3 * 1024;
  }
});

// src/report/html.ts
function offendingBytes(bytes) {
  const marks = new Array(bytes.length).fill(false);
  let any = false;
  for (let i = 0; i < bytes.length; ) {
    const n = utf8SequenceLength(bytes, i);
    if (n === 0) {
      marks[i] = any = true;
      i += 1;
    } else i += n;
  }
  return any ? marks : marks.fill(true);
}
function dump(bytes) {
  const shown = bytes.subarray(0, DUMP_BYTES);
  const marks = offendingBytes(bytes);
  const rows = [];
  for (let at = 0; at < shown.length; at += 16) {
    const hex2 = [];
    const ascii = [];
    for (let i = at; i < at + 16; i++) {
      if (i >= shown.length) {
        hex2.push("  ");
        continue;
      }
      const b = shown[i];
      const h = b.toString(16).padStart(2, "0");
      const a = b >= 32 && b < 127 ? html(String.fromCharCode(b)) : ".";
      hex2.push(marks[i] ? `<mark>${h}</mark>` : h);
      ascii.push(marks[i] ? `<mark>${a}</mark>` : a);
    }
    rows.push(`${at.toString(16).padStart(8, "0")}  ${hex2.join(" ")}  |${ascii.join("")}|`);
  }
  if (bytes.length > shown.length) rows.push(`\u2026 ${bytes.length - shown.length} more bytes in report.json`);
  return `<pre class="dump">${rows.join("\n")}</pre>`;
}
function renderHtml(report) {
  const verdict = report.result === "pass" ? "pass" : "fail";
  const out = [];
  out.push(
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    // No script, no resource from anywhere: the file is read offline, from an artifact.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>mcp-stdio-gate: ${text2(report.result)}</title><style>${STYLE}</style></head><body>`,
    `<h1 id="verdict"><span class="badge ${verdict}">${report.result.toUpperCase()}</span> mcp-stdio-gate</h1>`,
    `<p id="stats">${statsHtml(report)} \xB7 gate ${text2(report.gate.version)}, corpus ${text2(report.gate.corpusVersion)}</p>`,
    `<p id="proof">${proofHtml(report, (proof) => `<b>${proof}</b>`)}</p>`,
    `<p>Launch command: <code>${text2(report.command.map(shellQuote).join(" "))}</code></p>`
  );
  if (report.error) out.push(`<pre id="error">${text2(report.error.split("\n")[0])}</pre>`);
  for (const w of report.warnings) out.push(`<p class="warning">\u26A0\uFE0F ${text2(w)}</p>`);
  const groups = groupFindings(report.findings, caseRunsWithRejection(report));
  out.push(`<h2>Findings</h2>`);
  if (!groups.length) out.push('<p id="no-findings">None.</p>');
  else {
    out.push('<table id="findings"><tr><th>kind</th><th>what</th><th>runs</th></tr>');
    for (const g of groups.slice(0, MAX_GROUPS)) {
      const runs3 = text2(firstOf(g.runs, 8));
      out.push(
        `<tr class="finding"><td class="kind"><code>${text2(g.kind)}</code></td><td>${text2(g.message.slice(0, 2e3))}</td><td class="runs"><b>${text2(groupSize(g))}</b>: ${runs3}</td></tr>`
      );
    }
    out.push("</table>");
    if (groups.length > MAX_GROUPS)
      out.push(`<p>\u2026 and ${groups.length - MAX_GROUPS} more kinds of finding in report.json.</p>`);
    const reproduce = mostSevere(report.findings)?.reproduce;
    if (reproduce) out.push(`<p>Reproduce the most severe:</p><pre id="reproduce">${text2(reproduce)}</pre>`);
  }
  if (report.accepted.length)
    out.push(`<p>${count(report.accepted.length, "finding")} accepted by the baseline (in report.json).</p>`);
  const lines = groups.map((g) => g.first).filter((f) => f.bytesBase64 !== void 0);
  if (lines.length) {
    out.push("<h2>First offending stdout line of each finding</h2>");
    for (const f of lines.slice(0, MAX_DUMPS)) {
      const bytes = Buffer.from(f.bytesBase64, "base64");
      out.push(
        `<h3 class="dump-title"><code>${text2(f.kind)}</code> in ${text2(runKey(f.scenario, f.case))}, stdout line ${f.line ?? "?"}, byte offset ${f.offset ?? "?"}</h3>`,
        dump(bytes)
      );
    }
    if (lines.length > MAX_DUMPS)
      out.push(`<p>${lines.length - MAX_DUMPS} more offending lines in report.json.</p>`);
  }
  const scenarios = [...new Set(report.runs.map((r) => r.scenario))];
  const cases = [...new Set(report.runs.map((r) => r.case))];
  const runs2 = new Map(report.runs.map((r) => [runKey(r.scenario, r.case), r]));
  const kinds = /* @__PURE__ */ new Map();
  for (const f of report.findings) {
    const k = runKey(f.scenario, f.case);
    kinds.set(k, (kinds.get(k) ?? /* @__PURE__ */ new Set()).add(f.kind));
  }
  out.push("<h2>Scenario \xD7 case</h2>", '<table id="grid"><tr><th>case</th>');
  out.push(...scenarios.map((s) => `<th>${text2(s)}</th>`), "</tr>");
  for (const c of cases) {
    const cells = scenarios.map((s) => {
      const r = runs2.get(runKey(s, c));
      if (!r) return '<td class="v-none">\xB7</td>';
      const found2 = [...kinds.get(runKey(s, c)) ?? []].join(", ");
      const label = r.notApplicable ? "n/a" : r.verdict === "pass" ? "pass" : r.verdict === "accepted" ? "accepted" : found2 || "fail";
      return `<td class="v-${r.notApplicable ? "na" : r.verdict}">${text2(label)}</td>`;
    });
    out.push(`<tr><td><code>${text2(c)}</code></td>${cells.join("")}</tr>`);
  }
  out.push("</table>");
  if (report.shards) out.push(shardsHtml(report.shards));
  out.push("</body></html>");
  return out.join("\n") + "\n";
}
var text2, DUMP_BYTES, MAX_DUMPS, MAX_GROUPS, STYLE;
var init_html = __esm({
  "src/report/html.ts"() {
    "use strict";
    init_bytes();
    init_report();
    init_reproduce();
    init_safe_text();
    init_summary();
    text2 = (value) => html(oneLine(value));
    DUMP_BYTES = 1024;
    MAX_DUMPS = 50;
    MAX_GROUPS = 500;
    STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;max-width:1200px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:17px;margin:28px 0 8px}
.badge{color:#fff;border-radius:4px;padding:1px 8px}.badge.pass{background:#1a7f37}.badge.fail{background:#cf222e}
.runs{font-size:12px;color:#57606a}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}code,pre{font:12px/1.4 ui-monospace,monospace}
pre{background:#f6f8fa;padding:8px;overflow-x:auto}
td.v-pass{background:#dafbe1}td.v-fail{background:#ffebe9}td.v-accepted,td.v-na{background:#eaeef2}td.v-none{color:#8c959f}
.dump mark{background:#ffb3ad;color:#000}.kind{white-space:nowrap}`;
  }
});

// src/report/junit.ts
function xml(text3) {
  return text3.replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd]/gu, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
function renderJUnit(report) {
  const failures = report.runs.filter((r) => r.verdict === "fail").length;
  const seconds = (report.stats.wallMs / 1e3).toFixed(3);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-stdio-gate" tests="${report.runs.length}" failures="${failures}" time="${seconds}">`,
    `  <testsuite name="mcp-stdio-gate" tests="${report.runs.length}" failures="${failures}" time="${seconds}">`
  ];
  for (const run of report.runs) {
    const name = xml(`${run.scenario} \xD7 ${run.case}`);
    const time = (run.durationMs / 1e3).toFixed(3);
    const findings = [...report.findings, ...report.accepted].filter(
      (f) => f.scenario === run.scenario && f.case === run.case
    );
    if (run.verdict === "pass") {
      out.push(`    <testcase classname="${xml(run.scenario)}" name="${name}" time="${time}"/>`);
    } else if (run.verdict === "accepted") {
      out.push(
        `    <testcase classname="${xml(run.scenario)}" name="${name}" time="${time}"><skipped message="accepted by the baseline file"/></testcase>`
      );
    } else {
      const body = findings.map((f) => `${f.kind}: ${f.message}`).join("\n");
      out.push(`    <testcase classname="${xml(run.scenario)}" name="${name}" time="${time}">`);
      out.push(
        `      <failure type="${xml(findings[0]?.kind ?? "fail")}" message="${xml(findings[0]?.message ?? "")}">${xml(body)}</failure>`
      );
      out.push("    </testcase>");
    }
  }
  out.push("  </testsuite>", "</testsuites>", "");
  return out.join("\n");
}
var init_junit = __esm({
  "src/report/junit.ts"() {
    "use strict";
  }
});

// src/run/read-range.ts
import {
  closeSync as closeSync3,
  constants as constants4,
  existsSync as existsSync3,
  fstatSync,
  lstatSync as lstatSync2,
  openSync as openSync3,
  readlinkSync as readlinkSync2,
  readSync as readSync2
} from "node:fs";
import path7 from "node:path";
function openDirectory(dir) {
  const fd = openSync3(fsPath(dir), constants4.O_RDONLY | constants4.O_DIRECTORY | constants4.O_NOFOLLOW);
  return { fd, base: FD_PATHS ? path7.join(FD_PATHS, String(fd)) : dir };
}
function openRegular(file, expected) {
  const fd = openSync3(fsPath(file), constants4.O_RDONLY | constants4.O_NOFOLLOW | constants4.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`not a regular file: ${file}`);
    if (expected && (st.ino !== expected.ino || st.dev !== expected.dev))
      throw new Error(`replaced while it was read: ${file}`);
    return { fd, st };
  } catch (error) {
    closeSync3(fd);
    throw error;
  }
}
function readRange(file, offset, length) {
  const { fd, st } = openRegular(file);
  try {
    const buf = Buffer.alloc(Math.max(0, Math.min(length, st.size - offset)));
    return buf.subarray(0, readSync2(fd, buf, 0, buf.length, offset));
  } finally {
    closeSync3(fd);
  }
}
function fileSize(file) {
  try {
    const st = lstatSync2(fsPath(file));
    return st.isFile() ? st.size : 0;
  } catch {
    return 0;
  }
}
function entryKind(st) {
  if (st.isFile()) return "a regular file";
  if (st.isDirectory()) return "a directory";
  if (st.isSymbolicLink()) return "a symbolic link";
  if (st.isFIFO()) return "a FIFO";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  return "an entry of another kind";
}
function replacementOf(file, st) {
  if (!st.isSymbolicLink()) return entryKind(st);
  let target = "?";
  try {
    target = readlinkSync2(fsPath(file)).slice(0, 200);
  } catch {
  }
  return `a symbolic link to ${target}`;
}
var FD_PATHS;
var init_read_range = __esm({
  "src/run/read-range.ts"() {
    "use strict";
    init_fs_names();
    FD_PATHS = existsSync3("/proc/self/fd") ? "/proc/self/fd" : void 0;
  }
});

// src/report/files.ts
import {
  closeSync as closeSync4,
  copyFileSync,
  existsSync as existsSync4,
  lstatSync as lstatSync3,
  mkdirSync as mkdirSync3,
  statSync as statSync3,
  openSync as openSync4,
  rmSync as rmSync2,
  writeFileSync as writeFileSync3,
  writeSync
} from "node:fs";
import path8 from "node:path";
function safe(name) {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}
function firstBadBytes(result) {
  for (const finding of result.report.findings) {
    if (finding.offset === void 0 || finding.length === void 0) continue;
    const run = result.runs.find((r) => r.plan.scenario === finding.scenario && r.caseId === finding.case);
    if (!run?.transcript) continue;
    const stdout = path8.join(run.transcript.dir, TRANSCRIPT_FILES.stdout);
    const bytes = run.transcript.replaced?.includes(stdout) ? Buffer.from(finding.bytesBase64 ?? "", "base64") : readRange(path8.join(result.outDir, stdout), finding.offset, finding.length);
    return { finding, bytes, launchCommand: run.launchCommand, cwd: run.cwd };
  }
  return void 0;
}
function makeDirectory(dir, flag) {
  const missing = [];
  for (let d = path8.resolve(dir); !existsSync4(d); d = path8.dirname(d)) {
    missing.unshift(d);
    if (d === path8.dirname(d)) break;
  }
  try {
    for (const d of missing) mkdirSync3(d);
    if (!statSync3(dir).isDirectory()) throw new Error("not a directory");
  } catch (error) {
    if (error.code === "EEXIST" && statSync3(dir, { throwIfNoEntry: false })?.isDirectory())
      return;
    throw new ConfigurationError(`--${flag}: cannot make the directory ${dir}: ${error.message}`);
  }
}
function writeMergedFiles(report, outDir) {
  makeDirectory(outDir, "out");
  const files = [
    ["report.json", JSON.stringify(report, null, 2) + "\n"],
    ["junit.xml", renderJUnit(report)],
    ["report.html", renderHtml(report)]
  ];
  return files.map(([name, content]) => {
    writeFileSync3(path8.join(outDir, name), content);
    return path8.join(outDir, name);
  });
}
function sealOf(file) {
  try {
    const st = lstatSync3(file, { bigint: true });
    return st.isFile() ? { ino: st.ino, size: st.size, ctimeNs: st.ctimeNs } : void 0;
  } catch {
    return void 0;
  }
}
function replaceChanged(root, files) {
  for (const rel of files) {
    const fd = createOwn(path8.join(root, rel));
    try {
      writeSync(fd, CHANGED_NOTE);
    } finally {
      closeSync4(fd);
    }
  }
}
function clearGateFiles(root) {
  for (const own of ["transcripts", "first-bad-bytes", "stderr", "report.json", "junit.xml", "report.html"]) {
    rmSync2(path8.join(root, own), { recursive: true, force: true });
  }
}
function createOwn(file) {
  rmSync2(file, { recursive: true, force: true });
  return openSync4(file, "wx", 420);
}
function writeGateFiles(result, options, redact, invocation2) {
  const root = options.outDir;
  const files = { root, report: [], firstBadBytes: [], stderr: [] };
  const put = (group, rel, content) => {
    const full = path8.join(root, rel);
    mkdirSync3(path8.dirname(full), { recursive: true });
    writeFileSync3(full, typeof content === "string" ? redact.text(content) : redact.bytes(content));
    files[group].push(full);
  };
  const report = {
    ...result.report,
    findings: result.report.findings.map((f) => ({
      ...f,
      reproduce: redact.text(reproduceCommand(options, f, invocation2))
    }))
  };
  const failing = new Set(
    report.runs.filter((r) => r.verdict !== "pass").map((r) => `${r.scenario}/${r.case}`)
  );
  for (const run of result.runs) {
    if (!run.transcript) continue;
    files.report.push(...run.transcript.files);
    if (failing.has(`${run.plan.scenario}/${run.caseId}`)) {
      const target = path8.join(root, `stderr/${safe(run.plan.scenario)}--${safe(run.caseId)}.txt`);
      mkdirSync3(path8.dirname(target), { recursive: true });
      copyFileSync(path8.join(root, run.transcript.dir, "stderr.txt"), target);
      files.stderr.push(target);
    }
  }
  put("report", "report.json", JSON.stringify(report, null, 2) + "\n");
  put("report", "junit.xml", renderJUnit(report));
  put("report", "report.html", renderHtml(report));
  const first = firstBadBytes(result);
  if (first) {
    const bytes = first.bytes;
    put("firstBadBytes", "first-bad-bytes/first-bad-bytes.bin", bytes);
    put("firstBadBytes", "first-bad-bytes/first-bad-bytes.hex.txt", hexDump(bytes, 4096) + "\n");
    put(
      "firstBadBytes",
      "first-bad-bytes/first-bad-bytes.json",
      JSON.stringify(
        {
          kind: first.finding.kind,
          message: first.finding.message,
          scenario: first.finding.scenario,
          case: first.finding.case,
          line: first.finding.line,
          offset: first.finding.offset,
          length: first.finding.length,
          escaped: escapeBytes(bytes, 4096),
          launchCommand: first.launchCommand,
          cwd: first.cwd,
          reproduce: reproduceCommand(options, first.finding, invocation2)
        },
        null,
        2
      ) + "\n"
    );
  }
  return files;
}
var CHANGED_NOTE, TRANSCRIPT_FILES, TranscriptWriter;
var init_files = __esm({
  "src/report/files.ts"() {
    "use strict";
    init_bytes();
    init_stderr_clue();
    init_errors();
    init_html();
    init_junit();
    init_read_range();
    init_reproduce();
    CHANGED_NOTE = "mcp-stdio-gate: another process changed this file after the gate wrote it (the server of this run or of a later one); what the gate wrote is not published\n";
    TRANSCRIPT_FILES = {
      stdin: "stdin.bin",
      stdout: "stdout.bin",
      stderr: "stderr.txt"
    };
    TranscriptWriter = class {
      constructor(root, scenario, caseId, redact) {
        this.root = root;
        this.redact = redact;
        this.dir = `transcripts/${safe(scenario)}/${safe(caseId)}`;
        mkdirSync3(path8.join(root, this.dir), { recursive: true });
        for (const stream of Object.keys(TRANSCRIPT_FILES)) {
          const full = path8.join(root, this.dir, TRANSCRIPT_FILES[stream]);
          this.fds.set(stream, createOwn(full));
          this.redactors.set(stream, redact.stream());
          this.files.push(full);
          this.paths.set(stream, full);
          this.sizes.set(full, 0);
        }
      }
      root;
      redact;
      dir;
      files = [];
      fds = /* @__PURE__ */ new Map();
      redactors = /* @__PURE__ */ new Map();
      paths = /* @__PURE__ */ new Map();
      /** Bytes the gate wrote to each file. */
      sizes = /* @__PURE__ */ new Map();
      /** Each file once closed; undefined when it was no longer what the gate wrote by then. */
      seals = /* @__PURE__ */ new Map();
      /** The last STDERR_TAIL_BYTES of stderr as written (redacted), and whether more came before. */
      stderrEnd = Buffer.alloc(0);
      stderrCut = false;
      put(stream, bytes) {
        const fd = this.fds.get(stream);
        if (fd === void 0) return;
        const file = this.paths.get(stream);
        this.sizes.set(file, this.sizes.get(file) + writeSync(fd, bytes));
        if (stream === "stderr" && bytes.length > 0) {
          const end = Buffer.concat([this.stderrEnd, bytes]);
          this.stderrCut ||= end.length > STDERR_TAIL_BYTES;
          this.stderrEnd = Buffer.from(end.subarray(-STDERR_TAIL_BYTES));
        }
      }
      /**
       * The line of the stderr most likely to say why the server ended (`stderrClue`), once the files
       * are closed; what it was taken from is let go then.
       */
      stderrHint;
      write(stream, bytes) {
        if (this.fds.has(stream)) this.put(stream, this.redactors.get(stream).push(bytes));
      }
      /** Flushes what the redactors held back and closes the files; then the launch facts. */
      close(launch) {
        for (const [stream, fd2] of this.fds) {
          this.put(stream, this.redactors.get(stream).end());
          closeSync4(fd2);
        }
        this.fds.clear();
        this.stderrHint = stderrClue(this.stderrEnd, this.stderrCut);
        this.stderrEnd = Buffer.alloc(0);
        const full = path8.join(this.root, this.dir, "launch.json");
        const text3 = Buffer.from(this.redact.text(JSON.stringify(launch, null, 2) + "\n"));
        const fd = createOwn(full);
        try {
          this.sizes.set(full, writeSync(fd, text3));
        } finally {
          closeSync4(fd);
        }
        this.files.push(full);
        for (const file of this.files) {
          const seal = sealOf(file);
          this.seals.set(file, seal?.size === BigInt(this.sizes.get(file)) ? seal : void 0);
        }
      }
      /**
       * The files (relative to the report root) that are no longer as the gate left them: written,
       * replaced or removed by another process (the server of this run while it ran, or of a later one).
       * A server that wrote over its own stdout while its run went on kept its size, and the gate's later
       * writes moved its change time, but not the bytes the gate remembers: stdout is also compared,
       * where each of `stdoutFindings` points, with that finding's evidence (the line's first bytes, kept
       * in memory, masked as the line was, whole, before it was cut).
       */
      changed(stdoutFindings) {
        const stdout = this.paths.get("stdout");
        const asSeen = stdoutFindings.every((f) => {
          if (f.offset === void 0 || f.bytesBase64 === void 0) return true;
          const seen = this.redact.bytes(Buffer.from(f.bytesBase64, "base64"));
          try {
            return readRange(stdout, f.offset, seen.length).equals(seen);
          } catch {
            return false;
          }
        });
        return [...this.seals].filter(([file, then]) => {
          if (file === stdout && !asSeen) return true;
          const now = sealOf(file);
          return !then || !now || now.ino !== then.ino || now.size !== then.size || now.ctimeNs !== then.ctimeNs;
        }).map(([file]) => path8.relative(this.root, file));
      }
      /** Closes and removes the files: the run never started. */
      discard() {
        this.abandon();
        rmSync2(path8.join(this.root, this.dir), { recursive: true, force: true });
      }
      /** Closes without the launch facts (the run failed inside the gate). */
      abandon() {
        for (const fd of this.fds.values()) closeSync4(fd);
        this.fds.clear();
      }
    };
  }
});

// src/run/activity.ts
import { closeSync as closeSync5, fstatSync as fstatSync2, openSync as openSync5, readSync as readSync3 } from "node:fs";
var RECORDER_WINDOW, Activity;
var init_activity = __esm({
  "src/run/activity.ts"() {
    "use strict";
    RECORDER_WINDOW = 256 * 1024;
    Activity = class {
      /**
       * `anyEvent`: any event is taken for the control's act, not only one carrying its canary (where
       * the gate saw a control's canary only once decoded, or somewhere no event names it).
       */
      constructor(canary, recorder, anyEvent) {
        this.canary = canary;
        this.recorder = recorder;
        this.anyEvent = anyEvent;
      }
      canary;
      recorder;
      anyEvent;
      /** `performance.now()` of the last event, and of the last one that carried the canary. */
      lastAny = -Infinity;
      lastCarrying = -Infinity;
      waiters = [];
      /**
       * The last bytes of each connection seen so far, and of the action log read so far, as latin1 text
       * (a canary split across two reads; text, not a Buffer: nothing of a run pins the C heap, where the
       * gate's large buffers come and go).
       */
      tails = /* @__PURE__ */ new WeakMap();
      recorderRead = 0;
      recorderTail = "";
      /** Whether something carrying the canary was seen, whenever. */
      get carried() {
        return this.lastCarrying > -Infinity;
      }
      /** Where the sources could not be watched as they went: `since` is then always true (no wait). */
      blind() {
        this.lastAny = this.lastCarrying = Infinity;
        this.wake(true);
      }
      /** A connection to a canary listener. */
      connection() {
        this.event(false);
      }
      /** Bytes on a connection (`conn` tells its reads apart). */
      data(conn, chunk) {
        if (this.carried) return this.event(false);
        const { found: found2, tail } = this.search(this.tails.get(conn) ?? "", chunk);
        this.tails.set(conn, tail);
        this.event(found2);
      }
      /** An event in the sandbox, of the entry named `name` where the kernel said. */
      sandbox(name) {
        this.event(!!name && name.includes(this.canary));
      }
      /** The action log was written: whether its new bytes hold the canary. */
      recorderWritten() {
        if (this.carried || !this.recorder) return this.event(false);
        let fd;
        let found2 = false;
        try {
          fd = openSync5(this.recorder, "r");
          const size = fstatSync2(fd).size;
          if (size < this.recorderRead) this.recorderRead = 0;
          const from = Math.max(this.recorderRead, size - RECORDER_WINDOW);
          if (from > this.recorderRead) this.recorderTail = "";
          const bytes = Buffer.allocUnsafeSlow(size - from);
          const n = readSync3(fd, bytes, 0, bytes.length, from);
          ({ found: found2, tail: this.recorderTail } = this.search(this.recorderTail, bytes.subarray(0, n)));
          this.recorderRead = from + n;
        } catch {
        } finally {
          if (fd !== void 0) closeSync5(fd);
        }
        this.event(found2);
      }
      /** Whether `tail` (the end of what came before) and `bytes` hold the canary, and the new tail. */
      search(tail, bytes) {
        const keep = this.canary.length - 1;
        const found2 = bytes.includes(this.canary) || tail !== "" && (tail + bytes.toString("latin1", 0, keep)).includes(this.canary);
        const end = bytes.toString("latin1", Math.max(0, bytes.length - keep));
        return { found: found2, tail: (tail + end).slice(-keep) };
      }
      /** Whether the control's act (by `anyEvent`, any event) came at or after `at` (`performance.now()`). */
      since(at) {
        return (this.anyEvent ? this.lastAny : this.lastCarrying) >= at;
      }
      /** Resolves at the next event that `since` counts, or once `ms` went by with none: whether one came. */
      next(ms) {
        return new Promise((resolve) => {
          const done = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(() => {
            this.waiters = this.waiters.filter((w) => w !== done);
            resolve(false);
          }, ms);
          this.waiters.push(done);
        });
      }
      event(carrying) {
        if (this.lastAny === Infinity) return;
        const now = performance.now();
        this.lastAny = now;
        if (carrying) this.lastCarrying = now;
        this.wake(carrying);
      }
      /** Ends the waits: at an event `since` counts (one carrying the canary, or any by `anyEvent`). */
      wake(carrying) {
        if (carrying || this.anyEvent) for (const done of this.waiters.splice(0)) done();
      }
    };
  }
});

// src/run/runner-files.ts
import { closeSync as closeSync6, constants as constants5, lstatSync as lstatSync4, rmSync as rmSync3, writeSync as writeSync2, openSync as openSync6 } from "node:fs";
import path9 from "node:path";
function isRunnerFileVar(name) {
  return RUNNER_FILE.test(name);
}
function changedAt(dir) {
  try {
    return lstatSync4(dir).mtimeMs;
  } catch {
    return Date.now();
  }
}
var RUNNER_FILE_VARS, RUNNER_FILE, KEPT_BYTES, RunnerFiles;
var init_runner_files = __esm({
  "src/run/runner-files.ts"() {
    "use strict";
    init_read_range();
    RUNNER_FILE_VARS = [
      "GITHUB_ENV",
      "GITHUB_PATH",
      "GITHUB_OUTPUT",
      "GITHUB_STATE",
      "GITHUB_STEP_SUMMARY"
    ];
    RUNNER_FILE = new RegExp(`^(?:${RUNNER_FILE_VARS.join("|")})$`);
    KEPT_BYTES = 4 * 1024 * 1024;
    RunnerFiles = class _RunnerFiles {
      constructor(kept) {
        this.kept = kept;
      }
      kept;
      /** Each runner file that exists, as it is now. */
      static read(env = process.env) {
        const kept = [];
        for (const name of RUNNER_FILE_VARS) {
          const file = env[name];
          if (!file) continue;
          try {
            const size = lstatSync4(file).size;
            const content = size <= KEPT_BYTES ? readRange(file, 0, KEPT_BYTES) : void 0;
            kept.push({ name, file, existed: true, size, content });
          } catch {
            kept.push({ name, file, existed: false, size: 0, content: Buffer.alloc(0) });
          }
        }
        return new _RunnerFiles(kept);
      }
      /**
       * Puts back every file a process changed since `read`; says which, and what was added. A file
       * removed, or replaced by a link, a FIFO or a directory, is made again as it was: nothing is read
       * or written through a link, nothing waits on a FIFO, and at most a little more than was kept is
       * read.
       */
      restore() {
        const changes = [];
        for (const k of this.kept) {
          let stat;
          try {
            stat = lstatSync4(k.file);
          } catch {
            stat = void 0;
          }
          if (!stat) {
            if (!k.existed) continue;
            this.putBack(k);
            changes.push({
              name: k.name,
              file: k.file,
              writtenAt: changedAt(path9.dirname(k.file)),
              added: "it was removed"
            });
            continue;
          }
          if (!stat.isFile()) {
            const what = replacementOf(k.file, stat);
            rmSync3(k.file, { recursive: true, force: true });
            if (k.existed) this.putBack(k);
            changes.push({
              name: k.name,
              file: k.file,
              writtenAt: stat.mtimeMs,
              added: `it was replaced by ${what}`
            });
            continue;
          }
          if (k.content === void 0 && stat.size === k.size) continue;
          const before = k.content ?? readRange(k.file, 0, k.size);
          const now = readRange(k.file, 0, before.length + 200);
          if (stat.size === before.length && now.equals(before)) continue;
          const added = stat.size > before.length && now.subarray(0, before.length).equals(before);
          this.putBack(k, before);
          changes.push({
            name: k.name,
            file: k.file,
            writtenAt: stat.mtimeMs,
            added: added ? now.subarray(before.length, before.length + 200).toString("utf8") : `its ${before.length} bytes were rewritten (now ${stat.size})`
          });
        }
        return changes;
      }
      /** Writes `k` back as it was, never through a link: the file at its path or a new one. */
      putBack(k, content = k.content ?? Buffer.alloc(0)) {
        const fd = openSync6(
          k.file,
          constants5.O_WRONLY | constants5.O_CREAT | constants5.O_TRUNC | constants5.O_NOFOLLOW | constants5.O_NONBLOCK,
          420
        );
        try {
          writeSync2(fd, content);
        } finally {
          closeSync6(fd);
        }
      }
    };
  }
});

// src/run/environment.ts
function isRunnerCredential(name) {
  return RUNNER_CREDENTIAL.test(name);
}
function serverEnvironment(base, ...layers) {
  const env = {};
  for (const [k, v] of Object.entries(base))
    if (v !== void 0 && !isRunnerCredential(k) && !isRunnerFileVar(k)) env[k] = v;
  for (const layer of layers) Object.assign(env, layer);
  return env;
}
function secretValues(names, userEnv, base) {
  const values = /* @__PURE__ */ new Set();
  for (const name of names) {
    const v = userEnv[name] ?? base[name];
    if (v && v.length >= 3) values.add(v);
  }
  return [...values].sort((a, b) => b.length - a.length);
}
var RUNNER_CREDENTIAL;
var init_environment = __esm({
  "src/run/environment.ts"() {
    "use strict";
    init_runner_files();
    RUNNER_CREDENTIAL = /^(?:ACTIONS_RUNTIME_TOKEN|ACTIONS_RUNTIME_URL|ACTIONS_RESULTS_URL|ACTIONS_CACHE_URL|ACTIONS_ID_TOKEN_REQUEST_(?:URL|TOKEN)|GITHUB_TOKEN|GH_TOKEN|INPUT_.*|RUNNER_TOKEN|NODE_AUTH_TOKEN|NPM_TOKEN)$/s;
  }
});

// src/core/canary-forms.ts
import {
  brotliDecompressSync,
  constants as constants6,
  gunzipSync,
  inflateRawSync,
  inflateSync
} from "node:zlib";
function base64Form(pad) {
  const encoded = Buffer.concat([Buffer.alloc(pad), Buffer.from(CANARY_PREFIX)]).toString("base64");
  const lead = Math.ceil(pad * 8 / 6);
  const middle = encoded.slice(lead, Math.floor((pad + CANARY_PREFIX.length) * 8 / 6));
  const span = Math.ceil((pad + CANARY_LENGTH) * 8 / 6);
  return {
    needle: Buffer.from(middle, "latin1"),
    around: (bytes, at) => {
      const start = at - lead;
      const end = start + span;
      return {
        start,
        end,
        // Node decodes both alphabets; a character outside them shifts what follows, and the
        // canary check fails.
        decode: () => Buffer.from(latin1(bytes, start, end), "base64").toString("latin1", pad, pad + CANARY_LENGTH)
      };
    }
  };
}
function hexForm(upper) {
  const hex2 = Buffer.from(CANARY_PREFIX).toString("hex");
  return {
    needle: Buffer.from(upper ? hex2.toUpperCase() : hex2, "latin1"),
    around: (bytes, at) => ({
      start: at,
      end: at + 2 * CANARY_LENGTH,
      decode: () => Buffer.from(latin1(bytes, at, at + 2 * CANARY_LENGTH), "hex").toString("latin1")
    })
  };
}
function countCanaries(bytes, found2, from = 0) {
  for (const form of FORMS)
    for (let i = bytes.indexOf(form.needle); i !== -1; i = bytes.indexOf(form.needle, i + 1)) {
      const { start, end, decode } = form.around(bytes, i);
      if (start < 0 || end <= from) continue;
      if (end > bytes.length) break;
      const canary = decode();
      if (WHOLE_CANARY.test(canary)) found2.set(canary, (found2.get(canary) ?? 0) + 1);
    }
}
function sniffCompression(bytes) {
  if (bytes.length >= 3 && bytes[0] === 31 && bytes[1] === 139 && bytes[2] === 8) return "gzip";
  if (bytes.subarray(0, 4).equals(ZIP_MEMBER)) return "zip";
  if (bytes.length >= 2 && (bytes[0] & 15) === 8 && bytes[0] >> 4 <= 7 && (bytes[0] << 8 | bytes[1]) % 31 === 0)
    return "deflate";
  return void 0;
}
function decompress(bytes, kind, cap) {
  const run = (input) => {
    if (kind === "br")
      return brotliDecompressSync(input, {
        maxOutputLength: cap,
        finishFlush: constants6.BROTLI_OPERATION_FLUSH
      });
    const options = { maxOutputLength: cap, finishFlush: constants6.Z_SYNC_FLUSH };
    if (kind === "gzip") return gunzipSync(input, options);
    try {
      return inflateSync(input, options);
    } catch (error) {
      if (error.code === "ERR_BUFFER_TOO_LARGE") throw error;
      return inflateRawSync(input, options);
    }
  };
  if (kind === "zip") return zipContent(bytes, cap);
  let cut = false;
  for (let n = bytes.length; n > 0; n = Math.floor(n / SHRINK)) {
    try {
      const content = run(bytes.subarray(0, n));
      return { content, cut: cut || n < bytes.length && content.length > 0 };
    } catch (error) {
      if (error.code === "ERR_BUFFER_TOO_LARGE") cut = true;
    }
  }
  return cut ? { content: Buffer.alloc(0), cut } : void 0;
}
function zipContent(bytes, cap) {
  const parts = [];
  let left = cap;
  let cut = false;
  let members = 0;
  for (let at = bytes.indexOf(ZIP_MEMBER); at !== -1 && at + 30 <= bytes.length; ) {
    if (++members > ZIP_MEMBERS || left <= 0) {
      cut = true;
      break;
    }
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const end = size > 0 ? Math.min(bytes.length, start + size) : bytes.length;
    if (method === 8 && start < bytes.length) {
      const member = decompress(bytes.subarray(start, end), "deflate", left);
      if (member) {
        parts.push(member.content);
        left -= member.content.length;
        cut ||= member.cut;
      }
    }
    at = bytes.indexOf(ZIP_MEMBER, size > 0 ? end : at + 4);
  }
  return parts.length || cut ? { content: Buffer.concat(parts), cut } : void 0;
}
function requestBodies(data) {
  const out = [];
  let at = 0;
  while (out.length < REQUESTS_PER_CONNECTION) {
    const headEnd = data.indexOf("\r\n\r\n", at);
    if (headEnd === -1) break;
    const head = latin1(data, at, headEnd);
    const header = (name) => HEADERS[name].exec(head)?.[1];
    let bodyStart = headEnd + 4;
    let body;
    if (/chunked/i.test(header("transfer-encoding") ?? "")) {
      const chunks = [];
      for (; ; ) {
        const lineEnd = data.indexOf("\r\n", bodyStart);
        if (lineEnd === -1) {
          bodyStart = data.length;
          break;
        }
        const size = Number.parseInt(latin1(data, bodyStart, lineEnd), 16);
        if (!(size > 0)) {
          const end = size === 0 ? data.indexOf("\r\n\r\n", lineEnd) : -1;
          bodyStart = end === -1 ? data.length : end + 4;
          break;
        }
        chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        bodyStart = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(header("content-length") ?? 0);
      const end = Math.min(
        data.length,
        bodyStart + (Number.isSafeInteger(length) && length > 0 ? length : 0)
      );
      body = data.subarray(bodyStart, end);
      bodyStart = end;
    }
    const named = (header("content-encoding") ?? "").split(",").map((e) => e.trim().toLowerCase()).filter((e) => e !== "" && e !== "identity");
    const encodings = named.map((e) => e === "x-gzip" ? "gzip" : e);
    const known = encodings.filter(
      (e) => e === "gzip" || e === "deflate" || e === "br"
    );
    out.push({ start: at, body, encodings: known, unknown: known.length < encodings.length });
    at = bodyStart;
    if (at >= data.length) break;
  }
  return out;
}
function decodedContent(bytes, cap, encodings = []) {
  const layers = encodings.length ? [...encodings].reverse() : [sniffCompression(bytes)];
  let content = bytes;
  let cut = false;
  for (const kind of layers) {
    if (!kind) return void 0;
    const decoded = decompress(content, kind, cap);
    if (!decoded) return void 0;
    ({ content } = decoded);
    cut ||= decoded.cut;
  }
  return { content, cut };
}
var CANARY_LENGTH, WHOLE_CANARY, latin1, FORMS, LONGEST_FORM, ZIP_MEMBER, SHRINK, ZIP_MEMBERS, HEADERS, REQUESTS_PER_CONNECTION;
var init_canary_forms = __esm({
  "src/core/canary-forms.ts"() {
    "use strict";
    init_action_log();
    CANARY_LENGTH = CANARY_PREFIX.length + 16;
    WHOLE_CANARY = new RegExp(`^(?:${CANARY_PATTERN.source})$`);
    latin1 = (bytes, start, end) => bytes.toString("latin1", start, end);
    FORMS = [
      {
        needle: Buffer.from(CANARY_PREFIX, "latin1"),
        around: (bytes, at) => ({
          start: at,
          end: at + CANARY_LENGTH,
          decode: () => latin1(bytes, at, at + CANARY_LENGTH)
        })
      },
      hexForm(false),
      hexForm(true),
      base64Form(0),
      base64Form(1),
      base64Form(2)
    ];
    LONGEST_FORM = Math.max(
      ...FORMS.map((f) => {
        const { start, end } = f.around(Buffer.alloc(0), 0);
        return end - start;
      })
    );
    ZIP_MEMBER = Buffer.from([80, 75, 3, 4]);
    SHRINK = 8;
    ZIP_MEMBERS = 256;
    HEADERS = {
      "transfer-encoding": /\r\ntransfer-encoding:[ \t]*([^\r]*)/i,
      "content-length": /\r\ncontent-length:[ \t]*([^\r]*)/i,
      "content-encoding": /\r\ncontent-encoding:[ \t]*([^\r]*)/i
    };
    REQUESTS_PER_CONNECTION = 64;
  }
});

// src/run/effects.ts
import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { closeSync as closeSync7, constants as constants7, lstatSync as lstatSync5, mkdirSync as mkdirSync4, readlinkSync as readlinkSync3, readSync as readSync4 } from "node:fs";
import path10 from "node:path";
function carried(head, bytes, from = 0, contents = []) {
  const found2 = /* @__PURE__ */ new Map();
  countCanaries(bytes, found2, from);
  for (const content of contents) countCanaries(content, found2);
  return headAndCanaries(head, found2.keys());
}
function headAndCanaries(head, canaries) {
  const inHead = /* @__PURE__ */ new Map();
  countCanaries(Buffer.from(head), inHead);
  const encoded = [...inHead.keys()].filter((c) => !head.includes(c));
  return [head, .../* @__PURE__ */ new Set([...canaries, ...encoded])].join("\n");
}
function maskCanaries(name) {
  return name.replace(CANARY_PATTERN, "mcpgate-{canary}");
}
function lateOf(at, framesAt) {
  return framesAt === void 0 ? void 0 : at > framesAt;
}
function requestComplete(data) {
  const end = data.indexOf("\r\n\r\n");
  if (end === -1) return data.length >= BODY_CAP ? "too-large" : false;
  const head = data.subarray(0, end).toString("latin1");
  const body = data.length - end - 4;
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
    return data.subarray(data.length - 5).toString("latin1") === "0\r\n\r\n" || data.length >= BODY_CAP;
  }
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  return !length || body >= Number(length[1]) || data.length >= BODY_CAP;
}
function identityOf(file) {
  try {
    return identity(lstatSync5(file));
  } catch {
    return "missing";
  }
}
function changeOf(file, made, what) {
  let st;
  try {
    st = lstatSync5(file);
  } catch {
    return made === "missing" ? void 0 : `${what} removed`;
  }
  const now = identity(st);
  if (now === made) return void 0;
  const [dev, ino, mode] = made.split(":").map(Number);
  if (st.dev === dev && st.ino === ino && ((st.mode ^ mode) & constants7.S_IFMT) === 0)
    return `${what} given mode ${octal(st.mode & 4095)}`;
  return `${what} replaced by ${replacementOf(file, st)}`;
}
function actNoCanaryNames(rel, entry, what, description, rewritten) {
  const masked = maskCanaries(rel);
  return {
    source: "sandbox",
    description,
    text: masked,
    signature: `sandbox ${entry} ${masked} ${what}`,
    late: true,
    ...rewritten ? { rewritten } : {}
  };
}
function madeEntryChanged(source, change, late) {
  return {
    source,
    description: change,
    // A link's target may name a canary: the call that made it
    text: carried(maskCanaries(change), Buffer.from(change)),
    signature: `${source} ${maskCanaries(change.replace(/ to .*/s, ""))}`,
    late
  };
}
function pastTheCap(rest, late) {
  const effects = [];
  let plain = 0;
  const byCanary = /* @__PURE__ */ new Map();
  for (let start = 0; start < rest.length; ) {
    const nl = rest.indexOf(10, start);
    const end = nl === -1 ? rest.length : nl;
    const found2 = /* @__PURE__ */ new Map();
    countCanaries(rest.subarray(start, end), found2);
    const kept = [...found2.keys()].filter((c) => byCanary.has(c) || byCanary.size < PAST_CAP_CANARIES);
    for (const c of kept) byCanary.set(c, (byCanary.get(c) ?? 0) + 1);
    if (kept.length === 0 && rest.subarray(start, end).toString("latin1").trim() !== "") plain += 1;
    start = end + 1;
  }
  for (const [canary, n] of byCanary) {
    const description = `action log lines past the first ${RECORDER_LINE_CAP}: ${n} carrying ${canary}`;
    effects.push({
      source: "recorder",
      description,
      text: headAndCanaries(description, [canary]),
      signature: RECORDER_LINE,
      late
    });
  }
  if (plain > 0) {
    const description = `action log lines past the first ${RECORDER_LINE_CAP}: ${plain} carrying no canary`;
    effects.push({
      source: "recorder",
      description,
      text: description,
      signature: "recorder lines past the cap",
      late
    });
  }
  return effects;
}
function recorderEffects(file, made, framesSize, writesAfterCalls = 0) {
  const effects = [];
  const change = changeOf(file, made, "action log");
  if (change && !change.endsWith("replaced by a regular file"))
    effects.push(madeEntryChanged("recorder", change));
  let bytes;
  try {
    bytes = repairing(() => readRange(file, 0, RECORDER_CAP), file);
  } catch (error) {
    unreadable(
      error.code ?? "",
      () => `cannot read the action log ${file}`,
      error
    );
    return { effects, size: 0, blind: [] };
  }
  let line = 0;
  let start = 0;
  for (; start < bytes.length && line < RECORDER_LINE_CAP; ) {
    const nl = bytes.indexOf(10, start);
    const end = nl === -1 ? bytes.length : nl;
    const text3 = bytes.toString("utf8", start, end);
    if (text3.trim() !== "")
      effects.push({
        source: "recorder",
        description: `action log line ${++line}: ${text3.slice(0, 200)}`,
        text: carried(text3.slice(0, 200), bytes.subarray(start, end)),
        signature: RECORDER_LINE,
        late: framesSize === void 0 ? void 0 : start >= framesSize
      });
    start = end + 1;
  }
  if (start < bytes.length)
    effects.push(
      ...pastTheCap(bytes.subarray(start), framesSize === void 0 ? void 0 : start >= framesSize)
    );
  const since = framesSize === void 0 ? Buffer.alloc(0) : bytes.subarray(framesSize);
  const ended = framesSize !== void 0 && framesSize > 0 && bytes[framesSize - 1] !== 10 && /^\r?\n$/.test(since.toString("latin1"));
  const blank = since.toString("latin1").trim() === "";
  if (writesAfterCalls > 0 && !change && blank && !ended && !effects.some((e) => e.late === true)) {
    const description = `action log written once the calls were done, no line of it left (${bytes.length} bytes, ${framesSize} then)`;
    effects.push({
      source: "recorder",
      description,
      text: description,
      signature: "recorder written and taken back",
      late: true
    });
  }
  const whole = bytes.length < RECORDER_CAP || framesSize === void 0 ? 0 : fileSize(file);
  const blind = whole > bytes.length && whole > framesSize ? [
    `action log: it grew to ${whole} bytes once the calls were done; only its first ${bytes.length} were read`
  ] : [];
  return { effects, size: bytes.length, blind };
}
function scanGap(rel, size, scan) {
  if (scan.scanned < size)
    return `${rel} has ${size} bytes; canaries were searched in its first ${scan.scanned}`;
  if (scan.decoded?.cut)
    return `${rel} is compressed; canaries were searched in the first ${scan.decoded.size} bytes of what it holds`;
  return void 0;
}
function scanFile(file, size, budget, expected) {
  const { fd } = openRegular(file, expected);
  try {
    const chunk = scanChunk ??= Buffer.allocUnsafe(1024 * 1024);
    const found2 = /* @__PURE__ */ new Map();
    const hash = createHash("sha1");
    let compressed;
    let kept = 0;
    let position = 0;
    const limit = Math.min(size, SANDBOX_SCAN_CAP, Math.max(budget, BODY_CAP));
    while (position < limit) {
      const n = readSync4(fd, chunk, kept, Math.min(chunk.length - kept, limit - position), position);
      if (n <= 0) break;
      const end = kept + n;
      hash.update(chunk.subarray(kept, end));
      if (position === 0 && sniffCompression(chunk.subarray(0, end))) compressed = [];
      compressed?.push(Buffer.from(chunk.subarray(kept, end)));
      countCanaries(chunk.subarray(0, end), found2, kept);
      kept = Math.min(LONGEST_FORM - 1, end);
      chunk.copy(chunk, 0, end - kept, end);
      position += n;
    }
    let decoded;
    if (compressed) {
      const content = decodedContent(
        Buffer.concat(compressed),
        Math.min(SANDBOX_SCAN_CAP, Math.max(budget - position, BODY_CAP))
      );
      if (content) {
        countCanaries(content.content, found2);
        decoded = { size: content.content.length, cut: content.cut };
      }
    }
    return {
      canaries: found2.size ? found2 : NO_CANARIES,
      scanned: position,
      digest: hash.digest("base64"),
      ...decoded ? { decoded } : {}
    };
  } finally {
    closeSync7(fd);
  }
}
function scanLink(file) {
  const target = readlinkSync3(fsPath(file), { encoding: "buffer" });
  const found2 = /* @__PURE__ */ new Map();
  countCanaries(target, found2);
  return {
    canaries: found2.size ? found2 : NO_CANARIES,
    scanned: target.length,
    digest: createHash("sha1").update(target).digest("base64")
  };
}
function scanEntry(file, st, budget, open) {
  if (st.isFile()) return open(() => scanFile(file, st.size, budget, st));
  if (st.isSymbolicLink()) return scanLink(file);
  return void 0;
}
function repairing(read2, file, onRepair) {
  try {
    return read2();
  } catch (error) {
    if (error.code !== "EACCES" || !ownerAccess(file)) throw error;
    onRepair?.();
    return read2();
  }
}
function unreadable(code, what, error) {
  if (!LEFT_SO.has(code) && code !== "")
    throw new Error(`${what()}: ${error.message}; the run cannot be judged`);
}
function walkSandbox(dir, visit, problem, { scan = true, repair = false } = {}) {
  let repaired = false;
  const again = (read2, file) => repair ? repairing(read2, file, () => repaired = true) : read2();
  let entries = 0;
  let budget = SANDBOX_TOTAL_SCAN_CAP;
  const listed2 = /* @__PURE__ */ new Map();
  const walk = (at, rel, depth) => {
    let fd;
    let base;
    let names;
    repaired = false;
    try {
      ({ fd, base } = again(() => openDirectory(at), at));
      names = listNames(base);
    } catch (error) {
      if (fd !== void 0) closeSync7(fd);
      const code = error.code ?? "";
      unreadable(code, () => `cannot list ${rel === "" ? "the sandbox" : rel} (${at})`, error);
      const gone = rel === "" && NOT_A_DIRECTORY.has(code);
      listed2.set(rel, gone);
      if (!gone)
        problem(`cannot list ${rel === "" ? "the sandbox directory" : rel}: ${error.message}`);
      return repaired;
    }
    const opened = repaired;
    listed2.set(rel, true);
    try {
      for (const name of names.sort()) {
        if (++entries > SANDBOX_ENTRY_CAP) {
          if (entries === SANDBOX_ENTRY_CAP + 1)
            problem(`more than ${SANDBOX_ENTRY_CAP} entries; the rest were not looked at`, true);
          if (hasCanary(name))
            visit(rel === "" ? name : path10.join(rel, name), {
              error: new Error(`past the first ${SANDBOX_ENTRY_CAP} entries, known by its name only`)
            });
          continue;
        }
        const full = path10.join(base, name);
        const entryRel = rel === "" ? name : path10.join(rel, name);
        let entry;
        try {
          let st = lstatSync5(fsPath(full));
          repaired = false;
          const found2 = scan ? scanEntry(full, st, budget, (read2) => again(read2, full)) : void 0;
          if (found2) budget -= searched(found2);
          const left = st.mode;
          if (repaired) st = lstatSync5(fsPath(full));
          entry = { st, scan: found2, ...repaired ? { left } : {} };
        } catch (error) {
          entry = { error };
        }
        visit(entryRel, entry);
        if (!("st" in entry) || !entry.st.isDirectory()) continue;
        if (depth >= SANDBOX_DEPTH_CAP) {
          listed2.set(entryRel, false);
          problem(
            `${entryRel} is ${SANDBOX_DEPTH_CAP} directories deep; what it holds was not looked at`,
            true
          );
        } else if (walk(full, entryRel, depth + 1)) {
          try {
            visit(entryRel, { st: lstatSync5(fsPath(full)), left: entry.st.mode });
          } catch {
          }
        }
      }
    } finally {
      closeSync7(fd);
    }
    return opened;
  };
  walk(dir, "", 1);
  return (rel) => {
    if (entries > SANDBOX_ENTRY_CAP) {
      const dir2 = path10.dirname(rel);
      return hasCanary(rel) && listed2.get(dir2 === "." ? "" : dir2) === true;
    }
    for (let at = path10.dirname(rel); ; at = path10.dirname(at)) {
      const whole = listed2.get(at === "." ? "" : at);
      if (whole !== void 0) return whole;
      if (at === ".") return false;
    }
  };
}
function sandboxSnapshot(dir) {
  const root = identityOf(dir);
  const seen = /* @__PURE__ */ new Map();
  walkSandbox(
    dir,
    (rel, entry) => seen.set(rel, entry),
    () => void 0
  );
  return snapshotOf(root, seen);
}
function snapshotOf(root, seen) {
  const snapshot = { root, entries: /* @__PURE__ */ new Map() };
  for (const [rel, entry] of seen)
    if ("st" in entry)
      snapshot.entries.set(rel, {
        ino: entry.st.ino,
        born: entry.st.birthtimeMs,
        dir: entry.st.isDirectory(),
        mode: entry.st.mode & 4095,
        stamp: stampOf(entry.st),
        canaries: entry.scan?.canaries ?? NO_CANARIES,
        ...readWhole(entry) ? { whole: { size: entry.st.size, digest: entry.scan.digest } } : {}
      });
  return snapshot;
}
function sandboxEffects(dir, made, before, watched) {
  const effects = [];
  const warnings = [];
  const blind = [];
  const change = changeOf(dir, made, "sandbox directory");
  if (change) effects.push(madeEntryChanged("sandbox", change, before && before.root === made));
  const seen = /* @__PURE__ */ new Map();
  const gone = walkSandbox(
    dir,
    (rel, entry) => seen.set(rel, entry),
    (message, cut) => cut ? blind.push(message) : warnings.push({ message: `sandbox: ${message}` }),
    // The run's processes are gone: what a server locked is the gate's own to open again.
    { repair: true }
  );
  const movedFrom = before && movesSince(before.entries, seen);
  const movedAway = movedFrom && new Set(movedFrom.values());
  for (const [rel, entry] of seen) {
    if ("error" in entry) {
      effects.push({
        source: "sandbox",
        description: `entry seen: ${rel}`,
        text: rel,
        signature: `sandbox entry ${rel}`
      });
      warnings.push({ message: `sandbox: cannot read ${rel}: ${entry.error.message}` });
      continue;
    }
    const { st, scan } = entry;
    const from = movedFrom?.get(rel);
    const moved = from === void 0 ? "" : `, moved to ${rel} once the calls were done`;
    if (from !== void 0) {
      const took = seen.get(from);
      effects.push({
        source: "sandbox",
        description: `entry moved once the calls were done: ${from} to ${rel}`,
        text: headAndCanaries(rel, took && "st" in took && took.scan?.canaries.keys() || []),
        signature: `sandbox move ${rel}`,
        late: true
      });
    }
    const then = movedAway?.has(rel) ? void 0 : before?.entries.get(from ?? rel);
    const mode = (entry.left ?? st.mode) & 4095;
    if (then && then.ino === st.ino && then.dir === st.isDirectory() && mode !== then.mode)
      effects.push(
        actNoCanaryNames(
          rel,
          then.dir ? "dir" : "file",
          "mode",
          `${then.dir ? "directory" : "file"} given mode ${octal(mode)} once the calls were done: ${rel} (${octal(then.mode)} then)`,
          true
        )
      );
    if (st.isDirectory()) {
      effects.push({
        source: "sandbox",
        description: `directory created: ${from ?? rel}${moved}`,
        text: from ?? rel,
        signature: `sandbox dir ${rel}`,
        late: before && !before.entries.has(from ?? rel)
      });
      continue;
    }
    const now = scan?.canaries ?? NO_CANARIES;
    const gap = scan && scanGap(rel, st.size, scan);
    if (gap) {
      if (before && then?.stamp !== stampOf(st))
        blind.push(`${gap}, and it changed once the calls were done`);
      else warnings.push({ message: `sandbox: ${gap}` });
    }
    const noun = nounOf(st);
    const created = {
      source: "sandbox",
      description: `${noun} created: ${from ?? rel} (${st.size} bytes)${moved}`,
      signature: `sandbox file ${rel}`
    };
    if (!before) {
      effects.push({ ...created, text: headAndCanaries(rel, now.keys()) });
      continue;
    }
    if (!then) {
      effects.push({ ...created, text: headAndCanaries(rel, now.keys()), late: true });
      continue;
    }
    const replaced = then.ino !== st.ino;
    const added = [...now].filter(([c, n]) => n > (then.canaries.get(c) ?? 0)).map(([c]) => c);
    effects.push({ ...created, text: headAndCanaries(from ?? rel, then.canaries.keys()), late: false });
    if (added.length)
      effects.push({
        source: "sandbox",
        description: `${noun} ${replaced ? "replaced" : "written again"} once the calls were done: ${rel} (${st.size} bytes)`,
        text: headAndCanaries(rel, added),
        signature: `sandbox file ${rel} again`,
        late: true
      });
    else if (readWhole(entry)) {
      const lost = [...then.canaries].filter(([c, n]) => (now.get(c) ?? 0) < n).length;
      const again = `${noun} ${replaced ? "replaced" : "written again"} once the calls were done: ${rel} (${st.size} bytes`;
      if (lost)
        effects.push(
          actNoCanaryNames(
            rel,
            "file",
            "lost",
            `${again}), without ${lost === 1 ? "a canary" : `${lost} canaries`} it held`
          )
        );
      else if (then.whole && then.whole.digest !== entry.scan.digest)
        effects.push(
          actNoCanaryNames(
            rel,
            "file",
            "changed",
            `${again}, ${then.whole.size} then), its ${noun === "link" ? "target" : "content"} changed with no canary added`,
            true
          )
        );
    }
  }
  const absent = (rel) => !seen.has(rel) && !movedAway?.has(rel) && gone(rel);
  const removals = watched && removalsOf(watched, absent);
  for (const [rel, then] of before?.entries ?? []) {
    if (!absent(rel)) continue;
    const made2 = {
      source: "sandbox",
      description: `${then.dir ? "directory" : "file"} created: ${rel}, removed once the calls were done`,
      text: headAndCanaries(rel, then.canaries.keys()),
      signature: `sandbox ${then.dir ? "dir" : "file"} ${rel}`,
      late: false
    };
    if (carriesCanary(made2)) effects.push(made2);
    if (removals?.get(rel) === 0) continue;
    const masked = maskCanaries(rel);
    effects.push({
      source: "sandbox",
      description: `entry removed once the calls were done: ${rel}`,
      text: masked,
      signature: removedSignature(rel),
      late: true
    });
  }
  if (watched && removals) {
    effects.push(...madeAndRemoved(watched, removals, before));
    warnings.push(...watched.problems.map((message) => ({ message: `sandbox: ${message}` })));
    blind.push(...watched.blind);
  }
  return {
    effects,
    warnings,
    blind: blind.map((m) => `sandbox: ${m}`),
    read: snapshotOf(identityOf(dir), seen)
  };
}
function removedSignature(rel) {
  return `sandbox removed ${maskCanaries(rel)}`;
}
function removalsOf(watched, absent) {
  const removals = /* @__PURE__ */ new Map();
  for (const [rel, name] of watched.names) {
    if (!absent(rel) || name.made === 0) continue;
    let moved = 0;
    for (const [to, times] of name.movedOver) if (!absent(to)) moved += times;
    removals.set(rel, Math.max(0, name.made - moved));
  }
  return removals;
}
function madeAndRemoved(watched, removals, before) {
  const effects = [];
  for (const [rel, name] of watched.names) {
    for (const to of name.movedOver.keys()) {
      const own = canariesOf(rel).filter((c) => !to.includes(c));
      if (own.length)
        effects.push({
          source: "sandbox",
          description: `entry made during the run and moved over ${to}: ${rel}`,
          text: headAndCanaries(rel, own),
          signature: `sandbox moved over ${maskCanaries(to)}`,
          late: before && name.made > name.madeBefore
        });
    }
    const removed = removals.get(rel);
    if (removed === void 0) continue;
    for (let i = name.made - removed + (before?.entries.has(rel) ? 1 : 0); i < name.made; i++)
      effects.push({
        source: "sandbox",
        description: `entry made and removed during the run: ${rel}`,
        text: rel,
        signature: removedSignature(rel),
        late: before && i >= name.madeBefore
      });
  }
  return effects;
}
function writesSince(files, read2) {
  const grew = fileSize(files.actionLog) > read2.recorderSize;
  const recorder = grew || identityOf(files.actionLog) !== read2.recorder ? recorderEffects(files.actionLog, read2.recorder, grew ? read2.recorderSize : Infinity) : void 0;
  const later = recorder?.effects.filter((e) => e.late !== false) ?? [];
  const blind = [...recorder?.blind ?? []];
  const change = changeOf(files.sandbox, read2.sandbox.root, "sandbox directory");
  if (change) later.push(madeEntryChanged("sandbox", change));
  const now = /* @__PURE__ */ new Map();
  const gone = walkSandbox(
    files.sandbox,
    (rel, entry) => now.set(rel, entry),
    (message, cut) => cut && blind.push(`sandbox: ${message}`),
    { scan: false, repair: true }
  );
  let budget = SANDBOX_TOTAL_SCAN_CAP;
  for (const [rel, entry] of now) {
    if (!("st" in entry)) continue;
    const then = read2.sandbox.entries.get(rel);
    if (then?.stamp === stampOf(entry.st)) continue;
    let canaries = [];
    try {
      const file = path10.join(files.sandbox, rel);
      const scan = scanEntry(file, entry.st, budget, (read3) => repairing(read3, file));
      if (scan) {
        budget -= searched(scan);
        const gap = scanGap(rel, entry.st.size, scan);
        if (gap) blind.push(`sandbox: ${gap}`);
        canaries = [...scan.canaries].filter(([c, n]) => n > (then?.canaries.get(c) ?? 0)).map(([c]) => c);
      }
    } catch {
    }
    pushLater(
      later,
      `${nounOf(entry.st)} ${then ? "changed" : "created"}: ${rel}`,
      headAndCanaries(rel, canaries)
    );
  }
  for (const rel of read2.sandbox.entries.keys())
    if (!now.has(rel) && gone(rel)) pushLater(later, `entry removed: ${rel}`, maskCanaries(rel));
  return { effects: later, blind };
}
function pushLater(into, description, text3) {
  into.push({
    source: "sandbox",
    description,
    text: text3,
    signature: `sandbox later ${maskCanaries(description)}`
  });
}
function movesSince(before, seen) {
  const inoNow = (rel) => {
    const entry = seen.get(rel);
    return entry && "st" in entry ? entry.st.ino : void 0;
  };
  const left = /* @__PURE__ */ new Map();
  for (const [rel, then] of before) if (inoNow(rel) !== then.ino) left.set(then.ino, [rel, then.born]);
  const moves = /* @__PURE__ */ new Map();
  for (const [rel, entry] of seen) {
    if (!("st" in entry) || before.has(rel)) continue;
    const was = left.get(entry.st.ino);
    if (was && was[1] === entry.st.birthtimeMs) {
      moves.set(rel, was[0]);
      left.delete(entry.st.ino);
    }
  }
  return moves;
}
function prepareRunFiles(dir, fallback) {
  try {
    return freshRunFiles(dir);
  } catch {
    return freshRunFiles(fallback);
  }
}
function freshRunFiles(dir) {
  mkdirSync4(dir, { recursive: true });
  const sandbox = path10.join(dir, "sandbox");
  freshDir(sandbox);
  const actionLog = path10.join(dir, "action-log.jsonl");
  freshFile(actionLog, "");
  return {
    dir,
    actionLog,
    sandbox,
    made: { actionLog: identityOf(actionLog), sandbox: identityOf(sandbox) }
  };
}
var BODY_CAP, CONNECTIONS_KEPT_WHOLE, HEAD_CAP, SANDBOX_SCAN_CAP, RECORDER_CAP, SANDBOX_TOTAL_SCAN_CAP, SANDBOX_ENTRY_CAP, SANDBOX_DEPTH_CAP, DECODED_CAP, DECODED_TOTAL_CAP, SETTLE_BACKSTOP_MS, actedAfter, LoopbackListener, HTTP_REPLY, HttpCanary, KEPT_RUNS, LaterArrivals, TcpCanary, identity, octal, RECORDER_LINE_CAP, PAST_CAP_CANARIES, searched, NO_CANARIES, scanChunk, nounOf, NOT_A_DIRECTORY, LEFT_SO, readWhole, stampOf;
var init_effects = __esm({
  "src/run/effects.ts"() {
    "use strict";
    init_action_log();
    init_bytes();
    init_canary_forms();
    init_fs_names();
    init_read_range();
    init_workdirs();
    BODY_CAP = 64 * 1024;
    CONNECTIONS_KEPT_WHOLE = 1e3;
    HEAD_CAP = 4 * 1024;
    SANDBOX_SCAN_CAP = 16 * 1024 * 1024;
    RECORDER_CAP = 4 * 1024 * 1024;
    SANDBOX_TOTAL_SCAN_CAP = 128 * 1024 * 1024;
    SANDBOX_ENTRY_CAP = 1e4;
    SANDBOX_DEPTH_CAP = 64;
    DECODED_CAP = 1024 * 1024;
    DECODED_TOTAL_CAP = 64 * 1024 * 1024;
    SETTLE_BACKSTOP_MS = 500;
    actedAfter = (c, framesAt) => c.at > framesAt || c.sizeAtCalls !== void 0 && c.size > c.sizeAtCalls;
    LoopbackListener = class {
      server;
      /** Connections not yet let go (`letGo`). */
      connections = [];
      /** Connections let go, for the numbers of the later ones. */
      before = 0;
      sockets = /* @__PURE__ */ new Set();
      idleWaiters = [];
      port = 0;
      /** Told of each connection and of the bytes it sends, as they come (`Activity`). */
      activity;
      constructor(reply) {
        this.server = createServer((socket) => {
          const conn = { chunks: [], kept: 0, size: 0, open: true, at: performance.now() };
          this.activity?.connection();
          this.connections.push(conn);
          this.sockets.add(socket);
          const received = () => Buffer.concat(conn.chunks, conn.kept);
          const cap = this.before + this.connections.length > CONNECTIONS_KEPT_WHOLE ? HEAD_CAP : BODY_CAP;
          socket.on("data", (chunk) => {
            this.activity?.data(conn, chunk);
            if (conn.size === 0) conn.at = performance.now();
            if (conn.kept < cap) {
              const part = chunk.subarray(0, cap - conn.kept);
              conn.chunks.push(part);
              conn.kept += part.length;
            }
            conn.size += chunk.length;
          });
          socket.on("error", () => void 0);
          socket.once("close", () => {
            conn.open = false;
            this.sockets.delete(socket);
            if (this.idle) for (const w of this.idleWaiters.splice(0)) w();
          });
          reply(socket, received);
        });
      }
      start() {
        return new Promise((resolve, reject) => {
          this.server.once("error", reject);
          this.server.listen(0, "127.0.0.1", () => {
            const address = this.server.address();
            this.port = typeof address === "object" && address ? address.port : 0;
            resolve();
          });
        });
      }
      /** The session is done with its calls: what each open connection sends from now on is later. */
      markCallsDone() {
        for (const c of this.connections)
          if (c.open) {
            c.keptAtCalls = c.kept;
            c.sizeAtCalls = c.size;
          }
      }
      /** No connection still open. */
      get idle() {
        return this.connections.every((c) => !c.open);
      }
      /**
       * The run's processes are gone: connections already queued have been accepted, and
       * connections still open may finish sending (a backstop keeps a stuck one from holding the run).
       */
      async settle() {
        await new Promise((resolve) => setImmediate(resolve));
        await this.quiet();
      }
      /**
       * Resolves once no connection is open: each one begun has sent what it had to send and was
       * answered (a backstop keeps a stuck one from holding the run).
       */
      async quiet() {
        if (this.idle) return;
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, SETTLE_BACKSTOP_MS);
          this.idleWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      /**
       * The connections not let go that sent more than was kept of them once the session was done with
       * its calls (at `framesAt`): a frame's canary may lie in what was not kept.
       */
      blindSpots(framesAt) {
        if (framesAt === void 0) return [];
        const cut = this.connections.filter((c) => c.size > c.kept && actedAfter(c, framesAt));
        return cut.length ? [
          `${this.name}: ${cut.length === 1 ? "a connection" : `${cut.length} connections`} sent more once the calls were done than the gate keeps of ${cut.length === 1 ? "it" : "each"} (${cut.slice(0, 3).map((c) => `${c.size} bytes, ${c.kept} kept`).join("; ")})`
        ] : [];
      }
      /** `effects()` of the connections not let go, each with when it acted (`performance.now()`). */
      timedEffects() {
        return this.effects().map((effect, i) => ({ effect, at: this.connections[i].at }));
      }
      /**
       * The run's effects were taken: its connections are let go, with their bytes. The listener itself
       * stays open until every run is over (`LaterArrivals`): a later start of the server that acts on
       * this run's address (a dead-letter queue retrying a call it rejected) reaches it, and `effects`
       * then gives those connections only.
       */
      letGo() {
        this.before += this.connections.length;
        this.connections.length = 0;
      }
      async close() {
        for (const s of this.sockets) s.destroy();
        await new Promise((resolve) => this.server.close(() => resolve()));
      }
      bytesOf(c) {
        return Buffer.concat(c.chunks, c.kept);
      }
    };
    HTTP_REPLY = "mcp-stdio-gate canary\n";
    HttpCanary = class extends LoopbackListener {
      name = "HTTP canary";
      constructor() {
        super((socket, received) => {
          let answered = false;
          let from = 0;
          const answer = (status) => {
            if (answered) return;
            answered = true;
            socket.end(
              `HTTP/1.1 ${status}\r
content-type: text/plain\r
content-length: ${HTTP_REPLY.length}\r
connection: close\r
\r
${HTTP_REPLY}`
            );
          };
          socket.on("data", () => {
            let request = received().subarray(from);
            if (from === 0 && request.subarray(0, 8).toString("latin1").toUpperCase() === "CONNECT ") {
              const end = request.indexOf("\r\n\r\n");
              if (end !== -1) {
                from = end + 4;
                socket.write("HTTP/1.1 200 Connection established\r\n\r\n");
                request = request.subarray(from);
                if (request.length === 0) return;
              }
            }
            if (from > 0 && request[0] === 22) return void socket.destroy();
            const done = requestComplete(request);
            if (done === "too-large") answer("431 Request Header Fields Too Large");
            else if (done) answer("200 OK");
          });
        });
      }
      /** `http://127.0.0.1:PORT`: where a proxy's client connects (`{{canaryProxy}}`). */
      origin() {
        return `http://127.0.0.1:${this.port}`;
      }
      baseUrl() {
        return `${this.origin()}/`;
      }
      /**
       * The content of each compressed request body of a connection (DECODED_CAP of each,
       * DECODED_TOTAL_CAP over one `effects`); why some was left unsearched goes on the connection.
       */
      contentsOf(c, data, budget) {
        const contents = [];
        const gap = (why) => c.undecoded ??= `a request body ${why}`;
        for (const request of requestBodies(data)) {
          if (request.unknown) gap("is compressed in a way the gate does not decode");
          if (budget.left <= 0) {
            if (request.encodings.length || sniffCompression(request.body))
              gap(`came past ${DECODED_TOTAL_CAP} bytes decompressed in the run`);
            continue;
          }
          const decoded = decodedContent(request.body, Math.min(DECODED_CAP, budget.left), request.encodings);
          if (!decoded) continue;
          contents.push(decoded.content);
          budget.left -= decoded.content.length;
          if (decoded.cut) gap(`decompresses to more than the ${decoded.content.length} bytes searched`);
        }
        return contents;
      }
      /**
       * Also the connections that acted after `framesAt` whose compressed bodies were not searched whole,
       * as the last `effects` found them (the gate and `LaterArrivals` ask for the effects first).
       */
      blindSpots(framesAt) {
        const undecoded = framesAt === void 0 ? [] : this.connections.filter((c) => c.undecoded && actedAfter(c, framesAt));
        return [
          ...super.blindSpots(framesAt),
          ...undecoded.slice(0, 3).map((c) => `${this.name}: ${c.undecoded}; canaries in it were not all searched`)
        ];
      }
      /**
       * Each connection, `late` when it acted after `framesAt` (`Effect.late`). A connection open when
       * the session was done with its calls on which a request began since (a client that ignores
       * `connection: close` and sends again on it) is two effects: what it sent before, and the requests
       * since, late, as if on a connection of their own.
       */
      effects(framesAt) {
        const budget = { left: DECODED_TOTAL_CAP };
        return this.connections.flatMap((c, i) => {
          const data = this.bytesOf(c);
          const split = framesAt !== void 0 && c.keptAtCalls !== void 0 ? requestBodies(data).find((r) => r.start > 0 && r.start >= c.keptAtCalls)?.start : void 0;
          if (split === void 0) return [this.requestEffect(c, i, data, budget, lateOf(c.at, framesAt))];
          return [
            this.requestEffect(c, i, data.subarray(0, split), budget, false),
            this.requestEffect(c, i, data.subarray(split), budget, true, true)
          ];
        });
      }
      /** One effect of a connection's bytes (`part`: all of them, or the requests sent again on it). */
      requestEffect(c, i, part, budget, late, again = false) {
        const newline = part.indexOf("\n");
        const firstLine = newline === -1 ? part : part.subarray(0, newline);
        const first = firstLine.toString("latin1");
        const request = /^([A-Z]+) (\S+)/.exec(first);
        const connection = `HTTP connection ${this.before + i + 1} to 127.0.0.1:${this.port}`;
        const description = request ? `${request[1]} ${request[2].slice(0, 300)}${again ? `, sent again on ${connection} once the calls were done` : ""}` : `${connection} (${c.size} bytes, no request line: ${escapeBytes(firstLine, 80)})`;
        return {
          source: "http",
          description,
          text: carried(first.slice(0, 300), part, 0, this.contentsOf(c, part, budget)),
          // The act is the request, however it was connected: a request sent again is of its kind.
          signature: request ? `http ${request[1]} ${request[2].split("?")[0].replace(CANARY_PATTERN, "")}` : c.size === 0 ? EMPTY_HTTP_CONNECTION : "http connection",
          late
        };
      }
    };
    KEPT_RUNS = 512;
    LaterArrivals = class {
      /** `ranAt`: the one run whose server was alive at a moment, if only one was (the one that acted). */
      constructor(ranAt2) {
        this.ranAt = ranAt2;
      }
      ranAt;
      kept = [];
      collecting = [];
      /** Per worker, its last run's files as that run read them. */
      files = /* @__PURE__ */ new Map();
      keep(listeners, run) {
        for (const l of listeners) l.letGo();
        this.kept.push({ listeners, ...run });
        if (this.kept.length > KEPT_RUNS) this.collecting.push(this.collect(this.kept.shift()));
      }
      /** A run's worker files, as it read them; looked at again before the worker reuses them (`reuse`). */
      keepFiles(worker, files, read2, run) {
        this.files.set(worker, { files, read: read2, ...run });
      }
      /** The worker makes its files afresh: what changed in them since its last run read them is that run's. */
      reuse(worker) {
        const k = this.files.get(worker);
        if (!k) return;
        this.files.delete(worker);
        const { effects, blind } = writesSince(k.files, k.read);
        this.give(
          k,
          effects.map((effect) => ({ effect })),
          blind
        );
      }
      /** Every server is gone: what reached the kept sources goes to their runs, and the listeners close. */
      async collectAll() {
        for (const worker of [...this.files.keys()]) this.reuse(worker);
        await Promise.all([...this.collecting.splice(0), ...this.kept.splice(0).map((k) => this.collect(k))]);
      }
      /** Closes every kept listener, collecting nothing (the gate ends on an error). */
      async closeAll() {
        this.files.clear();
        const all = this.kept.splice(0);
        await Promise.all([
          ...this.collecting.splice(0),
          ...all.flatMap((k) => k.listeners.map((l) => l.close()))
        ]);
      }
      async collect(k) {
        await Promise.all(k.listeners.map((l) => l.settle()));
        this.give(
          k,
          k.listeners.flatMap((l) => l.timedEffects()),
          // Every connection it has now came once the run was over.
          k.listeners.flatMap((l) => l.blindSpots(-Infinity))
        );
        await Promise.all(k.listeners.map((l) => l.close()));
      }
      give(run, arrived, blind) {
        const later = arrived.filter(({ effect }) => run.isCase || carriesCanary(effect)).map(({ effect, at }) => {
          const by = at === void 0 ? void 0 : this.ranAt(at);
          const where = by ? `, in another session (${by.label})` : "";
          return {
            ...effect,
            description: `${effect.description}, once its run was over${where}`,
            late: void 0,
            afterRun: true,
            ...by && { landedIn: by.key }
          };
        });
        if (later.length || blind.length)
          run.add(
            later,
            blind.map((b) => `${b}, once the run was over`)
          );
      }
    };
    TcpCanary = class extends LoopbackListener {
      name = "TCP canary";
      constructor() {
        super((socket) => socket.write("SSH-2.0-mcp-stdio-gate-canary\r\n"));
      }
      /**
       * Each connection, `late` when it acted after `framesAt` (`Effect.late`). A connection that was
       * open when the calls were done (a persistent session) and then sent a canary again is also a
       * late effect of its own, carrying the canaries sent since (only those: a keepalive is no act).
       */
      effects(framesAt) {
        return this.connections.flatMap((c, i) => {
          const bytes = this.bytesOf(c);
          const name = `TCP connection ${this.before + i + 1} to 127.0.0.1:${this.port}`;
          const whole = (text3) => ({
            source: "tcp",
            description: `${name} (${c.size} bytes sent${c.size ? `: ${escapeBytes(bytes, 80)}` : ""})`,
            text: text3,
            signature: "tcp connection",
            late: lateOf(c.at, framesAt)
          });
          const split = c.keptAtCalls;
          if (framesAt === void 0 || !split || split >= bytes.length) return [whole(carried("", bytes))];
          const from = Math.max(0, split - (LONGEST_FORM - 1));
          const later = carried("", bytes.subarray(from), split - from);
          if (later === "") return [whole(carried("", bytes))];
          return [
            { ...whole(carried("", bytes.subarray(0, split))), late: false },
            {
              source: "tcp",
              description: `${name}, sent again once the calls were done (${bytes.length - split} bytes: ${escapeBytes(bytes.subarray(split), 80)})`,
              text: later,
              signature: "tcp connection again",
              late: true
            }
          ];
        });
      }
    };
    identity = (st) => `${st.dev}:${st.ino}:${st.mode}`;
    octal = (mode) => mode.toString(8).padStart(3, "0");
    RECORDER_LINE_CAP = 1e3;
    PAST_CAP_CANARIES = 100;
    searched = (scan) => scan.scanned + (scan.decoded?.size ?? 0);
    NO_CANARIES = /* @__PURE__ */ new Map();
    nounOf = (st) => st.isDirectory() ? "directory" : st.isSymbolicLink() ? "link" : "file";
    NOT_A_DIRECTORY = /* @__PURE__ */ new Set(["ENOENT", "ENOTDIR", "ELOOP"]);
    LEFT_SO = /* @__PURE__ */ new Set([...NOT_A_DIRECTORY, "EACCES", "EPERM", "EISDIR"]);
    readWhole = (entry) => !!entry.scan && entry.scan.scanned === entry.st.size;
    stampOf = (st) => `${st.ino}:${st.mode}:${st.size}:${st.ctimeMs}`;
  }
});

// src/run/sandbox-watch.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import {
  closeSync as closeSync8,
  lstatSync as lstatSync6,
  mkdirSync as mkdirSync5,
  readFileSync as readFileSync4,
  unlinkSync,
  watch,
  writeFileSync as writeFileSync4
} from "node:fs";
import path11 from "node:path";
var WATCHED_DIRS_CAP, NAMES_CAP, CANARY_NAMES_PAST_CAP, QUEUE_LIMIT, REFUSALS, refusal, bursts, FLUSH_WAIT_MS, NO_MOVES, MOVED_OVER_CAP, WatchFlush, SandboxWatch;
var init_sandbox_watch = __esm({
  "src/run/sandbox-watch.ts"() {
    "use strict";
    init_action_log();
    init_fs_names();
    init_read_range();
    WATCHED_DIRS_CAP = 256;
    NAMES_CAP = 1e4;
    CANARY_NAMES_PAST_CAP = 1e3;
    QUEUE_LIMIT = (() => {
      try {
        const n = Number(readFileSync4("/proc/sys/fs/inotify/max_queued_events", "utf8").trim());
        return Number.isSafeInteger(n) && n > 0 ? n : 16384;
      } catch {
        return 16384;
      }
    })();
    REFUSALS = /* @__PURE__ */ new Set(["ENOSPC", "EMFILE", "ENFILE", "ENOMEM"]);
    refusal = (code) => code === "ENOSPC" ? "ENOSPC: the user's inotify watches, fs.inotify.max_user_watches, are all taken" : code === "EMFILE" ? "EMFILE: the user's inotify instances, fs.inotify.max_user_instances, or the gate's open files are all taken" : code;
    bursts = {
      current: 0,
      open: /* @__PURE__ */ new Set(),
      count() {
        if (this.current++ === 0)
          setImmediate(() => {
            for (const w of this.open) w.peakBurst = Math.max(w.peakBurst, this.current);
            this.current = 0;
          });
      }
    };
    FLUSH_WAIT_MS = 5e3;
    NO_MOVES = /* @__PURE__ */ new Map();
    MOVED_OVER_CAP = 8;
    WatchFlush = class {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      waiting = /* @__PURE__ */ new Map();
      watcher;
      counter = 0;
      /** Why the kernel refused this flush its watch (`REFUSALS`), if it did. */
      refused;
      /** Whether the events of every watch made until now have arrived (false: the kernel lost some). */
      async flush() {
        if (process.platform !== "linux") return true;
        if (!this.watcher) {
          mkdirSync5(this.dir, { recursive: true });
          this.refused = void 0;
          try {
            this.watcher = watch(`${this.dir}/.`, { persistent: false }, (_type, name2) => {
              bursts.count();
              if (typeof name2 === "string") this.waiting.get(name2)?.();
            });
          } catch (error) {
            const code = error.code ?? "";
            if (REFUSALS.has(code)) this.refused = code;
            return false;
          }
          this.watcher.on("error", () => void 0);
        }
        const name = `flush-${++this.counter}-${randomBytes3(4).toString("hex")}`;
        const file = path11.join(this.dir, name);
        let timer;
        const arrived = await new Promise((resolve) => {
          this.waiting.set(name, () => resolve(true));
          timer = setTimeout(() => resolve(false), FLUSH_WAIT_MS);
          writeFileSync4(file, "");
        }).finally(() => {
          clearTimeout(timer);
          this.waiting.delete(name);
        });
        unlinkSync(file);
        return arrived;
      }
      close() {
        this.watcher?.close();
        this.watcher = void 0;
      }
    };
    SandboxWatch = class {
      constructor(root, recorder, activity) {
        this.root = root;
        this.recorder = recorder;
        this.activity = activity;
        bursts.open.add(this);
        if (process.platform === "linux") this.add("");
        this.unwatched = !this.watchers.has("");
        if (this.unwatched)
          this.problems.push(
            "the sandbox could not be watched: an entry made and removed during the run is not seen"
          );
      }
      root;
      recorder;
      activity;
      watchers = /* @__PURE__ */ new Map();
      names = /* @__PURE__ */ new Map();
      /** Per directory, the name whose event was its latest, while that event took its entry away. */
      dirGone = /* @__PURE__ */ new Map();
      problems = [];
      events = 0;
      namesDropped = 0;
      dirsDropped = 0;
      /** Directories the kernel refused a watch (`REFUSALS`), and the first refusal's code. */
      refused = { dirs: 0, code: "" };
      /** Why the kernel refused the flush's watch this one waits on (`WatchFlush.refused`), if it did. */
      flushRefused = "";
      fenced = false;
      /** `end` gave what was seen: it keeps none of it (a closure of the run may keep this watch). */
      ended = false;
      /** A flush's event never came: the kernel dropped events (its queue overflowed). */
      lost = false;
      callsDone = false;
      /** The sandbox itself could not be watched (not Linux, or no inotify to be had). */
      unwatched;
      /** The largest burst of the gate's inotify queue while this watch was open (`bursts`). */
      peakBurst = 0;
      /** The action log's watch, from the moment the session is done with its calls. */
      recorderWatch;
      recorderWrites = 0;
      /** Why the kernel refused the action log's watch, if it did. */
      recorderRefused = "";
      /** The action log's directory, watched from the fence for the log's writes (`Activity`). */
      activityWatch;
      /**
       * The session is about to make its first call, and every event until now has arrived
       * (`WatchFlush`): each directory's entries are taken as they are, and from now on what is made in
       * a directory under the sandbox counts too.
       */
      fence(flushed, refused) {
        if (!flushed) this.lost = true;
        this.flushRefused ||= refused ?? "";
        const listed2 = /* @__PURE__ */ new Set();
        for (const dir of this.watchers.keys()) {
          if (dir === "") continue;
          try {
            for (const n of listNames(path11.join(this.root, dir))) listed2.add(path11.join(dir, n));
          } catch {
          }
          this.dirGone.delete(dir);
        }
        for (const [rel, name] of this.names)
          if (this.watchers.has(path11.dirname(rel))) name.present = listed2.has(rel);
        for (const rel of listed2) if (!this.names.has(rel)) this.track(rel, true);
        this.fenced = true;
        this.watchActivity();
      }
      /**
       * The action log's writes, as they come, for `Activity`: its directory is watched, not the log
       * (a watch of the log's own inode would share its descriptor with `recorderWatch`, whose count
       * must begin afresh). Where that or the sandbox's watch cannot be had, the activity is blind.
       */
      watchActivity() {
        if (!this.activity || this.ended || this.activityWatch) return;
        if (!this.recorder || this.unwatched) return this.activity.blind();
        const name = path11.basename(this.recorder);
        try {
          this.activityWatch = watch(`${path11.dirname(this.recorder)}/.`, { persistent: false }, (_type, of) => {
            bursts.count();
            if (of === name) this.activity?.recorderWritten();
          });
          this.activityWatch.on("error", () => this.activity?.blind());
        } catch {
          this.activity.blind();
        }
      }
      /** The session is done with its calls: later events are the frames' (`madeBefore` stops counting). */
      markCallsDone() {
        this.callsDone = true;
        this.recorderWatch?.close();
        this.recorderWatch = void 0;
        this.recorderWrites = 0;
        if (!this.recorder || this.ended || process.platform !== "linux") return;
        try {
          this.recorderWatch = watch(this.recorder, { persistent: false }, (type) => {
            if (type === "change") this.recorderWrites += 1;
          });
          this.recorderWatch.on("error", () => void 0);
        } catch (error) {
          const code = error.code ?? "";
          if (REFUSALS.has(code)) this.recorderRefused = code;
        }
      }
      /**
       * Stops watching and gives what was seen, once (a later call gives nothing); `flushed` false: the
       * kernel may have lost events.
       */
      end(flushed, refused) {
        if (this.ended) return { names: /* @__PURE__ */ new Map(), problems: [], blind: [], recorderWrites: 0 };
        this.flushRefused ||= refused ?? "";
        this.ended = true;
        this.recorderWatch?.close();
        this.activityWatch?.close();
        for (const w of this.watchers.values()) w.close();
        this.watchers.clear();
        bursts.open.delete(this);
        const problems = [...this.problems];
        const blind = [];
        const burst = Math.max(this.peakBurst, bursts.current);
        const { dirs } = this.refused;
        if (dirs || this.flushRefused)
          blind.push(
            `the kernel refused ${dirs ? `to watch ${dirs === 1 ? "a directory" : `${dirs} directories`}` : "the watch the gate waits on for its events"} (${refusal(this.refused.code || this.flushRefused)}): an entry made and removed where the gate could not watch is not seen`
          );
        else if (!this.unwatched && (!flushed || this.lost))
          blind.push(
            `${this.events} entries were made, removed or moved during the run, and the kernel dropped events of the gate's watch: an entry made and removed among them is not seen`
          );
        else if (burst >= QUEUE_LIMIT)
          blind.push(
            `${this.events} entries were made, removed or moved during the run, and ${burst} events of the gate's watch waited at once, as many as the kernel queues (max_queued_events ${QUEUE_LIMIT}): it may have dropped some, and an entry made and removed among them is then not seen`
          );
        if (this.recorderRefused)
          blind.push(
            `the kernel refused to watch the action log (${refusal(this.recorderRefused)}): a line written and taken back once the calls were done is not seen`
          );
        if (this.namesDropped)
          blind.push(
            `more than ${NAMES_CAP} names were made during the run; ${this.namesDropped} events past them were not counted`
          );
        if (this.dirsDropped)
          blind.push(
            `more than ${WATCHED_DIRS_CAP} directories were there before the first call; an entry made and removed inside the rest is not seen`
          );
        const names = this.names;
        this.names = /* @__PURE__ */ new Map();
        this.dirGone.clear();
        return { names, problems, blind, recorderWrites: this.recorderWrites };
      }
      /** Watches the directory at `rel` (and each directory already in it): nothing outside the sandbox. */
      add(rel) {
        if (this.watchers.size >= WATCHED_DIRS_CAP) {
          this.dirsDropped += 1;
          return;
        }
        const at = rel === "" ? this.root : path11.join(this.root, rel);
        let fd;
        try {
          let base;
          ({ fd, base } = openDirectory(at));
          const watcher = watch(`${base}/.`, { persistent: false, encoding: "buffer" }, (type, name) => {
            bursts.count();
            this.activity?.sandbox(name);
            if (type === "rename" && name) this.renamed(rel, nameOf(name));
          });
          watcher.on("error", () => this.gone(rel, watcher));
          this.watchers.get(rel)?.close();
          this.watchers.set(rel, watcher);
          for (const name of listNames(base)) this.addIfDirectory(rel === "" ? name : path11.join(rel, name));
        } catch (error) {
          const code = error.code ?? "";
          if (REFUSALS.has(code)) this.refuse(code);
        } finally {
          if (fd !== void 0) closeSync8(fd);
        }
      }
      /** The kernel refused the watch of one of its directories. */
      refuse(code) {
        this.refused.dirs += 1;
        this.refused.code ||= code;
      }
      addIfDirectory(rel) {
        if (this.fenced) return;
        try {
          if (lstatSync6(fsPath(path11.join(this.root, rel))).isDirectory()) this.add(rel);
        } catch {
        }
      }
      track(rel, present) {
        if (this.names.size >= NAMES_CAP + (hasCanary(rel) ? CANARY_NAMES_PAST_CAP : 0)) {
          this.namesDropped += 1;
          return void 0;
        }
        const name = { made: 0, madeBefore: 0, present, movedOver: NO_MOVES };
        this.names.set(rel, name);
        return name;
      }
      renamed(dir, name) {
        if (name === ".") {
          const watcher = this.watchers.get(dir);
          if (watcher) this.gone(dir, watcher);
          return;
        }
        this.events += 1;
        const rel = dir === "" ? name : path11.join(dir, name);
        const seen = this.names.get(rel) ?? this.track(rel, false);
        const went = this.dirGone.get(dir);
        this.dirGone.delete(dir);
        if (!seen) return;
        const counts = dir === "" || this.fenced;
        if (seen.present && went && went !== seen) {
          if (counts && (went.movedOver.has(rel) || went.movedOver.size < MOVED_OVER_CAP)) {
            if (went.movedOver === NO_MOVES) went.movedOver = /* @__PURE__ */ new Map();
            went.movedOver.set(rel, (went.movedOver.get(rel) ?? 0) + 1);
          }
        } else if (seen.present) {
          seen.present = false;
          this.dirGone.set(dir, seen);
        } else {
          seen.present = true;
          if (counts) {
            seen.made += 1;
            if (!this.callsDone) seen.madeBefore += 1;
          }
        }
        if (!this.watchers.has(rel)) this.addIfDirectory(rel);
      }
      gone(rel, watcher) {
        watcher.close();
        if (this.watchers.get(rel) === watcher) this.watchers.delete(rel);
      }
    };
  }
});

// src/run/package.ts
import { spawn as spawn4 } from "node:child_process";
import { randomBytes as randomBytes4 } from "node:crypto";
import { existsSync as existsSync5, mkdirSync as mkdirSync6 } from "node:fs";
import path12 from "node:path";
async function installPackage(tarball, workDir, limitMs) {
  if (!existsSync5(tarball)) throw new ConfigurationError(`--package: no such file: ${tarball}`);
  const prefix = path12.join(workDir, "package-prefix");
  mkdirSync6(prefix, { recursive: true });
  const args = [
    "install",
    "--prefix",
    prefix,
    "--no-audit",
    "--no-fund",
    "--no-save",
    "--omit=dev",
    "--loglevel=error",
    tarball
  ];
  const marker = `install-${process.pid}-${randomBytes4(4).toString("hex")}`;
  const processes = new RunProcesses(marker, await RunCgroup.make(`mcp-stdio-gate-${marker}`));
  const child = spawn4("npm", args, {
    cwd: prefix,
    env: {
      ...serverEnvironment(
        process.env,
        Object.fromEntries(NPM_CREDENTIALS.flatMap((k) => process.env[k] ? [[k, process.env[k]]] : []))
      ),
      [RUN_MARKER_VAR]: marker
    },
    detached: true,
    stdio: ["ignore", "ignore", "pipe"]
  });
  if (child.pid !== void 0) {
    processes.started(child.pid);
    processes.adopted = processes.cgroup?.adopt(child.pid) ?? false;
  }
  let tail = "";
  child.stderr.setEncoding("utf8").on("data", (text3) => {
    tail = (tail + text3).slice(-STDERR_TAIL);
  });
  const ended = await new Promise(
    (resolve) => {
      const timer = setTimeout(() => resolve("timeout"), limitMs);
      child.on("error", (error) => {
        clearTimeout(timer);
        resolve(error);
      });
      child.on("exit", (code, signal2) => {
        clearTimeout(timer);
        resolve({ code, signal: signal2 });
      });
    }
  );
  processes.killAll();
  await processes.waitGone(1e3, true);
  processes.close();
  await processes.cgroup?.remove();
  await new Promise((resolve) => {
    if (child.stderr.readableEnded) return resolve();
    child.stderr.once("end", resolve);
    child.stderr.once("close", resolve);
    setTimeout(resolve, 1e3).unref();
  });
  child.stderr.destroy();
  const said = escapeHidden(tail.trim());
  if (ended === "timeout")
    throw new ConfigurationError(
      `--package: npm install ${tarball} did not finish within --install-timeout-ms (${limitMs} ms); it and its scripts were killed${said ? `: ${said}` : ""}`
    );
  if (ended instanceof Error)
    throw new ConfigurationError(`--package: npm install ${tarball} could not start: ${ended.message}`);
  if (ended.code !== 0)
    throw new ConfigurationError(
      `--package: npm install ${tarball} failed (exit ${ended.code ?? ended.signal}): ${said}`
    );
  return path12.join(prefix, "node_modules", ".bin");
}
var NPM_CREDENTIALS, STDERR_TAIL;
var init_package = __esm({
  "src/run/package.ts"() {
    "use strict";
    init_errors();
    init_safe_text();
    init_descendants();
    init_environment();
    NPM_CREDENTIALS = ["NODE_AUTH_TOKEN", "NPM_TOKEN"];
    STDERR_TAIL = 2e3;
  }
});

// src/run/peak-rss.ts
import { readFileSync as readFileSync5 } from "node:fs";
function peakRssBytes() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync5("/proc/self/status", "utf8"));
    if (hwm) return Number(hwm[1]) * 1024;
  } catch {
  }
  return process.resourceUsage().maxRSS * 1024;
}
var init_peak_rss = __esm({
  "src/run/peak-rss.ts"() {
    "use strict";
  }
});

// src/run/scenarios.ts
import { existsSync as existsSync6, mkdirSync as mkdirSync7, readdirSync as readdirSync5, symlinkSync, writeFileSync as writeFileSync5 } from "node:fs";
import path13 from "node:path";
function scenarioLaunch(name, options, runDir) {
  const plain = { cwd: options.cwd, env: {}, idleMs: 0, movedCwd: false };
  switch (name) {
    case "baseline":
      return plain;
    case "verbose-env":
      return { ...plain, env: { ...VERBOSE_ENV } };
    case "idle-start":
      return { ...plain, idleMs: options.idleMs };
    case "soak":
      return plain;
    case "no-config": {
      const dirs = {};
      for (const [key, sub] of [
        ["HOME", "home"],
        ["XDG_CONFIG_HOME", "xdg-config"],
        ["XDG_DATA_HOME", "xdg-data"],
        ["XDG_CACHE_HOME", "xdg-cache"],
        ["XDG_STATE_HOME", "xdg-state"]
      ]) {
        dirs[key] = path13.join(runDir, "no-config", sub);
        mkdirSync7(dirs[key], { recursive: true });
      }
      const cwd = path13.join(runDir, "no-config", "cwd");
      mkdirSync7(cwd, { recursive: true });
      return { ...plain, cwd, env: { ...dirs, USERPROFILE: dirs.HOME }, movedCwd: true };
    }
    case "env-file": {
      const cwd = path13.join(runDir, "env-file-cwd");
      mkdirSync7(cwd, { recursive: true });
      for (const entry of readdirSync5(options.cwd))
        symlinkSync(path13.join(options.cwd, entry), path13.join(cwd, entry));
      if (!existsSync6(path13.join(cwd, ".env"))) writeFileSync5(path13.join(cwd, ".env"), ENV_FILE_CONTENT);
      return { ...plain, cwd, movedCwd: true };
    }
    default: {
      const user = options.userScenarios.find((s) => s.name === name);
      if (!user) throw new Error(`unknown scenario ${name}`);
      return { ...plain, env: { ...user.env } };
    }
  }
}
function absolutizeArgv(argv, cwd) {
  return argv.map((arg, i) => {
    if (arg.startsWith("-") || path13.isAbsolute(arg) || arg.includes("{{")) return arg;
    if (i === 0 && !arg.includes("/")) return arg;
    const full = path13.resolve(cwd, arg);
    return existsSync6(full) ? full : arg;
  });
}
var VERBOSE_ENV, ENV_FILE_CONTENT;
var init_scenarios = __esm({
  "src/run/scenarios.ts"() {
    "use strict";
    VERBOSE_ENV = {
      DEBUG: "*",
      NODE_DEBUG: "child_process,fs,http,net,module,stream,timer,tls",
      NODE_OPTIONS: "--trace-warnings --trace-deprecation",
      NPM_CONFIG_LOGLEVEL: "verbose",
      RUST_LOG: "trace",
      RUST_BACKTRACE: "1",
      LOG_LEVEL: "debug",
      LOGLEVEL: "debug",
      VERBOSE: "1",
      PYTHONWARNINGS: "always",
      PYTHONDEVMODE: "1",
      PYTHONVERBOSE: "1",
      GODEBUG: "gctrace=1,inittrace=1",
      GOLOG_LOG_LEVEL: "debug",
      JAVA_TOOL_OPTIONS: "-verbose:gc",
      DOTNET_CLI_TELEMETRY_OPTOUT: "0",
      Logging__LogLevel__Default: "Trace",
      COREHOST_TRACE: "1"
    };
    ENV_FILE_CONTENT = "# written by mcp-stdio-gate (env-file scenario): a harmless .env\nMCP_GATE_ENV_FILE=harmless\n";
  }
});

// src/core/mcp-messages.ts
function requestMeta(version) {
  if (!rulesFor(version).stateless) return void 0;
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": CLIENT_INFO
  };
}
function initializeRequest(id, version) {
  return {
    jsonrpc: "2.0",
    id,
    method: "initialize",
    params: { protocolVersion: version, capabilities: {}, clientInfo: CLIENT_INFO }
  };
}
function toolCallParams(tool, args, version) {
  const meta = requestMeta(version);
  return meta ? { name: tool, arguments: args, _meta: meta } : { name: tool, arguments: args };
}
function toolCall(id, tool, args, version) {
  return { jsonrpc: "2.0", id, method: "tools/call", params: toolCallParams(tool, args, version) };
}
function frameBytes(message) {
  return Buffer.from(JSON.stringify(message) + "\n", "utf8");
}
function toolsListRequest(id, version, cursor) {
  const meta = requestMeta(version);
  const params = { ...cursor !== void 0 ? { cursor } : {}, ...meta ? { _meta: meta } : {} };
  return Object.keys(params).length ? { jsonrpc: "2.0", id, method: "tools/list", params } : { jsonrpc: "2.0", id, method: "tools/list" };
}
function pingRequest(id, version) {
  const meta = requestMeta(version);
  return meta ? { jsonrpc: "2.0", id, method: "ping", params: { _meta: meta } } : { jsonrpc: "2.0", id, method: "ping" };
}
var CLIENT_INFO, INITIALIZED_NOTIFICATION;
var init_mcp_messages = __esm({
  "src/core/mcp-messages.ts"() {
    "use strict";
    init_protocol();
    CLIENT_INFO = { name: "mcp-stdio-gate", version: "0.1.0" };
    INITIALIZED_NOTIFICATION = { jsonrpc: "2.0", method: "notifications/initialized" };
  }
});

// src/core/envelope.ts
function validators() {
  return envelopeValidators;
}
function describeErrors(kind, errors) {
  const first = errors?.[0];
  if (!first) return `not a valid ${kind}`;
  if (first.keyword === "not") return `a ${kind} must not carry result/error/id together`;
  const where = first.instancePath || "/";
  const detail = first.keyword === "const" ? `must be "2.0"` : first.message;
  return `not a valid ${kind}: ${where} ${detail}`;
}
function checkEnvelope(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const what = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    return { ok: false, reason: `${what}, not a JSON-RPC object` };
  }
  const v = value;
  if (!("jsonrpc" in v)) return { ok: false, reason: 'no "jsonrpc": "2.0" member' };
  let kind;
  if ("method" in v) kind = "id" in v ? "request" : "notification";
  else if ("error" in v) kind = "error";
  else if ("result" in v) kind = "result";
  else
    return {
      ok: false,
      reason: "neither a request, a notification nor a response (no method, result or error)"
    };
  const validate2 = validators()[kind];
  if (!validate2(v))
    return { ok: false, reason: describeErrors(kind === "result" ? "response" : kind, validate2.errors) };
  switch (kind) {
    case "result":
      return { ok: true, envelope: { kind, id: v.id, value: v } };
    case "error":
      return { ok: true, envelope: { kind, id: v.id, value: v } };
    case "notification":
      return { ok: true, envelope: { kind, method: v.method, value: v } };
    case "request":
      return {
        ok: true,
        envelope: { kind, id: v.id, method: v.method, value: v }
      };
  }
}
var init_envelope = __esm({
  "src/core/envelope.ts"() {
    "use strict";
    init_validators();
  }
});

// src/core/stdout-contract.ts
import { isUtf8 } from "node:buffer";
function joinedLine(parts, length) {
  if (lineScratch.length < length) lineScratch = Buffer.allocUnsafeSlow(length + (length >> 3));
  let at = 0;
  for (const part of parts) at += part.copy(lineScratch, at);
  return lineScratch.subarray(0, length);
}
function duplicateEnvelopeKey(text3) {
  const suspect = text3.includes("\\u") || ENVELOPE_KEYS.some((k) => {
    const first = text3.indexOf(k);
    return first !== -1 && text3.indexOf(k, first + k.length) !== -1;
  });
  if (!suspect) return void 0;
  const seen = /* @__PURE__ */ new Set();
  let duplicate;
  forEachTopLevelKey(text3, (key) => {
    if (seen.has(key)) duplicate = key;
    seen.add(key);
    return duplicate !== void 0;
  });
  return duplicate;
}
function forEachTopLevelKey(text3, visit) {
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < text3.length; i++) {
    const c = text3.charCodeAt(i);
    if (c === 34) {
      let end = text3.indexOf('"', i + 1);
      while (end !== -1 && isEscaped(text3, end)) end = text3.indexOf('"', end + 1);
      if (end === -1) return;
      if (depth === 1 && expectKey) {
        const raw = text3.slice(i + 1, end);
        expectKey = false;
        if (visit(raw.includes("\\") ? JSON.parse(`"${raw}"`) : raw, end + 1)) return;
      }
      i = end;
    } else if (c === 123 || c === 91) {
      depth += 1;
      if (depth === 1) expectKey = true;
    } else if (c === 125 || c === 93) {
      depth -= 1;
    } else if (c === 44 && depth === 1) {
      expectKey = true;
    }
  }
}
function rawNumericId(text3, id) {
  const plain = `"id":${id}`;
  const at = text3.indexOf(plain);
  if (at !== -1 && /[,}\s]/.test(text3[at + plain.length] ?? "")) return String(id);
  let found2;
  forEachTopLevelKey(text3, (key, end) => {
    const m = key === "id" ? /^\s*:\s*(-?[0-9][0-9.eE+-]*)/.exec(text3.slice(end, end + 64)) : null;
    if (m) found2 = m[1];
    return false;
  });
  return found2;
}
function loneSurrogate(value) {
  if (typeof value === "string") return value.isWellFormed() ? void 0 : value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad2 = loneSurrogate(v);
      if (bad2 !== void 0) return bad2;
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const bad2 = loneSurrogate(k) ?? loneSurrogate(v);
      if (bad2 !== void 0) return bad2;
    }
  }
  return void 0;
}
function isEscaped(text3, at) {
  let n = 0;
  while (text3.charCodeAt(at - 1 - n) === 92) n += 1;
  return n % 2 === 1;
}
function isJsonSpace(b) {
  return b === 32 || b === 9 || b === 13;
}
function cannotBeJson(body) {
  let start = 0;
  while (start < body.length && isJsonSpace(body[start])) start++;
  const b = body[start];
  if (b === void 0) return true;
  if (b === 123 || b === 91 || b === 34 || b === 45 || b >= 48 && b <= 57) return false;
  const literal = LITERALS.find((l) => l[0] === b);
  if (!literal) return true;
  let end = body.length;
  while (end > start && isJsonSpace(body[end - 1])) end--;
  return !body.subarray(start, end).equals(literal);
}
function twinKey(id) {
  return typeof id === "string" ? idKey(Number(id)) : idKey(String(id));
}
var NEWLINE, lineScratch, MAX_DETAILED_FINDINGS, ENVELOPE_KEYS, LITERALS, StdoutContract;
var init_stdout_contract = __esm({
  "src/core/stdout-contract.ts"() {
    "use strict";
    init_bytes();
    init_envelope();
    init_findings();
    init_protocol();
    NEWLINE = 10;
    lineScratch = Buffer.alloc(0);
    MAX_DETAILED_FINDINGS = 20;
    ENVELOPE_KEYS = ['"id"', '"jsonrpc"', '"method"', '"result"', '"error"'];
    LITERALS = ["true", "false", "null"].map((l) => Buffer.from(l));
    StdoutContract = class {
      /**
       * `evidence` turns the offending bytes into what a finding may carry (the shell masks secrets
       * there, same length, before any of them is escaped, hex-dumped or base64-encoded).
       */
      constructor(protocolVersion, evidence = (b) => b) {
        this.evidence = evidence;
        validators();
        const rules = rulesFor(protocolVersion);
        this.batches = rules.batches;
        this.serverRequests = rules.serverRequests;
      }
      evidence;
      findings = [];
      warnings = [];
      /** How the server answered frames whose id it could not read (informational, both accepted). */
      idlessErrors = { "id-null": 0, "id-omitted": 0 };
      /** Successful results (not `isError`) per id key: a frame that had to be rejected must get none. */
      successes = {};
      /** Error codes seen, reported as diagnostics only (R20). */
      errorCodes = {};
      /** Error responses to replayed frames (id-less, or carrying a frame's id): never to the gate's own requests. */
      frameErrors = 0;
      /** Responses (errors or results) to the frames the gate sent: each proves the server read one. */
      frameAnswers = 0;
      lines = 0;
      bytes = 0;
      /** Findings past MAX_DETAILED_FINDINGS, counted only. */
      moreFindings = 0;
      batches;
      serverRequests;
      pending = [];
      pendingLength = 0;
      /** Requests the gate sent itself: each must be answered exactly once. */
      gateIds = /* @__PURE__ */ new Map();
      /** Ids carried by replayed frames: each may be answered at most as often as it was sent. */
      frameIds = /* @__PURE__ */ new Map();
      /** How many id-less error responses the frames sent so far can justify. */
      idlessBudget = 0;
      /** The gate sent a request with this id and waits for exactly one response. */
      expectResponse(id) {
        this.gateIds.set(idKey(id), { id, answered: false });
      }
      /** The gate replayed frames carrying these ids and `lines` frames a server may answer without an id. */
      sentFrames(ids, lines) {
        for (const id of ids) this.frameIds.set(idKey(id), (this.frameIds.get(idKey(id)) ?? 0) + 1);
        this.idlessBudget += lines;
      }
      /** Gate-sent requests still without a response. */
      unanswered() {
        return [...this.gateIds.values()].filter((s) => !s.answered).map((s) => s.id);
      }
      /** Feeds a stdout chunk; returns the well-formed messages completed by it. */
      push(chunk) {
        const messages = [];
        let start = 0;
        for (; ; ) {
          const nl = chunk.indexOf(NEWLINE, start);
          if (nl === -1) break;
          let line;
          if (this.pendingLength > 0) {
            this.pending.push(chunk.subarray(start, nl + 1));
            line = joinedLine(this.pending, this.pendingLength + nl + 1 - start);
            this.pending = [];
            this.pendingLength = 0;
          } else {
            line = chunk.subarray(start, nl + 1);
          }
          this.judgeLine(line, messages);
          start = nl + 1;
        }
        if (start < chunk.length) {
          this.pending.push(chunk.subarray(start));
          this.pendingLength += chunk.length - start;
        }
        return messages;
      }
      /** Bytes currently buffered after the last newline. */
      get partialLength() {
        return this.pendingLength;
      }
      /**
       * Stdout is over: bytes after the last `\n` are a partial frame (R6), unless the gate itself cut
       * the stream at its capture cap (that is `output-limit`, not the server's framing).
       */
      end(cutByGate = false) {
        const raw = cutByGate ? void 0 : joinedLine(this.pending, this.pendingLength);
        this.pending = [];
        this.pendingLength = 0;
        if (!raw?.length) return;
        const tail = this.evidence(raw);
        this.lines += 1;
        this.findings.push({
          kind: "stdout-partial-frame",
          message: `stdout ended without a complete frame on line ${this.lines}: ${escapeBytes(tail)} (no trailing \\n)`,
          line: this.lines,
          offset: this.bytes,
          length: tail.length,
          ...evidenceOf(tail, false)
        });
        this.bytes += tail.length;
      }
      fail(kind, what, raw, offset) {
        if (this.findings.length >= MAX_DETAILED_FINDINGS) {
          this.moreFindings += 1;
          return;
        }
        const line = this.evidence(raw);
        this.findings.push({
          kind,
          message: `${what} on line ${this.lines}: ${escapeBytes(line)}`,
          line: this.lines,
          offset,
          length: line.length,
          ...evidenceOf(line, false)
        });
      }
      judgeLine(line, out) {
        this.lines += 1;
        const offset = this.bytes;
        this.bytes += line.length;
        const body = line.subarray(0, line.length - 1);
        if (!isUtf8(body)) return this.fail("stdout-noise", "non-protocol stdout (invalid UTF-8)", line, offset);
        if (body[0] === 239 && body[1] === 187 && body[2] === 191) {
          return this.fail("stdout-noise", "non-protocol stdout (UTF-8 byte order mark)", line, offset);
        }
        if (cannotBeJson(body)) return this.fail("stdout-noise", "non-protocol stdout", line, offset);
        const text3 = body.toString("utf8");
        let value;
        try {
          value = JSON.parse(text3);
        } catch {
          return this.fail("stdout-noise", "non-protocol stdout", line, offset);
        }
        if (body[body.length - 1] === 13) {
          this.warnings.push({ message: `line ${this.lines} ends with \\r\\n`, line: this.lines, offset });
        } else if (isJsonSpace(body[0]) || isJsonSpace(body[body.length - 1])) {
          this.warnings.push({
            message: `line ${this.lines} has whitespace around its value`,
            line: this.lines,
            offset
          });
        }
        if (Array.isArray(value)) {
          if (!this.batches) {
            return this.fail(
              "stdout-not-jsonrpc",
              "a JSON array (batches exist only in 2025-03-26)",
              line,
              offset
            );
          }
          if (value.length === 0) return this.fail("stdout-not-jsonrpc", "an empty batch", line, offset);
          for (const item of value) if (!this.judgeValue(item, line, offset, out)) return;
          return;
        }
        const duplicate = typeof value === "object" && value !== null && "id" in value ? duplicateEnvelopeKey(text3) : void 0;
        const id = value?.id;
        const refuse = (what) => {
          this.fail("stdout-not-jsonrpc", what, line, offset);
          if ((typeof id === "string" || typeof id === "number") && this.gateIds.has(idKey(id)))
            out.push({ answers: id, line: this.lines });
        };
        if (duplicate !== void 0)
          return refuse(`a duplicate key ${JSON.stringify(duplicate)} (parsers disagree on which value wins)`);
        if (typeof id === "number") {
          const raw = rawNumericId(text3, id);
          if (raw !== void 0 && !/^-?(0|[1-9][0-9]*)$/.test(raw)) {
            return refuse(
              `an id written ${raw} (JSON.parse reads ${id}; clients that keep the number's form or compare text read another id)`
            );
          }
        }
        if (text3.includes("\\u")) {
          const bad2 = loneSurrogate(value);
          if (bad2 !== void 0) {
            return refuse(
              "a string holding a lone surrogate (not Unicode: strict clients refuse the line, others replace it)"
            );
          }
        }
        this.judgeValue(value, line, offset, out);
      }
      /** Envelope and correlation checks of one message; false when it produced a finding. */
      judgeValue(value, line, offset, out) {
        if (typeof value === "object" && value !== null && "result" in value && !("method" in value)) {
          const id = value.id;
          if (id === void 0 || id === null) {
            this.fail(
              "stdout-unexpected-response",
              "a result without an id (a reply to a notification)",
              line,
              offset
            );
            return false;
          }
        }
        const checked = checkEnvelope(value);
        if (!checked.ok) {
          this.fail("stdout-not-jsonrpc", `not a JSON-RPC 2.0 message (${checked.reason})`, line, offset);
          const id = value?.id;
          if ((typeof id === "string" || typeof id === "number") && this.gateIds.has(idKey(id)))
            out.push({ answers: id, line: this.lines });
          return false;
        }
        const envelope = checked.envelope;
        if (envelope.kind === "request" && !this.serverRequests) {
          this.fail(
            "stdout-not-jsonrpc",
            "a server-to-client request, which this protocol version forbids",
            line,
            offset
          );
          return false;
        }
        if (envelope.kind === "result" || envelope.kind === "error") {
          const problem = this.correlate(envelope);
          if (problem) {
            this.fail("stdout-unexpected-response", problem, line, offset);
            const twin = this.pendingGateTwin(envelope.id);
            if (twin !== void 0) out.push({ answers: twin, line: this.lines });
            return false;
          }
        }
        const answers = envelope.kind === "result" || envelope.kind === "error" ? envelope.id ?? void 0 : void 0;
        out.push({ envelope, answers, line: this.lines });
        return true;
      }
      /** Matches a response with what the gate sent; returns why it is unexpected, if it is. */
      /** The gate's unanswered request whose id is `id` typed the other way (7 for "7"), if any. */
      pendingGateTwin(id) {
        if (id === null || id === void 0) return void 0;
        const gate = this.gateIds.get(twinKey(id));
        return gate && !gate.answered ? gate.id : void 0;
      }
      correlate(envelope) {
        if (envelope.kind === "error") {
          const code = envelope.value.error.code;
          this.errorCodes[String(code)] = (this.errorCodes[String(code)] ?? 0) + 1;
        }
        const id = envelope.id;
        if (envelope.kind === "result" && envelope.value.result.isError !== true) {
          this.successes[idKey(envelope.id)] = (this.successes[idKey(envelope.id)] ?? 0) + 1;
        }
        if (id === null || id === void 0) {
          if (this.idlessBudget === 0) {
            return "an error response without an id, but no frame the gate sent was unreadable (a reply to a notification)";
          }
          this.idlessBudget -= 1;
          this.idlessErrors[id === null ? "id-null" : "id-omitted"] += 1;
          this.frameErrors += 1;
          this.frameAnswers += 1;
          return void 0;
        }
        const key = idKey(id);
        const gate = this.gateIds.get(key);
        if (gate) {
          if (gate.answered) return `a duplicate response to id ${describeId(id)}`;
          gate.answered = true;
          return void 0;
        }
        const remaining = this.frameIds.get(key);
        if (remaining !== void 0) {
          if (remaining === 0) return `a duplicate response to id ${describeId(id)}`;
          this.frameIds.set(key, remaining - 1);
          this.frameAnswers += 1;
          if (envelope.kind === "error") this.frameErrors += 1;
          return void 0;
        }
        const twin = twinKey(id);
        if (this.gateIds.has(twin) || this.frameIds.has(twin)) {
          return `a response with id ${describeId(id)} to a request sent with a differently typed id`;
        }
        return `a response to id ${describeId(id)}, which the gate never sent`;
      }
    };
  }
});

// src/core/mcp-notifications.ts
function validatorFor(method, version) {
  const key = `${method}\0${version}`;
  let v = compiled.get(key);
  if (!v) {
    ajv ??= new import_ajv2.Ajv({ allErrors: false, strict: true, strictRequired: false, validateSchema: false });
    v = ajv.compile(NOTIFICATIONS[method].params(version));
    compiled.set(key, v);
  }
  return v;
}
function describe3(e) {
  const where = `/params${e.instancePath}`;
  if (e.keyword === "required")
    return `at JSON pointer ${where}: required member ${JSON.stringify(e.params.missingProperty)} is missing`;
  if (e.keyword === "enum")
    return `at JSON pointer ${where}: must be one of ${e.params.allowedValues.join(", ")}`;
  return `at JSON pointer ${where}: ${e.message ?? e.keyword}`;
}
function notificationProblem(method, params, version, serverCapabilities) {
  const row = Object.hasOwn(NOTIFICATIONS, method) ? NOTIFICATIONS[method] : void 0;
  if (!row) return void 0;
  if (version < row.since) return `${method} does not exist in protocol ${version} (it came in ${row.since})`;
  const schema = row.params(version);
  if (params === void 0) {
    if (!optionalParams(schema)) return `${method}: at JSON pointer /params: the params are missing`;
  } else {
    const validate2 = validatorFor(method, version);
    if (!validate2(params)) return `${method}: ${describe3(validate2.errors[0])}`;
  }
  if (row.unasked) return `${method}, but ${row.unasked}`;
  if (!row.needs || !serverCapabilities) return void 0;
  let at = serverCapabilities;
  for (const key of row.needs) at = at?.[key];
  return at === void 0 || at === false || at === null ? `${method}, but the server's initialize result declares no \`${row.needs.join(".")}\` capability` : void 0;
}
var import_ajv2, LEVELS, requestId, object, NOTIFICATIONS, optionalParams, compiled, ajv;
var init_mcp_notifications = __esm({
  "src/core/mcp-notifications.ts"() {
    "use strict";
    import_ajv2 = __toESM(require_ajv(), 1);
    LEVELS = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"];
    requestId = { anyOf: [{ type: "string" }, { type: "integer" }] };
    object = { type: "object" };
    NOTIFICATIONS = {
      "notifications/message": {
        since: "2024-11-05",
        params: () => ({
          type: "object",
          required: ["level", "data"],
          properties: { level: { enum: LEVELS }, logger: { type: "string" } }
        }),
        needs: ["logging"]
      },
      "notifications/progress": {
        since: "2024-11-05",
        params: () => ({
          type: "object",
          required: ["progressToken", "progress"],
          properties: {
            progressToken: { anyOf: [{ type: "string" }, { type: "number" }] },
            progress: { type: "number" },
            total: { type: "number" },
            message: { type: "string" }
          }
        }),
        unasked: "the gate sent no progressToken, and progress may only reference a token of an active request"
      },
      "notifications/cancelled": {
        since: "2024-11-05",
        params: (v) => ({
          type: "object",
          required: v <= "2025-06-18" ? ["requestId"] : [],
          properties: { requestId, reason: { type: "string" } }
        })
      },
      "notifications/resources/updated": {
        since: "2024-11-05",
        params: () => ({ type: "object", required: ["uri"], properties: { uri: { type: "string" } } }),
        needs: ["resources", "subscribe"]
      },
      "notifications/resources/list_changed": {
        since: "2024-11-05",
        params: () => object,
        needs: ["resources", "listChanged"]
      },
      "notifications/tools/list_changed": {
        since: "2024-11-05",
        params: () => object,
        needs: ["tools", "listChanged"]
      },
      "notifications/prompts/list_changed": {
        since: "2024-11-05",
        params: () => object,
        needs: ["prompts", "listChanged"]
      },
      "notifications/elicitation/complete": {
        since: "2025-11-25",
        params: () => ({
          type: "object",
          required: ["elicitationId"],
          properties: { elicitationId: { type: "string" } }
        }),
        unasked: "the gate declared no elicitation capability, so no elicitation of its can complete"
      },
      "notifications/tasks/status": {
        since: "2025-11-25",
        params: () => ({
          type: "object",
          required: ["taskId", "status"],
          properties: { taskId: { type: "string" }, status: { type: "string" } }
        }),
        unasked: "the gate created no task"
      }
    };
    optionalParams = (schema) => !schema.required?.length;
    compiled = /* @__PURE__ */ new Map();
  }
});

// src/corpus/when.ts
function whyNotApplicable(when, probeTool, inputSchema) {
  if (!probeTool) return `no --probe-tool, and the case's condition is on the probe tool's inputSchema: ${when.because}`;
  if (inputSchema === void 0)
    return `tools/list gave no inputSchema for ${probeTool} to judge the case's condition by: ${when.because}`;
  const condition = compileSchema(when.probeInputSchema, "07");
  if (typeof condition === "string") return `the case's condition is not a JSON Schema (${condition})`;
  const holds = validateBounded(condition, inputSchema);
  if (holds === void 0)
    return `the case's condition took more than ${VALIDATION_MS} ms to judge on the inputSchema of ${probeTool} (a regular expression that backtracks): ${when.because}`;
  return holds ? void 0 : `the inputSchema of ${probeTool} does not meet the case's condition: ${when.because}`;
}
var init_when = __esm({
  "src/corpus/when.ts"() {
    "use strict";
    init_mcp_results();
  }
});

// src/corpus/expand.ts
function textPlaceholders(p) {
  return {
    call: JSON.stringify(toolCall(p.id, p.tool, p.args, p.protocolVersion)),
    params: JSON.stringify(toolCallParams(p.tool, p.args, p.protocolVersion)),
    paramsString: JSON.stringify(JSON.stringify(toolCallParams(p.tool, p.args, p.protocolVersion))),
    arguments: JSON.stringify(p.args),
    argumentsWithExtra: JSON.stringify({ ...p.args, mcpGateUnknownArgument: `--exec ${p.canary}` }),
    tool: JSON.stringify(p.tool),
    id: String(p.id),
    canary: p.canary,
    protocolVersion: p.protocolVersion
  };
}
function expandText(text3, p) {
  const values = textPlaceholders(p);
  return text3.replace(TEXT_PATTERN, (_, name) => values[name]);
}
function expandJsonTemplate(value, p) {
  if (typeof value === "string") {
    switch (value) {
      case "{{id}}":
        return p.id;
      case "{{call}}":
        return toolCall(p.id, p.tool, p.args, p.protocolVersion);
      case "{{params}}":
        return toolCallParams(p.tool, p.args, p.protocolVersion);
      case "{{arguments}}":
        return p.args;
      default:
        return expandText(value, p);
    }
  }
  if (Array.isArray(value)) return value.map((v) => expandJsonTemplate(v, p));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = expandJsonTemplate(v, p);
    return out;
  }
  return value;
}
function partBytes(part, p) {
  const one = part.base64 !== void 0 ? Buffer.from(part.base64, "base64") : Buffer.from(expandText(part.text ?? "", p), "utf8");
  return part.repeat && part.repeat > 1 ? Buffer.alloc(one.length * part.repeat, one) : one;
}
function frameToBytes(frame, p) {
  if (frame.json !== void 0) return Buffer.from(JSON.stringify(expandJsonTemplate(frame.json, p)) + "\n", "utf8");
  if (frame.parts) return Buffer.concat(frame.parts.map((part) => partBytes(part, p)));
  return partBytes(frame, p);
}
function frameCarriesCanary(frame) {
  return JSON.stringify(frame).includes("{{");
}
function idsInFrame(bytes) {
  const ids = [];
  const text3 = bytes.toString("latin1");
  for (const m of text3.matchAll(/"id"\s*:\s*(-?\d+(?:\.0+)?|"(?:[^"\\]|\\.)*")/g)) {
    const raw = m[1];
    if (raw.startsWith('"')) {
      try {
        ids.push(JSON.parse(raw));
      } catch {
      }
    } else ids.push(Number(raw));
  }
  return ids;
}
function countNewlines(bytes) {
  let n = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) n += 1;
  return n;
}
function lineCount(bytes) {
  return countNewlines(bytes) + (bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? 1 : 0);
}
var TEXT_PATTERN;
var init_expand = __esm({
  "src/corpus/expand.ts"() {
    "use strict";
    init_mcp_messages();
    TEXT_PATTERN = /\{\{(call|paramsString|params|argumentsWithExtra|arguments|tool|id|canary|protocolVersion)\}\}/g;
  }
});

// src/run/session.ts
import { createHash as createHash2 } from "node:crypto";
function fingerprint(bytes) {
  return createHash2("sha256").update(bytes).digest("hex").slice(0, 12);
}
function outcomeOf(envelope) {
  if (!envelope) return { outcome: "no-response" };
  if (envelope.kind === "error") {
    const error = envelope.value.error;
    return {
      outcome: "error",
      detail: `error ${error.code}: ${oneLine(clip(String(error.message), DETAIL_CAP))}`
    };
  }
  const result = envelope.value.result;
  if (result.isError === true)
    return {
      outcome: "tool-error",
      detail: oneLine(clip(JSON.stringify(result.content ?? result), DETAIL_CAP))
    };
  return { outcome: "result" };
}
function readOfFrames(frames, server, frameAnswers) {
  const release = server.stdinRelease;
  const first = frames.find((f) => f.role === "rejected") ?? frames[frames.length - 1];
  if (!release || !first?.written) return void 0;
  const answered = first.index === 0 && frameAnswers > 0;
  if (release.unread === false || answered || server.stdinAccepted - first.offset > SOCKET_CAPACITY)
    return "read";
  const end = first.offset + first.bytes;
  if (release.submitted > end) return "unclear";
  return end - frames[0].offset <= SMALLEST_READ ? "unread" : "unread-tail";
}
async function runSession(plan) {
  const started = Date.now();
  const rules = rulesFor(plan.protocolVersion);
  const contract = new StdoutContract(plan.protocolVersion, plan.evidence);
  let stdinLines = 0;
  let stdinBytes = 0;
  const waiters = /* @__PURE__ */ new Map();
  let over = false;
  let framesSentAt;
  let timersBefore;
  const finishWaiters = () => {
    over = true;
    for (const w of waiters.values()) w(void 0);
    waiters.clear();
  };
  let writing;
  let awaiting;
  const write = async (bytes) => {
    plan.transcript.write("stdin", bytes);
    writing = { bytes: bytes.length, before: server.stdinAccepted, line: stdinLines + 1 };
    stdinLines += countNewlines(bytes);
    stdinBytes += bytes.length;
    try {
      return await server.write(bytes);
    } finally {
      writing = void 0;
    }
  };
  const stuckAt = () => {
    if (writing) {
      const taken = server.stdinAccepted - writing.before;
      const n = (bytes) => bytes.toLocaleString("en-US");
      return `writing ${n(writing.bytes)} bytes to its stdin from line ${writing.line}; ${n(taken)} had gone through`;
    }
    return awaiting && `waiting for ${awaiting}`;
  };
  let serverCapabilities;
  const capabilityFindings = /* @__PURE__ */ new Set();
  const onMessage = ({ envelope, answers }) => {
    if (envelope?.kind === "notification" || envelope?.kind === "request") {
      const chosen = observation.negotiatedVersion;
      const version = chosen && isProtocolVersion(chosen) ? chosen : plan.protocolVersion;
      const problem = envelope.kind === "notification" ? notificationProblem(envelope.method, envelope.value.params, version, serverCapabilities) : serverCapabilities ? requestProblem(envelope.method) : void 0;
      if (problem && !capabilityFindings.has(envelope.method)) {
        capabilityFindings.add(envelope.method);
        observation.resultFindings.push({ kind: "stdout-not-mcp", message: problem });
      }
    }
    if (answers !== void 0) {
      const w = waiters.get(idKey(answers));
      if (w) {
        waiters.delete(idKey(answers));
        w(envelope);
      }
    } else if (envelope?.kind === "request" && server.stdinWritable) {
      const reply = envelope.method === "ping" ? { jsonrpc: "2.0", id: envelope.id, result: {} } : {
        jsonrpc: "2.0",
        id: envelope.id,
        error: { code: -32601, message: "mcp-stdio-gate declares no client capabilities" }
      };
      void write(frameBytes(reply));
    }
  };
  let internal;
  let onStdout;
  const server = new ServerProcess(
    plan.launch,
    plan.limits,
    (chunk) => {
      if (internal) return;
      try {
        for (const m of contract.push(chunk)) onMessage(m);
        onStdout?.();
      } catch (error) {
        internal = { error };
        void server.abort();
        finishWaiters();
      }
    },
    (stream, chunk) => plan.transcript.write(stream, chunk),
    plan.processes
  );
  void server.stdoutClosed.then(finishWaiters);
  void server.exited.then(() => setTimeout(finishWaiters, plan.limits.drainMs).unref());
  const gone = () => server.stdinRelease !== void 0 || server.exit !== void 0;
  const outputLines = () => contract.lines + (contract.partialLength > 0 ? 1 : 0);
  const pause = (ms, ...alsoEnds) => new Promise((resolve) => {
    if (ms <= 0) return resolve();
    const until = performance.now() + ms;
    const wake = () => {
      const left = until - performance.now();
      if (left > 0) timer = setTimeout(wake, Math.ceil(left));
      else resolve();
    };
    let timer = setTimeout(wake, ms);
    for (const end of [server.exited, ...alsoEnds])
      void end.then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
  let timedOut = false;
  let stopping2;
  const deadline = setTimeout(() => {
    timedOut = true;
    observation.timedOutWhile = stuckAt();
    void server.abort();
    finishWaiters();
  }, plan.timeoutMs);
  let nextId = GATE_ID_BASE;
  const request = async (message, waitMs = plan.responseTimeoutMs, {
    prefix,
    afterWrite,
    role
  } = {}) => {
    const id = nextId++;
    contract.expectResponse(id);
    if (over) return { id, sent: false };
    let timer;
    const response = new Promise((resolve) => {
      waiters.set(idKey(id), (e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
    const sending = message(id);
    const bytes = frameBytes(sending);
    const sent = await write(prefix ? Buffer.concat([prefix, bytes]) : bytes);
    afterWrite?.(sent);
    const waiter = waiters.get(idKey(id));
    if (!sent) waiter?.(void 0);
    else if (waiter)
      timer = setTimeout(() => {
        waiters.delete(idKey(id));
        waiter(void 0);
      }, waitMs);
    const method = sending.method;
    awaiting = `its answer to ${role ?? (typeof method === "string" ? method : "a request")}, id ${id}`;
    const envelope = await response;
    awaiting = void 0;
    return { id, envelope, sent };
  };
  const ping = (waitMs) => request((id) => pingRequest(id, plan.protocolVersion), waitMs);
  const probeCall = async (canary, waitMs, options) => {
    const probe = plan.probe;
    const role = canary === plan.canaries.control ? "the control call" : canary === plan.canaries.followUp ? "the follow-up call" : void 0;
    const r = await request(
      (id) => toolCall(id, probe.tool, probe.argsFor(canary), plan.protocolVersion),
      waitMs,
      { ...options, role: role && `${role} (tools/call ${probe.tool})` }
    );
    judgeResult("tools/call", r.envelope);
    return { canary, id: r.id, ...r.sent ? outcomeOf(r.envelope) : { outcome: "not-sent" } };
  };
  let controlMs = plan.responseTimeoutMs;
  let initMs = plan.responseTimeoutMs;
  let warmMs;
  const timed = async (ask) => {
    const askedAt = performance.now();
    const r = await ask;
    if (r.envelope && warmMs === void 0) warmMs = performance.now() - askedAt;
    return r;
  };
  let actedMs = 0;
  const actWait = () => Math.min(plan.responseTimeoutMs, Math.max(ACT_WAIT_MIN_MS, 10 * controlMs));
  let readyAfterMs = 0;
  const followUpWait = () => Math.min(plan.responseTimeoutMs, Math.max(FOLLOW_UP_MIN_MS, 4 * controlMs));
  const reactionWait = (paceMs = controlMs) => Math.min(plan.responseTimeoutMs, Math.max(REACTION_MIN_MS, 10 * paceMs));
  const listTools = async () => {
    const tools = [];
    let cursor;
    for (let page = 0; page < MAX_TOOL_PAGES && !over; page++) {
      const listed2 = await timed(request((id) => toolsListRequest(id, plan.protocolVersion, cursor)));
      const result = judgeResult("tools/list", listed2.envelope);
      if (!result) return page > 0 || listed2.envelope !== void 0;
      for (const t of result.tools) judgeTool(t, tools.push(t.name) - 1);
      cursor = result.nextCursor;
      if (cursor === void 0) {
        observation.tools = tools;
        break;
      }
    }
    return true;
  };
  const holdMs = () => {
    const pace = Math.max(
      Math.min(plan.probe ? controlMs : warmMs ?? plan.responseTimeoutMs, initMs),
      actedMs
    );
    return pace < plan.responseTimeoutMs ? Math.min(plan.responseTimeoutMs, Math.max(plan.rest ? 0 : HOLD_MIN_MS, HOLD_PACES * pace)) : FOLLOW_UP_MIN_MS;
  };
  const endOfSession = async () => {
    if (observation.frames.length > 0 && !over) {
      observation.holdMs = Math.ceil(holdMs() * 10) / 10;
      plan.onIdle?.();
      await pause(observation.holdMs, server.stdinReleased);
      if (plan.rest) {
        const until = performance.now() + QUIET_MAX_MS;
        const floorAt = (framesSentAt ?? performance.now()) + HOLD_MIN_MS;
        const woken = /* @__PURE__ */ new Set();
        for (; ; ) {
          const lookedAt = performance.now();
          if (gone() || over) break;
          const rest = plan.rest();
          const now = performance.now();
          let wait2;
          if (rest.busy) {
            wait2 = Math.max(QUIET_POLL_MS, 4 * (now - lookedAt));
          } else {
            const armed = (thread, ms) => {
              const before = timersBefore?.get(thread);
              return timersBefore !== void 0 && (before === void 0 || now + ms < before - TIMER_SOONER_MS);
            };
            const due = [...rest.timers].filter(
              ([thread, ms]) => !woken.has(thread) && (ms <= TIMER_HORIZON_MS || now + ms < until && armed(thread, ms))
            );
            for (const [thread] of due) woken.add(thread);
            if (due.length) wait2 = Math.max(...due.map(([, ms]) => ms)) + QUIET_POLL_MS;
            else if (rest.unreadable && now < floorAt) wait2 = floorAt - now;
            else {
              observation.threads = "at-rest";
              break;
            }
          }
          if (now >= until) {
            observation.threads = "running";
            break;
          }
          await pause(Math.min(wait2, until - now), server.stdinReleased);
        }
      }
    }
    if (framesSentAt !== void 0 && !over && !gone())
      observation.closedAfterFramesMs = Math.round(performance.now() - framesSentAt);
    awaiting = "its exit after stdin EOF";
    return server.stop();
  };
  const observation = {
    handshake: { outcome: "skipped" },
    frames: [],
    resultFindings: []
  };
  const judgeResult = (method, envelope) => {
    if (envelope?.kind !== "result") return void 0;
    const result = envelope.value.result;
    const problem = resultProblem(method, result);
    if (problem) observation.resultFindings.push({ kind: "stdout-not-mcp", message: problem });
    return problem ? void 0 : result;
  };
  let probeSchema;
  const judgeTool = (t, index) => {
    const isProbe = t.name === plan.probe?.tool;
    if (isProbe) probeSchema = t.inputSchema;
    if (index >= MAX_JUDGED_TOOLS && !isProbe) return;
    const name = JSON.stringify(t.name);
    const notSchema = (why) => observation.resultFindings.push({
      kind: "stdout-not-mcp",
      message: `the tools/list result: the inputSchema of tool ${name} is not a valid JSON Schema (${why})`
    });
    const unchecked = (why) => observation.probeArgumentsUnchecked = `the probe arguments were not checked against the inputSchema of ${name}: ${why}`;
    const problem = inputSchemaProblem(t.inputSchema, plan.protocolVersion);
    if (problem !== void 0) return void notSchema(problem);
    if (!isProbe) return;
    const size = JSON.stringify(t.inputSchema).length;
    if (size > MAX_COMPILED_SCHEMA)
      return void unchecked(`it has ${size} characters, past the ${MAX_COMPILED_SCHEMA} the gate compiles`);
    const compiled2 = compileInputSchema(t.inputSchema, plan.protocolVersion);
    if (typeof compiled2 === "string") return void notSchema(compiled2);
    const fits = validateBounded(compiled2, plan.probe.argsFor(plan.canaries.control));
    if (fits === false) observation.probeArgumentsRefused = firstSchemaError(compiled2);
    else if (fits === void 0)
      unchecked(
        `its validation ran past ${VALIDATION_MS} ms (a regular expression of its that backtracks), and was stopped`
      );
  };
  try {
    if (!server.launchFailure) {
      const c = plan.case;
      if (plan.idleMs > 0) await pause(plan.idleMs);
      const handshake = c?.handshake !== false;
      if (handshake && !rules.stateless && !over) {
        const initStarted = performance.now();
        const init = await request((id) => initializeRequest(id, plan.protocolVersion), plan.timeoutMs);
        if (init.envelope) {
          initMs = performance.now() - initStarted;
          readyAfterMs = Date.now() - started;
        }
        if (init.envelope?.kind === "result") {
          observation.handshake = { outcome: "ok" };
          const initResult = judgeResult("initialize", init.envelope);
          if (initResult) {
            serverCapabilities = initResult.capabilities;
            const version = String(initResult.protocolVersion);
            observation.negotiatedVersion = version;
            if (version !== plan.protocolVersion && !isProtocolVersion(version))
              observation.resultFindings.push({
                kind: "stdout-not-mcp",
                message: `the initialize result: protocolVersion ${JSON.stringify(version)} is neither the requested ${plan.protocolVersion} nor a version the gate knows`
              });
          }
          await write(frameBytes(INITIALIZED_NOTIFICATION));
          const capabilities = initResult?.capabilities;
          if (capabilities?.tools && typeof capabilities.tools === "object") await listTools();
        } else {
          const o = outcomeOf(init.envelope);
          if (!o.detail && !timedOut) await pause(plan.limits.drainMs);
          const ended = timedOut ? void 0 : server.exit;
          const first = timedOut ? "" : ended ? `: the server ended first (${endedHow(ended)})` : ": its stdout closed first";
          observation.handshake = o.detail ? { outcome: "failed", detail: o.detail } : {
            outcome: "failed",
            detail: `no response to initialize${first}`,
            ...ended && { ended: true }
          };
        }
      } else if (handshake) {
        observation.handshake = { outcome: "ok", detail: "stateless: no initialize" };
        const listStarted = performance.now();
        if (!over && await listTools()) {
          initMs = performance.now() - listStarted;
          readyAfterMs = Date.now() - started;
          warmMs = void 0;
        }
      }
      await plan.beforeCalls?.();
      if (handshake && observation.handshake.outcome === "ok" && plan.probe && plan.control !== false) {
        const sentAt = performance.now();
        observation.control = await probeCall(plan.canaries.control);
        const { outcome } = observation.control;
        if (outcome !== "no-response") controlMs = performance.now() - sentAt;
        const activity = plan.activity;
        if ((outcome === "result" || outcome === "tool-error") && activity && !activity.since(sentAt) && !over) {
          const acted = await Promise.race([activity.next(actWait()), server.exited.then(() => false)]);
          if (acted) actedMs = Math.round(performance.now() - sentAt);
        }
        plan.onCallsDone?.();
      }
      observation.callsDone = !timedOut;
      if (!c && plan.soakMs > 0 && observation.handshake.outcome === "ok") {
        const soakStarted = Date.now();
        plan.onIdle?.();
        const ended = () => over || server.exit !== void 0;
        while (!ended() && Date.now() - soakStarted < plan.soakMs) {
          const tickStarted = Date.now();
          await ping(SOAK_PING_MS);
          await pause(SOAK_PING_MS - (Date.now() - tickStarted));
        }
        const left = ended() && !timedOut && !internal;
        if (plan.probe && left) {
          const how = server.exit ? endedHow(server.exit) : "its stdout closed";
          observation.followUp = {
            canary: plan.canaries.followUp,
            id: nextId++,
            outcome: "not-sent",
            detail: `the server left the session ${Date.now() - soakStarted} ms into it, with no frame sent and its stdin still open (${how})`
          };
        } else if (plan.probe && !over) observation.followUp = await probeCall(plan.canaries.followUp);
      }
      if (!c && plan.barrierPing && observation.handshake.outcome === "ok" && !over) {
        const wait2 = reactionWait(Math.min(controlMs, initMs));
        const barrier = await ping(wait2);
        judgeResult("ping", barrier.envelope);
        observation.startBarrier = barrier.envelope ? "answered" : "no-answer";
        plan.onCallsDone?.();
        if (plan.pingAfterBarrier && barrier.envelope && !over) {
          const next = await ping();
          judgeResult("ping", next.envelope);
          observation.afterBarrier = next.envelope ? "answered" : "no-answer";
          plan.onCallsDone?.();
        }
        if (plan.lastsMs && !over) {
          const margin = Math.max(holdMs(), plan.lastsMs / 10);
          plan.onIdle?.();
          await pause(plan.lastsMs + margin - (Date.now() - started - readyAfterMs));
          if (!over) await Promise.race([plan.connectionsQuiet?.(), server.exited]);
        }
      }
      if (c?.when && !over)
        observation.notApplicable = whyNotApplicable(c.when, plan.probe?.tool, probeSchema);
      if (c && !over && !observation.notApplicable) {
        const barrier = await timed(ping());
        judgeResult("ping", barrier.envelope);
        observation.barrier = !barrier.sent ? "not-sent" : barrier.envelope ? "answered" : "no-answer";
      }
      if (c && !over && observation.barrier === "answered") {
        if (plan.rest) {
          const before = plan.rest(true);
          const at = performance.now();
          timersBefore = new Map([...before.timers].map(([thread, ms]) => [thread, at + ms]));
        }
        const tool = plan.probe?.tool ?? "mcp-stdio-gate-probe";
        const sends = [];
        let offset = stdinBytes;
        let stdinLine = stdinLines + 1;
        c.frames.forEach((frame, index) => {
          const canary = plan.canaries.frames[index];
          const id = FRAME_ID_BASE + index;
          const args = plan.probe ? plan.probe.argsFor(canary) : { canary };
          const bytes = frameToBytes(frame, {
            tool,
            args,
            id,
            canary,
            protocolVersion: plan.protocolVersion
          });
          const ids = idsInFrame(bytes);
          contract.sentFrames(ids, 2 * lineCount(bytes));
          observation.frames.push({
            index,
            role: frame.role ?? "rejected",
            canary: frameCarriesCanary(frame) ? canary : void 0,
            stdinLine,
            offset,
            expanded: { id, tool, arguments: JSON.stringify(args) },
            bytes: bytes.length,
            fingerprint: fingerprint(bytes),
            reason: `${c.category}: ${c.title}`,
            ids,
            written: false,
            endsLine: bytes[bytes.length - 1] === 10
          });
          sends.push(bytes);
          offset += bytes.length;
          stdinLine += countNewlines(bytes);
        });
        const frames = observation.frames;
        plan.onCallsDone?.();
        const mark = (from2) => {
          const acceptedBefore = server.stdinAccepted;
          const outputBefore = outputLines();
          return (to, ok) => {
            const taken = server.stdinAccepted - acceptedBefore;
            for (let i = from2; i < to; i++) {
              const start = frames[i].offset - frames[from2].offset;
              frames[i].written = ok || taken > start && (server.tellsRelease || taken - start > SOCKET_CAPACITY || outputLines() > outputBefore);
            }
          };
        };
        const deliver = async (from2, to) => {
          if (from2 >= to) return;
          const written = mark(from2);
          written(to, await write(Buffer.concat(sends.slice(from2, to))));
          if (to === frames.length) framesSentAt = performance.now();
        };
        const rejected = frames.findIndex((f) => f.role === "rejected");
        const upTo = rejected === -1 ? frames.length : rejected + 1;
        let from = 0;
        if (plan.confirmRead) {
          const answersBefore = contract.frameAnswers;
          await deliver(0, upTo);
          await new Promise((resolve) => {
            const done = () => {
              clearTimeout(timer);
              onStdout = void 0;
              resolve();
            };
            const timer = setTimeout(done, reactionWait());
            if (rejected === 0)
              onStdout = () => {
                if (contract.frameAnswers > answersBefore) done();
              };
            void server.stdinReleased.then(done);
            void server.exited.then(done);
          });
          from = upTo;
        }
        const followUp = !c.closeStdin && handshake && c.expect.followUp !== "none" && plan.probe && !gone();
        const together = followUp && plan.soakMs === 0;
        if (!together && !gone()) await deliver(from, frames.length);
        if (plan.soakMs > 0 && !over) {
          plan.onIdle?.();
          await pause(plan.soakMs);
        }
        if (followUp) {
          const written = together ? mark(from) : void 0;
          observation.followUp = await probeCall(
            plan.canaries.followUp,
            plan.followUpThenEof ? plan.timeoutMs : followUpWait(),
            {
              prefix: together ? Buffer.concat(sends.slice(from)) : void 0,
              afterWrite: (ok) => {
                written?.(frames.length, ok);
                if (together) framesSentAt = performance.now();
                if (plan.followUpThenEof) stopping2 = endOfSession();
              }
            }
          );
        }
      }
    }
  } catch (error) {
    internal ??= { error };
  }
  const exit = timedOut || internal ? await server.abort() : await (stopping2 ?? endOfSession());
  clearTimeout(deadline);
  if (internal) throw internal.error;
  contract.end(server.limitHit === "stdout");
  const stdinRead = readOfFrames(observation.frames, server, contract.frameAnswers);
  return {
    ...observation,
    ...stdinRead ? { stdinRead } : {},
    contract,
    stdoutBytes: server.stdoutBytes,
    stderrBytes: server.stderrBytes,
    exit,
    orphans: server.orphans,
    durationMs: Date.now() - started,
    readyAfterMs,
    timedOut,
    limitHit: server.limitHit,
    launchFailure: server.launchFailure
  };
}
var MAX_TOOL_PAGES, MAX_JUDGED_TOOLS, MAX_COMPILED_SCHEMA, FRAME_ID_BASE, GATE_ID_BASE, FOLLOW_UP_MIN_MS, REACTION_MIN_MS, HOLD_PACES, HOLD_MIN_MS, QUIET_POLL_MS, TIMER_HORIZON_MS, TIMER_SOONER_MS, QUIET_MAX_MS, ACT_WAIT_MIN_MS, SMALLEST_READ, SOAK_PING_MS, endedHow, DETAIL_CAP;
var init_session = __esm({
  "src/run/session.ts"() {
    "use strict";
    init_safe_text();
    init_report();
    init_mcp_messages();
    init_protocol();
    init_stdout_contract();
    init_mcp_results();
    init_mcp_notifications();
    init_when();
    init_expand();
    init_process_runner();
    init_stdin_pair();
    MAX_TOOL_PAGES = 50;
    MAX_JUDGED_TOOLS = 100;
    MAX_COMPILED_SCHEMA = 256 * 1024;
    FRAME_ID_BASE = 100;
    GATE_ID_BASE = 90001;
    FOLLOW_UP_MIN_MS = 500;
    REACTION_MIN_MS = 1e3;
    HOLD_PACES = 3;
    HOLD_MIN_MS = 10;
    QUIET_POLL_MS = 1;
    TIMER_HORIZON_MS = 100;
    TIMER_SOONER_MS = 3;
    QUIET_MAX_MS = 500;
    ACT_WAIT_MIN_MS = 250;
    SMALLEST_READ = 512;
    SOAK_PING_MS = 1e3;
    endedHow = (exit) => exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
    DETAIL_CAP = 300;
  }
});

// src/run/gate.ts
import { createHash as createHash3, randomBytes as randomBytes5 } from "node:crypto";
import { readFileSync as readFileSync6, statSync as statSync4 } from "node:fs";
import path14 from "node:path";
function overRun(isCase, effects, blindSpots, keep) {
  return {
    isCase,
    add: (later, blind) => {
      effects.push(...later.map(keep));
      blindSpots.push(...blind);
    }
  };
}
function newCanary() {
  return `${CANARY_PREFIX}${randomBytes5(8).toString("hex")}`;
}
function stableHash(text3) {
  let h = 2166136261;
  for (let i = 0; i < text3.length; i++) {
    h ^= text3.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function inShard(key, shard) {
  return !shard || stableHash(key) % shard.total === shard.index - 1;
}
function applies(c, options) {
  return !c.protocolVersions || c.protocolVersions.includes(options.protocolVersion);
}
function planRuns(options, cases) {
  const runs2 = [];
  const chosen = options.cases.length ? cases.filter((c) => options.cases.includes(c.id)) : selectProfile(cases, options.profile);
  const selected = chosen.filter((c) => applies(c, options));
  for (const c of selected) {
    const problem = whenProblem(c, true);
    if (problem) throw new ConfigurationError(`${c.file}: ${problem}`);
  }
  const scenarios = [.../* @__PURE__ */ new Set([...options.scenarios, ...options.corpusScenarios])];
  const caseRuns = [];
  for (const scenario of options.corpusScenarios) {
    for (const c of selected)
      if (inShard(runKey(scenario, c.id), options.shard))
        caseRuns.push({ scenario, case: c, support: false });
  }
  for (const c of soakSample(options, selected))
    if (inShard(runKey("soak", c.id), options.shard))
      caseRuns.push({ scenario: "soak", case: c, support: false });
  for (const scenario of scenarios) {
    const owned2 = options.scenarios.includes(scenario) && inShard(runKey(scenario, CONTROL_CASE), options.shard);
    const needed = caseRuns.some((r) => r.scenario === scenario);
    const own = { scenario, support: false };
    if (owned2) runs2.push(own);
    if (needed && !(owned2 && isStartSample(own))) runs2.push({ scenario, support: true });
    if (needed) runs2.push({ scenario, support: true, callless: true });
    if (needed) runs2.push({ scenario, support: true, checksBarrier: true });
  }
  return [...runs2, ...caseRuns];
}
function soakSample(options, selected) {
  if (!options.scenarios.includes("soak") || options.corpusScenarios.includes("soak")) return [];
  if (options.soakMs === 0) return [];
  const preferred = selected.filter((c) => SOAK_SAMPLE_CASES.includes(c.id));
  return preferred.length ? preferred : selected.slice(0, 1);
}
function estimate(run, options) {
  let cost = 1;
  if (run.scenario === "idle-start") cost += options.idleMs / 500;
  if (soaks(run) && run.case) cost += options.soakMs / 500;
  for (const f of run.case?.frames ?? [])
    for (const p of f.parts ?? [f]) cost += (p.repeat ?? 1) * (p.text?.length ?? 1) / 1e6;
  return cost;
}
function runLabel(run) {
  const why = run.plan.confirms ? " (did the server read the frames? run again, not reported)" : run.plan.checksBarrier ? " (does the server read on after the barrier? not reported)" : run.plan.support ? " (start-up baseline only, not reported)" : "";
  return `${run.plan.scenario} \xD7 ${run.caseId}${why}`;
}
function signal() {
  let resolve;
  const promise = new Promise((r) => resolve = r);
  return { promise, resolve };
}
function warmWhileBooting(first, warm) {
  let launches = 0;
  const tryWarm = () => {
    try {
      warm();
    } catch {
    }
  };
  return () => {
    if (++launches === first) setImmediate(tryWarm);
  };
}
function pendingOf(plan, counted) {
  const pending = /* @__PURE__ */ new Map();
  for (const r of plan)
    if (counted(r)) {
      const p = pending.get(r.scenario) ?? { left: 0, over: signal() };
      p.left += 1;
      pending.set(r.scenario, p);
    }
  return pending;
}
async function pool(items, concurrency, headStart, work) {
  let failure;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async (_, worker) => {
    if (worker > 0) await headStart;
    while (items.length && !failure) {
      try {
        await work(items.shift(), worker + 1);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(workers);
  if (failure) throw failure.error;
}
function readBaseline(file) {
  let text3;
  try {
    text3 = readFileSync6(file, "utf8");
  } catch (error) {
    throw new ConfigurationError(`--baseline ${file}: ${error.message}`);
  }
  if (/^\s*[[{]/.test(text3)) {
    let value;
    try {
      value = JSON.parse(text3);
    } catch (error) {
      throw new ConfigurationError(`--baseline ${file}: not valid JSON (${error.message})`);
    }
    const cases = Array.isArray(value) ? value : value?.cases;
    if (!Array.isArray(cases) || cases.some((c) => typeof c !== "string")) {
      const pointer = Array.isArray(value) ? "/" : "/cases";
      throw new ConfigurationError(
        `--baseline ${file}: at JSON pointer ${pointer}: expected an array of case ids`
      );
    }
    return cases;
  }
  return text3.split("\n").map((line) => line.replace(/#.*/, "").trim()).filter(Boolean);
}
function probeProblem(o, options) {
  if (options.probeTool && o.tools && !o.tools.includes(options.probeTool))
    return `--probe-tool ${options.probeTool}: the server lists no such tool (tools/list offers: ${offered(o.tools)})`;
  if (o.probeArgumentsRefused)
    return `--probe-arguments: the inputSchema of ${options.probeTool} refuses them (placeholders expanded) ${clip(oneLine(o.probeArgumentsRefused))}`;
  return void 0;
}
function addPackagePath(env, ctx) {
  if (ctx.extraPath) env.PATH = `${ctx.extraPath}${path14.delimiter}${env.PATH ?? ""}`;
}
function launchFor(run, ctx, runDir, values, control, gateEnv) {
  const { options } = ctx;
  const scenario = scenarioLaunch(run.scenario, options, runDir);
  const userEnv = Object.fromEntries(
    Object.entries(options.env).map(([k, v]) => [k, expandString(v, values(control))])
  );
  const env = serverEnvironment(process.env, userEnv, scenario.env, gateEnv);
  addPackagePath(env, ctx);
  let argv = options.command.map((a) => expandString(a, values(control)));
  if (scenario.movedCwd) argv = absolutizeArgv(argv, options.cwd);
  return { scenario, env, argv };
}
async function executeRun(run, runId, worker, ctx, turn) {
  const { options } = ctx;
  const runDir = path14.join(ctx.workDir, `run-${runId}`);
  const workerDir = path14.join(ctx.workDir, `worker-${worker}`);
  const http = new HttpCanary();
  const tcp = new TcpCanary();
  let transcript;
  let kept = false;
  let watch2;
  try {
    ctx.later.reuse(worker);
    const files = prepareRunFiles(workerDir, runDir);
    const control = newCanary();
    const activity = new Activity(control, files.actionLog, ctx.controls.seenLate > 0);
    http.activity = activity;
    tcp.activity = activity;
    watch2 = new SandboxWatch(files.sandbox, files.actionLog, activity);
    await Promise.all([http.start(), tcp.start()]);
    const marker = `${ctx.gateId}-${runId}`;
    const canaries = { control, frames: (run.case?.frames ?? []).map(newCanary), followUp: newCanary() };
    const base = http.baseUrl();
    const values = (canary) => ({
      canary,
      canaryUrl: base + canary,
      canaryProxy: http.origin(),
      sandbox: files.sandbox,
      actionLog: files.actionLog
    });
    const { scenario, env, argv } = launchFor(run, ctx, runDir, values, control, {
      MCP_GATE_ACTION_LOG: files.actionLog,
      MCP_GATE_CANARY_URL: base,
      MCP_GATE_CANARY_TCP: `127.0.0.1:${tcp.port}`,
      MCP_GATE_SANDBOX: files.sandbox,
      [RUN_MARKER_VAR]: marker
    });
    const probe = options.probeTool;
    const soakMs = soaks(run) ? options.soakMs : 0;
    const caseId = run.case?.id ?? CONTROL_CASE;
    transcript = new TranscriptWriter(
      run.support ? runDir : options.outDir,
      run.scenario,
      caseId,
      ctx.redact
    );
    let callsDone;
    const notRun = () => {
      transcript?.discard();
      transcript = void 0;
      return void 0;
    };
    if (!await turn()) return notRun();
    const release = await ctx.servers.acquire();
    const served = { from: performance.now(), to: Infinity };
    let session;
    let processes;
    try {
      if (ctx.halted) return notRun();
      const prepared = await ctx.launchers?.take(path14.join(files.dir, "launch.sh"));
      processes = new RunProcesses(marker, prepared?.cgroup ?? RunCgroup.create(`mcp-stdio-gate-${marker}`));
      ctx.launched.resolve();
      ctx.onLaunch();
      session = await runSession({
        transcript,
        evidence: ctx.redact.empty ? void 0 : (bytes) => ctx.redact.bytes(bytes),
        launch: { argv, cwd: scenario.cwd, env, prepared },
        limits: { ...DEFAULT_LIMITS, captureCap: options.captureCap },
        protocolVersion: options.protocolVersion,
        timeoutMs: options.timeoutMs + scenario.idleMs + soakMs,
        responseTimeoutMs: Math.min(1e4, options.timeoutMs),
        idleMs: scenario.idleMs,
        probe: probe ? { tool: probe, argsFor: (canary) => expandJson(options.probeArguments, values(canary)) } : void 0,
        canaries,
        case: run.case,
        processes,
        soakMs,
        followUpThenEof: options.onInvalid !== "open",
        confirmRead: run.confirms !== void 0,
        control: !run.callless,
        barrierPing: run.support && !run.case,
        pingAfterBarrier: run.checksBarrier,
        lastsMs: run.lastsMs,
        rest: threadsVisible ? (whole) => processes.rest(whole) : void 0,
        connectionsQuiet: () => Promise.all([http.quiet(), tcp.quiet()]),
        activity: ctx.controls.made >= 2 && ctx.controls.seen === 0 ? void 0 : activity,
        beforeCalls: async () => watch2?.fence(await ctx.watchFlush.flush(), ctx.watchFlush.refused),
        // A soak is a wait, and so are a held start and a case's hold and exit once its last write is
        // out: its slot goes to the next run (`release` gives it back once). Not at concurrency 1:
        // there, two servers are never up at once (a fixed port, a lock in HOME).
        onIdle: options.concurrency > 1 ? release : void 0,
        onCallsDone: () => {
          http.markCallsDone();
          tcp.markCallsDone();
          watch2?.markCallsDone();
          callsDone = {
            at: performance.now(),
            recorderSize: fileSize(files.actionLog),
            sandbox: sandboxSnapshot(files.sandbox)
          };
        }
      });
      ctx.unlisted ??= probeProblem(session, options);
      if (ctx.unlisted) ctx.halted = true;
    } finally {
      http.activity = tcp.activity = void 0;
      processes?.killAll();
      processes?.close();
      served.to = performance.now();
      ctx.caseRuns.ended(run);
      if (processes?.cgroup) ctx.cleanups.push(processes.cgroup.remove());
      release();
    }
    await Promise.all([http.settle(), tcp.settle()]);
    const watched = watch2.end(await ctx.watchFlush.flush(), ctx.watchFlush.refused);
    const sandbox = sandboxEffects(files.sandbox, files.made.sandbox, callsDone?.sandbox, watched);
    const recorder = recorderEffects(
      files.actionLog,
      files.made.actionLog,
      callsDone?.recorderSize,
      watched.recorderWrites
    );
    const effects = [
      ...recorder.effects,
      ...http.effects(callsDone?.at),
      ...tcp.effects(callsDone?.at),
      ...sandbox.effects
    ].map(ctx.keepEffect);
    if (session.control) {
      ctx.controls.made += 1;
      if (effects.some((e) => e.text.includes(control))) {
        ctx.controls.seen += 1;
        if (!activity.carried) ctx.controls.seenLate += 1;
      }
    }
    transcript.close({
      argv,
      cwd: scenario.cwd,
      exit: session.exit,
      durationMs: session.durationMs,
      ...session.holdMs === void 0 ? {} : { holdMs: session.holdMs },
      // Where each frame lies in stdin.bin, and what its placeholders expanded to (`corpus add`).
      frames: session.frames.map((f) => ({
        index: f.index,
        role: f.role,
        offset: f.offset,
        bytes: f.bytes,
        canary: canaries.frames[f.index],
        ...f.expanded
      }))
    });
    if (session.handshake.ended) {
      const hint = transcript.stderrHint;
      session.handshake.detail += hint === void 0 ? ", nothing on its stderr" : `; its stderr: ${JSON.stringify(hint)}`;
    }
    const written = transcript;
    transcript = void 0;
    const result = {
      plan: run,
      caseId,
      observation: session,
      effects,
      served,
      shellWarnings: sandbox.warnings,
      blindSpots: [
        ...recorder.blind,
        ...http.blindSpots(callsDone?.at),
        ...tcp.blindSpots(callsDone?.at),
        ...sandbox.blind
      ],
      tracking: processes?.tracking ?? "environment",
      launchCommand: argv,
      cwd: scenario.cwd,
      transcript: run.support ? void 0 : (
        // Bound, not a closure: one made here would keep this whole run's scope (its environment,
        // sandbox snapshot, session) alive as long as the report needs the transcript.
        { dir: written.dir, files: written.files, changed: written.changed.bind(written) }
      )
    };
    const over = overRun(!!run.case, result.effects, result.blindSpots, ctx.keepEffect);
    ctx.later.keep([http, tcp], over);
    ctx.later.keepFiles(
      worker,
      files,
      { recorderSize: recorder.size, recorder: identityOf(files.actionLog), sandbox: sandbox.read },
      over
    );
    kept = true;
    return result;
  } finally {
    watch2?.end(true);
    transcript?.abandon();
    if (!kept) await Promise.all([http.close(), tcp.close()]);
  }
}
function negotiated(completed) {
  const run = completed.find((r) => !r.plan.case && r.observation.negotiatedVersion) ?? completed.find((r) => r.observation.negotiatedVersion);
  return run ? { negotiatedVersion: run.observation.negotiatedVersion } : {};
}
function judgeRuns(completed, options) {
  const afterBarrier = afterBarriers(completed);
  const findings = [];
  const runs2 = [];
  const notExercised = [];
  const notApplicable = [];
  const canaryOwners = /* @__PURE__ */ new Map();
  const sessions = completed.map((r) => {
    const owned2 = runCanaries(r.observation);
    const label = runLabel(r);
    for (const [canary, what] of owned2) canaryOwners.set(canary, `${label}: its ${what}`);
    return {
      canaries: owned2.map(([c]) => c),
      effects: r.effects,
      label,
      run: { scenario: r.plan.scenario, case: r.caseId },
      judged: !r.plan.support,
      served: r.served
    };
  });
  const effects = acrossSessions(sessions);
  const baselines = startupBaselines(completed.map((r, i) => ({ ...r, effects: effects[i] })));
  const controlsSeen = completed.filter((r, i) => {
    const canary = r.observation.control?.canary;
    return canary !== void 0 && effects[i].some((e) => e.text.includes(canary));
  }).length;
  for (const [i, run] of completed.entries()) {
    if (run.plan.support) continue;
    const o = run.observation;
    const judged = judgeRun(
      {
        launchFailure: o.launchFailure,
        limitHit: o.limitHit,
        captureCap: options.captureCap,
        timedOut: o.timedOut,
        timeoutMs: options.timeoutMs,
        timedOutWhile: o.timedOutWhile,
        contractFindings: [...o.contract.findings, ...o.resultFindings],
        moreContractFindings: o.contract.moreFindings,
        errorResponses: o.contract.frameErrors,
        successes: o.contract.successes,
        handshake: o.handshake,
        control: o.control,
        frames: o.frames,
        followUp: o.followUp,
        isCase: !!run.plan.case,
        effects: effects[i],
        baseline: run.plan.case ? heldTo(baselines, run) : void 0,
        lastedMs: o.durationMs,
        canaryOwners,
        barrier: o.barrier,
        afterBarrier: run.plan.case ? afterBarrier.get(run.plan.scenario) : void 0,
        notApplicable: o.notApplicable,
        plannedFrames: run.plan.case?.frames.length ?? 0,
        stdinRead: o.stdinRead,
        orphans: o.orphans,
        blindSpots: run.blindSpots,
        soakMs: run.plan.scenario === "soak" ? options.soakMs : void 0,
        controlsSeenElsewhere: controlsSeen
      },
      options.onInvalid
    );
    if (o.notApplicable) notApplicable.push(`${runKey(run.plan.scenario, run.caseId)} (${o.notApplicable})`);
    else if (!judged.exercised) notExercised.push(runKey(run.plan.scenario, run.caseId));
    const own = [...judged.findings, ...outsideWrites(run)];
    for (const f of own) findings.push({ ...f, scenario: run.plan.scenario, case: run.caseId });
    runs2.push({
      scenario: run.plan.scenario,
      case: run.caseId,
      verdict: own.length ? "fail" : "pass",
      exit: o.exit,
      stdoutBytes: o.stdoutBytes,
      stderrBytes: o.stderrBytes,
      stdoutLines: o.contract.lines,
      durationMs: o.durationMs,
      actions: judged.actions,
      rejections: judged.rejections,
      counts: {
        rejected: judged.rejections.length,
        executed: judged.executions,
        errorResponses: o.contract.frameErrors
      },
      errorCodes: o.contract.errorCodes,
      idlessErrors: o.contract.idlessErrors,
      exercised: judged.exercised,
      ...o.notApplicable ? { notApplicable: o.notApplicable } : {},
      controlled: madeCall(o),
      ...o.closedAfterFramesMs === void 0 ? {} : { closedAfterFramesMs: o.closedAfterFramesMs },
      ...o.closedAfterFramesMs !== void 0 && o.threads ? { threads: o.threads } : {},
      transcript: run.transcript?.dir,
      warnings: [...o.contract.warnings, ...judged.warnings, ...run.shellWarnings, ...undelivered(run)],
      caseFile: run.plan.case?.file
    });
  }
  afterCaseFindings(completed, effects, baselines, runs2, findings);
  return { runs: runs2, findings, notExercised, notApplicable };
}
function afterCaseFindings(completed, effects, baselines, runs2, findings) {
  for (const [i, run] of completed.entries()) {
    if (!run.plan.support || !(run.plan.checksBarrier || run.plan.lastsMs) || !run.served) continue;
    const own = runCanaries(run.observation).map(([c]) => c);
    const baseline = heldTo(baselines, run);
    const allowed = baseline && run.plan.checksBarrier ? { ...baseline, start: [...baseline.start, ...baseline.start] } : baseline;
    const { unattributed } = attribute(effects[i], own, allowed, [], run.observation.durationMs);
    if (!unattributed.length) continue;
    const from = run.served.from;
    const before = completed.filter((r) => r.plan.case && !r.plan.support && r.plan.scenario === run.plan.scenario).filter((r) => (r.served?.to ?? Infinity) <= from).sort((a, b) => a.served.to - b.served.to).at(-1);
    const target = (before && runs2.find((r) => r.scenario === before.plan.scenario && r.case === before.caseId)) ?? runs2.find((r) => r.scenario === run.plan.scenario && r.case !== CONTROL_CASE) ?? runs2[0];
    if (!target) continue;
    target.verdict = "fail";
    const where = `in a start made after every case of scenario ${JSON.stringify(run.plan.scenario)} (not reported)`;
    for (const e of unattributed)
      target.actions.push({
        source: e.source,
        description: `${e.description} (${where})`,
        attributedTo: "another session"
      });
    for (const f of listed(
      unattributed,
      (e) => `an action no canary explains and no clean start made, ${where}: ${e.description}. Only the cases before it can have left it (a call kept and acted on at a later start without the arguments that name it); which case's call is not known, the last case to end before it is named`,
      (n) => `${n} more actions no canary explains and no clean start made, ${where}`
    ))
      findings.push({ ...f, scenario: target.scenario, case: target.case });
  }
}
function outsideWrites(run) {
  const replaced = run.transcript?.replaced ?? [];
  if (!replaced.length) return [];
  return [
    {
      kind: "action-leak",
      message: `a process wrote into the gate's report directory: ${replaced.join(", ")} changed after the gate wrote ${replaced.length === 1 ? "it" : "them"} (by the server of this run or of a later one); ${replaced.length === 1 ? "it holds" : "they hold"} a note now, not what the gate wrote`
    }
  ];
}
function gateActFindings(acts, completed, runs2, findings) {
  for (const act of acts) {
    const by = ranAt(completed, act.at)?.key;
    const run = (by && runs2.find((r) => r.scenario === by.scenario && r.case === by.case)) ?? runs2[0];
    if (!run) continue;
    run.verdict = "fail";
    findings.push({
      kind: act.kind ?? "action-leak",
      scenario: run.scenario,
      case: run.case,
      message: act.message(!!by)
    });
  }
}
function runnerFileActs(changes, installing = false) {
  return changes.map((change) => ({
    at: change.writtenAt - performance.timeOrigin,
    message: (known) => `a process wrote into the runner's ${change.name} file ${installing ? "while the --package tarball was installed (its install scripts), before any server started" : `while the servers ran${known ? "" : " (which run is not known)"}`}: ${JSON.stringify(change.added)}. No MCP client gives a server that file, and what it holds sets ${RUNNER_FILE_SETS[change.name]}; it was put back as it was`
  }));
}
function shutInspector() {
  if (!inspectorShut) {
    process.on("SIGUSR1", () => inspectorKnocks.push(performance.now()));
    inspectorShut = true;
  }
  const from = inspectorKnocks.length;
  return () => inspectorKnocks.slice(from).map((at) => ({
    at,
    message: (known) => `a process sent the gate SIGUSR1 while the servers ran${known ? "" : " (which run is not known)"}: Node.js opens its inspector on 127.0.0.1:9229 on that signal, where any local process can run code inside the gate; the gate kept it shut`
  }));
}
function undelivered(run) {
  const frames = run.observation.frames;
  const planned = run.plan.case?.frames.length ?? 0;
  const written = frames.filter((f) => f.written).length;
  if (!frames[0]?.written || written === planned) return [];
  return [
    {
      message: `${planned - written} of ${planned} frames were not delivered (the server closed the session after frame ${written})`
    }
  ];
}
function reportOrder(a, b) {
  return compareText(a.plan.scenario, b.plan.scenario) || (a.plan.case ? 1 : 0) - (b.plan.case ? 1 : 0) || compareText(a.caseId, b.caseId);
}
function planDigest(options, cases, baselineCases) {
  const whole = planRuns({ ...options, shard: void 0 }, cases).filter((r) => !r.support);
  const keys = whole.map((r) => runKey(r.scenario, r.case?.id ?? CONTROL_CASE)).sort(compareText);
  const used = [...new Map(whole.flatMap((r) => r.case ? [[r.case.id, r.case]] : [])).values()].sort((a, b) => compareText(a.id, b.id)).map(({ file: _file, corpus: _corpus, ...c }) => c);
  const judged = {
    runs: keys,
    cases: used,
    probeTool: options.probeTool ?? null,
    probeArguments: options.probeArguments,
    userScenarios: options.userScenarios,
    env: Object.keys(options.env).sort(compareText),
    accepted: [...baselineCases ?? []].sort(compareText),
    bounds: [options.timeoutMs, options.idleMs, options.soakMs, options.captureCap]
  };
  return `sha256:${createHash3("sha256").update(JSON.stringify(judged)).digest("hex")}`;
}
function planGate(options) {
  const cases = loadCorpus(options.corpusDirs);
  const known = new Set(cases.map((c) => c.id));
  const unknownCases = options.cases.filter((id) => id !== "none" && !known.has(id));
  if (unknownCases.length)
    throw new ConfigurationError(`--case: unknown case id(s): ${unknownCases.join(", ")}`);
  const baselineCases = options.baselineFile ? readBaseline(options.baselineFile) : void 0;
  const unknownBaseline = (baselineCases ?? []).filter((id) => !known.has(id));
  if (unknownBaseline.length) {
    throw new ConfigurationError(
      `--baseline ${options.baselineFile}: unknown case id(s): ${unknownBaseline.join(", ")}`
    );
  }
  const rank2 = (r) => r.checksBarrier ? 2 : r.case ? 1 : 0;
  const plan = planRuns(options, cases).sort(
    (a, b) => rank2(a) - rank2(b) || estimate(b, options) - estimate(a, options)
  );
  return { plan, baselineCases, digest: planDigest(options, cases, baselineCases) };
}
async function runGate(options, hooks) {
  const started = Date.now();
  const gateId = `${process.pid}-${randomBytes5(3).toString("hex")}`;
  const knocks = shutInspector();
  const launchers = LauncherPool.create(`mcp-stdio-gate-${gateId}`, options.concurrency);
  let planned;
  try {
    planned = { ...planGate(options), workDir: createWorkDir() };
  } catch (error) {
    await launchers?.drain();
    throw error;
  }
  const { plan, baselineCases, workDir, digest } = planned;
  launchers?.limit(plan.length);
  const ctx = {
    cleanups: [],
    options,
    workDir,
    redact: hooks.redact,
    gateId,
    servers: new Slots(options.concurrency),
    launched: signal(),
    launchers,
    later: new LaterArrivals((at) => ranAt(completed, at)),
    caseRuns: new CaseRuns(plan),
    watchFlush: new WatchFlush(path14.join(workDir, "watch-flush")),
    keepEffect: effectKeeper(),
    controls: { made: 0, seen: 0, seenLate: 0 },
    onLaunch: warmWhileBooting(
      Math.min(options.concurrency, plan.length),
      () => warmSchemas(
        options.protocolVersion,
        plan.flatMap((r) => r.case?.when ? [r.case.when.probeInputSchema] : [])
      )
    )
  };
  const completed = [];
  const gateWarnings = [];
  const runnerFiles = RunnerFiles.read();
  let runnerFileChanges = [];
  let installActs = [];
  let adoptedActs = [];
  const teardown = async () => {
    await ctx.later.closeAll();
    ctx.watchFlush.close();
    adoptedActs = (await killAdopted()).map((d) => ({
      at: NaN,
      kind: "orphan-process",
      message: () => `a process started under the gate was still alive after every run (pid ${d.pid}: ${d.command}), and no run's time holds its start (which run is not known); it would outlive the client in production too, so the gate killed it`
    }));
    runnerFileChanges = runnerFiles.restore();
    await ctx.launchers?.drain();
    await Promise.all(ctx.cleanups.splice(0));
    const problem = removeWorkDir(workDir);
    if (problem) gateWarnings.push(problem);
  };
  const finish = (error) => {
    completed.sort(reportOrder);
    for (const run of completed) {
      const o = run.observation;
      const changed = run.transcript?.changed([...o.contract.findings, ...o.resultFindings]) ?? [];
      if (changed.length) run.transcript.replaced = changed;
    }
    let judged;
    try {
      judged = judgeRuns(completed, options);
      gateActFindings(
        [...installActs, ...runnerFileActs(runnerFileChanges), ...knocks(), ...adoptedActs],
        completed,
        judged.runs,
        judged.findings
      );
    } catch (judgeError) {
      if (error === void 0) throw judgeError;
      judged = { runs: [], findings: [], notExercised: [], notApplicable: [] };
      gateWarnings.push(
        `the runs could not be judged (${judgeError?.message ?? String(judgeError)}): none is listed; the transcripts of ${count(completed.filter((r) => r.transcript).length, "run")} are under --out`
      );
    }
    const { runs: runs2, findings, notExercised, notApplicable } = judged;
    for (const run of completed) {
      const replaced = run.transcript?.replaced ?? [];
      try {
        replaceChanged(options.outDir, replaced);
      } catch (replaceError) {
        gateWarnings.push(`cannot replace ${replaced.join(", ")}: ${replaceError.message}`);
      }
    }
    const warnings = [...gateWarnings];
    const unchecked = completed.find((r) => r.observation.probeArgumentsUnchecked);
    if (unchecked) warnings.push(unchecked.observation.probeArgumentsUnchecked);
    if (!options.probeTool)
      warnings.push(
        "no --probe-tool: the action log was not verified by a positive control; only the stdout contract and unattributed effects were checked"
      );
    if (notApplicable.length)
      warnings.push(
        `${count(notApplicable.length, "case run")} not applicable to this server, no frame sent: ${notApplicable.slice(0, 10).join("; ")}`
      );
    if (notExercised.length) {
      warnings.push(
        `${count(notExercised.length, "case run")} proved nothing (the server was not alive and reading when the frames came): ${notExercised.slice(0, 10).join(", ")}`
      );
    }
    const report = finalizeReport(
      {
        gate: {
          version: GATE_VERSION,
          corpusVersion: BUILTIN_CORPUS_VERSION,
          protocolVersion: options.protocolVersion,
          ...negotiated(completed),
          policy: options.onInvalid,
          profile: options.profile,
          ...options.shard ? { shard: `${options.shard.index}/${options.shard.total}` } : {},
          plan: digest,
          actionLog: options.probeTool ? "verified" : "unverified",
          ...completed.length ? { processTracking: weakestTracking(completed.map((r) => r.tracking)) } : {}
        },
        command: options.command,
        stats: {
          runs: runs2.length,
          cases: new Set(runs2.filter((r) => r.case !== CONTROL_CASE).map((r) => r.case)).size,
          wallMs: Date.now() - started,
          concurrency: options.concurrency,
          peakRssBytes: peakRssBytes(),
          unreportedRuns: completed.filter((r) => r.plan.support).length
        },
        warnings
      },
      runs2,
      findings,
      baselineCases && options.baselineFile ? { file: options.baselineFile, cases: baselineCases } : void 0
    );
    const signal2 = stoppedBy();
    if (signal2) {
      report.result = "error";
      report.warnings.push(
        `the gate was stopped by ${signal2} after ${count(completed.length, "run")} of ${plan.length}, every server process killed: this report holds what was gathered and proves nothing`
      );
    }
    if (error !== void 0) {
      report.result = "error";
      report.error = error?.stack ?? String(error);
      report.warnings.push(
        `the gate failed inside after ${count(completed.length, "run")} of ${plan.length}; this report holds what was gathered`
      );
    }
    const reported = completed.filter((r) => !r.plan.support);
    try {
      const first = firstBadBytes({ report, runs: reported, outDir: options.outDir });
      if (first) Object.assign(first.finding, evidenceOf(first.bytes));
    } catch {
    }
    return {
      report: hooks.redact.value(report),
      runs: reported,
      outDir: options.outDir
    };
  };
  try {
    makeDirectory(options.outDir, "out");
    clearGateFiles(options.outDir);
    if (options.packageFile) {
      ctx.extraPath = await installPackage(options.packageFile, workDir, options.installTimeoutMs);
      installActs = runnerFileActs(runnerFiles.restore(), true);
    }
    checkCommand(ctx);
    let counter = 0;
    let total = plan.length;
    const unstarted = /* @__PURE__ */ new Map();
    const queue = [...plan];
    const starts = new CleanStarts(plan);
    const added = (extra) => {
      total += extra.length;
      launchers?.limit(total);
      return extra;
    };
    const work = async (run, worker) => {
      const turn = async () => {
        if (!run.case && !run.checksBarrier) return true;
        await starts.known();
        if (ctx.halted) return false;
        if (starts.stalled(run.scenario, completed)) {
          total -= 1;
          if (run.case && !run.support) unstarted.set(run.scenario, (unstarted.get(run.scenario) ?? 0) + 1);
          return false;
        }
        if (run.checksBarrier) await ctx.caseRuns.over(run.scenario);
        return true;
      };
      try {
        if (ctx.halted) return;
        let result;
        try {
          result = await executeRun(run, String(++counter), worker, ctx, turn);
        } catch (error) {
          ctx.halted = true;
          throw error;
        } finally {
          ctx.launched.resolve();
        }
        if (!result) return;
        completed.push(result);
        hooks.onRunDone?.(completed.length, total, result);
      } finally {
        const more = !isStartSample(run) ? [] : starts.ended(run.scenario, completed, !!ctx.halted);
        if (more.length) queue.unshift(...added(more));
        ctx.caseRuns.ended(run);
      }
    };
    const soaking = queue.filter(soaks).length;
    const idle = options.concurrency > 1 ? Math.min(soaking, 2 * options.concurrency) : 0;
    await pool(queue, 2 * options.concurrency + idle, ctx.launched.promise, work);
    const unclear = completed.filter((r) => !r.plan.support && r.observation.stdinRead === "unclear");
    if (unclear.length && !ctx.halted) {
      const confirmations = unclear.map((r) => ({ ...r.plan, support: true, confirms: r }));
      await pool(added(confirmations), 2 * options.concurrency, Promise.resolve(), work);
      gateWarnings.push(settleConfirmations(completed, unclear.length));
    }
    const outlasting = ctx.halted ? [] : outlastingStarts(completed);
    if (outlasting.length) await pool(added(outlasting), 2 * options.concurrency, Promise.resolve(), work);
    for (const [scenario, n] of unstarted) gateWarnings.push(stalledWarning(scenario, n, options.timeoutMs));
    await ctx.later.collectAll();
    gateWarnings.push(...samplingWarnings(completed));
    if (ctx.unlisted) throw new ConfigurationError(ctx.unlisted);
    await teardown();
    return finish();
  } catch (error) {
    await teardown();
    if (error instanceof ConfigurationError) throw error;
    throw new GateInternalError(error, finish(error), options, hooks.redact);
  }
}
function stalledWarning(scenario, n, timeoutMs) {
  return `scenario ${JSON.stringify(scenario)}: its clean starts that open the session as its cases do ran to --timeout-ms (${timeoutMs} ms) before the ping that comes right before a case's frames was answered, so its ${count(n, "case run")} ${n === 1 ? "was" : "were"} not started (each would have waited as long, and none could reach its frames); if the server starts or answers that slowly, raise --timeout-ms`;
}
function settleConfirmations(completed, asked) {
  const found2 = { read: 0, unread: 0, "unread-tail": 0, "not-shown": 0 };
  for (const r of completed) {
    const target = r.plan.confirms;
    if (!target) continue;
    const seen = r.observation.stdinRead;
    const settled = seen === "read" || seen === "unread" || seen === "unread-tail" ? seen : "not-shown";
    target.observation.stdinRead = settled;
    found2[settled] += 1;
  }
  const parts = [
    found2.read && `${found2.read} read the frames`,
    found2.unread && `${found2.unread} did not (case-not-exercised)`,
    found2["not-shown"] && `${found2["not-shown"]} never showed it (case-not-exercised)`,
    found2["unread-tail"] && `${found2["unread-tail"]} left frames too long to tell partly unread (counted as exercised)`
  ].filter(Boolean);
  return `${count(asked, "case run")} left bytes unread on the server's stdin after the follow-up was sent, so each ran again with nothing sent after its first rejected frame until the server reacted: ${parts.join(", ") || "none settled it"}`;
}
function offered(tools) {
  if (!tools.length) return "none";
  const more = tools.length > 30 ? `, \u2026 and ${tools.length - 30} more` : "";
  return tools.slice(0, 30).map((t) => clip(oneLine(t), 100)).join(", ") + more;
}
function checkCommand(ctx) {
  const cwd = ctx.options.cwd;
  if (!statSync4(cwd, { throwIfNoEntry: false })?.isDirectory())
    throw new ConfigurationError(`--cwd: not a directory: ${cwd}`);
  const first = ctx.options.command[0];
  if (!first || first.includes("{{")) return;
  const env = { ...process.env, ...ctx.options.env };
  addPackagePath(env, ctx);
  if (resolveCommand(first, env, ctx.options.cwd)) return;
  throw new ConfigurationError(
    `the command ${JSON.stringify(first)} cannot start: ${notFoundReason(first, env, ctx.options.cwd)}`
  );
}
function handshakeRuns(completed, scenario) {
  return completed.filter((r) => isStartSample(r.plan) && r.plan.scenario === scenario);
}
function outlastingStarts(completed) {
  const baselines = startupBaselines(completed);
  const longest = /* @__PURE__ */ new Map();
  for (const r of completed) {
    if (!r.plan.case || r.plan.support || r.observation.timedOut) continue;
    const o = r.observation;
    const baseline = heldTo(baselines, r);
    const canaries = runCanaries(o).map(([canary]) => canary);
    const { unattributed, byCanary } = attribute(r.effects, canaries, baseline, [], o.durationMs);
    if (!unattributed.some((e) => e.late === true) && !controlRepeated({ ...o, isCase: true, baseline }, byCanary))
      continue;
    longest.set(r.plan.scenario, Math.max(longest.get(r.plan.scenario) ?? 0, o.durationMs - o.readyAfterMs));
  }
  return [...longest].flatMap(
    ([scenario, lastsMs]) => Array.from({ length: OUTLASTING_SAMPLES }, (_, i) => ({
      scenario,
      support: true,
      lastsMs,
      callless: i % 2 === 1
    }))
  );
}
function samplingWarnings(completed) {
  const resampled = /* @__PURE__ */ new Map();
  const held = /* @__PURE__ */ new Map();
  for (const r of completed) {
    if (r.plan.resample) resampled.set(r.plan.scenario, (resampled.get(r.plan.scenario) ?? 0) + 1);
    if (r.plan.lastsMs)
      held.set(r.plan.scenario, { n: (held.get(r.plan.scenario)?.n ?? 0) + 1, ms: r.plan.lastsMs });
  }
  return [
    ...[...resampled].map(
      ([scenario, n]) => `scenario ${JSON.stringify(scenario)}: its first two starts made effects with no canary, so ${count(n, "more handshake-only run")} sampled its start-up once they were over and before any of its cases ran, half of them with the control call and half with none; in a case, each such effect is allowed as often as a start with the call made it (one with none, in a case that makes no control call), plus, for each further well-formed call that executed, as often as the call added it`
    ),
    ...[...held].map(
      ([scenario, { n, ms }]) => `scenario ${JSON.stringify(scenario)}: a case made effects with no canary after its frames that its clean starts, shorter, did not show, so ${count(n, "more handshake-only run")} (half of them with the control call) stayed open after the barrier until each had lasted ${ms} ms since its initialize answer, as long as the longest such case; in a case, an effect with no canary is also allowed as often as one of them made it after its barrier`
    )
  ];
}
function startupBaselines(completed) {
  const samples = /* @__PURE__ */ new Map();
  const held = /* @__PURE__ */ new Map();
  const callActsLate = /* @__PURE__ */ new Map();
  const resampled = new Set(completed.filter((r) => r.plan.resample).map((r) => r.plan.scenario));
  for (const r of completed) {
    const sample = isStartSample(r.plan) && (r.plan.resample || !resampled.has(r.plan.scenario));
    if (r.plan.lastsMs) held.set(r.plan.scenario, [...held.get(r.plan.scenario) ?? [], r]);
    if (sample) {
      const s = samples.get(r.plan.scenario) ?? { withCall: [], alone: [] };
      (r.plan.callless ? s.alone : s.withCall).push(startupBaseline(r));
      samples.set(r.plan.scenario, s);
    }
    const control = r.observation.control;
    if ((sample || r.plan.lastsMs) && control) {
      const kinds = callActsLate.get(r.plan.scenario) ?? /* @__PURE__ */ new Set();
      for (const kind of lateKinds(r.effects, control.canary)) kinds.add(kind);
      callActsLate.set(r.plan.scenario, kinds);
    }
  }
  return new Map(
    [...samples].map(([scenario, s]) => {
      const baseline = startupBaselineOf(s.withCall, s.alone);
      const later = held.get(scenario)?.map((r) => ({
        effects: r.effects,
        start: baselineFor(baseline, madeCall(r.observation)).start,
        lastedMs: r.observation.durationMs
      }));
      return [
        scenario,
        {
          ...baseline,
          callActsLate: [...callActsLate.get(scenario) ?? []],
          ...later ? laterBaselineOf(later) : {}
        }
      ];
    })
  );
}
function afterBarriers(completed) {
  const out = /* @__PURE__ */ new Map();
  for (const r of completed) {
    const seen = r.plan.checksBarrier ? r.observation.afterBarrier : void 0;
    if (seen && out.get(r.plan.scenario) !== "answered") out.set(r.plan.scenario, seen);
  }
  return out;
}
function ranAt(completed, at) {
  const alive = completed.filter((r) => r.served && r.served.from <= at && at <= r.served.to);
  if (alive.length !== 1) return void 0;
  return { key: { scenario: alive[0].plan.scenario, case: alive[0].caseId }, label: runLabel(alive[0]) };
}
function startupBaseline(scenarioRun) {
  return scenarioRun.effects.filter((e) => !carriesCanary(e));
}
var GATE_VERSION, madeCall, heldTo, soaks, isStartSample, GateInternalError, SOAK_SAMPLE_CASES, Slots, RUNNER_FILE_SETS, inspectorKnocks, inspectorShut, MAX_BASELINE_SAMPLES, CleanStarts, OUTLASTING_SAMPLES, CaseRuns;
var init_gate = __esm({
  "src/run/gate.ts"() {
    "use strict";
    init_action_log();
    init_findings();
    init_placeholders();
    init_report();
    init_verdict();
    init_mcp_results();
    init_load();
    init_errors();
    init_files();
    init_activity();
    init_launcher();
    init_safe_text();
    init_descendants();
    init_environment();
    init_effects();
    init_sandbox_watch();
    init_package();
    init_peak_rss();
    init_process_runner();
    init_scenarios();
    init_runner_files();
    init_session();
    init_read_range();
    init_workdirs();
    GATE_VERSION = "0.1.0";
    madeCall = (o) => o.control !== void 0 && o.control.outcome !== "not-sent";
    heldTo = (baselines, run) => baselineFor(baselines.get(run.plan.scenario), madeCall(run.observation));
    soaks = (r) => r.scenario === "soak" && !r.support;
    isStartSample = (r) => !r.case && !r.checksBarrier && !r.lastsMs && !soaks(r);
    GateInternalError = class extends Error {
      constructor(cause, partial, options, redact) {
        super(`internal error: ${cause?.message ?? String(cause)}`);
        this.cause = cause;
        this.partial = partial;
        this.options = options;
        this.redact = redact;
      }
      cause;
      partial;
      options;
      redact;
      name = "GateInternalError";
      /** Writes what was gathered (report.json with `"result": "error"`, junit, artifacts); returns report.json's path. */
      writePartialReport() {
        writeGateFiles(this.partial, this.options, this.redact);
        return path14.join(this.options.outDir, "report.json");
      }
    };
    SOAK_SAMPLE_CASES = ["id-true", "request-then-garbage-same-line"];
    Slots = class {
      free;
      queue = [];
      constructor(size) {
        this.free = Math.max(1, size);
      }
      /** Resolves with the function that gives the slot back (once). */
      async acquire() {
        if (this.free > 0) this.free -= 1;
        else await new Promise((resolve) => this.queue.push(resolve));
        let given2 = false;
        return () => {
          if (given2) return;
          given2 = true;
          const next = this.queue.shift();
          if (next) next();
          else this.free += 1;
        };
      }
    };
    RUNNER_FILE_SETS = {
      GITHUB_ENV: "the environment of every later step of the job",
      GITHUB_PATH: "the PATH of every later step of the job",
      GITHUB_OUTPUT: "this step's outputs (the gate's verdict among them)",
      GITHUB_STATE: "this action's state",
      GITHUB_STEP_SUMMARY: "this step's job summary"
    };
    inspectorKnocks = [];
    inspectorShut = false;
    MAX_BASELINE_SAMPLES = 8;
    CleanStarts = class {
      /** Per scenario with cases: its handshake-only runs not yet ended, and the signal its cases wait for. */
      pending;
      constructor(plan) {
        const withCases = new Set(plan.filter((r) => r.case).map((r) => r.scenario));
        this.pending = pendingOf(plan, (r) => isStartSample(r) && withCases.has(r.scenario));
      }
      /**
       * Resolves once the clean starts of every scenario with cases are over, not only the case's own: a
       * server's scenarios share what lies outside its sandbox (a queue in /tmp, in a HOME two scenarios
       * have in common), so a case of one scenario that ran beside or before another's clean start could
       * shape that scenario's baseline, and a server that retries in one scenario what it rejected in
       * another would have every retry excused.
       */
      known() {
        return Promise.all([...this.pending.values()].map((p) => p.over.promise)).then(() => void 0);
      }
      /**
       * Whether every clean start of `scenario` whose session is a case's up to its barrier (the control
       * call made where there is a probe tool: a start with no call is not one) ran to the timeout
       * before the ping a case's barrier is was answered (stuck on initialize, tools/list, the control
       * call or that ping): its cases would each wait as long and reach no frame (the gate fails on
       * those starts already).
       */
      stalled(scenario, completed) {
        const runs2 = handshakeRuns(completed, scenario).filter((r) => !r.plan.callless);
        return (
          // One of them is this report's own, so its timeout fails it: in a shard that does not report
          // the scenario's start, the cases run, and their own timeouts do.
          runs2.some((r) => !r.plan.support) && runs2.every((r) => {
            const o = r.observation;
            return o.timedOut && (o.startBarrier === void 0 ? !o.callsDone : o.startBarrier !== "answered");
          })
        );
      }
      /**
       * One handshake-only run of `scenario` ended (or never ran): the samples still to make, if any.
       * A halted gate makes none, and no case waits any longer.
       */
      ended(scenario, completed, halted) {
        if (halted) {
          for (const p2 of this.pending.values()) p2.over.resolve();
          return [];
        }
        const p = this.pending.get(scenario);
        if (!p || p.left === 0) return [];
        p.left -= 1;
        if (p.left > 0) return [];
        const runs2 = handshakeRuns(completed, scenario);
        const quiet = runs2.every((r) => startupBaseline(r).length === 0);
        const sampled = runs2.some((r) => r.plan.resample);
        const more = quiet || sampled ? 0 : MAX_BASELINE_SAMPLES - runs2.length;
        if (more <= 0) {
          p.over.resolve();
          return [];
        }
        p.left = more;
        return Array.from({ length: more }, (_, i) => ({
          scenario,
          support: true,
          resample: true,
          callless: i % 2 === 1
        }));
      }
    };
    OUTLASTING_SAMPLES = 4;
    CaseRuns = class {
      pending;
      gone = /* @__PURE__ */ new Set();
      constructor(plan) {
        this.pending = pendingOf(plan, (r) => !!r.case);
      }
      /** Resolves once every case run of the scenario ended (at once for a scenario with none). */
      over(scenario) {
        return this.pending.get(scenario)?.over.promise ?? Promise.resolve();
      }
      /** A planned case run's server is gone, or the run ended without one (said once per run). */
      ended(run) {
        if (!run.case || run.confirms || this.gone.has(run)) return;
        this.gone.add(run);
        const p = this.pending.get(run.scenario);
        if (p && --p.left === 0) p.over.resolve();
      }
    };
  }
});

// src/report/redact.ts
function hex(bytes) {
  const lower = bytes.toString("hex");
  return [lower, lower.toUpperCase()];
}
function base64Forms(bytes) {
  const out = [];
  for (let pad = 0; pad < 3; pad++) {
    const encoded = Buffer.concat([Buffer.alloc(pad), bytes]).toString("base64");
    const start = Math.ceil(pad * 8 / 6);
    const end = Math.floor((pad + bytes.length) * 8 / 6);
    const middle = encoded.slice(start, end);
    if (middle.length < MIN_FRAGMENT) continue;
    out.push(middle, middle.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}
function jsonForms(text3) {
  const plain = JSON.stringify(text3).slice(1, -1);
  const ascii = plain.replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
  return [
    plain,
    ascii,
    ascii.replace(/\\u([0-9a-f]{4})/g, (_, h) => `\\u${h.toUpperCase()}`),
    plain.replace(/\//g, "\\/")
  ];
}
function markupForms(text3) {
  const base = text3.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const out = [];
  for (const gt of [true, false])
    for (const quot of [true, false])
      for (const apos of [true, false]) {
        let form = gt ? base.replace(/>/g, "&gt;") : base;
        if (quot) form = form.replace(/"/g, "&quot;");
        if (apos) form = form.replace(/'/g, "&#39;");
        out.push(form);
      }
  return out;
}
function urlForms(text3) {
  const component = encodeURIComponent(text3);
  const lower = component.replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase());
  return [component, lower, component.replace(/%20/g, "+"), encodeURI(text3)];
}
function encodedForms(value) {
  const bytes = Buffer.from(value, "utf8");
  const json = jsonForms(value);
  const forms = [
    value,
    ...json,
    ...json.flatMap(jsonForms),
    ...[value, ...json].flatMap(markupForms),
    ...urlForms(value),
    ...hex(bytes),
    ...base64Forms(bytes),
    escapeByteRun(bytes, "'"),
    escapeByteRun(bytes, '"')
  ];
  return [...new Set(forms)].filter((f) => f.length > 0);
}
var MASK, MIN_LINE, MIN_FRAGMENT, Redactor;
var init_redact = __esm({
  "src/report/redact.ts"() {
    "use strict";
    init_bytes();
    MASK = "***";
    MIN_LINE = 4;
    MIN_FRAGMENT = 4;
    Redactor = class {
      constructor(secrets) {
        this.secrets = secrets;
        const values = /* @__PURE__ */ new Set();
        for (const s of secrets) {
          if (s.length === 0) continue;
          values.add(s);
          for (const line of s.split(/\r\n|\r|\n/)) if (line.trim().length >= MIN_LINE) values.add(line);
        }
        this.forms = [...new Set([...values].flatMap(encodedForms))].sort((a, b) => b.length - a.length);
        this.needles = this.forms.map((f) => Buffer.from(f, "utf8"));
      }
      secrets;
      /** Longest first: a form that contains another is masked whole. */
      forms;
      needles;
      /** No secret to redact. */
      get empty() {
        return this.forms.length === 0;
      }
      text(value) {
        let out = value;
        for (const f of this.forms) if (out.includes(f)) out = out.split(f).join(MASK);
        return out;
      }
      /** Same length: offsets into redacted transcripts and evidence still point at the same bytes. */
      bytes(value) {
        let out = value;
        for (const needle of this.needles) {
          if (out.indexOf(needle) === -1) continue;
          if (out === value) out = Buffer.from(value);
          for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + needle.length))
            out.fill(42, at, at + needle.length);
        }
        return out;
      }
      /**
       * Redacts a stream chunk by chunk: the last bytes that could start a secret are held back until
       * the next chunk (or `end`), so a secret split across chunks is still masked. Same length out.
       */
      stream() {
        const hold = Math.max(0, ...this.needles.map((n) => n.length)) - 1;
        let carry = Buffer.alloc(0);
        return {
          push: (chunk) => {
            if (hold <= 0) return this.bytes(chunk);
            const data = this.bytes(Buffer.concat([carry, chunk]));
            const cut = Math.max(0, data.length - hold);
            carry = Buffer.from(data.subarray(cut));
            return data.subarray(0, cut);
          },
          end: () => {
            const rest = carry;
            carry = Buffer.alloc(0);
            return rest;
          }
        };
      }
      /**
       * A JSON-able value with every string redacted and every `bytesBase64` field masked byte-wise
       * (then re-encoded, so its length holds); the serialized result is searched too.
       */
      value(value) {
        if (this.empty) return value;
        const walked = JSON.parse(JSON.stringify(value), (key, v) => {
          if (typeof v !== "string") return v;
          if (key === "bytesBase64") return this.bytes(Buffer.from(v, "base64")).toString("base64");
          return this.text(v);
        });
        try {
          return JSON.parse(this.text(JSON.stringify(walked)));
        } catch {
          return walked;
        }
      }
    };
  }
});

// src/cli/split-command.ts
function splitCommand(text3) {
  const words = [];
  let word = "";
  let inWord = false;
  let quote2;
  for (let i = 0; i < text3.length; i++) {
    const ch = text3[i];
    if (quote2 === "'") {
      if (ch === "'") quote2 = void 0;
      else word += ch;
    } else if (quote2 === '"') {
      if (ch === '"') quote2 = void 0;
      else if (ch === "\\" && i + 1 < text3.length && '"\\$`\n'.includes(text3[i + 1])) word += text3[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote2 = ch;
      inWord = true;
    } else if (ch === "\\" && i + 1 < text3.length) {
      word += text3[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      if ("|&;<>()$`".includes(ch)) {
        throw new ConfigurationError(
          `--command: ${JSON.stringify(ch)} needs a shell; quote it, or run one explicitly: --command "sh -c '...'"`
        );
      }
      word += ch;
      inWord = true;
    }
  }
  if (quote2) throw new ConfigurationError(`--command: unterminated ${quote2} quote`);
  if (inWord) words.push(word);
  if (words.length === 0) throw new ConfigurationError("--command: empty");
  return words;
}
var init_split_command = __esm({
  "src/cli/split-command.ts"() {
    "use strict";
    init_errors();
  }
});

// src/cli/args.ts
function parseCorpusAdd(argv) {
  const values = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/s.exec(argv[i]);
    const name = m?.[1];
    if (!m || !name || !CORPUS_ADD_FLAGS.includes(name)) {
      const hint = m ? nearest(m[1], CORPUS_ADD_FLAGS) : void 0;
      throw new ConfigurationError(
        `corpus add: unknown argument ${argv[i]}${hint ? ` (did you mean --${hint}?)` : ""}`
      );
    }
    const value = m[2] ?? argv[++i];
    if (value === void 0) throw new ConfigurationError(`corpus add: --${name} needs a value`);
    values[name] = value;
  }
  if (!values.to)
    throw new ConfigurationError("corpus add: --to DIR is required (the directory the case file goes into)");
  return { ...values, to: values.to };
}
function parseArgs(argv) {
  if (argv[0] === "corpus") {
    if (argv[1] === "check") {
      if (argv.length < 3) throw new ConfigurationError("corpus check: name at least one directory");
      return { mode: "corpus-check", dirs: argv.slice(2) };
    }
    if (argv[1] === "list") return { mode: "corpus-list", raw: parseFlags(argv.slice(2)) };
    if (argv[1] === "add") return { mode: "corpus-add", add: parseCorpusAdd(argv.slice(2)) };
    throw new ConfigurationError(
      `corpus: expected "list", "check" or "add", got ${JSON.stringify(argv[1] ?? "")}`
    );
  }
  if (argv[0] === "merge") {
    const dirs = [];
    let out;
    for (let i = 1; i < argv.length; i++) {
      if (argv[i] === "--out") out = argv[++i];
      else if (argv[i].startsWith("--out=")) out = argv[i].slice(6);
      else if (argv[i].startsWith("-")) throw new ConfigurationError(`merge: unknown flag ${argv[i]}`);
      else dirs.push(argv[i]);
    }
    if (dirs.length === 0) throw new ConfigurationError("merge: name the shard report directories");
    if (out === void 0) throw new ConfigurationError("merge: --out DIR is required");
    return { mode: "merge", dirs, out };
  }
  if (argv.includes("-h") || argv.includes("--help")) {
    const dash = argv.indexOf("--");
    const at = argv.findIndex((a) => a === "-h" || a === "--help");
    if (dash === -1 || at < dash) return { mode: "help" };
  }
  if (argv[0] === "--version") return { mode: "version" };
  return { mode: "gate", raw: parseFlags(argv) };
}
function parseFlags(argv) {
  const raw = {};
  let i = 0;
  for (; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      if (raw.command)
        throw new ConfigurationError("give the command either after `--` or with --command, not both");
      raw.command = argv.slice(i + 1);
      break;
    }
    if (!arg.startsWith("--"))
      throw new ConfigurationError(
        `unexpected argument ${JSON.stringify(arg)}: put the server command after \`--\``
      );
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const take = () => {
      if (eq !== -1) return arg.slice(eq + 1);
      const value = argv[i + 1];
      if (value === void 0 || value === "--") throw new ConfigurationError(`--${name}: missing value`);
      i += 1;
      return value;
    };
    if (name === "command") {
      if (raw.command)
        throw new ConfigurationError("give the command either after `--` or with --command, not both");
      raw.command = splitCommand(take());
    } else if (SINGLE.includes(name)) {
      if (raw[name] !== void 0) throw new ConfigurationError(`--${name}: given twice`);
      raw[name] = take();
    } else if (REPEATABLE.includes(name)) {
      (raw[name] ?? (raw[name] = [])).push(take());
    } else {
      const near = nearest(name, ["command", ...SINGLE, ...REPEATABLE]);
      throw new ConfigurationError(
        `unknown flag --${name}${near ? ` (did you mean --${near}?)` : ""} (see --help)`
      );
    }
  }
  return raw;
}
var SINGLE, REPEATABLE, HELP, CORPUS_ADD_FLAGS;
var init_args = __esm({
  "src/cli/args.ts"() {
    "use strict";
    init_errors();
    init_typos();
    init_split_command();
    SINGLE = [
      "probe-tool",
      "probe-arguments",
      "on-invalid",
      "scenarios",
      "corpus-scenarios",
      "profile",
      "baseline",
      "cwd",
      "package",
      "install-timeout-ms",
      "timeout-ms",
      "concurrency",
      "shard",
      "protocol-version",
      "out",
      "idle-ms",
      "soak-ms",
      "capture-cap"
    ];
    REPEATABLE = ["scenario", "corpus", "case", "env", "secret-env"];
    HELP = `mcp-stdio-gate: a release gate for MCP stdio servers.

usage:
  mcp-stdio-gate [options] -- <command> [args...]
  mcp-stdio-gate [options] --command "<command string>"
  mcp-stdio-gate corpus list [--corpus DIR]... [--profile required|strict]
  mcp-stdio-gate corpus check DIR...
  mcp-stdio-gate corpus add --from OUT_DIR --run SCENARIO/CASE --to DIR [--title TEXT]
  mcp-stdio-gate corpus add --bytes FILE --to DIR [--title TEXT]
  mcp-stdio-gate merge DIR... --out DIR

It launches the command once per run, speaks MCP to it, replays the malformed-frame corpus, and
fails unless every stdout byte is part of a complete JSON-RPC 2.0 message and no rejected frame
caused an action.

options:
  --probe-tool NAME          a real tool whose execution is observable (the positive control)
  --probe-arguments JSON     its arguments; {{canary}} {{canaryUrl}} {{sandbox}} {{actionLog}} expand
  --on-invalid POLICY        close (default) | open | any: the session policy after a rejected frame
  --scenarios LIST           scenarios to run (default: baseline,verbose-env,no-config,env-file,idle-start,soak)
  --scenario NAME:K=V[,K=V]  define a scenario with extra environment (repeatable)
  --corpus-scenarios LIST    scenarios the corpus runs under (default: baseline)
  --corpus DIR               a directory of your own cases, added to the built-in corpus (repeatable)
  --case ID                  run only these cases (repeatable; "none": scenario runs only)
  --profile PROFILE          required (default) | strict (adds the parser-differential cases)
  --baseline FILE            accepted case ids: JSON array or one per line (a passing one is reported stale)
  --cwd DIR                  working directory of the server (default: the current one)
  --env KEY=VALUE            extra environment for the server (repeatable; placeholders expand:
                             HTTPS_PROXY={{canaryProxy}} sends its requests through the HTTP canary)
  --secret-env NAME          redact this variable's value everywhere the gate writes (repeatable)
  --package FILE.tgz         install this npm tarball into a fresh prefix, its bin first on PATH
  --install-timeout-ms N     how long that install may take before it is killed (default 600000)
  --timeout-ms N             per-run timeout (default 30000)
  --concurrency N            parallel runs (default: the number of CPUs; above 1, a session the gate
                             has nothing more to send, idle in the soak or after its frames until
                             the server exits, does not count; at 1, one server at a time)
  --shard K/N                run only the K-th of N deterministic parts (merge them with \`merge\`)
  --protocol-version V       2024-11-05 | 2025-03-26 | 2025-06-18 | 2025-11-25 (default) | 2026-07-28
  --idle-ms N                the idle-start scenario's wait before the first request (default 1500)
  --soak-ms N                how long the soak scenario keeps its session open, a ping a second, and the
                             soak sample (id-true, request-then-garbage-same-line) after its frames
                             (default 10000)
  --capture-cap BYTES        bytes kept per stream before output-limit (default 8388608)
  --out DIR                  where report.json, junit.xml and transcripts go (default gate-report)
  -h, --help                 this help
  --version                  the gate's version

exit codes: 0 pass, 1 the gate found a defect, 2 usage or configuration error, 3 an internal error
of the gate (report.json is still written, with "result": "error").
`;
    CORPUS_ADD_FLAGS = ["from", "run", "bytes", "to", "title"];
  }
});

// src/corpus/add.ts
function idFromTitle(title) {
  const words = title.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().split(" ").filter(Boolean);
  let id = "";
  for (const w of words) {
    const next = id ? `${id}-${w}` : w;
    if (next.length > 64) break;
    id = next;
  }
  return id.length >= 2 ? id : `case-${id || "from-bytes"}`;
}
function partsOf(bytes) {
  const parts = [];
  const push = (part) => {
    const last = parts[parts.length - 1];
    if (last && !last.repeat && !part.repeat && last.base64 !== void 0 && part.base64 !== void 0)
      last.base64 = Buffer.concat([Buffer.from(last.base64, "base64"), Buffer.from(part.base64, "base64")]).toString("base64");
    else parts.push(part);
  };
  const text3 = (from, to) => {
    if (to <= from) return;
    const chunk = bytes.subarray(from, to);
    const value = chunk.toString("utf8");
    push(new RegExp(TEXT_PATTERN.source).test(value) ? { base64: chunk.toString("base64") } : { text: value });
  };
  let start = 0;
  for (let i = 0; i < bytes.length; ) {
    let run = i;
    while (run < bytes.length && bytes[run] === bytes[i]) run++;
    const n = utf8SequenceLength(bytes, i);
    if (run - i >= 1024 || n === 0) {
      text3(start, i);
      const end = run - i >= 1024 ? run : i + 1;
      const one = bytes.subarray(i, i + 1);
      const repeat = end - i > 1 ? { repeat: end - i } : {};
      push(n === 1 ? { text: one.toString("latin1"), ...repeat } : { base64: one.toString("base64"), ...repeat });
      start = i = end;
    } else i += n;
  }
  text3(start, bytes.length);
  return parts;
}
function withPlaceholders(text3, probe) {
  const v = textPlaceholders(probe);
  let out = text3;
  for (const name of ["call", "params", "paramsString", "argumentsWithExtra", "arguments"])
    out = out.split(v[name]).join(`{{${name}}}`);
  out = out.replace(
    /("name"\s*:\s*)("(?:[^"\\]|\\.)*")/g,
    (m, key, value) => value === v.tool ? `${key}{{tool}}` : m
  );
  out = out.split(probe.canary).join("{{canary}}");
  return out.replace(new RegExp(`("id"\\s*:\\s*)${probe.id}(?![0-9.eE])`, "g"), "$1{{id}}");
}
function frameFromBytes(source) {
  const role = source.role === "rejected" ? {} : { role: source.role };
  const exact = partsOf(source.bytes);
  if (source.probe) {
    const probe = source.probe;
    const templated = exact.map((p) => p.text !== void 0 && !p.repeat ? { ...p, text: withPlaceholders(p.text, probe) } : p);
    const frame = asFrame(role, templated);
    if (frameToBytes(frame, probe).equals(source.bytes)) return frame;
  }
  return asFrame(role, exact);
}
function asFrame(role, parts) {
  return parts.length === 1 && !parts[0].repeat ? { ...role, ...parts[0] } : { ...role, parts };
}
function framesOfCapture(bytes, protocolVersion) {
  const frames = [];
  for (let start = 0; start < bytes.length; ) {
    const nl = bytes.indexOf(10, start);
    const end = nl === -1 ? bytes.length : nl + 1;
    const line = bytes.subarray(start, end);
    frames.push({ bytes: line, role: "rejected", probe: callProbe(line, protocolVersion) });
    start = end;
  }
  return frames;
}
function callProbe(line, protocolVersion) {
  const text3 = line.toString("utf8");
  let m;
  try {
    m = JSON.parse(text3);
  } catch {
    try {
      m = JSON.parse(text3.slice(0, syntaxErrorOffset(text3)));
    } catch {
      return void 0;
    }
  }
  const call = m;
  if (call?.method !== "tools/call" || typeof call.params?.name !== "string") return void 0;
  const canary = "\0no canary\0";
  return {
    tool: call.params.name,
    args: call.params.arguments ?? {},
    id: Number.isSafeInteger(call.id) ? call.id : -1,
    canary,
    protocolVersion
  };
}
var init_add = __esm({
  "src/corpus/add.ts"() {
    "use strict";
    init_bytes();
    init_load();
    init_expand();
  }
});

// src/cli/corpus-add.ts
import { existsSync as existsSync7, readFileSync as readFileSync7, rmSync as rmSync4, writeFileSync as writeFileSync6 } from "node:fs";
import path15 from "node:path";
function readJson(file, flag) {
  let text3;
  try {
    text3 = readFileSync7(file, "utf8");
  } catch (error) {
    throw new ConfigurationError(`${flag}: cannot read ${file} (${error.message})`);
  }
  try {
    return JSON.parse(text3);
  } catch (error) {
    throw new ConfigurationError(`${flag}: ${file} is not JSON (${error.message})`);
  }
}
function fromRun(outDir, key) {
  const report = readJson(path15.join(outDir, "report.json"), "--from");
  const run = report.runs.find((r) => runKey(r.scenario, r.case) === key);
  if (!run) {
    const cases = report.runs.filter((r) => r.case !== "control").map((r) => runKey(r.scenario, r.case));
    throw new ConfigurationError(
      `--run ${key}: no such run in ${path15.join(outDir, "report.json")} (case runs: ${firstOf(cases, 12) || "none"})`
    );
  }
  if (!run.transcript) throw new ConfigurationError(`--run ${key}: the report keeps no transcript of it`);
  const dir = path15.join(outDir, run.transcript);
  const launch = readJson(path15.join(dir, "launch.json"), "--from");
  if (!launch.frames?.length)
    throw new ConfigurationError(
      `--run ${key}: the run wrote no frame (a scenario run, a case not applicable to the server, or one whose server was gone before its frames)`
    );
  let stdin;
  try {
    stdin = readFileSync7(path15.join(dir, "stdin.bin"));
  } catch (error) {
    throw new ConfigurationError(
      `--from: cannot read ${path15.join(dir, "stdin.bin")} (${error.message})`
    );
  }
  const version = report.gate.protocolVersion;
  const frames = launch.frames.map((f) => ({
    bytes: stdin.subarray(f.offset, f.offset + f.bytes),
    role: f.role,
    probe: {
      tool: f.tool,
      args: JSON.parse(f.arguments),
      id: f.id,
      canary: f.canary,
      protocolVersion: version
    }
  }));
  let original;
  if (run.caseFile && existsSync7(run.caseFile)) original = parseCaseFile(run.caseFile, "source").case;
  const finding = report.findings.find((f) => runKey(f.scenario, f.case) === key);
  return { frames, original, finding, report, run };
}
function corpusAdd(o) {
  if (!!o.from === !!o.bytes)
    throw new ConfigurationError(
      "corpus add: give either --from OUT_DIR --run SCENARIO/CASE or --bytes FILE"
    );
  if (o.from && !o.run) throw new ConfigurationError("corpus add: --from needs --run SCENARIO/CASE");
  let frames;
  let meta = {};
  let source;
  let reproduce;
  let fromCase;
  if (o.from) {
    const r = fromRun(o.from, o.run);
    frames = r.frames;
    reproduce = r.finding?.reproduce;
    fromCase = r.run.case;
    source = `run ${o.run} of ${path15.join(o.from, "report.json")}`;
    const found2 = r.finding ? ` The gate found: ${r.finding.kind}: ${r.finding.message.slice(0, 200)}` : "";
    meta = {
      title: r.original ? `${r.original.title}, as a failing run sent it` : `The frames of run ${o.run}`,
      rationale: `TODO: name the real defect this reproduces (an issue, an incident or a spec section). Written by corpus add from ${source}.${found2}`
    };
    if (r.original) {
      const { category, level, handshake, closeStdin, protocolVersions, when } = r.original;
      meta = {
        ...meta,
        category,
        level,
        handshake,
        closeStdin,
        protocolVersions,
        when,
        expect: r.original.expect
      };
    }
  } else {
    let bytes;
    try {
      bytes = readFileSync7(o.bytes);
    } catch (error) {
      throw new ConfigurationError(`--bytes: cannot read ${o.bytes} (${error.message})`);
    }
    if (!bytes.length) throw new ConfigurationError(`--bytes: ${o.bytes} is empty`);
    frames = framesOfCapture(bytes, "2025-11-25");
    source = `the bytes of ${path15.basename(o.bytes)}`;
    const first = frames[0].bytes.toString("utf8");
    meta = {
      title: `Stdin bytes captured in ${path15.basename(o.bytes)}`,
      rationale: `TODO: name the real defect this reproduces (an issue, an incident or a spec section). Written by corpus add from ${source}.`,
      .../"method"\s*:\s*"initialize"/.test(first) ? { handshake: false } : {}
    };
  }
  const title = o.title ?? meta.title;
  const taken = /* @__PURE__ */ new Set([CONTROL_CASE, ...loadCorpusDir(builtinCorpusDir()).map((c) => c.id)]);
  const base = idFromTitle(title);
  let id = base;
  for (let n = 2; taken.has(id) || existsSync7(path15.join(o.to, `${id}.json`)); n++)
    id = `${base.slice(0, 60)}-${n}`;
  const value = {
    id,
    title,
    category: meta.category ?? "framing",
    level: meta.level ?? "required",
    since: BUILTIN_CORPUS_VERSION,
    rationale: meta.rationale,
    ...meta.protocolVersions ? { protocolVersions: meta.protocolVersions.filter(isProtocolVersion) } : {},
    ...meta.handshake !== void 0 ? { handshake: meta.handshake } : {},
    ...meta.closeStdin !== void 0 ? { closeStdin: meta.closeStdin } : {},
    ...meta.when ? { when: meta.when } : {},
    frames: frames.map(frameFromBytes),
    expect: meta.expect ?? { rejectedCanaries: "never" }
  };
  makeDirectory(o.to, "to");
  const file = path15.join(o.to, `${id}.json`);
  writeFileSync6(file, JSON.stringify(value, null, 2) + "\n");
  const checked = parseCaseFile(file, path15.basename(o.to));
  if (!checked.case) {
    rmSync4(file, { force: true });
    throw new Error(`corpus add wrote a case that does not check: ${checked.problems.join("; ")}`);
  }
  return { file, id, frames: frames.length, reproduce, fromCase };
}
var init_corpus_add = __esm({
  "src/cli/corpus-add.ts"() {
    "use strict";
    init_protocol();
    init_report();
    init_add();
    init_load();
    init_errors();
    init_files();
  }
});

// src/cli/main.ts
import { readFileSync as readFileSync8 } from "node:fs";
import path16 from "node:path";
async function runCli(argv, io = processIo) {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      io.err(`mcp-stdio-gate: ${error.message}
`);
      return 2;
    }
    const cause = error instanceof GateInternalError ? error.cause : error;
    io.err(`mcp-stdio-gate: internal error: ${cause?.stack ?? String(cause)}
`);
    if (error instanceof GateInternalError) {
      try {
        io.err(`mcp-stdio-gate: the partial report is in ${error.writePartialReport()}
`);
      } catch (writeError) {
        io.err(
          `mcp-stdio-gate: the partial report could not be written either: ${writeError.message}
`
        );
      }
    }
    return 3;
  }
}
function invocation() {
  const script = process.argv[1] ?? "";
  if (path16.basename(script) !== "cli.js") return ["mcp-stdio-gate"];
  const rel = path16.relative(process.cwd(), script);
  return ["node", rel.startsWith("..") ? script : rel];
}
async function dispatch(argv, io) {
  const parsed = parseArgs(argv);
  switch (parsed.mode) {
    case "help":
      io.out(HELP);
      return 0;
    case "version":
      io.out(`${GATE_VERSION}
`);
      return 0;
    case "corpus-check": {
      const { cases, problems } = checkCorpus(parsed.dirs);
      for (const p of problems) io.err(`${p}
`);
      const where = `${count(parsed.dirs.length, "directory").replace("directorys", "directories")}`;
      if (problems.length) {
        io.out(
          `corpus check: ${count(problems.length, "problem")} in ${where} (${count(cases, "valid case")})
`
        );
        return 2;
      }
      io.out(`corpus check: ${count(cases, "case")} in ${where}, all valid
`);
      return 0;
    }
    case "corpus-add": {
      const added = corpusAdd(parsed.add);
      const cli = invocation().map(shellQuote).join(" ");
      const to = shellQuote(parsed.add.to);
      io.out(`corpus add: wrote ${added.file} (${count(added.frames, "frame")}; fill in its rationale)
`);
      io.out(`  check it: ${cli} corpus check ${to}
`);
      const run = added.reproduce ? added.reproduce.replace(` --case ${added.fromCase}`, ` --corpus ${to} --case ${added.id}`) : `${cli} [options] --corpus ${to} --case ${added.id} -- <command>`;
      io.out(`  run it:   ${run}
`);
      return 0;
    }
    case "corpus-list": {
      const all = loadCorpus((parsed.raw.corpus ?? []).map((d) => path16.resolve(d)));
      const cases = selectProfile(all, parsed.raw.profile === "required" ? "required" : "strict");
      for (const c of cases)
        io.out(`${c.id.padEnd(40)} ${c.level.padEnd(9)} ${c.category.padEnd(9)} ${c.title}
`);
      io.out(`${count(cases.length, "case")}
`);
      return 0;
    }
    case "merge": {
      const reports = parsed.dirs.map((dir) => {
        const file = path16.resolve(dir, "report.json");
        try {
          return JSON.parse(readFileSync8(file, "utf8"));
        } catch (error) {
          throw new ConfigurationError(`merge: cannot read ${file} (${error.message})`);
        }
      });
      const problems = shardProblems(reports);
      if (problems.length) throw new ConfigurationError(`merge: no verdict: ${problems.join("; ")}`);
      const merged = mergeReports(reports);
      const out = path16.resolve(parsed.out);
      writeMergedFiles(merged, out);
      io.out(renderTerminal(merged, void 0, void 0, out));
      return merged.result === "pass" ? 0 : merged.result === "error" ? 3 : 1;
    }
    case "gate": {
      const options = resolveOptions(parsed.raw);
      const redact = new Redactor(secretValues(options.secretEnv, options.env, process.env));
      let printedAt = Date.now();
      const runAll = () => runGate(options, {
        redact,
        onRunDone: (done, total, run) => {
          const line = `[${done}/${total}] ${runLabel(run)}`;
          if (io.isTTY) io.err(`\r\x1B[K${redact.text(line)}${done === total ? "\r\x1B[K" : ""}`);
          else if (done === total || Date.now() - printedAt > 5e3) {
            printedAt = Date.now();
            io.err(`${redact.text(line)}
`);
          }
        }
      });
      const result = io.command ? await withCommandsStopped(io.command, runAll) : await runAll();
      writeGateFiles(result, options, redact, invocation());
      const first = firstBadBytes(result);
      const firstFinding = mostSevere(result.report.findings);
      const reproduce = firstFinding ? reproduceCommand(options, firstFinding, invocation()) : void 0;
      io.out(redact.text(renderTerminal(result.report, first, reproduce, options.outDir)));
      return result.report.result === "pass" ? 0 : 1;
    }
  }
}
var processIo;
var init_main = __esm({
  "src/cli/main.ts"() {
    "use strict";
    init_report();
    init_load();
    init_errors();
    init_options();
    init_gate();
    init_environment();
    init_files();
    init_redact();
    init_reproduce();
    init_safe_text();
    init_terminal();
    init_args();
    init_corpus_add();
    processIo = {
      out: (t) => process.stdout.write(process.stdout.isTTY ? t : neutralize(t)),
      err: (t) => process.stderr.write(process.stderr.isTTY ? t : neutralize(t)),
      isTTY: !!process.stderr.isTTY,
      command: process.env.GITHUB_ACTIONS === "true" ? (t) => process.stderr.write(t) : void 0
    };
  }
});

// src/cli/process.ts
var process_exports = {};
__export(process_exports, {
  main: () => main
});
async function main() {
  onStopSignal((signal2) => {
    process.stderr.write(`mcp-stdio-gate: ${signal2}, every server process killed
`);
    process.exit(signalExitCode(signal2));
  });
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
  process.exitCode = await runCli(process.argv.slice(2));
}
var init_process = __esm({
  "src/cli/process.ts"() {
    "use strict";
    init_stop_signals();
    init_subreaper();
    init_main();
  }
});

// src/run/entry.ts
init_descendants();
init_subreaper();
import { setFlagsFromString } from "node:v8";
async function runEntry(load) {
  keepHeapSmall();
  const code = await runUnderSubreaper(() => !canMakeRunCgroups());
  if (code !== void 0) process.exit(code);
  await (await load()).main();
}
function keepHeapSmall() {
  setFlagsFromString("--semi-space-growth-factor=1");
  setFlagsFromString("--heap-growing-percent=10");
}

// src/cli.ts
await runEntry(() => Promise.resolve().then(() => (init_process(), process_exports)));
