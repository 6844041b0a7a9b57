import { and, eq, gt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import { SESSION_COOKIE_CACHE_SECONDS, type Auth } from './auth';

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAnonymous: boolean;
  twoFactorEnabled: boolean;
  /** How the request proved who it is. */
  via: 'cookie' | 'jwt';
}

export type UserEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: CurrentUser } };

const JWKS_TTL_MS = 5 * 60_000;

/** Who is calling: the session cookie, or a bearer JWT from /api/auth/token checked against our JWKS. */
export function createUserResolver(auth: Auth, db: Db, issuer: string) {
  let cached: { at: number; set: ReturnType<typeof createLocalJWKSet> } | null = null;
  const keySet = async (refresh = false) => {
    if (!cached || refresh || Date.now() - cached.at > JWKS_TTL_MS) {
      const body = (await auth.api.getJwks()) as unknown as JSONWebKeySet;
      cached = { at: Date.now(), set: createLocalJWKSet(body) };
    }
    return cached.set;
  };

  async function fromJwt(token: string): Promise<CurrentUser> {
    let payload;
    try {
      payload = await verify(token, await keySet());
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey) {
        try {
          payload = await verify(token, await keySet(true));
        } catch (retry) {
          throw jwtError(retry);
        }
      } else throw jwtError(error);
    }
    // The session the token was made from must still be live: a token outlives neither a sign-out nor a reset.
    const sid = typeof payload.sid === 'string' ? payload.sid : null;
    const [row] =
      payload.sub && sid
        ? await db
            .select({ user: users })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(
              and(eq(sessions.id, sid), eq(sessions.userId, payload.sub), gt(sessions.expiresAt, new Date())),
            )
            .limit(1)
        : [];
    if (!row) throw new ApiError(401, 'INVALID_TOKEN', 'The token is not valid.');
    return toCurrentUser(row.user, 'jwt');
  }

  const verify = async (token: string, set: ReturnType<typeof createLocalJWKSet>) =>
    (await jwtVerify(token, set, { issuer, audience: issuer })).payload;

  /**
   * `fromCookieCache`: accept better-auth's signed session-data cookie (at most SESSION_COOKIE_CACHE_SECONDS old)
   * without asking the database; any Set-Cookie that refreshes it goes to `setCookie`. Only the hot reads use it
   * (requireUser's `cookieCache` option); every other route checks the session in the database.
   */
  return async function resolve(
    request: Request,
    options: { fromCookieCache?: boolean; setCookie?: (line: string) => void } = {},
  ): Promise<CurrentUser | null> {
    const authorization = request.headers.get('authorization');
    if (authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match) throw new ApiError(401, 'INVALID_TOKEN', 'The token is not valid.');
      return fromJwt(match[1]!);
    }
    if (!request.headers.get('cookie')) return null;
    if (options.fromCookieCache) {
      const cookie = request.headers.get('cookie')!;
      const known = userOfVerifiedCookie(cookie);
      if (known) return known;
      const { headers, response } = await auth.api.getSession({
        headers: request.headers,
        returnHeaders: true,
      });
      const refreshed = headers.getSetCookie();
      for (const line of refreshed) options.setCookie?.(line);
      if (!response) return null;
      const user = toCurrentUser(response.user as unknown as Record<string, unknown>, 'cookie');
      // Read from a valid signed copy (nothing refreshed): the same cookie passes without checking again until the
      // copy's own expiry, so the revocation bound stays SESSION_COOKIE_CACHE_SECONDS.
      const expiresAt = refreshed.length === 0 ? sessionDataExpiry(cookie) : null;
      if (expiresAt) rememberVerified(cookie, user, expiresAt);
      return user;
    }
    // A Cookie header the database vouched for within SESSION_RECHECK_SECONDS passes without asking again
    // (decision 0116): no HMAC of the token, no session query, on every write and `/api/me` of an active visitor.
    const cookie = request.headers.get('cookie')!;
    const checked = userOfCheckedCookie(cookie);
    if (checked) return checked;
    const session = await auth.api.getSession({
      headers: request.headers,
      query: { disableCookieCache: true },
    });
    if (!session) return null;
    const user = toCurrentUser(session.user as unknown as Record<string, unknown>, 'cookie');
    const sessionEnds = new Date(session.session.expiresAt as unknown as string | Date).getTime();
    if (Number.isFinite(sessionEnds)) rememberChecked(cookie, user, sessionEnds);
    return user;
  };
}

export type UserResolver = ReturnType<typeof createUserResolver>;

/**
 * Cookie headers whose signed session copy better-auth has verified, with the copy's expiry: the hot reads skip
 * better-auth's endpoint machinery (signature checks, parsing) for a cookie they have seen. Bounded, oldest out.
 * Keyed by the header's last `KEY_CHARS` characters (part of a signed value) and matched on the whole header: a
 * Cookie header is about 1.2 KB, and V8 hashes a new string of that length in about 6 us per lookup, against well
 * under 1 us for the tail (decision 0081). Two headers with the same tail share a slot (the newer stays); a hit is
 * only ever the same whole header.
 */
const verifiedCookies = new Map<
  string,
  {
    cookie: string;
    user: CurrentUser;
    expiresAt: number;
    /** When the database last confirmed the session (its own check, not the signed copy's), if it did. */
    checkedAt?: number;
  }
>();
const MAX_VERIFIED = 10_000;
const KEY_CHARS = 64;
const keyOfCookie = (cookie: string) => (cookie.length > KEY_CHARS ? cookie.slice(-KEY_CHARS) : cookie);

/**
 * The caller of a Cookie header whose signed session copy was verified and has not expired, without better-auth or
 * the database (the fast read, decision 0058); null otherwise. The same check `resolve` makes first with
 * `fromCookieCache`, so the revocation bound is the same.
 */
