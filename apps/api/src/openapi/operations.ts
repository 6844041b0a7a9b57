import { z } from 'zod';
import {
  AnalysisLocale,
  AnalysisRequestIssue,
  AnalysisRequestPayload,
} from '@thrive/core/contracts/analysis-request';
import { Affordability, AnalysisResult, CityMatch } from '@thrive/core/contracts/analysis-result';
import { ContactMessageInput, DemoRequestInput, FormReceipt } from '@thrive/core/contracts/forms';
import { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import {
  CityFigures,
  CityFiguresQuery,
  FigureCityList,
  FigureRoleList,
  NetPayFigures,
  NetPayQuery,
} from '@thrive/core/contracts/figures';
import { ResumeFacts } from '@thrive/core/contracts/resume-facts';
import {
  LearningEnrolBody,
  LearningItemResponse,
  LearningList,
  LearningUpdate,
  SavedAnswersResponse,
  SubmittedAnalysisResponse,
} from '@thrive/core/contracts/api';
import { EnrolBody } from '../routes/account';
import { PlaceQuery } from '../routes/onboarding-cities';

/**
 * Every /api operation, described from the zod schemas the handlers validate with (or, for better-auth's endpoints
 * and the learning-progress routes, schemas that mirror what they accept). `document.ts` turns this list into the
 * OpenAPI 3.1 description at GET /api/openapi.json; test/openapi.int.test.ts fails when a mounted route is missing;
 * test/bad-input.int.test.ts sends malformed requests to every operation listed here.
 */
export type Auth = 'none' | 'session' | 'account';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: `/api/analyses/{id}`. */
  path: string;
  tag: string;
  summary: string;
  /** none: public; session: a signed-in or anonymous session (cookie or bearer JWT); account: a real account. */
  auth: Auth;
  body?: z.ZodType;
  /** multipart/form-data instead of JSON. */
  multipart?: boolean;
  query?: z.ZodObject;
  params?: Record<string, z.ZodType>;
  /** Status -> description and optional schema of the JSON body. */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Only when NODE_ENV is not production. */
  devOnly?: boolean;
}

export const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

const bad = { description: 'Invalid input', schema: ErrorBody };
const unauth = { description: 'No session', schema: ErrorBody };
const limited = { description: 'Too many requests (Retry-After says when to retry)', schema: ErrorBody };
const notFound = { description: 'Not found (or not yours)', schema: ErrorBody };
const ok = (schema?: z.ZodType, description = 'OK') => ({ description, schema });

const uuid = z.uuid();
const DatasetId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
const email = z.email().max(254);
const passwordField = z.string().min(8).max(128);

const AnalysisStatus = z.enum(['pending', 'completed', 'failed']);
const AnalysisRecord = z.object({
  id: uuid,
  status: AnalysisStatus,
  createdAt: z.string(),
  analysisResult: AnalysisResult.nullable().optional(),
  failureReason: z.string().nullable().optional(),
  /** How the result was cut: the summary keeps the best cities (core contracts/analysis-summary.ts). */
  cut: z
    .object({
      view: z.enum(['summary', 'full']),
      cityCount: z.number().int().min(0),
      citiesIncluded: z.number().int().min(0),
    })
    .optional(),
});
const AnalysisView = z.object({ view: z.enum(['summary', 'full']).optional() });
const Location = z.object({
  country_name: z.string().optional(),
  country_code: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  timezone: z.string().optional(),
  currency: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  isEuropean: z.boolean().optional(),
  error: z.boolean().optional(),
  reason: z.string().optional(),
});
const User = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  isAnonymous: z.boolean().nullable().optional(),
  twoFactorEnabled: z.boolean().nullable().optional(),
});
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

