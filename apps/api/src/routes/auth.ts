import { Hono, type Context } from 'hono';
import { ProvidersResponse } from '@thrive/core/contracts/api';
import { getSignedCookie } from 'hono/cookie';
import { serialize, serializeSigned } from 'hono/utils/cookie';
import type { AppEnv } from '../context';
import { accountOf, canonicalAuthRequest } from '../lib/auth-body';
import { limitIp } from '../lib/client-ip';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/db-unavailable';
import { ApiError, errorBody } from '../lib/errors';
import {
  AUTH_BASE_PATH,
  configuredProviders,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type Auth,
} from '../services/auth/auth';
import {
  linkAnonymousUser,
  sessionTokenFromResponse,
  userIdForSessionToken,
} from '../services/auth/link-anonymous';
import type { AuthRateLimiter } from '../services/auth/rate-limit';
import { retireUnreadableSigningKeys } from '../services/auth/signing-keys';
import { defineRoute, ok, routesOn, servesDeclared } from '../openapi/route';
import { BETTER_AUTH_ROUTES, DeleteUserBody } from './auth-declarations';

const PENDING_LINK_COOKIE = 'thrive.pending_link';

export const PROVIDERS = defineRoute({
  method: 'get',
  path: '/api/auth/providers',
  tag: 'auth',
  summary: 'Configured sign-in providers and the password length rule',
  auth: 'none',
  responses: {
    200: ok(ProvidersResponse),
  },
});

/**
 * better-auth under /api/auth, wrapped: limits (429), errors in our `{ error: { code, message } }` shape, a cached
 * JWKS, and moving an anonymous visitor's data on the sign-in paths better-auth's own hook does not cover.
 */
