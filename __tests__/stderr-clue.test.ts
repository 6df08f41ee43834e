/**
 * The line of a server's stderr shown when it ended before its handshake (core/stderr-clue.ts):
 * the words a maintainer looks for, not the stack frames or the runtime's banner after them.
 * The samples are what Node 20 and Python 3 print, copied as they are.
 */
import { describe, expect, test } from '@jest/globals';
import { STDERR_TAIL_BYTES, stderrClue } from '../src/core/stderr-clue.js';

const clue = (text: string, cut = false) => stderrClue(Buffer.from(text), cut);

const NODE_MISSING = `node:internal/modules/cjs/loader:1210
  throw err;
  ^

Error: Cannot find module '/srv/gateway/dist/index.js'
    at Module._resolveFilename (node:internal/modules/cjs/loader:1207:15)
    at Module._load (node:internal/modules/cjs/loader:1038:27)
    at node:internal/main/run_main_module:28:49 {
  code: 'MODULE_NOT_FOUND',
  requireStack: []
}

Node.js v20.20.2
`;
const NODE_THROW = `file:///srv/gateway/config.js:4
throw new TypeError("bad config: MCP_TOKEN is required")
^

TypeError: bad config: MCP_TOKEN is required
    at file:///srv/gateway/config.js:4:7
    at ModuleJob.run (node:internal/modules/esm/module_job:195:25)

Node.js v20.20.2
`;
const PYTHON_MISSING = `Traceback (most recent call last):
  File "/srv/gateway/server.py", line 3, in <module>
    from mcp.server.fastmcp import FastMCP
ModuleNotFoundError: No module named 'mcp'
`;
const GO_PANIC = `panic: runtime error: index out of range [3] with length 3

goroutine 1 [running]:
main.loadConfig(...)
\t/srv/gateway/config.go:41 +0x1d
main.main()
\t/srv/gateway/main.go:12 +0x25
exit status 2
`;
const RUST_PANIC = `thread 'main' panicked at src/main.rs:12:5:
called \`Result::unwrap()\` on an \`Err\` value: Os { code: 2, kind: NotFound, message: "No such file or directory" }
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace
`;

describe('stderrClue', () => {
  test.each([
    ['Node, a module not found', NODE_MISSING, "Error: Cannot find module '/srv/gateway/dist/index.js'"],
    ['Node, an error thrown at start', NODE_THROW, 'TypeError: bad config: MCP_TOKEN is required'],
    ['Python, a module not installed', PYTHON_MISSING, "ModuleNotFoundError: No module named 'mcp'"],
    ['Go, a panic', GO_PANIC, 'panic: runtime error: index out of range [3] with length 3'],
    [
      'Rust, a panic',
      RUST_PANIC,
      'called `Result::unwrap()` on an `Err` value: Os { code: 2, kind: NotFound, message: "No such file or directory" }'
    ]
  ])('%s: the error, not the frames or the banner after it', (_name, text, expected) => {
    expect(clue(text)).toBe(expected);
  });

  test('no line reads as an error: the last line that says something', () => {
    expect(clue('starting gateway v1.2\nlistening on stdio\n\n')).toBe('listening on stdio');
  });

  test('nothing but blanks, escapes and frames: no clue', () => {
    expect(clue('')).toBeUndefined();
    expect(clue('\n  \r\n\x1b[0m\n    at main (/srv/a.js:1:1)\n')).toBeUndefined();
  });

  test('colours go, and a clock time becomes … so every run says the same words', () => {
    expect(clue('\x1b[31m2026-12-06T14:20:05.239Z ERROR\x1b[0m failed to bind 127.0.0.1:8080\n')).toBe(
      '… ERROR failed to bind 127.0.0.1:8080'
    );
    expect(clue('2026-12-06 14:20:05,239 ERROR no settings\r\n[14:20:05] done\n')).toBe(
      '… ERROR no settings'
    );
  });

  test('a line that ends with \\r alone (a progress line) is a line', () => {
    expect(clue('loading 10%\rloading 100%\rfatal: out of memory')).toBe('fatal: out of memory');
  });

  test('a tail cut inside a line: that line is not shown half', () => {
    const tail = 'Error: the start of a line the tail cut\nreal last line\n';
    expect(clue(tail, true)).toBe('real last line');
    expect(clue(tail, false)).toBe('Error: the start of a line the tail cut');
  });

  test('a long line is cut at 200 characters, a character never split', () => {
    const line = 'Error: ' + '😀'.repeat(300);
    const c = clue(line)!;
    expect([...c]).toHaveLength(200);
    expect(c.endsWith('😀…')).toBe(true);
  });

  test('bytes that are not UTF-8 do not stop it', () => {
    expect(stderrClue(Buffer.from([0x65, 0x72, 0x72, 0xff, 0x0a, 0x66, 0x61, 0x69, 0x6c, 0x65, 0x64]))).toBe(
      'failed'
    );
    expect(STDERR_TAIL_BYTES).toBeGreaterThanOrEqual(4096);
  });
});
