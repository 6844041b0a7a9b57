import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseAnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { ANALYSIS_HEAD_CHANNEL } from '../src/services/analysis/analysis-heads';
import { hashRequest, submitAnalysis } from '../src/services/analysis/submit-analysis';
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

  it('a submission is one statement (the database function takes the lock), its run a claim and a completion that tells other processes', async () => {
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
        'select outcome,',
        'update "career_analyses"',
        'update "career_analyses"',
      ]);
      // Other processes hear of the new row (at its commit) and of its completion.
      await vi.waitFor(() => expect(notices.filter((n) => n === userId)).toHaveLength(2));
    } finally {
      await listener.end();
    }
  });

  it('a submission waits for the per-person lock and then sees what its holder committed', async () => {
    const c = await visitor(ctx);
    const userId: string = (await c.get('/api/me')).json.user.id;
    const parsed = parseAnalysisRequest(sampleRequest({ skills: ['Haskell'] }));
    if (!parsed.ok) throw new Error(parsed.code);
    // Another process's submission of the same request, holding the lock with its row not yet committed.
    const holder = new pg.Client({ connectionString: ctx.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`career_analyses:${userId}`]);
      const { rows } = await holder.query(
        `insert into career_analyses (user_id, status, request, request_hash) values ($1, 'pending', $2::jsonb, $3)
         returning id`,
        [userId, JSON.stringify(parsed.request), hashRequest(parsed.request)],
      );
      const waiting = submitAnalysis(
        ctx.database.db,
        userId,
        { onboardingData: parsed.request },
        { rateLimit: 100 },
      );
      // It waits at the lock (a statement that read first, or no lock, would not wait and would insert a second row).
      await vi.waitFor(async () => {
        const { rows: waiters } = await holder.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
        );
        expect(waiters[0].n).toBe(1);
      });
      await holder.query('commit');
      expect(await waiting).toMatchObject({ id: rows[0].id, duplicate: true });
    } finally {
      await holder.end();
    }
  });
});
