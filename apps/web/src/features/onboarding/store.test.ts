import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import { restoreAccountDraft } from '@/lib/account-draft';
import { clearPersonalData } from '@/lib/personal-data';
import { ONBOARDING_STORAGE_KEY, clearStoredAnswers, hasStoredAnswers, useOnboardingStore } from './store';

beforeEach(() => {
  localStorage.clear();
  useOnboardingStore.getState().reset();
});

describe('the onboarding store', () => {
  it('persists every answer under one local-storage key, including the ones the spec forgot to save', () => {
    useOnboardingStore.getState().update({
      userType: 'student',
      careerGoals: ['leadership', 'innovation'],
      careerGoalsText: 'Start a company',
      locationPreferences: ['coastal', 'tech-hubs'],
      benefits: ['learning'],
      availability: '1month',
      additionalNotes: 'Near family',
    });
    const stored = JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY)!) as {
      state: { answers: Record<string, unknown> };
    };
    expect(stored.state.answers).toMatchObject({
      userType: 'student',
      careerGoals: ['leadership', 'innovation'],
      careerGoalsText: 'Start a company',
      locationPreferences: ['coastal', 'tech-hubs'],
      benefits: ['learning'],
      availability: '1month',
      additionalNotes: 'Near family',
    });
    expect(hasStoredAnswers()).toBe(true);
  });

  it('restores everything after a reload', async () => {
    useOnboardingStore.getState().update({
      skills: ['Python Programming'],
      salaryRange: 60000,
      lifestyleValues: ['nature', 'culture', 'growth'],
    });
    useOnboardingStore.getState().recordStep(12);
    const saved = localStorage.getItem(ONBOARDING_STORAGE_KEY)!;
    useOnboardingStore.setState({ answers: reviveAnswers({}), stepSeconds: [] });
    localStorage.setItem(ONBOARDING_STORAGE_KEY, saved);
    await useOnboardingStore.persist.rehydrate();
    const state = useOnboardingStore.getState();
    expect(state.answers.skills).toEqual(['Python Programming']);
    expect(state.answers.salaryRange).toBe(60000);
    expect(state.answers.lifestyleValues).toEqual(['nature', 'culture', 'growth']);
    expect(state.stepSeconds).toEqual([12]);
  });

  it('keeps valid fields of a damaged stored record and defaults the rest', () => {
    const answers = reviveAnswers({
      userType: 'astronaut',
      skills: ['SQL'],
      salaryRange: 'lots',
      industries: ['technology'],
    });
    expect(answers.userType).toBeUndefined();
    expect(answers.skills).toEqual(['SQL']);
    expect(answers.salaryRange).toBe(45000);
    expect(answers.industries).toEqual(['technology']);
  });

  it('clears the stored answers', () => {
    useOnboardingStore.getState().update({ userType: 'professional' });
    clearStoredAnswers();
    expect(hasStoredAnswers()).toBe(false);
    expect(useOnboardingStore.getState().answers.userType).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('forgets the draft in memory and in storage', () => {
    useOnboardingStore.getState().update({ skills: ['Nursing'], careerGoalsText: 'Head nurse' });
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toContain('Nursing');
    clearPersonalData();
    expect(useOnboardingStore.getState().answers.skills).toEqual([]);
    expect(useOnboardingStore.getState().answers.careerGoalsText).toBe('');
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });
});

describe('the draft kept with the account (decision 0192)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after a sign-out emptied the store, a restored draft is in the store at once, and a new sign-out clears it again', async () => {
    useOnboardingStore.getState().update({ skills: ['Nursing'], careerGoalsText: 'Lead a ward' });
    clearPersonalData();
    expect(useOnboardingStore.getState().answers.skills).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        const body = url.endsWith('/api/me/onboarding/draft')
          ? {
              answers: { skills: ['Nursing'], careerGoalsText: 'Lead a ward' },
              step: 'career-goals',
              updatedAt: '2026-11-28T10:00:00.000Z',
            }
          : { answers: null, updatedAt: null };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await expect(restoreAccountDraft()).resolves.toBe('career-goals');
    expect(useOnboardingStore.getState().answers).toMatchObject({
      skills: ['Nursing'],
      careerGoalsText: 'Lead a ward',
    });
    // The store's next write keeps the restored answers (it does not write its emptied state back over them).
    useOnboardingStore.getState().recordStep(12);
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY)!).state.answers.skills).toEqual([
      'Nursing',
    ]);
    clearPersonalData();
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(useOnboardingStore.getState().answers.careerGoalsText).toBe('');
  });
});
