/** `{{canary}}`, `{{canaryUrl}}`, `{{sandbox}}`, `{{actionLog}}`: expanded per run, inside strings only. */
export interface PlaceholderValues {
  canary: string;
  canaryUrl: string;
  sandbox: string;
  actionLog: string;
}

const PATTERN = /\{\{(canary|canaryUrl|sandbox|actionLog)\}\}/g;

export function expandString(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (_, name: keyof PlaceholderValues) => values[name]);
}

/** Expands placeholders in every string of a JSON value (never in keys' structure: no JSON injection). */
export function expandJson(value: unknown, values: PlaceholderValues): unknown {
  if (typeof value === 'string') return expandString(value, values);
  if (Array.isArray(value)) return value.map((v) => expandJson(v, values));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = expandJson(v, values);
    return out;
  }
  return value;
}

/**
 * Whether a JSON value carries the call's canary once expanded: a `{{canary}}` or `{{canaryUrl}}` in
 * one of its strings (told by expanding those alone, to nothing, and the rest to themselves).
 */
export function namesCanary(value: unknown): boolean {
  const canaryOnly = { canary: '', canaryUrl: '', sandbox: '{{sandbox}}', actionLog: '{{actionLog}}' };
  return JSON.stringify(expandJson(value, canaryOnly)) !== JSON.stringify(value);
}

const NAMES = ['canary', 'canaryUrl', 'sandbox', 'actionLog'] as const;

/** Levenshtein distance, for short names only. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/**
 * A `{{name}}` in `text` that is no placeholder but so near one that it can only be a typo
 * (`{{canaryURL}}`, `{{sandox}}`): what it stands for, and the placeholder meant. Other braces are
 * left alone: a server's own template text (`{{user}}`, `{{.Name}}`) is passed on as written.
 */
export function placeholderTypo(text: string): { written: string; meant: string } | undefined {
  for (const m of text.matchAll(/\{\{\s*([A-Za-z_]{3,20})\s*\}\}/g)) {
    if ((NAMES as readonly string[]).includes(m[1]) && m[0] === `{{${m[1]}}}`) continue;
    const meant = NAMES.find((n) => distance(m[1].toLowerCase(), n.toLowerCase()) <= 2);
    if (meant) return { written: m[0], meant: `{{${meant}}}` };
  }
  return undefined;
}
