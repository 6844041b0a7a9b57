import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_HEAD_CHANNEL } from '../src/services/analysis/analysis-heads';
import type { Client } from './auth-client';
import { createAnalysisTestApp, sampleRequest } from './analysis-helpers';
import { GENERATE, statementsOf, visitor, type Ctx } from './journey-statements';

// Decision 0147: the statements a submission and its run send, counted through node-postgres (PostgreSQL, production's
// database, where every statement is a round trip); PGlite runs no node-postgres client, so this file is PostgreSQL's
// only (postgres-*.int.test.ts), and journey-statements.int.test.ts checks the answers on both databases.

describe("the journey's statements on PostgreSQL", () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
  });
  afterAll(async () => ctx.close());

  it('a submission is a lock and one statement in a transaction, its run a claim and a completion that tells other processes', async () => {
    const c = await visitor(ctx);
    const userId: string = (await c.get('/api/me')).json.user.id;
    const listener = new pg.Client({ connectionString: ctx.database.url });
    const notices: string[] = [];
    await listener.connect();
    try {
      listener.on('notification', (n) => {
        if (n.channel === ANALYSIS_HEAD_CHANNEL && n.payload) notices.push(n.payload);
      });
      await listener.query(`listen ${ANALYSIS_HEAD_CHANNEL}`);
      let answer: Awaited<ReturnType<Client['post']>> | undefined;
      const sent = await statementsOf(async () => {
        answer = await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Welding'] }) });
      });
      expect(answer!.status).toBe(200);
      expect(answer!.json.analysis.status).toBe('completed');
      expect(sent.map((text) => text.split(' ').slice(0, 2).join(' '))).toEqual([
        'begin',
        'select pg_advisory_xact_lock(hashtext($1))',
        'with recent',
        'commit',
        'update "career_analyses"',
        'update "career_analyses"',
      ]);
      // Other processes hear of the new row (at its commit) and of its completion.
      await vi.waitFor(() => expect(notices.filter((n) => n === userId)).toHaveLength(2));
    } finally {
      await listener.end();
    }
  });
});
