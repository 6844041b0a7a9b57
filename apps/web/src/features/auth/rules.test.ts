import { describe, expect, it } from 'vitest';
import { canSubmitLogin, canSubmitRegister, passwordsMismatch, registerProblems } from './rules';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  password: 'secret123',
  confirmPassword: 'secret123',
  terms: true,
};

describe('sign-up rules', () => {
  it('enables submit only when all is filled, passwords match and terms are ticked', () => {
    expect(canSubmitRegister(filled)).toBe(true);
    for (const key of ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const) {
      expect(canSubmitRegister({ ...filled, [key]: '' }), key).toBe(false);
    }
    expect(canSubmitRegister({ ...filled, firstName: '   ' })).toBe(false);
    expect(canSubmitRegister({ ...filled, terms: false })).toBe(false);
    expect(canSubmitRegister({ ...filled, confirmPassword: 'secret124' })).toBe(false);
  });
  it('needs a password of at least 8 characters and an address that looks like one (walk W8)', () => {
    expect(canSubmitRegister({ ...filled, password: 'short', confirmPassword: 'short' })).toBe(false);
    expect(registerProblems({ ...filled, password: 'short', confirmPassword: 'short' })).toEqual([
      'passwordShort',
    ]);
    expect(registerProblems({ ...filled, email: 'ada' })).toEqual(['emailInvalid']);
    expect(registerProblems({ ...filled, terms: false, lastName: '' })).toEqual(['lastName', 'terms']);
  });
  it('reports a mismatch only once both passwords are typed', () => {
    expect(passwordsMismatch({ password: 'a', confirmPassword: '' })).toBe(false);
    expect(passwordsMismatch({ password: 'a', confirmPassword: 'b' })).toBe(true);
    expect(passwordsMismatch({ password: 'a', confirmPassword: 'a' })).toBe(false);
  });
});

describe('sign-in rules', () => {
  it('needs an email and a password', () => {
    expect(canSubmitLogin({ email: 'a@b.c', password: 'x' })).toBe(true);
    expect(canSubmitLogin({ email: '', password: 'x' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.c', password: '' })).toBe(false);
  });
});
