import { describe, expect, it } from 'vitest';
import { APP_PATHS, isKnownAppPath } from './routes';

describe('isKnownAppPath', () => {
  it('knows every page and the onboarding steps', () => {
    for (const path of APP_PATHS) expect(isKnownAppPath(path)).toBe(true);
    expect(isKnownAppPath('/onboarding/survey')).toBe(true);
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(isKnownAppPath('/about/')).toBe(true);
    expect(isKnownAppPath('/dashboard?tab=compare')).toBe(true);
    expect(isKnownAppPath('/business#features')).toBe(true);
  });

  it('rejects unknown paths', () => {
    expect(isKnownAppPath('/nope')).toBe(false);
    expect(isKnownAppPath('/onboarding/unknown-step')).toBe(false);
    expect(isKnownAppPath('/about/team')).toBe(false);
  });
});
