import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_RETRY_KEY, saveRetryRecord } from './analysis-retry';
import { getSession, refreshSession, signOut } from './auth/session';
import { ONBOARDING_STORAGE_KEY } from './onboarding-storage';
import { onPersonalDataCleared } from './personal-data';
import { queryKeys } from './query-keys';

let signedIn = true;
beforeEach(() => {
  localStorage.clear();
  signedIn = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/auth/sign-out')) signedIn = false;
      const body =
        url.endsWith('/api/auth/get-session') && signedIn
          ? { user: { id: 'first', email: 'first@example.org', isAnonymous: false } }
          : url.endsWith('/api/auth/sign-out')
            ? { success: true }
            : null;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-out forgets the person', () => {
  it('removes the wizard draft, the retry record and the cached queries', async () => {
    await refreshSession();
    localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ state: { answers: { skills: ['Nursing'] } }, version: 1 }),
    );
    saveRetryRecord({ skills: ['Nursing'] }, {});
    localStorage.setItem('thrive.language', 'nl');
    const cache = new QueryClient();
    cache.setQueryData(queryKeys.profile('first'), { skills: ['Nursing'] });
    const stop = onPersonalDataCleared(() => cache.clear());
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toContain('Nursing');

    await signOut();
    stop();

    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(ANALYSIS_RETRY_KEY)).toBeNull();
    expect(cache.getQueryData(queryKeys.profile('first'))).toBeUndefined();
    // Not personal: the language choice stays.
    expect(localStorage.getItem('thrive.language')).toBe('nl');
  });

  it("keys per-person queries on the user, so another account never reads the first one's cache", () => {
    expect(queryKeys.profile('first')).not.toEqual(queryKeys.profile('second'));
    expect(queryKeys.latestAnalysis('first')).not.toEqual(queryKeys.latestAnalysis('second'));
    expect(queryKeys.learning('first')).not.toEqual(queryKeys.learning(null));
  });
});
