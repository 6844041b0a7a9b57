import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { z } from 'zod';
import {
  DatasetId,
  LearningEnrolBody,
  LearningItemResponse,
  LearningList,
  LearningUpdate,
} from '@thrive/core/contracts/api';
import {
  enrolInCourse,
  listLearningProgress,
  removeLearningProgress,
  updateLearningProgress,
} from '../services/learning/learning-progress';
import { bad, defineRoute, ok, refusal, routesOn, unauth } from '../openapi/route';

const course = {
  params: z.object({ courseId: DatasetId }),
  notFound: { code: 'UNKNOWN_COURSE', message: 'No such course.' },
} as const;
const unknownCourse = refusal('No such course', ['UNKNOWN_COURSE']);

export const LIST_LEARNING = defineRoute({
  method: 'get',
  path: '/api/learning-progress',
  tag: 'learning',
  summary: "The caller's courses and hours",
  auth: 'session',
  responses: { 200: ok(LearningList), 401: unauth },
});
export const ENROL = defineRoute({
  method: 'put',
  path: '/api/learning-progress/{courseId}',
  tag: 'learning',
  summary: 'Enrol in a course (idempotent)',
  auth: 'session',
  ...course,
  body: LearningEnrolBody,
  responses: { 200: ok(LearningItemResponse), 400: bad, 401: unauth, 404: unknownCourse },
});
export const UPDATE_LEARNING = defineRoute({
  method: 'patch',
  path: '/api/learning-progress/{courseId}',
  tag: 'learning',
  summary: 'Update status, log hours, mark certified',
  auth: 'session',
  ...course,
  body: LearningUpdate,
  responses: { 200: ok(LearningItemResponse), 400: bad, 401: unauth, 404: unknownCourse },
});
export const LEAVE_COURSE = defineRoute({
  method: 'delete',
  path: '/api/learning-progress/{courseId}',
  tag: 'learning',
  summary: 'Leave a course',
  auth: 'session',
  ...course,
  responses: { 200: ok(z.object({ ok: z.literal(true) })), 401: unauth, 404: unknownCourse },
});

/**
 * The caller's learning progress (signed in or anonymous; 401 without a session). Every query is scoped to the
 * caller: another person's course rows can be neither read nor changed.
 * - GET /api/learning-progress: `{ items }`
 * - PUT /api/learning-progress/:courseId `{ skillId }`: enrol (idempotent)
 * - PATCH /api/learning-progress/:courseId `{ status?, addHours?, certified? }`
 * - DELETE /api/learning-progress/:courseId
 */
export function mountLearning(app: Hono<AppEnv>, resolveUser: UserResolver) {
  const routes = new Hono<UserEnv>();
  // The dashboard reads this on every load: GET may pass on the signed session copy; writes ask the database.
  routes.use('*', requireUser(resolveUser, { cookieCache: true }));
  const serve = routesOn(routes, '/api/learning-progress');

  serve(LIST_LEARNING, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listLearningProgress(c.var.deps.database.db, c.var.user.id) });
  });

  serve(ENROL, async (c, { params: { courseId }, body }) => {
    const { skillId } = await body();
    const item = await enrolInCourse(c.var.deps.database.db, c.var.user.id, courseId, skillId);
    return c.json({ item });
  });

  serve(UPDATE_LEARNING, async (c, { params: { courseId }, body }) => {
    const update = await body();
    const item = await updateLearningProgress(c.var.deps.database.db, c.var.user.id, courseId, update);
    return c.json({ item });
  });

  serve(LEAVE_COURSE, async (c, { params: { courseId } }) => {
    await removeLearningProgress(c.var.deps.database.db, c.var.user.id, courseId);
    return c.json({ ok: true });
  });

  app.route('/api/learning-progress', routes);
}
