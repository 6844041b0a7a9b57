import { Hono } from 'hono';
import { ContactMessageInput, DemoRequestInput } from '@thrive/core/contracts/forms';
import type { AppEnv } from '../context';
import { limitIp } from '../lib/client-ip';
import { readJson } from '../lib/validate';
import { API_LIMITS, enforceLimits, type Limit } from '../lib/limits';
import { createContactMessage } from '../services/create-contact-message';
import { createDemoRequest } from '../services/create-demo-request';

/** At most this many submissions per client address and form in the window (valid or not). */
export const FORM_RATE_LIMIT = API_LIMITS.form;

const FORM_MESSAGE = 'Too many requests from this address. Please try again later.';
const formLimit = (form: string, ip: string): Limit => ({ key: `form:${form}:ip:${ip}`, ...FORM_RATE_LIMIT });
const emailLimit = (form: string, email: string): Limit => ({
  key: `form:${form}:email:${email.trim().toLowerCase()}`,
  ...API_LIMITS.formPerEmail,
});

/** POST /api/demo-requests and POST /api/contact-messages: validate, store, confirm by mail. */
export function formRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/demo-requests', async (c) => {
    await enforceLimits(c, [formLimit('demo', limitIp(c))], FORM_MESSAGE);
    const input = await readJson(c, DemoRequestInput);
    await enforceLimits(c, [emailLimit('demo', input.email)], FORM_MESSAGE);
    const { database, mailer, logger } = c.var.deps;
    const receipt = await createDemoRequest({ db: database.db, mailer, logger }, input);
    return c.json(receipt, 201);
  });

  app.post('/contact-messages', async (c) => {
    await enforceLimits(c, [formLimit('contact', limitIp(c))], FORM_MESSAGE);
    const input = await readJson(c, ContactMessageInput);
    await enforceLimits(c, [emailLimit('contact', input.email)], FORM_MESSAGE);
    const { database, mailer, logger } = c.var.deps;
    const receipt = await createContactMessage({ db: database.db, mailer, logger }, input);
    return c.json(receipt, 201);
  });

  return app;
}
