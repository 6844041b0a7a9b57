import { eq } from 'drizzle-orm';
import type { DemoRequest, FormReceipt } from '@thrive/core/contracts/forms';
import type { Mailer } from '../adapters/mail';
import type { Db } from '../db/client';
import { demoRequests } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import { formMail } from '../lib/form-mail';

/** Stores a demo request from the business page and confirms it to the sender by mail. */
export async function createDemoRequest(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  input: DemoRequest,
): Promise<FormReceipt> {
  const [row] = await deps.db
    .insert(demoRequests)
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      companySize: input.companySize,
      message: input.message,
      locale: input.locale,
      consent: input.consent,
    })
    .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
  const stored = row!;
  let sent = false;
  try {
    await deps.mailer.send(formMail('demo', input.locale, { ...input, reference: stored.id }));
    await deps.db.update(demoRequests).set({ confirmationSent: true }).where(eq(demoRequests.id, stored.id));
    sent = deps.mailer.kind === 'smtp';
  } catch (error) {
    // The request is stored; the team still sees it. Only the id is logged, never the sender.
    deps.logger.warn(
      { id: stored.id, err: error instanceof Error ? error.message : String(error) },
      'demo request confirmation not sent',
    );
  }
  deps.logger.info({ id: stored.id }, 'demo request stored');
  return {
    id: stored.id,
    receivedAt: stored.createdAt.toISOString(),
    confirmation: sent ? 'sent' : 'not-sent',
  };
}
