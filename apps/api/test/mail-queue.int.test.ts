import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMailQueue, type MailMessage } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { client } from './auth-client';
import { createTestDatabase, testDbKind } from './db';

/**
 * Issue 13 row 9: forgot-password answers without waiting for the mail transport, so a known account and an
 * unknown one take the same path to the answer. The transport here never finishes until the test lets it: if the
 * known-account request awaited it, the request would hang (and the test time out).
 */
let database: Database;
let app: ReturnType<typeof createApp>;
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
const delivered: MailMessage[] = [];
const transport = {
  kind: 'smtp' as const,
  async send(message: MailMessage) {
    await gate;
    delivered.push(message);
  },
};
const mailer = withMailQueue(transport, pino({ level: 'silent' }));

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  app = createApp({ config, database, logger: pino({ level: 'silent' }), mailer });
});
afterAll(() => database?.close());

describe(`forgot-password does not wait for the mail (${testDbKind()})`, () => {
  it('answers a known account while the transport is stuck, and the mail goes out afterwards', async () => {
    // A real account, made through the outbox-less transport: its verification link is taken from `delivered`.
    const ctx = {
      app,
      database,
      mailer: { ...mailer, flush: () => mailer.flush() },
    } as unknown as Parameters<typeof client>[0];
    const email = `queue.${Date.now()}@example.org`;
    const signUp = await client(ctx).post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: 'Ada',
    });
    expect(signUp.status).toBe(200);
    await mailer.flush();
    expect(delivered.some((mail) => mail.to === email)).toBe(true);

    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const known = await client(ctx).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    const unknown = await client(ctx).post('/api/auth/request-password-reset', {
      email: `nobody.${Date.now()}@example.org`,
      redirectTo: '/reset-password',
    });
    // Both answered while the transport still holds the known account's mail.
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(delivered.filter((mail) => mail.to === email)).toHaveLength(1);

    release();
    await mailer.flush();
    const mails = delivered.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('/api/auth/reset-password/');
  });

  it('keeps sending after a transport failure, and logs it without the recipient', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    let fail = true;
    const sent: string[] = [];
    const queue = withMailQueue(
      {
        kind: 'smtp',
        async send(message) {
          if (fail) {
            fail = false;
            throw Object.assign(new Error(`550 mailbox ${message.to} unavailable`), { code: 'EENVELOPE' });
          }
          sent.push(message.to);
        },
      },
      logger,
    );
    queue.enqueue({ to: 'first@example.org', subject: 's', text: 't' });
    queue.enqueue({ to: 'second@example.org', subject: 's', text: 't' });
    await queue.flush();
    expect(sent).toEqual(['second@example.org']);
    expect(lines.join('\n')).toContain('queued mail could not be sent');
    expect(lines.join('\n')).not.toContain('first@example.org');
  });
});
