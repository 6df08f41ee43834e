/** Loads corpus directories: one JSON file per case, validated on load, ids unique across all. */
import { Ajv, type ValidateFunction } from 'ajv';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigurationError } from '../errors.js';
import type { CorpusCase, Profile } from './types.js';

/** The repository's `corpus/` (next to `dist/` in a checkout of the Action, `src/corpus/` in tests). */
export function corpusRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../corpus'), path.resolve(here, '../../corpus')]) {
    try {
      if (statSync(path.join(candidate, 'schema.json')).isFile()) return candidate;
    } catch {
      // try the next
    }
  }
  throw new Error(`the built-in corpus is missing (looked next to ${here})`);
}

export const BUILTIN_CORPUS_VERSION = 'v1';

export function builtinCorpusDir(): string {
  return path.join(corpusRoot(), BUILTIN_CORPUS_VERSION);
}

let validator: ValidateFunction | undefined;

function validate(): ValidateFunction {
  if (!validator) {
    const schema = JSON.parse(readFileSync(path.join(corpusRoot(), 'schema.json'), 'utf8'));
    validator = new Ajv({ allErrors: false, strict: false }).compile(schema);
  }
  return validator;
}

/** Parses and validates one case file; errors name the file and the JSON pointer. */
export function loadCaseFile(file: string, corpus: string): CorpusCase {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`${file}: cannot read (${(error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const check = validate();
  if (!check(value)) {
    const e = check.errors![0];
    const pointer = e.instancePath || '/';
    const extra = e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : '';
    const allowed = e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
    throw new ConfigurationError(`${file}: at JSON pointer ${pointer}: ${e.message}${extra}${allowed}`);
  }
  const c = value as Omit<CorpusCase, 'file' | 'corpus'>;
  if (path.basename(file) !== `${c.id}.json`) {
    throw new ConfigurationError(`${file}: at JSON pointer /id: the id "${c.id}" must match the file name (${c.id}.json)`);
  }
  return { ...c, file, corpus };
}

export function loadCorpusDir(dir: string): CorpusCase[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    throw new ConfigurationError(`--corpus ${dir}: cannot read the directory (${(error as Error).message})`);
  }
  const name = path.basename(path.resolve(dir));
  return entries.map((f) => loadCaseFile(path.join(dir, f), name));
}

/** The built-in corpus plus the user's directories; duplicate ids are refused. */
export function loadCorpus(dirs: readonly string[], includeBuiltin = true): CorpusCase[] {
  const all = [...(includeBuiltin ? loadCorpusDir(builtinCorpusDir()) : []), ...dirs.flatMap(loadCorpusDir)];
  const seen = new Map<string, string>();
  for (const c of all) {
    const other = seen.get(c.id);
    if (other) throw new ConfigurationError(`${c.file}: at JSON pointer /id: duplicate case id "${c.id}" (also in ${other})`);
    seen.set(c.id, c.file);
  }
  return all;
}

export function selectProfile(cases: CorpusCase[], profile: Profile): CorpusCase[] {
  return profile === 'strict' ? cases : cases.filter((c) => c.level === 'required');
}
