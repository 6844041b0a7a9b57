import { describe, expect, it } from 'vitest';
import { rememberVerified, userOfVerifiedCookie, type CurrentUser } from './current-user';

const person = (id: string): CurrentUser => ({
  id,
  email: `${id}@example.org`,
  firstName: null,
  lastName: null,
  isAnonymous: true,
  twoFactorEnabled: false,
  via: 'cookie',
});

// The verified copies are looked up by the header's tail (decision 0081); a hit must still be the whole header.
describe('verified session cookies', () => {
  const tail = `thrive.session_data=${'a'.repeat(200)}`;
  const first = `thrive.session_token=first.sig; ${tail}`;
  const second = `thrive.session_token=second.sig; ${tail}`;
  const later = Date.now() + 60_000;

  it('answers only the very header that was verified, not another with the same tail', () => {
    rememberVerified(first, person('first'), later);
    expect(userOfVerifiedCookie(first)?.id).toBe('first');
    expect(userOfVerifiedCookie(second)).toBeNull();
    expect(userOfVerifiedCookie(`x=1; ${first}`)).toBeNull();
    expect(userOfVerifiedCookie(tail)).toBeNull();
  });

  it('keeps the newer of two headers that share a tail', () => {
    rememberVerified(first, person('first'), later);
    rememberVerified(second, person('second'), later);
    expect(userOfVerifiedCookie(second)?.id).toBe('second');
    expect(userOfVerifiedCookie(first)).toBeNull();
  });

  it('forgets a copy past its expiry, and a short header works as its own key', () => {
    rememberVerified(first, person('first'), Date.now() - 1);
    expect(userOfVerifiedCookie(first)).toBeNull();
    rememberVerified('s=1', person('short'), later);
    expect(userOfVerifiedCookie('s=1')?.id).toBe('short');
  });
});