export const OPERATIONS: Operation[] = [
  // Documentation and operations
  {
    method: 'get',
    path: '/api/health',
    tag: 'operations',
    summary:
      'Readiness: status, version, whether the database answers (503 when it does not) and whether rate limits are shared as configured',
    auth: 'none',
    responses: { 200: ok(), 503: ok(undefined, 'The database does not answer') },
  },
  {
    method: 'get',
    path: '/api/health/live',
    tag: 'operations',
    summary: 'Liveness: the process answers (asks nothing else)',
    auth: 'none',
    responses: { 200: ok() },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'operations',
    summary: 'This description (OpenAPI 3.1)',
    auth: 'none',
    responses: { 200: ok() },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'operations',
    summary: 'This description as a readable HTML page',
    auth: 'none',
    responses: { 200: ok(undefined, 'HTML') },
  },
  {
    method: 'get',
    path: '/api/dev/mailbox',
    tag: 'operations',
    summary: 'The development mail and SMS outbox (not in production)',
    auth: 'none',
    devOnly: true,
    responses: { 200: ok() },
  },
  // Public helpers
  {
    method: 'get',
    path: '/api/geo',
    tag: 'location',
    summary: "The caller's approximate location from the bundled IP database (nothing leaves the server)",
    auth: 'none',
    responses: { 200: ok(Location) },
  },
  {
    method: 'get',
    path: '/api/geo/reverse',
    tag: 'location',
    summary: 'The nearest known city to a position',
    auth: 'none',
    query: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
    responses: { 200: ok(Location), 400: bad },
  },
  {
    method: 'get',
    path: '/api/onboarding/place',
    tag: 'onboarding',
    summary: 'The place a typed location resolves to (offline gazetteer), or null',
    auth: 'none',
    query: PlaceQuery,
    responses: { 200: ok(), 400: bad },
  },
  {
    method: 'post',
    path: '/api/onboarding/hubs',
    tag: 'onboarding',
    summary: 'Three opportunity hubs for the answers so far (stateless)',
    auth: 'none',
    body: z.object({ answers: OnboardingAnswers, locale: AnalysisLocale.optional() }),
    responses: { 200: ok(), 400: bad },
  },
  {
    method: 'post',
    path: '/api/onboarding/refined-cities',
    tag: 'onboarding',
    summary: 'Two refined cities for the answers so far (stateless)',
    auth: 'none',
    body: z.object({ answers: OnboardingAnswers, locale: AnalysisLocale.optional() }),
    responses: { 200: ok(), 400: bad },
  },
  {
    method: 'get',
    path: '/api/figures/cities',
    tag: 'figures',
    summary:
      'Every city of the datasets (id, name, country, currency, who pays its rent figure). ETag; cacheable.',
    auth: 'none',
    responses: { 200: ok(FigureCityList), 304: ok(undefined, 'Not modified (If-None-Match)') },
  },
  {
    method: 'get',
    path: '/api/figures/roles',
    tag: 'figures',
    summary: 'Every role of the datasets (id, name, family). ETag; cacheable.',
    auth: 'none',
    responses: { 200: ok(FigureRoleList), 304: ok(undefined, 'Not modified (If-None-Match)') },
  },
  {
    method: 'get',
    path: '/api/figures/cities/{cityId}',
    tag: 'figures',
    summary:
      "A city's figures for a household: annual gross pay of the role at the level, net pay a month of both earners, rent by bedrooms, living costs, child benefits, money left, the affordability checks. Every figure { value, currency, basis, source, year }; money in the city's currency. ETag; cacheable.",
    auth: 'none',
    params: { cityId: DatasetId },
    query: CityFiguresQuery,
    responses: {
      200: ok(CityFigures),
      304: ok(undefined, 'Not modified (If-None-Match)'),
      400: bad,
      404: notFound,
    },
  },
  {
    method: 'get',
    path: '/api/figures/net-pay',
    tag: 'figures',
    summary:
      "Net pay a month of a household in a city (gross and partnerGross a year in the city's currency) and its parts: contributions, a typical pension, income taxes, child benefits. ETag; cacheable.",
    auth: 'none',
    query: NetPayQuery,
    responses: { 200: ok(NetPayFigures), 304: ok(undefined, 'Not modified (If-None-Match)'), 400: bad },
  },
  {
    method: 'post',
    path: '/api/demo-requests',
    tag: 'forms',
    summary: 'Ask for a demo (employers); confirmed by mail',
    auth: 'none',
    body: DemoRequestInput,
    responses: { 201: ok(FormReceipt, 'Stored'), 400: bad, 429: limited },
  },
  {
    method: 'post',
    path: '/api/contact-messages',
    tag: 'forms',
    summary: 'Send a message; confirmed by mail',
    auth: 'none',
    body: ContactMessageInput,
    responses: { 201: ok(FormReceipt, 'Stored'), 400: bad, 429: limited },
  },
  // Accounts (better-auth, wrapped)
  {
    method: 'get',
    path: '/api/auth/providers',
    tag: 'auth',
    summary: 'Configured sign-in providers and the password length rule',
    auth: 'none',
    responses: { 200: ok() },
  },
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag: 'auth',
    summary: 'Create an account; a verification mail is sent (same answer for a known address)',
    auth: 'none',
    body: SignUp,
    responses: { 200: ok(), 400: bad, 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag: 'auth',
    summary: 'Sign in with email and password (may answer twoFactorRedirect)',
    auth: 'none',
    body: SignIn,
    responses: { 200: ok(), 401: unauth, 403: ok(ErrorBody, 'Email not verified'), 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/anonymous',
    tag: 'auth',
    summary: 'Start an anonymous session (data moves to the account on sign-in)',
    auth: 'none',
    responses: { 200: ok(), 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    tag: 'auth',
    summary: 'Start OAuth / OpenID Connect sign-in with PKCE (returns the provider URL)',
    auth: 'none',
    body: z.object({ provider: z.string().max(40), callbackURL: z.string().max(2000).optional() }),
    responses: { 200: ok(), 400: bad },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'auth',
    summary: 'End the session',
    auth: 'session',
    responses: { 200: ok() },
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    tag: 'auth',
    summary: 'The current session and user, or null',
    auth: 'none',
    responses: { 200: ok() },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag: 'auth',
    summary: 'Mail a password-reset link (same answer for unknown addresses)',
    auth: 'none',
    body: z.object({ email, redirectTo: z.string().max(2000).optional() }),
    responses: { 200: ok(), 400: bad, 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'auth',
    summary: 'Set a new password with the token from the mail',
    auth: 'none',
    body: z.object({ newPassword: passwordField, token: z.string().max(500) }),
    responses: { 200: ok(), 400: bad, 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    tag: 'auth',
    summary: 'Send the verification mail again',
    auth: 'none',
    body: z.object({ email, callbackURL: z.string().max(2000).optional() }),
    responses: { 200: ok(), 400: bad, 429: limited },
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    tag: 'auth',
    summary: 'Verify the address with the token from the mail (signs in)',
    auth: 'none',
    query: z.object({ token: z.string().max(2000), callbackURL: z.string().max(2000).optional() }),
    responses: { 200: ok(), 302: ok(undefined, 'Redirect to callbackURL'), 401: unauth },
  },
  {
    method: 'get',
    path: '/api/auth/token',
    tag: 'auth',
    summary: 'A 15-minute JWT for API clients (Authorization: Bearer)',
    auth: 'session',
    responses: { 200: ok(z.object({ token: z.string() })), 401: unauth },
  },
  {
    method: 'get',
    path: '/api/auth/jwks',
    tag: 'auth',
    summary: 'Public keys that verify the JWTs (cached 5 minutes)',
    auth: 'none',
    responses: { 200: ok() },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    tag: 'auth',
    summary: 'Complete sign-in with an authenticator code',
    auth: 'none',
    body: Code,
    responses: { 200: ok(), 401: unauth, 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-otp',
    tag: 'auth',
    summary: 'Complete sign-in with a code sent by SMS or mail',
    auth: 'none',
    body: Code,
    responses: { 200: ok(), 401: unauth, 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    tag: 'auth',
    summary: 'Complete sign-in with a backup code',
    auth: 'none',
    body: Code,
    responses: { 200: ok(), 401: unauth, 429: limited },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/send-otp',
    tag: 'auth',
    summary: 'Send a one-time code during a second-factor sign-in',
    auth: 'none',
    responses: { 200: ok(), 401: unauth, 429: limited },
  },
  {
    method: 'get',
    path: '/api/auth/callback/{provider}',
    tag: 'auth',
    summary: 'OAuth / OpenID Connect callback',
    auth: 'none',
    params: { provider: z.string().max(40) },
    query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(2000).optional() }),
    responses: { 302: ok(undefined, 'Redirect') },
  },
  // The caller's data
  {
    method: 'get',
    path: '/api/me',
    tag: 'me',
    summary: 'Who is calling',
    auth: 'session',
    responses: { 200: ok(z.object({ user: User })), 401: unauth },
  },
  {
    method: 'get',
    path: '/api/me/onboarding',
    tag: 'me',
    summary: "The caller's saved questionnaire answers",
    auth: 'session',
    responses: { 200: ok(SavedAnswersResponse), 401: unauth },
  },
  {
    method: 'put',
    path: '/api/me/onboarding',
    tag: 'me',
    summary: "Save the caller's questionnaire answers",
    auth: 'session',
    body: z.object({ answers: OnboardingAnswers }),
    responses: { 200: ok(SavedAnswersResponse), 400: bad, 401: unauth },
  },
  {
    method: 'get',
    path: '/api/account/factors',
    tag: 'account',
    summary: 'Second factors and the assurance level',
    auth: 'account',
    responses: { 200: ok(), 401: unauth },
  },
  {
    method: 'post',
    path: '/api/account/factors',
    tag: 'account',
    summary: 'Enrol a second factor (TOTP or phone)',
    auth: 'account',
    body: EnrolBody,
    responses: { 201: ok(undefined, 'Enrolled'), 400: bad, 401: unauth },
  },
  {
    method: 'post',
    path: '/api/account/factors/{id}/challenge',
    tag: 'account',
    summary: 'Send a code for a phone factor',
    auth: 'account',
    params: { id: z.string().min(1).max(64) },
    responses: { 200: ok(), 401: unauth, 404: notFound },
  },
  {
    method: 'post',
    path: '/api/account/factors/{id}/verify',
    tag: 'account',
    summary: 'Verify a factor with a six-digit code',
    auth: 'account',
    params: { id: z.string().min(1).max(64) },
    body: z.object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    }),
    responses: { 200: ok(), 400: bad, 401: unauth, 404: notFound },
  },
  {
    method: 'delete',
    path: '/api/account/factors/{id}',
    tag: 'account',
    summary: 'Remove a factor',
    auth: 'account',
    params: { id: z.string().min(1).max(64) },
    body: z.object({ password: z.string().min(1).max(128).optional() }),
    responses: { 200: ok(), 401: unauth, 404: notFound },
  },
  {
    method: 'post',
    path: '/api/account/backup-codes',
    tag: 'account',
    summary: 'New backup codes',
    auth: 'account',
    body: z.object({ password: z.string().min(1).max(128).optional() }),
    responses: { 200: ok(), 400: bad, 401: unauth },
  },
  // Career analyses
  {
    method: 'post',
    path: '/api/functions/generate-career-analysis',
    tag: 'analyses',
    summary: 'Start a career analysis: 200 when done within ANALYSIS_WAIT_MS, else 202 pending',
    auth: 'session',
    body: z.object({ onboardingData: AnalysisRequestPayload }),
    responses: {
      200: ok(SubmittedAnalysisResponse),
      202: ok(SubmittedAnalysisResponse, 'Still pending'),
      400: {
        description:
          'NO_ONBOARDING_DATA, or INVALID_DATA_STRUCTURE with details.issues (path, reason) per field',
        schema: z.object({
          error: z.object({
            code: z.enum(['NO_ONBOARDING_DATA', 'INVALID_DATA_STRUCTURE']),
            message: z.string(),
            details: z.object({ issues: z.array(AnalysisRequestIssue) }).optional(),
          }),
        }),
      },
      401: unauth,
      429: limited,
    },
  },
  {
    method: 'get',
    path: '/api/analyses/latest',
    tag: 'analyses',
    summary: "The caller's newest analysis (the summary, or view=full), or null; ETag, 304 on If-None-Match",
    auth: 'session',
    query: AnalysisView,
    responses: {
      200: ok(z.object({ analysis: AnalysisRecord.nullable() })),
      304: { description: 'Not modified (If-None-Match)' },
      400: bad,
      401: unauth,
    },
  },
  {
    method: 'get',
    path: '/api/analyses/{id}',
    tag: 'analyses',
    summary: 'One analysis of the caller (the summary, or view=full); ETag, 304 on If-None-Match',
    auth: 'session',
    params: { id: uuid },
    query: AnalysisView,
    responses: {
      200: ok(z.object({ analysis: AnalysisRecord })),
      304: { description: 'Not modified (If-None-Match)' },
      400: bad,
      401: unauth,
      404: notFound,
    },
  },
  {
    method: 'get',
    path: '/api/analyses/{id}/cities/{cityId}',
    tag: 'analyses',
    summary: 'One city of a completed analysis: its place, match and affordability',
    auth: 'session',
    params: { id: uuid, cityId: DatasetId },
    responses: {
      200: ok(
        z.object({
          city: z.object({
            rank: z.number().int().min(1),
            match: CityMatch,
            affordability: Affordability.nullable(),
          }),
        }),
      ),
      304: { description: 'Not modified (If-None-Match)' },
      401: unauth,
      404: notFound,
    },
  },
  // Learning progress
  {
    method: 'get',
    path: '/api/learning-progress',
    tag: 'learning',
    summary: "The caller's courses and hours",
    auth: 'session',
    responses: { 200: ok(LearningList), 401: unauth },
  },
  {
    method: 'put',
    path: '/api/learning-progress/{courseId}',
    tag: 'learning',
    summary: 'Enrol in a course (idempotent)',
    auth: 'session',
    params: { courseId: DatasetId },
    body: LearningEnrolBody,
    responses: { 200: ok(LearningItemResponse), 400: bad, 401: unauth, 404: notFound },
  },
  {
    method: 'patch',
    path: '/api/learning-progress/{courseId}',
    tag: 'learning',
    summary: 'Update status, log hours, mark certified',
    auth: 'session',
    params: { courseId: DatasetId },
    body: LearningUpdate,
    responses: { 200: ok(LearningItemResponse), 400: bad, 401: unauth, 404: notFound },
  },
  {
    method: 'delete',
    path: '/api/learning-progress/{courseId}',
    tag: 'learning',
    summary: 'Leave a course',
    auth: 'session',
    params: { courseId: DatasetId },
    responses: { 200: ok(), 401: unauth, 404: notFound },
  },
  // Resume
  {
    method: 'post',
    path: '/api/functions/analyze-resume',
    tag: 'resume',
    summary: 'Read a CV (PDF, multipart field `file`, at most 10 MB)',
    auth: 'session',
    multipart: true,
    body: z.object({ file: z.string().meta({ format: 'binary' }) }),
    responses: {
      200: ok(
        z.object({
          analysis: z.object({
            id: uuid,
            analysis: ResumeFacts,
            createdAt: z.string(),
            read: z.enum(['text', 'ocr']).meta({ description: "'ocr' when the CV was a scan read by OCR" }),
          }),
        }),
      ),
      400: bad,
      401: unauth,
      413: ok(ErrorBody, 'Over 10 MB'),
      415: ok(ErrorBody, 'Not a PDF'),
      422: ok(
        ErrorBody,
        'Encrypted, damaged, without text even by OCR, too complex, or a scan too large to read',
      ),
      429: limited,
      503: ok(ErrorBody, 'Busy'),
    },
  },
  {
    method: 'get',
    path: '/api/resume-analyses/latest',
    tag: 'resume',
    summary: "The caller's newest CV reading, or null",
    auth: 'session',
    responses: { 200: ok(), 401: unauth },
  },
];
