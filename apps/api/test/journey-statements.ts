import pg from 'pg';
import { expect, vi } from 'vitest';
import { client, type Client } from './auth-client';
import { sampleAnswers, type createAnalysisTestApp } from './analysis-helpers';

// Decision 0147: helpers of the journey's statement tests (journey-statements and postgres-journey-statements).

export type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
export const GENERATE = '/api/functions/generate-career-analysis';

export async function visitor(ctx: Ctx): Promise<Client> {
  const c = client(ctx as never);
  expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  // The first write checks the session in the database; the journey's later calls do not (decision 0116).
  expect((await c.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(200);
  return c;
}

/**
 * The statements node-postgres sends while `run` runs, in order (the anonymous clean-up's deletes, which a timer may
 * send at any moment, left out).
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text?: string };
    const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim();
    if (!/^delete from "(sessions|users|verifications)"/.test(text)) sent.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
