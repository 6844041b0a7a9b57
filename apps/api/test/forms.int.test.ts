import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/adapters/mail';
import { contactMessages, demoRequests } from '../src/db/schema/index';
import { FORM_RATE_LIMIT } from '../src/routes/forms';
import { createTestApp } from './app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

let nextHost = 1;
/** Each call comes from its own address unless one is given, so only the rate-limit test meets the limit. */
const fromAddress = (address = `203.0.113.${nextHost++}`) => ({
  incoming: { socket: { remoteAddress: address } },
});

const post = (path: string, body: unknown, address?: string) =>
  ctx.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(address),
  );

const demo = {
  name: 'Ada Employer',
  email: 'ada@example.org',
  company: 'Example BV',
  companySize: '51-200',
  message: 'We hire 20 graduates a year.',
  consent: true,
  locale: 'nl',
};

describe('POST /api/demo-requests', () => {
  it('stores the request, answers 201 with a receipt and mails a confirmation in the sender language', async () => {
    const res = await post('/api/demo-requests', demo);
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { id: string; receivedAt: string; confirmation?: string };
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(receipt.receivedAt))).toBe(false);
    // No SMTP server here: the mail waits in the development outbox, and the receipt says it was not sent (walk W619).
    expect(receipt.confirmation).toBe('not-sent');

    const rows = await ctx.database.db.select().from(demoRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: receipt.id,
      name: 'Ada Employer',
      email: 'ada@example.org',
      companySize: '51-200',
      consent: true,
      locale: 'nl',
      confirmationSent: true,
    });

    const [mail] = await listOutbox(ctx.database.db);
    expect(mail).toMatchObject({ to: 'ada@example.org', subject: 'We hebben je demoaanvraag ontvangen' });
    expect(mail!.text).toContain('Example BV');
    expect(mail!.text).toContain(receipt.id);
  });

  it('answers 400 with codes for missing or wrong fields, never 500, and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(demoRequests)).length;
    const cases: unknown[] = [
      {},
      { ...demo, email: 'not-an-email' },
      { ...demo, consent: false },
      { ...demo, companySize: 'huge' },
      { ...demo, name: '   ' },
      { ...demo, name: 'x'.repeat(500) },
      { ...demo, locale: 'fr' },
      [],
      null,
      '"text"',
    ];
    for (const body of cases) {
      const res = await post('/api/demo-requests', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('VALIDATION_FAILED');
      expect(typeof json.error.message).toBe('string');
    }
    expect((await ctx.database.db.select().from(demoRequests)).length).toBe(before);
  });
});

describe('POST /api/contact-messages', () => {
  it('stores the message and mails a confirmation (English by default)', async () => {
    const res = await post('/api/contact-messages', {
      name: 'Bo Visitor',
      email: 'bo@example.org',
      message: 'Is there a student discount?',
      consent: true,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await ctx.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt));
    expect(rows[0]).toMatchObject({ id, email: 'bo@example.org', locale: 'en', confirmationSent: true });
    const [mail] = await listOutbox(ctx.database.db);
    expect(mail).toMatchObject({ to: 'bo@example.org', subject: 'We received your message' });
  });

  it('answers 400 INVALID_JSON for a body that is not JSON', async () => {
    const res = await post('/api/contact-messages', '{"name":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_JSON');
  });

  it('requires a message and consent', async () => {
    const res = await post('/api/contact-messages', { name: 'Bo', email: 'bo@example.org', message: '' });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { details: { path: string; message: string }[] } };
    expect(json.error.details.map((detail) => detail.path).sort()).toEqual(['consent', 'message']);
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED once one address sends too many requests to a form', async () => {
    const fresh = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= FORM_RATE_LIMIT.limit; i++) {
        const res = await fresh.app.request(
          '/api/contact-messages',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Cy', email: 'cy@example.org', message: `hi ${i}`, consent: true }),
          },
          fromAddress('198.51.100.7'),
        );
        statuses.push(res.status);
        if (res.status === 429) {
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
        }
      }
      expect(statuses).toEqual([...Array(FORM_RATE_LIMIT.limit).fill(201), 429]);
      // The other form has its own budget.
      const other = await fresh.app.request(
        '/api/demo-requests',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo) },
        fromAddress('198.51.100.7'),
      );
      expect(other.status).toBe(201);
      // Another address is not affected.
      const elsewhere = await fresh.app.request(
        '/api/contact-messages',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Di', email: 'di@example.org', message: 'hi', consent: true }),
        },
        fromAddress('198.51.100.8'),
      );
      expect(elsewhere.status).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});
