import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL cannot store the first in text or jsonb, and the second is not
 * valid Unicode (it cannot be encoded as UTF-8). No person types either; they only arrive from tools and attacks.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBadCharacters(value: string): boolean {
  return BAD_CHARACTER.test(value);
}

/** Whether any string (or object key) inside a parsed JSON value has a bad character. Iterative: depth is free. */
export function containsBadCharacters(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasBadCharacters(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasBadCharacters(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

function paramsHaveBadCharacters(params: URLSearchParams): boolean {
  for (const [key, item] of params) if (hasBadCharacters(key) || hasBadCharacters(item)) return true;
  return false;
}

function decodedPathHasBadCharacters(pathname: string): boolean {
  if (hasBadCharacters(pathname)) return true;
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) continue;
    try {
      if (hasBadCharacters(decodeURIComponent(segment))) return true;
    } catch {
      // Not valid percent-encoding: it cannot decode to a bad character either; the route refuses it if it cares.
    }
  }
  return false;
}

export const BAD_CHARACTERS_CODE = 'INVALID_CHARACTERS';

/**
 * One guard over every /api request, better-auth's included, before any handler or database call: a NUL or an
 * unpaired surrogate in the path, the query string, or a JSON or form-encoded body answers 400 INVALID_CHARACTERS.
 * The body is read once through Hono's cache (handlers read it again from there; routes/auth.ts rebuilds the
 * request for better-auth). Multipart bodies and the paths in `skipBodyOf` (the CV upload, with its own streaming
 * cap) are not read here.
 */
export function refuseBadCharacters(options: { skipBodyOf?: readonly string[] } = {}): MiddlewareHandler {
  const skipBodyOf = new Set(options.skipBodyOf ?? []);
  return async (c, next) => {
    const url = new URL(c.req.url);
    let bad = decodedPathHasBadCharacters(url.pathname) || paramsHaveBadCharacters(url.searchParams);
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const readsBody =
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      !type.startsWith('multipart/') &&
      !skipBodyOf.has(c.req.path);
    if (!bad && readsBody) {
      const text = await c.req.text();
      if (text.includes('\u0000')) bad = true;
      else if (type.startsWith('application/x-www-form-urlencoded'))
        bad = paramsHaveBadCharacters(new URLSearchParams(text));
      else if (text.length > 0 && /[\\\uD800-\uDFFF]/.test(text)) {
        // Only bodies with escapes or surrogates can hide a bad character in a JSON string.
        try {
          bad = containsBadCharacters(JSON.parse(text));
        } catch {
          bad = hasBadCharacters(text);
        }
      }
    }
    if (bad) {
      return c.json(
        errorBody(
          BAD_CHARACTERS_CODE,
          'The request contains characters that are not allowed (a NUL character or broken Unicode).',
        ),
        400,
      );
    }
    await next();
  };
}
