import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_RULES } from '../src/services/auth/rate-limit';
import { createTestApp } from './app';
import { registeredUser, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Issue 13 row 14: every call that checks the signed-in person's password (better-auth's verify-password,
 * change-password, two-factor enable/disable/backup codes, and our factor enrolment, removal and backup codes) counts
 * against one limit per account and per client address; past it, even the right password gets 429.
 */
const rule = AUTH_RATE_RULES.find((r) => r.name === 'password-check')!;
const perAccount = rule.perAccount![0];
const perIp = rule.perIp[0];

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => ctx?.close());

let counter = 1;
const newAddress = () => `203.0.113.${counter++}`;

type Attempt = (person: Client, password: string, ip: string) => Promise<{ status: number }>;
const attempts: Record<string, Attempt> = {
  'verify-password': (p, password, ip) =>
    p.post('/api/auth/verify-password', { password }, { 'x-forwarded-for': ip }),
  'change-password': (p, password, ip) =>
    p.post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'another long password' },
      { 'x-forwarded-for': ip },
    ),
  'factor enrolment': (p, password, ip) =>
    p.post(
      '/api/account/factors',
      { factorType: 'totp', friendlyName: 'App', password },
      { 'x-forwarded-for': ip },
    ),
  'backup codes': (p, password, ip) =>
    p.post('/api/account/backup-codes', { password }, { 'x-forwarded-for': ip }),
};

describe(`password checks are limited (${testDbKind()})`, () => {
  it.each(Object.keys(attempts))(
    `%s: ${perAccount} wrong passwords an account, then 429 even for the right one (from any address)`,
    async (name) => {
      const { client: person, password } = await registeredUser(ctx, {}, undefined);
      const attempt = attempts[name]!;
      for (let i = 0; i < perAccount; i++) {
        const res = await attempt(person, 'wrong password guess', newAddress());
        expect(res.status, `attempt ${i + 1}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `attempt ${i + 1}`).not.toBe(429);
      }
      const refused = await attempt(person, password, newAddress());
      expect(refused.status).toBe(429);
      // One count for all the password checks of the account.
      const other = name === 'verify-password' ? attempts['backup codes']! : attempts['verify-password']!;
      expect((await other(person, password, newAddress())).status).toBe(429);
    },
  );

  it('another account is not affected, and one address is limited across accounts', async () => {
    const ip = newAddress();
    let allowed = 0;
    for (let account = 0; account * perAccount < perIp; account++) {
      const { client: person } = await registeredUser(ctx);
      for (let i = 0; i < perAccount; i++) {
        const res = await attempts['verify-password']!(person, 'wrong password guess', ip);
        if (res.status !== 429) allowed++;
      }
    }
    expect(allowed).toBe(perIp);
    const { client: fresh, password } = await registeredUser(ctx);
    expect((await attempts['verify-password']!(fresh, password, ip)).status).toBe(429);
    expect((await attempts['verify-password']!(fresh, password, newAddress())).status).toBe(200);
  });
});
