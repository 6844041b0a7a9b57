import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFactors, smsOutbox, users } from '../src/db/schema/index';
import { API_LIMITS } from '../src/lib/limits';
import { createMemoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { createTestApp } from './app';
import { client, registeredUser, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Issue 13 row 8: every text message is counted per factor, per account, per client address and per destination
 * number; a refused one is 429 RATE_LIMITED and sends nothing. A failing SMS gateway answers 503 SMS_UNAVAILABLE and
 * leaves no unverified factor (enrolment) and no changed code (challenge) behind.
 */

/** The real memory limiter for the text limits; sign-ups and sign-ins pass (they have their own tests). */
function smsOnly(): RateLimiter {
  const real = createMemoryRateLimiter();
  return {
    kind: 'memory',
    hit: (key, limit, windowMs) =>
      key.startsWith('sms:')
        ? real.hit(key, limit, windowMs)
        : Promise.resolve({ allowed: true, count: 1, retryAfterSeconds: 1 }),
    close: () => real.close(),
  };
}

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' }, { rateLimiter: smsOnly() });
});
afterAll(() => ctx?.close());

let addressCounter = 1;
const newAddress = () => `198.51.100.${addressCounter++}`;
let numberCounter = 100_000;
const newNumber = () => `+316${String(numberCounter++).padStart(8, '0')}`;

const textsTo = async (c: Ctx, phone: string) =>
  (await c.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone))).length;

function enrol(person: Client, phone: string, ip: string) {
  return person.post(
    '/api/account/factors',
    { factorType: 'phone', friendlyName: 'Phone', phone },
    { 'x-forwarded-for': ip },
  );
}
function challenge(person: Client, id: string, ip: string) {
  return person.post(`/api/account/factors/${id}/challenge`, {}, { 'x-forwarded-for': ip });
}

describe(`text message limits (${testDbKind()})`, () => {
  it(`per factor: ${API_LIMITS.smsPerFactor.limit} new codes in ${API_LIMITS.smsPerFactor.windowMs / 60_000} minutes`, async () => {
    const { client: person } = await registeredUser(ctx);
    const phone = newNumber();
    const ip = newAddress();
    const enrolled = await enrol(person, phone, ip);
    expect(enrolled.status).toBe(201);
    for (let i = 0; i < API_LIMITS.smsPerFactor.limit; i++)
      expect((await challenge(person, enrolled.json.id, ip)).status).toBe(200);
    const refused = await challenge(person, enrolled.json.id, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await textsTo(ctx, phone)).toBe(1 + API_LIMITS.smsPerFactor.limit);
  });

  it(`per account: ${API_LIMITS.smsPerAccount.limit} texts an hour over all its phones`, async () => {
    const { client: person } = await registeredUser(ctx);
    const phones = [newNumber(), newNumber(), newNumber()];
    const ids: string[] = [];
    for (const phone of phones) ids.push((await enrol(person, phone, newAddress())).json.id as string);
    for (const id of ids) expect((await challenge(person, id, newAddress())).status).toBe(200);
    // Six texts so far, each factor at two of its three: the account's limit refuses the seventh.
    const refused = await challenge(person, ids[0]!, newAddress());
    expect(refused.status).toBe(429);
    let sent = 0;
    for (const phone of phones) sent += await textsTo(ctx, phone);
    expect(sent).toBe(API_LIMITS.smsPerAccount.limit);
  });

  it(`per destination: ${API_LIMITS.smsPerDestination.limit} texts a day to one number, whoever asks`, async () => {
    const phone = newNumber();
    for (let i = 0; i < API_LIMITS.smsPerDestination.limit; i++) {
      const { client: person } = await registeredUser(ctx);
      expect((await enrol(person, phone, newAddress())).status).toBe(201);
    }
    const { client: last } = await registeredUser(ctx);
    const refused = await enrol(last, phone, newAddress());
    expect(refused.status).toBe(429);
    expect(await textsTo(ctx, phone)).toBe(API_LIMITS.smsPerDestination.limit);
    // Refused before anything was stored: the last person has no factor.
    expect((await last.get('/api/account/factors')).json.factors).toEqual([]);
  });

  it(`per client address: ${API_LIMITS.smsPerIp.limit} texts an hour from one address`, async () => {
    const ip = newAddress();
    let sent = 0;
    let refused = 0;
    for (let account = 0; account < 4; account++) {
      const { client: person } = await registeredUser(ctx);
      for (let i = 0; i < 3; i++) {
        const res = await enrol(person, newNumber(), ip);
        if (res.status === 201) sent++;
        else if (res.status === 429) refused++;
      }
    }
    expect(sent).toBe(API_LIMITS.smsPerIp.limit);
    expect(refused).toBe(12 - API_LIMITS.smsPerIp.limit);
  });
});

