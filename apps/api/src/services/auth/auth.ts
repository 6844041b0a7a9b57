import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Deps } from '../../context';
import {
  accounts,
  authFactors,
  jwks,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema/index';
import { countLimits, SMS_LIMIT_MESSAGE, smsLimits } from '../../lib/limits';
import { betterAuthLog } from '../../lib/logger';
import { analysisHeadChanged } from '../analysis/analysis-heads';
import { moveUserData } from '../user-data-owners';
import {
  existingAccountMail,
  mailLanguage,
  resetPasswordMail,
  smsCodeText,
  verificationMail,
} from './mail-templates';
import type { SmsSender } from './sms';
import { checkUserFields } from './user-fields';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const AUTH_BASE_PATH = '/api/auth';

export interface AuthDeps extends Deps {
  sms: SmsSender;
  secret: string;
}

/** The OAuth providers configured by environment, in the order the sign-in page shows them. */
export function configuredProviders(config: Deps['config']) {
  const list: { id: string; name: string; kind: 'social' | 'oidc' }[] = [];
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET)
    list.push({ id: 'github', name: 'GitHub', kind: 'social' });
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    list.push({ id: 'google', name: 'Google', kind: 'social' });
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID)
    list.push({ id: 'oidc', name: config.OIDC_NAME, kind: 'oidc' });
  return list;
}

