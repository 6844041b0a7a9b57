import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BackupCodesResponse, FactorList, PhoneEnrolment, TotpEnrolment } from '@thrive/core/contracts/api';
import { limitIp } from '../lib/client-ip';
import { ApiError } from '../lib/errors';
import { enforceLimits, SMS_LIMIT_MESSAGE, smsLimits } from '../lib/limits';
import { passwordCheckLimits } from '../services/auth/rate-limit';
import { defineRoute, limited, ok, refusal, routesOn, unauth } from '../openapi/route';
import type { Auth } from '../services/auth/auth';
import { requireAccount, type UserEnv, type UserResolver } from '../services/auth/current-user';
import {
  challengeFactor,
  enrolPhone,
  enrolTotp,
  listFactors,
  regenerateBackupCodes,
  removeFactor,
  verifyFactor,
} from '../services/auth/factors';
import { mailLanguage } from '../services/auth/mail-templates';
import type { SmsSender } from '../services/auth/sms';

const friendlyName = z.string().trim().min(1).max(60);
const password = z.string().min(1).max(128).optional();
export const EnrolBody = z.discriminatedUnion('factorType', [
  z.object({ factorType: z.literal('totp'), friendlyName, password }),
  z.object({
    factorType: z.literal('phone'),
    friendlyName,
    phone: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s().-]/g, ''))
      .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'an international number such as +31612345678')),
  }),
]);
const factor = {
  params: z.object({ id: z.string().min(1).max(64) }),
  notFound: { code: 'FACTOR_NOT_FOUND', message: 'No such factor.' },
} as const;
const cookieOnly = refusal('A bearer token: factors are managed in the browser', ['SESSION_REQUIRED']);
const noFactor = refusal('No such factor', ['FACTOR_NOT_FOUND']);
const passwordCheck = refusal('Invalid input or password', [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INVALID_PASSWORD',
]);

export const LIST_FACTORS = defineRoute({
  method: 'get',
  path: '/api/account/factors',
  tag: 'account',
  summary: 'Second factors and the assurance level',
  auth: 'account',
  responses: { 200: ok(FactorList), 401: unauth, 403: cookieOnly },
});
export const ENROL_FACTOR = defineRoute({
  method: 'post',
  path: '/api/account/factors',
  tag: 'account',
  summary: 'Enrol a second factor (TOTP or phone)',
  auth: 'account',
  body: EnrolBody,
  responses: {
    201: ok(z.union([TotpEnrolment, PhoneEnrolment]), 'Enrolled'),
    400: passwordCheck,
    401: unauth,
    403: cookieOnly,
    409: refusal('Too many phone numbers', ['TOO_MANY_FACTORS']),
    429: limited,
  },
});
export const CHALLENGE_FACTOR = defineRoute({
  method: 'post',
  path: '/api/account/factors/{id}/challenge',
  tag: 'account',
  summary: 'Send a code for a phone factor',
  auth: 'account',
  ...factor,
  responses: {
    200: ok(),
    401: unauth,
    403: cookieOnly,
    404: noFactor,
    409: refusal('Already verified', ['FACTOR_VERIFIED']),
    429: limited,
  },
});
export const VERIFY_FACTOR = defineRoute({
  method: 'post',
  path: '/api/account/factors/{id}/verify',
  tag: 'account',
  summary: 'Verify a factor with a six-digit code',
  auth: 'account',
  ...factor,
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits'),
  }),
  responses: {
    200: ok(),
    400: refusal('Invalid or expired code', [
      'VALIDATION_FAILED',
      'INVALID_JSON',
      'INVALID_CODE',
      'CODE_EXPIRED',
    ]),
    401: unauth,
    403: cookieOnly,
    404: noFactor,
    409: refusal('Already verified', ['FACTOR_VERIFIED']),
  },
});
export const REMOVE_FACTOR = defineRoute({
  method: 'delete',
  path: '/api/account/factors/{id}',
  tag: 'account',
  summary: 'Remove a factor',
  auth: 'account',
  ...factor,
  body: z.object({ password }),
  optionalBody: true,
  responses: { 200: ok(), 400: passwordCheck, 401: unauth, 403: cookieOnly, 404: noFactor, 429: limited },
});
export const BACKUP_CODES = defineRoute({
  method: 'post',
  path: '/api/account/backup-codes',
  tag: 'account',
  summary: 'New backup codes',
  auth: 'account',
  body: z.object({ password }),
  responses: {
    200: ok(BackupCodesResponse),
    400: passwordCheck,
    401: unauth,
    403: cookieOnly,
    429: limited,
  },
});

