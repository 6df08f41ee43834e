/**
 * Issue 10: generated hostile text through every renderer the gate has. Each sink has one guard:
 * the terminal `oneLine`, the runner-read log `neutralize`, annotations `annotation` (then the
 * toolkit's command escaping), the job summary `text()` inside one HTML block, JUnit `xml()`,
 * report.json `JSON.stringify`; secrets go through the `Redactor` before any of them.
 */
import { describe, expect, jest, test } from '@jest/globals';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import MarkdownIt from 'markdown-it';
import * as core from '@actions/core';
import type { Finding } from '../src/core/findings.js';
import { finalizeReport, MESSAGE_CAP, type Report, type RunReport } from '../src/core/report.js';
import { annotation } from '../src/action/main.js';
import type { FirstBadBytes } from '../src/report/files.js';
import { renderHtml } from '../src/report/html.js';
import { renderJUnit } from '../src/report/junit.js';
import { Redactor } from '../src/report/redact.js';
import { neutralize, oneLine } from '../src/report/safe-text.js';
import { renderSummary } from '../src/report/summary.js';
import { renderScenarioLog, renderTerminal } from '../src/report/terminal.js';
import { secretForms } from './helpers.js';

const FRAGMENTS = [
  '::',
  '##[',
  '\r',
  '\n',
  '\r\n',
  '\n\n',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u00a0',
  '\u1680',
  '\u3000',
  '\u000b',
  '\u000c',
  '\u001b[2J',
  '\u001b]0;title\u0007',
  '\u0000',
  '\ufeff',
  '\u200b',
  '%0A',
  '%0D',
  '%25',
  '::error::pwned',
  '::add-mask::x',
  '::stop-commands::token',
  '::set-output name=result::pass',
  '\n\n## mcp-stdio-gate: pass\n\n',
  '[link](https://evil.example/x)',
  '![img](https://evil.example/i.png)',
  '</td></tr></table>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="https://evil.example">',
  '```',
  '`` ` ',
  '&amp;',
  '&#60;',
  ']]>',
  '<![CDATA[',
  '\ud800',
  '\udc00',
  '😀',
  '"',
  "'",
  '\\',
  '    indented code'
];

const hostile = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: 'binary', maxLength: 8 })), {
    maxLength: 14
  })
  .map((parts) => parts.join(''));

const run = (c: string, verdict: RunReport['verdict']): RunReport => ({
  scenario: 'baseline',
  case: c,
  verdict,
  exit: { code: 0, signal: null },
  stdoutBytes: 10,
  stderrBytes: 0,
  stdoutLines: 1,
  durationMs: 100,
  actions: [],
  rejections: [],
  counts: { rejected: 0, executed: 1, errorResponses: 0 },
  errorCodes: {},
  idlessErrors: { 'id-null': 0, 'id-omitted': 0 },
  warnings: []
});

function reportWith(text: string, negotiatedVersion?: string): { report: Report; first: FirstBadBytes } {
  const finding: Finding = {
    kind: 'control-failed',
    scenario: 'baseline',
    case: 'control',
    message: `the positive control failed: error -32000: ${text}`,
    line: 1,
    offset: 0,
    length: Buffer.byteLength(text)
  };
  const noise: Finding = { ...finding, kind: 'stdout-noise', case: 'null-line', message: text };
  const report = finalizeReport(
    {
      gate: {
        version: '0',
        corpusVersion: 'v1',
        protocolVersion: '2025-11-25',
        policy: 'close',
        profile: 'required',
        actionLog: 'verified',
        ...(negotiatedVersion ? { negotiatedVersion } : {})
      },
      command: ['node', 'server.js'],
      stats: { runs: 2, cases: 1, wallMs: 1000, concurrency: 2 },
      warnings: [text]
    },
    [run('control', 'pass'), run('null-line', 'pass')],
    [finding, noise]
  );
  const first: FirstBadBytes = {
    finding: noise,
    bytes: Buffer.from(text),
    launchCommand: ['node', 'server.js']
  };
  return { report, first };
}

/** Lines as the Actions runner reads them: .NET ReadLine(), then TrimStart() of Unicode whitespace. */
function runnerLines(log: string): string[] {
  return log.split(/\r\n|\r|\n/).map((l) => l.replace(/^[\s\u0085\u180e\u200b\ufeff]+/u, ''));
}

function expectNoCommand(log: string, allowed: RegExp = /^$/): void {
  for (const line of runnerLines(log)) {
    expect(line.includes('##[')).toBe(false);
    if (line.startsWith('::')) expect(line).toMatch(allowed);
  }
}

const md = new MarkdownIt({ html: true, linkify: true });
const SUMMARY_TAGS = new Set([
  'h2',
  'h3',
  'p',
  'b',
  'code',
  'pre',
  'table',
  'tr',
  'th',
  'td',
  'ul',
  'li',
  'a'
]);
const HIDDEN_IN_TERMINAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u00a0\ufeff]/;

