import { expect } from 'vitest';
import type { TestApp } from './test-app';

type Session = Awaited<ReturnType<TestApp['login']>>;

/**
 * Asserts that no /media address serves a stored file that is private (platform/storage.ts PUBLIC_FOLDERS): both
 * /media/{key} and /media/private/{key} answer 404 to a guest and to each session given (a stranger, and even the
 * file's own readers: they read it through its checked API, never by its key).
 */
export async function expectNeverAtMedia(t: TestApp, key: string, sessions: Session[]): Promise<void> {
  expect(key).toMatch(/^[a-z-]+\//);
  const stored = await t.services.storage.open(key);
  stored?.stream.destroy();
  expect(stored, `${key} is stored`).not.toBeNull();
  for (const prefix of ['/media/', '/media/private/']) {
    for (const session of [undefined, ...sessions]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${prefix}${key}`,
        headers: session ? t.bearer(session) : {},
      });
      expect(response.statusCode, `${prefix}${key} ${session ? 'signed in' : 'guest'}`).toBe(404);
    }
  }
}
