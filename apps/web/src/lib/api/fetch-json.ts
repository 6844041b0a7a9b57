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
  let response: Response;
  try {
    response = await fetch(path, {
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
