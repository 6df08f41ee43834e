/**
 * Secret values (from --secret-env) never leave the gate: every writer goes through here.
 *
 * A secret is searched in every form a sink could hold it in, not only raw: JSON-escaped (with and
 * without `\uXXXX` for non-ASCII), HTML/XML-escaped, URL-encoded, hex, base64 (each of the three
 * alignments), the gate's own `b'…'` byte rendering, and line by line for a multi-line value (a PEM
 * key printed on stdout arrives one line at a time). Bytes are masked before anything encodes
 * them (the stdout contract masks its evidence with `bytes`), and each rendered sink is searched
 * again with `text`.
 */
import { escapeByteRun } from '../core/bytes.js';

const MASK = '***';
/** A line of a multi-line secret shorter than this is not searched alone (it would mask `}` or ``). */
const MIN_LINE = 4;
/** An encoded fragment (a base64 alignment's middle) shorter than this is not searched. */
const MIN_FRAGMENT = 4;

function hex(bytes: Buffer): string[] {
  const lower = bytes.toString('hex');
  return [lower, lower.toUpperCase()];
}

/** The base64 characters that depend on the secret's bytes alone, at each of the 3 alignments. */
function base64Forms(bytes: Buffer): string[] {
  const out: string[] = [];
  for (let pad = 0; pad < 3; pad++) {
    const encoded = Buffer.concat([Buffer.alloc(pad), bytes]).toString('base64');
    const start = Math.ceil((pad * 8) / 6);
    const end = Math.floor(((pad + bytes.length) * 8) / 6);
    const middle = encoded.slice(start, end);
    if (middle.length < MIN_FRAGMENT) continue;
    out.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

function jsonForms(text: string): string[] {
  const plain = JSON.stringify(text).slice(1, -1);
  const ascii = plain.replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
  return [
    plain,
    ascii,
    ascii.replace(/\\u([0-9a-f]{4})/g, (_, h: string) => `\\u${h.toUpperCase()}`),
    plain.replace(/\//g, '\\/')
  ];
}

/** HTML/XML escaping: `&` and `<` always, `>`, `"` and `'` by some escapers and not others. */
function markupForms(text: string): string[] {
  const base = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const out: string[] = [];
  for (const gt of [true, false])
    for (const quot of [true, false])
      for (const apos of [true, false]) {
        let form = gt ? base.replace(/>/g, '&gt;') : base;
        if (quot) form = form.replace(/"/g, '&quot;');
        if (apos) form = form.replace(/'/g, '&#39;');
        out.push(form);
      }
  return out;
}

function urlForms(text: string): string[] {
  const component = encodeURIComponent(text);
  const lower = component.replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase());
  return [component, lower, component.replace(/%20/g, '+'), encodeURI(text)];
}

/** Every form of one value a sink could hold; each JSON form once more inside JSON (a message in report.json). */
export function encodedForms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const json = jsonForms(value);
  const forms = [
    value,
    ...json,
    ...json.flatMap(jsonForms),
    ...[value, ...json].flatMap(markupForms),
    ...urlForms(value),
    ...hex(bytes),
    ...base64Forms(bytes),
    escapeByteRun(bytes, "'"),
    escapeByteRun(bytes, '"')
  ];
  return [...new Set(forms)].filter((f) => f.length > 0);
}

export class Redactor {
  /** Longest first: a form that contains another is masked whole. */
  private readonly forms: string[];
  private readonly needles: Buffer[];
  constructor(private readonly secrets: readonly string[]) {
    const values = new Set<string>();
    for (const s of secrets) {
      if (s.length === 0) continue;
      values.add(s);
      for (const line of s.split(/\r\n|\r|\n/)) if (line.trim().length >= MIN_LINE) values.add(line);
    }
    this.forms = [...new Set([...values].flatMap(encodedForms))].sort((a, b) => b.length - a.length);
    this.needles = this.forms.map((f) => Buffer.from(f, 'utf8'));
  }

  /** No secret to redact. */
  get empty(): boolean {
    return this.forms.length === 0;
  }

  text(value: string): string {
    let out = value;
    for (const f of this.forms) if (out.includes(f)) out = out.split(f).join(MASK);
    return out;
  }

  /** Same length: offsets into redacted transcripts and evidence still point at the same bytes. */
  bytes(value: Buffer): Buffer {
    let out = value;
    for (const needle of this.needles) {
      if (out.indexOf(needle) === -1) continue;
      if (out === value) out = Buffer.from(value);
      for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + needle.length))
        out.fill(0x2a, at, at + needle.length);
    }
    return out;
  }

  /**
   * Redacts a stream chunk by chunk: the last bytes that could start a secret are held back until
   * the next chunk (or `end`), so a secret split across chunks is still masked. Same length out.
   */
  stream(): { push(chunk: Buffer): Buffer; end(): Buffer } {
    const hold = Math.max(0, ...this.needles.map((n) => n.length)) - 1;
    let carry = Buffer.alloc(0);
    return {
      push: (chunk) => {
        if (hold <= 0) return this.bytes(chunk);
        const data = this.bytes(Buffer.concat([carry, chunk]));
        const cut = Math.max(0, data.length - hold);
        carry = Buffer.from(data.subarray(cut));
        return data.subarray(0, cut);
      },
      end: () => {
        const rest = carry;
        carry = Buffer.alloc(0);
        return rest;
      }
    };
  }

  /**
   * A JSON-able value with every string redacted and every `bytesBase64` field masked byte-wise
   * (then re-encoded, so its length holds); the serialized result is searched too.
   */
  value<T>(value: T): T {
    if (this.empty) return value;
    const walked = JSON.parse(JSON.stringify(value), (key, v: unknown) => {
      if (typeof v !== 'string') return v;
      if (key === 'bytesBase64') return this.bytes(Buffer.from(v, 'base64')).toString('base64');
      return this.text(v);
    }) as T;
    try {
      return JSON.parse(this.text(JSON.stringify(walked))) as T;
    } catch {
      return walked; // a form that spans JSON punctuation: the strings are redacted already
    }
  }
}
