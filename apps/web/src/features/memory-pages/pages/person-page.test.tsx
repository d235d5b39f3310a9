import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { makePublicPage } from '../components/memory-page-fixtures';
import { PersonPage } from './person-page';

function open(url = '/person/5') {
  return renderRoute('/person/:id?', <PersonPage />, url);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('the public person page', () => {
  it('shows the portrait, name, dates, epitaph, places and the sanitised biography', async () => {
    stubServer((call) =>
      call.url.endsWith('/api/memory_page/public/5/') ? { body: makePublicPage() } : undefined,
    );
    open();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('ИвановПётр Ильич');
    expect(screen.getByTestId('life-dates').textContent).toBe('05.1931 — 2004');
    expect(screen.getByText('Помним и любим')).toBeTruthy();
    expect(screen.getByText('Родился')).toBeTruthy();
    expect(screen.getByText('Торжок')).toBeTruthy();
    expect(screen.getByText('Похоронен')).toBeTruthy();
    expect(screen.getByText('Тверь, Дмитрово-Черкасское кладбище')).toBeTruthy();
    expect(screen.getByTestId('biography').innerHTML).toBe('<p>Родился в <strong>Торжке</strong>.</p>');
    expect(screen.getByRole('img', { name: 'Портрет: Иванов Пётр Ильич' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Иванов Пётр Ильич (1931 – 2004)'));
    const relative = screen.getByRole('link', { name: /Иванова Мария Петровна/ });
    expect(relative.getAttribute('href')).toBe('/person/8');
    expect(screen.getByRole('link', { name: 'Анна Смирнова' }).getAttribute('href')).toBe('/user/3');
  });

  it('shows the attributes the administrator gave the person under the name', async () => {
    stubServer((call) =>
      call.url.endsWith('/api/memory_page/public/5/')
        ? {
            body: makePublicPage({
              attributes: [
                { name: 'Участник Великой Отечественной войны', value: '' },
                { name: 'Воинское звание', value: 'майор' },
              ],
            }),
          }
        : undefined,
    );
    open();
    const list = await screen.findByRole('list', { name: 'Атрибуты' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Участник Великой Отечественной войны', 'Воинское звание: майор']);
  });

  it('shows the page the server put into the HTML without asking the API, once', async () => {
    const data = document.createElement('script');
    data.id = 'page-data';
    data.type = 'application/json';
    data.textContent = JSON.stringify(makePublicPage());
    document.body.append(data);
    const sent = stubServer(() => undefined);
    const first = open();
    expect(await screen.findByText('Помним и любим')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(document.getElementById('page-data')).toBeNull();
    first.unmount();

    stubServer((call) =>
      call.url.endsWith('/api/memory_page/public/5/')
        ? { body: makePublicPage({ epitaph: 'Изменённая эпитафия' }) }
        : undefined,
    );
    open();
    expect(await screen.findByText('Изменённая эпитафия')).toBeTruthy();
  });

  it('opens the photos in the slider with a counter, captions and arrows', async () => {
    stubServer((call) =>
      call.url.endsWith('/api/memory_page/public/5/') ? { body: makePublicPage() } : undefined,
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть фотографию 1: На даче' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    expect(within(dialog).getByText('На даче')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Следующее изображение' }));
    expect(within(dialog).getByText('2 / 2')).toBeTruthy();
  });

  it('asks for a «by link» page with its token and says it is not in search', async () => {
    const sent = stubServer((call) =>
      call.url.includes('/api/memory_page/public/5/')
        ? { body: makePublicPage({ visibility: 'link', keeper: null }) }
        : undefined,
    );
    open('/person/5?token=abc');
    expect(await screen.findByText('Страница открыта только по ссылке: в поиске её нет.')).toBeTruthy();
    expect(sent[0].url).toContain('/api/memory_page/public/5/?token=abc');
  });

  it('shows a «by link» page’s private photos, asked for with its token in a header, never in their address', async () => {
    const asked: { url: string; token: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/memory_page/public/5/')) {
        const page = makePublicPage({
          visibility: 'link',
          keeper: null,
          avatar: '/media/private/media/link-a.webp',
          avatar_thumbnail: '/media/private/media/link-a-t.webp',
          photos: [
            {
              id: 1,
              image: '/media/private/media/link-1.webp',
              thumbnail: '/media/private/media/link-1t.webp',
              caption: 'На даче',
            },
          ],
        });
        return new Response(JSON.stringify(page), { status: 200 });
      }
      asked.push({ url, token: new Headers(init?.headers).get('x-page-token') });
      return new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 });
    });
    open('/person/5?token=abc');
    const portrait = await screen.findByRole('img', { name: 'Портрет: Иванов Пётр Ильич' });
    expect(portrait.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'На даче' }).getAttribute('src')).toMatch(/^blob:/),
    );
    expect(asked).toEqual(
      expect.arrayContaining([
        { url: '/media/private/media/link-a.webp', token: 'abc' },
        { url: '/media/private/media/link-1t.webp', token: 'abc' },
      ]),
    );
    expect(asked.some((call) => call.url.includes('abc'))).toBe(false);
  });

  it('is the 404 page for a private or unknown page', async () => {
    stubServer(() => undefined);
    open('/person/77');
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });
});
