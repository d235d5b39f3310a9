import type { MessageChannel } from './channel';

/** Telegram Bot API sendMessage; the recipient is the chat id the person shared with the bot. */
export function createTelegramChannel(options: { url: string; token: string }): MessageChannel {
  return {
    name: 'telegram',
    async send(message) {
      const response = await fetch(`${options.url}/bot${options.token}/sendMessage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chat_id: message.recipient, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Telegram answered ${response.status}`);
    },
  };
}
