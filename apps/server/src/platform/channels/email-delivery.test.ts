import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages } from './outbox.table';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];

let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, channels: 'config' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Quoted-printable and base64 bodies are decoded enough to find a 5-digit code. */
function decodedText(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const qp = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = body
    .split(/\r?\n/)
    .filter((line) => /^[A-Za-z0-9+/=]+$/.test(line))
    .join('');
  return `${Buffer.from(qp, 'latin1').toString('utf8')}\n${Buffer.from(base64, 'base64').toString('utf8')}`;
}

describe('e-mail delivery over SMTP', () => {
  it('the registration code arrives by e-mail; the outbox row is marked sent and keeps the code masked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { email: 'mail-user@test.ru', password: 'strong-pass-1', type_user: 1 },
    });
    expect(response.statusCode).toBe(201);
    await t.services.background.settled();

    const mail = received.find((message) => message.to.includes('mail-user@test.ru'));
    expect(mail).toBeDefined();
    const code = /Код подтверждения регистрации: (\d{5})/.exec(decodedText(mail!.raw))?.[1];
    expect(code).toMatch(/^\d{5}$/);
    expect(mail!.from).toBe('no-reply@svetlaya-pamyat.local');

    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'mail-user@test.ru'));
    expect(row).toMatchObject({ channel: 'email', status: 'sent', error: null });
    // what administrators read at /admin/outbox: the message without its code
    expect(row.text).toContain('Код подтверждения регистрации: •••••.');
    expect(row.text).not.toContain(code);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verification/',
      payload: { email: 'mail-user@test.ru', code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('a phone code has no channel here and stays in the outbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { phone: '+7 900 333-44-55', password: 'strong-pass-1', type_user: 1 },
    });
    await t.services.background.settled();
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '79003334455'));
    expect(row).toMatchObject({ channel: 'outbox', status: 'stored' });
  });
});

describe('e-mail delivery failure', () => {
  it('is recorded on the outbox row and does not fail the registration', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, channels: 'config' });
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/registration/',
        payload: { email: 'lost@test.ru', password: 'strong-pass-1', type_user: 1 },
      });
      expect(response.statusCode).toBe(201);
      await broken.services.background.settled();
      const [row] = await broken.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'lost@test.ru'));
      expect(row).toMatchObject({ channel: 'email', status: 'failed', error: expect.any(String) });
    } finally {
      await broken.close();
    }
  });
});
