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
