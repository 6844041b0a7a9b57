import { expect } from 'vitest';
import type { createTestApp } from './app';
import { client, registeredUser, type Client } from './auth-client';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * One per-user endpoint family for the isolation test. Register a case in per-user-endpoints.ts for every new
 * table in USER_DATA_OWNERS (the test fails until each table is covered).
 */
export interface PerUserCase {
  name: string;
  /** USER_DATA_OWNERS names this case covers. */
  tables: string[];
  /** Needs an account (not an anonymous visitor) to create records. */
  accountOnly?: boolean;
  /** Creates a record as the owner. `marker` is a string that appears when the record is read. */
  create(owner: Client, ctx: TestApp): Promise<{ ref: string; marker: string }>;
  /** What another person tries, to read the owner's record. */
  reads(ref: string): Attempt[];
  /** What another person tries, to change or delete it. */
  writes(ref: string): Attempt[];
  /** The owner's own view of the record (must still contain the marker afterwards). */
  readOwn(owner: Client, ref: string): Promise<string>;
}

/** A bearer-token client: the JWT of a signed-in client, sent without cookies. */
export async function bearerOf(ctx: TestApp, signedIn: Client): Promise<Client> {
  const { json } = await signedIn.get('/api/auth/token');
  const token = json.token as string;
  const bearer = client(ctx, { origin: null });
  const wrap =
    (method: Attempt['method']) =>
    (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      bearer.request(method, path, body, { ...headers, authorization: `Bearer ${token}` });
  return {
    ...bearer,
    get: (path: string, headers?: Record<string, string>) => wrap('GET')(path, undefined, headers),
    post: wrap('POST'),
    put: wrap('PUT'),
    delete: wrap('DELETE'),
    request: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      bearer.request(method, path, body, { ...headers, authorization: `Bearer ${token}` }),
  };
}

/**
 * Proves that nobody else can read or change the owner's record: another account (cookie and bearer JWT) and an
 * anonymous visitor try every read and write of the case; reads never show the marker, writes never change it.
 */
export async function assertIsolation(ctx: TestApp, testCase: PerUserCase) {
  const owner = testCase.accountOnly ? (await registeredUser(ctx)).client : await ownerFor(ctx);
  const { ref, marker } = await testCase.create(owner, ctx);
  expect(await testCase.readOwn(owner, ref), `${testCase.name}: the owner reads their record`).toContain(
    marker,
  );

  const otherAccount = (await registeredUser(ctx, { firstName: 'Mallory' })).client;
  const others: [string, Client][] = [
    ['another account', otherAccount],
    ['another account by bearer token', await bearerOf(ctx, otherAccount)],
    ['an anonymous visitor', await anonymous(ctx)],
    ['nobody', client(ctx)],
  ];
  for (const [who, other] of others) {
    for (const attempt of testCase.reads(ref)) {
      const res = await other.request(attempt.method, attempt.path, attempt.body);
      expect(res.status, `${testCase.name}: ${who} ${attempt.method} ${attempt.path}`).toBeLessThan(500);
      expect(
        res.text,
        `${testCase.name}: ${who} must not read it via ${attempt.method} ${attempt.path}`,
      ).not.toContain(marker);
    }
    // Change and delete through every verb on every read path too (none is routed to another person's record).
    const sweep: Attempt[] = testCase.reads(ref).flatMap((read) =>
      (['PUT', 'PATCH', 'DELETE', 'POST'] as const).map((method) => ({
        method,
        path: read.path,
        body: { status: 'completed', answers: { careerGoalsText: 'hijacked' } },
      })),
    );
    for (const attempt of [...testCase.writes(ref), ...sweep]) {
      const res = await other.request(attempt.method, attempt.path, attempt.body);
      expect(res.status, `${testCase.name}: ${who} ${attempt.method} ${attempt.path}`).toBeLessThan(500);
      expect(
        await testCase.readOwn(owner, ref),
        `${testCase.name}: ${who} must not change it via ${attempt.method} ${attempt.path}`,
      ).toContain(marker);
    }
  }
}

async function anonymous(ctx: TestApp): Promise<Client> {
  const c = client(ctx);
  const res = await c.post('/api/auth/sign-in/anonymous');
  expect(res.status).toBe(200);
  return c;
}

async function ownerFor(ctx: TestApp): Promise<Client> {
  return (await registeredUser(ctx, { firstName: 'Alice' })).client;
}
