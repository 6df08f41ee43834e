/** report.json is a contract: every report the gate writes (pass, fail, merged) validates against docs/report.schema.json. */
import { describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FINDING_KINDS } from '../src/core/findings.js';
import { fixture, gate, RECORD_PROBE, ROOT } from './helpers.js';

const schema = JSON.parse(readFileSync(path.join(ROOT, 'docs/report.schema.json'), 'utf8'));
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

describe('docs/report.schema.json', () => {
  test('lists exactly the finding kinds the gate has', () => {
    expect(schema.definitions.finding.properties.kind.enum).toEqual([...FINDING_KINDS]);
  });

  test.each([
    ['a passing run', 'clean.mjs'],
    ['a failing run with stdout findings', 'banner.mjs'],
    ['a failing run with leaks', 'dispatches-any-envelope.mjs']
  ])('%s', async (_, file) => {
    const r = await gate([
      ...RECORD_PROBE,
      '--scenarios',
      'baseline',
      '--case',
      'id-true',
      '--',
      'node',
      fixture(file)
    ]);
    const ok = validate(r.report);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
});
