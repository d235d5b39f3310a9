import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import type { MessageChannel, OutgoingMessage } from './channel';
import { createMessenger, MAX_MESSAGES_PER_RECIPIENT_PER_HOUR, RECIPIENT_LIMIT_REACHED } from './messenger';
import { outboxMessages } from './outbox.table';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function capturingChannel() {
  const sent: OutgoingMessage[] = [];
  const channel: MessageChannel = {
    name: 'email',
    async send(message) {
      sent.push(message);
    },
  };
  return { channel, sent };
}

const stored = (recipient: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('the outbox keeps codes only where it is the only way to read them (issue 10 §5)', () => {
  it('a message a real channel carries is stored with its secrets masked; the channel gets it whole', async () => {
    const { channel, sent } = capturingChannel();
    const messenger = createMessenger(database.db, { email: channel });
    await messenger.send(
      { kind: 'email', value: 'masked@test.ru' },
      {
        subject: 'Код',
        text: 'Код для входа: 48213. Ссылка: https://x/app?invite=tok3n',
        secrets: ['48213', 'tok3n'],
      },
    );
    expect(sent[0].text).toBe('Код для входа: 48213. Ссылка: https://x/app?invite=tok3n');
    const [row] = await stored('masked@test.ru');
    expect(row).toMatchObject({
      status: 'sent',
      text: 'Код для входа: •••••. Ссылка: https://x/app?invite=•••••',
    });
    const listed = await messenger.list({ offset: 0, limit: 50 });
    expect(JSON.stringify(listed)).not.toMatch(/48213|tok3n/);
  });

  it('without a channel for the address the outbox keeps the whole text (a developer machine)', async () => {
    const messenger = createMessenger(database.db, {});
    await messenger.send(
      { kind: 'phone', value: '79005550000' },
      { subject: 'Код', text: 'Код: 11111', secrets: ['11111'] },
    );
    const [row] = await stored('79005550000');
    expect(row).toMatchObject({ channel: 'outbox', status: 'stored', text: 'Код: 11111' });
  });

  it('one address gets at most 30 messages an hour, whoever sends them', async () => {
    const { channel, sent } = capturingChannel();
    const messenger = createMessenger(database.db, { email: channel });
    const to = { kind: 'email' as const, value: 'flooded@test.ru' };
    for (let i = 0; i <= MAX_MESSAGES_PER_RECIPIENT_PER_HOUR; i += 1) {
      await messenger.send(to, { subject: `№${i}`, text: `Код: ${10000 + i}`, secrets: [String(10000 + i)] });
    }
    expect(sent).toHaveLength(MAX_MESSAGES_PER_RECIPIENT_PER_HOUR);
    const rows = await stored('flooded@test.ru');
    const held = rows.filter((row) => row.status === 'failed');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ error: RECIPIENT_LIMIT_REACHED, text: 'Код: •••••' });
  });
});
