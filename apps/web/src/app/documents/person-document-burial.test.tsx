import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePublicGrave, makePublicPage } from '../../features/memory-pages/components/memory-page-fixtures';
import { stubServer } from '../../test/stub-server';
import { PersonDocument } from './person-document';

const page = makePublicPage();
const SHARE = 'https://pamyat.example.ru/person/5';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('«Место захоронения» on the server-rendered memory page', () => {
  it('is not in the server’s HTML and comes after hydration, without a mismatch', async () => {
    // in reach at once (no observer): the section is asked for as soon as the page is hydrated
    vi.stubGlobal('IntersectionObserver', undefined);
    const sent = stubServer((call) =>
      call.url === '/api/cemeteries/public-place-grave/?memory_page_id=5'
        ? { body: makePublicGrave() }
        : undefined,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PersonDocument page={page} shareUrl={SHARE} />);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    expect(serverHtml).not.toContain('Место захоронения');
    expect(sent).toEqual([]);

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <PersonDocument page={page} shareUrl={SHARE} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    await waitFor(() => expect(container.textContent).toContain('Место захоронения'));
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('Могила № 12А');
    const wife = [...container.querySelectorAll('a')].find(
      (a) =>
        a.textContent === 'Иванова Мария Петровна' &&
        a.closest('section[aria-labelledby="burial-place-title"]'),
    );
    expect(wife?.getAttribute('href')).toBe('/person/8');
  });
});
