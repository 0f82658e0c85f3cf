import { inspect } from 'node:util';

/**
 * The sandbox's only logger. Callers pass short, pre-sanitised strings: request lines carry
 * method, path, status and time only — never headers, bodies, tokens, codes or passwords.
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: 'info' | 'silent'): Logger {
  if (level === 'silent') return { info() {}, error() {} };
  return {
    info: (message) => console.log(message),
    error: (message, error) => console.error(message, describeError(error)),
  };
}

/**
 * Name, message and stack only: driver errors carry `detail`/`parameters` fields that may quote
 * user input (a login, a token hash), so they stay out of the log.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return error === undefined ? '' : inspect(error, { depth: 2 });
}

/** Paths are attacker-chosen: cap their length and strip control characters before logging. */
export function safeLogText(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
