/**
 * The effect sources of the action log (R9, R19), all on loopback: one HTTP canary per gate process
 * (runs isolated by path), and per run a TCP canary, a recorder file and a sandbox directory.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, lstatSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Effect } from '../core/action-log.js';

const BODY_CAP = 64 * 1024;
const SETTLE_BACKSTOP_MS = 500;

interface HttpHit {
  runId: string | undefined;
  effect: Effect;
}

function listen(server: HttpServer | TcpServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** One loopback HTTP listener shared by every run of a gate process; `/r/<run>/…` tells runs apart. */
export class HttpCanary {
  private readonly server: HttpServer;
  private readonly hits: HttpHit[] = [];
  private readonly sockets = new Set<Socket>();
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  port = 0;

  constructor() {
    this.server = createHttpServer((req, res) => this.record(req, res));
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<void> {
    this.port = await listen(this.server);
  }

  baseUrl(runId: string): string {
    return `http://127.0.0.1:${this.port}/r/${runId}/`;
  }

  private record(req: IncomingMessage, res: import('node:http').ServerResponse): void {
    this.inFlight += 1;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size < BODY_CAP) chunks.push(chunk.subarray(0, BODY_CAP - size));
      size += chunk.length;
    });
    let recorded = false;
    const done = () => {
      if (recorded) return;
      recorded = true;
      const url = req.url ?? '/';
      const runId = /^\/r\/([^/]+)\//.exec(url)?.[1];
      const body = Buffer.concat(chunks).toString('utf8');
      const pathOnly = url.split('?')[0].replace(/^\/r\/[^/]+\//, '/');
      this.hits.push({
        runId,
        effect: {
          source: 'http',
          description: `${req.method} ${url}`,
          text: `${req.method} ${url}\n${JSON.stringify(req.headers)}\n${body}`,
          signature: `http ${req.method} ${pathOnly}`
        }
      });
      res.writeHead(200, { 'content-type': 'text/plain', connection: 'close' });
      res.end('mcp-stdio-gate canary\n');
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const w of this.idleWaiters.splice(0)) w();
    };
    req.once('end', done);
    req.once('error', done);
  }

  /** Waits until no request is half-received (a backstop keeps a stuck client from holding the run). */
  settle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, SETTLE_BACKSTOP_MS);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Effects of one run; hits outside any run's path are offered to every run (canaries attribute them). */
  take(runId: string): Effect[] {
    return this.hits.filter((h) => h.runId === runId || h.runId === undefined).map((h) => h.effect);
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A TCP listener standing in for SSH: any connection is an action. */
export class TcpCanary {
  private readonly server: TcpServer;
  private readonly connections: { data: Buffer[]; size: number }[] = [];
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor() {
    this.server = createTcpServer((socket) => {
      const conn = { data: [] as Buffer[], size: 0 };
      this.connections.push(conn);
      this.sockets.add(socket);
      socket.on('data', (chunk: Buffer) => {
        if (conn.size < BODY_CAP) conn.data.push(chunk.subarray(0, BODY_CAP - conn.size));
        conn.size += chunk.length;
      });
      socket.on('error', () => undefined);
      socket.once('close', () => this.sockets.delete(socket));
      socket.write('SSH-2.0-mcp-stdio-gate-canary\r\n');
    });
  }

  async start(): Promise<void> {
    this.port = await listen(this.server);
  }

  effects(): Effect[] {
    return this.connections.map((c, i) => {
      const data = Buffer.concat(c.data).toString('latin1');
      return {
        source: 'tcp',
        description: `TCP connection ${i + 1} to 127.0.0.1:${this.port} (${c.size} bytes sent)`,
        text: data,
        signature: 'tcp connection'
      };
    });
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Each JSON line the server appended to `MCP_GATE_ACTION_LOG` is one executed action. */
export function recorderEffects(file: string): Effect[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line, i) => ({
      source: 'recorder',
      description: `action log line ${i + 1}: ${line.slice(0, 200)}`,
      text: line,
      signature: 'recorder line'
    }));
}

/** Everything in the (initially empty) sandbox is an effect: created files, directories, links. */
export function sandboxEffects(dir: string): Effect[] {
  const effects: Effect[] = [];
  const walk = (at: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const full = path.join(at, name);
      const rel = path.relative(dir, full);
      const st = lstatSync(full);
      if (st.isDirectory()) {
        effects.push({
          source: 'sandbox',
          description: `directory created: ${rel}`,
          text: rel,
          signature: `sandbox dir ${rel}`
        });
        walk(full);
      } else {
        let content = '';
        if (st.isFile()) {
          const buf = readFileSync(full);
          content = buf.subarray(0, BODY_CAP).toString('latin1');
        }
        effects.push({
          source: 'sandbox',
          description: `file created: ${rel} (${st.size} bytes)`,
          text: `${rel}\n${content}`,
          signature: `sandbox file ${rel}`
        });
      }
    }
  };
  walk(dir);
  return effects;
}

/** Per-run files: an empty recorder file and an empty sandbox directory. */
export function prepareRunFiles(runDir: string): { actionLog: string; sandbox: string } {
  const sandbox = path.join(runDir, 'sandbox');
  mkdirSync(sandbox, { recursive: true });
  const actionLog = path.join(runDir, 'action-log.jsonl');
  writeFileSync(actionLog, '');
  return { actionLog, sandbox };
}
