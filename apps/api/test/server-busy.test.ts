import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestListener } from '../src/lib/node-listener';
import { createTurnGate } from '../src/lib/turn-gate';
import { createUnitApp } from './unit-app';

const app = createUnitApp();

function get(port: number, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answer of a request that waited too long for its turn on the embedded database (decision 0148). */
describe('server busy', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  const listen = async (server: ReturnType<typeof createServer>) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  beforeAll(async () => {
    // The security headers are listed on the app's first turn.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it('is a 503 SERVER_BUSY with Retry-After, the security headers and a request id, never cached', async () => {
    const port = await listen(createServer((req, res) => app.refuseBusy(req, res)));
    const answer = await get(port, '/api/me');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeTruthy();
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'SERVER_BUSY', message: expect.stringContaining('busy') },
    });
  });

  it('is what the production listener answers a request that waited past the limit; the first is served', async () => {
    let clock = 0;
    const gate = createTurnGate({ maxWaitMs: 100, now: () => (clock += 1_000) });
    const listener = requestListener(app, { gate });
    // Two requests handed to the listener in the same turn: the first starts, the second waits for the next turn,
    // and by then (the clock moves 1 s a reading) it has waited past the limit.
    const held: [IncomingMessage, ServerResponse][] = [];
    const port = await listen(
      createServer((req, res) => {
        held.push([req, res]);
        if (held.length === 2) for (const [q, r] of held) listener(q, r);
      }),
    );
    const [first, second] = await Promise.all([get(port, '/api/health/live'), get(port, '/api/health/live')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(JSON.parse(second.body).error.code).toBe('SERVER_BUSY');
  });
});
