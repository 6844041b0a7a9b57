/** A failed API call: the server's error code and message (`{ error: { code, message } }`), and the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** JSON over fetch with the session cookie; non-2xx answers become ApiRequestError. */
export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
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
    const error = (body as { error?: { code?: string; message?: string } | string } | null)?.error;
    const code =
      typeof error === 'object' && error?.code
        ? error.code
        : response.status === 429
          ? 'TOO_MANY_REQUESTS'
          : `HTTP_${response.status}`;
    const message =
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error?.message
          ? error.message
          : response.statusText;
    throw new ApiRequestError(response.status, code, message || 'Request failed');
  }
  return body as T;
}
