import { describe, expect, test } from '@jest/globals';
import { escapeBytes, hexDump } from '../src/core/bytes.js';
import { StdoutContract } from '../src/core/stdout-contract.js';
import type { ProtocolVersion } from '../src/core/protocol.js';

const init = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{}}}\n';

function judge(
  stdout: string | Buffer,
  setup?: (c: StdoutContract) => void,
  version: ProtocolVersion = '2025-11-25',
  chunk = 0
) {
  const c = new StdoutContract(version);
  c.expectResponse(1);
  c.expectResponse(2);
  setup?.(c);
  const bytes = Buffer.isBuffer(stdout) ? stdout : Buffer.from(stdout, 'utf8');
  if (chunk > 0) for (let at = 0; at < bytes.length; at += chunk) c.push(bytes.subarray(at, at + chunk));
  else c.push(bytes);
  c.end();
  return c;
}

describe('StdoutContract: transcripts that must pass', () => {
  test.each([
    ['handshake response only', init],
    [
      'interleaved notifications',
      '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}\n' +
        init +
        '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n'
    ],
    [
      'string and integer ids',
      init.replace('"id":1', '"id":2') + '{"jsonrpc":"2.0","id":"abc","result":{}}\n'
    ],
    ['a server ping request', '{"jsonrpc":"2.0","id":"s1","method":"ping"}\n' + init],
    [
      'nested keys that repeat a top-level key',
      '{"jsonrpc":"2.0","id":1,"result":{"items":[{"id":1},{"id":2}],"text":"\\"id\\": 3"}}\n'
    ],
    ['empty output', '']
  ])('%s', (_, stdout) => {
    const c = judge(stdout, (x) => x.expectResponse('abc'));
    expect(c.findings).toEqual([]);
  });

  test('an error with an omitted id and one with id null are both accepted and counted', () => {
    const c = judge(
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"parse error"}}\n{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"}}\n',
      (x) => x.sentFrames([], 2)
    );
    expect(c.findings).toEqual([]);
    expect(c.idlessErrors).toEqual({ 'id-null': 1, 'id-omitted': 1 });
    expect(c.errorCodes).toEqual({ '-32700': 1, '-32600': 1 });
    expect(c.frameErrors).toBe(2);
  });

  test('CRLF endings and whitespace around a value are warnings, not failures', () => {
    const c = judge(init.replace('\n', '\r\n') + ' {"jsonrpc":"2.0","method":"x"}\n');
    expect(c.findings).toEqual([]);
    expect(c.warnings.map((w) => w.line)).toEqual([1, 2]);
  });

  test('a batch of responses is allowed in 2025-03-26 only', () => {
    const batch = '[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"result":{}}]\n';
    expect(judge(batch, undefined, '2025-03-26').findings).toEqual([]);
    expect(judge(batch, undefined, '2025-06-18').findings.map((f) => f.kind)).toEqual(['stdout-not-jsonrpc']);
  });

  test('the same transcript fed byte by byte gives the same verdict', () => {
    const text = init + 'loading optional extension\n{"jsonrpc":"2.0","method":"n"}\n';
    expect(judge(text, undefined, '2025-11-25', 1).findings).toEqual(judge(text).findings);
  });
});

