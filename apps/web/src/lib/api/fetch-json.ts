import type { z } from 'zod';

/**
 * The one way the web app talks to the API. A failed call is an ApiRequestError: the server's error code and
 * message (`{ error: { code, message, details } }`) and the HTTP status; status 0 means the server was not reached,
 * and BAD_RESPONSE that the answer did not match the contract's schema. Screens turn the code into the person's
 * language (features/auth/i18n.ts, the dashboard's action errors, the forms' reasons).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiInit extends RequestInit {
  /** A JSON body (sent with content-type application/json). */
  json?: unknown;
}

/**
 * JSON over fetch with the session cookie and the person's language (for mails and messages; given, so a worker can
 * call it without the app's i18n: `lib/api/off-thread.ts`); non-2xx answers
 * become ApiRequestError. The answer is parsed by the route's response schema from the shared contract (zod, from
 * `@thrive/core/contracts/api`) and the parsed value returned, so a response that drifted from the contract fails
 * here (BAD_RESPONSE) and not deep in a screen. Without a schema the answer is `unknown`: there is no typed read
 * without the contract.
 */
export async function fetchJson(
  path: string,
  init: ApiInit & { schema?: z.ZodType },
  language: 'en' | 'nl',
): Promise<unknown> {
  const { json, headers, schema, ...rest } = init;
  // A read started early (startEarlyRead) answers only the same plain GET.
  const plainGet =
    earlyReads.size > 0 &&
    json === undefined &&
    headers === undefined &&
    Object.entries(rest).every(([key, value]) => key === 'method' && value === 'GET');
  let response = plainGet ? await takeEarlyRead(path, language) : null;
  try {
    response ??= await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        'x-thrive-language': language,
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'The server could not be reached.');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (
      body as { error?: { code?: unknown; message?: unknown; details?: unknown } | string } | null
    )?.error;
    const code =
      typeof error === 'object' && typeof error?.code === 'string'
        ? error.code
        : response.status === 429
          ? 'TOO_MANY_REQUESTS'
          : `HTTP_${response.status}`;
    const message =
      typeof error === 'string'
        ? error
        : typeof error === 'object' && typeof error?.message === 'string'
          ? error.message
          : response.statusText;
    throw new ApiRequestError(
      response.status,
      code,
      message || 'Request failed',
      typeof error === 'object' ? error?.details : undefined,
    );
  }
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'The answer did not match the contract.');
  return parsed.data;
}

/** How long a read started early waits to be taken: past it, `fetchJson` asks the server again. */
export const EARLY_READ_MS = 15_000;
const earlyReads = new Map<string, { at: number; response: Promise<Response | null> }>();

/**
 * Starts a plain GET of `path` now, before the modules of the code that will read it are in (the dashboard's first
 * load, decision 0244: its reads go out before the contracts' schemas are built in several tasks, so the stages cost
 * no waiting). The next `fetchJson` of the same path and language without a body, headers or signal takes its
 * answer (once, within EARLY_READ_MS); the request is the one `fetchJson` would make.
 */
export function startEarlyRead(path: string, language: 'en' | 'nl'): void {
  const response = fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-thrive-language': language },
  }).catch(() => null);
  earlyReads.set(`${language} ${path}`, { at: Date.now(), response });
}

/** Forgets the reads started early that nobody took (the visitor had no session, or the page went elsewhere). */
export function forgetEarlyReads(): void {
  earlyReads.clear();
}

/**
 * The answer of a read started early for this path and language, taken once; null when there is none, it is older
 * than EARLY_READ_MS, it failed to reach the server, or it answered 401 (the session may have been renewed since it
 * went out): the caller then asks the server itself.
 */
async function takeEarlyRead(path: string, language: 'en' | 'nl'): Promise<Response | null> {
  const key = `${language} ${path}`;
  const early = earlyReads.get(key);
  if (!early) return null;
  earlyReads.delete(key);
  if (Date.now() - early.at > EARLY_READ_MS) return null;
  const response = await early.response;
  return response && response.status !== 401 ? response : null;
}
