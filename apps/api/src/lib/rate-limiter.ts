import { createHash } from 'node:crypto';
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

/** Whether the limiter counts as configured (for /api/health). */
export interface RateLimiterHealth {
  kind: 'memory' | 'redis';
  ok: boolean;
  /** Redis unreachable: counting in this process's memory until it is back. */
  fallback?: 'memory';
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
  health?(): RateLimiterHealth;
  close(): Promise<void>;
}

/** Keys longer than this are replaced by their hash (a key carries an address or an email; memory stays bounded). */
const MAX_KEY_LENGTH = 160;

export function boundedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH
    ? key
    : `${key.slice(0, 40)}#${createHash('sha256').update(key).digest('base64url')}`;
}

export interface MemoryRateLimiterOptions {
  now?: () => number;
  /** Counters below half their limit kept at most (least recently used evicted first). */
  maxKeys?: number;
  /** Counters at or above half their limit (blocked or close to it) kept at most, in their own space. */
  maxHeldKeys?: number;
}

export interface MemoryRateLimiterStats {
  keys: number;
  open: number;
  held: number;
  /** Live counters dropped because their space was full (least recently used first). */
  evictedOpen: number;
  evictedHeld: number;
}

export interface MemoryRateLimiter extends RateLimiter {
  readonly kind: 'memory';
  stats(): MemoryRateLimiterStats;
}

interface Window {
  end: number;
  count: number;
}

/**
 * Counters in this process's memory, bounded and never cleared wholesale. Two least-recently-used spaces: `open` for
 * counters well below their limit and `held` for counters at half their limit or more (a blocked address, a locked
 * account). A flood of fresh keys (each counted once) only competes with other fresh keys: it evicts the least
 * recently used open counters and cannot free a held one. Held counters are evicted only when their own space is
 * full, oldest first. Expired windows are dropped as they are met. Memory: about 200 bytes a key, so the defaults
 * (100,000 + 50,000 keys) stay under about 30 MB whatever arrives.
 */
export function createMemoryRateLimiter(
  options: MemoryRateLimiterOptions | (() => number) = {},
): MemoryRateLimiter {
  const {
    now = Date.now,
    maxKeys = 100_000,
    maxHeldKeys = 50_000,
  } = typeof options === 'function' ? { now: options } : options;
  const open = new Map<string, Window>();
  const held = new Map<string, Window>();
  let evictedOpen = 0;
  let evictedHeld = 0;

  /** Drops a few expired windows from the least recently used end (amortised clean-up). */
  const sweep = (space: Map<string, Window>, time: number) => {
    let checked = 0;
    for (const [key, window] of space) {
      if (checked++ >= 4) break;
      if (window.end <= time) space.delete(key);
    }
  };
  const evict = (space: Map<string, Window>, max: number): number => {
    let evicted = 0;
    while (space.size > max) {
      const oldest = space.keys().next();
      if (oldest.done) break;
      space.delete(oldest.value);
      evicted++;
    }
    return evicted;
  };

  return {
    kind: 'memory',
    async hit(rawKey, limit, windowMs) {
      const key = boundedKey(rawKey);
      const time = now();
      let window = held.get(key) ?? open.get(key);
      held.delete(key);
      open.delete(key);
      if (!window || window.end <= time) window = { end: time + windowMs, count: 0 };
      window.count += 1;
      // Re-inserted at the most recently used end of its space.
      if (window.count * 2 >= limit) held.set(key, window);
      else open.set(key, window);
      sweep(open, time);
      sweep(held, time);
      evictedOpen += evict(open, maxKeys);
      evictedHeld += evict(held, maxHeldKeys);
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.end - time) / 1000)),
      };
    },
    health: () => ({ kind: 'memory', ok: true }),
    stats: () => ({
      keys: open.size + held.size,
      open: open.size,
      held: held.size,
      evictedOpen,
      evictedHeld,
    }),
    async close() {
      open.clear();
      held.clear();
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
  /** Where attempts are counted while Redis does not answer (default: a memory limiter of this process). */
  fallback?: RateLimiter;
}

/**
 * Counters in Redis, shared by every process using the same REDIS_URL. When Redis does not answer (within 500 ms)
 * the attempt is counted by this process's own memory limiter instead (limits hold per process, not shared) and a
 * warning is logged at most once a minute; /api/health reports the limiter degraded. Neither an outage of every
 * sign-in nor limits switched off: an attacker gains at most the number of API processes times each limit.
 */
export function createRedisRateLimiter(url: string, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'thrive:rl:';
  const fallback = options.fallback ?? createMemoryRateLimiter();
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastWarning = 0;
  let failing = false;
  const warn = (error: unknown) => {
    failing = true;
    const time = Date.now();
    if (time - lastWarning < 60_000) return;
    lastWarning = time;
    options.logger?.warn(
      { err: error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'unknown' },
      'rate limiter: Redis unavailable, counting in this process until it is back',
    );
  };
  redis.on('error', warn);
  redis.on('ready', () => {
    failing = false;
  });
  return {
    kind: 'redis',
    async hit(key, limit, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(
          HIT_SCRIPT,
          1,
          prefix + boundedKey(key),
          String(windowMs),
        )) as [number, number];
        failing = false;
        return {
          allowed: count <= limit,
          count,
          retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
        };
      } catch (error) {
        warn(error);
        return fallback.hit(key, limit, windowMs);
      }
    },
    health: () => {
      const ok = !failing && redis.status === 'ready';
      return ok ? { kind: 'redis', ok } : { kind: 'redis', ok, fallback: 'memory' };
    },
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when REDIS_URL is set, else memory. */
export function createRateLimiter(config: { REDIS_URL?: string }, logger?: Logger): RateLimiter {
  return config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, { logger }) : createMemoryRateLimiter();
}
