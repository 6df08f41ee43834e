/**
 * A strict JSON parser for one frame: exactly one value, no duplicate keys, no lone surrogates,
 * bounded depth, and the raw lexeme of the top-level "id" (so `3.0` or `1e0` can be refused).
 * Where JSON.parse is lenient (last duplicate wins), a gateway must not be.
 */
export class StrictJsonError extends Error {}

export interface Parsed {
  value: unknown;
  idLexeme?: string;
}

const MAX_DEPTH = 64;

export function parseStrict(text: string): Parsed {
  let at = 0;
  let idLexeme: string | undefined;
  const fail = (what: string): never => {
    throw new StrictJsonError(`${what} at character ${at}`);
  };
  const space = () => {
    while (
      at < text.length &&
      (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r')
    )
      at++;
  };
  const string = (): string => {
    const start = ++at;
    let out = '';
    let chunk = start;
    for (;;) {
      if (at >= text.length) fail('unterminated string');
      const c = text.charCodeAt(at);
      if (c === 0x22) break;
      if (c < 0x20) fail('control character in string');
      if (c === 0x5c) {
        out += text.slice(chunk, at);
        const e = text[at + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t'
        };
        if (e in simple) {
          out += simple[e];
          at += 2;
        } else if (e === 'u') {
          const hex = text.slice(at + 2, at + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
          out += String.fromCharCode(parseInt(hex, 16));
          at += 6;
        } else fail('bad escape');
        chunk = at;
        continue;
      }
      at++;
    }
    out += text.slice(chunk, at);
    at++;
    if (!out.isWellFormed()) fail('lone surrogate in string');
    return out;
  };
  const number = (): number => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!m) fail('unexpected character');
    at += m![0].length;
    return Number(m![0]);
  };
  const value = (depth: number, topKey?: string): unknown => {
    if (depth > MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
    space();
    const c = text[at];
    if (c === '{') {
      at++;
      const obj: Record<string, unknown> = Object.create(null);
      space();
      if (text[at] === '}') {
        at++;
        return obj;
      }
      for (;;) {
        space();
        if (text[at] !== '"') fail('expected a key');
        const key = string();
        if (Object.prototype.hasOwnProperty.call(obj, key)) fail(`duplicate key ${JSON.stringify(key)}`);
        space();
        if (text[at] !== ':') fail('expected ":"');
        at++;
        const start = at;
        obj[key] = value(depth + 1, depth === 0 ? key : undefined);
        if (depth === 0 && key === 'id') idLexeme = text.slice(start, at).trim();
        space();
        if (text[at] === ',') {
          at++;
          continue;
        }
        if (text[at] === '}') {
          at++;
          return obj;
        }
        fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      at++;
      const arr: unknown[] = [];
      space();
      if (text[at] === ']') {
        at++;
        return arr;
      }
      for (;;) {
        arr.push(value(depth + 1));
        space();
        if (text[at] === ',') {
          at++;
          continue;
        }
        if (text[at] === ']') {
          at++;
          return arr;
        }
        fail('expected "," or "]"');
      }
    }
    if (c === '"') return string();
    if (text.startsWith('true', at)) return ((at += 4), true);
    if (text.startsWith('false', at)) return ((at += 5), false);
    if (text.startsWith('null', at)) return ((at += 4), null);
    void topKey;
    return number();
  };
  const result = value(0);
  space();
  if (at !== text.length) fail('more than one JSON value on the line');
  return { value: result, idLexeme };
}
