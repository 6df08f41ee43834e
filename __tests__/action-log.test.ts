/**
 * Effects as a gate keeps them until every run is judged (core/action-log.ts `effectKeeper`): the
 * same facts, in one shape and flat strings (the memory is measured by `npm run bench`).
 */
import { describe, expect, test } from '@jest/globals';
import { effectKeeper, type Effect } from '../src/core/action-log.js';

describe('effectKeeper', () => {
  test('keeps every field an effect has, and adds none', () => {
    const keep = effectKeeper();
    const name = 'f' + String(7);
    const effects: Effect[] = [
      {
        source: 'sandbox',
        description: `file created: ${name} (${65537} bytes)`,
        text: name,
        signature: `sandbox file ${name}`
      },
      {
        source: 'http',
        description: 'POST /events',
        text: 'POST /events mcpgate-0123456789abcdef',
        signature: 'POST /events',
        landedIn: { scenario: 'baseline', case: 'id-null' },
        late: false,
        afterRun: true,
        rewritten: true
      },
      {
        source: 'recorder',
        description: 'recorder line 2',
        text: '{}',
        signature: 'recorder line',
        late: true
      }
    ];
    for (const e of effects) expect(keep(e)).toStrictEqual(e);
  });

  test('a sandbox name with a byte that is not UTF-8 (a lone surrogate) stays as it was', () => {
    const keep = effectKeeper();
    const e: Effect = {
      source: 'sandbox',
      description: 'file created: \udcff.journal (3 bytes)',
      text: '\udcff.journal',
      signature: 'sandbox file \udcff.journal'
    };
    expect(keep(e)).toStrictEqual(e);
    expect(keep(e).text.charCodeAt(0)).toBe(0xdcff);
  });

  test('a text many runs share is kept as each run gave it', () => {
    const keep = effectKeeper();
    const make = (run: number): Effect => ({
      source: 'sandbox',
      description: ['file created: f1.bin', `(${64 * 1024 + run - run} bytes)`].join(' '),
      text: 'f1.bin',
      signature: 'sandbox file f1.bin'
    });
    const kept = Array.from({ length: 3 }, (_, run) => keep(make(run)));
    expect(new Set(kept.map((e) => e.description)).size).toBe(1);
    expect(kept[2]).toStrictEqual(make(2));
  });
});
