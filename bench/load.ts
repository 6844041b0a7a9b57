// npm run bench:load — the production build under autocannon, on loopback, on PostgreSQL and on PGlite (the default
// database). Prints figures beside their targets (issue 19); never fails on them. Needs `npm run build` first;
// PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and
// dropped), else only the PGlite run happens. PGlite gets a fresh data folder.
// Per database:
// 1. Reads only: the latest analysis (completed) as a browser asks for it (Accept-Encoding gzip, br), first on a
//    quiet server; then the same read revalidated with If-None-Match (304).
// 2. A mixed journey per connection, each with its own visitor (anonymous session, own address via X-Forwarded-For):
//    save answers, generate an analysis, read the latest analysis, read dashboard data (me, learning progress), at
//    50, 100 and 200 connections (PGlite: 50 and 100); the server's RSS after the journeys.
// A bare Hono route (one JSON line, same Node, same machine) at the same connections, as the yardstick: it and the
// read take turns (--slices=4 each, DURATION / slices seconds a turn), so both meet the same machine; the summary
// also prints the read's share by server CPU per request, which does not depend on the machine's other load.
// For each: req/s, p50/p99 latency, errors (socket errors, time-outs), non-2xx/3xx answers, peak server RSS, the
// server's and the load generator's CPU time per request, and the load average. The server's RSS is read once the
// journeys' queue has drained and again 15 s later, past the analysis engine thread's idle exit.
// The read is the dashboard's first read: `/api/analyses/latest?view=first&lang=en`, the first screen (decision 0097);
// --read=summary reads what the dashboard read first before it (`?lang=en`, the summary its tabs now read by id),
// --read=stored the summary as stored (`/api/analyses/latest`, what this bench read before decision 0097).
// Options: --duration=10 (seconds per run) --connections=50,100,200 --db=postgres,pglite --runs=read,journey
// --profile=<folder> (CPU profiles of the Thrive server) --malloc=image (the Dockerfile's allocator, jemalloc, as
// production; `glibc` for the image's glibc settings alone, `default` for glibc's own) --log=warn (the server's
// LOG_LEVEL; `info` is production's default, with a line per request; the server's output goes to a file, so the
// load generator never reads it) --keep-log=<folder> (keep each server's log there, `<db>.log`)
// --server=<bundle> (run another build of the server, e.g. main's, for a before/after pair) --node-flags=image (the
// Dockerfile CMD's Node flags for the server, as the image starts it; `none` for none, e.g. with main's bundle)
// Each journey run also prints its five calls' latencies (p50, p99, max) and its time-outs, and the same after each
// connection's first round (all connections open and save at once; decision 0123). Each connection is one visitor for
// the whole run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { sampleAnswers } from '../apps/api/test/sample-answers';

const root = resolve(import.meta.dirname, '..');

