// npm run bench:analysis — the career analysis engine and service. Prints figures; never fails on them.
// 1. Engine: 1,000 generated profiles (seeded, so every run uses the same ones): p50 / p95 / max ms, analyses/s.
// 2. Service: POST /api/functions/generate-career-analysis to completed (in-process runner), on in-memory PGlite and
//    on PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; skipped if unreachable).
// 3. Peak RSS of this process.
// Options: --profiles=1000 --requests=100
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { mapAnswersToRequest, type AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import type { OnboardingAnswersInput } from '@thrive/core/contracts/onboarding';
import {
  CAREER_GOALS,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  FAMILY_STATUSES,
  INDUSTRIES,
  LIFE_GOALS,
  LIFESTYLE_VALUES,
  LOCATION_PREFERENCES,
  TIMELINES,
  USER_TYPES,
  WHAT_MATTERS,
  WORK_ENERGIES,
} from '@thrive/core/contracts/enums';
import { bundledEngineData, runAnalysis } from '@thrive/core/engine/index';
import { createMailer } from '../apps/api/src/adapters/mail';
import { createApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client';
import { createInProcessAnalysisJobs } from '../apps/api/src/jobs/analysis-jobs';
import { seeded } from './seeded';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PROFILES = arg('profiles', 1000);
const REQUESTS = arg('requests', 100);

function profiles(count: number, seed: number): AnalysisRequest[] {
  const next = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], max: number) => {
    const n = Math.floor(next() * (max + 1));
    const out = new Set<T>();
    while (out.size < Math.min(n, list.length)) out.add(pick(list));
    return [...out];
  };
  const skillNames = bundledEngineData().skills.map((s) => s.name);
  const list: AnalysisRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const answers: OnboardingAnswersInput = {
      userType: pick(USER_TYPES),
      whatMatters: some(WHAT_MATTERS, 3),
      skills: [pick(skillNames), ...some(skillNames, 7)],
      experienceLevel: pick(EXPERIENCE_LEVELS),
      educationBackground: {
        level: pick(['bachelors', 'masters', 'phd', 'bootcamp', 'high-school'] as const),
      },
      workEnergy: some(WORK_ENERGIES, 4),
      careerGoals: some(CAREER_GOALS, 3),
      lifeGoals: some(LIFE_GOALS, 4),
      locationPreferences: some(LOCATION_PREFERENCES, 4),
      industries: some(INDUSTRIES, 4),
      lifestyleValues: some(LIFESTYLE_VALUES, 3),
      familyStatus: pick(FAMILY_STATUSES),
      childrenCount: Math.floor(next() * 6),
      salaryLifestyleBalance: Math.floor(next() * 21) * 5,
      salaryRange: 25000 + Math.floor(next() * 90) * 2500,
      currency: pick(CURRENCIES),
      timeline: pick(TIMELINES),
    };
    const mapped = mapAnswersToRequest(answers);
    if (mapped.ok) list.push(mapped.request);
  }
  return list;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function engineBench() {
  const list = profiles(PROFILES, 20261122);
  const now = new Date('2026-06-01T12:00:00Z');
  for (const r of list.slice(0, 20)) runAnalysis(r, { now }); // warm-up (JIT, dataset load)
  const times: number[] = [];
  const started = performance.now();
  for (const r of list) {
    const t = performance.now();
    runAnalysis(r, { now });
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `engine    ${list.length} profiles: p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  max ${ms(times.at(-1)!)}  ` +
      `${((list.length / total) * 1000).toFixed(0)} analyses/s (target p95 < 50 ms)`,
  );
}

async function serviceBench(label: string, database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ANALYSIS_RATE_LIMIT: '1000' });
  const logger = pino({ level: 'silent' });
  const analysisJobs = createInProcessAnalysisJobs({ config, db: database.db, logger, prose: null });
  const app = createApp({
    config,
    database,
    logger,
    mailer: createMailer({ from: config.MAIL_FROM, db: database.db, logger }),
    analysisJobs,
  });
  const origin = config.publicUrl;
  const signIn = await app.request('/api/auth/sign-in/anonymous', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const list = profiles(REQUESTS + 5, 7);
  const times: number[] = [];
  let notCompleted = 0;
  for (const [i, request] of list.entries()) {
    const t = performance.now();
    const res = await app.request('/api/functions/generate-career-analysis', {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ onboardingData: request }),
    });
    const body = (await res.json()) as { analysis?: { status: string } };
    const elapsed = performance.now() - t;
    if (body.analysis?.status !== 'completed') notCompleted += 1;
    if (i >= 5) times.push(elapsed); // the first few warm up
  }
  await analysisJobs.stop();
  times.sort((a, b) => a - b);
  console.log(
    `service   ${label.padEnd(10)} request to completed, ${times.length} requests: p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  ` +
      `max ${ms(times.at(-1)!)}${notCompleted ? `  (${notCompleted} not completed)` : ''} (target p95 < 300 ms)`,
  );
}

async function main() {
  engineBench();

  const lite = await openPglite(null);
  try {
    await serviceBench('PGlite', lite);
  } finally {
    await lite.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `thrive_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`service   PostgreSQL skipped: not reachable (${(error as Error).message})`);
    admin.end().catch(() => undefined);
    return report();
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    await serviceBench('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  report();
}

function report() {
  console.log(`memory    peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
