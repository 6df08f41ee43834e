/** Secret values (from --secret-env) never leave the gate: every writer goes through here. */
const MASK = '***';

export class Redactor {
  private readonly needles: Buffer[];
  constructor(private readonly secrets: readonly string[]) {
    this.needles = secrets.map((s) => Buffer.from(s, 'utf8'));
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

  /** Redacts every string inside a JSON-able value (and the serialized result, for escaped forms). */
  json(value: unknown): string {
    return this.text(JSON.stringify(value, null, 2));
  }
}
