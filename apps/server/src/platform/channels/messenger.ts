import { type List, SERVER_MSG } from '@sp/shared/api/common';
import type { OutboxMessage } from '@sp/shared/api/misc';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { COUNT, listPage, type Page } from '../paging';
import type { MessageChannel, OutgoingMessage } from './channel';
import { createEmailChannel } from './email-channel';
import { outboxMessages } from './outbox.table';
import { createTelegramChannel } from './telegram-channel';
import { createWhatsappChannel } from './whatsapp-channel';

export type Address = { kind: 'email' | 'phone' | 'telegram'; value: string };

/** What a caller sends; `secrets` (codes, links with tokens) are masked wherever a real channel carries it. */
export type MessageToSend = Omit<OutgoingMessage, 'recipient'> & { secrets?: string[] };

/** However many senders there are, one address gets at most this many messages an hour; the rest are held. */
export const MAX_MESSAGES_PER_RECIPIENT_PER_HOUR = 30;
export const RECIPIENT_LIMIT_REACHED = SERVER_MSG.recipientLimit(MAX_MESSAGES_PER_RECIPIENT_PER_HOUR);
const MASK = '•••••';

export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter(Boolean).reduce((masked, secret) => masked.split(secret).join(MASK), text);
}

/**
 * Sends messages: each one is first stored in the outbox (so administrators can see what left the
 * platform), then handed to the channel configured for its kind of address. Where a real channel carries it,
 * the stored copy has its codes and tokens masked; only where none is configured (a developer's machine:
 * production refuses to start so) does the outbox keep the whole text, as the only way to read a login code.
 * A delivery failure is recorded, not thrown: the caller's action (say, a registration) has already succeeded.
 */
export function createMessenger(db: Db, channels: Partial<Record<Address['kind'], MessageChannel>>) {
  async function recipientLimitReached(recipient: string): Promise<boolean> {
    const [{ total }] = await db
      .select({ total: count() })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, recipient),
          gt(outboxMessages.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
        ),
      );
    return total >= MAX_MESSAGES_PER_RECIPIENT_PER_HOUR;
  }

  return {
    async send(to: Address, message: MessageToSend): Promise<void> {
      const channel = channels[to.kind];
      const held = await recipientLimitReached(to.value);
      const [stored] = await db
        .insert(outboxMessages)
        .values({
          channel: channel?.name ?? 'outbox',
          recipient: to.value,
          subject: message.subject,
          text: channel || held ? maskSecrets(message.text, message.secrets) : message.text,
          ...(held ? { status: 'failed' as const, error: RECIPIENT_LIMIT_REACHED } : {}),
        })
        .returning({ id: outboxMessages.id });
      if (!channel || held) return;
      try {
        await channel.send({ subject: message.subject, text: message.text, recipient: to.value });
        await db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.id, stored.id));
      } catch (error) {
        await db
          .update(outboxMessages)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
          .where(eq(outboxMessages.id, stored.id));
      }
    },

    list(page: Page): Promise<List<OutboxMessage>> {
      return listPage(
        db.select(COUNT).from(outboxMessages),
        db
          .select()
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(page.limit)
          .offset(page.offset),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            channel: row.channel,
            recipient: row.recipient,
            subject: row.subject,
            text: row.text,
            status: row.status,
            created_at: row.createdAt.toISOString(),
          })),
      );
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
