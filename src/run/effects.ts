/**
 * The effect sources of the action log (R9, R19), all on loopback and all per run: an HTTP canary
 * and a TCP canary (each its own listener, so every connection belongs to exactly one run), a
 * recorder file and a sandbox directory.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { closeSync, constants, lstatSync, mkdirSync, readlinkSync, readSync, type Stats } from 'node:fs';
import path from 'node:path';
import {
  CANARY_PATTERN,
  canariesOf,
  carriesCanary,
  hasCanary,
  EMPTY_HTTP_CONNECTION,
  RECORDER_LINE,
  type Effect,
  type RunKey
} from '../core/action-log.js';
import { escapeBytes } from '../core/bytes.js';
import {
  countCanaries,
  decodedContent,
  LONGEST_FORM,
  requestBodies,
  sniffCompression
} from '../core/canary-forms.js';
import type { Warning } from '../core/findings.js';
import { fsPath, listNames } from './fs-names.js';
import { fileSize, openDirectory, openRegular, readRange, replacementOf } from './read-range.js';
import type { WatchedNames } from './sandbox-watch.js';
import { freshDir, freshFile, ownerAccess } from './workdirs.js';
import type { Activity } from './activity.js';

/** Bytes kept per connection while its run lasts: enough for any canary, bounded for any flood. */
const BODY_CAP = 64 * 1024;
/** Connections of a listener kept up to BODY_CAP; those past it keep HEAD_CAP (a request line and headers). */
const CONNECTIONS_KEPT_WHOLE = 1000;
const HEAD_CAP = 4 * 1024;
/** How much of a sandbox file is searched for canaries (a sparse 3 GiB file is not read whole). */
const SANDBOX_SCAN_CAP = 16 * 1024 * 1024;
/** How much of the recorder file is read (one line per action: far more than any honest run). */
const RECORDER_CAP = 4 * 1024 * 1024;
/** How much of the whole sandbox is searched per run. */
const SANDBOX_TOTAL_SCAN_CAP = 128 * 1024 * 1024;
/** Entries of the sandbox looked at; a server churning files cannot make the walk endless. */
const SANDBOX_ENTRY_CAP = 10_000;
/** Directories deep the sandbox is walked (each level holds a descriptor while its entries are looked at). */
const SANDBOX_DEPTH_CAP = 64;
/** How much of one compressed HTTP request body is searched, decompressed. */
const DECODED_CAP = 1024 * 1024;
/** How much compressed HTTP content is decompressed over one run's requests. */
const DECODED_TOTAL_CAP = 64 * 1024 * 1024;
/** How long a connection still sending may hold the run's end. */
const SETTLE_BACKSTOP_MS = 500;
interface Connection {
  chunks: Buffer[];
  kept: number;
  size: number;
  open: boolean;
  /** When it acted (`performance.now()`): its first byte, or its accept while none came. */
  at: number;
  /** Bytes kept when the session was done with its calls (`markCallsDone`), if it was open then. */
  keptAtCalls?: number;
  /** Bytes received by then. */
  sizeAtCalls?: number;
  /** Why canaries in a compressed request body of it were not all searched (HttpCanary). */
  undecoded?: string;
}

/**
 * What an effect keeps to be attributed (`Effect.text`): a short head that names it and every canary
 * found in its bytes (in any form, `countCanaries`) and in what they hold compressed (`contents`),
 * never the bytes themselves: a server may make thousands of large effects in every run, and each
 * run's effects are kept until every run is judged. `from`: as `countCanaries`.
 */
function carried(head: string, bytes: Buffer, from = 0, contents: readonly Buffer[] = []): string {
  const found = new Map<string, number>();
  countCanaries(bytes, found, from);
  for (const content of contents) countCanaries(content, found);
  return headAndCanaries(head, found.keys());
}

/** An effect's text: its head, then each canary on a line of its own (one the head holds encoded too). */
function headAndCanaries(head: string, canaries: Iterable<string>): string {
  // The head itself may carry one encoded (a file named by the base64 of its arguments).
  const inHead = new Map<string, number>();
  countCanaries(Buffer.from(head), inHead);
  const encoded = [...inHead.keys()].filter((c) => !head.includes(c));
  return [head, ...new Set([...canaries, ...encoded])].join('\n');
}

/** A name as the clean starts can show it too: each canary in it masked (every run has its own). */
function maskCanaries(name: string): string {
  return name.replace(CANARY_PATTERN, 'mcpgate-{canary}');
}

/** Whether a moment of the run came after the session was done with its calls (`Effect.late`). */
function lateOf(at: number, framesAt: number | undefined): boolean | undefined {
  return framesAt === undefined ? undefined : at > framesAt;
}

/** Whether a connection began, or sent more, after `framesAt`. */
const actedAfter = (c: Connection, framesAt: number): boolean =>
  c.at > framesAt || (c.sizeAtCalls !== undefined && c.size > c.sizeAtCalls);

/**
 * A loopback listener that records every connection from its first byte (or none): a connection is
 * an action even when it never sends a whole request. `reply` answers the protocol it stands in for.
 */
abstract class LoopbackListener {
  private readonly server: Server;
  /** Connections not yet let go (`letGo`). */
  protected readonly connections: Connection[] = [];
  /** Connections let go, for the numbers of the later ones. */
  protected before = 0;
  private readonly sockets = new Set<Socket>();
  private idleWaiters: (() => void)[] = [];
  port = 0;
  /** What it stands in for, in a blind spot (`blindSpots`). */
  abstract readonly name: string;
  /** Told of each connection and of the bytes it sends, as they come (`Activity`). */
  activity: Activity | undefined;

  constructor(reply: (socket: Socket, received: () => Buffer) => void) {
    this.server = createServer((socket) => {
      const conn: Connection = { chunks: [], kept: 0, size: 0, open: true, at: performance.now() };
      this.activity?.connection();
      this.connections.push(conn);
      this.sockets.add(socket);
      const received = () => Buffer.concat(conn.chunks, conn.kept);
      // Past CONNECTIONS_KEPT_WHOLE of them, a connection keeps its head only: a flood of large
      // requests cannot hold the gate's memory (a canary past the head leaves the connection without
      // one, which no clean start explains unless it too flooded).
      const cap = this.before + this.connections.length > CONNECTIONS_KEPT_WHOLE ? HEAD_CAP : BODY_CAP;
      socket.on('data', (chunk: Buffer) => {
        this.activity?.data(conn, chunk);
        if (conn.size === 0) conn.at = performance.now();
        if (conn.kept < cap) {
          const part = chunk.subarray(0, cap - conn.kept);
          conn.chunks.push(part);
          conn.kept += part.length;
        }
        conn.size += chunk.length;
      });
      socket.on('error', () => undefined);
      socket.once('close', () => {
        conn.open = false;
        this.sockets.delete(socket);
        if (this.idle) for (const w of this.idleWaiters.splice(0)) w();
      });
      reply(socket, received);
    });
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        this.port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  }

  /** The session is done with its calls: what each open connection sends from now on is later. */
  markCallsDone(): void {
    for (const c of this.connections)
      if (c.open) {
        c.keptAtCalls = c.kept;
        c.sizeAtCalls = c.size;
      }
  }

  /** No connection still open. */
  private get idle(): boolean {
    return this.connections.every((c) => !c.open);
  }

