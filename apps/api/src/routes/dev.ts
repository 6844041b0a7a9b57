import { Hono } from 'hono';
import { listOutbox } from '../adapters/mail';
import type { AppEnv } from '../context';
import { listSmsOutbox } from '../services/auth/sms';

/** Development only (never mounted when NODE_ENV=production): the mail and SMS outboxes. */
export function devRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/mailbox', async (c) => {
    const { db } = c.var.deps.database;
    const [mail, sms] = await Promise.all([listOutbox(db, 50), listSmsOutbox(db, 50)]);
    c.header('Cache-Control', 'no-store');
    return c.json({
      kind: c.var.deps.mailer.kind,
      messages: mail.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      sms: sms.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    });
  });
  return app;
}
