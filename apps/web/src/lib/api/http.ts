import type { z } from 'zod';
import i18n from '@/lib/i18n';

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
 * JSON over fetch with the session cookie and the person's language (for mails and messages); non-2xx answers
 * become ApiRequestError. The answer is parsed by the route's response schema from the shared contract (zod, from
 * `@thrive/core/contracts/api`) and the parsed value returned, so a response that drifted from the contract fails
 * here (BAD_RESPONSE) and not deep in a screen. Without a schema the answer is `unknown`: there is no typed read
 * without the contract.
 */
export async function apiJson(path: string, init?: ApiInit): Promise<unknown>;
export async function apiJson<S extends z.ZodType>(
  path: string,
  init: ApiInit & { schema: S },
): Promise<z.infer<S>>;
export async function apiJson(path: string, init: ApiInit & { schema?: z.ZodType } = {}): Promise<unknown> {
  const { json, headers, schema, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        'x-thrive-language': i18n.language === 'nl' ? 'nl' : 'en',
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call by method (auth and account screens), its answer parsed by `schema` when given. */
export function apiRequest(method: Method, path: string, body?: unknown): Promise<unknown>;
export function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>>;
export function apiRequest(method: Method, path: string, body?: unknown, schema?: z.ZodType) {
  return schema ? apiJson(path, { method, json: body, schema }) : apiJson(path, { method, json: body });
}
/** A POST; without a body it sends `{}`. */
export function apiPost(path: string, body?: unknown): Promise<unknown>;
export function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
export function apiPost(path: string, body: unknown = {}, schema?: z.ZodType) {
  return schema ? apiRequest('POST', path, body, schema) : apiRequest('POST', path, body);
}
export function apiGet<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return apiRequest('GET', path, undefined, schema);
}
