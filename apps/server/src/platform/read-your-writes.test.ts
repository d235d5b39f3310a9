import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type PublicChanges, registerReadYourWrites } from './public-changes';

/** The feed of changes as registerReadYourWrites uses it: each settle() waits until the test lets it go. */
function heldChanges() {
  const waiting: (() => void)[] = [];
  const changes = {
    settle: () => new Promise<void>((resolve) => waiting.push(resolve)),
  } as unknown as PublicChanges;
  return {
    changes,
    get waiting() {
      return waiting.length;
    },
    hearAll: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a request that may have written', () => {
  it('answers only once its server has heard its changes; a read does not wait', async () => {
    const feed = heldChanges();
    const app = Fastify();
    registerReadYourWrites(app, feed.changes);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) {
      app.route({ method, url: '/thing/', handler: async () => ({ ok: method }) });
    }
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/thing/' })).json()).toEqual({ ok: 'GET' });
    expect(feed.waiting).toBe(0);

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      let answered = false;
      const response = app.inject({ method, url: '/thing/' }).then((reply) => {
        answered = true;
        return reply;
      });
      await tick();
      expect(answered, method).toBe(false);
      expect(feed.waiting).toBe(1);
      feed.hearAll();
      expect((await response).json()).toEqual({ ok: method });
    }
    await app.close();
  });
});
