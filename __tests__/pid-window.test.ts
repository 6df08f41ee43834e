/**
 * Which pids a run's processes can have (`bornSince`): a scan of /proc for a run's escaped process
 * reads only the pids handed out since its server's, not every process of the machine.
 */
import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bornSince, pidClock } from '../src/run/descendants.js';

const at = (forks: number, tasks: number, last: number) => ({ forks, tasks, last });

describe('bornSince', () => {
  test('no turn since: from the first pid up to the last one handed out', () => {
    const ours = bornSince(1000, at(50, 200, 999), at(80, 210, 1200), 32768)!;
    expect([1000, 1100, 1200].map(ours)).toEqual([true, true, true]);
    expect([999, 1201, 500, 32000].map(ours)).toEqual([false, false, false, false]);
  });

  test('past pid_max: from the first pid up, and from the lowest up to the last one', () => {
    const ours = bornSince(32700, at(50, 200, 32699), at(120, 210, 400), 32768)!;
    expect([32700, 32767, 300, 400].map(ours)).toEqual([true, true, true, true]);
    expect([401, 1000, 32699].map(ours)).toEqual([false, false, false]);
  });

  test('a whole turn may have gone by: every pid', () => {
    // 16,100 clones can move the last pid past 32,000 pids (each clone, and each pid in use it skips).
    expect(bornSince(1000, at(0, 400, 999), at(16_100, 400, 1100), 32768)).toBeUndefined();
    expect(bornSince(1000, at(0, 400, 999), at(15_000, 400, 1100), 32768)).toBeDefined();
  });

  test('a number missing or out of order: every pid', () => {
    expect(bornSince(1000, at(50, 200, 999), at(40, 200, 1200), 32768)).toBeUndefined();
    expect(bornSince(1000, at(50, 200, 999), at(60, 200, 1200), NaN)).toBeUndefined();
    expect(bornSince(1000, at(NaN, 200, 999), at(60, 200, 1200), 32768)).toBeUndefined();
  });

  test('real processes: a child and the process it started are within, the gate and its parent not', async () => {
    const then = pidClock();
    if (!then) return; // no /proc of this pid namespace here
    const child = spawn(
      process.execPath,
      ['-e', 'require("child_process").spawn("sleep", ["30"], { stdio: "inherit" }); console.log("up")'],
      {
        stdio: ['ignore', 'pipe', 'inherit']
      }
    );
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(' ')
      .map(Number);
    try {
      expect(children).toHaveLength(1);
      const max = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
      const ours = bornSince(child.pid!, then, pidClock()!, max)!;
      expect(ours).toBeDefined();
      expect([child.pid!, children[0]].map(ours)).toEqual([true, true]);
      expect([process.pid, process.ppid].map(ours)).toEqual([false, false]);
    } finally {
      for (const pid of [...children, child.pid!]) process.kill(pid, 'SIGKILL');
    }
  });
});
