import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { originCheck } from '../lib/origin-check';
import { createAuth, trustedOrigins } from '../services/auth/auth';
import { createUserResolver, forgetCheckedSessions } from '../services/auth/current-user';
import { createAuthRateLimiter } from '../services/auth/rate-limit';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import { resolveAuthSecret } from '../services/auth/secret';
import { createSmsSender } from '../services/auth/sms';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { meRoutes } from './me';

/**
 * Accounts, sessions and per-user data: better-auth at /api/auth, the caller's data at /api/me, second factors at
 * /api/account, the development mailbox at /api/dev (not in production), and the origin check for cookie requests.
 */
export function mountAccounts(app: Hono<AppEnv>, deps: Deps) {
  const { config, database, logger } = deps;
  const secret = resolveAuthSecret(config);
  const sms = createSmsSender({ webhookUrl: config.SMS_WEBHOOK_URL, db: database.db, logger });
  const auth = createAuth({ ...deps, sms, secret });
  const resolveUser = createUserResolver(auth, database.db, config.publicUrl);

  app.use('/api/*', originCheck(trustedOrigins(config)));
  // Sessions and people change only through these routes: after any call of theirs that may change one, the cookies
  // remembered as checked are forgotten, so a sign-out or revocation here takes effect at once (decision 0116).
  const forget: MiddlewareHandler = async (c, next) => {
    await next();
    if (!KEEPS_SESSIONS.has(`${c.req.method} ${c.req.path}`)) forgetCheckedSessions();
  };
  app.use('/api/auth/*', forget);
  app.use('/api/account/*', forget);
  app.route('/api/auth', authRoutes(auth, createAuthRateLimiter(rateLimiterOfDeps(deps)), secret));
  app.route('/api/me', meRoutes(resolveUser));
  app.route('/api/account', accountRoutes(auth, sms, resolveUser));
  if (config.NODE_ENV !== 'production') app.route('/api/dev', devRoutes());
  return { auth, resolveUser };
}

/**
 * Calls of /api/auth that neither end nor change an existing session or person: reading the session or the signing
 * keys, and a new anonymous visitor (a new person, a new session). Every other call forgets the checked cookies.
 */
const KEEPS_SESSIONS = new Set([
  'GET /api/auth/get-session',
  'GET /api/auth/jwks',
  'POST /api/auth/sign-in/anonymous',
]);

/** createApp always sets one; a bare mountAccounts (tests) gets its own in memory. */
function rateLimiterOfDeps(deps: Deps) {
  return deps.rateLimiter ?? createMemoryRateLimiter();
}
