import nodemailer from 'nodemailer';
import type { MessageChannel } from './channel';

export function createEmailChannel(smtpUrl: string, from: string): MessageChannel {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'email',
    async send(message) {
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.text });
    },
  };
}
