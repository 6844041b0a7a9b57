import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

describe('createMemoryRateLimiter', () => {
  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.hit('a', 2, 1000)).allowed).toBe(true);
    expect((await limiter.hit('a', 2, 1000)).allowed).toBe(true);
    const third = await limiter.hit('a', 2, 1000);
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 1 });
    expect((await limiter.hit('b', 2, 1000)).allowed).toBe(true);
    now = 1000;
    expect((await limiter.hit('a', 2, 1000)).allowed).toBe(true);
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const limiter = createMemoryRateLimiter(() => 0);
    for (let i = 0; i < 60_000; i++) await limiter.hit(`k${i}`, 1, 60_000);
    // Still answers, and a fresh key is allowed.
    expect((await limiter.hit('fresh', 1, 60_000)).allowed).toBe(true);
  });
});
