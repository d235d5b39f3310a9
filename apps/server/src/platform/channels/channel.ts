/** One outgoing message. `recipient` is an e-mail, phone digits or a Telegram chat id. */
export type OutgoingMessage = { recipient: string; subject: string; text: string };

/** A way to reach a person. Adapters throw when delivery fails. */
export type MessageChannel = {
  name: 'email' | 'whatsapp' | 'telegram';
  send(message: OutgoingMessage): Promise<void>;
};
