import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { betterAuthLog, createLogger } from '../src/lib/logger';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { declaredRoutes } from '../src/openapi/document';
import { client, ORIGIN, registeredUser, type Client } from './auth-client';
import { createTestDatabase, testDbKind } from './db';

/**
 * Issue 13 deliverable 3 (and rows 10, 17): unique markers planted in bodies, names, answers, paths, query strings
 * and headers of the bad-input requests (every operation of the OpenAPI description with wrong, broken and
 * hostile bodies, NUL and broken Unicode, better-auth's routes, and a database that fails quoting its parameters)
 * never reach the server's log, at the most verbose level. Everything the process writes is captured: the project
 * logger, better-auth's logger, console and the standard streams.
 */

/** Letters only (no digits), so no "looks like a token" rule can hide it by luck: only not logging it does. */
const letters = () =>
  randomUUID()
    .replace(/-/g, '')
    .replace(/[0-9a-f]/g, (ch) => 'ghijklmnopqrstuv'[Number.parseInt(ch, 16)]!);
const RUN = letters().slice(0, 10);
let planted = 0;
/** A new marker: `zq<run><n letters>`; the log is searched for the run's prefix, so every one of them counts. */
const marker = () => {
  planted++;
  return `zq${RUN}${letters().slice(0, 8)}`;
};

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

const noLimits: RateLimiter = {
  kind: 'memory',
  hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 1 }),
  close: async () => undefined,
};

let database: Database;
let app: ReturnType<typeof createApp>;
let ctx: Parameters<typeof client>[0];
let person: Client;
let anonymous: Client;
/** While set, every database call fails with an error quoting its parameters, as drizzle's do. */
let failingWith: string | null = null;
const restore: (() => void)[] = [];

beforeAll(async () => {
  const real = await createTestDatabase();
  // The query builders and prepared statements it hands out fail too: a prepared statement made before the failure
  // (decision 0147) runs through its own `execute`, not through a method of the database object.
  const failing = <T extends object>(object: T): T =>
    new Proxy(object, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (failingWith !== null) {
            throw new Error(
              `Failed query: insert into "user" ("name") values ($1)\nparams: ${failingWith},${JSON.stringify(args).slice(0, 200)}`,
            );
          }
          const made = (value as (...a: unknown[]) => unknown).apply(target, args);
          // Builders, queries and prepared statements (class instances, and the plain object of builders `db.with()`
          // hands out: the save of decision 0192 starts there); rows and promises as they are.
          return made !== null &&
            typeof made === 'object' &&
            !(made instanceof Promise) &&
            !Array.isArray(made) &&
            (Object.getPrototypeOf(made) !== Object.prototype ||
              Object.values(made).some((v) => typeof v === 'function'))
            ? failing(made)
            : made;
        };
      },
    });
  const db = failing(real.db);
  database = { ...real, db };
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'trace',
    ANALYSIS_WAIT_MS: '0',
    ANALYSIS_RATE_LIMIT: '1000',
  });
  const logger = createLogger('trace', capture);
  const mailer = createMailer({ from: config.MAIL_FROM, db, logger });
  app = createApp({ config, database, logger, mailer, rateLimiter: noLimits });
  ctx = { app, database, config, mailer, close: async () => undefined } as never;
  // Whatever writes around the logger (a library's console.error, a stray stack trace) is captured too.
  for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    const original = console[name];
    console[name] = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '),
      );
    };
    restore.push(() => (console[name] = original));
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return original(chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => (stream.write = original as typeof stream.write));
  }
  person = (await registeredUser(ctx)).client;
  anonymous = client(ctx);
  await anonymous.post('/api/auth/sign-in/anonymous');
});
afterAll(async () => {
  for (const undo of restore) undo();
  await database?.close();
});

/** A body built from the operation's schema keys, every string value a marker, nested too. */
function markedBody(keys: string[]) {
  const body: Record<string, unknown> = {};
  for (const key of keys) body[key] = marker();
  body.answers = { firstName: marker(), careerGoalsText: marker(), city: marker() };
  body.onboardingData = { firstName: marker(), careerGoalsText: `${marker()} ${'x'.repeat(3000)}` };
  body.name = marker();
  body.firstName = marker();
  body.email = `${marker()}@example.org`;
  body.password = marker();
  body.token = marker();
  return body;
}

const contentTypes = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', undefined];

