import { z } from 'zod';
import { SessionResponse, SignInResponse, SocialSignInResponse } from '@thrive/core/contracts/api';
import { defineRoute, errorBodyOf, limited, ok, type ResponseSpec } from '../openapi/route';

/**
 * better-auth's endpoints that the web app and API clients call, served by its handler under /api/auth/* (routes/
 * auth.ts wraps it: limits, errors in our shape). better-auth validates these bodies itself; the schemas here describe
 * what it accepts, and its error codes are its own (any code in the error body).
 */
const email = z.email().max(254);
const passwordField = z.string().min(8).max(128);
const SignUp = z.object({
  email,
  password: passwordField,
  name: z.string().min(1).max(200),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  callbackURL: z.string().max(2000).optional(),
});
const SignIn = z.object({
  email,
  password: z.string().min(1).max(128),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(2000).optional(),
});
const Code = z.object({ code: z.string().min(1).max(32), trustDevice: z.boolean().optional() });
const refused = (description: string): ResponseSpec => ({ description, schema: errorBodyOf() });
const bad = refused('Invalid input');
const unauth = refused('Not signed in, or wrong credentials');

const SIGN_UP_EMAIL = defineRoute({
  method: 'post',
  path: '/api/auth/sign-up/email',
  tag: 'auth',
  summary: 'Create an account; a verification mail is sent (same answer for a known address)',
  auth: 'none',
  body: SignUp,
  responses: { 200: ok(), 400: bad, 429: limited },
});
const SIGN_IN_EMAIL = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in/email',
  tag: 'auth',
  summary: 'Sign in with email and password (may answer twoFactorRedirect)',
  auth: 'none',
  body: SignIn,
  responses: { 200: ok(SignInResponse), 401: unauth, 403: refused('Email not verified'), 429: limited },
});
const SIGN_IN_ANONYMOUS = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in/anonymous',
  tag: 'auth',
  summary: 'Start an anonymous session (data moves to the account on sign-in)',
  auth: 'none',
  responses: { 200: ok(), 429: limited },
});
const SIGN_IN_SOCIAL = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in/social',
  tag: 'auth',
  summary: 'Start OAuth / OpenID Connect sign-in with PKCE (returns the provider URL)',
  auth: 'none',
  body: z.object({ provider: z.string().max(40), callbackURL: z.string().max(2000).optional() }),
  responses: { 200: ok(SocialSignInResponse), 400: bad },
});
const SIGN_OUT = defineRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  tag: 'auth',
  summary: 'End the session',
  auth: 'session',
  responses: { 200: ok() },
});
const GET_SESSION = defineRoute({
  method: 'get',
  path: '/api/auth/get-session',
  tag: 'auth',
  summary: 'The current session and user, or null',
  auth: 'none',
  responses: { 200: ok(SessionResponse) },
});
/** Deleting an account always takes the password: better-auth would accept none from a session under a day old. */
export const DeleteUserBody = z.strictObject({ password: z.string().min(1).max(128) });
const DELETE_USER = defineRoute({
  method: 'post',
  path: '/api/auth/delete-user',
  tag: 'auth',
  summary: 'Delete the signed-in account and everything stored for it, confirmed with the password',
  auth: 'session',
  body: DeleteUserBody,
  responses: {
    200: ok(z.object({ success: z.boolean(), message: z.string() })),
    400: refused('Wrong password, or no password on this account'),
    401: unauth,
    429: limited,
  },
});
const REQUEST_PASSWORD_RESET = defineRoute({
  method: 'post',
  path: '/api/auth/request-password-reset',
  tag: 'auth',
  summary: 'Mail a password-reset link (same answer for unknown addresses)',
  auth: 'none',
  body: z.object({ email, redirectTo: z.string().max(2000).optional() }),
  responses: { 200: ok(), 400: bad, 429: limited },
});
const RESET_PASSWORD = defineRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  tag: 'auth',
  summary: 'Set a new password with the token from the mail',
  auth: 'none',
  body: z.object({ newPassword: passwordField, token: z.string().max(500) }),
  responses: { 200: ok(), 400: bad, 429: limited },
});
const SEND_VERIFICATION_EMAIL = defineRoute({
  method: 'post',
  path: '/api/auth/send-verification-email',
  tag: 'auth',
  summary: 'Send the verification mail again',
  auth: 'none',
  body: z.object({ email, callbackURL: z.string().max(2000).optional() }),
  responses: { 200: ok(), 400: bad, 429: limited },
});
const VERIFY_EMAIL = defineRoute({
  method: 'get',
  path: '/api/auth/verify-email',
  tag: 'auth',
  summary: 'Verify the address with the token from the mail (signs in)',
  auth: 'none',
  query: z.object({ token: z.string().max(2000), callbackURL: z.string().max(2000).optional() }),
  responses: { 200: ok(), 302: ok(undefined, 'Redirect to callbackURL'), 401: unauth },
});
const TOKEN = defineRoute({
  method: 'get',
  path: '/api/auth/token',
  tag: 'auth',
  summary: 'A 15-minute JWT for API clients (Authorization: Bearer)',
  auth: 'session',
  responses: { 200: ok(z.object({ token: z.string() })), 401: unauth },
});
const JWKS = defineRoute({
  method: 'get',
  path: '/api/auth/jwks',
  tag: 'auth',
  summary: 'Public keys that verify the JWTs (cached 5 minutes)',
  auth: 'none',
  responses: { 200: ok() },
});
const TWO_FACTOR_VERIFY_TOTP = defineRoute({
  method: 'post',
  path: '/api/auth/two-factor/verify-totp',
  tag: 'auth',
  summary: 'Complete sign-in with an authenticator code',
  auth: 'none',
  body: Code,
  responses: { 200: ok(), 401: unauth, 429: limited },
});
const TWO_FACTOR_VERIFY_OTP = defineRoute({
  method: 'post',
  path: '/api/auth/two-factor/verify-otp',
  tag: 'auth',
  summary: 'Complete sign-in with a code sent by SMS or mail',
  auth: 'none',
  body: Code,
  responses: { 200: ok(), 401: unauth, 429: limited },
});
const TWO_FACTOR_VERIFY_BACKUP_CODE = defineRoute({
  method: 'post',
  path: '/api/auth/two-factor/verify-backup-code',
  tag: 'auth',
  summary: 'Complete sign-in with a backup code',
  auth: 'none',
  body: Code,
  responses: { 200: ok(), 401: unauth, 429: limited },
});
const TWO_FACTOR_SEND_OTP = defineRoute({
  method: 'post',
  path: '/api/auth/two-factor/send-otp',
  tag: 'auth',
  summary: 'Send a one-time code during a second-factor sign-in',
  auth: 'none',
  responses: { 200: ok(), 401: unauth, 429: limited },
});
const CALLBACK_PROVIDER = defineRoute({
  method: 'get',
  path: '/api/auth/callback/{provider}',
  tag: 'auth',
  summary: 'OAuth / OpenID Connect callback',
  auth: 'none',
  params: z.object({ provider: z.string().max(40) }),
  query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(2000).optional() }),
  responses: { 302: ok(undefined, 'Redirect') },
});

/** better-auth's endpoints the web app and API clients call: served by its handler under /api/auth/*. */
export const BETTER_AUTH_ROUTES = [
  SIGN_UP_EMAIL,
  SIGN_IN_EMAIL,
  SIGN_IN_ANONYMOUS,
  SIGN_IN_SOCIAL,
  SIGN_OUT,
  GET_SESSION,
  DELETE_USER,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  SEND_VERIFICATION_EMAIL,
  VERIFY_EMAIL,
  TOKEN,
  JWKS,
  TWO_FACTOR_VERIFY_TOTP,
  TWO_FACTOR_VERIFY_OTP,
  TWO_FACTOR_VERIFY_BACKUP_CODE,
  TWO_FACTOR_SEND_OTP,
  CALLBACK_PROVIDER,
];
