import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCourses } from '@thrive/core/datasets/index';
import { learningProgress, users } from '../src/db/schema/index';
import { moveUserData } from '../src/services/user-data-owners';
import { createTestApp } from './app';
import { client, registeredUser, type Client } from './auth-client';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const [first, second] = listCourses();
const courseA = first!;
const courseB = second!;

async function anonymous(): Promise<Client> {
  const c = client(ctx);
  const res = await c.post('/api/auth/sign-in/anonymous');
  expect(res.status).toBe(200);
  return c;
}

describe('learning progress endpoints', () => {
  it('answers 401 without a session', async () => {
    const c = client(ctx);
    expect((await c.get('/api/learning-progress')).status).toBe(401);
    expect((await c.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] })).status).toBe(
      401,
    );
  });

  it('enrols, logs hours, completes, certifies and leaves, and reads it all back', async () => {
    const c = await anonymous();
    expect((await c.get('/api/learning-progress')).json).toEqual({ items: [] });

    const enrol = await c.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] });
    expect(enrol.status).toBe(200);
    expect(enrol.json.item).toMatchObject({ courseId: courseA.id, status: 'enrolled', hoursSpent: 0 });
    // Enrolling again keeps the row.
    expect((await c.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] })).status).toBe(
      200,
    );

    const logged = await c.request('PATCH', `/api/learning-progress/${courseA.id}`, { addHours: 2.5 });
    expect(logged.json.item).toMatchObject({ status: 'in-progress', hoursSpent: 2.5 });
    const done = await c.request('PATCH', `/api/learning-progress/${courseA.id}`, {
      status: 'completed',
      certified: true,
    });
    expect(done.json.item).toMatchObject({ status: 'completed', certified: true, hoursSpent: 2.5 });

    await c.put(`/api/learning-progress/${courseB.id}`, { skillId: courseB.skills[0] });
    const list = await c.get('/api/learning-progress');
    expect(list.json.items.map((i: { courseId: string }) => i.courseId).sort()).toEqual(
      [courseA.id, courseB.id].sort(),
    );

    expect((await c.delete(`/api/learning-progress/${courseB.id}`)).status).toBe(200);
    expect((await c.get('/api/learning-progress')).json.items).toHaveLength(1);
  });

  it('rejects unknown courses and bad bodies with codes, never 500', async () => {
    const c = await anonymous();
    const unknown = await c.put('/api/learning-progress/no-such-course', { skillId: 'python' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('UNKNOWN_COURSE');
    expect((await c.put(`/api/learning-progress/${courseA.id}`, { skillId: 'Not An Id!' })).status).toBe(400);
    await c.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] });
    expect(
      (await c.request('PATCH', `/api/learning-progress/${courseA.id}`, { addHours: 1000 })).status,
    ).toBe(400);
    expect((await c.request('PATCH', `/api/learning-progress/${courseA.id}`, { userId: 'x' })).status).toBe(
      400,
    );
    expect((await c.put(`/api/learning-progress/${courseA.id}`, 'not json')).status).toBe(400);
  });

  it('isolates people: B cannot read, change or delete A’s records', async () => {
    const a = await anonymous();
    const b = await anonymous();
    await a.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] });
    await a.request('PATCH', `/api/learning-progress/${courseA.id}`, { addHours: 3 });

    expect((await b.get('/api/learning-progress')).json.items).toEqual([]);
    const change = await b.request('PATCH', `/api/learning-progress/${courseA.id}`, { status: 'completed' });
    expect(change.status).toBe(404);
    expect(change.json.error.code).toBe('NOT_ENROLLED');
    expect((await b.delete(`/api/learning-progress/${courseA.id}`)).status).toBe(404);

    // B enrolling in the same course makes B's own row; A's is untouched.
    await b.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] });
    await b.request('PATCH', `/api/learning-progress/${courseA.id}`, { status: 'completed' });
    const aItems = (await a.get('/api/learning-progress')).json.items;
    expect(aItems).toHaveLength(1);
    expect(aItems[0]).toMatchObject({ status: 'in-progress', hoursSpent: 3 });
  });

  it('moves a visitor’s progress to the account on sign-in, the visitor’s row winning a clash', async () => {
    const account = await registeredUser(ctx);
    await account.client.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] });
    await account.client.put(`/api/learning-progress/${courseB.id}`, { skillId: courseB.skills[0] });
    const me = await account.client.get('/api/me');
    const accountId = me.json.user.id as string;

    const visitor = await anonymous();
    await visitor.put(`/api/learning-progress/${courseA.id}`, { skillId: courseA.skills[0] });
    await visitor.request('PATCH', `/api/learning-progress/${courseA.id}`, { addHours: 4 });
    const visitorId = (await visitor.get('/api/me')).json.user.id as string;

    const moved = await moveUserData(ctx.database.db, visitorId, accountId);
    expect(moved.learning_progress).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(learningProgress)
      .where(eq(learningProgress.userId, accountId));
    expect(rows.map((r) => [r.courseId, r.hoursSpent]).sort()).toEqual(
      [
        [courseA.id, 4],
        [courseB.id, 0],
      ].sort(),
    );

    // Deleting the person deletes their progress (ON DELETE CASCADE).
    await ctx.database.db.delete(users).where(eq(users.id, accountId));
    const left = await ctx.database.db
      .select()
      .from(learningProgress)
      .where(eq(learningProgress.userId, accountId));
    expect(left).toEqual([]);
  });
});
