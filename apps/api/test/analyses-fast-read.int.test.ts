import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema/index';
import { createHttpServer } from '../src/lib/node-listener';
import { SESSION_COOKIE_CACHE_SECONDS } from '../src/services/auth/auth';
import { client, type Client } from './auth-client';
import { createAnalysisTestApp, sampleRequest } from './analysis-helpers';

type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
const GENERATE = '/api/functions/generate-career-analysis';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The dashboard read answered before Hono (decision 0058), over a real socket through the production server's
 * listener: the same answer as the Hono route, only for what the route already knows, and never past the
 * revocation bound.
 */
describe('the fast read of the latest analysis', () => {
  let ctx: Ctx;
  let server: Server;
  let port = 0;
  /** Requests the Hono app saw through the server (the fast read answers the others). */
  let honoCalls = 0;

  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
    server = createHttpServer({
      fetch: (request) => {
        honoCalls += 1;
        return ctx.app.fetch(request);
      },
      fastPath: ctx.app.fastPath,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  /** A GET over the socket, the body as sent (not decompressed). */
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

  /** The same GET through the Hono app alone (in process), headers as the server would write them. */
  async function viaHono(path: string, headers: Record<string, string>): Promise<Answer> {
    const res = await ctx.app.request(path, { headers });
    return {
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: Buffer.from(await res.arrayBuffer()),
    };
  }

  /** Headers to compare: everything but what differs per answer or per transport. */
  const comparable = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id', 'content-length'].includes(name),
      ),
    );

  async function visitorWithAnalysis(): Promise<{ c: Client; id: string; headers: Record<string, string> }> {
    const c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    const res = await c.post(GENERATE, { onboardingData: sampleRequest() });
    expect(res.json.analysis.status).toBe('completed');
    return { c, id: res.json.analysis.id, headers: { cookie: cookieOf(c), ...BROWSER } };
  }

  /** Reads until the fast read answers (the first read fills the caches; on PostgreSQL the LISTEN must be up). */
  async function fastAnswer(path: string, headers: Record<string, string>): Promise<Answer> {
    return vi.waitFor(
      async () => {
        const before = honoCalls;
        const answer = await get(path, headers);
        expect(honoCalls).toBe(before);
        return answer;
        // A first read on a cold process (compression, the first queries) can take a while on a busy machine.
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  it('answers a repeated read with the route’s bytes and headers, and its 304', async () => {
    const { id, headers } = await visitorWithAnalysis();
    for (const path of [
      '/api/analyses/latest',
      '/api/analyses/latest?lang=nl&view=summary',
      '/api/analyses/latest?view=first&lang=en',
    ]) {
      const fast = await fastAnswer(path, headers);
      const hono = await viaHono(path, headers);
      expect(fast.status).toBe(200);
      expect(hono.status).toBe(200);
      expect(fast.headers['content-encoding']).toBe('br');
      expect(fast.body.equals(hono.body)).toBe(true);
      expect(comparable(fast.headers)).toEqual(comparable(hono.headers));
      expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(fast.headers['content-length']).toBe(String(fast.body.length));

      const etag = String(fast.headers.etag);
      expect(etag).toContain(id);
      const before = honoCalls;
      const notModified = await get(path, { ...headers, 'if-none-match': etag });
      expect(honoCalls).toBe(before);
      const hono304 = await viaHono(path, { ...headers, 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(comparable(notModified.headers)).toEqual(comparable(hono304.headers));
    }
    // Without compression the JSON as kept; each answer gets its own request id.
    const plain = await fastAnswer('/api/analyses/latest', { cookie: headers.cookie! });
    expect(JSON.parse(plain.body.toString()).analysis.id).toBe(id);
    const again = await fastAnswer('/api/analyses/latest', { cookie: headers.cookie! });
    expect(again.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
  });

  it('leaves to the route what it does not know: other queries, tokens, HEAD, a new analysis', async () => {
    const { c, id, headers } = await visitorWithAnalysis();
    await fastAnswer('/api/analyses/latest', headers);
    for (const [path, extra, method] of [
      ['/api/analyses/latest?view=everything', {}, 'GET'],
      ['/api/analyses/latest?lang=nl&lang=en', {}, 'GET'],
      ['/api/analyses/latest', { authorization: 'Bearer not-a-token' }, 'GET'],
      ['/api/analyses/latest', {}, 'HEAD'],
      [`/api/analyses/${id}`, {}, 'GET'],
    ] as const) {
      const before = honoCalls;
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, method, headers: { ...headers, ...extra } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(honoCalls, `${method} ${path}`).toBe(before + 1);
      expect(status).toBeLessThan(500);
    }
    // A new analysis: the next read asks the route and shows it at once (read-your-writes).
    const next = await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Welding'] }) });
    expect(next.json.analysis.id).not.toBe(id);
    const before = honoCalls;
    const read = await get('/api/analyses/latest', { cookie: headers.cookie! });
    expect(honoCalls).toBe(before + 1);
    expect(JSON.parse(read.body.toString()).analysis.id).toBe(next.json.analysis.id);
  });

  it('stops answering a revoked session once its signed copy is older than the bound', async () => {
    const { c, headers } = await visitorWithAnalysis();
    await fastAnswer('/api/analyses/latest', headers);
    const token = decodeURIComponent([...c.jar].find(([name]) => name.endsWith('session_token'))![1]).split(
      '.',
    )[0]!;
    await ctx.database.db.delete(sessions).where(eq(sessions.token, token));
    // Within the bound the signed copy alone still reads (decision 0020), fast or not.
    expect((await get('/api/analyses/latest', headers)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_COOKIE_CACHE_SECONDS + 1) * 1000 });
    try {
      const before = honoCalls;
      expect((await get('/api/analyses/latest', headers)).status).toBe(401);
      expect(honoCalls).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
