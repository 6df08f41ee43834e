/**
 * How the gate reads a sleeping thread's wait (`sleepOf`): the hold after a case's frames lasts
 * until each timer due soon fired, and 10 ms at least where a timeout cannot be read.
 */
import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { sleepOf, type SleepMemory } from '../src/run/descendants.js';

describe('sleepOf', () => {
  test.each([
    // epoll_pwait(14, events, 1024, 5000): an event loop with a timer due within 5 s
    ['x64', '281 0xe 0x7ffe3cd81830 0x400 0x1388 0x0 0x8 0x7ffe3cd80ad0 0x7f7fea706cae', 5000],
    // the same with no timer (-1, as an int or sign-extended)
    ['x64', '281 0x9 0x7f7fea5f9cf0 0x400 0xffffffff 0x0 0x8 0x7f7fea5f8f90 0x7f7fea706cae', 'until-woken'],
    ['x64', '232 0x9 0x7f7fea5f9cf0 0x400 0xffffffffffffffff 0x0 0x8 0x1 0x2', 'until-woken'],
    ['x64', '232 0x9 0x7f7fea5f9cf0 0x400 0x0 0x0 0x8 0x1 0x2', 0],
    // poll(fds, 1, 20)
    ['x64', '7 0x7ffe 0x1 0x14 0x0 0x0 0x0 0x1 0x2', 20],
    // futex(addr, FUTEX_WAIT_BITSET_PRIVATE, 0, NULL): a pool thread waiting for work
    ['x64', '202 0x28f94910 0x189 0x0 0x0 0x0 0xffffffff 0x7f7fe9dfbc70 0x7f7fea683f16', 'until-woken'],
    // the same with a deadline, and a nanosleep: a timeout in the process's memory
    ['x64', '202 0x28f94910 0x189 0x0 0x7ffe1000 0x0 0xffffffff 0x1 0x2', 'unknown'],
    ['x64', '35 0x7ffe1000 0x0 0x0 0x0 0x0 0x0 0x1 0x2', 'unknown'],
    // read(0, buf, 65536): a reader blocked on its stdin
    ['x64', '0 0x0 0x7ffe1000 0x10000 0x0 0x0 0x0 0x1 0x2', 'until-woken'],
    ['arm64', '22 0x3 0xffffd000 0x400 0x32 0x0 0x8 0x1 0x2', 50],
    ['arm64', '98 0xaaaa 0x189 0x0 0x0 0x0 0xffffffff 0x1 0x2', 'until-woken'],
    // not in a call, ran meanwhile, unreadable, or an architecture not known here
    ['x64', '-1 0x7ffe1000 0x7f7fea683f16', 'unknown'],
    ['x64', 'running', 'running'],
    ['x64', undefined, 'unknown'],
    ['riscv64', '0 0x0 0x7ffe1000 0x10000 0x0 0x0 0x0 0x1 0x2', 'unknown']
  ])('%s %s', (arch, line, expected) => {
    expect(sleepOf(line, arch)).toBe(expected);
  });

  test('a real Node process asleep with a timer due reads as that timer, on this machine', async () => {
    if (!['x64', 'arm64'].includes(process.arch)) return;
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000); console.log("up")'], {
      stdio: ['ignore', 'pipe', 'inherit']
    });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      // Its main thread is in its event loop's wait once it has written: it may not be there yet.
      let sleep: ReturnType<typeof sleepOf> = 'running';
      for (let i = 0; i < 200 && typeof sleep !== 'number'; i++) {
        sleep = sleepOf(readFileSync(`/proc/${child.pid}/task/${child.pid}/syscall`, 'latin1'), process.arch);
        if (typeof sleep !== 'number') await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(typeof sleep).toBe('number');
      expect(sleep as number).toBeGreaterThan(50000);
      expect(sleep as number).toBeLessThanOrEqual(60000);
    } finally {
      child.kill();
    }
  });
});

