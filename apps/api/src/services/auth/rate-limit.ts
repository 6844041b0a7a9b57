import type { RateDecision, RateLimiter } from '../../lib/rate-limiter';

interface Rule {
  name: string;
  paths: readonly string[];
  perIp: readonly [limit: number, windowMs: number];
  perAccount?: readonly [limit: number, windowMs: number];
  /** Where the account comes from: the email in the body (default), or the signed-in person (password checks). */
  accountFrom?: 'body' | 'session';
}

const MIN = 60_000;

/** Limits on the auth endpoints that guess or send: per client address and per account (the email in the body). */
export const AUTH_RATE_RULES: readonly Rule[] = [
  { name: 'sign-in', paths: ['/sign-in/email'], perIp: [30, 15 * MIN], perAccount: [10, 15 * MIN] },
  { name: 'sign-up', paths: ['/sign-up/email'], perIp: [20, 60 * MIN], perAccount: [5, 60 * MIN] },
  {
    name: 'reset',
    paths: ['/request-password-reset', '/reset-password'],
    perIp: [20, 60 * MIN],
    perAccount: [5, 60 * MIN],
  },
  {
    name: 'verification',
    paths: ['/send-verification-email', '/verify-email'],
    perIp: [30, 60 * MIN],
    perAccount: [5, 60 * MIN],
  },
  {
    name: 'second-factor',
    paths: [
      '/two-factor/verify-totp',
      '/two-factor/verify-otp',
      '/two-factor/verify-backup-code',
      '/two-factor/send-otp',
    ],
    perIp: [30, 15 * MIN],
  },
  { name: 'anonymous', paths: ['/sign-in/anonymous'], perIp: [60, 60 * MIN] },
  {
    // Every call that checks the signed-in person's password; /api/account's factor calls count here too.
    name: 'password-check',
    paths: [
      '/verify-password',
      '/change-password',
      '/set-password',
      '/change-email',
      '/delete-user',
      '/two-factor/enable',
      '/two-factor/disable',
      '/two-factor/generate-backup-codes',
    ],
    perIp: [30, 15 * MIN],
    perAccount: [10, 15 * MIN],
    accountFrom: 'session',
  },
];

const PASSWORD_CHECK = AUTH_RATE_RULES.find((rule) => rule.name === 'password-check')!;

/** The password-check rule as limits for lib/limits.ts (the same keys, so both paths share one count). */
export function passwordCheckLimits(userId: string, ip: string) {
  return [
    {
      key: `auth:${PASSWORD_CHECK.name}:ip:${ip}`,
      limit: PASSWORD_CHECK.perIp[0],
      windowMs: PASSWORD_CHECK.perIp[1],
    },
    {
      key: `auth:${PASSWORD_CHECK.name}:account:${userId}`,
      limit: PASSWORD_CHECK.perAccount![0],
      windowMs: PASSWORD_CHECK.perAccount![1],
    },
  ];
}

export interface AuthRateLimiter {
  /** The rule that applies to a path under /api/auth, if any. */
  ruleFor(path: string): Rule | undefined;
  /** Counts the attempt by address and by account; `allowed` is false when either is over its limit. */
  hit(rule: Rule, ip: string, account: string | null): Promise<RateDecision>;
}

/** The auth rules on top of the app's shared limiter (lib/rate-limiter.ts: memory, or Redis with REDIS_URL). */
export function createAuthRateLimiter(store: RateLimiter): AuthRateLimiter {
  return {
    ruleFor: (path) => AUTH_RATE_RULES.find((rule) => rule.paths.includes(path)),
    async hit(rule, ip, account) {
      // The address first: an address already refused does not get to create (or push out) account counters.
      const byIp = await store.hit(`auth:${rule.name}:ip:${ip}`, rule.perIp[0], rule.perIp[1]);
      if (!byIp.allowed || !rule.perAccount || !account) return byIp;
      const byAccount = await store.hit(
        `auth:${rule.name}:account:${account}`,
        rule.perAccount[0],
        rule.perAccount[1],
      );
      return byAccount.allowed ? { ...byIp, count: Math.max(byIp.count, byAccount.count) } : byAccount;
    },
  };
}
