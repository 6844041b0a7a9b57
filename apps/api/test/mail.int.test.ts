import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/adapters/mail';
import { createTestApp } from './app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('development outbox', () => {
  it('stores mail when no SMTP_URL is set, newest first', async () => {
    expect(ctx.mailer.kind).toBe('outbox');
    await ctx.mailer.send({ to: 'a@example.org', subject: 'First', text: 'one' });
    await ctx.mailer.send({ to: 'b@example.org', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const messages = await listOutbox(ctx.database.db);
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ to: 'b@example.org', text: 'two', html: '<p>two</p>' });
  });
});
