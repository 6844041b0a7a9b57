import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('uses the first name', () => {
    expect(greetingName({ firstName: 'Sanne', email: 'sanne@example.org' })).toBe('Sanne');
    expect(greetingName({ firstName: '  Sanne ' })).toBe('Sanne');
  });

  it('falls back to the part of the email before the @', () => {
    expect(greetingName({ firstName: '', email: 'j.jansen@example.nl' })).toBe('j.jansen');
    expect(greetingName({ firstName: '   ', email: 'kim@example.org' })).toBe('kim');
  });

  it("falls back to 'there' (or the given word)", () => {
    expect(greetingName(null)).toBe('there');
    expect(greetingName({})).toBe('there');
    expect(greetingName({ email: '@example.org' })).toBe('there');
    expect(greetingName({ email: 'no-at-sign' })).toBe('there');
    expect(greetingName(undefined, 'daar')).toBe('daar');
    expect(greetingName({ email: 'anon-123@anonymous.invalid', isAnonymous: true })).toBe('there');
    expect(greetingName({ firstName: 'Kim', isAnonymous: true })).toBe('Kim');
  });
});
