import nodemailer from 'nodemailer';
import type { MessageChannel } from './channel';

export function createEmailChannel(smtpUrl: string, from: string): MessageChannel {
  // Short timeouts: a code is sent inside the request that asked for it, which must not hang on a slow
  // server. nodemailer reads transport options from the URL's query.
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '20000',
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    name: 'email',
    async send(message) {
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.text });
    },
  };
}
