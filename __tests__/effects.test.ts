/**
 * The effect sources, on real files and a real loopback listener: what each effect keeps (a short
 * head and every canary found, never its bytes: a run's effects are kept until every run is judged)
 * and whether it began after the session was done with its calls (`late`).
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync
} from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { EMPTY_HTTP_CONNECTION, type Effect } from '../src/core/action-log.js';
import {
  HttpCanary,
  LaterArrivals,
  identityOf,
  recorderEffects,
  sandboxEffects,
  sandboxSnapshot,
  TcpCanary,
  writesSince
} from '../src/run/effects.js';
import { SandboxWatch, WatchFlush } from '../src/run/sandbox-watch.js';
import { tempDir } from './helpers.js';
import { connect } from 'node:net';

const A = 'mcpgate-00000000000000aa';
const B = 'mcpgate-00000000000000bb';
const MIB = 1024 * 1024;

describe('an effect keeps what attributes it, not its bytes', () => {
  test('a sandbox file: its name and the canaries in its content, wherever they lie', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, `${A}.txt`), 'x');
    // Past the first chunk read, across a read's edge: still found, and nothing else kept.
    writeFileSync(path.join(dir, 'big.bin'), 'y'.repeat(MIB - 10) + B + 'z'.repeat(MIB));
    const { effects, warnings } = sandboxEffects(dir, identityOf(dir));
    expect(warnings).toEqual([]);
    const [big, named] = effects;
    expect(big.text).toBe(`big.bin\n${B}`);
    expect(named.text).toBe(`${A}.txt`);
    expect(big.description).toBe(`file created: big.bin (${2 * MIB + B.length - 10} bytes)`);
    expect(effects.every((e) => e.late === undefined)).toBe(true);
  });

  test('a sandbox file is late with the canaries it gained once the calls were done', () => {
    const dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at('appended.log'), `${A}\n`);
    writeFileSync(at('replaced.txt'), A);
    writeFileSync(at('resaved.txt'), A);
    writeFileSync(at('rewritten.txt'), A);
    writeFileSync(at('untouched.txt'), A);
    mkdirSync(at('old'));
    const before = sandboxSnapshot(dir);
    appendFileSync(at('appended.log'), `${A}\n${B}\n`);
    writeFileSync(at('replaced.tmp'), A + A);
    renameSync(at('replaced.tmp'), at('replaced.txt'));
    // Saved whole again with what it held: another call may have made it.
    writeFileSync(at('resaved.tmp'), A);
    renameSync(at('resaved.tmp'), at('resaved.txt'));
    // In place, the same bytes: nothing tells it from a file left alone.
    writeFileSync(at('rewritten.txt'), A);
    writeFileSync(at('new.txt'), B);
    mkdirSync(at('old/sub'));
    const { effects } = sandboxEffects(dir, before.root, before);
    expect(effects.map((e) => [e.description.replace(/ \(\d+ bytes\)$/, ''), e.text, e.late])).toEqual([
      ['file created: appended.log', `appended.log\n${A}`, false],
      ['file written again once the calls were done: appended.log', `appended.log\n${A}\n${B}`, true],
      ['file created: new.txt', `new.txt\n${B}`, true],
      ['directory created: old', 'old', false],
      ['directory created: old/sub', 'old/sub', true],
      ['file created: replaced.txt', `replaced.txt\n${A}`, false],
      ['file replaced once the calls were done: replaced.txt', `replaced.txt\n${A}`, true],
      ['file created: resaved.txt', `resaved.txt\n${A}`, false],
      ['file created: rewritten.txt', `rewritten.txt\n${A}`, false],
      ['file created: untouched.txt', `untouched.txt\n${A}`, false]
    ]);
  });

  test('a sandbox entry moved since is the entry that was there; the path it left holds a new file', () => {
    const dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at('app.log'), `${A}\n`);
    writeFileSync(at('inbox.txt'), A);
    writeFileSync(at('linked.txt'), A);
    mkdirSync(at('done'));
    mkdirSync(at('work'));
    const before = sandboxSnapshot(dir);
    // Rotated: the old file moves on, a new one takes its path.
    renameSync(at('app.log'), at('app.log.1'));
    writeFileSync(at('app.log'), `${B}\n`);
    // Filed away under a name that carries a canary it did not have.
    renameSync(at('inbox.txt'), at(`done/${B}.txt`));
    // A second name for a file still at its own: new.
    linkSync(at('linked.txt'), at('linked-too.txt'));
    renameSync(at('work'), at('archive'));
    const { effects } = sandboxEffects(dir, before.root, before);
    // Each move is a late act of its own, carrying what explains it: the canaries of what took the
    // path it left (a rotation by a later write), or those of its new name; the work directory's
    // move carries none.
    expect(effects.map((e) => [e.description.replace(/ \(\d+ bytes\)/, ''), e.text, e.late])).toEqual([
      ['file created: app.log', `app.log\n${B}`, true],
      ['entry moved once the calls were done: app.log to app.log.1', `app.log.1\n${B}`, true],
      ['file created: app.log, moved to app.log.1 once the calls were done', `app.log\n${A}`, false],
      ['entry moved once the calls were done: work to archive', 'archive', true],
      ['directory created: work, moved to archive once the calls were done', 'work', false],
      ['directory created: done', 'done', false],
      [`entry moved once the calls were done: inbox.txt to done/${B}.txt`, `done/${B}.txt`, true],
      [`file created: inbox.txt, moved to done/${B}.txt once the calls were done`, `inbox.txt\n${A}`, false],
      ['file created: linked-too.txt', `linked-too.txt\n${A}`, true],
      ['file created: linked.txt', `linked.txt\n${A}`, false]
    ]);
  });

  test('a sandbox entry removed since was made before, with the canaries it held; its removal is a late act carrying none', () => {
    const dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at(`${A}.txt`), A);
    writeFileSync(at('state.json'), '{}');
    mkdirSync(at('cache/sub'), { recursive: true });
    writeFileSync(at('cache/sub/entry'), B);
    const before = sandboxSnapshot(dir);
    rmSync(at(`${A}.txt`));
    rmSync(at('cache'), { recursive: true });
    const { effects } = sandboxEffects(dir, before.root, before);
    // The canary in a removed name is masked in what attributes the removal: the clean starts
    // explain it by its name alone (a server that cleans up at exit does it there too).
    expect(effects.map((e) => [e.description, e.text, e.signature, e.late])).toEqual([
      ['file created: state.json (2 bytes)', 'state.json', 'sandbox file state.json', false],
      // Made with no canary: its removal stands for its whole life, as for an entry made and
      // removed between two looks, which is compared by the same signature.
      ['entry removed once the calls were done: cache', 'cache', 'sandbox removed cache', true],
      ['entry removed once the calls were done: cache/sub', 'cache/sub', 'sandbox removed cache/sub', true],
      [
        'file created: cache/sub/entry, removed once the calls were done',
        `cache/sub/entry\n${B}`,
        'sandbox file cache/sub/entry',
        false
      ],
      [
        'entry removed once the calls were done: cache/sub/entry',
        'cache/sub/entry',
        'sandbox removed cache/sub/entry',
        true
      ],
      [
        `file created: ${A}.txt, removed once the calls were done`,
        `${A}.txt\n${A}`,
        `sandbox file ${A}.txt`,
        false
      ],
      [
        `entry removed once the calls were done: ${A}.txt`,
        'mcpgate-{canary}.txt',
        'sandbox removed mcpgate-{canary}.txt',
        true
      ]
    ]);
  });

  test('a sandbox file holding a canary fewer times than once the calls were done, with none gained: a write taken back', () => {
    const dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at(`${A}.log`), `${A}\n${B}\n`);
    writeFileSync(at('trimmed.log'), `${A}\n`);
    writeFileSync(at('same.txt'), A);
    const before = sandboxSnapshot(dir);
    // A record erased: a late act with no canary (the clean starts alone can explain it).
    writeFileSync(at(`${A}.log`), `${B}\n`);
    // Trimmed as a later call's write went in: that call's, as any write carrying its canary.
    writeFileSync(at('trimmed.log'), `${B}\n`);
    const { effects } = sandboxEffects(dir, before.root, before);
    expect(effects.filter((e) => e.late).map((e) => [e.description, e.text, e.signature])).toEqual([
      [
        `file written again once the calls were done: ${A}.log (25 bytes), without a canary it held`,
        'mcpgate-{canary}.log',
        'sandbox file mcpgate-{canary}.log lost'
      ],
      [
        'file written again once the calls were done: trimmed.log (25 bytes)',
        `trimmed.log\n${B}`,
        'sandbox file trimmed.log again'
      ]
    ]);
  });

  test('a sandbox file whose content changed with no canary gained or lost: a late act no canary names', () => {
    const dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at('x.db'), `${A}\n`);
    writeFileSync(at('count'), '1');
    writeFileSync(at('same.json'), '{}');
    writeFileSync(at('big.bin'), 'y'.repeat(17 * MIB));
    const before = sandboxSnapshot(dir);
    // A row no canary names (a call whose arguments were lost on the way).
    appendFileSync(at('x.db'), '{}\n');
    // The same size, in place, at once: its times may not have moved, its content did.
    writeFileSync(at('count'), '2');
    // Saved again with the same content: nothing happened to it.
    writeFileSync(at('same.tmp'), '{}');
    renameSync(at('same.tmp'), at('same.json'));
    // Past what is read of a file, its content is not known: only its stamp, as before.
    writeFileSync(at('big.bin'), 'z'.repeat(17 * MIB));
    const { effects, blind } = sandboxEffects(dir, before.root, before);
    expect(
      effects.filter((e) => e.late).map((e) => [e.description, e.text, e.signature, e.rewritten])
    ).toEqual([
      [
        'file written again once the calls were done: count (1 bytes, 1 then), its content changed with no canary added',
        'count',
        'sandbox file count changed',
        true
      ],
      [
        'file written again once the calls were done: x.db (28 bytes, 25 then), its content changed with no canary added',
        'x.db',
        'sandbox file x.db changed',
        true
      ]
    ]);
    expect(blind).toHaveLength(1);
    expect(blind[0]).toMatch(
      new RegExp(
        `^sandbox: big.bin has ${17 * MIB} bytes; canaries were searched in its first \\d+, and it changed once the calls were done$`
      )
    );
  });

  test('a sandbox file or directory given another mode, its content unchanged: a late act no canary names', () => {
    const dir = tempDir();
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at('deploy.sh'), 'echo hi\n');
    chmodSync(at('deploy.sh'), 0o644);
    writeFileSync(at('secret'), 'x');
    chmodSync(at('secret'), 0o600);
    writeFileSync(at('kept'), 'x');
    chmodSync(at('kept'), 0o640);
    mkdirSync(at('uploads'));
    chmodSync(at('uploads'), 0o755);
    const before = sandboxSnapshot(dir);
    chmodSync(at('deploy.sh'), 0o755);
    chmodSync(at('uploads'), 0o777);
    // Locked away from its owner: said as the server left it (a gate not run as root gives it back to
    // its owner to read it, and compares the mode it found).
    chmodSync(at('secret'), 0o000);
    const { effects, read } = sandboxEffects(dir, before.root, before);
    expect(
      effects.filter((e) => e.late).map((e) => [e.description, e.text, e.signature, e.rewritten])
    ).toEqual([
      [
        'file given mode 755 once the calls were done: deploy.sh (644 then)',
        'deploy.sh',
        'sandbox file deploy.sh mode',
        true
      ],
      [
        'file given mode 000 once the calls were done: secret (600 then)',
        'secret',
        'sandbox file secret mode',
        true
      ],
      [
        'directory given mode 777 once the calls were done: uploads (755 then)',
        'uploads',
        'sandbox dir uploads mode',
        true
      ]
    ]);
    // Looked at again as the gate left it: nothing moved since, its own repair included.
    const again = sandboxEffects(dir, before.root, read).effects.filter((e) => e.late);
    expect(again).toEqual([]);
  });

  test('a recorder line: its head and its canaries; late when it starts past the size the frames saw', () => {
    const file = path.join(tempDir(), 'log.jsonl');
    const first = JSON.stringify({ canary: A }) + '\n';
    writeFileSync(file, first + JSON.stringify({ pad: 'p'.repeat(MIB), canary: B }) + '\n');
    const [early, late] = recorderEffects(file, identityOf(file), Buffer.byteLength(first)).effects;
    expect(early.text).toBe(`${first.trim()}\n${A}`);
    expect(late.text.length).toBeLessThan(300);
    expect(late.text.endsWith(`\n${B}`)).toBe(true);
    expect([early.late, late.late]).toEqual([false, true]);
    expect(recorderEffects(file, identityOf(file)).effects.map((e) => e.late)).toEqual([
      undefined,
      undefined
    ]);
  });

  test('a recorder written once the calls were done with no line left is an act; a line the calls left unended, ended since, is not', () => {
    const dir = tempDir();
    const file = path.join(dir, 'action-log.jsonl');
    const line = `{"tool":"record","args":{"canary":"${A}"}}`;
    const takenBack = (content: string, framesSize: number) => {
      writeFileSync(file, content);
      return recorderEffects(file, identityOf(file), framesSize, 2).effects.filter(
        (e) => e.signature === 'recorder written and taken back'
      );
    };
    // Cut back to the size the frames saw, or its line blanked in place.
    expect(takenBack(`${line}\n`, line.length + 1).map((e) => [e.description, e.late])).toEqual([
      [
        `action log written once the calls were done, no line of it left (${line.length + 1} bytes, ${line.length + 1} then)`,
        true
      ]
    ]);
    expect(takenBack(`${line}\n${' '.repeat(line.length)}\n`, line.length + 1)).toHaveLength(1);
    // The control's line, its newline written a moment after its answer: nothing taken back.
    expect(takenBack(`${line}\n`, line.length)).toEqual([]);
    // A line written since stays a line of its own.
    expect(takenBack(`${line}\n${line}\n`, line.length + 1)).toEqual([]);
  });

  test('a recorder file removed or replaced is one effect: never read through a link, never waited on as a FIFO', () => {
    const dir = tempDir();
    const file = path.join(dir, 'log.jsonl');
    const described = (replace: () => void) => {
      rmSync(file, { force: true });
      writeFileSync(file, JSON.stringify({ canary: A }) + '\n');
      const made = identityOf(file);
      replace();
      return recorderEffects(file, made).effects.map((e) => [e.description, e.signature]);
    };
    expect(described(() => rmSync(file))).toEqual([['action log removed', 'recorder action log removed']]);
    expect(
      described(() => {
        rmSync(file);
        symlinkSync('/dev/zero', file);
      })
    ).toEqual([
      [
        'action log replaced by a symbolic link to /dev/zero',
        'recorder action log replaced by a symbolic link'
      ]
    ]);
    expect(
      described(() => {
        rmSync(file);
        execFileSync('mkfifo', [file]);
      })
    ).toEqual([['action log replaced by a FIFO', 'recorder action log replaced by a FIFO']]);
    // Saved whole and renamed over (a writer may keep its log so): its lines, and nothing more.
    expect(
      described(() => {
        writeFileSync(`${file}.new`, JSON.stringify({ canary: B }) + '\n');
        rmSync(file);
        renameSync(`${file}.new`, file);
      })
    ).toEqual([[`action log line 1: {"canary":"${B}"}`, 'recorder line']]);
  });

  test('the sandbox directory given another mode is an act on it, an effect of its own', () => {
    const dir = path.join(tempDir(), 'sandbox');
    mkdirSync(dir, { mode: 0o700 });
    const made = identityOf(dir);
    writeFileSync(path.join(dir, `${A}.txt`), 'x');
    chmodSync(dir, 0o000);
    try {
      const { effects } = sandboxEffects(dir, made);
      expect(effects[0].description).toBe('sandbox directory given mode 000');
      expect(effects[0].signature).toBe('sandbox sandbox directory given mode 000');
    } finally {
      chmodSync(dir, 0o700);
    }
  });

  test('an HTTP connection closed with nothing sent is of its own kind; one with bytes but no request line is not', async () => {
    const canary = new HttpCanary();
    await canary.start();
    try {
      const open = (bytes: string) =>
        new Promise<void>((resolve) => {
          const socket = connect(Number(new URL(canary.baseUrl()).port), '127.0.0.1', () =>
            socket.end(bytes)
          );
          socket.on('close', () => resolve());
          socket.on('error', () => resolve());
          socket.resume();
        });
      await open('');
      await open('\x16\x03\x01');
      await canary.settle();
      expect(canary.effects().map((e) => e.signature)).toEqual([EMPTY_HTTP_CONNECTION, 'http connection']);
    } finally {
      await canary.close();
    }
  });

  test('an HTTP request with a large body: its request line and canaries; late by its first byte', async () => {
    const canary = new HttpCanary();
    await canary.start();
    try {
      const send = (pathname: string, body: string) =>
        new Promise<void>((resolve, reject) => {
          const req = request(`${canary.baseUrl()}${pathname.slice(1)}`, { method: 'POST' }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
          req.end(body);
        });
      await send(`/${A}`, 'b'.repeat(60 * 1024));
      const framesAt = performance.now();
      await send('/hook', 'b'.repeat(60 * 1024) + B);
      await canary.settle();
      const [before, after] = canary.effects(framesAt);
      expect(before.text).toBe(`POST /${A} HTTP/1.1\r\n${A}`);
      expect(after.text.startsWith('POST /hook HTTP/1.1')).toBe(true);
      expect(after.text.length).toBeLessThan(400);
      expect(after.text.endsWith(`\n${B}`)).toBe(true);
      expect([before.late, after.late]).toEqual([false, true]);
      expect(canary.effects().map((e) => e.late)).toEqual([undefined, undefined]);
    } finally {
      await canary.close();
    }
  });

  test('an HTTP request whose body is compressed: the canaries in what it holds; a bomb past the cap is a blind spot once the calls were done', async () => {
    const canary = new HttpCanary();
    await canary.start();
    try {
      const send = (body: Buffer, encoding: string) =>
        new Promise<void>((resolve, reject) => {
          const req = request(
            `${canary.baseUrl()}events`,
            { method: 'POST', headers: { 'content-encoding': encoding, 'transfer-encoding': 'chunked' } },
            (res) => {
              res.resume();
              res.on('end', resolve);
            }
          );
          req.on('error', reject);
          // In two chunks, the framing between them.
          req.write(body.subarray(0, 7));
          req.end(body.subarray(7));
        });
      await send(gzipSync(JSON.stringify({ note: A })), 'gzip');
      const framesAt = performance.now();
      await send(brotliCompressSync(JSON.stringify({ note: B })), 'br');
      await send(gzipSync(Buffer.alloc(64 * MIB)), 'gzip');
      await canary.settle();
      const [first, second, bomb] = canary.effects(framesAt);
      expect(first.text).toBe(`POST /events HTTP/1.1\r\n${A}`);
      expect(second.text).toBe(`POST /events HTTP/1.1\r\n${B}`);
      expect(bomb.text).toBe('POST /events HTTP/1.1\r');
      const [blind, ...more] = canary.blindSpots(framesAt);
      expect(more).toEqual([]);
      // The cap is 1 MiB: the bomb's first bytes that give no more than that were searched.
      const searched = Number(
        /more than the (\d+) bytes searched; canaries in it were not all searched$/.exec(blind)![1]
      );
      expect(searched).toBeGreaterThan(0);
      expect(searched).toBeLessThanOrEqual(MIB);
      expect(blind.startsWith('HTTP canary: a request body decompresses')).toBe(true);
      // Before the frames, a cut request is no blind spot of theirs.
      expect(canary.blindSpots(performance.now())).toEqual([]);
    } finally {
      await canary.close();
    }
  });

  test('a sandbox file named by the base64 or hex of what it holds carries the canary its name encodes', () => {
    const dir = tempDir();
    const b64 = Buffer.from(JSON.stringify({ canary: A })).toString('base64url');
    writeFileSync(path.join(dir, `${b64}.json`), '{}');
    writeFileSync(path.join(dir, `${Buffer.from(B).toString('hex')}.cache`), '{}');
    const { effects } = sandboxEffects(dir, identityOf(dir));
    expect(effects.map((e) => e.text).sort()).toEqual(
      [`${b64}.json\n${A}`, `${Buffer.from(B).toString('hex')}.cache\n${B}`].sort()
    );
  });

  test('a symbolic link is read as a file whose content is its target, never followed', () => {
    const dir = tempDir();
    symlinkSync(`../${A}`, path.join(dir, 'named'));
    symlinkSync('v1', path.join(dir, 'current'));
    const before = sandboxSnapshot(dir);
    // Pointed elsewhere by a new link renamed over it, and one made since, at a path with a canary.
    symlinkSync('/etc', path.join(dir, 'current.tmp'));
    renameSync(path.join(dir, 'current.tmp'), path.join(dir, 'current'));
    symlinkSync(`/tmp/${B}`, path.join(dir, 'later'));
    const { effects } = sandboxEffects(dir, identityOf(dir), before);
    expect(effects.map((e) => [e.description, e.text, e.late])).toEqual([
      ['link created: current (4 bytes)', 'current', false],
      [
        'link replaced once the calls were done: current (4 bytes, 2 then), its target changed with no canary added',
        'current',
        true
      ],
      ['link created: later (29 bytes)', `later\n${B}`, true],
      ['link created: named (27 bytes)', `named\n${A}`, false]
    ]);
  });

  test('a sandbox file that is a compressed stream (a rotated log, a git object): the canaries in what it holds', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'events.log.gz'), gzipSync(`${A}\n`));
    mkdirSync(path.join(dir, 'objects'));
    writeFileSync(path.join(dir, 'objects', 'e1'), deflateSync(`blob 24\0${B}`));
    writeFileSync(path.join(dir, 'bomb.gz'), gzipSync(Buffer.alloc(256 * MIB)));
    const { effects, warnings } = sandboxEffects(dir, identityOf(dir));
    expect(effects.map((e) => e.text)).toEqual([
      'bomb.gz',
      `events.log.gz\n${A}`,
      'objects',
      `objects/e1\n${B}`
    ]);
    const [warning, ...more] = warnings.map((w) => w.message);
    expect(more).toEqual([]);
    const searched =
      /^sandbox: bomb.gz is compressed; canaries were searched in the first (\d+) bytes of what it holds$/.exec(
        warning
      );
    expect(Number(searched![1])).toBeGreaterThan(0);
    expect(Number(searched![1])).toBeLessThanOrEqual(16 * MIB);
  });

  test('past its first 1000 connections a listener keeps a connection’s head only: a canary further in is not found', async () => {
    const canary = new TcpCanary();
    await canary.start();
    try {
      // Each one sends 8 KiB of padding, then a canary: a flood of large requests.
      const send = () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(canary.port, '127.0.0.1', () => socket.end('p'.repeat(8 * 1024) + A));
          socket.resume(); // the banner; 'close' waits for it to be read
          socket.on('error', reject);
          socket.on('close', () => resolve());
        });
      for (let i = 0; i < 1001; i++) await send();
      await canary.settle();
      const effects = canary.effects();
      expect(effects).toHaveLength(1001);
      expect(effects.slice(0, 1000).every((e) => e.text.endsWith(A))).toBe(true);
      expect(effects[1000].text).not.toContain(A);
      // Sent before the calls were done, it holds no frame's canary; sent after, it may: a blind spot.
      expect(canary.blindSpots(performance.now())).toEqual([]);
      expect(canary.blindSpots(0)).toEqual([
        'TCP canary: a connection sent more once the calls were done than the gate keeps of it (8216 bytes, 4096 kept)'
      ]);
    } finally {
      await canary.close();
    }
  });

  test('a TCP connection: the canaries it sent, late by its first byte, not by when it connected', async () => {
    const canary = new TcpCanary();
    await canary.start();
    try {
      const socket = connect(canary.port, '127.0.0.1');
      socket.resume(); // the banner; 'close' waits for it to be read
      await new Promise((resolve) => socket.once('connect', resolve));
      // Connected before, sent after: it acted after.
      const framesAt = performance.now();
      await new Promise<void>((resolve) => socket.end(`exec ${A}\n`, () => resolve()));
      await new Promise((resolve) => socket.once('close', resolve));
      await canary.settle();
      const [effect] = canary.effects(framesAt);
      expect(effect.text).toBe(`\n${A}`);
      expect(effect.late).toBe(true);
    } finally {
      await canary.close();
    }
  });

  test('a persistent TCP session that sends a canary again once the calls were done: a late effect of its own', async () => {
    const canary = new TcpCanary();
    await canary.start();
    try {
      const socket = connect(canary.port, '127.0.0.1');
      socket.resume();
      const arrived = async (canaryValue: string) => {
        // Until the listener has read it: each turn of the event loop polls the sockets once.
        for (let i = 0; i < 10000 && !canary.effects().some((e) => e.text.includes(canaryValue)); i++)
          await new Promise((resolve) => setImmediate(resolve));
      };
      socket.write(`exec ${A}\n`);
      await arrived(A);
      canary.markCallsDone();
      const framesAt = performance.now();
      // A keepalive alone is no act; the same command again is.
      socket.write('keepalive\n');
      await new Promise<void>((resolve) => socket.end(`exec ${A}\nexec ${B}\n`, () => resolve()));
      await new Promise((resolve) => socket.once('close', resolve));
      await canary.settle();
      const effects = canary.effects(framesAt);
      expect(effects.map((e) => [e.text, e.late])).toEqual([
        [`\n${A}`, false],
        [`\n${A}\n${B}`, true]
      ]);
      expect(effects[1].description).toMatch(
        /^TCP connection 1 to 127\.0\.0\.1:\d+, sent again once the calls were done \(70 bytes: b.keepalive/
      );
    } finally {
      await canary.close();
    }
  });
});

describe('the sandbox is watched while a run goes on', () => {
  /** `act` on a fresh sandbox under a watch, then the sandbox's effects as a run's end reads them. */
  const watched = async (act: (sandbox: string) => void, afterCalls?: (sandbox: string) => void) => {
    const dir = tempDir();
    const sandbox = path.join(dir, 'sandbox');
    mkdirSync(sandbox);
    const made = identityOf(sandbox);
    const flush = new WatchFlush(path.join(dir, 'flush'));
    const watch = new SandboxWatch(sandbox);
    act(sandbox);
    // As a session fences it before its first call: the watch's events until then have all arrived.
    watch.fence(await flush.flush());
    let before;
    if (afterCalls) {
      watch.markCallsDone();
      before = sandboxSnapshot(sandbox);
      afterCalls(sandbox);
    }
    const names = watch.end(await flush.flush());
    flush.close();
    return sandboxEffects(sandbox, made, before, names);
  };
  const described = (effects: Effect[]) => effects.map((e) => [e.description, e.late]);

  test("the action log's writes count from the session's last end of its calls, not a write before it whose event came late", async () => {
    const dir = tempDir();
    const sandbox = path.join(dir, 'sandbox');
    mkdirSync(sandbox);
    const log = path.join(dir, 'action-log.jsonl');
    writeFileSync(log, '');
    const flush = new WatchFlush(path.join(dir, 'flush'));
    const count = async (act: (watch: SandboxWatch) => void) => {
      const watch = new SandboxWatch(sandbox, log);
      watch.fence(await flush.flush());
      act(watch);
      return watch.end(await flush.flush()).recorderWrites;
    };
    // The control's line, written after the first end of the calls and before the next (a barrier's):
    // its event is read only after the second, and is not a write since.
    expect(
      await count((watch) => {
        watch.markCallsDone();
        appendFileSync(log, '{"tool":"record"}\n');
        watch.markCallsDone();
      })
    ).toBe(0);
    // A write after the last one, and one taken back, count.
    expect(
      await count((watch) => {
        watch.markCallsDone();
        appendFileSync(log, '{"tool":"record"}\n');
        truncateSync(log, 0);
      })
    ).toBeGreaterThan(0);
    flush.close();
  });

  test('an entry made and removed is one effect each time, named as it was, in a directory made since too', async () => {
    const r = await watched(
      (sandbox) => {
        for (let i = 0; i < 2; i++) {
          writeFileSync(path.join(sandbox, 'job.tmp'), 'x');
          rmSync(path.join(sandbox, 'job.tmp'));
        }
        mkdirSync(path.join(sandbox, 'work'));
        // Before the first call, inside a directory: whether its watch had begun is the scheduler's,
        // so it counts in no run.
        writeFileSync(path.join(sandbox, 'work', 'lock'), 'x');
        rmSync(path.join(sandbox, 'work', 'lock'));
        // Made and removed with what it held before the watch could reach it: the directory tells it.
        mkdirSync(path.join(sandbox, 'brief'));
        writeFileSync(path.join(sandbox, 'brief', 'x'), 'x');
        rmSync(path.join(sandbox, 'brief'), { recursive: true });
      },
      (sandbox) => {
        writeFileSync(path.join(sandbox, 'work', `${A}.tmp`), 'x');
        rmSync(path.join(sandbox, 'work', `${A}.tmp`));
      }
    );
    expect(described(r.effects)).toEqual([
      ['directory created: work', false],
      ['entry made and removed during the run: job.tmp', false],
      ['entry made and removed during the run: job.tmp', false],
      ['entry made and removed during the run: brief', false],
      [`entry made and removed during the run: work/${A}.tmp`, true]
    ]);
    expect(r.effects.find((e) => e.description.endsWith(`${A}.tmp`))?.text).toContain(A);
    // Compared as a removal is: an entry there when the calls were done and gone at the end
    // (`sandbox removed`) lived the same life, seen at another moment.
    expect(r.effects.filter((e) => e.description.startsWith('entry made')).map((e) => e.signature)).toEqual([
      'sandbox removed job.tmp',
      'sandbox removed job.tmp',
      'sandbox removed brief',
      'sandbox removed work/mcpgate-{canary}.tmp'
    ]);
    expect(r.warnings).toEqual([]);
  });

  test('a temp file moved over a file that stays is that file; one moved out of the sandbox or removed is not', async () => {
    const r = await watched(
      (sandbox) => writeFileSync(path.join(sandbox, 'state.json'), '1'),
      (sandbox) => {
        for (const n of ['2', '3']) {
          writeFileSync(path.join(sandbox, `state.json.${n}.tmp`), n);
          renameSync(path.join(sandbox, `state.json.${n}.tmp`), path.join(sandbox, 'state.json'));
        }
        writeFileSync(path.join(sandbox, 'out.tmp'), 'x');
        renameSync(path.join(sandbox, 'out.tmp'), path.join(sandbox, '..', 'outside'));
        // Removed, then another file made at once: not a move over a file that was there.
        writeFileSync(path.join(sandbox, 'gone.tmp'), 'x');
        rmSync(path.join(sandbox, 'gone.tmp'));
        writeFileSync(path.join(sandbox, 'new.txt'), 'x');
      }
    );
    expect(described(r.effects.filter((e) => e.description.startsWith('entry made')))).toEqual([
      ['entry made and removed during the run: out.tmp', true],
      ['entry made and removed during the run: gone.tmp', true]
    ]);
  });

  test('a temp file named with a canary and saved over a file that stays still tells whose act it was', async () => {
    const save = (sandbox: string, temp: string, to: string) => {
      writeFileSync(path.join(sandbox, temp), 'x');
      renameSync(path.join(sandbox, temp), path.join(sandbox, to));
    };
    const r = await watched(
      (sandbox) => writeFileSync(path.join(sandbox, 'state.json'), '{}'),
      (sandbox) => {
        // Its canary only in the temp file's name, the state saved again without it.
        save(sandbox, `${A}.tmp`, 'state.json');
        save(sandbox, 'save.tmp', 'state.json');
        // A file named for the call, saved atomically: the name it is saved under carries the canary.
        writeFileSync(path.join(sandbox, `${B}.txt`), 'x');
        save(sandbox, `${B}.txt.1f2e.tmp`, `${B}.txt`);
        save(sandbox, `${B}.txt.3c4d.tmp`, `${B}.txt`);
      }
    );
    expect(described(r.effects.filter((e) => e.description.startsWith('entry made')))).toEqual([
      [`entry made during the run and moved over state.json: ${A}.tmp`, true]
    ]);
    const moved = r.effects.find((e) => e.description.startsWith('entry made'))!;
    expect(moved.text).toContain(A);
    expect(moved.signature).toBe('sandbox moved over state.json');
  });

  test('a save whose temp file stood when the calls were done, its file replaced by a later save since: no removal', async () => {
    const r = await watched(
      (sandbox) => {
        writeFileSync(path.join(sandbox, 'config.json'), '1');
        writeFileSync(path.join(sandbox, 'config.json.2.tmp'), '2');
        // A fixed name, saved through twice: once before the calls were done, once after.
        writeFileSync(path.join(sandbox, 'state'), '0');
        writeFileSync(path.join(sandbox, 'state.tmp'), 'a');
      },
      (sandbox) => {
        renameSync(path.join(sandbox, 'config.json.2.tmp'), path.join(sandbox, 'config.json'));
        writeFileSync(path.join(sandbox, 'config.json.3.tmp'), '3');
        renameSync(path.join(sandbox, 'config.json.3.tmp'), path.join(sandbox, 'config.json'));
        renameSync(path.join(sandbox, 'state.tmp'), path.join(sandbox, 'state'));
        writeFileSync(path.join(sandbox, 'state.tmp'), 'b');
        renameSync(path.join(sandbox, 'state.tmp'), path.join(sandbox, 'state'));
        // Made again and removed: one removal, however many saves went through the name.
        writeFileSync(path.join(sandbox, 'state.tmp'), 'c');
        rmSync(path.join(sandbox, 'state.tmp'));
      }
    );
    expect(described(r.effects.filter((e) => e.description.includes('.tmp')))).toEqual([
      ['entry removed once the calls were done: state.tmp', true]
    ]);
  });

  test('the bounds of the walk and of the watch, once reached, are blind spots of the run, not warnings', async () => {
    const big = 17 * MIB;
    const sparse = (file: string) => {
      writeFileSync(file, '');
      truncateSync(file, big);
    };
    const r = await watched(
      (sandbox) => {
        // Past the 256 directories the watch follows, and a large file that stays as it was.
        for (let i = 0; i < 300; i++) mkdirSync(path.join(sandbox, `d${String(i).padStart(3, '0')}`));
        sparse(path.join(sandbox, 'model.bin'));
      },
      (sandbox) => {
        // Made and removed where no watch is: not seen, and the run says so.
        writeFileSync(path.join(sandbox, 'd299', `${A}.txt`), A);
        rmSync(path.join(sandbox, 'd299', `${A}.txt`));
        // Written once the calls were done, past what is searched of it.
        sparse(path.join(sandbox, 'log.bin'));
        appendFileSync(path.join(sandbox, 'log.bin'), A);
      }
    );
    expect(r.effects.map((e) => e.text).join('\n')).not.toContain(A);
    expect(r.blind).toEqual([
      expect.stringMatching(
        new RegExp(
          `^sandbox: log\\.bin has ${big + A.length} bytes; canaries were searched in its first \\d+, and it changed once the calls were done$`
        )
      ),
      'sandbox: more than 256 directories were there before the first call; an entry made and removed inside the rest is not seen'
    ]);
    // The file untouched since the calls were done holds no canary a frame could give it.
    expect(r.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        new RegExp(`^sandbox: model\\.bin has ${big} bytes; canaries were searched in its first \\d+$`)
      )
    ]);
  });

  test('past 10,000 names and entries: a blind spot, where a name carrying a canary is still found', async () => {
    const r = await watched(
      (sandbox) => {
        for (let i = 0; i < 10_001; i++)
          writeFileSync(path.join(sandbox, `c${String(i).padStart(5, '0')}`), '');
      },
      (sandbox) => {
        writeFileSync(path.join(sandbox, `z-${A}.txt`), A);
        writeFileSync(path.join(sandbox, `z-${B}.tmp`), B);
        rmSync(path.join(sandbox, `z-${B}.tmp`));
      }
    );
    // Left behind the cache in name order, and made and removed: each told by its name.
    expect(described(r.effects.filter((e) => e.text.includes(A) || e.text.includes(B)))).toEqual([
      [`entry seen: z-${A}.txt`, undefined],
      [`entry made and removed during the run: z-${B}.tmp`, true]
    ]);
    expect(r.warnings.map((w) => w.message)).toContain(
      `sandbox: cannot read z-${A}.txt: past the first 10000 entries, known by its name only`
    );
    expect(r.blind).toEqual([
      'sandbox: more than 10000 entries; the rest were not looked at',
      // The last of its cache's names.
      'sandbox: more than 10000 names were made during the run; 1 events past them were not counted'
    ]);
  });

  test('events the kernel may have dropped (its queue filled while the gate was busy): a blind spot', async () => {
    const limit = Number(readFileSync('/proc/sys/fs/inotify/max_queued_events', 'utf8'));
    const r = await watched(
      () => undefined,
      (sandbox) => {
        // The gate's loop is held by this test: every event waits in the kernel's queue, and more
        // are made than it holds.
        for (let i = 0; i < limit / 2 + 100; i++) {
          writeFileSync(path.join(sandbox, 'tmp'), '');
          rmSync(path.join(sandbox, 'tmp'));
        }
      }
    );
    expect(r.blind).toHaveLength(1);
    expect(r.blind[0]).toMatch(
      /^sandbox: \d+ entries were made, removed or moved during the run, and .*(dropped|max_queued_events)/
    );
  });

  test('a directory swapped for a link is not watched through it', async () => {
    const outside = tempDir();
    const r = await watched((sandbox) => {
      mkdirSync(path.join(sandbox, 'd'));
      rmSync(path.join(sandbox, 'd'), { recursive: true });
      symlinkSync(outside, path.join(sandbox, 'd'));
      writeFileSync(path.join(outside, 'elsewhere'), 'x');
      rmSync(path.join(outside, 'elsewhere'));
    });
    expect(r.effects.map((e) => e.description).filter((d) => d.includes('elsewhere'))).toEqual([]);
  });
});