/** Second factors of the signed-in person (cookie sessions only: better-auth's factor calls work on the session). */
export function accountRoutes(auth: Auth, sms: SmsSender, resolve: UserResolver) {
  const app = new Hono<UserEnv>();
  app.use('*', requireAccount(resolve));
  app.use('*', async (c, next) => {
    if (c.var.user.via !== 'cookie')
      throw new ApiError(403, 'SESSION_REQUIRED', 'Manage your factors in the browser.');
    await next();
  });
  const serve = routesOn(app, '/api/account');

  /** Calls that check the password count against the same limit as better-auth's (services/auth/rate-limit.ts). */
  const countPasswordCheck = (c: Context<UserEnv>) =>
    enforceLimits(
      c,
      passwordCheckLimits(c.var.user.id, limitIp(c)),
      'Too many attempts. Please wait a few minutes and try again.',
    );

  const reply = <T>(
    c: Context<UserEnv>,
    result: { body: T; setCookies: string[] },
    status: 200 | 201 = 200,
  ) => {
    for (const line of result.setCookies) c.header('Set-Cookie', line, { append: true });
    return c.json(result.body as object, status);
  };

  serve(LIST_FACTORS, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listFactors(c.var.deps.database.db, c.var.user));
  });

  serve(ENROL_FACTOR, async (c, input) => {
    const body = await input.body();
    const { db } = c.var.deps.database;
    if (body.factorType === 'totp') {
      await countPasswordCheck(c);
      return reply(c, await enrolTotp(auth, db, c.req.raw.headers, c.var.user, body), 201);
    }
    await enforceLimits(
      c,
      smsLimits({ userId: c.var.user.id, phone: body.phone, ip: limitIp(c) }),
      SMS_LIMIT_MESSAGE,
    );
    return c.json(await enrolPhone(db, sms, c.var.user, body, mailLanguage(c.req.raw)), 201);
  });

  serve(CHALLENGE_FACTOR, async (c, { params }) => {
    const factorId = params.id;
    const { user } = c.var;
    return c.json(
      await challengeFactor(c.var.deps.database.db, sms, user, factorId, mailLanguage(c.req.raw), (phone) =>
        enforceLimits(c, smsLimits({ userId: user.id, phone, ip: limitIp(c), factorId }), SMS_LIMIT_MESSAGE),
      ),
    );
  });

  serve(VERIFY_FACTOR, async (c, { params, body }) => {
    const factorId = params.id;
    const { code } = await body();
    return reply(
      c,
      await verifyFactor(auth, c.var.deps.database.db, c.req.raw.headers, c.var.user, factorId, code),
    );
  });

  serve(REMOVE_FACTOR, async (c, input) => {
    const factorId = input.params.id;
    const body = await input.body();
    await countPasswordCheck(c);
    return reply(
      c,
      await removeFactor(
        auth,
        c.var.deps.database.db,
        c.req.raw.headers,
        c.var.user,
        factorId,
        body.password,
      ),
    );
  });

  serve(BACKUP_CODES, async (c, input) => {
    const body = await input.body();
    await countPasswordCheck(c);
    return c.json(await regenerateBackupCodes(auth, c.req.raw.headers, body.password));
  });

  return app;
}
