import pino from 'pino';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import type { Deps } from '../src/context';
import { loadConfig } from '../src/config';
import { createTestDatabase } from './db';

/** The real app on a fresh database, called in-process with `app.request(...)`. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<Partial<Deps>, 'rateLimiter' | 'analysisJobs'> = {},
) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ from: config.MAIL_FROM, db: database.db, logger });
  const app = createApp({ config, database, logger, mailer, ...extra });
  return { app, database, config, mailer, close: () => database.close() };
}
