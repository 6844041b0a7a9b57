import { describe, expect, it } from 'vitest';
import { boundedKey, createMemoryRateLimiter } from './rate-limiter';

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

  it('stays bounded under a flood of 60,000 distinct keys, and a blocked key stays blocked', async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0, maxKeys: 10_000, maxHeldKeys: 1_000 });
    // A blocked address and an account close to its limit, before the flood.
    for (let i = 0; i < 31; i++) await limiter.hit('auth:sign-in:ip:203.0.113.9', 30, 60_000);
    for (let i = 0; i < 9; i++) await limiter.hit('auth:sign-in:account:ada@example.org', 10, 60_000);
    for (let i = 0; i < 60_000; i++) await limiter.hit(`auth:sign-in:ip:flood-${i}`, 30, 60_000);

    const stats = limiter.stats();
    expect(stats.keys).toBeLessThanOrEqual(11_000);
    expect(stats.open).toBe(10_000);
    expect(stats.evictedOpen).toBe(50_000);
    expect(stats.evictedHeld).toBe(0);
    // Still counted from where they were: not reset.
    expect(await limiter.hit('auth:sign-in:ip:203.0.113.9', 30, 60_000)).toMatchObject({
      allowed: false,
      count: 32,
    });
    expect(await limiter.hit('auth:sign-in:account:ada@example.org', 10, 60_000)).toMatchObject({
      allowed: true,
      count: 10,
    });
    expect(await limiter.hit('auth:sign-in:account:ada@example.org', 10, 60_000)).toMatchObject({
      allowed: false,
      count: 11,
    });
  });

  it('with the default bounds, 120,000 distinct keys stay bounded and a locked account stays locked', async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0 });
    for (let i = 0; i < 6; i++) await limiter.hit('auth:sign-up:account:ada@example.org', 5, 60_000);
    for (let i = 0; i < 120_000; i++) await limiter.hit(`form:ip:${i}`, 5, 60_000);
    expect(limiter.stats().keys).toBeLessThanOrEqual(150_000);
    expect(limiter.stats().evictedOpen).toBeGreaterThan(0);
    expect((await limiter.hit('auth:sign-up:account:ada@example.org', 5, 60_000)).allowed).toBe(false);
  });

  it('evicts the least recently used open counter first', async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0, maxKeys: 3 });
    await limiter.hit('a', 10, 1000);
    await limiter.hit('b', 10, 1000);
    await limiter.hit('c', 10, 1000);
    await limiter.hit('a', 10, 1000); // a is now the most recently used
    await limiter.hit('d', 10, 1000); // evicts b
    expect((await limiter.hit('a', 10, 1000)).count).toBe(3);
    expect((await limiter.hit('b', 10, 1000)).count).toBe(1);
  });

  it('drops expired windows as it goes, so old keys do not take the space of live ones', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now, maxKeys: 1000 });
    for (let i = 0; i < 1000; i++) await limiter.hit(`old-${i}`, 10, 1000);
    now = 5000;
    for (let i = 0; i < 300; i++) await limiter.hit(`new-${i}`, 10, 1000);
    const stats = limiter.stats();
    expect(stats.evictedOpen).toBe(0);
    expect(stats.keys).toBeLessThan(1000);
  });

  it('bounds the length of a key', () => {
    expect(boundedKey('auth:sign-in:ip:1.2.3.4')).toBe('auth:sign-in:ip:1.2.3.4');
    const long = `auth:sign-in:account:${'x'.repeat(5000)}@example.org`;
    expect(boundedKey(long).length).toBeLessThan(100);
    expect(boundedKey(long)).toBe(boundedKey(long));
    expect(boundedKey(long)).not.toBe(boundedKey(`${long}x`));
  });
});
