import pino, { type Logger } from 'pino';
import { createApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';

/** A database stand-in for routes that never touch it (unit tests of the HTTP layer). */
export const noDatabase: Database = {
  kind: 'pglite',
  db: {} as Database['db'],
  ping: async () => true,
  close: async () => undefined,
};

/** The real app without a database, for routes that compute or serve files only. */
export function createUnitApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  logger: Logger = pino({ level: 'silent' }),
) {
  const mailer = {
    kind: 'outbox' as const,
    send: async () => undefined,
    enqueue: () => undefined,
    flush: async () => undefined,
  };
  return createApp({ config: loadConfig(env), database: noDatabase, logger, mailer }, options);
}
