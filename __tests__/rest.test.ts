/**
 * How the gate reads a sleeping thread's wait (`sleepOf`): the hold after a case's frames lasts
 * until each timer due soon fired, and 10 ms at least where a timeout cannot be read.
 */
import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sleepOf } from '../src/run/descendants.js';

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
