import { createWindowLimiter } from '../../lib/window-limiter';

interface Rule {
  name: string;
  paths: readonly string[];
  perIp: readonly [limit: number, windowMs: number];
  perAccount?: readonly [limit: number, windowMs: number];
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
];

export interface AuthRateLimiter {
  /** The rule that applies to a path under /api/auth, if any. */
  ruleFor(path: string): Rule | undefined;
  /** False when the address or the account is over its limit; counts the attempt. */
  allow(rule: Rule, ip: string, account: string | null): boolean;
  /** Seconds until a limited client should retry (the rule's window). */
  retryAfter(rule: Rule): number;
}

export function createAuthRateLimiter(now: () => number = Date.now): AuthRateLimiter {
  const limiters = new Map<string, ReturnType<typeof createWindowLimiter>>();
  const limiter = (key: string, [limit, windowMs]: readonly [number, number]) => {
    let found = limiters.get(key);
    if (!found) {
      found = createWindowLimiter(limit, windowMs, now);
      limiters.set(key, found);
    }
    return found;
  };
  return {
    ruleFor: (path) => AUTH_RATE_RULES.find((rule) => rule.paths.includes(path)),
    allow(rule, ip, account) {
      const byIp = limiter(`${rule.name}:ip`, rule.perIp).allow(ip);
      const byAccount =
        rule.perAccount && account ? limiter(`${rule.name}:account`, rule.perAccount).allow(account) : true;
      return byIp && byAccount;
    },
    retryAfter: (rule) => Math.ceil(Math.max(rule.perIp[1], rule.perAccount?.[1] ?? 0) / 1000),
  };
}
