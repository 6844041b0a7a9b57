import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EARLY_READ_MS, fetchJson, forgetEarlyReads, startEarlyRead } from './fetch-json';

const Body = z.object({ n: z.number() });

/** A fetch that answers each call with the next of `answers` ({ status, n }) and records what it was asked. */
function stubFetch(...answers: { status: number; n: number }[]) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    calls.push({ path, init });
    const answer = answers[calls.length - 1] ?? { status: 500, n: -1 };
    return new Response(JSON.stringify(answer.status === 200 ? { n: answer.n } : { error: 'no' }), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => {
  forgetEarlyReads();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a read started early (decision 0244)', () => {
  it('answers the next plain GET of its path and language, once, with the request fetchJson makes', async () => {
    const calls = stubFetch({ status: 200, n: 1 }, { status: 200, n: 2 });
    startEarlyRead('/api/me/onboarding', 'nl');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init).toMatchObject({
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-thrive-language': 'nl' },
    });
    expect(await fetchJson('/api/me/onboarding', { schema: Body }, 'nl')).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    // Taken once: the next read asks the server.
    expect(await fetchJson('/api/me/onboarding', { schema: Body }, 'nl')).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('is not taken by another language, another path or a write', async () => {
    const calls = stubFetch(
      { status: 200, n: 1 },
      { status: 200, n: 2 },
      { status: 200, n: 3 },
      { status: 200, n: 4 },
    );
    startEarlyRead('/api/me/onboarding', 'nl');
    expect(await fetchJson('/api/me/onboarding', { schema: Body }, 'en')).toEqual({ n: 2 });
    expect(await fetchJson('/api/me', { schema: Body }, 'nl')).toEqual({ n: 3 });
    expect(await fetchJson('/api/me/onboarding', { method: 'PUT', json: {}, schema: Body }, 'nl')).toEqual({
      n: 4,
    });
    expect(calls.map((call) => call.init.method ?? 'GET')).toEqual(['GET', 'GET', 'GET', 'PUT']);
  });

  it('asks the server again when the early answer was 401 (the session may have been renewed since)', async () => {
    const calls = stubFetch({ status: 401, n: 0 }, { status: 200, n: 2 });
    startEarlyRead('/api/analyses/latest?view=first&lang=en', 'en');
    expect(await fetchJson('/api/analyses/latest?view=first&lang=en', { schema: Body }, 'en')).toEqual({
      n: 2,
    });
    expect(calls).toHaveLength(2);
  });

  it('is not taken once forgotten or older than EARLY_READ_MS', async () => {
    const calls = stubFetch(
      { status: 200, n: 1 },
      { status: 200, n: 2 },
      { status: 200, n: 3 },
      { status: 200, n: 4 },
    );
    startEarlyRead('/api/me/onboarding', 'en');
    forgetEarlyReads();
    expect(await fetchJson('/api/me/onboarding', { schema: Body }, 'en')).toEqual({ n: 2 });
    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyRead('/api/me/onboarding', 'en');
    vi.setSystemTime(Date.now() + EARLY_READ_MS + 1);
    expect(await fetchJson('/api/me/onboarding', { schema: Body }, 'en')).toEqual({ n: 4 });
    expect(calls).toHaveLength(4);
  });
});
