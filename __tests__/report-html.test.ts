/**
 * Issue 13, item 6: report.html is read in a real browser (Debian's headless Chromium, installed by
 * .ci/run): the verdict, findings and grid are in the DOM, server HTML is text in it, the bad byte
 * is marked, and the page renders to a full-size screenshot. No script is needed to read it.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gateOn, tempDir } from './helpers.js';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Chromium as the machine's probe runs it: headless, no network chatter, a fresh profile. */
function chromium(args: string[]): string {
  return execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${tempDir('gate-chromium-')}`,
      ...args
    ],
    { encoding: 'utf8', timeout: 60000, stdio: ['ignore', 'pipe', 'pipe'] }
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const tags = (dom: string, name: string) => (dom.match(new RegExp(`<${name}[\\s>]`, 'gi')) ?? []).length;

describe('report.html in headless Chromium', () => {
  test('a hostile server: its HTML is text, the verdict and every group are in the DOM, the bad byte is marked', async () => {
    expect(existsSync(CHROMIUM)).toBe(true);
    const r = await gateOn('html-injection.mjs', [
      '--scenarios',
      'baseline',
      '--case',
      'null-line',
      '--case',
      'id-true'
    ]);
    expect(r.code).toBe(1);
    const file = path.join(r.outDir, 'report.html');
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/<script|<img|<a\s/i);

    const dom = chromium(['--dump-dom', `file://${file}`]);
    // Everything the server wrote stays inside one text node: no element of its own.
    expect([
      tags(dom, 'script'),
      tags(dom, 'img'),
      tags(dom, 'a'),
      tags(dom, 'h1'),
      tags(dom, 'style')
    ]).toEqual([0, 0, 0, 1, 1]);
    expect(dom).toContain(String.raw`&lt;script&gt;document.title=\'pwned\'&lt;/script&gt;`);
    expect(dom).toMatch(/<title>mcp-stdio-gate: fail<\/title>/);
    expect(dom).toMatch(/<h1 id="verdict"><span class="badge fail">FAIL<\/span> mcp-stdio-gate<\/h1>/);
    expect(dom).toContain(
      `<b>${'2 rejected frames, 0 acted; positive control observed in 3/3 runs that made one'}</b>`
    );
    // One row per group of findings (two noise lines, each in three runs), one grid row per case.
    expect((dom.match(/<tr class="finding">/g) ?? []).length).toBe(2);
    expect((dom.match(/<b>3 runs<\/b>/g) ?? []).length).toBe(2);
    const grid = dom.slice(dom.indexOf('<table id="grid">'));
    expect(grid.match(/<tr><td><code>[^<]+<\/code><\/td>/g)).toEqual([
      '<tr><td><code>control</code></td>',
      '<tr><td><code>id-true</code></td>',
      '<tr><td><code>null-line</code></td>'
    ]);
    // The second line's one byte that is not UTF-8 is the one marked, in hex and in the ASCII column.
    expect(dom).toContain('6f 6b <mark>ff</mark> 21 0a');
    expect(dom).toContain('|ok<mark>.</mark>!.|');

    const shot = path.join(tempDir('gate-shot-'), 'report.png');
    chromium(['--window-size=1280,1600', `--screenshot=${shot}`, `file://${file}`]);
    expect(pngSize(shot)).toEqual([1280, 1600]);
    // A page that rendered (not a blank or an error page) compresses to far more than a few KB.
    expect(readFileSync(shot).length).toBeGreaterThan(30 * 1024);
  });
});
