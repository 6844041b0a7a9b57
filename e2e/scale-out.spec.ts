import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisRequest,
  createPgDatabase,
  eventually,
  httpClient,
  REDIS_URL,
  servicesAvailable,
  startWorker,
} from './processes';
import { startTcpProxy } from '../apps/api/test/tcp-proxy';
import { startServer, type RunningServer } from './server';

/**
 * Scale-out as docs/deploy.md describes it: two API processes and one worker on the same PostgreSQL and Redis, on
 * loopback. A session made on one works on the other, an analysis queued on one is completed by the worker, rate
 * limits are counted once for both, and a sign-out on one ends the session on the other.
 */
const hasServices = await servicesAvailable({ postgres: true, redis: true });

describe.skipIf(!hasServices)('two API processes and a worker on one PostgreSQL and Redis', () => {
  const origin = 'http://thrive.test';
  // Every run comes from its own addresses: Redis keeps counters between runs.
  const run = randomBytes(2).toString('hex');
  const ip = (n: number) => `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2), 16)}.${n}`;
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  let worker: Awaited<ReturnType<typeof startWorker>>;

  beforeAll(async () => {
    db = await createPgDatabase();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      JOB_QUEUE: 'pgboss',
      AUTH_SECRET: randomBytes(32).toString('base64'),
      PUBLIC_URL: origin,
      TRUST_PROXY: 'true',
      ANALYSIS_WAIT_MS: '0',
    };
    // Both start at once: the migration runs under an advisory lock.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    worker = await startWorker({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it(
    'a session made on one works on the other; an analysis queued on one is completed by the worker',
    {
      timeout: 90_000,
    },
    async () => {
      const person = httpClient({ origin, forwardedFor: ip(1) });
      const email = `scale.${run}.${Date.now()}@example.org`;
      const password = 'correct horse battery';
      const signUp = await person.request(a.url, 'POST', '/api/auth/sign-up/email', {
        email,
        password,
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        callbackURL: '/verify-email',
      });
      expect(signUp.status, signUp.text).toBe(200);
      // The mail was written by A (through its mail queue, just after the answer); B reads the same outbox, as a
      // local developer would (no proxy headers: the mailbox answers loopback clients only), and verifies.
      const mail = await eventually(
        async () => {
          const mailbox = (await (await fetch(`${b.url}/api/dev/mailbox`)).json()) as {
            messages: { to: string; text: string }[];
          };
          return mailbox.messages.find((m) => m.to === email);
        },
        10_000,
        'the verification mail in the outbox',
      );
      const link = new URL(mail.text.match(/https?:\/\/\S+verify-email\S*/)![0]);
      const verified = await person.request(b.url, 'GET', `${link.pathname}${link.search}`);
      expect(verified.status).toBe(302);

      const onA = await person.request(a.url, 'GET', '/api/me');
      const onB = await person.request(b.url, 'GET', '/api/me');
      expect(onA.status).toBe(200);
      expect(onA.json.user).toMatchObject({ email, isAnonymous: false });
      expect(onB.json.user.id).toBe(onA.json.user.id);

      const marker = `saved-on-a-${run}`;
      expect(
        (await person.request(a.url, 'PUT', '/api/me/onboarding', { answers: { careerGoalsText: marker } }))
          .status,
      ).toBe(200);
      expect((await person.request(b.url, 'GET', '/api/me/onboarding')).json.answers.careerGoalsText).toBe(
        marker,
      );

      const submitted = await person.request(
        b.url,
        'POST',
        '/api/functions/generate-career-analysis',
        analysisRequest(),
      );
      expect(submitted.status, submitted.text).toBe(202);
      const id = submitted.json.analysis.id as string;
      const done = await eventually(
        async () => {
          const res = await person.request(a.url, 'GET', `/api/analyses/${id}`);
          const status = res.json?.analysis?.status as string | undefined;
          return status && status !== 'pending' ? status : undefined;
        },
        60_000,
        'the worker to complete the analysis',
      );
      expect(done, worker.output()).toBe('completed');
      const latest = await person.request(b.url, 'GET', '/api/analyses/latest');
      expect(latest.json.analysis).toMatchObject({ id, status: 'completed' });

      // Signing out on B ends the session on A too.
      expect((await person.request(b.url, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      expect((await person.request(a.url, 'GET', '/api/me')).status).toBe(401);
    },
  );

  it('counts rate limits once for both processes (Redis)', { timeout: 60_000 }, async () => {
    const email = `limit.${run}.${Date.now()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const guesser = httpClient({ origin, forwardedFor: ip(10 + i) });
      const res = await guesser.request(i % 2 ? b.url : a.url, 'POST', '/api/auth/sign-in/email', {
        email,
        password: `guess-${i}-password`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe.skipIf(!hasServices)('the production server when PostgreSQL goes away and comes back', () => {
  it(
    'health says so, requests get 503 with a clear message, and it recovers by itself',
    { timeout: 90_000 },
    async () => {
      const db = await createPgDatabase();
      const target = new URL(db.url);
      // A loopback TCP proxy in front of the machine's PostgreSQL: cut and restored by the test (the cluster stays up).
      const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const proxied = new URL(db.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const server = await startServer({ DATABASE_URL: proxied.toString() });
      try {
        const visitor = httpClient({ origin: `http://localhost:${server.port}` });
        expect((await visitor.request(server.url, 'POST', '/api/auth/sign-in/anonymous', {})).status).toBe(
          200,
        );
        await proxy.cut();
        const health = await visitor.request(server.url, 'GET', '/api/health');
        expect(health.status).toBe(503);
        expect(health.json.database.ok).toBe(false);
        const during = await visitor.request(server.url, 'GET', '/api/me/onboarding');
        expect(during.status).toBe(503);
        expect(during.json.error.code).toBe('DATABASE_UNAVAILABLE');
        expect(during.headers.get('retry-after')).toBeTruthy();

        await proxy.restore();
        await eventually(
          async () =>
            (await visitor.request(server.url, 'GET', '/api/health')).status === 200 ? true : undefined,
          30_000,
          'health to recover',
        );
        expect((await visitor.request(server.url, 'GET', '/api/me/onboarding')).status).toBe(200);
        expect(server.process.exitCode).toBeNull();
      } finally {
        await server.stop();
        await proxy.close();
        await db.drop();
      }
    },
  );
});
