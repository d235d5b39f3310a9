import type { MessageChannel } from './channel';

/** WhatsApp through a Wappi-style HTTP gateway: POST /api/sync/message/send?profile_id=… */
export function createWhatsappChannel(options: {
  url: string;
  token: string;
  profileId: string;
}): MessageChannel {
  return {
    name: 'whatsapp',
    async send(message) {
      const endpoint = new URL('/api/sync/message/send', options.url);
      endpoint.searchParams.set('profile_id', options.profileId);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: options.token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ recipient: message.recipient, body: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`WhatsApp gateway answered ${response.status}`);
    },
  };
}
