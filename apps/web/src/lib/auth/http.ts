import i18n from '@/lib/i18n';

/** A refused auth call: the server's code (`{ error: { code, message } }`), message and HTTP status. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** JSON to and from our API with the session cookie; the person's language rides along for mails. */
export async function authRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-thrive-language': i18n.language === 'nl' ? 'nl' : 'en',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new AuthError(0, 'NETWORK', 'The server could not be reached.');
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new AuthError(
      response.status,
      typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
      typeof error?.message === 'string' ? error.message : response.statusText,
    );
  }
  return json as T;
}

export const authPost = <T>(path: string, body: unknown = {}) => authRequest<T>('POST', path, body);
export const authGet = <T>(path: string) => authRequest<T>('GET', path);
