import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Never log bodies, query strings, cookies, tokens or CV text. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'thrive' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.email'],
      remove: true,
    },
  });
}