export function authRoutes(auth: Auth, limiter: AuthRateLimiter, secret: string) {
  const app = new Hono<AppEnv>();

  routesOn(app, AUTH_BASE_PATH)(PROVIDERS, (c) => {
    const { config } = c.var.deps;
    return c.json({
      providers: configuredProviders(config).map(({ id, name, kind }) => ({ id, name, kind })),
      password: { min: PASSWORD_MIN, max: PASSWORD_MAX },
    });
  });

  // Once per process, before better-auth signs anything: keys of an older AUTH_SECRET are retired (signing-keys.ts).
  let keysChecked: Promise<number> | null = null;

  // better-auth's own endpoints: declared in auth-declarations.ts, validated by better-auth.
  const betterAuth = async (c: Context<AppEnv>) => {
    const { config, database } = c.var.deps;
    await (keysChecked ??= retireUnreadableSigningKeys(database.db, secret, c.var.deps.logger).catch(
      (error: unknown) => {
        keysChecked = null;
        throw error;
      },
    ));
    const path = c.req.path.slice(AUTH_BASE_PATH.length) || '/';

    // One reading of the body for the limits and better-auth alike (JSON or form-encoded; others refused).
    const { request, body } = await canonicalAuthRequest(c);
    const rule = limiter.ruleFor(path);
    if (rule) {
      const account =
        rule.accountFrom === 'session'
          ? ((await currentSession(auth, request))?.user.id ?? null)
          : accountOf(body);
      const decision = await limiter.hit(rule, limitIp(c), account);
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return c.json(
          errorBody('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
          429,
        );
      }
    }

    if (path === '/delete-user' && !DeleteUserBody.safeParse(body).success) {
      throw new ApiError(400, 'PASSWORD_REQUIRED', 'Confirm with your password to delete your account.');
    }

    const watchesLink =
      path.startsWith('/sign-in/') || path.startsWith('/callback/') || path.startsWith('/two-factor/verify-');
    const before = watchesLink && path !== '/sign-in/anonymous' ? await currentSession(auth, request) : null;
    const anonymousId = before?.user.isAnonymous ? before.user.id : null;

    // Errors that are not better-auth's answers are thrown (onAPIError.throw in services/auth/auth.ts) to the app's
    // error handler: 503 for a lost database, else logged without values and answered 500.
    let response = await auth.handler(authoritativeGetSession(path, request));

    if (watchesLink) {
      const cookieName = `${config.NODE_ENV === 'production' || config.publicUrl.startsWith('https:') ? '__Secure-' : ''}thrive.session_token`;
      const newToken = response.ok ? sessionTokenFromResponse(response, cookieName) : null;
      const newUserId = newToken ? await userIdForSessionToken(database.db, newToken) : null;
      if (path.startsWith('/sign-in/') && anonymousId && !newUserId && response.ok) {
        // A second factor is pending: remember the visitor until the sign-in completes.
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
        if (body?.twoFactorRedirect) {
          // Appended to better-auth's response itself: Hono would replace its Set-Cookie lines with the context's.
          response = withHeaders(response);
          response.headers.append(
            'Set-Cookie',
            await serializeSigned(PENDING_LINK_COOKIE, anonymousId, secret, {
              httpOnly: true,
              sameSite: 'Lax',
              secure: config.NODE_ENV === 'production',
              path: AUTH_BASE_PATH,
              maxAge: 600,
            }),
          );
        }
      }
      if (newUserId) {
        const pending = path.startsWith('/two-factor/verify-')
          ? await getSignedCookie(c, secret, PENDING_LINK_COOKIE)
          : null;
        const from = anonymousId ?? (typeof pending === 'string' ? pending : null);
        if (from) await linkAnonymousUser(database.db, from, newUserId);
        if (pending) {
          response = withHeaders(response);
          response.headers.append(
            'Set-Cookie',
            serialize(PENDING_LINK_COOKIE, '', { path: AUTH_BASE_PATH, maxAge: 0 }),
          );
        }
      }
    }

    // Analysis reads may sit in the browser's cache (private, revalidated by ETag): signing out empties it.
    if (path === '/sign-out' && response.ok) {
      response = withHeaders(response);
      response.headers.set('Clear-Site-Data', '"cache"');
    }
    if (path === '/jwks' && response.ok) {
      response = withHeaders(response);
      response.headers.set('Cache-Control', 'public, max-age=300');
    }
    // better-auth turns a lost database into a 500 of its own: say what it is.
    if (response.status >= 500 && !(await database.ping())) {
      c.header('Retry-After', '5');
      return c.json(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    // Every error in our shape, also better-auth's bodiless ones (e.g. 404 for an unknown auth path).
    if (response.status >= 400) return normaliseError(response);
    return path === '/token' ? response : withoutSessionToken(response);
  };
  app.on(['GET', 'POST'], '/*', servesDeclared(betterAuth, BETTER_AUTH_ROUTES));

  return app;
}

async function currentSession(auth: Auth, request: Request) {
  if (!request.headers.get('cookie')) return null;
  try {
    return await auth.api.getSession({
      headers: request.headers,
      query: { disableRefresh: true, disableCookieCache: true },
    });
  } catch {
    return null;
  }
}

/**
 * The web app's session check asks the database (sign-out elsewhere shows at the next page load), which also renews
 * the signed session-data cookie that the hot reads accept without the database (decision 0020).
 */
function authoritativeGetSession(path: string, request: Request): Request {
  if (path !== '/get-session' || request.method !== 'GET') return request;
  const url = new URL(request.url);
  url.searchParams.set('disableCookieCache', 'true');
  return new Request(url, request);
}

/**
 * better-auth puts the session token in its JSON answers (get-session's `session.token`, `token` after a sign-in,
 * sign-up or second factor). The session lives in an httpOnly cookie so that page scripts cannot read it; a copy in a
 * body any script on the page can fetch would undo that (F36). The token is taken out of every answer; the cookie
 * carries it, and API clients take a short JWT from `/api/auth/token` (kept: that is what it is for).
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return response;
  const record = body as Record<string, unknown>;
  const session = record.session;
  const hasSessionToken = session !== null && typeof session === 'object' && 'token' in session;
  if (!('token' in record) && !hasSessionToken) return response;
  const { token: _token, ...rest } = record;
  if (hasSessionToken) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A response whose headers can be changed (fetch responses may be immutable). */
function withHeaders(response: Response): Response {
  return new Response(response.body, response);
}

async function normaliseError(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown; error?: unknown } | null;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'object') return response;
  const code = typeof body?.code === 'string' && body.code ? body.code : statusCode(response.status);
  const message =
    typeof body?.message === 'string' && body.message ? body.message : 'The request was not accepted.';
  const out = new Response(JSON.stringify(errorBody(code, message)), {
    status: response.status,
    headers: response.headers,
  });
  out.headers.set('content-type', 'application/json; charset=utf-8');
  out.headers.delete('content-length');
  return out;
}

function statusCode(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}
