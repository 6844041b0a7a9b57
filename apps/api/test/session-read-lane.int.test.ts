import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestListener } from '../src/lib/node-listener';
import { createTurnGate } from '../src/lib/turn-gate';
import { createTestApp } from './app';
import { client, type Client } from './auth-client';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `GET /api/me` of a visitor whose session the database confirmed within the last minute is answered from memory,
 * so it starts at once instead of waiting behind the requests queued at the turn gate (decision 0196); every other
 * request, a `/api/me` the database has not vouched for included, takes its turn.
 */
describe('the session read beside the turn gate', () => {
  let ctx: Ctx;
  let server: Server;
  let port = 0;
  const servers: Server[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    // The security headers are listed on the app's first turn.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await ctx.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

  /**
   * A server whose listener is handed `count` requests in one turn, in the order they arrived, behind a gate whose
   * clock moves 1 s a reading and whose limit is 100 ms: the first request of the turn starts, and one that queued
   * has waited past the limit by its turn (503 SERVER_BUSY).
   */
  async function serverTakingAtOnce(count: number) {
    let clock = 0;
    const gate = createTurnGate({ maxWaitMs: 100, now: () => (clock += 1_000) });
    const listener = requestListener(ctx.app, { gate });
    const held: [IncomingMessage, ServerResponse][] = [];
    server = createServer((req, res) => {
      held.push([req, res]);
      if (held.length === count) for (const [q, r] of held.splice(0)) listener(q, r);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }

  it('starts a checked session read at once and queues a first one', async () => {
    const checked = client(ctx, { ip: '10.9.0.1' });
    const first = client(ctx, { ip: '10.9.0.2' });
    expect((await checked.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    expect((await first.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    // The database confirms the first visitor's session (an `/api/auth` call forgets every confirmation, so this
    // comes after both sign-ins); the second visitor's has not been confirmed since its sign-in.
    const me = await checked.get('/api/me');
    expect(me.status).toBe(200);

    await serverTakingAtOnce(4);
    const [health, queuedMe, checkedMe, queuedHealth] = await Promise.all(
      [
        () => get('/api/health/live'),
        () => get('/api/me', { cookie: cookieOf(first) }),
        () => get('/api/me', { cookie: cookieOf(checked) }),
        () => get('/api/health/live'),
      ].map(async (call, i) => {
        // In this order: the server hands them to the listener in the order they arrived.
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        return call();
      }),
    );
    expect(health!.status).toBe(200);
    expect(checkedMe!.status).toBe(200);
    expect(JSON.parse(checkedMe!.body)).toEqual(me.json);
    // Waited their turn, past the limit.
    expect(queuedMe!.status).toBe(503);
    expect(queuedHealth!.status).toBe(503);
    expect(JSON.parse(queuedMe!.body).error.code).toBe('SERVER_BUSY');
  });

  it('queues a session read that is not a plain GET of /api/me', async () => {
    const visitor = client(ctx, { ip: '10.9.0.3' });
    expect((await visitor.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    expect((await visitor.get('/api/me')).status).toBe(200);
    await serverTakingAtOnce(3);
    const cookie = cookieOf(visitor);
    const [health, withQuery, withToken] = await Promise.all(
      [
        () => get('/api/health/live'),
        () => get('/api/me?x=1', { cookie }),
        () => get('/api/me', { cookie, authorization: 'Bearer not-a-token' }),
      ].map(async (call, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        return call();
      }),
    );
    expect(health!.status).toBe(200);
    expect(withQuery!.status).toBe(503);
    expect(withToken!.status).toBe(503);
  });
});
