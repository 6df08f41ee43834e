/** Splits `--command "<string>"` the way a POSIX shell would (quotes, backslashes), without running one. */
import { ConfigurationError } from '../errors.js';

export function splitCommand(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1])) word += text[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < text.length) {
      word += text[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      if ('|&;<>()$`'.includes(ch)) {
        throw new ConfigurationError(
          `--command: ${JSON.stringify(ch)} needs a shell; quote it, or run one explicitly: --command "sh -c '...'"`
        );
      }
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new ConfigurationError(`--command: unterminated ${quote} quote`);
  if (inWord) words.push(word);
  if (words.length === 0) throw new ConfigurationError('--command: empty');
  return words;
}
