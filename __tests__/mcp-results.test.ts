import { describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { compileInputSchema, validateBounded } from '../src/core/mcp-results.js';
import { ENVELOPE_SCHEMAS, RESULT_SCHEMAS } from '../src/core/schemas.js';
import { NOTIFICATIONS } from '../src/core/mcp-notifications.js';
import { PROTOCOL_VERSIONS } from '../src/core/protocol.js';

describe('a tool inputSchema, compiled as its dialect', () => {
  test('two tools whose schemas share an $id both compile, each with its own rules', () => {
    const a = compileInputSchema(
      {
        $id: 'https://example.com/tool.json',
        type: 'object',
        properties: { url: { type: 'string' } },
        required: ['url']
      },
      '2025-11-25'
    );
    const b = compileInputSchema(
      { $id: 'https://example.com/tool.json', type: 'object', properties: { n: { type: 'integer' } } },
      '2025-11-25'
    );
    expect(typeof a).toBe('function');
    expect(typeof b).toBe('function');
    if (typeof a === 'string' || typeof b === 'string') return;
    expect(a({ url: 'x' })).toBe(true);
    expect(a({})).toBe(false);
    expect(b({ n: 1.5 })).toBe(false);
  });

  test.each([
    ['2025-11-25', { type: 'object', properties: { url: { type: 5 } } }, 'data/properties/url/type'],
    [
      '2025-06-18',
      { type: 'object', properties: { url: { minLength: 'a' } } },
      'data/properties/url/minLength'
    ],
    [
      '2025-06-18',
      { $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: { x: { minimum: 'a' } } },
      'data/$defs/x/minimum'
    ]
  ])('under %s, a schema its meta-schema refuses is named with the pointer', (version, schema, where) => {
    const compiled = compileInputSchema(schema, version);
    expect(typeof compiled).toBe('string');
    expect(compiled).toContain(`schema is invalid: ${where} must be`);
  });
});

describe('a schema whose regular expression backtracks (a server chose it)', () => {
  test('its validation is stopped, said undefined, and not run again; a plain pattern validates as ever', () => {
    const slow = compileInputSchema(
      { type: 'object', properties: { c: { type: 'string', pattern: '^(([a-z0-9-]+)+)+X$' } } },
      '2025-11-25'
    );
    const plain = compileInputSchema(
      { type: 'object', properties: { c: { type: 'string', pattern: '^mcpgate-' } } },
      '2025-11-25'
    );
    if (typeof slow === 'string' || typeof plain === 'string') throw new Error('not compiled');
    expect(validateBounded(slow, { c: 'mcpgate-0123456789abcdef' })).toBeUndefined();
    // Known slow now: the second answer comes at once, whatever the data.
    expect(validateBounded(slow, { c: 'short' })).toBeUndefined();
    expect(validateBounded(plain, { c: 'mcpgate-0123456789abcdef' })).toBe(true);
    expect(validateBounded(plain, { c: 'other' })).toBe(false);
  });
});

describe("the gate's own schemas", () => {
  // They are compiled without meta-validation (start-up time): checked here instead.
  test.each([
    ...Object.entries(RESULT_SCHEMAS).map(([m, s]) => [`result of ${m}`, s] as const),
    ...Object.entries(ENVELOPE_SCHEMAS).map(([k, s]) => [`envelope ${k}`, s] as const),
    ...Object.entries(NOTIFICATIONS).flatMap(([m, row]) =>
      PROTOCOL_VERSIONS.map((v) => [`params of ${m} at ${v}`, row.params(v)] as const)
    )
  ])('%s is a valid draft-07 schema', (_name, schema) => {
    const ajv = new Ajv({ strict: true, strictRequired: false });
    expect(ajv.validateSchema(schema as object)).toBe(true);
  });
});