describe('StdoutContract: every finding kind, with line, offset and bytes', () => {
  test.each([
    ['a banner before the handshake', 'loading optional extension\n' + init, 'stdout-noise', 1, 0],
    ['a banner after the handshake', init + 'Server ready!\n', 'stdout-noise', 2, init.length],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from(init), Buffer.from([0x7b, 0xff, 0x7d, 0x0a])]),
      'stdout-noise',
      2,
      init.length
    ],
    ['a BOM before a message', '\ufeff' + init, 'stdout-noise', 1, 0],
    ['an empty line', init + '\n', 'stdout-noise', 2, init.length],
    [
      'two values on one line',
      '{"jsonrpc":"2.0","method":"a"}{"jsonrpc":"2.0","method":"b"}\n',
      'stdout-noise',
      1,
      0
    ],
    [
      'a bare CR joining two values',
      '{"jsonrpc":"2.0","method":"a"}\r{"jsonrpc":"2.0","method":"b"}\n',
      'stdout-noise',
      1,
      0
    ],
    [
      'bytes after the last newline',
      init + '{"jsonrpc":"2.0","method":"x"}',
      'stdout-partial-frame',
      2,
      init.length
    ],
    ['a JSON string', '"hello"\n', 'stdout-not-jsonrpc', 1, 0],
    ['a number', '42\n', 'stdout-not-jsonrpc', 1, 0],
    ['no jsonrpc member', '{"id":1,"result":{}}\n', 'stdout-not-jsonrpc', 1, 0],
    ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":1,"result":{}}\n', 'stdout-not-jsonrpc', 1, 0],
    ['a boolean id', '{"jsonrpc":"2.0","id":true,"result":{}}\n', 'stdout-not-jsonrpc', 1, 0],
    ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"result":{}}\n', 'stdout-not-jsonrpc', 1, 0],
    [
      'result and error together',
      '{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}\n',
      'stdout-not-jsonrpc',
      1,
      0
    ],
    [
      'an error without a code',
      '{"jsonrpc":"2.0","id":1,"error":{"message":"x"}}\n',
      'stdout-not-jsonrpc',
      1,
      0
    ],
    [
      'a non-integer error code',
      '{"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"x"}}\n',
      'stdout-not-jsonrpc',
      1,
      0
    ],
    [
      'a notification with array params',
      '{"jsonrpc":"2.0","method":"x","params":[1]}\n',
      'stdout-not-jsonrpc',
      1,
      0
    ],
    ['an empty batch', '[]\n', 'stdout-not-jsonrpc', 1, 0],
    [
      'a duplicate top-level key',
      '{"jsonrpc":"2.0","id":1,"result":{},"id":2}\n',
      'stdout-not-jsonrpc',
      1,
      0
    ],
    [
      'an unknown id',
      init + '{"jsonrpc":"2.0","id":99,"result":{}}\n',
      'stdout-unexpected-response',
      2,
      init.length
    ],
    ['a duplicate response', init + init, 'stdout-unexpected-response', 2, init.length],
    ['"1" answering 1', '{"jsonrpc":"2.0","id":"1","result":{}}\n', 'stdout-unexpected-response', 1, 0],
    [
      'a result without an id (reply to a notification)',
      '{"jsonrpc":"2.0","result":{}}\n',
      'stdout-unexpected-response',
      1,
      0
    ],
    [
      'an id-less error with no unreadable frame sent',
      '{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"x"}}\n',
      'stdout-unexpected-response',
      1,
      0
    ]
  ])('%s', (_, stdout, kind, line, offset) => {
    const c = judge(stdout as string | Buffer);
    expect(c.findings[0]).toMatchObject({ kind, line, offset });
    const raw = Buffer.isBuffer(stdout) ? stdout : Buffer.from(stdout as string);
    const bytes = Buffer.from(c.findings[0].bytesBase64!, 'base64');
    expect(bytes).toEqual(raw.subarray(offset as number, (offset as number) + c.findings[0].length!));
  });

  test('a server request is forbidden in the stateless 2026-07-28 version', () => {
    const c = judge('{"jsonrpc":"2.0","id":"s1","method":"ping"}\n', undefined, '2026-07-28');
    expect(c.findings[0].kind).toBe('stdout-not-jsonrpc');
  });

  test('the duplicate-key scan copes with an 8 MiB line full of escapes and repeated keys', () => {
    const big =
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { text: '\\"id\\":'.repeat(800000), id: 2 } }) + '\n';
    expect(Buffer.byteLength(big)).toBeGreaterThan(8_000_000);
    expect(judge(big).findings).toEqual([]);
    expect(judge(big.replace('"id":1,', '"id":1,"id":3,')).findings[0].message).toContain(
      'a duplicate key "id"'
    );
  });

  test('a million-line noise flood keeps 20 findings in detail and counts the rest', () => {
    const c = judge('not json\n'.repeat(1000));
    expect(c.findings).toHaveLength(20);
    expect(c.moreFindings).toBe(980);
    expect(c.lines).toBe(1000);
  });

  test('lines put together from chunks, in two contracts at once, each keep their own bytes', () => {
    // One buffer joins every line that spans chunks: nothing judged may still point into it.
    const a = new StdoutContract('2025-11-25');
    const b = new StdoutContract('2025-11-25');
    a.push(Buffer.from('first noise '));
    b.push(Buffer.from('{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info",'));
    a.push(Buffer.from('line\nsecond'));
    b.push(Buffer.from('"data":"x"}}\nlonger partial line of the other '));
    a.push(Buffer.from(' noise line\ntail '));
    b.push(Buffer.from('contract'));
    a.push(Buffer.from('without newline'));
    a.end();
    b.end();
    expect(a.findings.map((f) => [f.kind, Buffer.from(f.bytesBase64!, 'base64').toString()])).toEqual([
      ['stdout-noise', 'first noise line\n'],
      ['stdout-noise', 'second noise line\n'],
      ['stdout-partial-frame', 'tail without newline']
    ]);
    expect(a.findings[0].message).toBe("non-protocol stdout on line 1: b'first noise line\\n'");
    expect(b.findings.map((f) => [f.kind, Buffer.from(f.bytesBase64!, 'base64').toString()])).toEqual([
      ['stdout-partial-frame', 'longer partial line of the other contract']
    ]);
    expect(b.lines).toBe(2);
  });

  test('the message renders the bytes as the seed shows them', () => {
    const c = judge('loading optional extension\n');
    expect(c.findings[0].message).toBe("non-protocol stdout on line 1: b'loading optional extension\\n'");
  });
});

