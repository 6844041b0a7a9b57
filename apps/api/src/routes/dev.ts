import { Hono, type MiddlewareHandler } from 'hono';
import { listOutbox } from '../adapters/mail';
import type { AppEnv } from '../context';
import { isLoopbackAddress, socketAddress } from '../lib/client-ip';
import { errorBody } from '../lib/errors';
import { listSmsOutbox } from '../services/auth/sms';
import { DevMailbox } from '@thrive/core/contracts/api';
import { defineRoute, ok, routesOn } from '../openapi/route';

export const DEV_MAILBOX = defineRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  tag: 'operations',
  summary: 'The development mail and SMS outbox (not in production)',
  auth: 'none',
  responses: { 200: ok(DevMailbox) },
});

/** Headers a reverse proxy adds: a request carrying one came from somewhere else, whatever the socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * The outboxes hold password-reset and sign-in links: only a client on this machine may read them. Answers 404 (as
 * if the route did not exist) unless the socket's peer is a loopback address and no proxy header is present.
 * In-process requests (tests, no socket) have no network client at all and pass.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = socketAddress(c);
    const proxied = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
    if (proxied || (address !== null && !isLoopbackAddress(address))) {
      return c.json(errorBody('NOT_FOUND', 'No such API endpoint.'), 404);
    }
    await next();
  };
}

/** Development only (never mounted when NODE_ENV=production): the mail and SMS outboxes, for loopback clients. */
export function devRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', loopbackOnly());
  routesOn(app, '/api/dev')(DEV_MAILBOX, async (c) => {
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
