import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that carries cookies must come from one of our origins (Origin header, else Referer).
 * Requests without cookies (bearer tokens, anonymous forms) carry no ambient authority and pass.
 * /api/auth has better-auth's own check.
 */
export function originCheck(trusted: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (SAFE.has(c.req.method) || !c.req.header('cookie') || c.req.path.startsWith('/api/auth/'))
      return next();
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
    if (!origin || !allowed.has(origin)) {
      return c.json(errorBody('INVALID_ORIGIN', 'This request did not come from this site.'), 403);
    }
    return next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
