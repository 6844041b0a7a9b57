// npm run bench:load — the production build on PostgreSQL under autocannon, on loopback. Prints figures; never fails
// on them. Needs `npm run build` first and PostgreSQL (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped).
// 1. A mixed journey per connection, each with its own visitor (anonymous session, own address via X-Forwarded-For):
//    save answers, generate an analysis, read the latest analysis, read dashboard data (me, learning progress), at
//    50, 100 and 200 connections.
// 2. Reads only (latest analysis, completed) at 200 connections (run first, on a quiet server).
// 3. A bare Hono route (one JSON line, same Node, same machine) at 200 connections, for the ratio.
// For each: req/s, p50/p99 latency, errors (socket errors, time-outs, non-2xx), peak server RSS.
// Options: --duration=10 (seconds per run) --connections=50,100,200
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { sampleAnswers } from '../apps/api/test/sample-answers';

const root = resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = arg('connections', '50,100,200').split(',').map(Number);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const answers = sampleAnswers;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer:\n${log()}`);
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** Peak RSS of `pid` while `run` runs (sampled every 200 ms). */
async function withPeakRss<T>(pid: number, run: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  try {
    return [await run(), Math.max(peak, rssMb(pid))];
  } finally {
    clearInterval(timer);
  }
}

interface Row {
  run: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMb: number;
}
const rows: Row[] = [];

function record(run: string, connections: number, result: autocannon.Result, rss: number) {
  rows.push({
    run,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMb: rss,
  });
  const last = rows.at(-1)!;
  console.log(
    `${run.padEnd(22)} c=${String(connections).padStart(3)}  ${String(last.reqPerSec).padStart(6)} req/s  ` +
      `p50 ${String(last.p50).padStart(4)} ms  p99 ${String(last.p99).padStart(4)} ms  errors ${last.errors}  ` +
      `non-2xx ${last.non2xx}  server RSS ${rss} MB`,
  );
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${new URL(ADMIN_URL).host}: ${(error as Error).message}. Skipped.`,
    );
    return;
  }
  const dbName = `thrive_load_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  let log = '';
  const server = spawn(process.execPath, [resolve(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // One person makes many analyses in this bench; the per-address limit still applies (each connection has its
      // own address).
      ANALYSIS_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c) => (log += c));
  server.stderr?.on('data', (c) => (log += c));

  const bare = spawn(process.execPath, [resolve(root, 'bench/bare-hono.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const barePort = await new Promise<number>((done) =>
    bare.stdout!.once('data', (c) => done(Number(String(c)))),
  );

  try {
    await waitFor(`${url}/api/health`, server, () => log);
    console.log(
      `Thrive production build on PostgreSQL, ${DURATION} s per run, client and server on the same machine ` +
        `(${(await import('node:os')).cpus().length} cores).\n`,
    );

    const maxConnections = Math.max(...CONNECTIONS, 200);
    // One visitor per connection: an anonymous session from its own address.
    const visitors: { cookie: string; ip: string }[] = [];
    // A different last octet per run, so repeated runs against shared counters do not start rate-limited.
    const salt = Date.now() % 250;
    for (let i = 0; i < maxConnections; i++) {
      const ip = `10.${(i >> 8) & 255}.${i & 255}.${1 + ((salt + i) % 250)}`;
      const res = await fetch(`${url}/api/auth/sign-in/anonymous`, {
        method: 'POST',
        headers: { origin, 'x-forwarded-for': ip, 'content-type': 'application/json' },
        body: '{}',
      });
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      if (!res.ok || !cookie) throw new Error(`anonymous sign-in failed: ${res.status}`);
      visitors.push({ cookie, ip });
      // Each visitor starts with one analysis, so the read run reads a real (completed) result.
      const mapped = mapAnswersToRequest({ ...answers, salaryRange: 30_000 + i });
      if (!mapped.ok) throw new Error(mapped.code);
      await fetch(`${url}/api/functions/generate-career-analysis`, {
        method: 'POST',
        headers: { origin, cookie, 'x-forwarded-for': ip, 'content-type': 'application/json' },
        body: JSON.stringify({ onboardingData: mapped.request }),
      });
    }

    // Let the runner finish the setup's analyses (first in, first out: the last visitor's is the last one).
    const last = visitors.at(-1)!;
    for (let i = 0; i < 600; i++) {
      const res = await fetch(`${url}/api/analyses/latest`, { headers: { cookie: last.cookie } });
      const body = (await res.json()) as { analysis?: { status?: string } };
      if (body.analysis?.status && body.analysis.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 100));
    }

    let salary = 40_000;
    const journey = (): autocannon.Request[] => {
      const headers = (context: Record<string, unknown>) => ({
        origin,
        'content-type': 'application/json',
        cookie: (context.visitor as { cookie: string }).cookie,
        'x-forwarded-for': (context.visitor as { ip: string }).ip,
      });
      let next = 0;
      const assign = (context: Record<string, unknown>) => {
        context.visitor ??= visitors[next++ % visitors.length];
      };
      return [
        {
          method: 'PUT',
          path: '/api/me/onboarding',
          setupRequest: (req, context) => {
            assign(context);
            return { ...req, headers: headers(context), body: JSON.stringify({ answers }) };
          },
        },
        {
          method: 'POST',
          path: '/api/functions/generate-career-analysis',
          setupRequest: (req, context) => {
            // A new request each time (not the 30-second duplicate), so every call runs the engine.
            const mapped = mapAnswersToRequest({ ...answers, salaryRange: (salary += 10) });
            if (!mapped.ok) throw new Error(mapped.code);
            return {
              ...req,
              headers: headers(context),
              body: JSON.stringify({ onboardingData: mapped.request }),
            };
          },
        },
        {
          method: 'GET',
          path: '/api/analyses/latest',
          setupRequest: (req, c) => ({ ...req, headers: headers(c) }),
        },
        { method: 'GET', path: '/api/me', setupRequest: (req, c) => ({ ...req, headers: headers(c) }) },
        {
          method: 'GET',
          path: '/api/learning-progress',
          setupRequest: (req, c) => ({ ...req, headers: headers(c) }),
        },
      ];
    };

    {
      let next = 0;
      const [result, rss] = await withPeakRss(server.pid!, () =>
        autocannon({
          url,
          connections: 200,
          duration: DURATION,
          timeout: 10,
          requests: [
            {
              method: 'GET',
              path: '/api/analyses/latest',
              setupRequest: (req, context) => {
                context.visitor ??= visitors[next++ % visitors.length];
                const v = context.visitor as { cookie: string; ip: string };
                return { ...req, headers: { cookie: v.cookie, 'x-forwarded-for': v.ip } };
              },
            },
          ],
        }),
      );
      record('read latest analysis', 200, result, rss);
    }

    {
      const [result, rss] = await withPeakRss(bare.pid!, () =>
        autocannon({
          url: `http://127.0.0.1:${barePort}/`,
          connections: 200,
          duration: DURATION,
          timeout: 10,
        }),
      );
      record('bare Hono route', 200, result, rss);
    }

    // Journeys last: the analyses they queue keep the in-process runner busy for a while afterwards.
    for (const connections of CONNECTIONS) {
      const [result, rss] = await withPeakRss(server.pid!, () =>
        autocannon({ url, connections, duration: DURATION, requests: journey(), timeout: 10 }),
      );
      record('journey (5 calls)', connections, result, rss);
    }

    const read = rows.find((r) => r.run === 'read latest analysis')!;
    const bareRow = rows.find((r) => r.run === 'bare Hono route')!;
    console.log(
      `\nRead throughput is ${Math.round((read.reqPerSec / bareRow.reqPerSec) * 100)}% of the bare route ` +
        `(target >= 50%); read p99 ${read.p99} ms (target < 100 ms); journey errors at 200 connections: ` +
        `${rows.find((r) => r.run.startsWith('journey') && r.connections === 200)?.errors ?? 'n/a'} (target 0).`,
    );
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0; // prints, never gates
});