describe(`a failing SMS gateway (${testDbKind()})`, () => {
  let gateway: Server;
  let gatewayStatus = 500;
  let received = 0;
  let failing: Ctx;
  let unreachable: Ctx;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      received++;
      req.resume();
      res.writeHead(gatewayStatus).end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    failing = await createTestApp({ SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` });
    // A port nobody listens on (the gateway's, once closed, is not reused in this short test).
    unreachable = await createTestApp({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' });
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway?.close(resolve));
    await failing?.close();
    await unreachable?.close();
  });

  it.each([
    ['answers 500', () => failing],
    ['cannot be reached', () => unreachable],
  ])('enrolment when the gateway %s: 503 SMS_UNAVAILABLE and no factor left', async (_label, app) => {
    gatewayStatus = 500;
    const c = app();
    const { client: person } = await registeredUser(c);
    const res = await enrol(person, newNumber(), newAddress());
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('SMS_UNAVAILABLE');
    expect((await person.get('/api/account/factors')).json.factors).toEqual([]);
  });

  it('a new code when the gateway fails keeps the factor and its code as they were', async () => {
    const { client: person } = await registeredUser(failing);
    gatewayStatus = 200;
    const before = received;
    const enrolled = await enrol(person, newNumber(), newAddress());
    expect(enrolled.status).toBe(201);
    expect(received).toBe(before + 1);
    const stored = async () =>
      (
        await failing.database.db
          .select()
          .from(authFactors)
          .where(eq(authFactors.id, enrolled.json.id as string))
      )[0]!;
    const code = (await stored()).codeHash;
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    gatewayStatus = 503;
    const res = await challenge(person, enrolled.json.id, newAddress());
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('SMS_UNAVAILABLE');
    expect((await stored()).codeHash).toBe(code);
  });

  it('the sign-in code: a failing gateway is no 500, and the texts count against the same limits', async () => {
    const { client: person, email, password } = await registeredUser(failing);
    gatewayStatus = 200;
    const start = received;
    const enrolled = await enrol(person, newNumber(), newAddress());
    const [row] = await failing.database.db
      .select()
      .from(authFactors)
      .where(eq(authFactors.id, enrolled.json.id as string));
    // Verified directly (the code went to the fake gateway): this test is about the sign-in text.
    await failing.database.db
      .update(authFactors)
      .set({ status: 'verified' })
      .where(eq(authFactors.id, row!.id));
    await failing.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, row!.userId));
    const fresh = client(failing);
    expect((await fresh.post('/api/auth/sign-in/email', { email, password })).json.twoFactorRedirect).toBe(
      true,
    );
    gatewayStatus = 500;
    const before = received;
    // better-auth answers its own { status: true } and logs the failure: the person may ask again.
    const res = await fresh.post('/api/auth/two-factor/send-otp', {});
    expect(res.status).toBe(200);
    expect(received).toBe(before + 1);
    // Every text to this number went to this gateway: after asking for more, exactly the stricter of the account's
    // and the number's limits did.
    gatewayStatus = 200;
    for (let i = 0; i < 8; i++)
      expect((await fresh.post('/api/auth/two-factor/send-otp', {})).status).toBeLessThan(500);
    expect(received - start).toBe(
      Math.min(API_LIMITS.smsPerAccount.limit, API_LIMITS.smsPerDestination.limit),
    );
  });
});
