import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUserFields, FULL_NAME_MAX, NAME_MAX } from '../src/services/auth/user-fields';
import { createTestApp } from './app';
import { client, registeredUser, uniqueEmail, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Issue 13 row 13: names have a length limit and a profile image is an https URL, on every way a user row is
 * written: refused with 400 when the person typed it, cut or dropped when an OAuth provider sent it.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let person: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  person = (await registeredUser(ctx)).client;
});
afterAll(() => ctx?.close());

describe(`names and images (${testDbKind()})`, () => {
  it('refuses a 900,000-character first name at sign-up and stores nothing', async () => {
    const email = uniqueEmail('long');
    const huge = 'A'.repeat(900_000);
    const res = await client(ctx).post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: 'Ada',
      firstName: huge,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('NAME_TOO_LONG');
    // Not created: signing up again with a normal name works (and is not "already exists").
    const again = await client(ctx).post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: 'Ada',
      firstName: 'Ada',
    });
    expect(again.status).toBe(200);
  });

  it.each([
    ['name', FULL_NAME_MAX],
    ['firstName', NAME_MAX],
    ['lastName', NAME_MAX],
  ] as const)('update-user: %s of %i characters is kept, one more refused', async (field, max) => {
    const ok = await person.post('/api/auth/update-user', { [field]: 'é'.repeat(max) });
    expect(ok.status).toBe(200);
    const refused = await person.post('/api/auth/update-user', { [field]: 'é'.repeat(max + 1) });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('NAME_TOO_LONG');
    const session = await person.get('/api/auth/get-session');
    expect(session.json.user[field]).toBe('é'.repeat(max));
    expect((await person.get('/api/me')).text.length).toBeLessThan(5_000);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.org/a.png',
    '//evil.example/a.png',
    `https://example.org/${'a'.repeat(3000)}`,
  ])('refuses the image %s', async (image) => {
    const res = await person.post('/api/auth/update-user', { image });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('INVALID_IMAGE');
  });

  it('keeps an https image', async () => {
    const res = await person.post('/api/auth/update-user', { image: 'https://avatars.example.org/u/1.png' });
    expect(res.status).toBe(200);
    expect((await person.get('/api/auth/get-session')).json.user.image).toBe(
      'https://avatars.example.org/u/1.png',
    );
  });
});

describe('a provider profile (OAuth callback) is fixed, not refused', () => {
  it('cuts long names and drops an unsafe image', () => {
    const { data } = checkUserFields(
      { name: 'x'.repeat(500), firstName: ' Ada ', image: 'javascript:alert(1)', email: 'a@example.org' },
      '/callback/github',
    );
    expect([...(data.name as string)]).toHaveLength(FULL_NAME_MAX);
    expect(data.firstName).toBe('Ada');
    expect(data.image).toBeNull();
    expect(data.email).toBe('a@example.org');
  });
});
