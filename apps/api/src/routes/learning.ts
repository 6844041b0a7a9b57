import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { readJson } from '../lib/validate';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { DatasetId, LearningEnrolBody, LearningUpdate } from '@thrive/core/contracts/api';
import {
  enrolInCourse,
  listLearningProgress,
  removeLearningProgress,
  updateLearningProgress,
} from '../services/learning/learning-progress';
import { ApiError } from '../lib/errors';

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

  const courseIdOf = (raw: string) => {
    const parsed = DatasetId.safeParse(raw);
    if (!parsed.success) throw new ApiError(404, 'UNKNOWN_COURSE', 'No such course.');
    return parsed.data;
  };

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listLearningProgress(c.var.deps.database.db, c.var.user.id) });
  });

  routes.put('/:courseId', async (c) => {
    const courseId = courseIdOf(c.req.param('courseId'));
    const { skillId } = await readJson(c, LearningEnrolBody);
    const item = await enrolInCourse(c.var.deps.database.db, c.var.user.id, courseId, skillId);
    return c.json({ item });
  });

  routes.patch('/:courseId', async (c) => {
    const courseId = courseIdOf(c.req.param('courseId'));
    const update = await readJson(c, LearningUpdate);
    const item = await updateLearningProgress(c.var.deps.database.db, c.var.user.id, courseId, update);
    return c.json({ item });
  });

  routes.delete('/:courseId', async (c) => {
    const courseId = courseIdOf(c.req.param('courseId'));
    await removeLearningProgress(c.var.deps.database.db, c.var.user.id, courseId);
    return c.json({ ok: true });
  });

  app.route('/api/learning-progress', routes);
}
