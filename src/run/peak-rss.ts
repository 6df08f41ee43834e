/**
 * The gate process's own peak resident set. On Linux that is VmHWM in /proc/self/status: the
 * high-water mark of this process's memory since its exec. getrusage's ru_maxrss (Node's
 * resourceUsage().maxRSS) is not: Linux carries the parent's RSS at fork into it across exec, so a
 * gate started by a large process (a runner, a test worker) would report that process's size.
 */
import { readFileSync } from 'node:fs';

export function peakRssBytes(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) * 1024;
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS * 1024;
}
