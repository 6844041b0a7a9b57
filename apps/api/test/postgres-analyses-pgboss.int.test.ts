import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPgBossAnalysisJobs } from '../src/jobs/pgboss-jobs';
import { client } from './auth-client';
import { sampleRequest } from './analysis-helpers';
import { createTestDatabase } from './db';

// pg-boss needs PostgreSQL: postgres-*.int.test.ts run in the int-postgres project only.
describe('JOB_QUEUE=pgboss: the server enqueues, a worker completes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<typeof createPgBossAnalysisJobs>;
  let worker: ReturnType<typeof createPgBossAnalysisJobs>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url!,
      JOB_QUEUE: 'pgboss',
    });
    const logger = pino({ level: 'silent' });
    server = createPgBossAnalysisJobs({ config, db: database.db, logger, prose: null }, { work: false });
    worker = createPgBossAnalysisJobs({ config, db: database.db, logger, prose: null }, { work: true });
    await server.start();
    await worker.start();
    const mailer = createMailer({ from: config.MAIL_FROM, db: database.db, logger });
    app = createApp({ config, database, logger, mailer, analysisJobs: server });
  });
  afterAll(async () => {
    await server.stop();
    await worker.stop();
    await database.close();
  });

  it('completes an analysis through the queue', async () => {
    const c = client({ app } as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    const res = await c.post('/api/functions/generate-career-analysis', {
      onboardingData: sampleRequest(),
    });
    expect(res.status).toBeLessThan(300);
    const id = res.json.analysis.id as string;
    expect(await server.waitForSettled(id, 20_000)).toBe('completed');
    const latest = (await c.get('/api/analyses/latest')).json.analysis;
    expect(latest).toMatchObject({ id, status: 'completed' });
  });
});
