import { createHmac } from 'node:crypto';
import { listOutbox } from '../src/adapters/mail';
import type { createTestApp } from './app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const ORIGIN = 'http://localhost:3000';

/** A browser-like client for the in-process app: keeps cookies, sends our Origin, parses JSON. */
export function client(ctx: TestApp, options: { origin?: string | null; ip?: string } = {}) {
  const jar = new Map<string, string>();
  const origin = options.origin === undefined ? ORIGIN : options.origin;

  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = {};
    if (origin) h.origin = origin;
    Object.assign(h, headers);
    if (jar.size) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await ctx.app.request(path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read loosely
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, headers: res.headers, text };
  }

  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('PUT', path, body, headers),
    delete: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('DELETE', path, body, headers),
    request,
  };
}

export type Client = ReturnType<typeof client>;

/** The development outbox, newest first, once the mail queue has delivered what it holds. */
export async function outbox(ctx: TestApp, limit = 50) {
  await ctx.mailer.flush();
  return listOutbox(ctx.database.db, limit);
}

/** The newest link in the outbox sent to `to` whose URL contains `contains`. */
export async function linkFromOutbox(ctx: TestApp, to: string, contains: string): Promise<string> {
  // Account mails leave through the mail queue, after the answer.
  await ctx.mailer.flush();
  const messages = await listOutbox(ctx.database.db, 200);
  for (const message of messages) {
    if (message.to !== to) continue;
    const match = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(contains));
    if (match) return match;
  }
  throw new Error(`No mail to ${to} with a link containing ${contains}`);
}

/** Path and query of an absolute URL, for app.request. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

let counter = 0;
export const uniqueEmail = (prefix = 'person') =>
  `${prefix}.${Date.now().toString(36)}${counter++}@example.org`;

/** Signs up, follows the verification link (which signs in), and returns the signed-in client. */
export async function registeredUser(
  ctx: TestApp,
  input: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
  c: Client = client(ctx),
) {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct horse battery';
  const firstName = input.firstName ?? 'Ada';
  const lastName = input.lastName ?? 'Lovelace';
  const signUp = await c.post('/api/auth/sign-up/email', {
    email,
    password,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    callbackURL: '/verify-email',
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const link = await linkFromOutbox(ctx, email, '/api/auth/verify-email');
  const verified = await c.get(pathOf(link));
  if (verified.status !== 302) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return { client: c, email, password, firstName, lastName };
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, computed here so the test does not trust the server. */
export function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) continue;
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', bytes).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}
