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
  /** Sends now and waits for the transport. */
  send(message: MailMessage): Promise<void>;
  /**
   * Hands the message to this process's mail queue and returns at once: the answer to the person does not wait for
   * the transport, so it takes as long whether a mail was sent or not (no account enumeration by timing).
   * Failures are logged without recipient or content.
   */
  enqueue(message: MailMessage): void;
  /** Resolves when every queued message has been handed to the transport (or failed). */
  flush(): Promise<void>;
}

/** At most this many mails wait in one process; more are dropped with a warning (a stalled SMTP server). */
const MAX_QUEUED = 1000;

/** The queue behind `Mailer.enqueue`: one message at a time, after the current request has answered. */
export function withMailQueue(
  transport: Pick<Mailer, 'kind' | 'send'>,
  logger: Pick<Logger, 'warn' | 'error'>,
): Mailer {
  const queue: MailMessage[] = [];
  let running: Promise<void> | null = null;
  const drain = async () => {
    // Never in the request's own turn of the event loop.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const message = queue.shift()!;
      try {
        await transport.send(message);
      } catch (error) {
        logger.error(
          { err: { name: (error as Error)?.name, code: (error as NodeJS.ErrnoException)?.code } },
          'queued mail could not be sent',
        );
      }
    }
  };
  const start = () => {
    running = drain().finally(() => {
      running = null;
      // A message queued while the last one was finishing.
      if (queue.length > 0) start();
    });
  };
  return {
    kind: transport.kind,
    send: (message) => transport.send(message),
    enqueue(message) {
      if (queue.length >= MAX_QUEUED) {
        logger.warn({ queued: queue.length }, 'mail queue full: message dropped');
        return;
      }
      queue.push(message);
      if (!running) start();
    },
    async flush() {
      while (running) await running;
    },
  };
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: Date;
}

/** SMTP when `smtpUrl` is set (e.g. smtp://user:pass@mail.example.org:587), otherwise the development outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return withMailQueue(
      {
        kind: 'smtp',
        async send(message) {
          await transport.sendMail({ from: options.from, ...message });
          options.logger.info({ subject: message.subject }, 'mail sent');
        },
      },
      options.logger,
    );
  }
  return withMailQueue(
    {
      kind: 'outbox',
      async send(message) {
        await options.db.insert(mailOutbox).values(message);
        // The recipient is personal data: the log shows only that a message is waiting and where to read it.
        options.logger.info(
          { subject: message.subject },
          'mail stored in the development outbox (see /dev/mailbox)',
        );
      },
    },
    options.logger,
  );
}

export async function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({ ...row, html: row.html ?? undefined }));
}