  /**
   * The run's processes are gone: connections already queued have been accepted, and
   * connections still open may finish sending (a backstop keeps a stuck one from holding the run).
   */
  async settle(): Promise<void> {
    // A connection the run's processes made before they died was ready on the listening socket
    // before the gate saw the exit, so libuv accepted it in that same poll phase at the latest;
    // one more turn of the event loop (a poll phase) is the margin. No fixed window.
    await new Promise((resolve) => setImmediate(resolve));
    await this.quiet();
  }

  /**
   * Resolves once no connection is open: each one begun has sent what it had to send and was
   * answered (a backstop keeps a stuck one from holding the run).
   */
  async quiet(): Promise<void> {
    if (this.idle) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SETTLE_BACKSTOP_MS);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Each connection not let go as an effect, `late` when it acted after `framesAt` (`Effect.late`). */
  abstract effects(framesAt?: number): Effect[];

  /**
   * The connections not let go that sent more than was kept of them once the session was done with
   * its calls (at `framesAt`): a frame's canary may lie in what was not kept.
   */
  blindSpots(framesAt?: number): string[] {
    if (framesAt === undefined) return [];
    const cut = this.connections.filter((c) => c.size > c.kept && actedAfter(c, framesAt));
    return cut.length
      ? [
          `${this.name}: ${cut.length === 1 ? 'a connection' : `${cut.length} connections`} sent more once the calls were done than the gate keeps of ${cut.length === 1 ? 'it' : 'each'} (${cut
            .slice(0, 3)
            .map((c) => `${c.size} bytes, ${c.kept} kept`)
            .join('; ')})`
        ]
      : [];
  }

  /** `effects()` of the connections not let go, each with when it acted (`performance.now()`). */
  timedEffects(): { effect: Effect; at: number }[] {
    // With no moment to split at, each connection is one effect.
    return this.effects().map((effect, i) => ({ effect, at: this.connections[i].at }));
  }

  /**
   * The run's effects were taken: its connections are let go, with their bytes. The listener itself
   * stays open until every run is over (`LaterArrivals`): a later start of the server that acts on
   * this run's address (a dead-letter queue retrying a call it rejected) reaches it, and `effects`
   * then gives those connections only.
   */
  letGo(): void {
    this.before += this.connections.length;
    this.connections.length = 0;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  protected bytesOf(c: Connection): Buffer {
    return Buffer.concat(c.chunks, c.kept);
  }
}

const HTTP_REPLY = 'mcp-stdio-gate canary\n';

/** Whether an HTTP request (headers and, by its framing, its body) has fully arrived. */
function requestComplete(data: Buffer): boolean | 'too-large' {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return data.length >= BODY_CAP ? 'too-large' : false;
  const head = data.subarray(0, end).toString('latin1');
  const body = data.length - end - 4;
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
    return data.subarray(data.length - 5).toString('latin1') === '0\r\n\r\n' || data.length >= BODY_CAP;
  }
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  return !length || body >= Number(length[1]) || data.length >= BODY_CAP;
}

/**
 * The HTTP canary of one run. It records raw bytes, not what an HTTP parser accepted: a request
 * with a 20 KB cookie, a control byte in a header, or a body that trickles is still an action.
 */
export class HttpCanary extends LoopbackListener {
  readonly name = 'HTTP canary';

  constructor() {
    super((socket, received) => {
      let answered = false;
      /** Where the request being read begins: past a CONNECT's head, the request sent through it. */
      let from = 0;
      const answer = (status: string) => {
        if (answered) return;
        answered = true;
        socket.end(
          `HTTP/1.1 ${status}\r\ncontent-type: text/plain\r\ncontent-length: ${HTTP_REPLY.length}\r\nconnection: close\r\n\r\n${HTTP_REPLY}`
        );
      };
      socket.on('data', () => {
        let request = received().subarray(from);
        if (from === 0 && request.subarray(0, 8).toString('latin1').toUpperCase() === 'CONNECT ') {
          // A proxy's client (HTTPS_PROXY pointed here): the tunnel is granted, and a plain HTTP
          // request sent through it is answered as any other. TLS through it is not (the gate holds
          // no certificate): that connection ends as it begins, its CONNECT naming the host.
          const end = request.indexOf('\r\n\r\n');
          if (end !== -1) {
            from = end + 4;
            socket.write('HTTP/1.1 200 Connection established\r\n\r\n');
            request = request.subarray(from);
            if (request.length === 0) return;
          }
        }
        if (from > 0 && request[0] === 0x16) return void socket.destroy();
        const done = requestComplete(request);
        if (done === 'too-large') answer('431 Request Header Fields Too Large');
        else if (done) answer('200 OK');
      });
    });
  }

  /** `http://127.0.0.1:PORT`: where a proxy's client connects (`{{canaryProxy}}`). */
  origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  baseUrl(): string {
    return `${this.origin()}/`;
  }

