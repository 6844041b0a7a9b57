import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { jwks } from '../src/db/schema/index';
import { client, registeredUser } from './auth-client';
import { createTestDatabase, testDbKind } from './db';

/**
 * Issue 13 row 12: after AUTH_SECRET changes, the stored signing key (encrypted with the old secret) is retired and
 * a new one made, so /api/auth/token works again instead of answering 500 for good. Two apps on one database, one
 * secret each, as a restart with a new secret would be.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

function appWith(secret: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: secret });
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ from: config.MAIL_FROM, db: database.db, logger });
  const app = createApp({ config, database, logger, mailer });
  return { app, database, config, mailer, close: async () => undefined };
}

describe(`a new AUTH_SECRET (${testDbKind()})`, () => {
  it('retires the old signing key; tokens work again with a new key, old tokens do not', async () => {
    const before = appWith('a'.repeat(40));
    const { client: person } = await registeredUser(before);
    const old = await person.get('/api/auth/token');
    expect(old.status).toBe(200);
    const oldKeys = await database.db.select({ id: jwks.id }).from(jwks);
    expect(oldKeys).toHaveLength(1);

    const after = appWith('b'.repeat(40));
    // Sessions of the old secret are gone too (their cookies were signed with it): sign in again.
    const { client: again } = await registeredUser(after);
    const token = await again.get('/api/auth/token');
    expect(token.status).toBe(200);
    const keys = await database.db.select({ id: jwks.id }).from(jwks);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.id).not.toBe(oldKeys[0]!.id);
    const me = (t: string) =>
      client(after, { origin: null }).get('/api/me', { authorization: `Bearer ${t}` });
    expect((await me(token.json.token as string)).status).toBe(200);
    expect((await me(old.json.token as string)).status).toBe(401);
  });
});
