import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { containsBadCharacters, hasBadCharacters } from '../src/lib/input-guard';
import { client, ORIGIN, registeredUser, type Client } from './auth-client';
import { createTestDatabase, testDbKind } from './db';

/**
 * Issue 13 row 10: a NUL character or an unpaired surrogate anywhere a person can put a string (JSON and form
 * bodies, query strings, path parameters, on our routes and better-auth's) answers 400 INVALID_CHARACTERS before
 * any database call, on both databases. The database is wrapped to count every query method touched.
 */
let database: Database & { url?: string };
let app: ReturnType<typeof createApp>;
let touched = 0;
let counting = false;
let person: Client;
let anonymous: Client;

const QUERY_METHODS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'query',
  '$count',
]);

beforeAll(async () => {
  database = await createTestDatabase();
  const real = database.db;
  const db = new Proxy(real, {
    get(target, property, receiver) {
      if (counting && typeof property === 'string' && QUERY_METHODS.has(property)) touched++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const counted: Database = { ...database, db, ping: database.ping, close: database.close };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ from: config.MAIL_FROM, db, logger });
  app = createApp({ config, database: counted, logger, mailer });
  const ctx = { app, database: counted, config, mailer, close: async () => undefined };
  person = (await registeredUser(ctx)).client;
  anonymous = client(ctx);
  await anonymous.post('/api/auth/sign-in/anonymous');
});
afterAll(() => database?.close());

const NUL = 'Ada\u0000Lovelace';
const HIGH = 'Ada\uD800';
const LOW = '\uDC00Ada';

async function expectRefused(call: () => Promise<{ status: number; json: { error?: { code?: string } } }>) {
  touched = 0;
  counting = true;
  let res;
  try {
    res = await call();
  } finally {
    counting = false;
  }
  expect(res.status).toBe(400);
  expect(res.json?.error?.code).toBe('INVALID_CHARACTERS');
  expect(touched, 'database calls before the refusal').toBe(0);
}

describe('the character rule', () => {
  it('finds NUL and unpaired surrogates, not paired ones', () => {
    expect(hasBadCharacters(NUL)).toBe(true);
    expect(hasBadCharacters(HIGH)).toBe(true);
    expect(hasBadCharacters(LOW)).toBe(true);
    expect(hasBadCharacters('\uDBFF\uDC00 a pair')).toBe(false);
    expect(hasBadCharacters('Zoë 💥 Ørsted')).toBe(false);
    expect(containsBadCharacters({ a: [{ b: ['ok', { c: HIGH }] }] })).toBe(true);
    expect(containsBadCharacters({ [NUL]: 1 })).toBe(true);
    // Deep nesting does not overflow the stack.
    let deep: unknown = 'ok';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsBadCharacters(deep)).toBe(false);
  });
});

describe(`NUL and broken Unicode are refused with 400 before the database (${testDbKind()})`, () => {
  const onboarding = (value: string) => ({ answers: { careerGoalsText: value, firstName: value } });

  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', HIGH],
    ['a lone low surrogate', LOW],
  ])('PUT /api/me/onboarding with %s', async (_label, value) => {
    await expectRefused(() => anonymous.put('/api/me/onboarding', onboarding(value)));
  });

  it('the analysis call', async () => {
    await expectRefused(() =>
      anonymous.post('/api/functions/generate-career-analysis', { onboardingData: { careerGoalsText: NUL } }),
    );
  });

  it('better-auth update-user, sign-up, sign-in and reset-password', async () => {
    await expectRefused(() => person.post('/api/auth/update-user', { firstName: NUL }));
    await expectRefused(() => person.post('/api/auth/update-user', { lastName: HIGH }));
    await expectRefused(() =>
      client({ app } as never).post('/api/auth/sign-up/email', {
        email: 'nul@example.org',
        password: `long enough ${NUL}`,
        name: 'x',
      }),
    );
    await expectRefused(() =>
      client({ app } as never).post('/api/auth/sign-in/email', { email: 'a@example.org', password: HIGH }),
    );
    await expectRefused(() =>
      client({ app } as never).post('/api/auth/reset-password', {
        token: NUL,
        newPassword: 'long enough pw',
      }),
    );
  });

  it('demo requests and contact messages', async () => {
    const c = client({ app } as never);
    await expectRefused(() =>
      c.post('/api/demo-requests', {
        name: NUL,
        email: 'a@example.org',
        company: 'Acme',
        companySize: '1-10',
        message: 'hi',
      }),
    );
    await expectRefused(() =>
      c.post('/api/contact-messages', { name: 'Ada', email: 'a@example.org', message: LOW }),
    );
  });

  it('second factors: enrolment body and factor ids in paths', async () => {
    await expectRefused(() => person.post('/api/account/factors', { factorType: 'totp', friendlyName: NUL }));
    await expectRefused(() => person.post('/api/account/factors/%00/challenge'));
    await expectRefused(() => person.post('/api/account/factors/ab%00cd/verify', { code: '123456' }));
    await expectRefused(() => person.delete('/api/account/factors/%00'));
  });

  it('query strings, better-auth GET routes included', async () => {
    await expectRefused(() => client({ app } as never).get('/api/auth/verify-email?token=%00abc'));
    await expectRefused(() => client({ app } as never).get('/api/geo/reverse?lat=1&lon=%00'));
    await expectRefused(() => person.get('/api/me/onboarding?x=%00'));
  });

  it('form-encoded bodies', async () => {
    touched = 0;
    counting = true;
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.org&password=abc%00defgh',
    });
    counting = false;
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_CHARACTERS');
    expect(touched).toBe(0);
  });

  it('a raw NUL byte in a body that is not JSON', async () => {
    touched = 0;
    counting = true;
    const res = await app.request('/api/contact-messages', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'text/plain' },
      body: 'name=\u0000',
    });
    counting = false;
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_CHARACTERS');
    expect(touched).toBe(0);
  });

  it('still accepts real Unicode (accents, emoji, other scripts) end to end', async () => {
    const name = 'Zoë Ørsted-Ñúñez 💥 李';
    const res = await anonymous.put('/api/me/onboarding', { answers: { careerGoalsText: name } });
    expect(res.status).toBe(200);
    expect((await anonymous.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe(name);
  });
});