// autocannon turns every response body into a string (`req.body += data`, for `onResponse` and `verifyBody`, neither
// used here). For the read's 9 KB brotli body that cost the load generator about 0.2 ms per response, 7x the bare
// route's whole client cost per request, so the client, not the server, set the read's pace (decision 0066). The
// bodies are dropped unread; byte counts and latencies are kept.
const requireHere = createRequire(import.meta.url);
(
  requireHere('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: unknown): void } }
).prototype.addBody = () => undefined;
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DURATION = Number(arg('duration', '10'));
/** The read and the bare route take turns, this many each, DURATION / SLICES seconds a turn. */
const SLICES = Math.max(1, Number(arg('slices', '4')));
const CONNECTIONS = arg('connections', '50,100,200').split(',').map(Number);
const DATABASES = arg('db', 'postgres,pglite').split(',');
/** The latest-analysis read every run makes (see the header): the first screen, the summary, or as stored. */
const READ_QUERIES: Record<string, string> = {
  first: '?view=first&lang=en',
  summary: '?lang=en',
  stored: '',
};
const READ = arg('read', 'first');
if (!(READ in READ_QUERIES)) throw new Error(`--read=${READ}: first, summary or stored`);
const READ_PATH = `/api/analyses/latest${READ_QUERIES[READ]}`;
/** Which runs per database: reads (plain and revalidated) and journeys. */
const RUNS = arg('runs', 'read,journey').split(',');
/** A folder for the Thrive server's CPU profiles (node --cpu-prof), to see where a run's time goes. */
const PROFILE_DIR = arg('profile', '');
/**
 * The server's allocator: the image's (its `ENV MALLOC_...` and `LD_PRELOAD` lines: jemalloc, decision 0083), `glibc`
 * (glibc's malloc with the image's glibc settings, decision 0081: the image before 0083) or `default` (glibc's own).
 */
const MALLOC = arg('malloc', 'image');
const IMAGE_ENV: Record<string, string> = Object.fromEntries(
  [
    ...readFileSync(resolve(root, 'Dockerfile'), 'utf8').matchAll(/^ENV (MALLOC_\w+|LD_PRELOAD)=(\S+)$/gm),
  ].map((m) => [m[1]!, m[2]!]),
);
// The image links jemalloc to a path of its own; here, the system's copy (Debian's libjemalloc2) wherever it is.
if (IMAGE_ENV.LD_PRELOAD && !existsSync(IMAGE_ENV.LD_PRELOAD)) {
  const found = [
    '/usr/lib',
    ...readdirSync('/usr/lib')
      .filter((d) => d.endsWith('-linux-gnu'))
      .map((d) => `/usr/lib/${d}`),
  ]
    .map((dir) => join(dir, basename(IMAGE_ENV.LD_PRELOAD!)))
    .find((path) => existsSync(path));
  if (found) IMAGE_ENV.LD_PRELOAD = found;
  else {
    console.log(`${IMAGE_ENV.LD_PRELOAD} not found: the server runs on glibc's malloc.`);
    delete IMAGE_ENV.LD_PRELOAD;
    delete IMAGE_ENV.MALLOC_CONF;
  }
}
const MALLOC_ENV: Record<string, string> =
  MALLOC === 'image'
    ? IMAGE_ENV
    : MALLOC === 'glibc'
      ? Object.fromEntries(
          Object.entries(IMAGE_ENV).filter(([name]) => name.startsWith('MALLOC_') && name !== 'MALLOC_CONF'),
        )
      : {};
/**
 * The server's Node flags: `image` (default) those of the Dockerfile's CMD, as the image starts it (the request
 * thread's young generation, decision 0196); `none` for none (a build from before they were set, e.g. main's); or
 * the flags themselves, separated by commas (`--node-flags=--max-semi-space-size=8`), to compare settings.
 */
const NODE_FLAGS = arg('node-flags', 'image');
const IMAGE_NODE_FLAGS = (() => {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(resolve(root, 'Dockerfile'), 'utf8'))?.[1];
  const words = cmd ? (JSON.parse(cmd) as string[]) : [];
  return words[0] === 'node' ? words.slice(1).filter((w) => w.startsWith('--')) : [];
})();
const SERVER_FLAGS =
  NODE_FLAGS === 'image'
    ? IMAGE_NODE_FLAGS
    : NODE_FLAGS === 'none'
      ? []
      : NODE_FLAGS.split(',').filter(Boolean);
/** The server's LOG_LEVEL (warn: errors only; info: production's default, a line per request). */
const LOG_LEVEL = arg('log', 'warn');
/** The server bundle to run (another build, for a before/after pair on the same machine minutes apart). */
const SERVER = resolve(arg('server', resolve(root, 'apps/api/dist/server.mjs')));
/** A folder to keep each server's log in (`<db>.log`), to find what an error or a 5xx was; by default it is dropped. */
const KEEP_LOG = arg('keep-log', '');
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
  const deadline = Date.now() + 180_000; // a start on a busy shared machine can take a minute
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

