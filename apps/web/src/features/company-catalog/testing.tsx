import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export type Sent = { method: string; url: string; body: unknown };
type Handler = (call: Sent) => { status?: number; body?: unknown } | undefined;

/**
 * The server as the cart sees it: `fetch` (which the app's http client calls) is stubbed; each call
 * is recorded and answered by `handler`, anything unanswered is a 404.
 */
export function stubServer(handler: Handler): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(call);
    const answer = handler(call);
    if (!answer) return new Response(JSON.stringify({ detail: 'Страница не найдена.' }), { status: 404 });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status });
  });
  return sent;
}

export function renderWithProviders(children: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}