describe('a run is observed until every run is over', () => {
  // A worker's next run makes its recorder file and sandbox afresh; a later start of the server
  // that writes into them first (a dead-letter queue retrying a rejected call at the paths it held)
  // acts for the run that read them last.
  test.each([true, false])(
    "what changed in a run's worker files after they were read is that run's (a case's run: %s)",
    (isCase) => {
      const dir = tempDir();
      const files = { actionLog: path.join(dir, 'action-log.jsonl'), sandbox: path.join(dir, 'sandbox') };
      mkdirSync(files.sandbox);
      writeFileSync(files.actionLog, `{"canary":"${A}"}\n`);
      writeFileSync(path.join(files.sandbox, 'note.txt'), A);
      writeFileSync(path.join(files.sandbox, 'kept.txt'), 'same');
      const sandbox = sandboxEffects(files.sandbox, identityOf(files.sandbox));
      const recorder = recorderEffects(files.actionLog, identityOf(files.actionLog));
      const given: Effect[][] = [];
      const later = new LaterArrivals(() => undefined);
      const keep = () =>
        later.keepFiles(
          1,
          files,
          { recorderSize: recorder.size, recorder: identityOf(files.actionLog), sandbox: sandbox.read },
          {
            isCase,
            add: (e) => void given.push(e)
          }
        );
      keep();
      // Nothing changed: nothing given.
      later.reuse(1);
      expect(given).toEqual([]);
      keep();
      appendFileSync(files.actionLog, `{"canary":"${B}"}\n`);
      writeFileSync(path.join(files.sandbox, `retried-${B}.txt`), 'x');
      appendFileSync(path.join(files.sandbox, 'note.txt'), B);
      rmSync(path.join(files.sandbox, 'kept.txt'));
      later.reuse(1);
      // Once given, the worker's files are the next run's.
      later.reuse(1);
      expect(given).toHaveLength(1);
      const described = given[0].map((e) => [e.description, e.text, e.late]);
      const withCanary = [
        [`action log line 2: {"canary":"${B}"}, once its run was over`, `{"canary":"${B}"}\n${B}`, undefined],
        ['file changed: note.txt, once its run was over', `note.txt\n${B}`, undefined],
        [`file created: retried-${B}.txt, once its run was over`, `retried-${B}.txt`, undefined]
      ];
      const removal = ['entry removed: kept.txt, once its run was over', 'kept.txt', undefined];
      expect(described).toEqual(isCase ? [...withCanary, removal] : withCanary);
    }
  );

  test("a later look at a run's sandbox searches 128 MiB in all, as a walk does: what lies past that is a blind spot", () => {
    const dir = tempDir();
    const files = { actionLog: path.join(dir, 'action-log.jsonl'), sandbox: path.join(dir, 'sandbox') };
    mkdirSync(files.sandbox);
    writeFileSync(files.actionLog, '');
    const read = {
      recorderSize: 0,
      recorder: identityOf(files.actionLog),
      sandbox: sandboxSnapshot(files.sandbox)
    };
    // Nine sparse files of 16 MiB (each file's own cap) made since: the ninth is past the budget.
    for (let i = 1; i <= 9; i++) {
      writeFileSync(path.join(files.sandbox, `f${i}`), '');
      truncateSync(path.join(files.sandbox, `f${i}`), 16 * MIB);
    }
    const { effects, blind } = writesSince(files, read);
    expect(effects).toHaveLength(9);
    expect(blind).toEqual([`sandbox: f9 has ${16 * MIB} bytes; canaries were searched in its first 65536`]);
  });

  test("a later process that fills a run's sandbox past the walk's bounds leaves that run a blind spot", () => {
    const dir = tempDir();
    const files = { actionLog: path.join(dir, 'action-log.jsonl'), sandbox: path.join(dir, 'sandbox') };
    mkdirSync(files.sandbox);
    writeFileSync(files.actionLog, '');
    const sandbox = sandboxEffects(files.sandbox, identityOf(files.sandbox));
    const given: { effects: Effect[]; blind: readonly string[] }[] = [];
    const later = new LaterArrivals(() => undefined);
    later.keepFiles(
      1,
      files,
      { recorderSize: 0, recorder: identityOf(files.actionLog), sandbox: sandbox.read },
      { isCase: true, add: (effects, blind) => given.push({ effects, blind }) }
    );
    // 10,001 names, the act behind them in name order, past what the walk looks at.
    for (let i = 0; i < 10_001; i++)
      writeFileSync(path.join(files.sandbox, `c${String(i).padStart(5, '0')}`), '');
    writeFileSync(path.join(files.sandbox, 'zz-act.txt'), 'x');
    later.reuse(1);
    expect(given).toHaveLength(1);
    expect(given[0].blind).toEqual([
      'sandbox: more than 10000 entries; the rest were not looked at, once the run was over'
    ]);
  });
});
