import { createHash } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { EARLY_TAPS_SCRIPT } from '@thrive/core/early-taps';

/**
 * The one inline script the pre-rendered pages carry (it keeps a tap made before their scripts run; decision 0258),
 * allowed by its hash: any other inline script, or this one changed in the page, is refused.
 */
export const earlyTapsScriptHash = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The security headers of every answer (docs/security.md): CSP without inline scripts but the early taps' one (by its
 * hash), nosniff, no framing.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", earlyTapsScriptHash],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The same headers as a list of name and value, made once by the middleware itself (so the fast read, which answers
 * before Hono, sends exactly what every other answer carries).
 */
export async function securityHeaderList(https: boolean): Promise<readonly (readonly [string, string])[]> {
  const probe = new Hono().use(securityHeaders(https)).get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.freeze([...res.headers].map(([name, value]) => Object.freeze([name, value] as const)));
}