describe('every renderer, on generated hostile text', () => {
  test('terminal: no control character, no line break, no escape sequence from server text', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const { report, first } = reportWith(text);
        const out = renderTerminal(report, first, 'node dist/cli.js -- node server.js', '/tmp/out');
        expect(HIDDEN_IN_TERMINAL.test(out)).toBe(false);
        // Server text adds no line: the same report with harmless text has as many.
        const harmless = reportWith('x'.repeat(Buffer.byteLength(text)));
        const lines = renderTerminal(
          harmless.report,
          harmless.first,
          'node dist/cli.js -- node server.js',
          '/tmp/out'
        );
        expect(out.split('\n').length).toBe(lines.split('\n').length);
      }),
      { numRuns: 300 }
    );
  });

  test('log: no line the runner reads is a workflow command', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const { report, first } = reportWith(text);
        expectNoCommand(neutralize(renderTerminal(report, first, undefined, '/tmp/out')));
        expectNoCommand(neutralize(`  [stdout-noise] ${text}`));
      }),
      { numRuns: 300 }
    );
  });

  test("the Action's log of each scenario: server text adds no line, and none is a command", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const { report } = reportWith(text);
        const harmless = reportWith('x'.repeat(Buffer.byteLength(text))).report;
        const groups = renderScenarioLog(report);
        expect(groups.map((g) => g.lines.length)).toEqual(
          renderScenarioLog(harmless).map((g) => g.lines.length)
        );
        for (const g of groups)
          for (const line of g.lines) {
            expect(runnerLines(neutralize(line))).toHaveLength(1);
            expectNoCommand(neutralize(line));
          }
      }),
      { numRuns: 300 }
    );
  });

  test('annotations: one command line, its message unescapes to the neutralized text', () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    try {
      fc.assert(
        fc.property(hostile, (text) => {
          written.length = 0;
          const { report } = reportWith(text);
          core.error(...annotation(report.findings[0], new Redactor([]), '.github/workflows/x.yml'));
          const out = written.join('');
          const lines = out.split(/\r\n|\r|\n/).filter((l) => l !== '');
          expect(lines).toHaveLength(1);
          const m =
            /^::error title=mcp-stdio-gate control-failed \(baseline × control\),file=\.github\/workflows\/x\.yml::(.*)$/.exec(
              lines[0]
            );
          expect(m).not.toBeNull();
          const message = m![1].replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
          expect(message).toBe(neutralize(oneLine(report.findings[0].message)));
          expect(message).not.toMatch(/[\r\n]/);
          expectNoCommand(message);
        }),
        { numRuns: 200 }
      );
    } finally {
      spy.mockRestore();
    }
  });

  test("summary: one HTML block, only the gate's own tags, nothing rendered as Markdown", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const { report, first } = reportWith(text);
        const summary = renderSummary(report, first, `node dist/cli.js ${text}`, [
          { name: 'mcp-stdio-gate-report', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }
        ]);
        const tokens = md.parse(summary, {});
        expect(tokens.filter((t) => t.type !== 'html_block').map((t) => t.type)).toEqual([]);
        for (const [, name, attributes] of summary.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
          expect(SUMMARY_TAGS.has(name)).toBe(true);
          expect(attributes).not.toContain('evil.example');
        }
        const html = md.render(summary);
        expect(html).not.toMatch(/<img|<script|href="https:\/\/evil/);
      }),
      { numRuns: 300 }
    );
  });

  test("report.html: only the gate's own tags and attributes, whatever the server wrote", () => {
    const OWN = new Set([
      'html',
      'head',
      'meta',
      'title',
      'style',
      'body',
      'h1',
      'h2',
      'h3',
      'p',
      'b',
      'span',
      'code',
      'pre',
      'mark',
      'table',
      'tr',
      'th',
      'td',
      'br'
    ]);
    fc.assert(
      fc.property(hostile, (text) => {
        const { report } = reportWith(text);
        const page = renderHtml({
          ...report,
          findings: report.findings.map((f) => ({ ...f, reproduce: `node dist/cli.js ${text}` }))
        });
        // Only the style block holds raw text that is not escaped, and it is the gate's own.
        const body = page.slice(page.indexOf('</style>'));
        for (const [, name, attributes] of body.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
          expect(OWN.has(name.toLowerCase())).toBe(true);
          expect(attributes).toMatch(/^(\s+(id|class|lang|charset|http-equiv|content)="[^"<>]*")*$/);
        }
        expect(body).not.toMatch(/<!--|<!\[CDATA\[/);
      }),
      { numRuns: 300 }
    );
  });

  test('JUnit: well-formed XML whose failure message is the finding (invalid XML characters replaced)', () => {
    const parser = new XMLParser({ ignoreAttributes: false, processEntities: true });
    fc.assert(
      fc.property(hostile, (text) => {
        const { report } = reportWith(text);
        const xml = renderJUnit(report);
        expect(XMLValidator.validate(xml)).toBe(true);
        const parsed = parser.parse(xml) as {
          testsuites: { testsuite: { testcase: { failure?: { '@_type': string } }[] } };
        };
        const failing = parsed.testsuites.testsuite.testcase.filter((c) => c.failure);
        expect(failing.map((c) => c.failure!['@_type']).sort()).toEqual(['control-failed', 'stdout-noise']);
      }),
      { numRuns: 300 }
    );
  });

  test('report.json: the text round-trips exactly and is valid UTF-8', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const { report } = reportWith(text);
        const json = JSON.stringify(report, null, 2);
        expect(Buffer.from(json, 'utf8').toString('utf8')).toBe(json);
        expect(JSON.parse(json)).toEqual(report);
      }),
      { numRuns: 300 }
    );
  });
});

