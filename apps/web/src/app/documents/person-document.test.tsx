import { formatDate } from '@sp/shared/format/date';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { makePublicPage } from '../../features/memory-pages/components/memory-page-fixtures';
import { PROFILE_COOKIE, removeCookie, writeCookie } from '../../lib/cookies';
import { PersonDocument } from './person-document';

// the page as the server renders it (react-dom/server) and the browser then hydrates (person.client.tsx)
const CREATED = '2026-11-20T22:30:00Z';
const page = makePublicPage({
  guest_book: {
    results: [{ id: 1, name: 'Ольга', text: 'Светлая память дедушке.', created_at: CREATED }],
    count: 1,
    candles: 4,
    accepts_entries: true,
    moderation: 'approval',
  },
});
const SHARE = 'https://pamyat.example.ru/person/5';

async function serverRenderedThenHydrated() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PersonDocument page={page} shareUrl={SHARE} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <PersonDocument page={page} shareUrl={SHARE} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { container, serverHtml, mismatches };
}

afterEach(() => {
  removeCookie(PROFILE_COOKIE);
  document.body.innerHTML = '';
});

describe('the server-rendered memory page', () => {
  it('hydrates the markup rendered from the same page without a mismatch, links as plain anchors', async () => {
    const { container, serverHtml, mismatches } = await serverRenderedThenHydrated();
    expect(mismatches).toEqual([]);
    expect(serverHtml).toContain('Помним и любим');
    expect(container.querySelector('h1')?.textContent).toBe('ИвановПётр Ильич');
    const relative = [...container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Иванова Мария'),
    );
    expect(relative?.getAttribute('href')).toBe('/person/8');
    expect(container.querySelector('a[href^="/auth"]')).not.toBeNull();
  });

  it('leaves the guest book dates to the browser, which shows them in its own time zone once hydrated', async () => {
    const { container, serverHtml } = await serverRenderedThenHydrated();
    expect(serverHtml).toContain('Ольга');
    expect(serverHtml).not.toContain(formatDate(CREATED));
    expect(container.textContent).toContain(`Ольга · ${formatDate(CREATED)}`);
  });

  it('shows a signed-in visitor the way to their cabinet once hydrated, not in the shared HTML', async () => {
    writeCookie(PROFILE_COOKIE, '1');
    const { container, serverHtml, mismatches } = await serverRenderedThenHydrated();
    expect(mismatches).toEqual([]);
    expect(serverHtml).toContain('Регистрация');
    expect(serverHtml).not.toContain('Личный кабинет');
    expect(container.textContent).toContain('Личный кабинет');
    expect(container.textContent).not.toContain('Регистрация');
  });
});
