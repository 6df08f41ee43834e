/**
 * The one renderer of text for a log the Actions runner reads (the Action's stdout/stderr, and the
 * CLI's when a workflow runs it). The runner splits lines with .NET `ReadLine()` (`\n`, `\r`, `\r\n`)
 * and trims them with .NET `TrimStart()` (Unicode whitespace: U+0085, U+00A0, U+2028, …) before it
 * looks for `::`, and acts on `##[` anywhere. So: every control character and every non-ASCII
 * whitespace character is shown as a visible escape, `\n` alone separates lines, and no line starts
 * with `::` (after spaces) or holds `##[`.
 */
import { randomBytes } from 'node:crypto';

/**
 * C0 and C1 controls, DEL, Unicode whitespace or invisible separators beyond the ASCII space, and
 * a byte of a file name that is not UTF-8 (a lone surrogate U+DC80..U+DCFF, `nameOf`).
 */
const HIDDEN =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]|(?<![\ud800-\udbff])[\udc80-\udcff]/g;

function visible(c: string): string {
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  const code = c.charCodeAt(0);
  if (code >= 0xdc80 && code <= 0xdcff) return `\\x${(code - 0xdc00).toString(16)}`;
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Escapes what a reader cannot see (keeps `\n`): for text that came from the server under test. */
export function escapeHidden(text: string): string {
  return text.replace(HIDDEN, visible);
}

/** Server text for a one-line slot (a table cell, a terminal line): nothing hidden, no line break. */
export function oneLine(text: string): string {
  return escapeHidden(text).replace(/\n/g, '\\n');
}

/** Text safe for a runner-read log: nothing in it can be taken as a workflow command. */
export function neutralize(text: string): string {
  return escapeHidden(text)
    .split('\n')
    .map((line) => (/^[ ]*::/.test(line) ? line.replace('::', ':\u200b:') : line))
    .join('\n')
    .replace(/##\[/g, '#\u200b#[');
}

/**
 * Runs `body` with the runner's workflow commands stopped in this process's log. Neutralized text
 * is not enough while servers run: a server can open the gate's own stdout or stderr through
 * `/proc/<gate pid>/fd/1` and write `::set-output`, `::add-mask::` or `##[error]` straight into the
 * pipe the runner reads. `::stop-commands::<token>` makes the runner take no command from either
 * stream of the step until `::<token>::`; the token is random, so no server can write it, and it is
 * written once `body` is over (every server gone), on a line of its own.
 */
export async function withCommandsStopped<T>(
  write: (text: string) => void,
  body: () => Promise<T>
): Promise<T> {
  const token = randomBytes(16).toString('hex');
  write(`::stop-commands::${token}\n`);
  try {
    return await body();
  } finally {
    // From a new line: a server may have left a line unended in the pipe.
    write(`\n::${token}::\n`);
  }
}
