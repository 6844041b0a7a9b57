/**
 * Whether an error means "the database is not reachable" (refused, reset, timed out, shutting down), as opposed to a
 * bug or bad data. Looks through drizzle's wrappers (`cause`). Such errors answer 503 DATABASE_UNAVAILABLE, not 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection timeout',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  'the database system is starting up',
  'the database system is shutting down',
  'terminating connection due to administrator command',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') break;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now).
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string') {
      const lower = message.toLowerCase();
      if (MESSAGES.some((text) => lower.includes(text))) return true;
    }
    // AggregateError (e.g. a connect that tried IPv4 and IPv6).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable right now. Please try again in a moment.';
