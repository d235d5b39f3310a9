import type { Bug } from '@sp/shared/api/misc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute } from '../../../test/stub-server';
import { BugPage } from './bug-page';

const SCREEN = '/api/admin/bugs/5/screen/';

const BUG: Bug = {
  id: 5,
  message: 'На странице заказов не открывается карточка сделки.',
  screen_upload: SCREEN,
  is_resolved: false,
  created_at: '2026-11-20T09:30:00Z',
  page_url: '/app/orders',
  author: { id: 3, name: 'Иванова Анна', email: 'anna@mail.ru' },
};

type Asked = { url: string; authorization: string | null };

/** The API: the report, and its screenshot as the administrators' route answers it (`screenStatus`). */
function stubApi(bug: Bug, screenStatus = 200): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    if (url.endsWith('/api/admin/bugs/5/')) return new Response(JSON.stringify(bug), { status: 200 });
    if (url.endsWith(SCREEN)) {
      return screenStatus === 200
        ? new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 })
        : new Response(
            JSON.stringify({ detail: 'У вас недостаточно прав для выполнения данного действия.' }),
            {
              status: screenStatus,
            },
          );
    }
    return new Response(JSON.stringify({ detail: 'Страница не найдена.' }), { status: 404 });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/admin/bugs/:id', () => {
  it('shows the screenshot fetched from the administrators’ route with the session, never a /media address', async () => {
    sessionStore.signIn(makeSession());
    const asked = stubApi(BUG);
    renderRoute('/admin/bugs/:id', <BugPage />, '/admin/bugs/5');

    const picture = await screen.findByRole('img', { name: 'Скриншот' });
    expect(picture.getAttribute('src')).toMatch(/^blob:/);
    expect(asked.filter((call) => call.url.endsWith(SCREEN))).toEqual([
      { url: SCREEN, authorization: 'Bearer access' },
    ]);
    expect(asked.some((call) => call.url.includes('/media/'))).toBe(false);

    // the viewer shows the same fetched picture
    await userEvent.click(picture);
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр изображений' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(picture.getAttribute('src'));
  });

  it('says when the screenshot could not be read, and asks nothing for a report without one', async () => {
    sessionStore.signIn(makeSession());
    stubApi(BUG, 403);
    const { unmount } = renderRoute('/admin/bugs/:id', <BugPage />, '/admin/bugs/5');
    expect(
      await screen.findByText(
        'Скриншот не загрузился: У вас недостаточно прав для выполнения данного действия.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Скриншот' })).toBeNull();
    unmount();

    const asked = stubApi({ ...BUG, screen_upload: null });
    renderRoute('/admin/bugs/:id', <BugPage />, '/admin/bugs/5');
    expect(await screen.findByText(BUG.message)).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('img', { name: 'Скриншот' })).toBeNull();
  });
});