describe("sleepOf, a timeout in the sleeping thread's memory", () => {
  const SEC = 1_000_000_000n;
  /** A process whose memory holds `sec`, `fraction` at any pointer, at monotonic 1000 s, realtime 2000 s. */
  const memory = (sec: bigint, fraction: bigint): SleepMemory => ({
    read: () => {
      const b = Buffer.alloc(16);
      b.writeBigInt64LE(sec, 0);
      b.writeBigInt64LE(fraction, 8);
      return b;
    },
    monotonicNs: 1000n * SEC,
    realtimeNs: 2000n * SEC
  });
  test.each([
    // futex(addr, FUTEX_WAIT_BITSET_PRIVATE, ...): a deadline on the monotonic clock (Atomics.wait)
    ['x64', '202 0x28f94910 0x89 0x0 0x7ffe1000 0x0 0xffffffff 0x1 0x2', memory(1000n, 40_000_000n), 40],
    // ... | FUTEX_CLOCK_REALTIME: on the realtime clock (pthread_cond_timedwait)
    ['x64', '202 0x28f94910 0x189 0x0 0x7ffe1000 0x0 0xffffffff 0x1 0x2', memory(2000n, 5_000_000n), 5],
    // a deadline passed: due now
    ['x64', '202 0x28f94910 0x89 0x0 0x7ffe1000 0x0 0xffffffff 0x1 0x2', memory(999n, 0n), 0],
    // FUTEX_WAIT_PRIVATE with a relative timeout (Go's runtime): at most that long
    ['x64', '202 0x28f94910 0x80 0x0 0x7ffe1000 0x0 0x0 0x1 0x2', memory(0n, 30_000_000n), 30],
    // nanosleep(req) and clock_nanosleep(CLOCK_MONOTONIC, 0, req): relative (time.sleep)
    ['x64', '35 0x7ffe1000 0x0 0x0 0x0 0x0 0x0 0x1 0x2', memory(0n, 40_000_000n), 40],
    ['x64', '230 0x1 0x0 0x7ffe1000 0x0 0x0 0x0 0x1 0x2', memory(1n, 500_000_000n), 1500],
    // clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, req): a deadline
    ['x64', '230 0x1 0x1 0x7ffe1000 0x0 0x0 0x0 0x1 0x2', memory(1000n, 20_000_000n), 20],
    // select's timeval counts microseconds
    ['x64', '23 0x5 0x7ffe 0x0 0x0 0x7ffe1000 0x0 0x1 0x2', memory(0n, 50_000n), 50],
    ['arm64', '98 0xaaaa 0x89 0x0 0xffff1000 0x0 0xffffffff 0x1 0x2', memory(1000n, 7_000_000n), 7],
    // another clock (CLOCK_BOOTTIME), another futex operation, a time that is no time
    ['x64', '230 0x7 0x1 0x7ffe1000 0x0 0x0 0x0 0x1 0x2', memory(1000n, 0n), 'unknown'],
    ['x64', '202 0x28f94910 0x86 0x0 0x7ffe1000 0x0 0x0 0x1 0x2', memory(2000n, 0n), 'unknown'],
    ['x64', '35 0x7ffe1000 0x0 0x0 0x0 0x0 0x0 0x1 0x2', memory(0n, 2_000_000_000n), 'unknown']
  ] as const)('%s %s', (arch, line, mem, expected) => {
    expect(sleepOf(line, arch, mem)).toBe(expected);
  });

  test('memory that cannot be read leaves the timeout unknown', () => {
    const closed: SleepMemory = { read: () => undefined, monotonicNs: 0n, realtimeNs: 0n };
    expect(sleepOf('35 0x7ffe1000 0x0 0x0 0x0 0x0 0x0 0x1 0x2', 'x64', closed)).toBe('unknown');
  });

  test('real processes: a worker on Atomics.wait and a sleep(1) read as their timeouts, on this machine', async () => {
    if (!['x64', 'arm64'].includes(process.arch)) return;
    const read = (pid: number, pointer: bigint): Buffer | undefined => {
      const fd = openSync(`/proc/${pid}/mem`, 'r');
      try {
        const b = Buffer.alloc(16);
        return readSync(fd, b, 0, 16, pointer) === 16 ? b : undefined;
      } finally {
        closeSync(fd);
      }
    };
    const children = [
      spawn(
        process.execPath,
        ['-e', 'console.log("up"); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000)'],
        {
          stdio: ['ignore', 'pipe', 'inherit']
        }
      ),
      spawn('sh', ['-c', 'echo up; exec sleep 30'], { stdio: ['ignore', 'pipe', 'inherit'] })
    ];
    try {
      const found: number[] = [];
      for (const child of children) {
        await new Promise((resolve) => child.stdout!.once('data', resolve));
        let sleep: ReturnType<typeof sleepOf> = 'running';
        for (let i = 0; i < 200 && typeof sleep !== 'number'; i++) {
          const tid = String(child.pid);
          const line = readFileSync(`/proc/${child.pid}/task/${tid}/syscall`, 'latin1');
          sleep = sleepOf(line, process.arch, {
            read: (pointer) => read(child.pid!, pointer),
            monotonicNs: process.hrtime.bigint(),
            realtimeNs: BigInt(Date.now()) * 1_000_000n
          });
          if (typeof sleep !== 'number') await new Promise((resolve) => setTimeout(resolve, 5));
        }
        found.push(sleep as number);
      }
      expect(found[0]).toBeGreaterThan(50000);
      expect(found[0]).toBeLessThanOrEqual(60000);
      // sleep's is relative: read whole, as if it began now.
      expect(found[1]).toBe(30000);
    } finally {
      for (const child of children) child.kill();
    }
  });
});