describe('secrets in every encoded form', () => {
  // `*` is the mask itself; a secret made of it cannot be told from its mask.
  const secret = fc
    .array(
      fc.oneof(
        fc.constantFrom('"', '\\', '&', 'ü', 'é', 'Δ', '😀', '<', "'", '/', ' ', '%', '+'),
        fc.string({ minLength: 1, maxLength: 4 })
      ),
      {
        minLength: 3,
        maxLength: 8
      }
    )
    .map((p) => p.join(''))
    .filter((s) => !s.includes('*') && Buffer.byteLength(s) >= 6 && s.trim().length >= 4);

  test('a secret embedded in any form in any text is absent after redaction; bytes keep their length', () => {
    fc.assert(
      fc.property(secret, hostile, hostile, fc.integer({ min: 0, max: 9 }), (s, before, after, form) => {
        const forms = secretForms(s);
        const embedded = forms[form % forms.length].toString('utf8');
        const redact = new Redactor([s]);
        const text = redact.text(before + embedded + after);
        for (const f of forms) expect(Buffer.from(text).includes(f)).toBe(false);
        const bytes = Buffer.from(before + embedded + after);
        const masked = redact.bytes(bytes);
        expect(masked.length).toBe(bytes.length);
        for (const f of forms) expect(masked.includes(f)).toBe(false);
      }),
      { numRuns: 500 }
    );
  });

  test('redacted through the stream a chunk at a time, a secret split anywhere is masked, length kept', () => {
    fc.assert(
      fc.property(secret, fc.integer({ min: 1, max: 7 }), (s, size) => {
        const redact = new Redactor([s]);
        const input = Buffer.from(`a ${s} b ${JSON.stringify(s)} c\n`);
        const stream = redact.stream();
        const parts: Buffer[] = [];
        for (let at = 0; at < input.length; at += size)
          parts.push(stream.push(input.subarray(at, at + size)));
        parts.push(stream.end());
        const out = Buffer.concat(parts);
        expect(out.length).toBe(input.length);
        expect(out.includes(Buffer.from(s))).toBe(false);
      }),
      { numRuns: 300 }
    );
  });

  test('a multi-line secret (a PEM key) is masked line by line too', () => {
    const key = '-----BEGIN KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf\n-----END KEY-----';
    const redact = new Redactor([key]);
    const text = redact.text('server printed: MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf\n');
    expect(text).toBe('server printed: ***\n');
  });
});

describe('megabytes of server text (an error message, a version, a line it printed)', () => {
  test('the report keeps a bounded part of each, saying how much more there was; every renderer stays small', () => {
    const big = 'V'.repeat(2_000_000);
    const { report, first } = reportWith(big, big);
    for (const message of [...report.findings.map((f) => f.message), ...report.warnings]) {
      expect(message.length).toBeLessThan(MESSAGE_CAP + 100);
      expect(message).toMatch(/… \(\d+ more characters\)$/);
    }
    expect(report.gate.negotiatedVersion).toBe(`${'V'.repeat(100)}… (1999900 more characters)`);
    expect(JSON.stringify(report).length).toBeLessThan(64 * 1024);
    expect(
      renderTerminal(report, first, 'node dist/cli.js -- node server.js', '/tmp/out').length
    ).toBeLessThan(64 * 1024);
    // GitHub refuses a job summary past 1 MiB: the whole of it would be lost.
    expect(renderSummary(report, first, 'node dist/cli.js', []).length).toBeLessThan(64 * 1024);
    expect(renderJUnit(report).length).toBeLessThan(64 * 1024);
    expect(renderHtml(report).length).toBeLessThan(64 * 1024);
  });
});
