import { mapAnswersToRequest, type AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import type { OnboardingAnswersInput } from '@thrive/core/contracts/onboarding';
import pino from 'pino';
import { createMailer } from '../src/adapters/mail';
import { createApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createInProcessAnalysisJobs, type JobDeps } from '../src/jobs/analysis-jobs';
import { createTestDatabase } from './db';
import { sampleAnswers } from './sample-answers';

/** The real app on a fresh database with an in-process analysis runner the test can reach (and its prose writer). */
export async function createAnalysisTestApp(
  env: Record<string, string> = {},
  jobOptions: Pick<JobDeps, 'prose' | 'now' | 'engine'> = {},
  appOptions: AppOptions = {},
) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ from: config.MAIL_FROM, db: database.db, logger });
  const analysisJobs = createInProcessAnalysisJobs({ config, db: database.db, logger, ...jobOptions });
  const app = createApp({ config, database, logger, mailer, analysisJobs }, appOptions);
  return {
    app,
    database,
    config,
    mailer,
    analysisJobs,
    close: async () => {
      await analysisJobs.stop();
      await database.close();
    },
  };
}

export { sampleAnswers };

export function sampleRequest(overrides: OnboardingAnswersInput = {}): AnalysisRequest {
  const mapped = mapAnswersToRequest({ ...sampleAnswers, ...overrides });
  if (!mapped.ok) throw new Error(`sample answers do not map: ${mapped.code}`);
  return mapped.request;
}
