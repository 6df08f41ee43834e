/**
 * The line of a server's stderr most likely to say why it ended before its handshake: what a
 * maintainer looks for first in a failing run (a module not found, a missing setting, a panic).
 * Pure: the stderr's last bytes in, one line out.
 */

/** How much of a stderr's end is looked at. */
export const STDERR_TAIL_BYTES = 8 * 1024;
/** The longest clue shown, in characters. */
const MAX_CLUE = 200;

/** Terminal escapes (colours, cursor moves, titles) that carry no words. */
const ESCAPES = /\x1b(?:\[[0-9;?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])/g;
/** Lines that only say where: stack frames (JavaScript, Python, Go, Rust), carets, runtime banners. */
const WHERE_ONLY =
  /^(?:at\s|File\s"|\^+$|~*\^[~^]*$|goroutine\s\d+|\S+\.go:\d+|\d+:\s+0x[0-9a-f]+|Node\.js\sv\d|Traceback\s\(most recent call last\):$|Require stack:$|[-}\])]+$|\{$|note: run with `RUST_BACKTRACE)/;
/** Lines that read as an error, in the words runtimes and loggers use. */
const ERROR_WORDS =
  /(?:\w*(?:Error|Exception)\b|\b(?:error|fatal|panic(?:ked)?|cannot|can't|could not|couldn't|not found|no such|denied|refused|failed|invalid|missing|required|unable)\b)/i;
/** Clock times that make the same line differ from run to run. */
const TIMES =
  /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?|\b\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;

/**
 * The last line that reads as an error, else the last line that says more than where; clock times
 * become `…` (the same start reads the same in every run) and it is cut at MAX_CLUE characters.
 * `cut`: the tail starts inside a line (the stderr was longer), whose start is not shown.
 */
export function stderrClue(tail: Buffer, cut = false): string | undefined {
  const lines = tail
    .toString('utf8')
    .replace(ESCAPES, '')
    .split(/\r\n|\n|\r/)
    .slice(cut ? 1 : 0)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !WHERE_ONLY.test(l));
  const line = lines.findLast((l) => ERROR_WORDS.test(l)) ?? lines.at(-1);
  if (line === undefined) return undefined;
  const plain = line.replace(TIMES, '…');
  const chars = [...plain];
  return chars.length > MAX_CLUE ? chars.slice(0, MAX_CLUE - 1).join('') + '…' : plain;
}
