import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../test/fixtures';
import { isPrivateMedia, MediaTokenContext, privateMediaSrc, useMediaSrc } from './media-src';
import { sessionStore } from './session-store';

type Asked = { url: string; authorization: string | null; token: string | null };

/** The server of these files: records how each one was asked for, answers as `answer` says. */
function stubFiles(answer: (call: Asked) => number = () => 200): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/auth/refresh-token/')) {
      return new Response(JSON.stringify({ ...makeSession(), token: 'renewed' }), { status: 200 });
    }
    const headers = new Headers(init?.headers);
    const call = { url, authorization: headers.get('authorization'), token: headers.get('x-page-token') };
    asked.push(call);
    const status = answer(call);
    return status === 200
      ? new Response(new Blob(['webp'], { type: 'image/webp' }), { status })
      : new Response(JSON.stringify({ detail: 'Страница не найдена.' }), { status });
  });
  return asked;
}

function Photo({ url }: { url: string | null }) {
  const src = useMediaSrc(url);
  return src ? <img src={src} alt="Фото" /> : <span>нет фото</span>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('private media', () => {
  it('tells private addresses from public ones', () => {
    expect(isPrivateMedia('/media/private/media/a.webp')).toBe(true);
    expect(isPrivateMedia('/media/media/a.webp')).toBe(false);
    expect(isPrivateMedia('blob:http://localhost/1')).toBe(false);
    expect(isPrivateMedia(null)).toBe(false);
  });

  it('shows a public file by its address and asks nothing', async () => {
    const asked = stubFiles();
    render(<Photo url="/media/media/public.webp" />);
    expect(screen.getByRole('img', { name: 'Фото' }).getAttribute('src')).toBe('/media/media/public.webp');
    expect(asked).toEqual([]);
  });

  it('fetches a private file with the session, once, and shows it as a blob: address', async () => {
    sessionStore.signIn(makeSession());
    const asked = stubFiles();
    render(
      <>
        <Photo url="/media/private/media/own.webp" />
        <Photo url="/media/private/media/own.webp" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Фото' })).toHaveLength(2));
    for (const img of screen.getAllByRole('img', { name: 'Фото' })) {
      expect(img.getAttribute('src')).toMatch(/^blob:/);
    }
    expect(asked).toEqual([
      { url: '/media/private/media/own.webp', authorization: 'Bearer access', token: null },
    ]);
  });

  it('sends a «by link» page’s token in X-Page-Token, never in the address', async () => {
    const asked = stubFiles((call) => (call.token === 'abc' ? 200 : 404));
    render(
      <MediaTokenContext.Provider value="abc">
        <Photo url="/media/private/media/linked.webp" />
      </MediaTokenContext.Provider>,
    );
    expect(await screen.findByRole('img', { name: 'Фото' })).toBeTruthy();
    expect(asked).toEqual([{ url: '/media/private/media/linked.webp', authorization: null, token: 'abc' }]);
  });

  it('renews an expired session once (401) and asks again; a file it may not see shows nothing', async () => {
    sessionStore.signIn(makeSession());
    const asked = stubFiles((call) => (call.authorization === 'Bearer renewed' ? 200 : 401));
    expect(await privateMediaSrc('/media/private/media/expired.webp')).toMatch(/^blob:/);
    expect(asked.map((call) => call.authorization)).toEqual(['Bearer access', 'Bearer renewed']);

    stubFiles(() => 404);
    render(<Photo url="/media/private/media/foreign.webp" />);
    expect(await screen.findByText('нет фото')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('forgets fetched files when the session ends', async () => {
    sessionStore.signIn(makeSession());
    const asked = stubFiles();
    const first = await privateMediaSrc('/media/private/media/forget.webp');
    expect(await privateMediaSrc('/media/private/media/forget.webp')).toBe(first);
    sessionStore.clear(true);
    sessionStore.signIn(makeSession());
    await privateMediaSrc('/media/private/media/forget.webp');
    expect(asked).toHaveLength(2);
  });
});
