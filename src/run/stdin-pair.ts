/**
 * The server's stdin as one end of a unix socket pair whose other end the gate writes and also
 * reads. Reading it is how the gate learns whether the server read what it was sent: when the last
 * holder of the server's end closes it (the server exits or closes stdin), Linux resets the gate's
 * end (ECONNRESET) if bytes were still unread there, and gives a clean end of file if none were.
 * Only a read hears it: a write after the release fails with EPIPE either way. A pipe, or the
 * write-only socket child_process makes, says nothing of the kind.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';

export interface StdinPair {
  /** The server's end: stdio[0] of the spawn, then destroyed in the gate (the child holds its copy). */
  serverEnd: net.Socket;
  /** The gate's end, once accepted (undefined if the pair could not be completed). */
  gateEnd: Promise<net.Socket | undefined>;
}

/**
 * A pair made synchronously (the server's end exists at once, so a spawn can take it in the same
 * tick); undefined where the kernel gives no such signal (not Linux) or the socket cannot be made.
 * Each pair has its own listener, on a random abstract name, closed once its one connection is in:
 * no connection of another pair, or of another process, can be taken for this one's.
 */
export function stdinPair(): StdinPair | undefined {
  if (process.platform !== 'linux') return undefined;
  const listener = net.createServer({ pauseOnConnect: true });
  listener.on('error', () => undefined);
  listener.listen(`\0mcp-stdio-gate-${process.pid}-${randomBytes(8).toString('hex')}`);
  if (!listener.listening) {
    listener.close();
    return undefined;
  }
  const address = listener.address() as string;
  const serverEnd = net.connect(address);
  serverEnd.on('error', () => undefined);
  const gateEnd = new Promise<net.Socket | undefined>((resolve) => {
    listener.once('connection', (socket) => {
      listener.close();
      resolve(socket);
    });
    listener.once('close', () => resolve(undefined));
    serverEnd.once('error', () => {
      listener.close();
      resolve(undefined);
    });
  });
  return { serverEnd, gateEnd };
}

/**
 * More than a unix stream socket holds unread: a sender that got more than this past a point in the
 * stream proves the reader read past that point. Linux charges what is queued to the sender's
 * buffer (`net.core.wmem_default`, the gate sets no other) and takes one more block, of at most
 * half that buffer, while the queue is below it: under 1.5 buffers (1.11 measured at most, by
 * write size). Twice the buffer leaves room for a kernel that sizes its blocks otherwise.
 */
export const SOCKET_CAPACITY = ((): number => {
  try {
    const n = Number(readFileSync('/proc/sys/net/core/wmem_default', 'utf8').trim());
    if (Number.isSafeInteger(n) && n > 0) return 2 * n;
  } catch {
    // No procfs: twice the largest buffer Linux would give by default.
  }
  return 8 * 1024 * 1024;
})();
