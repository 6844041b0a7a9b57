import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from './errors';
import type { RateLimiter } from './rate-limiter';

/** One limit: at most `limit` attempts per `windowMs` for each key. */
export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
}

const MIN = 60_000;

/**
 * The limits outside /api/auth (which has its own table in services/auth/rate-limit.ts), per client address and,
 * where there is one, per account. One place, so docs/security.md can list them.
 */
export const API_LIMITS = {
  /** Contact and demo forms: per address and form. */
  form: { limit: 5, windowMs: 10 * MIN },
  /** Valid form submissions per email address (each sends that address a confirmation mail): no mail-bombing. */
  formPerEmail: { limit: 5, windowMs: 60 * MIN },
  /** Analyses per address (the per-person limit, ANALYSIS_RATE_LIMIT, is counted in the database). */
  analysisPerIp: { limit: 120, windowMs: 10 * MIN },
  /** CV uploads per person and per address. */
  resumePerUser: { limit: 20, windowMs: 10 * MIN },
  resumePerIp: { limit: 60, windowMs: 10 * MIN },
  /**
   * Text messages with a sign-in code (phone factors): each one costs money and lands on someone's phone, so they
   * are counted per factor, per account, per client address and per destination number (whoever asks for it).
   */
  smsPerFactor: { limit: 3, windowMs: 15 * MIN },
  smsPerAccount: { limit: 6, windowMs: 60 * MIN },
  smsPerIp: { limit: 10, windowMs: 60 * MIN },
  smsPerDestination: { limit: 5, windowMs: 24 * 60 * MIN },
} as const;

/** The app's limiter (createApp always sets one: Redis with REDIS_URL, else memory). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function rateLimiterOf(c: Context<any>): RateLimiter {
  const limiter = (c.var as AppEnv['Variables']).deps.rateLimiter;
  if (!limiter) throw new Error('createApp sets deps.rateLimiter');
  return limiter;
}

/**
 * Counts one attempt against every limit (all are counted, so a client over one limit keeps paying on the others)
 * and throws 429 RATE_LIMITED with Retry-After when any is exceeded.
 */
export async function enforceLimits(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  c: Context<any>,
  limits: Limit[],
  message = 'Too many requests. Please wait a few minutes and try again.',
): Promise<void> {
  try {
    await countLimits(rateLimiterOf(c), limits, message);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
      c.header('Retry-After', String(retryAfterSeconds));
    }
    throw error;
  }
}

/** enforceLimits without a request (better-auth's callbacks): the same counting, the same 429 ApiError. */
export async function countLimits(
  limiter: RateLimiter,
  limits: Limit[],
  message = 'Too many requests. Please wait a few minutes and try again.',
): Promise<void> {
  const decisions = await Promise.all(limits.map((l) => limiter.hit(l.key, l.limit, l.windowMs)));
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
  throw new ApiError(429, 'RATE_LIMITED', message, { retryAfterSeconds: retryAfter });
}

/**
 * The limits one text message counts against. `ip` is absent for better-auth's sign-in code (its route is limited
 * per address already); `factorId` when the factor exists. The number is keyed by its hash (no phone numbers in
 * Redis).
 */
export function smsLimits(parts: { userId: string; phone: string; ip?: string; factorId?: string }): Limit[] {
  const destination = createHash('sha256').update(parts.phone).digest('base64url').slice(0, 22);
  return [
    { key: `sms:account:${parts.userId}`, ...API_LIMITS.smsPerAccount },
    { key: `sms:to:${destination}`, ...API_LIMITS.smsPerDestination },
    ...(parts.ip ? [{ key: `sms:ip:${parts.ip}`, ...API_LIMITS.smsPerIp }] : []),
    ...(parts.factorId ? [{ key: `sms:factor:${parts.factorId}`, ...API_LIMITS.smsPerFactor }] : []),
  ];
}

export const SMS_LIMIT_MESSAGE = 'Too many text messages. Please wait before asking for another code.';