  /**
   * The content of each compressed request body of a connection (DECODED_CAP of each,
   * DECODED_TOTAL_CAP over one `effects`); why some was left unsearched goes on the connection.
   */
  private contentsOf(c: Connection, data: Buffer, budget: { left: number }): Buffer[] {
    const contents: Buffer[] = [];
    const gap = (why: string) => (c.undecoded ??= `a request body ${why}`);
    for (const request of requestBodies(data)) {
      if (request.unknown) gap('is compressed in a way the gate does not decode');
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
  override blindSpots(framesAt?: number): string[] {
    const undecoded =
      framesAt === undefined ? [] : this.connections.filter((c) => c.undecoded && actedAfter(c, framesAt));
    return [
      ...super.blindSpots(framesAt),
      ...undecoded
        .slice(0, 3)
        .map((c) => `${this.name}: ${c.undecoded}; canaries in it were not all searched`)
    ];
  }

  /**
   * Each connection, `late` when it acted after `framesAt` (`Effect.late`). A connection open when
   * the session was done with its calls on which a request began since (a client that ignores
   * `connection: close` and sends again on it) is two effects: what it sent before, and the requests
   * since, late, as if on a connection of their own.
   */
  effects(framesAt?: number): Effect[] {
    const budget = { left: DECODED_TOTAL_CAP };
    return this.connections.flatMap((c, i) => {
      const data = this.bytesOf(c);
      const split =
        framesAt !== undefined && c.keptAtCalls !== undefined
          ? requestBodies(data).find((r) => r.start > 0 && r.start >= c.keptAtCalls!)?.start
          : undefined;
      if (split === undefined) return [this.requestEffect(c, i, data, budget, lateOf(c.at, framesAt))];
      return [
        this.requestEffect(c, i, data.subarray(0, split), budget, false),
        this.requestEffect(c, i, data.subarray(split), budget, true, true)
      ];
    });
  }

  /** One effect of a connection's bytes (`part`: all of them, or the requests sent again on it). */
  private requestEffect(
    c: Connection,
    i: number,
    part: Buffer,
    budget: { left: number },
    late: boolean | undefined,
    again = false
  ): Effect {
    const newline = part.indexOf('\n');
    const firstLine = newline === -1 ? part : part.subarray(0, newline);
    const first = firstLine.toString('latin1');
    const request = /^([A-Z]+) (\S+)/.exec(first);
    const connection = `HTTP connection ${this.before + i + 1} to 127.0.0.1:${this.port}`;
    const description = request
      ? `${request[1]} ${request[2].slice(0, 300)}${again ? `, sent again on ${connection} once the calls were done` : ''}`
      : `${connection} (${c.size} bytes, no request line: ${escapeBytes(firstLine, 80)})`;
    return {
      source: 'http' as const,
      description,
      text: carried(first.slice(0, 300), part, 0, this.contentsOf(c, part, budget)),
      // The act is the request, however it was connected: a request sent again is of its kind.
      signature: request
        ? `http ${request[1]} ${request[2].split('?')[0].replace(CANARY_PATTERN, '')}`
        : c.size === 0
          ? EMPTY_HTTP_CONNECTION
          : 'http connection',
      late
    };
  }
}

/** Runs whose listeners are kept open at once (two sockets each): beyond, the oldest are collected. */
const KEPT_RUNS = 512;

/** A run, as what arrives once it is over is given to it. */
export interface OverRun {
  /** Whether what no canary names may be judged in the run (a case's: never a start's baseline). */
  isCase: boolean;
  /** Effects that reached its sources once it was over, and what of them the gate could not observe. */
  add: (later: Effect[], blind: readonly string[]) => void;
}

/** A run as the one alive at a moment: its key (for findings), and its name in a log. */
export interface AliveRun {
  key: RunKey;
  label: string;
}

/**
 * What reaches a run's effect sources once its effects were read, until every run is over. Its
 * listeners stay open, and its recorder file and sandbox, which its worker's next run makes afresh,
 * are looked at once more before that (or at the end). What reached them came from a later start
 * of the server acting on that run's address or paths (a dead-letter queue that retries at its next
 * start the calls it rejected): an effect of that run, judged with the others. When it began says
 * nothing of that run's session (`late` undefined, as for an effect moved between runs), and where
 * only one server was alive as a connection came, that server's run is where it landed
 * (`landedIn`: a reproduction runs both). One that carries no canary is kept only in a case's run:
 * a start's baseline is what its own sources saw while it ran.
 */
export class LaterArrivals {
  private readonly kept: (OverRun & { listeners: LoopbackListener[] })[] = [];
  private readonly collecting: Promise<void>[] = [];
  /** Per worker, its last run's files as that run read them. */
  private readonly files = new Map<
    number,
    OverRun & { files: { actionLog: string; sandbox: string }; read: RunFilesRead }
  >();

  /** `ranAt`: the one run whose server was alive at a moment, if only one was (the one that acted). */
  constructor(private readonly ranAt: (at: number) => AliveRun | undefined) {}

  keep(listeners: LoopbackListener[], run: OverRun): void {
    for (const l of listeners) l.letGo();
    this.kept.push({ listeners, ...run });
    if (this.kept.length > KEPT_RUNS) this.collecting.push(this.collect(this.kept.shift()!));
  }

  /** A run's worker files, as it read them; looked at again before the worker reuses them (`reuse`). */
  keepFiles(
    worker: number,
    files: { actionLog: string; sandbox: string },
    read: RunFilesRead,
    run: OverRun
  ): void {
    this.files.set(worker, { files, read, ...run });
  }

  /** The worker makes its files afresh: what changed in them since its last run read them is that run's. */
  reuse(worker: number): void {
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
  async collectAll(): Promise<void> {
    for (const worker of [...this.files.keys()]) this.reuse(worker);
    await Promise.all([...this.collecting.splice(0), ...this.kept.splice(0).map((k) => this.collect(k))]);
  }

  /** Closes every kept listener, collecting nothing (the gate ends on an error). */
  async closeAll(): Promise<void> {
    this.files.clear();
    const all = this.kept.splice(0);
    await Promise.all([
      ...this.collecting.splice(0),
      ...all.flatMap((k) => k.listeners.map((l) => l.close()))
    ]);
  }

  private async collect(k: OverRun & { listeners: LoopbackListener[] }): Promise<void> {
    await Promise.all(k.listeners.map((l) => l.settle()));
    this.give(
      k,
      k.listeners.flatMap((l) => l.timedEffects()),
      // Every connection it has now came once the run was over.
      k.listeners.flatMap((l) => l.blindSpots(-Infinity))
    );
    await Promise.all(k.listeners.map((l) => l.close()));
  }

  private give(run: OverRun, arrived: { effect: Effect; at?: number }[], blind: readonly string[]): void {
    const later = arrived
      .filter(({ effect }) => run.isCase || carriesCanary(effect))
      .map(({ effect, at }): Effect => {
        const by = at === undefined ? undefined : this.ranAt(at);
        const where = by ? `, in another session (${by.label})` : '';
        return {
          ...effect,
          description: `${effect.description}, once its run was over${where}`,
          late: undefined,
          afterRun: true,
          ...(by && { landedIn: by.key })
        };
      });
    if (later.length || blind.length)
      run.add(
        later,
        blind.map((b) => `${b}, once the run was over`)
      );
  }
}

/** A TCP listener standing in for SSH: any connection is an action. */
export class TcpCanary extends LoopbackListener {
  readonly name = 'TCP canary';

  constructor() {
    super((socket) => socket.write('SSH-2.0-mcp-stdio-gate-canary\r\n'));
  }

  /**
   * Each connection, `late` when it acted after `framesAt` (`Effect.late`). A connection that was
   * open when the calls were done (a persistent session) and then sent a canary again is also a
   * late effect of its own, carrying the canaries sent since (only those: a keepalive is no act).
   */
  effects(framesAt?: number): Effect[] {
    return this.connections.flatMap((c, i) => {
      const bytes = this.bytesOf(c);
      const name = `TCP connection ${this.before + i + 1} to 127.0.0.1:${this.port}`;
      const whole = (text: string): Effect => ({
        source: 'tcp',
        description: `${name} (${c.size} bytes sent${c.size ? `: ${escapeBytes(bytes, 80)}` : ''})`,
        text,
        signature: 'tcp connection',
        late: lateOf(c.at, framesAt)
      });
      const split = c.keptAtCalls;
      if (framesAt === undefined || !split || split >= bytes.length) return [whole(carried('', bytes))];
      // From the longest form of a canary less one byte before the split: a canary sent across it is
      // later, one wholly before it is not.
      const from = Math.max(0, split - (LONGEST_FORM - 1));
      const later = carried('', bytes.subarray(from), split - from);
      if (later === '') return [whole(carried('', bytes))];
      return [
        { ...whole(carried('', bytes.subarray(0, split))), late: false },
        {
          source: 'tcp',
          description: `${name}, sent again once the calls were done (${bytes.length - split} bytes: ${escapeBytes(bytes.subarray(split), 80)})`,
          text: later,
          signature: 'tcp connection again',
          late: true
        }
      ];
    });
  }
}

/**
 * What is at a path the gate made, told without following it or reading it (`identity`; 'missing'
 * when nothing is there). A server that removes, replaces, relinks or chmods the
 * recorder file or the sandbox directory changes it (`changeOf`).
 */
export function identityOf(file: string): string {
  try {
    return identity(lstatSync(file));
  } catch {
    return 'missing';
  }
}

/**
 * An entry's device, inode and mode. Not its birth time: where statx is not to be had, Node gives
 * the change time in its place, which moves with every file made in a directory. An emptied
 * directory made again on the inode just freed, with the mode the gate gave it, looks the same.
 */
const identity = (st: Stats): string => `${st.dev}:${st.ino}:${st.mode}`;

/**
 * How the entry at `file` is no longer the one whose identity was `made` (`identityOf`): removed,
 * replaced (by a link, another kind of file, or another entry of its kind) or given another mode;
 * undefined while it is the same. `what` names the entry.
 */
function changeOf(file: string, made: string, what: string): string | undefined {
  let st: Stats;
  try {
    st = lstatSync(file);
  } catch {
    return made === 'missing' ? undefined : `${what} removed`;
  }
  const now = identity(st);
  if (now === made) return undefined;
  // The same inode and kind with other permissions (a freed inode given again holds another kind).
  const [dev, ino, mode] = made.split(':').map(Number);
  if (st.dev === dev && st.ino === ino && ((st.mode ^ mode) & constants.S_IFMT) === 0)
    return `${what} given mode ${octal(st.mode & 0o7777)}`;
  return `${what} replaced by ${replacementOf(file, st)}`;
}

/**
 * A late act on a sandbox entry that was there once the calls were done, which no canary names (a
 * write taken back, content changed, a mode given): known by the entry's name with any canary
 * masked, `sandbox <kind> <name> <what>`. `rewritten`: a further call that executed explains it.
 */
function actNoCanaryNames(
  rel: string,
  entry: 'file' | 'dir',
  what: string,
  description: string,
  rewritten?: boolean
): Effect {
  const masked = maskCanaries(rel);
  return {
    source: 'sandbox',
    description,
    text: masked,
    signature: `sandbox ${entry} ${masked} ${what}`,
    late: true,
    ...(rewritten ? { rewritten } : {})
  };
}

/** Permission bits as `ls` and `chmod` write them: `644`, `4755`. */
const octal = (mode: number): string => mode.toString(8).padStart(3, '0');

/** An effect of the recorder file or the sandbox directory itself, made by the gate and changed since. */
function madeEntryChanged(source: 'recorder' | 'sandbox', change: string, late?: boolean): Effect {
  return {
    source,
    description: change,
    // A link's target may name a canary: the call that made it
    text: carried(maskCanaries(change), Buffer.from(change)),
    signature: `${source} ${maskCanaries(change.replace(/ to .*/s, ''))}`,
    late
  };
}

/** Lines of the recorder file that are each an effect of their own; the rest are counted (`pastTheCap`). */
const RECORDER_LINE_CAP = 1000;
/** Canaries past RECORDER_LINE_CAP that are each an effect of their own; lines with others are counted. */
const PAST_CAP_CANARIES = 100;

/**
 * The recorder lines past RECORDER_LINE_CAP (a server that appends a million lines in a run would
 * hold the gate's memory with as many effects): one effect per canary they carry (PAST_CAP_CANARIES at
 * most), and one counting the lines that carry none, which no clean start explains unless it too wrote
 * that many. Every canary is still found; `late` is that of the first line past the cap.
 */
function pastTheCap(rest: Buffer, late: boolean | undefined): Effect[] {
  const effects: Effect[] = [];
  let plain = 0;
  const byCanary = new Map<string, number>();
  for (let start = 0; start < rest.length;) {
    const nl = rest.indexOf(0x0a, start);
    const end = nl === -1 ? rest.length : nl;
    const found = new Map<string, number>();
    countCanaries(rest.subarray(start, end), found);
    const kept = [...found.keys()].filter((c) => byCanary.has(c) || byCanary.size < PAST_CAP_CANARIES);
    for (const c of kept) byCanary.set(c, (byCanary.get(c) ?? 0) + 1);
    if (kept.length === 0 && rest.subarray(start, end).toString('latin1').trim() !== '') plain += 1;
    start = end + 1;
  }
  for (const [canary, n] of byCanary) {
    const description = `action log lines past the first ${RECORDER_LINE_CAP}: ${n} carrying ${canary}`;
    effects.push({
      source: 'recorder',
      description,
      text: headAndCanaries(description, [canary]),
      signature: RECORDER_LINE,
      late
    });
  }
  if (plain > 0) {
    const description = `action log lines past the first ${RECORDER_LINE_CAP}: ${plain} carrying no canary`;
    effects.push({
      source: 'recorder',
      description,
      text: description,
      signature: 'recorder lines past the cap',
      late
    });
  }
  return effects;
}

/**
 * Each JSON line the server appended to `MCP_GATE_ACTION_LOG` is one executed action; `late` when it
 * starts at or past `framesSize`, the file's size once the session was done with its calls. The
 * file the gate made (identity `made`) removed, or replaced by anything but a regular file (a link
 * to `/dev/zero`, a FIFO), is an action too; it is never read through a link or waited on. A new
 * regular file in its place is read: a writer that saves the log whole and renames it over acts so.
 */
export function recorderEffects(
  file: string,
  made: string,
  framesSize?: number,
  writesAfterCalls = 0
): { effects: Effect[]; size: number; blind: string[] } {
  const effects: Effect[] = [];
  const change = changeOf(file, made, 'action log');
  if (change && !change.endsWith('replaced by a regular file'))
    effects.push(madeEntryChanged('recorder', change));
  let bytes: Buffer;
  try {
    bytes = repairing(() => readRange(file, 0, RECORDER_CAP), file);
  } catch (error) {
    // Gone or replaced (an effect above), or locked beyond repair: what it held is lost.
    unreadable(
      (error as NodeJS.ErrnoException).code ?? '',
      () => `cannot read the action log ${file}`,
      error
    );
    return { effects, size: 0, blind: [] };
  }
  let line = 0;
  let start = 0;
  for (; start < bytes.length && line < RECORDER_LINE_CAP;) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl === -1 ? bytes.length : nl;
    const text = bytes.toString('utf8', start, end);
    if (text.trim() !== '')
      effects.push({
        source: 'recorder',
        description: `action log line ${++line}: ${text.slice(0, 200)}`,
        text: carried(text.slice(0, 200), bytes.subarray(start, end)),
        signature: RECORDER_LINE,
        late: framesSize === undefined ? undefined : start >= framesSize
      });
    start = end + 1;
  }
  if (start < bytes.length)
    effects.push(
      ...pastTheCap(bytes.subarray(start), framesSize === undefined ? undefined : start >= framesSize)
    );
  // Written once the calls were done with no line of it left (taken back: truncated, blanked): a
  // line is an executed action, and one taken back was one all the same. Not a line the calls left
  // unended and a later write ended (what came since holds more than blanks, or only its newline).
  const since = framesSize === undefined ? Buffer.alloc(0) : bytes.subarray(framesSize);
  const ended =
    framesSize !== undefined &&
    framesSize > 0 &&
    bytes[framesSize - 1] !== 0x0a &&
    /^\r?\n$/.test(since.toString('latin1'));
  const blank = since.toString('latin1').trim() === '';
  if (writesAfterCalls > 0 && !change && blank && !ended && !effects.some((e) => e.late === true)) {
    const description = `action log written once the calls were done, no line of it left (${bytes.length} bytes, ${framesSize} then)`;
    effects.push({
      source: 'recorder',
      description,
      text: description,
      signature: 'recorder written and taken back',
      late: true
    });
  }
  // Lines written past the bytes read once the calls were done: a frame's may be there.
  const whole = bytes.length < RECORDER_CAP || framesSize === undefined ? 0 : fileSize(file);
  const blind =
    whole > bytes.length && whole > framesSize!
      ? [
          `action log: it grew to ${whole} bytes once the calls were done; only its first ${bytes.length} were read`
        ]
      : [];
  return { effects, size: bytes.length, blind };
}

/** Where a scan of a file left canaries unsearched (its bytes past the cap, or past what its compressed content was decoded to), if anywhere. */
function scanGap(rel: string, size: number, scan: FileScan): string | undefined {
  if (scan.scanned < size)
    return `${rel} has ${size} bytes; canaries were searched in its first ${scan.scanned}`;
  if (scan.decoded?.cut)
    return `${rel} is compressed; canaries were searched in the first ${scan.decoded.size} bytes of what it holds`;
  return undefined;
}

/** How many bytes a scan searched: the file's own, and what they decompress to. */
const searched = (scan: FileScan): number => scan.scanned + (scan.decoded?.size ?? 0);

/** The canaries of a file that holds none (most): one empty map, never written. */
const NO_CANARIES: Map<string, number> = new Map();

/** scanFile's read buffer, one for the process (scanFile is synchronous): no 1 MiB of garbage per file. */
let scanChunk: Buffer | undefined;
/**
 * Canaries in a file, read in bounded steps: at most SANDBOX_SCAN_CAP bytes are searched (the
 * longest form of a canary less one byte is carried over each read's edge), and only the canaries
 * found are kept, with a digest of what was read (`FileScan.digest`). A file that opens as a
 * compressed stream (a rotated `.gz` log, a git object) is searched in what it decompresses to as
 * well, as far as the budget goes.
 */
function scanFile(file: string, size: number, budget: number, expected?: Stats): FileScan {
  const { fd } = openRegular(file, expected);
  try {
    const chunk = (scanChunk ??= Buffer.allocUnsafe(1024 * 1024));
    const found = new Map<string, number>();
    const hash = createHash('sha1');
    /** The file's bytes, while they may be a compressed stream. */
    let compressed: Buffer[] | undefined;
    let kept = 0;
    let position = 0;
    const limit = Math.min(size, SANDBOX_SCAN_CAP, Math.max(budget, BODY_CAP));
    while (position < limit) {
      const n = readSync(fd, chunk, kept, Math.min(chunk.length - kept, limit - position), position);
      if (n <= 0) break;
      const end = kept + n;
      hash.update(chunk.subarray(kept, end));
      if (position === 0 && sniffCompression(chunk.subarray(0, end))) compressed = [];
      compressed?.push(Buffer.from(chunk.subarray(kept, end)));
      countCanaries(chunk.subarray(0, end), found, kept);
      kept = Math.min(LONGEST_FORM - 1, end);
      chunk.copy(chunk, 0, end - kept, end);
      position += n;
    }
    let decoded: FileScan['decoded'];
    if (compressed) {
      const content = decodedContent(
        Buffer.concat(compressed),
        Math.min(SANDBOX_SCAN_CAP, Math.max(budget - position, BODY_CAP))
      );
      if (content) {
        countCanaries(content.content, found);
        decoded = { size: content.content.length, cut: content.cut };
      }
    }
    return {
      canaries: found.size ? found : NO_CANARIES,
      scanned: position,
      digest: hash.digest('base64'),
      ...(decoded ? { decoded } : {})
    };
  } finally {
    closeSync(fd);
  }
}

/**
 * A symbolic link's target, read as a file's content is (never followed): a link a rejected frame
 * points elsewhere (a deploy's `current`, at `/etc` or at a path named by its arguments) changed what
 * it holds. Its canaries, and a digest of the target; `scanned` is the target's length, which is the
 * link's size.
 */
function scanLink(file: string): FileScan {
  const target = readlinkSync(fsPath(file), { encoding: 'buffer' });
  const found = new Map<string, number>();
  countCanaries(target, found);
  return {
    canaries: found.size ? found : NO_CANARIES,
    scanned: target.length,
    digest: createHash('sha1').update(target).digest('base64')
  };
}

/**
 * What the walk and the later look read of an entry: a regular file's bytes (through `open`, which
 * may give a locked file back to its owner first), a symbolic link's target; of the rest, nothing.
 */
function scanEntry(
  file: string,
  st: Stats,
  budget: number,
  open: (read: () => FileScan) => FileScan
): FileScan | undefined {
  if (st.isFile()) return open(() => scanFile(file, st.size, budget, st));
  if (st.isSymbolicLink()) return scanLink(file);
  return undefined;
}

/** What an entry is called in an effect's description: a symbolic link is judged as a file whose content is its target. */
const nounOf = (st: Stats): 'directory' | 'link' | 'file' =>
  st.isDirectory() ? 'directory' : st.isSymbolicLink() ? 'link' : 'file';

/** What a scan of a file found: its canaries, counted, in its first `scanned` bytes. */
interface FileScan {
  canaries: Map<string, number>;
  scanned: number;
  /**
   * A digest of those bytes: where they were all of the file both times, two scans tell whether its
   * content changed, which its times cannot (the kernel stamps them from a clock that moves every few
   * milliseconds, and a rewrite of a counter keeps the size).
   */
  digest: string;
  /** What its bytes decompress to, where they are a compressed stream: how much was searched, and whether there was more. */
  decoded?: { size: number; cut: boolean };
}

/**
 * The sandbox directory's identity (`identityOf`), and each entry under it by its path: its inode and
 * birth time (0 where the file system keeps none), whether it is a directory, what tells it changed
 * without reading it (`stampOf`), its canaries.
 */
export interface SandboxSnapshot {
  root: string;
  entries: Map<
    string,
    {
      ino: number;
      born: number;
      dir: boolean;
      /** Its permission bits (`st.mode & 0o7777`). */
      mode: number;
      stamp: string;
      canaries: Map<string, number>;
      /** Its size and content's digest, where it was read whole (`FileScan.digest`). */
      whole?: { size: number; digest: string };
    }
  >;
}

/** A run's recorder file and sandbox as its effects were read: a later change to them is a later act. */
export interface RunFilesRead {
  recorderSize: number;
  /** The recorder file's identity then (`identityOf`). */
  recorder: string;
  sandbox: SandboxSnapshot;
}

/**
 * A sandbox entry as the walk saw it: its lstat (and a regular file's canaries), or why not. `left`:
 * a file's mode as the server left it, where the gate gave it back to its owner to read it (`st`
 * is then as the gate left it).
 */
type SandboxEntry = { st: Stats; scan?: FileScan; left?: number } | { error: Error };

/**
 * `read()`, and once more after giving the owner back its access (`ownerAccess`) when a server of the
 * same user took it away (EACCES): the gate's own files, read once the run's processes are gone. As
 * root the first read never fails so; on a runner's user it would, and a correct server that locks
 * its files at exit would fail its control.
 */
function repairing<T>(read: () => T, file: string, onRepair?: () => void): T {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES' || !ownerAccess(file)) throw error;
    onRepair?.();
    return read();
  }
}

/** Errors of opening a directory without following it that say nothing is there to list: it is gone. */
const NOT_A_DIRECTORY = new Set(['ENOENT', 'ENOTDIR', 'ELOOP']);
/** Errors that tell what a server left (gone, a link, locked, not a regular file): it is judged as left. */
const LEFT_SO = new Set([...NOT_A_DIRECTORY, 'EACCES', 'EPERM', 'EISDIR']);

/**
 * Throws where reading what a server left failed for a reason of the gate's own (no descriptor or
 * memory left, an I/O error): a source the gate could not read would read as no effect, and a run
 * judged on it would pass on nothing. The gate ends in error instead. A server can bring this about
 * (a flood of connections to the gate's listeners takes its descriptors): it gets an error, never a pass.
 */
function unreadable(code: string, what: () => string, error: unknown): void {
  if (!LEFT_SO.has(code) && code !== '')
    throw new Error(`${what()}: ${(error as Error).message}; the run cannot be judged`);
}

/**
 * Each entry under `dir`, depth first in name order, with its lstat or why it could not be read; at
 * most SANDBOX_ENTRY_CAP of them (a server churning files cannot make the walk endless; past them
 * only the names already listed that carry a canary, as entries that could not be read) and
 * SANDBOX_DEPTH_CAP directories deep, each regular file's canaries counted within a budget for the
 * whole walk. Never through a link, not even where a server swaps a directory for one while the walk
 * is under it: each directory is opened without following its last component, and its entries are
 * named through that descriptor (`FD_PATHS`), not through the path again. Returns whether an entry
 * missing from the walk at `rel` is gone: the nearest of its directories still there was listed
 * (once the cap cut the walk short, only for a name carrying a canary in a directory listed whole;
 * false under a directory that could not be listed); every
 * entry is gone when `dir` itself is (removed, or replaced by a link or a file).
 */
function walkSandbox(
  dir: string,
  visit: (rel: string, entry: SandboxEntry) => void,
  problem: (message: string, cut?: boolean) => void,
  { scan = true, repair = false }: { scan?: boolean; repair?: boolean } = {}
): (rel: string) => boolean {
  /** Whether `again` gave an entry back to its owner since it was last cleared (its mode changed). */
  let repaired = false;
  const again = <T>(read: () => T, file: string): T =>
    repair ? repairing(read, file, () => (repaired = true)) : read();
  let entries = 0;
  let budget = SANDBOX_TOTAL_SCAN_CAP;
  /** Each directory the walk went into: whether it could be listed. */
  const listed = new Map<string, boolean>();
  /** Lists `at` and walks under it; returns whether `at` itself was given back to its owner. */
  const walk = (at: string, rel: string, depth: number): boolean => {
    let fd: number | undefined;
    let base: string;
    let names: string[];
    repaired = false;
    try {
      ({ fd, base } = again(() => openDirectory(at), at));
      names = listNames(base);
    } catch (error) {
      if (fd !== undefined) closeSync(fd);
      const code = (error as NodeJS.ErrnoException).code ?? '';
      unreadable(code, () => `cannot list ${rel === '' ? 'the sandbox' : rel} (${at})`, error);
      const gone = rel === '' && NOT_A_DIRECTORY.has(code);
      listed.set(rel, gone);
      if (!gone)
        problem(`cannot list ${rel === '' ? 'the sandbox directory' : rel}: ${(error as Error).message}`);
      return repaired;
    }
    const opened = repaired;
    listed.set(rel, true);
    try {
      for (const name of names.sort()) {
        if (++entries > SANDBOX_ENTRY_CAP) {
          if (entries === SANDBOX_ENTRY_CAP + 1)
            problem(`more than ${SANDBOX_ENTRY_CAP} entries; the rest were not looked at`, true);
          // Past the cap, a name listed already still tells whose act it was.
          if (hasCanary(name))
            visit(rel === '' ? name : path.join(rel, name), {
              error: new Error(`past the first ${SANDBOX_ENTRY_CAP} entries, known by its name only`)
            });
          continue;
        }
        const full = path.join(base, name);
        const entryRel = rel === '' ? name : path.join(rel, name);
        let entry: SandboxEntry;
        try {
          let st = lstatSync(fsPath(full));
          repaired = false;
          const found = scan ? scanEntry(full, st, budget, (read) => again(read, full)) : undefined;
          if (found) budget -= searched(found);
          // As read is as the gate left it: its own repair is no change a later look should see.
          const left = st.mode;
          if (repaired) st = lstatSync(fsPath(full));
          entry = { st, scan: found, ...(repaired ? { left } : {}) };
        } catch (error) {
          entry = { error: error as Error };
        }
        visit(entryRel, entry);
        if (!('st' in entry) || !entry.st.isDirectory()) continue;
        if (depth >= SANDBOX_DEPTH_CAP) {
          listed.set(entryRel, false);
          problem(
            `${entryRel} is ${SANDBOX_DEPTH_CAP} directories deep; what it holds was not looked at`,
            true
          );
        } else if (walk(full, entryRel, depth + 1)) {
          // Given back to its owner to be listed: as read is as the gate left it.
          try {
            visit(entryRel, { st: lstatSync(fsPath(full)), left: entry.st.mode });
          } catch {
            // gone since: the listing stands
          }
        }
      }
    } finally {
      closeSync(fd);
    }
    return opened;
  };
  walk(dir, '', 1);
  return (rel) => {
    // Past the cap only a name carrying a canary was looked for, in the directories listed whole.
    if (entries > SANDBOX_ENTRY_CAP) {
      const dir = path.dirname(rel);
      return hasCanary(rel) && listed.get(dir === '.' ? '' : dir) === true;
    }
    for (let at = path.dirname(rel); ; at = path.dirname(at)) {
      const whole = listed.get(at === '.' ? '' : at);
      if (whole !== undefined) return whole;
      if (at === '.') return false;
    }
  };
}

/** The sandbox as it is now: each entry's inode and the canaries in each file, counted. */
export function sandboxSnapshot(dir: string): SandboxSnapshot {
  const root = identityOf(dir);
  const seen = new Map<string, SandboxEntry>();
  walkSandbox(
    dir,
    (rel, entry) => seen.set(rel, entry),
    () => undefined
  );
  return snapshotOf(root, seen);
}

/** Whether a walk read the whole of a file (its content's digest stands for it). */
const readWhole = (entry: { st: Stats; scan?: FileScan }): entry is { st: Stats; scan: FileScan } =>
  !!entry.scan && entry.scan.scanned === entry.st.size;

/** What tells an entry changed without reading it: its inode, type, size and change time. */
const stampOf = (st: Stats): string => `${st.ino}:${st.mode}:${st.size}:${st.ctimeMs}`;

/** The sandbox directory's identity and the entries a walk could read, as a snapshot. */
function snapshotOf(root: string, seen: ReadonlyMap<string, SandboxEntry>): SandboxSnapshot {
  const snapshot: SandboxSnapshot = { root, entries: new Map() };
  for (const [rel, entry] of seen)
    if ('st' in entry)
      snapshot.entries.set(rel, {
        ino: entry.st.ino,
        born: entry.st.birthtimeMs,
        dir: entry.st.isDirectory(),
        mode: entry.st.mode & 0o7777,
        stamp: stampOf(entry.st),
        canaries: entry.scan?.canaries ?? NO_CANARIES,
        ...(readWhole(entry) ? { whole: { size: entry.st.size, digest: entry.scan.digest } } : {})
      });
  return snapshot;
}

/**
 * Everything in the (initially empty) sandbox is an effect: created files, directories, links.
 * Read bounded and defensively: whatever the server left there (a huge or sparse file, a tree
 * changing under the walk) is reported, never a crash of the gate.
 *
 * With `before` (the sandbox once the session was done with its calls), a file tells when it acted
 * by its canaries: one that was not there then acted late with all of them; one that was acted
 * before with the canaries it had then, and again late with those that occur in it more often now
 * (a line appended, a state file rewritten with one more record). A file rewritten, in place or
 * renamed over, with the content it held proves nothing (its times are too coarse to tell anything);
 * one whose content changed with the canaries it held is a late act no canary names, which the
 * clean starts or a further call that executed may explain (`Effect.rewritten`). An entry
 * moved since (the same inode and birth time, no longer at its old path: a log rotated, an inbox
 * item moved to done/) is the entry that was there, judged the same way; a file now at the path it
 * left is new.
 */
export function sandboxEffects(
  dir: string,
  made: string,
  before?: SandboxSnapshot,
  watched?: WatchedNames
): { effects: Effect[]; warnings: Warning[]; blind: string[]; read: SandboxSnapshot } {
  const effects: Effect[] = [];
  const warnings: Warning[] = [];
  /** What the gate could not look at, where an act of the run may lie unseen. */
  const blind: string[] = [];
  // The directory itself removed, replaced or made unreadable is an act on it, whatever it held;
  // late when it was still the one made once the calls were done.
  const change = changeOf(dir, made, 'sandbox directory');
  if (change) effects.push(madeEntryChanged('sandbox', change, before && before.root === made));
  // Walked whole first: a move is told by both of its paths, wherever they lie in the walk.
  const seen = new Map<string, SandboxEntry>();
  const gone = walkSandbox(
    dir,
    (rel, entry) => seen.set(rel, entry),
    (message, cut) => (cut ? blind.push(message) : warnings.push({ message: `sandbox: ${message}` })),
    // The run's processes are gone: what a server locked is the gate's own to open again.
    { repair: true }
  );
  const movedFrom = before && movesSince(before.entries, seen);
  const movedAway = movedFrom && new Set(movedFrom.values());
  for (const [rel, entry] of seen) {
    if ('error' in entry) {
      // Removed or replaced between the listing and the read: still an effect of the run.
      effects.push({
        source: 'sandbox',
        description: `entry seen: ${rel}`,
        text: rel,
        signature: `sandbox entry ${rel}`
      });
      warnings.push({ message: `sandbox: cannot read ${rel}: ${entry.error.message}` });
      continue;
    }
    const { st, scan } = entry;
    const from = movedFrom?.get(rel);
    const moved = from === undefined ? '' : `, moved to ${rel} once the calls were done`;
    // A move is not the entry made again, but it is an act: explained by what took the path it left
    // (a log rotated by a later write holds that write's canary), by a canary its new name carries,
    // or by the clean starts (its signature); else no call made it.
    if (from !== undefined) {
      const took = seen.get(from);
      effects.push({
        source: 'sandbox',
        description: `entry moved once the calls were done: ${from} to ${rel}`,
        text: headAndCanaries(rel, (took && 'st' in took && took.scan?.canaries.keys()) || []),
        signature: `sandbox move ${rel}`,
        late: true
      });
    }
    // A path whose entry moved away holds a new one, not that one changed.
    const then = movedAway?.has(rel) ? undefined : before?.entries.get(from ?? rel);
    // Made executable (a script a deploy tool then runs), or open to all: an act with no canary,
    // whatever the content. Explained as a canary-less rewrite is (a store that sets a file's mode on
    // every save looks the same). The mode is the one the server left, not the gate's to read it.
    const mode = (entry.left ?? st.mode) & 0o7777;
    if (then && then.ino === st.ino && then.dir === st.isDirectory() && mode !== then.mode)
      effects.push(
        actNoCanaryNames(
          rel,
          then.dir ? 'dir' : 'file',
          'mode',
          `${then.dir ? 'directory' : 'file'} given mode ${octal(mode)} once the calls were done: ${rel} (${octal(then.mode)} then)`,
          true
        )
      );
    if (st.isDirectory()) {
      effects.push({
        source: 'sandbox',
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
      // As it was when the calls were done, it holds no canary a frame gave it; else the rest may.
      if (before && then?.stamp !== stampOf(st))
        blind.push(`${gap}, and it changed once the calls were done`);
      else warnings.push({ message: `sandbox: ${gap}` });
    }
    const noun = nounOf(st);
    const created = {
      source: 'sandbox' as const,
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
        source: 'sandbox',
        description: `${noun} ${replaced ? 'replaced' : 'written again'} once the calls were done: ${rel} (${st.size} bytes)`,
        text: headAndCanaries(rel, added),
        signature: `sandbox file ${rel} again`,
        late: true
      });
    // Read whole now and holding a canary fewer times than then, with none gained: a write was
    // taken back (a record erased, the file emptied). Like a removal, it carries no canary; a file
    // that also gained one was rewritten by the call that wrote it (a log trimmed as it grows).
    else if (readWhole(entry)) {
      const lost = [...then.canaries].filter(([c, n]) => (now.get(c) ?? 0) < n).length;
      const again = `${noun} ${replaced ? 'replaced' : 'written again'} once the calls were done: ${rel} (${st.size} bytes`;
      if (lost)
        effects.push(
          actNoCanaryNames(
            rel,
            'file',
            'lost',
            `${again}), without ${lost === 1 ? 'a canary' : `${lost} canaries`} it held`
          )
        );
      // Its content changed and no canary says by whom: a call that lost its arguments on the way
      // (a lenient parser's defaults) writes a row no canary names. The clean starts tell whether the
      // server does that on its own after its calls (a save at exit, a timer's flush); a further
      // call that executed may have made it (`Effect.rewritten`).
      else if (then.whole && then.whole.digest !== entry.scan.digest)
        effects.push(
          actNoCanaryNames(
            rel,
            'file',
            'changed',
            `${again}, ${then.whole.size} then), its ${noun === 'link' ? 'target' : 'content'} changed with no canary added`,
            true
          )
        );
    }
  }
  const absent = (rel: string) => !seen.has(rel) && !movedAway?.has(rel) && gone(rel);
  const removals = watched && removalsOf(watched, absent);
  // An entry that was there once the calls were done and is no more (not moved: removed) was made
  // before, with what it held then; its removal is an act of its own, after the calls. It carries no
  // canary of what it held (no call is repeated by removing its file): only the clean starts explain
  // it (a server that cleans up at exit does it there too), by its name with any canary masked.
  for (const [rel, then] of before?.entries ?? []) {
    if (!absent(rel)) continue;
    const made = {
      source: 'sandbox' as const,
      description: `${then.dir ? 'directory' : 'file'} created: ${rel}, removed once the calls were done`,
      text: headAndCanaries(rel, then.canaries.keys()),
      signature: `sandbox ${then.dir ? 'dir' : 'file'} ${rel}`,
      late: false
    };
    // Its making is an effect of its own only where a canary tells whose it was. Without one, the
    // removal stands for the entry's whole life, as for one made and removed after the calls were
    // done (`madeAndRemoved`): whether it was still there when they were done is the schedule's
    // doing (a lock a save holds for 20 ms), and a case must be compared with the clean starts by
    // what the server did, not by when the gate looked.
    if (carriesCanary(made)) effects.push(made);
    // Every time the watch saw this name made, it was moved over an entry the walk finds (an atomic
    // save's temp file, there when the calls were done, its file replaced by a later save since):
    // a save, not a removal.
    if (removals?.get(rel) === 0) continue;
    const masked = maskCanaries(rel);
    effects.push({
      source: 'sandbox',
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
  // Looked at after the walk, which may have given it back to its owner to list it.
  return {
    effects,
    warnings,
    blind: blind.map((m) => `sandbox: ${m}`),
    read: snapshotOf(identityOf(dir), seen)
  };
}

/**
 * What an entry's removal is compared by (`kindOf`): its name with any canary masked, however the
 * gate saw its life (there once the calls were done and gone at the end, or made and removed
 * between two looks), so the clean starts explain the same life the same way.
 */
function removedSignature(rel: string): string {
  return `sandbox removed ${maskCanaries(rel)}`;
}

/**
 * For each name the watch saw made (`WatchedNames`) that the walk at the end does not find
 * (`absent`), how many of the times it was made ended in a removal: the others ended moved over an
 * entry the walk finds (`movedOver`: an atomic save).
 */
function removalsOf(watched: WatchedNames, absent: (rel: string) => boolean): Map<string, number> {
  const removals = new Map<string, number>();
  for (const [rel, name] of watched.names) {
    if (!absent(rel) || name.made === 0) continue;
    let moved = 0;
    for (const [to, times] of name.movedOver) if (!absent(to)) moved += times;
    removals.set(rel, Math.max(0, name.made - moved));
  }
  return removals;
}

/**
 * The entries a watch saw made (`WatchedNames`) that the walk at the end does not find:
 * one effect each time one was made under that name. An entry already there once the calls were
 * done is an effect of that walk's (`before`); one made again after it is one more. Only the name
 * tells what it was: a canary in it, or, like any effect without one, the clean starts (a temp file
 * every start makes and removes is the start's, one more is a call's).
 *
 * An entry moved over one the walk found (`movedOver`: an atomic save moves its temp file over the
 * file it replaces, as `write-file-atomic` and Python's `os.replace` do) is that entry now, or was
 * replaced by a later save, as a file written again is: it is no entry of its own, each time so.
 */
function madeAndRemoved(
  watched: WatchedNames,
  removals: ReadonlyMap<string, number>,
  before: SandboxSnapshot | undefined
): Effect[] {
  const effects: Effect[] = [];
  for (const [rel, name] of watched.names) {
    // Moved over another entry, its name is gone, and with it the canaries only it carried (a temp
    // file named for a call, saved over a state file): they still tell whose act it was.
    for (const to of name.movedOver.keys()) {
      const own = canariesOf(rel).filter((c) => !to.includes(c));
      if (own.length)
        effects.push({
          source: 'sandbox',
          description: `entry made during the run and moved over ${to}: ${rel}`,
          text: headAndCanaries(rel, own),
          signature: `sandbox moved over ${maskCanaries(to)}`,
          late: before && name.made > name.madeBefore
        });
    }
    const removed = removals.get(rel);
    if (removed === undefined) continue;
    // The first of an entry there once the calls were done is the walk's (`sandboxEffects`).
    for (let i = name.made - removed + (before?.entries.has(rel) ? 1 : 0); i < name.made; i++)
      effects.push({
        source: 'sandbox',
        description: `entry made and removed during the run: ${rel}`,
        text: rel,
        signature: removedSignature(rel),
        late: before && i >= name.madeBefore
      });
  }
  return effects;
}

/**
 * What a later process did to a run's recorder file and sandbox once its effects were read, before
 * the worker's next run makes them afresh (or the gate ends): the files a run reads are its worker's,
 * reused run after run, and a server acting on an earlier session's paths (a dead-letter queue that
 * retries a rejected call) writes there. A file new or changed since: its canaries (those added, for
 * a file that was there); an entry gone: a removal, with no canary; a recorder line appended.
 */
export function writesSince(
  files: { actionLog: string; sandbox: string },
  read: RunFilesRead
): { effects: Effect[]; blind: string[] } {
  // Read again only when it grew (a line past the size read is all it can add) or is no longer the
  // file it was then (the change is an act of its own).
  const grew = fileSize(files.actionLog) > read.recorderSize;
  const recorder =
    grew || identityOf(files.actionLog) !== read.recorder
      ? recorderEffects(files.actionLog, read.recorder, grew ? read.recorderSize : Infinity)
      : undefined;
  const later = recorder?.effects.filter((e) => e.late !== false) ?? [];
  /** Bounds the walk met: a later act past them would not be seen. */
  const blind = [...(recorder?.blind ?? [])];
  const change = changeOf(files.sandbox, read.sandbox.root, 'sandbox directory');
  if (change) later.push(madeEntryChanged('sandbox', change));
  const now = new Map<string, SandboxEntry>();
  const gone = walkSandbox(
    files.sandbox,
    (rel, entry) => now.set(rel, entry),
    (message, cut) => cut && blind.push(`sandbox: ${message}`),
    { scan: false, repair: true }
  );
  // Bounded over the whole look, as a walk is: a later process cannot make the gate read without end.
  let budget = SANDBOX_TOTAL_SCAN_CAP;
  for (const [rel, entry] of now) {
    if (!('st' in entry)) continue;
    const then = read.sandbox.entries.get(rel);
    if (then?.stamp === stampOf(entry.st)) continue;
    let canaries: string[] = [];
    try {
      const file = path.join(files.sandbox, rel);
      const scan = scanEntry(file, entry.st, budget, (read) => repairing(read, file));
      if (scan) {
        budget -= searched(scan);
        const gap = scanGap(rel, entry.st.size, scan);
        if (gap) blind.push(`sandbox: ${gap}`);
        canaries = [...scan.canaries].filter(([c, n]) => n > (then?.canaries.get(c) ?? 0)).map(([c]) => c);
      }
    } catch {
      // gone again, or swapped: its entry is still what changed
    }
    pushLater(
      later,
      `${nounOf(entry.st)} ${then ? 'changed' : 'created'}: ${rel}`,
      headAndCanaries(rel, canaries)
    );
  }
  for (const rel of read.sandbox.entries.keys())
    if (!now.has(rel) && gone(rel)) pushLater(later, `entry removed: ${rel}`, maskCanaries(rel));
  return { effects: later, blind };
}

function pushLater(into: Effect[], description: string, text: string): void {
  into.push({
    source: 'sandbox',
    description,
    text,
    signature: `sandbox later ${maskCanaries(description)}`
  });
}

/**
 * Entries now at a path new since `before` that were there then at another path, no longer theirs:
 * the same inode and birth time, new path → old path. A second name for an entry still at its old
 * path (a hard link) is new; an inode freed and given to a new file keeps its number but not its
 * birth time, where the file system keeps one.
 */
function movesSince(
  before: SandboxSnapshot['entries'],
  seen: ReadonlyMap<string, SandboxEntry>
): Map<string, string> {
  const inoNow = (rel: string) => {
    const entry = seen.get(rel);
    return entry && 'st' in entry ? entry.st.ino : undefined;
  };
  const left = new Map<number, [string, number]>();
  for (const [rel, then] of before) if (inoNow(rel) !== then.ino) left.set(then.ino, [rel, then.born]);
  const moves = new Map<string, string>();
  for (const [rel, entry] of seen) {
    if (!('st' in entry) || before.has(rel)) continue;
    const was = left.get(entry.st.ino);
    if (was && was[1] === entry.st.birthtimeMs) {
      moves.set(rel, was[0]);
      left.delete(entry.st.ino);
    }
  }
  return moves;
}

/** A run's recorder file and sandbox, and what each was as the gate made it (`identityOf`). */
export interface RunFiles {
  dir: string;
  actionLog: string;
  sandbox: string;
  made: { actionLog: string; sandbox: string };
}

/**
 * A run's recorder file (empty) and sandbox (a fresh, empty directory), in the directory of the
 * worker that runs it: a worker's runs follow one another, so the next reuses them in place once
 * this run's effects are read (a late write of this run's shows up in that run, it is not lost).
 * Where a server left that directory unusable (its mode changed), the run gets `fallback` instead.
 */
export function prepareRunFiles(dir: string, fallback: string): RunFiles {
  try {
    return freshRunFiles(dir);
  } catch {
    return freshRunFiles(fallback);
  }
}

function freshRunFiles(dir: string): RunFiles {
  mkdirSync(dir, { recursive: true });
  const sandbox = path.join(dir, 'sandbox');
  freshDir(sandbox);
  const actionLog = path.join(dir, 'action-log.jsonl');
  freshFile(actionLog, '');
  return {
    dir,
    actionLog,
    sandbox,
    made: { actionLog: identityOf(actionLog), sandbox: identityOf(sandbox) }
  };
}
