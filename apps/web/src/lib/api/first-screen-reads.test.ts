import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/lib/auth/session';

const session = vi.hoisted(() => ({
  state: { status: 'loading', user: null } as unknown as SessionState,
  refresh: null as null | (() => Promise<unknown>),
}));
vi.mock('@/lib/auth/session', () => ({
  getSession: () => session.state,
  refreshSession: () => session.refresh!(),
}));

const { startFirstScreenReads } = await import('./first-screen-reads');
const { forgetEarlyReads } = await import('./fetch-json');

function stubFetch() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      return new Response('{}', { status: 200 });
    }),
  );
  return paths;
}

afterEach(() => {
  forgetEarlyReads();
  vi.unstubAllGlobals();
});

const person = { id: 'u1', email: 'a@example.org', firstName: null, isAnonymous: true };

describe("the dashboard's first-screen reads started early (decision 0244)", () => {
  it('start both reads once the session has a person', async () => {
    const paths = stubFetch();
    session.state = { status: 'loading', user: null } as unknown as SessionState;
    let answer!: (user: unknown) => void;
    session.refresh = () => new Promise((resolve) => (answer = resolve));
    startFirstScreenReads();
    expect(paths).toEqual([]);
    answer(person);
    await vi.waitFor(() => expect(paths).toHaveLength(2));
    expect(paths).toEqual(['/api/analyses/latest?view=first&lang=en', '/api/me/onboarding']);
  });

  it('make no read without a session (no read that must fail, decision 0144)', async () => {
    const paths = stubFetch();
    session.state = { status: 'loading', user: null } as unknown as SessionState;
    session.refresh = () => Promise.resolve(null);
    startFirstScreenReads();
    await new Promise((resolve) => setTimeout(resolve, 10));
    session.state = { status: 'ready', user: null } as unknown as SessionState;
    startFirstScreenReads();
    expect(paths).toEqual([]);
  });

  it('start at once when the session is already known', () => {
    const paths = stubFetch();
    session.state = { status: 'ready', user: person } as unknown as SessionState;
    startFirstScreenReads();
    expect(paths).toHaveLength(2);
  });
});
