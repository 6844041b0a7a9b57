import type { Context } from 'hono';
import { ApiError } from './errors';

/** What the auth wrapper hands to better-auth: one request whose body is JSON, and that body as we read it. */
export interface CanonicalRequest {
  request: Request;
  body: Record<string, unknown> | null;
}

/**
 * Reads an /api/auth request body once, the way better-auth would (JSON, or form-encoded where it accepts forms;
 * for a key given twice the last value wins, as in better-call), and rebuilds the request with that body as JSON.
 * The limits (email in the body) and better-auth then see the same values, whatever the encoding. Other encodings
 * (multipart, text, none) are refused with 415 before better-auth sees them.
 */
export async function canonicalAuthRequest(c: Context): Promise<CanonicalRequest> {
  const raw = c.req.raw;
  if (raw.method === 'GET' || raw.method === 'HEAD') return { request: raw, body: null };
  const text = await c.req.text();
  const headers = new Headers(raw.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  if (text.length === 0) {
    headers.delete('content-type');
    return { request: new Request(raw.url, { method: raw.method, headers }), body: null };
  }
  const type = (raw.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let body: unknown;
  let json = text;
  if (type === 'application/json') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'The request body must be valid JSON.');
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    body = Object.fromEntries(new URLSearchParams(text));
    json = JSON.stringify(body);
  } else {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
  }
  // Every better-auth endpoint takes an object; anything else would reach its handlers as a type they do not expect.
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The request body must be a JSON object.');
  }
  headers.set('content-type', 'application/json');
  const request = new Request(raw.url, { method: raw.method, headers, body: json });
  return { request, body: body as Record<string, unknown> };
}

/** The account an auth request names (its email), normalised as better-auth compares it. */
export function accountOf(body: Record<string, unknown> | null): string | null {
  const email = body?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : null;
}
