/**
 * What the kernel says of how a real child let go of its stdin (a unix socket pair on Linux), and
 * what the gate takes from a write that learned of it first. Real processes and sockets; the one
 * ordering the test needs (the child is dead before the gate's next write) is made by holding the
 * gate's event loop until the kernel shows the child a zombie, not by a sleep.
 */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LIMITS, ServerProcess } from '../src/run/process-runner.js';
import { SOCKET_CAPACITY } from '../src/run/stdin-pair.js';
import { tempDir } from './helpers.js';

const linux = process.platform === 'linux';

/** A child that reads `bytes` bytes of its stdin, one read(2) each, then exits (one thread). */
function reader(bytes: number): ServerProcess {
  return new ServerProcess(
    {
      argv: ['dd', 'bs=1', `count=${bytes}`, 'of=/dev/null', 'status=none'],
      cwd: process.cwd(),
      env: process.env
    },
    { ...DEFAULT_LIMITS, exitGraceMs: 5000 },
    () => undefined,
    () => undefined
  );
}

/**
 * Holds the event loop (no I/O event is handled) until the kernel shows `pid` exited: a zombie
 * with no other thread left (its files are let go of with its last thread).
 */
function holdUntilZombie(pid: number): void {
  const deadline = Date.now() + 10_000;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    let state = 'gone';
    try {
      if (readdirSync(`/proc/${pid}/task`).length === 1)
        state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
      else state = 'threads';
    } catch {
      // Reaped already: it is gone all the same.
    }
    if (state === 'Z' || state === 'gone') return;
    if (Date.now() > deadline) throw new Error(`pid ${pid} did not exit`);
    Atomics.wait(cell, 0, 0, 5);
  }
}

(linux ? describe : describe.skip)('how the server let go of its stdin', () => {
  test.each([
    ['read all: a clean end of file, nothing unread', 2, false],
    ['left a byte unread: ECONNRESET on the gate end', 1, true]
  ])('%s', async (_, reads, unread) => {
    const server = reader(reads);
    expect(await server.write(Buffer.from('ab'))).toBe(true);
    await server.stdinReleased;
    expect(server.stdinRelease?.unread).toBe(unread);
    await server.stop();
  });

  test('a write that learns of the release first (EPIPE) says nothing of what was left unread', async () => {
    // The child leaves "b" unread; the kernel would say so to a read, but the gate's next write
    // comes first, and Node closes the socket on its EPIPE. Counting that as "nothing unread"
    // once let a server that read nothing pass as one that read its frames.
    const server = reader(1);
    expect(await server.write(Buffer.from('ab'))).toBe(true);
    holdUntilZombie(server.pid!);
    expect(await server.write(Buffer.alloc(64 * 1024))).toBe(false);
    await server.stdinReleased;
    expect(server.stdinRelease).toEqual({ unread: undefined, submitted: 2 + 64 * 1024 });
    await server.stop();
  });

  test('a write cut short by the release is not counted as taken (Node reports it done)', async () => {
    // The child waits for the gate's write to stall on a full socket, tells what the kernel holds
    // for it (FIONREAD), reads one byte and exits: the ECONNRESET destroys the gate's socket with
    // a chunk half taken, and Node calls that chunk's callback without an error.
    const dir = tempDir();
    const go = path.join(dir, 'go');
    const told: Buffer[] = [];
    const script =
      'until (-e $ARGV[0]) { select(undef, undef, undef, 0.01) } my $n = pack("L", 0); ' +
      'ioctl(STDIN, 0x541B, $n) or die "FIONREAD: $!"; print unpack("L", $n), "\\n"; ' +
      'sysread(STDIN, my $b, 1); exit 0';
    const server = new ServerProcess(
      { argv: ['perl', '-e', script, go], cwd: dir, env: process.env },
      DEFAULT_LIMITS,
      (chunk) => told.push(chunk),
      () => undefined
    );
    const writing = server.write(Buffer.alloc(4 * 1024 * 1024));
    // Stalled: a chunk handed over and not taken, the same after several turns of the loop (the
    // callbacks of chunks the kernel took all come within one).
    let last = '';
    for (let same = 0; same < 3;) {
      await new Promise((resolve) => setImmediate(resolve));
      const now = `${server.stdinSubmitted}/${server.stdinAccepted}`;
      same = now === last && server.stdinSubmitted > server.stdinAccepted ? same + 1 : 0;
      last = now;
    }
    writeFileSync(go, '');
    expect(await writing).toBe(false);
    await server.stop();
    expect(server.stdinRelease?.unread).toBe(true);
    const held = Number(Buffer.concat(told).toString().trim());
    expect(held).toBeGreaterThan(0);
    expect(server.stdinAccepted).toBeLessThanOrEqual(held);
    // What the gate takes as more than a socket holds unread is more than this one held.
    expect(held).toBeLessThan(SOCKET_CAPACITY);
  });
});