export function trustedOrigins(config: Deps['config']): string[] {
  const extra = (config.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const own = new URL(config.publicUrl);
  const local = own.hostname === 'localhost' || own.hostname === '127.0.0.1';
  // On one machine in development, localhost and 127.0.0.1 are the same site.
  const aliases =
    local && config.NODE_ENV !== 'production'
      ? ['localhost', '127.0.0.1'].map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`)
      : [];
  return [...new Set([own.origin, ...aliases, ...extra])];
}

/** How long a revoked session can still read through the session-data cookie (decision 0020). */
export const SESSION_COOKIE_CACHE_SECONDS = 5 * 60;

export function createAuth(deps: AuthDeps) {
  const { config, database, logger, mailer, sms, secret } = deps;
  const db = database.db;
  const production = config.NODE_ENV === 'production';
  const publicUrl = config.publicUrl;

  const options = {
    appName: 'Thrive',
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
      },
    }),
    // Through our logger, values removed (lib/logger.ts). Errors are thrown to routes/auth.ts rather than printed
    // (better-call would otherwise print the whole error, parameters and stack, to stderr).
    logger: { level: 'warn', log: betterAuthLog(logger) },
    onAPIError: { throw: true },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
      // The person deletes their account from the Security page, confirming with their password (POST
      // /api/auth/delete-user). The rows of every table in services/user-data-owners.ts go with the user row
      // (ON DELETE CASCADE); the newest analysis kept in memory is dropped here and in other processes.
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          await analysisHeadChanged(db, [user.id]);
        },
      },
    },
    // Every user row written (sign-up, update-user, OAuth profiles) passes one check (services/auth/user-fields.ts).
    databaseHooks: {
      user: {
        create: { before: async (user, ctx) => checkUserFields(user, ctx?.path) },
        update: { before: async (user, ctx) => checkUserFields(user, ctx?.path) },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session in a second cookie: the hot reads (requireUser with `cookieCache`) check it
      // without the database, so a revoked session can read for at most this long; everything else, and better-auth's
      // sensitive endpoints, ask the database (decision 0020).
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    // Our own limiter (services/auth/rate-limit.ts) answers 429 per address and per account.
    rateLimit: { enabled: false },
    advanced: {
      // A session (or an account) and its person in one statement through the schema's relations (db/schema/auth.ts),
      // not two: every write's session check once a minute per visitor, and every new visitor's first (decision 0172).
      database: { joins: true },
      useSecureCookies: production || publicUrl.startsWith('https:'),
      cookiePrefix: 'thrive',
      // better-auth skips these checks when it thinks it runs under a test runner; we want them everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Only the newest reset link works: a new one ends the older ones, and using one ends them all.
      sendResetPassword: async ({ user, url, token }, request) => {
        await db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, 'reset-password:%'),
              ne(verifications.identifier, `reset-password:${token}`),
            ),
          );
        mailer.enqueue(resetPasswordMail(mailLanguage(request), user.email, firstNameOf(user), url));
      },
      onPasswordReset: async ({ user }) => {
        await db
          .delete(verifications)
          .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')));
      },
      onExistingUserSignUp: async ({ user }, request) => {
        mailer.enqueue(
          existingAccountMail(mailLanguage(request), user.email, firstNameOf(user), `${publicUrl}/login`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        mailer.enqueue(verificationMail(mailLanguage(request), user.email, firstNameOf(user), url));
      },
    },
    socialProviders: {
      ...(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET
        ? { github: { clientId: config.GITHUB_CLIENT_ID, clientSecret: config.GITHUB_CLIENT_SECRET } }
        : {}),
      ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              mapProfileToUser: (profile: { given_name?: string; family_name?: string }) => ({
                firstName: profile.given_name,
                lastName: profile.family_name,
              }),
            },
          }
        : {}),
    },
    plugins: [
      anonymous({
        emailDomainName: 'anonymous.thrive.invalid',
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          const moved = await moveUserData(db, anonymousUser.user.id, newUser.user.id);
          logger.info({ moved }, 'anonymous data moved to the account');
        },
      }),
      twoFactor({
        issuer: 'Thrive',
        allowPasswordless: true,
        otpOptions: {
          period: 5,
          // A phone factor's sign-in code: to the person's verified phone.
          sendOTP: async ({ user, otp }, ctx) => {
            const [phone] = await db
              .select({ phone: authFactors.phone })
              .from(authFactors)
              .where(
                and(
                  eq(authFactors.userId, user.id),
                  eq(authFactors.type, 'phone'),
                  eq(authFactors.status, 'verified'),
                ),
              )
              .limit(1);
            if (!phone?.phone) return;
            if (deps.rateLimiter)
              await countLimits(
                deps.rateLimiter,
                smsLimits({ userId: user.id, phone: phone.phone }),
                SMS_LIMIT_MESSAGE,
              );
            await sms.send({ to: phone.phone, text: smsCodeText(mailLanguage(ctx?.request), otp) });
          },
        },
      }),
      jwt({
        // API clients take their token from /api/auth/token. Without this, every session check (get-session and
        // each requireUser) would read the key from the database and sign a JWT for a `set-auth-jwt` header nobody
        // reads (decision 0020).
        disableSettingJwtHeader: true,
        jwt: {
          issuer: publicUrl,
          audience: publicUrl,
          expirationTime: '15m',
          // `sid` binds the token to its session: signing out or a password reset ends the token too
          // (services/auth/current-user.ts checks the session on every bearer request).
          definePayload: ({ user, session }) => ({
            sid: session.id,
            email: user.email,
            is_anonymous: Boolean((user as { isAnonymous?: boolean }).isAnonymous),
            aal: (user as { twoFactorEnabled?: boolean }).twoFactorEnabled ? 'aal2' : 'aal1',
          }),
        },
      }),
      ...(config.OIDC_ISSUER && config.OIDC_CLIENT_ID
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  name: config.OIDC_NAME,
                  discoveryUrl: `${config.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  clientId: config.OIDC_CLIENT_ID,
                  clientSecret: config.OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile) => ({
                    firstName: typeof profile.given_name === 'string' ? profile.given_name : undefined,
                    lastName: typeof profile.family_name === 'string' ? profile.family_name : undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;

  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;

function firstNameOf(user: { firstName?: unknown; name?: string | null }): string | null {
  if (typeof user.firstName === 'string' && user.firstName.trim()) return user.firstName.trim();
  return null;
}
