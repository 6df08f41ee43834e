/** Secret values (from --secret-env) never leave the gate: every writer goes through here. */
const MASK = '***';

export class Redactor {
  private readonly needles: Buffer[];
  constructor(private readonly secrets: readonly string[]) {
    this.needles = secrets.map((s) => Buffer.from(s, 'utf8'));
  }

  /** No secret to redact. */
  get empty(): boolean {
    return this.secrets.length === 0;
  }

  text(value: string): string {
    let out = value;
    for (const s of this.secrets) out = out.split(s).join(MASK);
    return out;
  }

  bytes(value: Buffer): Buffer {
    if (this.needles.length === 0) return value;
    let out = value;
    for (const needle of this.needles) {
      if (out.indexOf(needle) === -1) continue;
      const parts: Buffer[] = [];
      let from = 0;
      // Same length: offsets into redacted transcripts still point at the same bytes.
      const mask = Buffer.alloc(needle.length, '*');
      for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, from)) {
        parts.push(out.subarray(from, at), mask);
        from = at + needle.length;
      }
      parts.push(out.subarray(from));
      out = Buffer.concat(parts);
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

  /** Redacts every string inside a JSON-able value (and the serialized result, for escaped forms). */
  json(value: unknown): string {
    return this.text(JSON.stringify(value, null, 2));
  }
}
