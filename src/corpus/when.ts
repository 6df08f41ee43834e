/** A case's condition (`when`): whether it applies to the probe tool the server lists (pure). */
import { compileSchema, validateBounded, VALIDATION_MS } from '../core/mcp-results.js';
import type { CorpusCase } from './types.js';

/**
 * Why the case does not apply to this server, or undefined when it does: its `probeInputSchema`
 * is matched against the probe tool's inputSchema as tools/list gave it.
 */
export function whyNotApplicable(
  when: NonNullable<CorpusCase['when']>,
  probeTool: string | undefined,
  inputSchema: unknown
): string | undefined {
  if (!probeTool) return `no --probe-tool, and the case's condition is on the probe tool's inputSchema: ${when.because}`;
  if (inputSchema === undefined)
    return `tools/list gave no inputSchema for ${probeTool} to judge the case's condition by: ${when.because}`;
  const condition = compileSchema(when.probeInputSchema, '07');
  // A condition that is no schema never loads (corpus/load.ts); this keeps the type honest.
  if (typeof condition === 'string') return `the case's condition is not a JSON Schema (${condition})`;
  const holds = validateBounded(condition, inputSchema);
  if (holds === undefined)
    return `the case's condition took more than ${VALIDATION_MS} ms to judge on the inputSchema of ${probeTool} (a regular expression that backtracks): ${when.because}`;
  return holds ? undefined : `the inputSchema of ${probeTool} does not meet the case's condition: ${when.because}`;
}