describe('byte rendering', () => {
  test('escapes like a Python bytes literal', () => {
    expect(escapeBytes(Buffer.from([0x61, 0x27, 0x0a, 0xff, 0x5c]))).toBe(`b"a'\\n\\xff\\\\"`);
    expect(escapeBytes(Buffer.from('x'.repeat(200)), 4)).toBe("b'xxxx'... (200 bytes)");
  });
  test('hex dump has offsets, hex and ASCII columns', () => {
    expect(hexDump(Buffer.from('loading optional extension\n'))).toBe(
      '00000000  6c 6f 61 64 69 6e 67 20  6f 70 74 69 6f 6e 61 6c  |loading optional|\n' +
        '00000010  20 65 78 74 65 6e 73 69  6f 6e 0a                 | extension.|'
    );
  });
});

describe('as strict on output as the corpus is on input (issue 11)', () => {
  const result = (id: string, extra = '') => `{"jsonrpc":"2.0","id":${id},"result":{}${extra}}\n`;
  test.each([
    [
      'an escaped duplicate id',
      '{"jsonrpc":"2.0","id":1,"\\u0069d":2,"result":{}}\n',
      'a duplicate key "id"'
    ],
    [
      'an escaped duplicate result',
      '{"jsonrpc":"2.0","id":2,"result":{},"r\\u0065sult":{"x":1}}\n',
      'a duplicate key "result"'
    ],
    ['an id written 2.0', result('2.0'), 'an id written 2.0'],
    ['an id written 0.2e1', result('0.2e1'), 'an id written 0.2e1'],
    ['an id written 2E0 with spaces', '{"jsonrpc":"2.0", "id" : 2E0 ,"result":{}}\n', 'an id written 2E0'],
    [
      'a lone high surrogate in a result',
      '{"jsonrpc":"2.0","id":2,"result":{"t":"\\ud800"}}\n',
      'a lone surrogate'
    ],
    ['a lone low surrogate in a key', '{"jsonrpc":"2.0","id":2,"result":{"\\udc00":1}}\n', 'a lone surrogate']
  ])('%s is stdout-not-jsonrpc, and the request it names is no longer awaited', (_, line, what) => {
    const c = new StdoutContract('2025-11-25');
    c.expectResponse(2);
    const messages = c.push(Buffer.from(line));
    c.end();
    expect(c.findings.map((f) => f.kind)).toEqual(['stdout-not-jsonrpc']);
    expect(c.findings[0].message).toContain(what);
    expect(messages.map((m) => m.answers)).toEqual([2]);
  });

  test.each([
    ['"2" for the request sent as 2', 2, '{"jsonrpc":"2.0","id":"2","result":{}}\n'],
    ['2 for the request sent as "2"', '2', '{"jsonrpc":"2.0","id":2,"result":{}}\n']
  ])(
    'an answer with the id typed the other way (%s) is a finding, and the request is no longer awaited',
    (_, sent, line) => {
      const c = new StdoutContract('2025-11-25');
      c.expectResponse(sent);
      const messages = c.push(Buffer.from(line));
      c.end();
      expect(c.findings.map((f) => f.kind)).toEqual(['stdout-unexpected-response']);
      expect(c.findings[0].message).toContain('to a request sent with a differently typed id');
      expect(messages).toEqual([{ answers: sent, line: 1 }]);
    }
  );

  test.each([
    ['a plain id', result('2')],
    ['an id with spaces', '{"jsonrpc":"2.0", "id" : 2 ,"result":{}}\n'],
    ['a surrogate pair, escaped', '{"jsonrpc":"2.0","id":2,"result":{"t":"\\ud83d\\ude00"}}\n'],
    ['an escaped backslash before u', '{"jsonrpc":"2.0","id":2,"result":{"t":"C:\\\\ud800"}}\n'],
    ['a nested id written 2.0', '{"jsonrpc":"2.0","id":2,"result":{"id":2.0}}\n']
  ])('%s passes', (_, line) => {
    const c = new StdoutContract('2025-11-25');
    c.expectResponse(2);
    c.push(Buffer.from(line));
    c.end();
    expect(c.findings).toEqual([]);
  });
});

describe('StdoutContract: a line refused without being decoded', () => {
  // The first-byte check must refuse exactly what JSON.parse refuses: a line is stdout-noise
  // (not strict UTF-8 aside) if and only if JSON.parse throws on it.
  test('noise iff JSON.parse throws, over lines built from JSON starts, literals and spaces', async () => {
    const fc = (await import('fast-check')).default;
    const piece = fc.constantFrom(
      ' ',
      '\t',
      '\r',
      '{',
      '}',
      '[',
      ']',
      '"',
      '-',
      '0',
      '7',
      'true',
      'false',
      'null',
      'nul',
      'truex',
      'n',
      't',
      'f',
      'x',
      ':',
      ',',
      '{}',
      '[]',
      '"a"',
      '1e5',
      'é',
      '\u2028'
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (parts) => {
        const line = parts.join('');
        let throws = false;
        try {
          JSON.parse(line);
        } catch {
          throws = true;
        }
        const c = judge(`${line}\n`);
        expect(c.findings.some((f) => f.kind === 'stdout-noise')).toBe(throws);
      }),
      { numRuns: 3000 }
    );
  });
});
