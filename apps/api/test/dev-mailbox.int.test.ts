import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isLoopbackAddress } from '../src/lib/client-ip';
import { createTestApp } from './app';

/**
 * Issue 13 row 6: the development mailbox lists password-reset links, so it answers clients on this machine only
 * (a loopback peer without proxy headers), and development mode listens on 127.0.0.1 unless HOST says otherwise.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: 'development' });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '0.0.0.0' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

/** An address of this machine that is not loopback (the container's own interface), if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('the development mailbox', () => {
  it('answers a loopback client', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ messages: [] });
  });

  it.each([
    ['X-Forwarded-For', '198.51.100.4'],
    ['Forwarded', 'for=198.51.100.4'],
    ['X-Real-IP', '198.51.100.4'],
    ['Via', '1.1 proxy'],
  ])('refuses a request relayed by a proxy on this machine (%s)', async (name, value) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`, { headers: { [name]: value } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a client on the network (a socket whose peer is not loopback)', async () => {
    const res = await ctx.app.request(
      '/api/dev/mailbox',
      {},
      {
        incoming: { socket: { remoteAddress: '192.0.2.7', remoteFamily: 'IPv4' } },
      },
    );
    expect(res.status).toBe(404);
    const allowed = await ctx.app.request(
      '/api/dev/mailbox',
      {},
      {
        incoming: { socket: { remoteAddress: '::ffff:127.0.0.1', remoteFamily: 'IPv6' } },
      },
    );
    expect(allowed.status).toBe(200);
  });

  it.runIf(outsideAddress)('refuses a real connection through a non-loopback interface', async () => {
    const res = await fetch(`http://${outsideAddress}:${port}/api/dev/mailbox`);
    expect(res.status).toBe(404);
    // The same server still answers other routes on that interface: the refusal is the mailbox's own.
    expect((await fetch(`http://${outsideAddress}:${port}/api/health`)).status).not.toBe(404);
  });
});

describe('loopback addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.7', false],
    ['::ffff:192.0.2.7', false],
    ['fd00::1', false],
    ['::', false],
    ['0.0.0.0', false],
    ['localhost', false],
  ])('%s -> %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('HOST', () => {
  it('defaults to 127.0.0.1 (the Dockerfile and deployments set HOST=0.0.0.0 on purpose)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
