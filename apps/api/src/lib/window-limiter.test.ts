import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './window-limiter';

describe('createWindowLimiter', () => {
  it('allows up to the limit in a window, then refuses until the window passes', () => {
    let now = 0;
    const limiter = createWindowLimiter(2, 1000, () => now);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.allow('b')).toBe(true);
    now = 1000;
    expect(limiter.allow('a')).toBe(true);
  });
});
