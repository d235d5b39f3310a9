import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary';

export type Sent = { method: string; url: string; body: unknown };
type Handler = (call: Sent) => { status?: number; body?: unknown } | undefined;

/**
 * The server as a page sees it: `fetch` (which the app's http client calls) is stubbed; each call is
 * recorded (JSON bodies parsed, multipart bodies as an object of their fields, a file as 'file') and
 * answered by `handler` (`body: null` is JSON null); anything unanswered is a 404.
 */
export function stubServer(handler: Handler): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    const body =
      raw instanceof FormData
        ? Object.fromEntries(
            [...raw.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
          )
        : raw
          ? JSON.parse(String(raw))
          : undefined;
    const call: Sent = { method: init?.method ?? 'GET', url: String(input), body };
    sent.push(call);
    const answer = handler(call);
    if (!answer) return new Response(JSON.stringify({ detail: 'Страница не найдена.' }), { status: 404 });
    const status = answer.status ?? 200;
    // `body: null` answers JSON null, as an API that finds nothing does; no body at all answers {}
    const json = JSON.stringify(answer.body === undefined ? {} : answer.body);
    return new Response(status === 204 ? null : json, { status });
  });
  return sent;
}

/** Renders `children` at `url` with a fresh query client (no retries) under a memory router. */
export function renderWithProviders(children: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders `element` at `url` in the app's theme, under a router with the app's error boundary. */
export function renderRoute(path: string, element: ReactNode, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<RouteErrorBoundary resetKey={url}>{element}</RouteErrorBoundary>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
