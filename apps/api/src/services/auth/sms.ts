import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends text messages: a webhook (SMS_WEBHOOK_URL) in production, the development outbox otherwise. */
export interface SmsSender {
  readonly kind: 'webhook' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export function createSmsSender(options: { webhookUrl?: string; db: Db; logger: Logger }): SmsSender {
  if (options.webhookUrl) {
    const url = options.webhookUrl;
    return {
      kind: 'webhook',
      async send(message) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}.`);
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(smsOutbox).values({ id: randomUUID(), ...message });
      options.logger.info('text message stored in the development outbox (see /dev/mailbox)');
    },
  };
}

export async function listSmsOutbox(db: Db, limit = 50) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
}
