import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswers } from '@thrive/core/contracts/onboarding';
import {
  accountDraftSettled,
  draftToRestore,
  onAccountDraftRestored,
  restoreAccountDraft,
  saveAccountDraft,
} from './account-draft';
import { ONBOARDING_STORAGE_KEY, readStoredAnswers } from './onboarding-storage';

const draft = (updatedAt: string, answers: Record<string, unknown> = { skills: ['Python'] }) => ({
  answers,
  step: 'skills-assessment' as const,
  updatedAt,
});

describe('which account draft comes back (decision 0192)', () => {
  it('restores a draft when the browser holds nothing and no plan is saved', () => {
    expect(draftToRestore(draft('2026-11-28T10:00:00Z'), { answers: null, updatedAt: null }, null)).toEqual({
      answers: { skills: ['Python'] },
      step: 'skills-assessment',
    });
    // The browser's reset store (all defaults) holds nothing either.
    expect(draftToRestore(draft('2026-11-28T10:00:00Z'), null, emptyAnswers())?.step).toBe(
      'skills-assessment',
    );
  });

  it('keeps the browser copy that holds answers: it is what the person works on here', () => {
    expect(
      draftToRestore(draft('2026-11-28T10:00:00Z'), null, { ...emptyAnswers(), skills: ['Welding'] }),
    ).toBeNull();
  });

  it('restores over a saved plan only when the draft is newer', () => {
    const plan = (updatedAt: string) => ({ answers: { skills: ['SQL'] }, updatedAt });
    expect(draftToRestore(draft('2026-11-28T10:00:00Z'), plan('2026-11-28T09:59:59Z'), null)?.step).toBe(
      'skills-assessment',
    );
    expect(draftToRestore(draft('2026-11-28T10:00:00Z'), plan('2026-11-28T10:00:00Z'), null)).toBeNull();
    expect(draftToRestore(draft('2026-11-28T10:00:00Z'), plan('2026-11-28T10:00:01Z'), null)).toBeNull();
    // A draft without a time is never taken over a plan.
    expect(draftToRestore({ ...draft(''), updatedAt: null }, plan('2026-11-28T10:00:01Z'), null)).toBeNull();
  });

  it('restores nothing from an empty or missing draft', () => {
    expect(draftToRestore({ answers: null, step: null, updatedAt: null }, null, null)).toBeNull();
    expect(draftToRestore(draft('2026-11-28T10:00:00Z', {}), null, null)).toBeNull();
    expect(draftToRestore(null, null, null)).toBeNull();
  });
});

describe('the account draft in the browser', () => {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let answer: Record<string, { status: number; body: unknown }> = {};
  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    answer = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const reply = answer[`${method} ${url}`] ?? { status: 200, body: {} };
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('brings the draft into the browser copy, tells the store, and returns the step', async () => {
    answer['GET /api/me/onboarding/draft'] = {
      status: 200,
      body: {
        answers: { personalInfo: { firstName: 'Ana', lastName: 'Petrović', email: 'ana@example.org' } },
        step: 'skills-assessment',
        updatedAt: '2026-11-28T10:00:00.000Z',
      },
    };
    answer['GET /api/me/onboarding'] = { status: 200, body: { answers: null, updatedAt: null } };
    const heard = vi.fn();
    const stop = onAccountDraftRestored(heard);
    await expect(restoreAccountDraft()).resolves.toBe('skills-assessment');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readStoredAnswers()?.personalInfo).toMatchObject({ firstName: 'Ana', lastName: 'Petrović' });
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toContain('"version":1');
  });

  it('restores nothing when the profile cannot be read, or the draft read fails', async () => {
    answer['GET /api/me/onboarding/draft'] = {
      status: 200,
      body: { answers: { skills: ['Go'] }, step: 'timeline', updatedAt: '2026-11-28T10:00:00.000Z' },
    };
    answer['GET /api/me/onboarding'] = {
      status: 503,
      body: { error: { code: 'DB_UNAVAILABLE', message: 'x' } },
    };
    await expect(restoreAccountDraft()).resolves.toBeNull();
    answer['GET /api/me/onboarding/draft'] = { status: 500, body: { error: { code: 'X', message: 'x' } } };
    await expect(restoreAccountDraft()).resolves.toBeNull();
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it('sends drafts one after another, never throws, and the profile save can wait for them', async () => {
    answer['PUT /api/me/onboarding/draft'] = {
      status: 503,
      body: { error: { code: 'DB_UNAVAILABLE', message: 'x' } },
    };
    const answers = { ...emptyAnswers(), skills: ['Python'] };
    const first = saveAccountDraft(answers, 'skills-assessment');
    const second = saveAccountDraft({ ...answers, skills: ['Python', 'SQL'] }, 'education-background');
    await expect(first).resolves.toBe(false);
    await accountDraftSettled();
    await expect(second).resolves.toBe(false);
    expect(calls.map((call) => [call.method, (call.body as { step: string }).step])).toEqual([
      ['PUT', 'skills-assessment'],
      ['PUT', 'education-background'],
    ]);
    delete answer['PUT /api/me/onboarding/draft'];
    await expect(saveAccountDraft(answers, 'timeline')).resolves.toBe(true);
  });
});
