import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_MAX_CHARS } from '@thrive/core/contracts/onboarding-draft';
import { createAnalysisTestApp, sampleAnswers } from './analysis-helpers';
import { client, registeredUser } from './auth-client';
import { testDbKind } from './db';

/**
 * Decision 0192: the wizard's unfinished answers are kept with the account (`/api/me/onboarding/draft`), partial and
 * not checked as complete answers, with the step the person was on; another sign-in (another device) reads them back,
 * and saving the answers as the profile removes them.
 */
describe(`the wizard's draft kept with the account (${testDbKind()})`, () => {
  let ctx: Awaited<ReturnType<typeof createAnalysisTestApp>>;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
  });
  afterAll(() => ctx?.close());

  it('keeps partial answers a complete save refuses, reads them on a second sign-in, and the profile replaces them', async () => {
    const { client: c, email, password } = await registeredUser(ctx as never);
    const empty = await c.get('/api/me/onboarding/draft');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ answers: null, step: null, updatedAt: null });
    expect(empty.headers.get('cache-control')).toContain('no-store');

    // Half-typed: an email the complete answers refuse, and a field the contract does not know.
    const partial = {
      userType: 'professional',
      personalInfo: { firstName: 'Ana', lastName: 'Petrović', email: 'ana@' },
      skills: ['Python'],
      laterField: { kept: true },
    };
    expect((await c.put('/api/me/onboarding', { answers: partial })).status).toBe(400);
    const put = await c.put('/api/me/onboarding/draft', { answers: partial, step: 'skills-assessment' });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ answers: partial, step: 'skills-assessment' });
    const firstAt = Date.parse(put.json.updatedAt);
    expect(Number.isFinite(firstAt)).toBe(true);

    // Another device: a new sign-in with the same account reads the same draft and step.
    const other = client(ctx as never);
    expect((await other.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const read = await other.get('/api/me/onboarding/draft');
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ answers: partial, step: 'skills-assessment', updatedAt: put.json.updatedAt });

    // A later save replaces it (answers and step), and is later.
    const moved = await other.put('/api/me/onboarding/draft', {
      answers: { ...partial, skills: ['Python', 'SQL'] },
      step: 'education-background',
    });
    expect(moved.status).toBe(200);
    const again = (await c.get('/api/me/onboarding/draft')).json;
    expect(again).toMatchObject({ step: 'education-background', answers: { skills: ['Python', 'SQL'] } });
    expect(Date.parse(again.updatedAt)).toBeGreaterThanOrEqual(firstAt);
    // The profile is untouched by a draft.
    expect((await c.get('/api/me/onboarding')).json.answers).toBeNull();

    // Create My Plan: the saved answers replace the draft.
    expect((await c.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(200);
    expect((await c.get('/api/me/onboarding/draft')).json).toEqual({
      answers: null,
      step: null,
      updatedAt: null,
    });

    // The person can remove a draft themselves.
    expect((await c.put('/api/me/onboarding/draft', { answers: partial, step: 'timeline' })).status).toBe(
      200,
    );
    expect((await c.delete('/api/me/onboarding/draft')).json).toEqual({ deleted: true });
    expect((await c.delete('/api/me/onboarding/draft')).json).toEqual({ deleted: false });
    expect((await c.get('/api/me/onboarding/draft')).json.answers).toBeNull();
  });

  it('refuses bad drafts with 400 and a code, never 5xx, and keeps the last good one', async () => {
    const { client: c } = await registeredUser(ctx as never);
    expect(
      (await c.put('/api/me/onboarding/draft', { answers: { skills: ['Go'] }, step: 'career-goals' })).status,
    ).toBe(200);
    const cases: [unknown, string][] = [
      ['not json', 'INVALID_JSON'],
      [{}, 'VALIDATION_FAILED'],
      [{ answers: { skills: ['Go'] } }, 'VALIDATION_FAILED'],
      [{ answers: { skills: ['Go'] }, step: 'processing' }, 'VALIDATION_FAILED'],
      [{ answers: { skills: ['Go'] }, step: 'no-such-step' }, 'VALIDATION_FAILED'],
      [{ answers: ['Go'], step: 'survey' }, 'VALIDATION_FAILED'],
      [{ answers: null, step: 'survey' }, 'VALIDATION_FAILED'],
      [{ answers: { careerGoalsText: 'x'.repeat(DRAFT_MAX_CHARS) }, step: 'survey' }, 'DRAFT_TOO_LARGE'],
    ];
    for (const [body, code] of cases) {
      const res = await c.put('/api/me/onboarding/draft', body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.json?.error?.code]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        code,
      ]);
    }
    // Just under the limit is kept.
    const big = { careerGoalsText: 'x'.repeat(DRAFT_MAX_CHARS - 40) };
    expect((await c.put('/api/me/onboarding/draft', { answers: big, step: 'survey' })).status).toBe(200);
    expect((await c.get('/api/me/onboarding/draft')).json.step).toBe('survey');

    // No session: 401, nothing kept.
    const stranger = client(ctx as never);
    expect((await stranger.get('/api/me/onboarding/draft')).status).toBe(401);
    expect((await stranger.put('/api/me/onboarding/draft', { answers: {}, step: 'survey' })).status).toBe(
      401,
    );
  });

  it("an anonymous visitor's draft moves to the account they register", async () => {
    const c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    expect(
      (await c.put('/api/me/onboarding/draft', { answers: { skills: ['Rust'] }, step: 'skills-assessment' }))
        .status,
    ).toBe(200);
    await registeredUser(ctx as never, {}, c);
    const me = (await c.get('/api/me')).json.user;
    expect(me.isAnonymous).toBe(false);
    expect((await c.get('/api/me/onboarding/draft')).json).toMatchObject({
      answers: { skills: ['Rust'] },
      step: 'skills-assessment',
    });
  });
});
