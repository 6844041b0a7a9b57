import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { limitIp } from '../lib/client-ip';
import { ApiError } from '../lib/errors';
import { enforceLimits, SMS_LIMIT_MESSAGE, smsLimits } from '../lib/limits';
import { passwordCheckLimits } from '../services/auth/rate-limit';
import { parseWith, readJson } from '../lib/validate';
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
const id = z.string().min(1).max(64);

/** Second factors of the signed-in person (cookie sessions only: better-auth's factor calls work on the session). */
export function accountRoutes(auth: Auth, sms: SmsSender, resolve: UserResolver) {
  const app = new Hono<UserEnv>();
  app.use('*', requireAccount(resolve));
  app.use('*', async (c, next) => {
    if (c.var.user.via !== 'cookie')
      throw new ApiError(403, 'SESSION_REQUIRED', 'Manage your factors in the browser.');
    await next();
  });

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

  app.get('/factors', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listFactors(c.var.deps.database.db, c.var.user));
  });

  app.post('/factors', async (c) => {
    const body = await readJson(c, EnrolBody);
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

  app.post('/factors/:id/challenge', async (c) => {
    const factorId = parseWith(id, c.req.param('id'));
    const { user } = c.var;
    return c.json(
      await challengeFactor(c.var.deps.database.db, sms, user, factorId, mailLanguage(c.req.raw), (phone) =>
        enforceLimits(c, smsLimits({ userId: user.id, phone, ip: limitIp(c), factorId }), SMS_LIMIT_MESSAGE),
      ),
    );
  });

  app.post('/factors/:id/verify', async (c) => {
    const factorId = parseWith(id, c.req.param('id'));
    const { code } = await readJson(
      c,
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'six digits'),
      }),
    );
    return reply(
      c,
      await verifyFactor(auth, c.var.deps.database.db, c.req.raw.headers, c.var.user, factorId, code),
    );
  });

  app.delete('/factors/:id', async (c) => {
    const factorId = parseWith(id, c.req.param('id'));
    const body = c.req.header('content-type')?.includes('json')
      ? await readJson(c, z.object({ password }))
      : { password: undefined };
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

  app.post('/backup-codes', async (c) => {
    const body = await readJson(c, z.object({ password }));
    await countPasswordCheck(c);
    return c.json(await regenerateBackupCodes(auth, c.req.raw.headers, body.password));
  });

  return app;
}
