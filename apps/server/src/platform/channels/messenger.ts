import type { OutboxMessage } from '@sp/shared/api/misc';
import { count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MessageChannel, OutgoingMessage } from './channel';
import { createEmailChannel } from './email-channel';
import { outboxMessages } from './outbox.table';
import { createTelegramChannel } from './telegram-channel';
import { createWhatsappChannel } from './whatsapp-channel';

export type Address = { kind: 'email' | 'phone' | 'telegram'; value: string };

/**
 * Sends messages: each one is first stored in the outbox (so administrators can see what left the
 * platform, and a fresh machine with no channel configured still "delivers" login codes there), then
 * handed to the channel configured for its kind of address. A delivery failure is recorded, not thrown:
 * the caller's action (say, a registration) has already succeeded.
 */
export function createMessenger(db: Db, channels: Partial<Record<Address['kind'], MessageChannel>>) {
  return {
    async send(to: Address, message: Omit<OutgoingMessage, 'recipient'>): Promise<void> {
      const channel = channels[to.kind];
      const [stored] = await db
        .insert(outboxMessages)
        .values({
          channel: channel?.name ?? 'outbox',
          recipient: to.value,
          subject: message.subject,
          text: message.text,
        })
        .returning({ id: outboxMessages.id });
      if (!channel) return;
      try {
        await channel.send({ ...message, recipient: to.value });
        await db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.id, stored.id));
      } catch (error) {
        await db
          .update(outboxMessages)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
          .where(eq(outboxMessages.id, stored.id));
      }
    },

    async list(page: {
      offset: number;
      limit: number;
    }): Promise<{ results: OutboxMessage[]; count: number }> {
      const [{ total }] = await db.select({ total: count() }).from(outboxMessages);
      const rows = await db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(page.limit)
        .offset(page.offset);
      return {
        count: total,
        results: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          text: row.text,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type Messenger = ReturnType<typeof createMessenger>;

export function channelsFromConfig(config: Config): Partial<Record<Address['kind'], MessageChannel>> {
  return {
    ...(config.smtp ? { email: createEmailChannel(config.smtp.url, config.smtp.from) } : {}),
    ...(config.wappi ? { phone: createWhatsappChannel(config.wappi) } : {}),
    ...(config.telegram ? { telegram: createTelegramChannel(config.telegram) } : {}),
  };
}
