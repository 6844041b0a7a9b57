import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_JSON_ON_POOL_FROM_BYTES, compressJson, jsonEncoding } from './compress-json';

// Served by @hono/node-server as in production (its light responses are what the middleware reads), with
// hono/compress outside it as in app.ts.
let server: ServerType;
let port = 0;
const app = new Hono();
const large = { items: Array.from({ length: 200 }, (_, i) => ({ i, name: `item ${i}` })) };
/** Between 1 KB and COMPRESS_JSON_ON_POOL_FROM_BYTES, as the answers' save is (about 1.1 KB). */
const medium = { items: Array.from({ length: 40 }, (_, i) => ({ i, name: `item ${i}` })) };

beforeAll(async () => {
  app.use('*', compress());
  app.use('/api/*', compressJson());
  app.get('/api/small', (c) => c.json({ ok: true }, 202, { 'X-Kept': 'yes' }));
  app.get('/api/large', (c) => {
    c.header('ETag', '"v1"');
    return c.json(large);
  });
  app.get('/api/medium', (c) => c.json(medium));
  app.get('/api/stream', (c) =>
    c.body(new Blob([JSON.stringify(large)]).stream(), 200, { 'Content-Type': 'application/json' }),
  );
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressJson', () => {
  it('sends a small JSON answer as it is, with its length, status and headers', async () => {
    const res = await get('/api/small', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(202);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['x-kept']).toBe('yes');
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it('compresses a larger JSON answer in one piece, with Vary and a weak ETag', async () => {
    const res = await get('/api/large', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe('W/"v1"');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(large);
  });

  it('compresses an answer of a few KB at once, without a trip to the thread pool', async () => {
    const size = Buffer.byteLength(JSON.stringify(medium));
    expect(size).toBeGreaterThan(1024);
    expect(size).toBeLessThan(COMPRESS_JSON_ON_POOL_FROM_BYTES);
    // A callback of the event loop's next turn: an answer that waited for the pool comes after it, one made at once
    // (promises only) before it.
    const turned = () => {
      let turn = false;
      setImmediate(() => (turn = true));
      return () => turn;
    };
    const mediumTurned = turned();
    const res = await app.request('/api/medium', { headers: { 'accept-encoding': 'gzip' } });
    expect(mediumTurned()).toBe(false);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(medium);
    // The larger answer still goes to the pool (and so past the next turn).
    const largeTurned = turned();
    const big = await app.request('/api/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(largeTurned()).toBe(true);
    expect(big.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the larger answer as it is to a client that takes no compression', async () => {
    const res = await get('/api/large');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe('"v1"');
    expect(JSON.parse(res.body.toString())).toEqual(large);
  });

  it('leaves a streamed answer to hono/compress', async () => {
    const res = await get('/api/stream', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(large);
  });

  it('chooses gzip, else deflate, as hono/compress does', () => {
    expect(jsonEncoding('gzip, deflate, br')).toBe('gzip');
    expect(jsonEncoding('deflate')).toBe('deflate');
    expect(jsonEncoding('br')).toBeNull();
    expect(jsonEncoding('gzip;q=0, *;q=0.5')).toBe('deflate');
    expect(jsonEncoding(undefined)).toBeNull();
  });
});
