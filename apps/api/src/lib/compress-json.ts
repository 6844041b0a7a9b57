import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** Below this many bytes an answer goes as it is (hono/compress's threshold). */
export const COMPRESS_JSON_FROM_BYTES = 1024;

/**
 * Below this many bytes an answer is compressed on the request thread, at once; larger ones on libuv's thread pool.
 * For a few KB the compression itself is a fraction of a millisecond, less than the trip to the pool: a pool thread
 * woken, and the answer finished only on a later turn of the event loop, behind whatever else the loop and the pool
 * have queued by then. Under the journey's load that trip made the answers' save (`PUT /api/me/onboarding`, about
 * 1.1 KB, the journey's only answer compressed here) wait for seconds while its own work took milliseconds
 * (decision 0123).
 */
export const COMPRESS_JSON_ON_POOL_FROM_BYTES = 4096;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** gzip, else deflate, as hono/compress chooses (brotli is left to the kept analysis bytes and static files). */
export function jsonEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const gz = weight('gzip');
  const df = weight('deflate');
  if (gz > 0 && gz >= df) return 'gzip';
  if (df > 0) return 'deflate';
  return null;
}

/**
 * The body of a response made by `c.json`/`c.body` as it was given (a string or bytes), read from
 * @hono/node-server's light response without building a fetch Response around it; else null.
 */
function givenBody(res: Response): string | Uint8Array | null {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const cache = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined;
  const body = Array.isArray(cache) ? (cache[1] as unknown) : undefined;
  return typeof body === 'string' || body instanceof Uint8Array ? body : null;
}

/**
 * The API's JSON answers compressed in one call (on libuv's thread pool from COMPRESS_JSON_ON_POOL_FROM_BYTES, else
 * on the request thread; decision 0123), and small ones (under 1 KB: a session, a 202, learning progress) sent as they
 * are with their length (decision 0098). hono/compress put every JSON answer, however
 * small, through a CompressionStream: a fetch Response, web streams and a zlib stream per answer, about a fifth of the
 * request thread's time on the journey. Answers that already say their encoding or length (the analysis reads'
 * kept bytes), other types and streams are left to hono/compress, which runs after this.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const status = res.status;
    if (c.req.method === 'HEAD' || status === 204 || status === 206 || status === 304) return;
    const headers = res.headers;
    if (headers.has('Content-Encoding') || headers.has('Content-Length') || headers.has('Transfer-Encoding'))
      return;
    if (!JSON_TYPE.test(headers.get('Content-Type') ?? '')) return;
    const given = givenBody(res);
    if (given === null) return;
    const bytes = typeof given === 'string' ? Buffer.from(given) : given;
    const encoding =
      bytes.byteLength >= COMPRESS_JSON_FROM_BYTES && !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
        ? jsonEncoding(c.req.header('Accept-Encoding'))
        : null;
    let body: Uint8Array = bytes;
    if (bytes.byteLength >= COMPRESS_JSON_FROM_BYTES) {
      const vary = headers.get('Vary');
      if (vary !== '*' && !(vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)))
        headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (encoding) {
      body =
        bytes.byteLength < COMPRESS_JSON_ON_POOL_FROM_BYTES
          ? encoding === 'gzip'
            ? gzipSync(bytes)
            : deflateSync(bytes)
          : await (encoding === 'gzip' ? gzipAsync(bytes) : deflateAsync(bytes));
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(body.byteLength));
    // Replaced, not merged: the setter would otherwise rebuild the old answer as a stream to copy its headers,
    // which this answer already carries.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      status,
      headers,
    });
  };
}
