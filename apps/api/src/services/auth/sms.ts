import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
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
        let status = 0;
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(message),
            signal: AbortSignal.timeout(10_000),
          });
          status = response.status;
          await response.body?.cancel();
        } catch (error) {
          options.logger.warn({ err: error }, 'SMS gateway unreachable');
          throw smsUnavailable();
        }
        if (status < 200 || status >= 300) {
          options.logger.warn({ status }, 'SMS gateway refused the message');
          throw smsUnavailable();
        }
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

/** The gateway did not take the message: nothing was sent, nothing is left half-made; the person may retry. */
export function smsUnavailable() {
  return new ApiError(
    503,
    'SMS_UNAVAILABLE',
    'The text message could not be sent right now. Please try again in a few minutes.',
  );
}

export async function listSmsOutbox(db: Db, limit = 50) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
}
