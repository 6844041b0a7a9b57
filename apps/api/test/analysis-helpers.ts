import { mapAnswersToRequest, type AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import type { OnboardingAnswersInput } from '@thrive/core/contracts/onboarding';
import pino from 'pino';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createInProcessAnalysisJobs, type JobDeps } from '../src/jobs/analysis-jobs';
import { createTestDatabase } from './db';

/** The real app on a fresh database with an in-process analysis runner the test can reach (and its prose writer). */
export async function createAnalysisTestApp(
  env: Record<string, string> = {},
  jobOptions: Pick<JobDeps, 'prose' | 'now'> = {},
) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ from: config.MAIL_FROM, db: database.db, logger });
  const analysisJobs = createInProcessAnalysisJobs({ config, db: database.db, logger, ...jobOptions });
  const app = createApp({ config, database, logger, mailer, analysisJobs });
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

export const sampleAnswers: OnboardingAnswersInput = {
  userType: 'recent-grad',
  whatMatters: ['finding-job', 'relocating'],
  skills: ['Python', 'SQL', 'Machine Learning'],
  educationBackground: { level: 'masters', institution: 'TU Delft', fieldOfStudy: 'Computer Science' },
  experienceLevel: 'junior',
  workEnergy: ['analytical', 'technical'],
  careerGoals: ['technical-mastery'],
  lifeGoals: ['worklife'],
  locationPreferences: ['urban', 'tech-hubs'],
  industries: ['technology'],
  salaryRange: 55000,
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'single',
  timeline: '1-3-years',
};

export function sampleRequest(overrides: OnboardingAnswersInput = {}): AnalysisRequest {
  const mapped = mapAnswersToRequest({ ...sampleAnswers, ...overrides });
  if (!mapped.ok) throw new Error(`sample answers do not map: ${mapped.code}`);
  return mapped.request;
}
