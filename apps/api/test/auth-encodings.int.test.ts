import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { client, ORIGIN, outbox, registeredUser, uniqueEmail } from './auth-client';
import { testDbKind } from './db';

/**
 * Issue 13 row 4: the per-account limits read the account from every body encoding better-auth accepts, and
 * encodings it should not see are refused before it does. Each attempt comes from another address (TRUST_PROXY),
 * as a botnet's would, so only the per-account limit can stop them.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => ctx?.close());

let address = 0;
const nextIp = () => `198.51.100.${(address++ % 250) + 1}`;

function post(path: string, body: string, contentType: string | null, ip = nextIp()) {
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': ip };
  if (contentType) headers['content-type'] = contentType;
  return ctx.app.request(path, { method: 'POST', headers, body });
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe(`auth limits whatever the body encoding (${testDbKind()})`, () => {
  it('counts form-encoded wrong passwords against the account, and a locked account stays locked in any encoding', async () => {
    const person = await registeredUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const body = form({ email: person.email, password: `wrong-guess-${i}` });
      statuses.push(
        (await post('/api/auth/sign-in/email', body, 'application/x-www-form-urlencoded')).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The right password, form-encoded or JSON, from yet another address: still locked.
    const right = form({ email: person.email, password: person.password });
    const locked = await post('/api/auth/sign-in/email', right, 'application/x-www-form-urlencoded');
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const json = JSON.stringify({ email: person.email, password: person.password });
    expect((await post('/api/auth/sign-in/email', json, 'application/json')).status).toBe(429);
    const charset = await post(
      '/api/auth/sign-in/email',
      right,
      'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
    );
    expect(charset.status).toBe(429);
  });

  it('mixes encodings and capitalisation into one count per account', async () => {
    const email = uniqueEmail('mixed');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const variant = i % 2 === 0 ? email : email.toUpperCase();
      const res =
        i % 3 === 0
          ? await post(
              '/api/auth/sign-in/email',
              JSON.stringify({ email: variant, password: `guess-${i}-x` }),
              'application/json',
            )
          : await post(
              '/api/auth/sign-in/email',
              form({ email: variant, password: `guess-${i}-x` }),
              'application/x-www-form-urlencoded',
            );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('reads a key given twice as better-auth does (the last value), so the limit counts the account tried', async () => {
    const email = uniqueEmail('twice');
    for (let i = 0; i < 10; i++) {
      const body = `email=${encodeURIComponent(uniqueEmail('decoy'))}&email=${encodeURIComponent(email)}&password=guess-${i}-x`;
      await post('/api/auth/sign-in/email', body, 'application/x-www-form-urlencoded');
    }
    const res = await post(
      '/api/auth/sign-in/email',
      form({ email, password: 'guess-last-x' }),
      'application/json',
    );
    // The JSON content type with a form body is not JSON: refused as such, before any count.
    expect(res.status).toBe(400);
    const json = JSON.stringify({ email, password: 'guess-last-x' });
    expect((await post('/api/auth/sign-in/email', json, 'application/json')).status).toBe(429);
  });

  it('sends at most 5 sign-up mails an hour to one address, form-encoded or not', async () => {
    const email = uniqueEmail('mailbomb');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const fields = { email, password: 'long enough password', name: 'Mail Bomb' };
      const res =
        i % 2 === 0
          ? await post('/api/auth/sign-up/email', form(fields), 'application/x-www-form-urlencoded')
          : await post('/api/auth/sign-up/email', JSON.stringify(fields), 'application/json');
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const mails = (await outbox(ctx, 200)).filter((mail) => mail.to === email);
    expect(mails.length).toBeLessThanOrEqual(5);
    expect(mails.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.org\r\n--x--\r\n',
    ],
    ['text/plain', '{"email":"a@example.org","password":"whatever-x"}'],
    [null, '{"email":"a@example.org","password":"whatever-x"}'],
    ['application/xml', '<email>a@example.org</email>'],
  ])('refuses %s bodies with 415 before better-auth reads them', async (type, body) => {
    const res = await post('/api/auth/sign-in/email', body, type);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('still signs in with a form-encoded body (better-auth accepts it) and with JSON', async () => {
    const person = await registeredUser(ctx);
    const viaForm = await post(
      '/api/auth/sign-in/email',
      form({ email: person.email, password: person.password }),
      'application/x-www-form-urlencoded',
    );
    expect(viaForm.status).toBe(200);
    const viaJson = await client(ctx).post('/api/auth/sign-in/email', {
      email: person.email,
      password: person.password,
    });
    expect(viaJson.status).toBe(200);
  });
});
