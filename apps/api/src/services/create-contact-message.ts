import { eq } from 'drizzle-orm';
import type { ContactMessage, FormReceipt } from '@thrive/core/contracts/forms';
import type { Mailer } from '../adapters/mail';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import { formMail } from '../lib/form-mail';

/** Stores a message from the contact form and confirms it to the sender by mail. */
export async function createContactMessage(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  input: ContactMessage,
): Promise<FormReceipt> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      locale: input.locale,
      consent: input.consent,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  const stored = row!;
  let sent = false;
  try {
    await deps.mailer.send(formMail('contact', input.locale, { ...input, reference: stored.id }));
    await deps.db
      .update(contactMessages)
      .set({ confirmationSent: true })
      .where(eq(contactMessages.id, stored.id));
    sent = deps.mailer.kind === 'smtp';
  } catch (error) {
    deps.logger.warn(
      { id: stored.id, err: error instanceof Error ? error.message : String(error) },
      'contact confirmation not sent',
    );
  }
  deps.logger.info({ id: stored.id }, 'contact message stored');
  return {
    id: stored.id,
    receivedAt: stored.createdAt.toISOString(),
    confirmation: sent ? 'sent' : 'not-sent',
  };
}
