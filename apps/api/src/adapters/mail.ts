import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' stores the message in the development outbox (readable at /dev/mailbox). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: Date;
}

/** SMTP when `smtpUrl` is set (e.g. smtp://user:pass@mail.example.org:587), otherwise the development outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values(message);
      // The recipient is personal data: the log shows only that a message is waiting and where to read it.
      options.logger.info(
        { subject: message.subject },
        'mail stored in the development outbox (see /dev/mailbox)',
      );
    },
  };
}

export async function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({ ...row, html: row.html ?? undefined }));
}