/**
 * CPU time (user + system, ms) the process `pid` has used so far, from /proc (Linux clock ticks of 10 ms); with
 * `thread`, that thread's only (the main thread's id is the process's: the request thread).
 */
function cpuMs(pid: number, thread?: number): number {
  try {
    const stat = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

interface Sampled {
  rss: number;
  /** Server CPU time per request in the run: what a request costs the server, whatever else the machine runs. */
  cpuMsPerRequest: number;
  /**
   * The server's request thread alone (its main thread: HTTP, routes, database driver), per request: the part of the
   * server's CPU that a request waits on. The rest is the engine thread, zlib's and the allocator's threads.
   */
  requestThreadMsPerRequest: number;
  /**
   * The load generator's own CPU time per request (autocannon runs in this process, on one core): when it nears
   * 1 / (req/s), the client, not the server, sets the pace.
   */
  clientMsPerRequest: number;
  /** The machine's 1-minute load average at the end of the run (the machine is shared). */
  load: number;
}

/** Peak RSS of `pid` while `run` runs (sampled every 200 ms), and its CPU time per request answered. */
async function withPeakRss(
  pid: number,
  run: () => Promise<autocannon.Result>,
): Promise<[autocannon.Result, Sampled]> {
  let peak = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  const threadBefore = cpuMs(pid, pid);
  const clientBefore = process.cpuUsage();
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  try {
    const result = await run();
    const requests = result.requests.total || 1;
    const client = process.cpuUsage(clientBefore);
    return [
      result,
      {
        rss: Math.max(peak, rssMb(pid)),
        cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / requests,
        requestThreadMsPerRequest: (cpuMs(pid, pid) - threadBefore) / requests,
        clientMsPerRequest: (client.user + client.system) / 1000 / requests,
        load: loadavg()[0]!,
      },
    ];
  } finally {
    clearInterval(timer);
  }
}

type Db = 'postgres' | 'pglite';

interface Row {
  db: Db | 'bare';
  run: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Of the errors, autocannon's time-outs (no answer within 10 s); the rest are socket errors. */
  timeouts: number;
  non2xx: number;
  rssMb: number;
  cpuMsPerRequest: number;
  requestThreadMsPerRequest: number;
  clientMsPerRequest: number;
}
const rows: Row[] = [];

function record(
  db: Row['db'],
  run: string,
  connections: number,
  result: autocannon.Result,
  sampled: Sampled,
) {
  const rss = sampled.rss;
  rows.push({
    db,
    run,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a time-out as an error too (its `errors` include `timeouts`).
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssMb: rss,
    cpuMsPerRequest: sampled.cpuMsPerRequest,
    requestThreadMsPerRequest: sampled.requestThreadMsPerRequest,
    clientMsPerRequest: sampled.clientMsPerRequest,
  });
  const last = rows.at(-1)!;
  // The answers that were neither 2xx nor 3xx, by status (a 5xx under load is worse than latency).
  const refused = Object.entries(
    (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
  )
    .filter(([code]) => Number(code) >= 400)
    .map(([code, { count }]) => `${code} x${count}`)
    .join(', ');
  console.log(
    `${db.padEnd(8)} ${run.padEnd(24)} c=${String(connections).padStart(3)}  ${String(last.reqPerSec).padStart(6)} req/s  ` +
      `p50 ${String(last.p50).padStart(5)} ms  p99 ${String(last.p99).padStart(5)} ms  errors ${last.errors} (time-outs ${last.timeouts})  ` +
      `non-2xx ${last.non2xx}${refused ? ` (${refused})` : ''}  server RSS ${rss} MB  server CPU ${last.cpuMsPerRequest.toFixed(3)} ms/request ` +
      `(request thread ${last.requestThreadMsPerRequest.toFixed(3)})  ` +
      `client CPU ${last.clientMsPerRequest.toFixed(3)} ms/request  load ${sampled.load.toFixed(1)}`,
  );
}

const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

interface Visitor {
  cookie: string;
  ip: string;
  etag?: string;
}

/** Starts the production server on `kind`, makes `count` visitors with one completed analysis each. */
async function startServer(kind: Db, dbUrl: string | null, count: number) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'thrive-load-')) : null;
  // The server's output goes to a file: read back only when it fails to start.
  const logDir = mkdtempSync(join(tmpdir(), 'thrive-load-log-'));
  const logFile = join(logDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const log = () => readFileSync(logFile, 'utf8').slice(-20_000);
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${resolve(PROFILE_DIR)}`] : [];
  const server = spawn(process.execPath, [...profile, ...SERVER_FLAGS, SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl ?? '',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      LOG_LEVEL,
      ...MALLOC_ENV,
      TRUST_PROXY: 'true',
      // One person makes many analyses in this bench; the per-address limit still applies (each connection has its
      // own address).
      ANALYSIS_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (KEEP_LOG) {
      mkdirSync(resolve(KEEP_LOG), { recursive: true });
      copyFileSync(logFile, join(resolve(KEEP_LOG), `${kind}.log`));
    }
    rmSync(logDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`, server, log);
    const visitors: Visitor[] = [];
    // A different last octet per run, so repeated runs against shared counters do not start rate-limited.
    const salt = Date.now() % 250;
    for (let i = 0; i < count; i++) {
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
    // Let the runner finish the setup's analyses (first in, first out: the last visitor's is the last one), and
    // note each visitor's ETag for the revalidation run.
    for (let i = 0; i < 600; i++) {
      const res = await fetch(`${url}/api/analyses/latest`, { headers: { cookie: visitors.at(-1)!.cookie } });
      const body = (await res.json()) as { analysis?: { status?: string } };
      if (body.analysis?.status && body.analysis.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    let size = { json: 0, gzip: 0 };
    for (const visitor of visitors) {
      const res = await fetch(`${url}${READ_PATH}`, {
        headers: { cookie: visitor.cookie, ...BROWSER_ENCODING },
      });
      visitor.etag = res.headers.get('etag') ?? undefined;
      if (!size.json) {
        const text = await res.text();
        size = { json: Buffer.byteLength(text), gzip: gzipSync(text).length };
      } else await res.arrayBuffer();
    }
    return { server, url, origin, visitors, size, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function runDatabase(
  kind: Db,
  dbUrl: string | null,
  readConnections: number,
  journeys: number[],
  bare: Bare,
) {
  const { server, url, origin, visitors, size, stop } = await startServer(
    kind,
    dbUrl,
    Math.max(readConnections, ...journeys),
  );
  try {
    console.log(
      `\n${kind}: one latest-analysis read (${READ_PATH}) is ${(size.json / 1024).toFixed(1)} KB of JSON, ` +
        `${(size.gzip / 1024).toFixed(1)} KB gzip.`,
    );
    const reader = (revalidate: boolean): autocannon.Request[] => {
      let next = 0;
      return [
        {
          method: 'GET',
          path: READ_PATH,
          setupRequest: (req, context) => {
            context.visitor ??= visitors[next++ % visitors.length];
            const v = context.visitor as Visitor;
            const headers: Record<string, string> = {
              cookie: v.cookie,
              'x-forwarded-for': v.ip,
              ...BROWSER_ENCODING,
            };
            if (revalidate && v.etag) headers['if-none-match'] = v.etag;
            return { ...req, headers };
          },
        },
      ];
    };
    if (RUNS.includes('read')) {
      // The read and the bare route in turns (bare, read, bare, read, ...; DURATION / SLICES seconds each), so both
      // see the same machine: on a shared machine the load moves by several times within a minute, and a bare run
      // minutes apart made the read's share swing from 15% to 107% on the same code (decision 0094).
      const bareSlices: [autocannon.Result, Sampled][] = [];
      const readSlices: [autocannon.Result, Sampled][] = [];
      for (let i = 0; i < SLICES; i++) {
        bareSlices.push(await withPeakRss(bare.pid, () => bare.load(readConnections, DURATION / SLICES)));
        readSlices.push(
          await withPeakRss(server.pid!, () =>
            autocannon({
              url,
              connections: readConnections,
              duration: DURATION / SLICES,
              timeout: 10,
              requests: reader(false),
            }),
          ),
        );
        const [b, r] = [bareSlices.at(-1)![0], readSlices.at(-1)![0]];
        console.log(
          `  turn ${i + 1}/${SLICES}: bare ${Math.round(b.requests.total / b.duration)} req/s, read ` +
            `${Math.round(r.requests.total / r.duration)} req/s ` +
            `(${Math.round((r.requests.total / r.duration / (b.requests.total / b.duration)) * 100)}%)`,
        );
      }
      record('bare', 'bare Hono route', readConnections, ...combined(bareSlices));
      record(kind, 'read latest analysis', readConnections, ...combined(readSlices));
    }
    for (const revalidate of RUNS.includes('read') ? [true] : []) {
      const [result, sampled] = await withPeakRss(server.pid!, () =>
        autocannon({
          url,
          connections: readConnections,
          duration: DURATION,
          timeout: 10,
          requests: reader(revalidate),
        }),
      );
      record(
        kind,
        revalidate ? 'read latest, 304' : 'read latest analysis',
        readConnections,
        result,
        sampled,
      );
    }

    let salary = 40_000;
    const journey = (): autocannon.Request[] => {
      // The visitor comes from the connection (`journeyClient`), not from a counter per round: autocannon starts
      // every round of the five calls with a fresh copy of its `initialContext`, so a visitor picked inside a round
      // was the next of a shared counter each round, and two connections could act for one visitor at once (decision
      // 0123). The first call is built once before autocannon hands over the client; visitors[0] stands in there.
      const headers = (context: Record<string, unknown>) => {
        const visitor = (context.visitor as Visitor | undefined) ?? visitors[0]!;
        return {
          origin,
          'content-type': 'application/json',
          cookie: visitor.cookie,
          'x-forwarded-for': visitor.ip,
          ...BROWSER_ENCODING,
        };
      };
      return [
        {
          method: 'PUT',
          path: '/api/me/onboarding',
          setupRequest: (req, context) => ({
            ...req,
            headers: headers(context),
            body: JSON.stringify({ answers }),
          }),
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
          path: READ_PATH,
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
    /**
     * One visitor per connection for the whole run: the visitor goes into the connection's `initialContext`, which
     * autocannon copies into the context of each round, and the round's first call, already built, is built again.
     */
    const journeyClient = () => {
      let next = 0;
      return (client: autocannon.Client) => {
        const iterator = client.requestIterator;
        iterator.initialContext = { visitor: visitors[next++ % visitors.length] };
        iterator.resetContext();
        iterator.setRequests(iterator.requests);
      };
    };
    // Journeys last: the analyses they queue keep the in-process runner busy for a while afterwards.
    for (const connections of RUNS.includes('journey') ? journeys : []) {
      // Each call's latency by step (which call of the five is slow), from autocannon's per-response event.
      const steps = new Map<string, number[]>();
      // The same, for the calls after each connection's first round: the first round starts with all connections
      // opening at once and saving at the same instant, and with each visitor's session checked in the database
      // again (its last check is more than a minute old by then).
      const later = new Map<string, number[]>();
      const answered = new WeakMap<object, number>();
      const journeyLength = journey().length;
      const clientLoop = monitorEventLoopDelay({ resolution: 20 });
      clientLoop.enable();
      const [result, sampled] = await withPeakRss(server.pid!, () => {
        const instance = autocannon({
          url,
          connections,
          duration: DURATION,
          requests: journey(),
          setupClient: journeyClient(),
          timeout: 10,
        });
        // The returned promise is also autocannon's event emitter (its tracker).
        (instance as unknown as NodeJS.EventEmitter).on(
          'response',
          (client: unknown, _status: number, _bytes: number, ms: number) => {
            const current = (
              client as { requestIterator?: { currentRequest?: { method?: string; path?: string } } }
            ).requestIterator?.currentRequest;
            const step = `${current?.method ?? '?'} ${(current?.path ?? '?').split('?')[0]}`;
            (steps.get(step) ?? steps.set(step, []).get(step)!).push(ms);
            const count = (answered.get(client as object) ?? 0) + 1;
            answered.set(client as object, count);
            if (count > journeyLength) (later.get(step) ?? later.set(step, []).get(step)!).push(ms);
          },
        );
        return instance;
      });
      record(kind, 'journey (5 calls)', connections, result, sampled);
      console.log(
        `  load generator's event loop: longest delay ${Math.round(clientLoop.max / 1e6)} ms (a late read of an answer ` +
          'counts as latency)',
      );
      clientLoop.disable();
      const quantiles = (times: number[]) => {
        times.sort((a, b) => a - b);
        const at = (q: number) =>
          Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN);
        return `${String(times.length).padStart(5)} answers  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms`;
      };
      for (const [step, times] of steps) {
        console.log(`  ${step.padEnd(48)} ${quantiles(times)}`);
        console.log(`    after the first round${' '.repeat(25)} ${quantiles(later.get(step) ?? [])}`);
      }
      console.log(
        `  all calls after the first round${' '.repeat(17)} ${quantiles([...later.values()].flat())}`,
      );
    }
    // What the server keeps once the journeys' queued analyses have run: the first visitor's newest analysis is
    // done and the server has used under 5% of a core for a second (the queue of every visitor is empty).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${url}/api/analyses/latest`, { headers: { cookie: visitors[0]!.cookie } });
      const body = (await res.json()) as { analysis?: { status?: string } };
      if (body.analysis?.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    while (Date.now() < deadline) {
      const before = cpuMs(server.pid!);
      await new Promise((r) => setTimeout(r, 1000));
      if (cpuMs(server.pid!) - before < 50) break;
    }
    await new Promise((r) => setTimeout(r, 2000));
    rssAfter[kind] = rssMb(server.pid!);
    console.log(`${kind.padEnd(8)} server RSS after the journeys (queue drained): ${rssAfter[kind]} MB`);
    // And once the server has been idle past the engine thread's idle exit (10 s; decision 0066).
    await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
    rssIdle[kind] = rssMb(server.pid!);
    console.log(
      `${kind.padEnd(8)} server RSS ${IDLE_WAIT_MS / 1000} s later (idle): ${rssIdle[kind]} MB ` +
        `(load ${loadavg()[0]!.toFixed(1)})`,
    );
    return size;
  } finally {
    await stop();
  }
}

const rssAfter: Partial<Record<Db, number>> = {};
const rssIdle: Partial<Record<Db, number>> = {};
/** How long after the drain the idle RSS is read: past the engine thread's idle exit (10 s) and its collection. */
const IDLE_WAIT_MS = 15_000;

/** The yardstick: bench/bare-hono.mjs (Hono answering one small JSON line) in a process of its own. */
async function startBare() {
  const child = spawn(process.execPath, [resolve(root, 'bench/bare-hono.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((done) =>
    child.stdout!.once('data', (c) => done(Number(String(c)))),
  );
  return {
    pid: child.pid!,
    load: (connections: number, duration: number) =>
      autocannon({ url: `http://127.0.0.1:${port}/`, connections, duration, timeout: 10 }),
    stop: () => child.kill('SIGTERM'),
  };
}
type Bare = Awaited<ReturnType<typeof startBare>>;

/**
 * Turns of one run taken as one: requests over the turns' time; p50 the median of the turns'; p99 the highest of the
 * turns' (never lower than the run's own would be); CPU per request over all requests.
 */
function combined(turns: [autocannon.Result, Sampled][]): [autocannon.Result, Sampled] {
  const sum = (f: (t: [autocannon.Result, Sampled]) => number) => turns.reduce((n, t) => n + f(t), 0);
  const total = sum(([r]) => r.requests.total);
  const p50s = turns.map(([r]) => r.latency.p50).sort((a, b) => a - b);
  const result = {
    requests: { average: total / sum(([r]) => r.duration), total },
    latency: { p50: p50s[Math.floor(p50s.length / 2)]!, p99: Math.max(...turns.map(([r]) => r.latency.p99)) },
    errors: sum(([r]) => r.errors),
    timeouts: sum(([r]) => r.timeouts),
    non2xx: sum(([r]) => r.non2xx),
  } as unknown as autocannon.Result;
  return [
    result,
    {
      rss: Math.max(...turns.map(([, s]) => s.rss)),
      cpuMsPerRequest: sum(([r, s]) => s.cpuMsPerRequest * r.requests.total) / (total || 1),
      requestThreadMsPerRequest:
        sum(([r, s]) => s.requestThreadMsPerRequest * r.requests.total) / (total || 1),
      clientMsPerRequest: sum(([r, s]) => s.clientMsPerRequest * r.requests.total) / (total || 1),
      load: turns.at(-1)![1].load,
    },
  ];
}

async function main() {
  const { cpus } = await import('node:os');
  console.log(
    `Thrive production build, ${DURATION} s per run, server LOG_LEVEL ${LOG_LEVEL}, malloc ${JSON.stringify(MALLOC_ENV)}, ` +
      `node flags ${JSON.stringify(SERVER_FLAGS)}, client and server on the same machine (${cpus().length} ` +
      `cores, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at the start).`,
  );
  const sizes: Partial<Record<Db, { json: number; gzip: number }>> = {};
  const bare = await startBare();
  try {
    await runAll(sizes, bare);
  } finally {
    bare.stop();
  }
  summary(sizes);
}

async function runAll(sizes: Partial<Record<Db, { json: number; gzip: number }>>, bare: Bare) {
  if (DATABASES.includes('postgres')) {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
    let connected = false;
    try {
      await admin.connect();
      connected = true;
    } catch (error) {
      console.log(
        `PostgreSQL not reachable at ${new URL(ADMIN_URL).host}: ${(error as Error).message}. Its run is skipped.`,
      );
    }
    if (connected) {
      const dbName = `thrive_load_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${dbName}`);
      const dbUrl = new URL(ADMIN_URL);
      dbUrl.pathname = `/${dbName}`;
      try {
        sizes.postgres = await runDatabase('postgres', dbUrl.toString(), 200, CONNECTIONS, bare);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      }
    }
  }
  if (DATABASES.includes('pglite')) {
    sizes.pglite = await runDatabase(
      'pglite',
      null,
      100,
      CONNECTIONS.filter((c) => c <= 100),
      bare,
    );
  }
}

function find(db: Row['db'], run: string, connections: number) {
  return rows.find((r) => r.db === db && r.run === run && r.connections === connections);
}

/** Figures beside the targets of issue 19. */
function summary(sizes: Partial<Record<Db, { json: number; gzip: number }>>) {
  const lines: [string, string, string][] = [];
  const share = (db: Db, connections: number) => {
    const read = find(db, 'read latest analysis', connections);
    const bare = find('bare', 'bare Hono route', connections);
    return read && bare ? `${Math.round((read.reqPerSec / bare.reqPerSec) * 100)}%` : 'n/a';
  };
  // What the share would be if each server had the CPU to itself: the bare route's server CPU per request over the
  // read's. It does not depend on where the load generator runs or what else the machine does (decision 0094).
  const serverShare = (db: Db, connections: number) => {
    const read = find(db, 'read latest analysis', connections);
    const bare = find('bare', 'bare Hono route', connections);
    return read && bare ? `${Math.round((bare.cpuMsPerRequest / read.cpuMsPerRequest) * 100)}%` : 'n/a';
  };
  // CPU time per request does not depend on what else the machine runs as much as req/s does.
  const cpuShare = (db: Db, run: string, connections: number) => {
    const read = find(db, run, connections);
    const bare = find('bare', 'bare Hono route', connections);
    return read && bare
      ? `${read.cpuMsPerRequest.toFixed(3)} ms (${(read.cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(1)}x bare)` +
          `; client ${read.clientMsPerRequest.toFixed(3)} ms (${(read.clientMsPerRequest / bare.clientMsPerRequest).toFixed(1)}x)`
      : 'n/a';
  };
  for (const [db, connections] of [
    ['postgres', 200],
    ['pglite', 100],
  ] as const)
    for (const run of ['read latest analysis', 'read latest, 304'])
      if (find(db, run, connections))
        lines.push([
          `${db === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${run}: CPU per request`,
          cpuShare(db, run, connections),
          '(report)',
        ]);
  const pgRead = find('postgres', 'read latest analysis', 200);
  if (pgRead) {
    lines.push([
      'PostgreSQL read, 200 conn.: share of bare route; p99',
      `${share('postgres', 200)}; ${pgRead.p99} ms`,
      '>= 50%; < 100 ms',
    ]);
    lines.push([
      'PostgreSQL read, 200 conn.: share of bare by server CPU',
      serverShare('postgres', 200),
      '(report)',
    ]);
  }
  // Printed whether or not the reads ran (`--runs=journey`).
  const pgJourney = find('postgres', 'journey (5 calls)', 200);
  if (pgJourney)
    lines.push(
      [
        'PostgreSQL journey, 200 conn.: p99; errors',
        `${pgJourney.p99} ms; ${pgJourney.errors + pgJourney.non2xx}`,
        '< 500 ms; 0',
      ],
      [
        'PostgreSQL journey: req/s; server CPU (request thread) a call',
        `${pgJourney.reqPerSec}; ${pgJourney.cpuMsPerRequest.toFixed(1)} ms (${pgJourney.requestThreadMsPerRequest.toFixed(1)} ms)`,
        '(report)',
      ],
    );
  const liteRead = find('pglite', 'read latest analysis', 100);
  if (liteRead) {
    lines.push([
      'PGlite read, 100 conn.: share of bare route; p99; time-outs',
      `${share('pglite', 100)}; ${liteRead.p99} ms; ${liteRead.errors}`,
      '>= 25%; < 200 ms; 0',
    ]);
    lines.push([
      'PGlite read, 100 conn.: share of bare by server CPU',
      serverShare('pglite', 100),
      '(report)',
    ]);
  }
  const liteJourney = find('pglite', 'journey (5 calls)', 100);
  if (liteJourney)
    lines.push([
      'PGlite journey, 100 conn.: p99; errors; req/s',
      `${liteJourney.p99} ms; ${liteJourney.errors + liteJourney.non2xx}; ${liteJourney.reqPerSec}`,
      '(report)',
    ]);
  const size = sizes.pglite ?? sizes.postgres;
  if (size)
    lines.push([
      `one latest-analysis read, ${READ} (JSON; gzip)`,
      `${(size.json / 1024).toFixed(1)} KB; ${(size.gzip / 1024).toFixed(1)} KB`,
      'the first screen only',
    ]);
  for (const [db, name, target] of [
    ['pglite', 'PGlite', '<= 300 MB'],
    ['postgres', 'PostgreSQL', '(report)'],
  ] as const)
    if (rssAfter[db] !== undefined)
      lines.push([
        `server RSS on ${name} after the journeys; ${IDLE_WAIT_MS / 1000} s later`,
        `${rssAfter[db]} MB; ${rssIdle[db]} MB`,
        target,
      ]);
  console.log('\nfigure'.padEnd(62) + 'measured'.padEnd(44) + 'target');
  for (const [what, measured, target] of lines)
    console.log(`${what.padEnd(61)}${measured.padEnd(44)}${target}`);
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (compare ratios within one run; the machine is shared).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0; // prints, never gates
});
