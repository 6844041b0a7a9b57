import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, users } from '../src/db/schema/index';
import { createTestApp } from './app';
import { client, registeredUser, totp } from './auth-client';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function latestSmsCode(to: string) {
  const rows = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, to));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return newest?.text.match(/\d{6}/)?.[0] ?? '';
}

describe('TOTP factor', () => {
  it('enrols with a QR data URL and friendly name, verifies, lists, asks for the code at sign-in, and removes', async () => {
    const { client: c, email, password } = await registeredUser(ctx);
    const enrol = await c.post('/api/account/factors', {
      factorType: 'totp',
      friendlyName: 'My phone app',
      password,
    });
    expect(enrol.status).toBe(201);
    expect(enrol.json.totp.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(enrol.json.totp.uri).toMatch(/^otpauth:\/\/totp\/Thrive:/);
    expect(enrol.json.backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = enrol.json.totp.secret as string;

    let list = await c.get('/api/account/factors');
    expect(list.json.factors).toEqual([
      expect.objectContaining({
        factorType: 'totp',
        status: 'unverified',
        friendlyName: 'My phone app',
        issuer: 'Thrive',
      }),
    ]);
    expect(list.json.assurance).toEqual({ current: 'aal1', next: 'aal1' });

    const wrong = await c.post(`/api/account/factors/${enrol.json.id}/verify`, { code: '000000' });
    expect(wrong.status).toBe(401);
    const ok = await c.post(`/api/account/factors/${enrol.json.id}/verify`, { code: totp(secret) });
    expect(ok.status).toBe(200);
    expect(ok.json.factor).toMatchObject({ status: 'verified' });
    list = await c.get('/api/account/factors');
    expect(list.json.assurance).toEqual({ current: 'aal2', next: 'aal2' });

    // Sign-in now needs the second step.
    const fresh = client(ctx);
    const first = await fresh.post('/api/auth/sign-in/email', { email, password });
    expect(first.status).toBe(200);
    expect(first.json.twoFactorRedirect).toBe(true);
    expect((await fresh.get('/api/me')).status).toBe(401);
    const bad = await fresh.post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(bad.status).toBe(401);
    const second = await fresh.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(second.status).toBe(200);
    expect((await fresh.get('/api/me')).json.user.email).toBe(email);

    // A backup code works once.
    const backup = client(ctx);
    await backup.post('/api/auth/sign-in/email', { email, password });
    const code = enrol.json.backupCodes[0];
    expect((await backup.post('/api/auth/two-factor/verify-backup-code', { code })).status).toBe(200);
    const again = client(ctx);
    await again.post('/api/auth/sign-in/email', { email, password });
    expect((await again.post('/api/auth/two-factor/verify-backup-code', { code })).status).toBe(401);

    // Removing needs the password; then sign-in is one step again.
    const noPassword = await c.delete(`/api/account/factors/${enrol.json.id}`, {
      password: 'wrong password',
    });
    expect(noPassword.status).toBe(400);
    const removed = await c.delete(`/api/account/factors/${enrol.json.id}`, { password });
    expect(removed.status).toBe(200);
    expect((await c.get('/api/account/factors')).json.factors).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.twoFactorEnabled).toBe(false);
    const plain = await client(ctx).post('/api/auth/sign-in/email', { email, password });
    expect(plain.json.twoFactorRedirect).toBeUndefined();
    expect(plain.headers.getSetCookie().some((line) => line.startsWith('thrive.session_token='))).toBe(true);
  });

  it('refuses factor calls without a session or by bearer token', async () => {
    expect((await client(ctx).get('/api/account/factors')).status).toBe(401);
    const anonymous = client(ctx);
    await anonymous.post('/api/auth/sign-in/anonymous');
    expect((await anonymous.get('/api/account/factors')).status).toBe(401);
  });

  it('rejects bad bodies with 400, never 500', async () => {
    const { client: c } = await registeredUser(ctx);
    for (const body of [
      {},
      { factorType: 'fax' },
      { factorType: 'phone', friendlyName: 'x', phone: '12' },
      'nope',
    ]) {
      const res = await c.post('/api/account/factors', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await c.post('/api/account/factors/not-mine/verify', { code: '123456' })).status).toBe(404);
    expect((await c.post('/api/account/factors/x/verify', { code: 'abc' })).status).toBe(400);
  });
});

describe('phone factor', () => {
  it('enrols through the SMS outbox, then sign-in sends a code by text message', async () => {
    const { client: c, email, password } = await registeredUser(ctx);
    const phone = '+31612345678';
    const enrol = await c.post('/api/account/factors', {
      factorType: 'phone',
      friendlyName: 'Work phone',
      phone,
    });
    expect(enrol.status).toBe(201);
    expect(enrol.json.phone).not.toBe(phone);
    const code = await latestSmsCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await c.post(`/api/account/factors/${enrol.json.id}/verify`, {
          code: code === '000000' ? '111111' : '000000',
        })
      ).status,
    ).toBe(400);
    const ok = await c.post(`/api/account/factors/${enrol.json.id}/verify`, { code });
    expect(ok.status).toBe(200);
    expect((await c.get('/api/account/factors')).json.factors[0]).toMatchObject({
      factorType: 'phone',
      status: 'verified',
      friendlyName: 'Work phone',
    });

    const fresh = client(ctx);
    const first = await fresh.post('/api/auth/sign-in/email', { email, password });
    expect(first.json.twoFactorRedirect).toBe(true);
    expect((await fresh.post('/api/auth/two-factor/send-otp', {})).status).toBe(200);
    const otp = await latestSmsCode(phone);
    expect(otp).not.toBe(code);
    const second = await fresh.post('/api/auth/two-factor/verify-otp', { code: otp });
    expect(second.status).toBe(200);
    expect((await fresh.get('/api/me')).json.user.email).toBe(email);
  });
});
