// Regenerates the README's usage block from action.yml, so the docs cannot drift from the inputs.
import { readFileSync, writeFileSync } from 'node:fs';
import { readActionInputs } from './action-inputs.mjs';

const inputs = readActionInputs(readFileSync('action.yml', 'utf8'));
const usage = ['```yaml', '- uses: mcp-stdio-gate/mcp-stdio-gate@v0', '  with:'];
for (const input of inputs) {
  const words = input.description.split(' ');
  let row = '';
  for (const word of words) {
    if ((row + ' ' + word).length > 96) {
      usage.push(`    # ${row.trim()}`);
      row = '';
    }
    row += ' ' + word;
  }
  usage.push(`    # ${row.trim()}`);
  usage.push(
    `    # ${input.required ? 'Required.' : `Default: ${input.default === undefined || input.default === '' ? '(none)' : input.default}`}`
  );
  usage.push(`    ${input.name}: ''`, '');
}
usage.pop();
usage.push('```');

const readme = readFileSync('README.md', 'utf8');
const start = '<!-- start usage -->';
const end = '<!-- end usage -->';
const a = readme.indexOf(start);
const b = readme.indexOf(end);
if (a === -1 || b === -1) throw new Error('README.md lacks the usage markers');
const next = readme.slice(0, a + start.length) + '\n' + usage.join('\n') + '\n' + readme.slice(b);
if (next !== readme) writeFileSync('README.md', next);
