import { editDistance } from './typos.js';

/**
 * Every placeholder's name: `{{canary}}`, `{{canaryUrl}}`, `{{sandbox}}`, `{{actionLog}}`, and
 * `{{canaryProxy}}` (the HTTP canary's origin, `http://127.0.0.1:PORT`, as a proxy: HTTPS_PROXY).
 */
export const PLACEHOLDER_NAMES = ['canary', 'canaryUrl', 'sandbox', 'actionLog', 'canaryProxy'] as const;

/** What each placeholder expands to in a run, inside strings only. */
export type PlaceholderValues = Record<(typeof PLACEHOLDER_NAMES)[number], string>;

const PATTERN = new RegExp(`\\{\\{(${PLACEHOLDER_NAMES.join('|')})\\}\\}`, 'g');

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
  const canaryOnly = {
    canary: '',
    canaryUrl: '',
    sandbox: '{{sandbox}}',
    actionLog: '{{actionLog}}',
    canaryProxy: '{{canaryProxy}}'
  };
  return JSON.stringify(expandJson(value, canaryOnly)) !== JSON.stringify(value);
}

/**
 * A `{{name}}` in `text` that is no placeholder but so near one that it can only be a typo
 * (`{{canaryURL}}`, `{{sandox}}`): what it stands for, and the placeholder meant. Other braces are
 * left alone: a server's own template text (`{{user}}`, `{{.Name}}`) is passed on as written.
 */
export function placeholderTypo(text: string): { written: string; meant: string } | undefined {
  for (const m of text.matchAll(/\{\{\s*([A-Za-z_]{3,20})\s*\}\}/g)) {
    if ((PLACEHOLDER_NAMES as readonly string[]).includes(m[1]) && m[0] === `{{${m[1]}}}`) continue;
    const meant = PLACEHOLDER_NAMES.find((n) => editDistance(m[1].toLowerCase(), n.toLowerCase()) <= 2);
    if (meant) return { written: m[0], meant: `{{${meant}}}` };
  }
  return undefined;
}
