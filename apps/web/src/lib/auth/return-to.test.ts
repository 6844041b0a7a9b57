import { describe, expect, it } from 'vitest';
import { accountLink, returnPath, safeNext } from './return-to';

describe('safeNext', () => {
  it('follows paths of this site, with their query', () => {
    expect(safeNext('/dashboard')).toBe('/dashboard');
    expect(safeNext('/dashboard?tab=compare')).toBe('/dashboard?tab=compare');
    expect(safeNext('/onboarding/salary-expectations')).toBe('/onboarding/salary-expectations');
  });

  it('sends anything else home', () => {
    for (const next of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/dash\\board',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /dashboard',
    ]) {
      expect(safeNext(next), String(next)).toBe('/');
    }
  });

  it('keeps an encoded path a path on this site', () => {
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('returnPath and accountLink', () => {
  it('comes back to the page the person is on', () => {
    expect(returnPath({ pathname: '/dashboard', search: '?tab=skill-gap' })).toBe('/dashboard?tab=skill-gap');
    expect(returnPath({ pathname: '/onboarding/timeline', search: '' })).toBe('/onboarding/timeline');
    expect(returnPath({ pathname: '/', search: '' })).toBe('/');
  });

  it('on an account page, passes its own next on', () => {
    expect(returnPath({ pathname: '/login', search: '?next=%2Fdashboard' })).toBe('/dashboard');
    expect(returnPath({ pathname: '/register', search: '' })).toBe('/');
    expect(returnPath({ pathname: '/login', search: '?next=https://evil.example' })).toBe('/');
  });

  it('links to an account page with next only when it is not home', () => {
    expect(accountLink('/login', '/')).toBe('/login');
    expect(accountLink('/register', '/dashboard?tab=compare')).toBe(
      '/register?next=%2Fdashboard%3Ftab%3Dcompare',
    );
    expect(accountLink('/login', '//evil.example')).toBe('/login');
  });
});
