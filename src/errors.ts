/** A user mistake (a flag, an input, a corpus file): exit code 2 with this message, never a stack trace. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
