import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** What one counted attempt decided. */
export interface RateDecision {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window of this key ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters keyed by a string (`auth:sign-in:ip:1.2.3.4`, `resume:user:<id>`, ...). Every rate limit of
 * the API goes through one of these: in memory for one process, or in Redis (REDIS_URL) so that several API
 * processes share the counts.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt on `key`; allowed while the window's count is at most `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

const MAX_MEMORY_KEYS = 50_000;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { end: number; count: number }>();
  const prune = (time: number) => {
    for (const [key, window] of windows) if (window.end <= time) windows.delete(key);
    // Still full of live windows (a flood of distinct keys): start over rather than grow without bound.
    if (windows.size > MAX_MEMORY_KEYS) windows.clear();
  };
  return {
    kind: 'memory',
    async hit(key, limit, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.end <= time) {
        if (windows.size >= MAX_MEMORY_KEYS) prune(time);
        window = { end: time + windowMs, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.end - time) / 1000)),
      };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR, start the window on the first hit, return the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export interface RedisRateLimiterOptions {
  /** Prefix of every key (several deployments may share one Redis). */
  prefix?: string;
  logger?: Logger;
}

/**
 * Counters in Redis, shared by every process using the same REDIS_URL. When Redis does not answer (within 500 ms)
 * the attempt is allowed and a warning is logged at most once a minute: a Redis outage must not lock everybody
 * out of signing in. The database-backed analysis limit still holds then.
 */
export function createRedisRateLimiter(url: string, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'thrive:rl:';
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastWarning = 0;
  const warn = (error: unknown) => {
    const time = Date.now();
    if (time - lastWarning < 60_000) return;
    lastWarning = time;
    options.logger?.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'rate limiter: Redis unavailable, allowing requests',
    );
  };
  redis.on('error', warn);
  return {
    kind: 'redis',
    async hit(key, limit, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
          number,
          number,
        ];
        return {
          allowed: count <= limit,
          count,
          retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
        };
      } catch (error) {
        warn(error);
        return { allowed: true, count: 0, retryAfterSeconds: 1 };
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when REDIS_URL is set, else memory. */
export function createRateLimiter(config: { REDIS_URL?: string }, logger?: Logger): RateLimiter {
  return config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, { logger }) : createMemoryRateLimiter();
}
