import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerAnalyses, comparedCities } from '../src/db/schema/index';
import { createTestApp } from './app';
import { client, linkFromOutbox, pathOf, registeredUser, uniqueEmail, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * The cities a person compared follow their account (decision 0101): kept per analysis on the server, read back by
 * any browser the person signs in on, refused with a code when they are not two different cities of the list, and
 * invisible to anyone else. Runs on PGlite and PostgreSQL (int-pglite, int-postgres).
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const path = (id: string) => `/api/analyses/${id}/compared-cities`;

async function userIdOf(c: Client): Promise<string> {
  return (await c.get('/api/me')).json.user.id as string;
}

/** An analysis of this person, as the analysis run leaves it (what is compared on it is not part of it). */
async function analysisOf(c: Client): Promise<string> {
  const [row] = await ctx.database.db
    .insert(careerAnalyses)
    .values({ userId: await userIdOf(c), status: 'completed', request: {}, requestHash: crypto.randomUUID() })
    .returning({ id: careerAnalyses.id });
  return row!.id;
}

describe(`compared cities kept with the account (${testDbKind()})`, () => {
  it('answers 401 without a session', async () => {
    const nobody = client(ctx);
    const id = crypto.randomUUID();
    expect((await nobody.get(path(id))).status).toBe(401);
    const put = await nobody.put(path(id), { cities: ['munich', 'lisbon'] });
    expect(put.status).toBe(401);
    expect(put.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('reads null before the person picks, keeps the picks in order, and replaces them', async () => {
    const { client: c } = await registeredUser(ctx);
    const id = await analysisOf(c);
    expect((await c.get(path(id))).json).toEqual({ comparedCities: null });

    const saved = await c.put(path(id), { cities: ['munich', 'lisbon'] });
    expect(saved.status).toBe(200);
    expect(saved.json.comparedCities.cities).toEqual(['munich', 'lisbon']);
    expect((await c.get(path(id))).json.comparedCities.cities).toEqual(['munich', 'lisbon']);

    expect((await c.put(path(id), { cities: ['lisbon', 'berlin'] })).status).toBe(200);
    expect((await c.get(path(id))).json.comparedCities.cities).toEqual(['lisbon', 'berlin']);
    const rows = await ctx.database.db.select().from(comparedCities).where(eq(comparedCities.analysisId, id));
    expect(rows.map((r) => r.cityIds)).toEqual([['lisbon', 'berlin']]);
  });

  it('follows the account into another browser: a second sign-in reads what the first one picked', async () => {
    const { client: first, email, password } = await registeredUser(ctx);
    const id = await analysisOf(first);
    expect((await first.put(path(id), { cities: ['zurich', 'amsterdam'] })).status).toBe(200);
    const second = client(ctx);
    expect((await second.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await second.get(path(id))).json.comparedCities.cities).toEqual(['zurich', 'amsterdam']);
  });

  it('refuses what the Compare tab cannot pick with 400 and a code, never 500', async () => {
    const { client: c } = await registeredUser(ctx);
    const id = await analysisOf(c);
    const refused = async (body: unknown) => {
      const res = await c.put(path(id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.json.error.code as string;
    };
    expect(await refused({ cities: ['munich', 'atlantis'] })).toBe('UNKNOWN_CITY');
    expect(await refused({ cities: ['munich', 'munich'] })).toBe('SAME_CITY');
    // As many as the Compare tab sets side by side: two.
    expect(await refused({ cities: ['munich'] })).toBe('VALIDATION_FAILED');
    expect(await refused({ cities: ['munich', 'lisbon', 'berlin'] })).toBe('VALIDATION_FAILED');
    expect(await refused({ cities: [] })).toBe('VALIDATION_FAILED');
    expect(await refused({ cities: ['Munich!', 'lisbon'] })).toBe('VALIDATION_FAILED');
    expect(await refused({ cities: ['munich', 'lisbon'], userId: 'someone' })).toBe('VALIDATION_FAILED');
    expect(await refused({})).toBe('VALIDATION_FAILED');
    expect(await refused('not json')).toBe('INVALID_JSON');
    // Nothing was kept by any of them.
    expect((await c.get(path(id))).json).toEqual({ comparedCities: null });
    // An id that is no analysis id names nothing.
    const notAnId = await c.put('/api/analyses/not-an-id/compared-cities', { cities: ['munich', 'lisbon'] });
    expect(notAnId.status).toBe(404);
    expect(notAnId.json.error.code).toBe('NOT_FOUND');
  });

  it("answers 404 for another person's analysis or one that does not exist, and leaves the owner's picks", async () => {
    const { client: owner } = await registeredUser(ctx, { firstName: 'Alice' });
    const id = await analysisOf(owner);
    expect((await owner.put(path(id), { cities: ['munich', 'lisbon'] })).status).toBe(200);
    const { client: other } = await registeredUser(ctx, { firstName: 'Mallory' });
    for (const target of [id, crypto.randomUUID()]) {
      const read = await other.get(path(target));
      expect(read.status).toBe(404);
      expect(read.json.error.code).toBe('NOT_FOUND');
      const write = await other.put(path(target), { cities: ['berlin', 'zurich'] });
      expect(write.status).toBe(404);
      expect(write.json.error.code).toBe('NOT_FOUND');
    }
    expect((await owner.get(path(id))).json.comparedCities.cities).toEqual(['munich', 'lisbon']);
    const rows = await ctx.database.db.select().from(comparedCities).where(eq(comparedCities.analysisId, id));
    expect(rows).toHaveLength(1);
  });

  it("move with the visitor's analysis to the account they register, and go with the analysis", async () => {
    const visitor = client(ctx);
    expect((await visitor.post('/api/auth/sign-in/anonymous')).status).toBe(200);
    const id = await analysisOf(visitor);
    expect((await visitor.put(path(id), { cities: ['lisbon', 'munich'] })).status).toBe(200);
    const email = uniqueEmail('compared');
    await visitor.post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: 'Kim Visitor',
      firstName: 'Kim',
      lastName: 'Visitor',
      callbackURL: '/verify-email',
    });
    await visitor.get(pathOf(await linkFromOutbox(ctx, email, '/api/auth/verify-email')));
    expect((await visitor.get('/api/me')).json.user.isAnonymous).toBe(false);
    expect((await visitor.get(path(id))).json.comparedCities.cities).toEqual(['lisbon', 'munich']);

    await ctx.database.db.delete(careerAnalyses).where(eq(careerAnalyses.id, id));
    const rows = await ctx.database.db.select().from(comparedCities).where(eq(comparedCities.analysisId, id));
    expect(rows).toEqual([]);
  });
});
