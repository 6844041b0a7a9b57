import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@thrive/core/early-taps';
import { createUnitApp } from './unit-app';

/** The headers docs/security.md promises, on API answers (the SPA's are in spa.test.ts). */
describe('security headers', () => {
  it('are set on API answers, errors included', async () => {
    const app = createUnitApp({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    for (const path of ['/api/openapi.json', '/api/no-such-endpoint']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      // Scripts from this origin, and inline only the early taps' script by its hash (decision 0258).
      const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toMatch(/script-src[^;]*(unsafe|nonce)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS when the public address is https', async () => {
    const app = createUnitApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://thrive.example.org',
    });
    const res = await app.request('/api/openapi.json');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});