describe(`no marker reaches the log (${testDbKind()})`, () => {
  it('every operation, every body encoding, broken bodies, hostile headers and paths', async () => {
    const operations = declaredRoutes(app).filter((op) => op.path !== '/api/auth/sign-out');
    const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const op of operations) {
      const schema = op.body as unknown as { shape?: Record<string, unknown> } | undefined;
      const keys = schema?.shape ? Object.keys(schema.shape) : [];
      for (const who of [null, anonymous, person]) {
        for (const type of contentTypes) {
          const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(marker()));
          const body = markedBody(keys);
          const variants: (string | undefined)[] =
            op.method === 'get'
              ? [undefined]
              : [
                  type === 'application/x-www-form-urlencoded'
                    ? new URLSearchParams(body as Record<string, string>).toString()
                    : JSON.stringify(body),
                  `{"firstName":"${marker()}", "broken`,
                  JSON.stringify({ name: `${marker()}\u0000`, careerGoalsText: `${marker()}\uD800` }),
                  `${marker()}=${marker()}&email=${marker()}`,
                ];
          for (const variant of variants) {
            const headers: Record<string, string> = {
              origin: ORIGIN,
              'x-request-id': marker(),
              'accept-language': `${marker()};q=0.5`,
              'x-forwarded-for': `${marker()}, 198.51.100.2`,
              'user-agent': marker(),
              referer: `https://example.org/${marker()}`,
            };
            if (type) headers['content-type'] = type;
            if (who) headers.cookie = cookieOf(who);
            else headers.authorization = `Bearer ${marker()}.${marker()}.${marker()}`;
            const res = await app.request(`${path}?${marker()}=${marker()}&q=${marker()}`, {
              method: op.method.toUpperCase(),
              headers,
              body: op.method === 'get' ? undefined : variant,
              redirect: 'manual',
            });
            expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
            await res.arrayBuffer();
          }
        }
      }
    }
    // Accounts: names, wrong passwords, reset and verification tokens in paths and queries.
    const fresh = client(ctx);
    const email = `${marker()}@example.org`;
    await fresh.post('/api/auth/sign-up/email', {
      email,
      password: `${marker()} long enough`,
      name: marker(),
      firstName: marker(),
      lastName: marker(),
    });
    await fresh.post('/api/auth/sign-in/email', { email, password: marker() });
    await fresh.post('/api/auth/request-password-reset', { email, redirectTo: `/${marker()}` });
    await fresh.post('/api/auth/reset-password', { token: marker(), newPassword: marker() });
    await fresh.get(`/api/auth/reset-password/${marker()}?callbackURL=%2F${marker()}`);
    await fresh.get(`/api/auth/verify-email?token=${marker()}`);
    await person.post('/api/auth/update-user', { firstName: marker(), lastName: marker(), name: marker() });
    await person.post('/api/auth/change-password', { currentPassword: marker(), newPassword: marker() });
    await person.post('/api/account/factors', {
      factorType: 'phone',
      phone: marker(),
      friendlyName: marker(),
    });
    await person.put('/api/me/onboarding', { answers: { firstName: marker(), careerGoalsText: marker() } });
    await anonymous.post('/api/functions/generate-career-analysis', {
      onboardingData: { firstName: marker(), careerGoalsText: marker(), currentRole: marker() },
    });
    await fresh.post('/api/contact-messages', { name: marker(), email, message: marker() });
    await fresh.get(`/${marker()}/${marker()}`);
    await ctx.mailer.flush();

    // A database that fails while quoting the person's values (the path to a 500 and an error log line).
    failingWith = marker();
    try {
      const res = await person.put('/api/me/onboarding', { answers: { careerGoalsText: marker() } });
      expect(res.status).toBeGreaterThanOrEqual(500);
      await person.post('/api/auth/update-user', { firstName: marker() });
      await client(ctx).post('/api/auth/sign-in/email', {
        email: `${marker()}@example.org`,
        password: marker(),
      });
    } finally {
      failingWith = null;
    }
    // better-auth's own log calls, with values in the message and the arguments.
    betterAuthLog(createLogger('trace', capture))('error', `Invalid origin: https://${marker()}.example`, {
      body: marker(),
    });

    const log = lines.join('');
    // The log was written (request lines, the failures): an empty capture would prove nothing.
    expect(lines.length).toBeGreaterThan(200);
    expect(log).toContain('"msg":"unhandled error"');
    // Paths are logged by their shape: fixed words kept, ids and tokens replaced by ':'.
    expect(log).toContain('"path":"/api/auth/reset-password/:"');
    expect(log).toContain('"path":"/api/account/factors/:/challenge"');
    expect(planted).toBeGreaterThan(1000);
    const leak = log.indexOf(`zq${RUN}`);
    expect(leak, `a marker in the log: …${log.slice(Math.max(0, leak - 300), leak + 100)}…`).toBe(-1);
    // Over a thousand requests: about 6 s on a quiet machine, over 60 s on PGlite when the machine is loaded.
  }, 180_000);

  it('answers with its own request id, never the client’s, and API answers are not cached', async () => {
    const sent = marker();
    const res = await person.get('/api/me', { 'x-request-id': sent });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).not.toBe(sent);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/auth/token', '/api/auth/list-sessions', '/api/auth/get-session', '/api/me']) {
      const answer = await person.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    // Public descriptions keep their own caching.
    expect((await person.get('/api/auth/jwks')).headers.get('cache-control')).toBe('public, max-age=300');
  });
});
