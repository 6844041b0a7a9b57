import { Hono } from 'hono';
import { ContactMessageInput, DemoRequestInput, FormReceipt } from '@thrive/core/contracts/forms';
import type { AppEnv } from '../context';
import { limitIp } from '../lib/client-ip';
import { bad, defineRoute, limited, ok, routesOn } from '../openapi/route';
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
export const DEMO_REQUESTS = defineRoute({
  method: 'post',
  path: '/api/demo-requests',
  tag: 'forms',
  summary: 'Ask for a demo (employers); confirmed by mail',
  auth: 'none',
  body: DemoRequestInput,
  responses: { 201: ok(FormReceipt, 'Stored'), 400: bad, 429: limited },
});
export const CONTACT_MESSAGES = defineRoute({
  method: 'post',
  path: '/api/contact-messages',
  tag: 'forms',
  summary: 'Send a message; confirmed by mail',
  auth: 'none',
  body: ContactMessageInput,
  responses: { 201: ok(FormReceipt, 'Stored'), 400: bad, 429: limited },
});

export function formRoutes() {
  const app = new Hono<AppEnv>();
  const serve = routesOn(app, '/api');

  serve(DEMO_REQUESTS, async (c, { body }) => {
    await enforceLimits(c, [formLimit('demo', limitIp(c))], FORM_MESSAGE);
    const input = await body();
    await enforceLimits(c, [emailLimit('demo', input.email)], FORM_MESSAGE);
    const { database, mailer, logger } = c.var.deps;
    const receipt = await createDemoRequest({ db: database.db, mailer, logger }, input);
    return c.json(receipt, 201);
  });

  serve(CONTACT_MESSAGES, async (c, { body }) => {
    await enforceLimits(c, [formLimit('contact', limitIp(c))], FORM_MESSAGE);
    const input = await body();
    await enforceLimits(c, [emailLimit('contact', input.email)], FORM_MESSAGE);
    const { database, mailer, logger } = c.var.deps;
    const receipt = await createContactMessage({ db: database.db, mailer, logger }, input);
    return c.json(receipt, 201);
  });

  return app;
}
