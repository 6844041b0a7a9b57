import { randomUUID } from 'node:crypto';
import { ANALYSIS_VIEWS } from '@thrive/core/contracts/analysis-views';
import type { FastPath } from '../lib/node-listener';
import type { Logger } from '../lib/logger';
import { userOfVerifiedCookie } from '../services/auth/current-user';
import type { AnalysisHeads } from '../services/analysis/analysis-heads';
import {
  cachedRepresentation,
  COMPRESS_FROM_BYTES,
  preferredEncoding,
  type Encoding,
} from '../services/analysis/completed-analysis-cache';

/** Personal: stored only by the person's browser, and always revalidated (ETag). */
export const CACHE_CONTROL = 'private, no-cache';
export const VARY = 'Cookie, Authorization, Accept-Encoding';
export const LATEST_PATH = '/api/analyses/latest';

/** The query strings the fast read knows, with the view each asks for; any other goes to the Hono route. */
const VIEWS = new Map<string, string>();
for (const shape of [undefined, ...ANALYSIS_VIEWS] as const)
  for (const lang of [undefined, 'en', 'nl'] as const) {
    const view = `${shape ?? 'summary'}${lang ? `.${lang}` : ''}`;
    const parts = [shape && `view=${shape}`, lang && `lang=${lang}`].filter(Boolean) as string[];
    VIEWS.set(parts.join('&'), view);
    if (parts.length === 2) VIEWS.set([...parts].reverse().join('&'), view);
  }

/**
 * `GET /api/analyses/latest` answered from memory before Hono (decision 0058), when everything it needs is already
 * known in this process: the Cookie header's signed session copy verified and not expired (the check the route's
 * `requireUser` makes first, so the same revocation bound), the person's newest analysis (`heads.peek`: completed
 * and trusted), its bytes for the view asked for and, when the client takes one, their compressed form. Anything
 * else (a bearer token, another query, a first read, a pending or failed analysis, HEAD) goes to the Hono route,
 * which fills these caches. The answer is the route's: the same body, ETag and 304, Cache-Control, Vary, the
 * security headers made once by the same middleware, our own request id and the request's log line.
 */
export function createFastRead(options: {
  heads: AnalysisHeads;
  logger: Logger;
  securityHeaders: readonly (readonly [string, string])[];
}): FastPath {
  const { heads, logger } = options;
  const security = options.securityHeaders.flat();
  const logsInfo = logger.isLevelEnabled('info');
  const encodings = new Map<string, Encoding | null>();
  const encodingOf = (header: string | undefined): Encoding | null => {
    if (header === undefined) return null;
    let known = encodings.get(header);
    if (known === undefined && !encodings.has(header)) {
      known = preferredEncoding(header);
      if (encodings.size < 64) encodings.set(header, known);
    }
    return known ?? null;
  };

  return (req, res) => {
    const started = performance.now();
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if ((q < 0 ? url : url.slice(0, q)) !== LATEST_PATH) return false;
    const view = VIEWS.get(q < 0 ? '' : url.slice(q + 1));
    if (view === undefined) return false;
    const { cookie, authorization } = req.headers;
    if (authorization !== undefined || !cookie) return false;
    const user = userOfVerifiedCookie(cookie);
    if (!user) return false;
    const head = heads.peek(user.id);
    if (!head || head.status !== 'completed') return false;
    const entry = cachedRepresentation(user.id, head.id, view);
    if (!entry) return false;

    const reqId = randomUUID();
    const headers: string[] = [...security, 'X-Request-Id', reqId];
    let status: number;
    let body: Buffer | null = null;
    if (matches(req.headers['if-none-match'], entry.etag)) {
      status = 304;
      headers.push('ETag', entry.etag, 'Cache-Control', CACHE_CONTROL, 'Vary', VARY);
    } else {
      const encoding =
        entry.json.length >= COMPRESS_FROM_BYTES ? encodingOf(req.headers['accept-encoding']) : null;
      body = encoding ? (entry.ready[encoding] ?? null) : entry.json;
      // Not compressed yet: the route starts it and answers this one.
      if (!body) return false;
      status = 200;
      headers.push(
        'Content-Type',
        'application/json; charset=utf-8',
        'ETag',
        entry.etag,
        'Cache-Control',
        CACHE_CONTROL,
        'Vary',
        VARY,
      );
      if (encoding) headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', String(body.byteLength));
    }
    res.writeHead(status, headers);
    res.end(body);
    if (logsInfo)
      logger.info(
        {
          reqId,
          method: 'GET',
          path: LATEST_PATH,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    return true;
  };
}

/** Whether an If-None-Match header names `etag` (or is `*`), as the route's check. */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true; // what a browser sends back: no list to split
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
