import { Hono } from 'hono';
import { ContactMessageInput, DemoRequestInput } from '@thrive/core/contracts/forms';
import type { AppEnv } from '../context';
import { clientIp } from '../lib/client-ip';
import { ApiError } from '../lib/errors';
import { readJson } from '../lib/validate';
import { createWindowLimiter } from '../lib/window-limiter';
import { createContactMessage } from '../services/create-contact-message';
import { createDemoRequest } from '../services/create-demo-request';

/** At most this many submissions per client address and form in the window (valid or not). */
export const FORM_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

function limited(limiter: ReturnType<typeof createWindowLimiter>, key: string) {
  if (!limiter.allow(key)) {
    throw new ApiError(429, 'RATE_LIMITED', 'Too many requests from this address. Please try again later.');
  }
}

/** POST /api/demo-requests and POST /api/contact-messages: validate, store, confirm by mail. */
export function formRoutes(options: { now?: () => number } = {}) {
  const app = new Hono<AppEnv>();
  const demoLimiter = createWindowLimiter(FORM_RATE_LIMIT.limit, FORM_RATE_LIMIT.windowMs, options.now);
  const contactLimiter = createWindowLimiter(FORM_RATE_LIMIT.limit, FORM_RATE_LIMIT.windowMs, options.now);

  app.post('/demo-requests', async (c) => {
    limited(demoLimiter, clientIp(c));
    const input = await readJson(c, DemoRequestInput);
    const { database, mailer, logger } = c.var.deps;
    const receipt = await createDemoRequest({ db: database.db, mailer, logger }, input);
    return c.json(receipt, 201);
  });

  app.post('/contact-messages', async (c) => {
    limited(contactLimiter, clientIp(c));
    const input = await readJson(c, ContactMessageInput);
    const { database, mailer, logger } = c.var.deps;
    const receipt = await createContactMessage({ db: database.db, mailer, logger }, input);
    return c.json(receipt, 201);
  });

  return app;
}
