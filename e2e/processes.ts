import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { sampleRequest } from '../apps/api/test/analysis-helpers';

const root = resolve(import.meta.dirname, '..');

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether PostgreSQL and Redis answer; outside CI a missing one skips the suite with a banner, in CI it fails. */
export async function servicesAvailable(needs: { postgres?: boolean; redis?: boolean }): Promise<boolean> {
  const missing: string[] = [];
  if (needs.postgres) {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch {
      missing.push(`PostgreSQL (${new URL(ADMIN_URL).host})`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  if (needs.redis) {
    const redis = new Redis(REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
    } catch {
      missing.push(`Redis (${REDIS_URL})`);
    } finally {
      redis.disconnect();
    }
  }
  if (missing.length === 0) return true;
  if (process.env.CI === 'true') throw new Error(`Required in CI: ${missing.join(', ')}`);
  process.stderr.write(`\n*** ${missing.join(' and ')} not reachable: multi-process tests skipped ***\n\n`);
  return false;
}

/** A fresh, empty PostgreSQL database for one test (the servers migrate it at start); dropped by `drop()`. */
export async function createPgDatabase() {
  const name = `thrive_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

export interface RunningWorker {
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built worker (`node apps/api/dist/worker.mjs`, JOB_QUEUE=pgboss). */
export async function startWorker(env: Record<string, string>): Promise<RunningWorker> {
  let log = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/worker.mjs')], {
    cwd: root,
    env: { ...process.env, JOB_QUEUE: 'pgboss', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 30_000;
  while (!log.includes('processing career analyses')) {
    if (child.exitCode !== null) throw new Error(`The worker exited during start-up:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The worker did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop(child.exitCode);
        child.once('exit', (code) => resolveStop(code));
        child.kill(signal);
      }),
  };
}

/**
 * An OpenAI-compatible endpoint that takes the request and never answers: an analysis that asks it for prose stays
 * in the middle of its run for as long as the test wants. `called` resolves at the first request.
 */
export async function startHangingModel() {
  const held: IncomingMessage[] = [];
  let notify: () => void = () => undefined;
  const called = new Promise<void>((resolveCalled) => (notify = resolveCalled));
  const server: Server = createServer((req) => {
    held.push(req);
    notify();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_MODEL: 'hangs-forever',
      LLM_TIMEOUT_MS: '120000',
    },
    called,
    async close() {
      for (const req of held) req.socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A cookie-keeping HTTP client for a running server (any of several: the cookie jar can be shared). */
export function httpClient(options: { origin: string; forwardedFor?: string }) {
  const jar = new Map<string, string>();
  async function request(base: string, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: options.origin };
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const value = pair!.slice(i + 1).trim();
      if (value) jar.set(pair!.slice(0, i).trim(), value);
      else jar.delete(pair!.slice(0, i).trim());
    }
    const text = await res.text();
    let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- loose test reads
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }
  return { jar, request };
}

/** A valid analysis request (the test sample), optionally varied so it is not a duplicate of the last one. */
export const analysisRequest = (salaryRange = 55000) => ({ onboardingData: sampleRequest({ salaryRange }) });

/** Polls until `read` returns something other than undefined, or fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  ms: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