export function userOfVerifiedCookie(cookie: string): CurrentUser | null {
  const known = verifiedCookies.get(keyOfCookie(cookie));
  return known !== undefined && known.cookie === cookie && known.expiresAt > Date.now() ? known.user : null;
}

/** Notes a Cookie header whose signed session copy was verified (exported for its unit test). */
export function rememberVerified(cookie: string, user: CurrentUser, expiresAt: number) {
  if (cookie.length > 8192) return;
  const key = keyOfCookie(cookie);
  verifiedCookies.delete(key);
  verifiedCookies.set(key, { cookie, user, expiresAt });
  while (verifiedCookies.size > MAX_VERIFIED) verifiedCookies.delete(verifiedCookies.keys().next().value!);
}

/**
 * How long a database check of a session stands for the routes that otherwise ask the database on every call (writes,
 * `/api/me`): a session revoked by another process (another server on the same PostgreSQL, a row deleted by hand)
 * stops writing within this time. A sign-out, revocation, password or account change through this process forgets
 * every remembered cookie at once (`forgetCheckedSessions`, called by the account routes). Decision 0116.
 */
export const SESSION_RECHECK_SECONDS = 60;

/**
 * The caller of a Cookie header the database confirmed within SESSION_RECHECK_SECONDS, or null. Exported for the
 * server's turn gate: a `GET /api/me` whose cookie this knows asks nothing of the database and skips the queue
 * (decision 0196).
 */
export function userOfCheckedCookie(cookie: string): CurrentUser | null {
  const known = verifiedCookies.get(keyOfCookie(cookie));
  const now = Date.now();
  return known !== undefined &&
    known.cookie === cookie &&
    known.checkedAt !== undefined &&
    now - known.checkedAt < SESSION_RECHECK_SECONDS * 1000 &&
    known.checkedAt <= now &&
    known.expiresAt > now
    ? known.user
    : null;
}

/**
 * Notes a Cookie header whose session the database just confirmed. It also serves the hot reads, for no longer than a
 * signed copy would (SESSION_COOKIE_CACHE_SECONDS) and never past the session's own end.
 */
function rememberChecked(cookie: string, user: CurrentUser, sessionEnds: number) {
  if (cookie.length > 8192) return;
  const now = Date.now();
  const key = keyOfCookie(cookie);
  verifiedCookies.delete(key);
  verifiedCookies.set(key, {
    cookie,
    user,
    expiresAt: Math.min(sessionEnds, now + SESSION_COOKIE_CACHE_SECONDS * 1000),
    checkedAt: now,
  });
  while (verifiedCookies.size > MAX_VERIFIED) verifiedCookies.delete(verifiedCookies.keys().next().value!);
}

/**
 * Forgets every remembered cookie: the next call of each asks better-auth (and, for writes, the database) again. Called
 * after any call that may end, move or change a session or a person (sign-in, sign-out, revocation, password, account
 * deletion, a linked anonymous visitor; routes/accounts.ts).
 */
export function forgetCheckedSessions() {
  verifiedCookies.clear();
}

/** `expiresAt` (ms) of better-auth's compact session-data cookie in a Cookie header, or null. */
function sessionDataExpiry(cookie: string): number | null {
  const match = /(?:^|;\s*)(?:__Secure-)?thrive\.session_data=([A-Za-z0-9_-]+)/.exec(cookie);
  if (!match) return null;
  try {
    const payload = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as {
      expiresAt?: unknown;
    };
    return typeof payload.expiresAt === 'number' && Number.isFinite(payload.expiresAt)
      ? payload.expiresAt
      : null;
  } catch {
    return null;
  }
}

function jwtError(error: unknown): ApiError {
  if (error instanceof joseErrors.JWTExpired)
    return new ApiError(401, 'TOKEN_EXPIRED', 'The token has expired.');
  if (
    error instanceof joseErrors.JWSSignatureVerificationFailed ||
    error instanceof joseErrors.JWKSNoMatchingKey
  )
    return new ApiError(401, 'INVALID_JWT_SIGNATURE', 'Invalid JWT signature');
  return new ApiError(401, 'INVALID_TOKEN', 'The token is not valid.');
}

function toCurrentUser(row: Record<string, unknown>, via: CurrentUser['via']): CurrentUser {
  return {
    id: String(row.id),
    email: String(row.email),
    firstName: typeof row.firstName === 'string' ? row.firstName : null,
    lastName: typeof row.lastName === 'string' ? row.lastName : null,
    isAnonymous: row.isAnonymous === true,
    twoFactorEnabled: row.twoFactorEnabled === true,
    via,
  };
}

/**
 * Requires a caller (signed in or anonymous); 401 otherwise. Sets `c.var.user`. With `cookieCache`, GET and HEAD
 * requests accept the signed session-data cookie without a database round trip (a revoked session can still read
 * for at most SESSION_COOKIE_CACHE_SECONDS; decision 0020); other methods always check the database.
 */
export function requireUser(
  resolve: UserResolver,
  options: { cookieCache?: boolean } = {},
): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const fromCookieCache =
      options.cookieCache === true && (c.req.method === 'GET' || c.req.method === 'HEAD');
    const refreshed: string[] = [];
    const user = await resolve(c.req.raw, { fromCookieCache, setCookie: (line) => refreshed.push(line) });
    for (const line of refreshed) c.header('Set-Cookie', line, { append: true });
    if (!user)
      throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in, or start without an account, to continue.');
    c.set('user', user);
    await next();
  };
}

/** Requires a signed-in person with an account (not an anonymous visitor). */
export function requireAccount(resolve: UserResolver): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const user = await resolve(c.req.raw);
    if (!user || user.isAnonymous) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    c.set('user', user);
    await next();
  };
}
