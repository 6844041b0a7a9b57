import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { client, registeredUser } from './auth-client';
import { sampleRequest } from './analysis-helpers';

/**
 * Ids that appear in URLs or cookies are not guessable: random UUIDs (v4) or long random strings, never sequential.
 * Two records made one after the other share no meaningful prefix.
 */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const RANDOM_TOKEN = /^[A-Za-z0-9_-]{24,}$/;

function expectUnguessable(a: string, b: string, what: string) {
  expect(a, `${what} looks random`).toMatch(UUID_V4.test(a) ? UUID_V4 : RANDOM_TOKEN);
  expect(b, `${what} looks random`).toMatch(UUID_V4.test(b) ? UUID_V4 : RANDOM_TOKEN);
  expect(a).not.toBe(b);
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  expect(common, `${what}: ${a} and ${b} share a prefix`).toBeLessThan(6);
  if (/^\d+$/.test(a) || /^\d+$/.test(b)) throw new Error(`${what} is numeric`);
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ ANALYSIS_WAIT_MS: '0' });
});
afterAll(() => ctx?.close());

describe('ids are not guessable', () => {
  it('user ids and session tokens', async () => {
    const first = await registeredUser(ctx);
    const second = await registeredUser(ctx);
    const ids = [
      (await first.client.get('/api/me')).json.user.id,
      (await second.client.get('/api/me')).json.user.id,
    ];
    expectUnguessable(ids[0], ids[1], 'user id');
    const token = (c: typeof first.client) =>
      decodeURIComponent(c.jar.get('thrive.session_token')!).split('.')[0]!;
    expectUnguessable(token(first.client), token(second.client), 'session token');

    const anonymous = [client(ctx), client(ctx)];
    for (const c of anonymous) await c.post('/api/auth/sign-in/anonymous');
    const anonIds = await Promise.all(
      anonymous.map(async (c) => (await c.get('/api/me')).json.user.id as string),
    );
    expectUnguessable(anonIds[0]!, anonIds[1]!, 'anonymous user id');
  });

  it('career analysis ids (in /api/analyses/:id)', async () => {
    const owner = (await registeredUser(ctx)).client;
    const made: string[] = [];
    for (const salaryRange of [55000, 60000]) {
      const res = await owner.post('/api/functions/generate-career-analysis', {
        onboardingData: sampleRequest({ salaryRange }),
      });
      expect(res.status).toBeLessThan(300);
      made.push(res.json.analysis.id);
    }
    expectUnguessable(made[0]!, made[1]!, 'analysis id');
  });

  it('second-factor ids (in /api/account/factors/:id)', async () => {
    const owner = (await registeredUser(ctx)).client;
    const ids: string[] = [];
    for (const name of ['Phone one', 'Phone two']) {
      const res = await owner.post('/api/account/factors', {
        factorType: 'phone',
        friendlyName: name,
        phone: name === 'Phone one' ? '+31612345678' : '+31612345679',
      });
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    expectUnguessable(ids[0]!, ids[1]!, 'factor id');
  });

  it('a guessed analysis id finds nothing, whatever its shape', async () => {
    const owner = (await registeredUser(ctx)).client;
    for (const guess of ['1', '2', '00000000-0000-4000-8000-000000000001', '..', 'latest%00']) {
      const res = await owner.get(`/api/analyses/${guess}`);
      expect([400, 404]).toContain(res.status);
      expect(res.json.error.code).toBeTypeOf('string');
    }
  });
});
