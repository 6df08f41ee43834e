/** Loads corpus directories: one JSON file per case, validated on load, ids unique across all. */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusCase, corpusCaseAllErrors } from '../core/generated/validators.js';
import { compileSchema, schemaProblem } from '../core/mcp-results.js';
import { CONTROL_CASE } from '../core/report.js';
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

/** The case schema (corpus/schema.json), compiled ahead: all errors for `corpus check`, the first for a run. */
function validate(allErrors = false): ValidateFunction {
  return allErrors ? corpusCaseAllErrors : corpusCase;
}

/** The offset of the first JSON syntax error in `text` (a small recursive-descent scan). */
export function syntaxErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const literal = (word: string) => (text.startsWith(word, i) ? (i += word.length) : fail());
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail();
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    } else if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else {
      const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      if (!m) fail();
      i += m![0].length;
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail();
  } catch (at) {
    return at as number;
  }
  return i;
}

/** `at line L, column C` of the first JSON syntax error. */
function syntaxWhere(text: string): string {
  const before = text.slice(0, syntaxErrorOffset(text));
  return ` at line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
}

function describeError(e: ErrorObject): string {
  const pointer = e.instancePath || '/';
  const extra =
    e.keyword === 'additionalProperties'
      ? ` (${(e.params as { additionalProperty: string }).additionalProperty})`
      : '';
  const allowed =
    e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
  return `at JSON pointer ${pointer}: ${e.message}${extra}${allowed}`;
}

/**
 * Parses and validates one case file: the case, or every problem (each naming the file, and the
 * JSON pointer or the line and column). `allErrors`: every schema error, not only the first.
 */
export function parseCaseFile(
  file: string,
  corpus: string,
  allErrors = false
): { case?: CorpusCase; problems: string[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [`${file}: cannot read (${(error as Error).message})`] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problems: [`${file}: not valid JSON${syntaxWhere(text)} (${(error as Error).message.replace(/\r?\n/g, '\\n')})`] };
  }
  const check = validate(allErrors);
  if (!check(value)) return { problems: (check.errors ?? []).map((e) => `${file}: ${describeError(e)}`) };
  const c = value as Omit<CorpusCase, 'file' | 'corpus'>;
  // The handshake-and-control runs are reported under this id: a case of that name would share
  // their findings, and a baseline file accepting it would accept theirs.
  if (c.id === CONTROL_CASE)
    return {
      problems: [
        `${file}: at JSON pointer /id: "${CONTROL_CASE}" is the id of the gate's own handshake-and-control runs; name the case otherwise`
      ]
    };
  if (path.basename(file) !== `${c.id}.json`)
    return {
      problems: [`${file}: at JSON pointer /id: the id "${c.id}" must match the file name (${c.id}.json)`]
    };
  const condition = whenProblem(c, allErrors);
  if (condition) return { problems: [`${file}: ${condition}`] };
  return { case: { ...c, file, corpus }, problems: [] };
}

/**
 * A `when` the gate could not evaluate: a condition that is no schema (or, with `compile`, does not
 * compile: a `$ref` nothing resolves), or one on a case with no tools/list to read.
 */
export function whenProblem(c: Omit<CorpusCase, 'file' | 'corpus'>, compile = false): string | undefined {
  if (!c.when) return undefined;
  if (c.handshake === false)
    return 'at JSON pointer /when: a case without a handshake has no tools/list to judge the condition by';
  // On load its meta-schema only (compiled ahead); compiled for `corpus check` and for the cases a gate runs.
  const outcome = compile
    ? compileSchema(c.when.probeInputSchema, '07')
    : schemaProblem(c.when.probeInputSchema, '07');
  const problem = typeof outcome === 'string' ? outcome : undefined;
  return problem ? `at JSON pointer /when/probeInputSchema: not a JSON Schema (${problem})` : undefined;
}

/** Parses and validates one case file; the first problem is a configuration error. */
export function loadCaseFile(file: string, corpus: string): CorpusCase {
  const parsed = parseCaseFile(file, corpus);
  if (!parsed.case) throw new ConfigurationError(parsed.problems[0]);
  return parsed.case;
}

/**
 * `corpus check DIR...`: every problem of every case file at once (schema errors, JSON syntax
 * with line and column, ids that clash with the built-in corpus or each other), and the count.
 */
export function checkCorpus(dirs: readonly string[]): { cases: number; problems: string[] } {
  const problems: string[] = [];
  const seen = new Map(loadCorpusDir(builtinCorpusDir()).map((c) => [c.id, c.file]));
  const builtin = path.resolve(builtinCorpusDir());
  let cases = 0;
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    } catch (error) {
      problems.push(`${dir}: cannot read the directory (${(error as Error).message})`);
      continue;
    }
    const isBuiltin = path.resolve(dir) === builtin;
    for (const f of entries) {
      const parsed = parseCaseFile(path.join(dir, f), path.basename(path.resolve(dir)), true);
      problems.push(...parsed.problems);
      if (!parsed.case) continue;
      cases += 1;
      const other = seen.get(parsed.case.id);
      if (other && !(isBuiltin && path.resolve(other) === path.resolve(parsed.case.file)))
        problems.push(
          `${parsed.case.file}: at JSON pointer /id: duplicate case id "${parsed.case.id}" (also in ${other}); a project corpus runs beside the built-in one`
        );
      seen.set(parsed.case.id, parsed.case.file);
    }
  }
  return { cases, problems };
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

/** A user's directory of cases: one with none is a wrong path, never a gate that ran them. */
function userCases(dir: string): CorpusCase[] {
  const cases = loadCorpusDir(dir);
  if (cases.length === 0)
    throw new ConfigurationError(`--corpus ${dir}: no case file in it (a case is a *.json file directly inside)`);
  return cases;
}

/** The built-in corpus plus the user's directories; duplicate ids are refused. */
export function loadCorpus(dirs: readonly string[], includeBuiltin = true): CorpusCase[] {
  const all = [...(includeBuiltin ? loadCorpusDir(builtinCorpusDir()) : []), ...dirs.flatMap(userCases)];
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
