import type { MediaFile } from '@sp/shared/api/files';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { FilesPage } from './files-page';

const photo: MediaFile = {
  id: 1,
  kind: 'image',
  mime_type: 'image/webp',
  size: 1_572_864,
  name: 'бабушка.jpg',
  url: '/media/media/a.webp',
  thumbnail: '/media/media/a-t.webp',
  created_at: '2024-03-12T10:00:00Z',
  used_in: [{ kind: 'avatar', label: 'Фото персоны: Иванова Анна', person_id: 4, memory_page_id: null }],
};
const certificate: MediaFile = {
  id: 2,
  kind: 'document',
  mime_type: 'application/pdf',
  size: 20_480,
  name: 'свидетельство.pdf',
  url: '/media/documents/b.pdf',
  thumbnail: null,
  created_at: '2024-04-01T10:00:00Z',
  used_in: [],
};

/** XMLHttpRequest as the uploader uses it: records each send, reports progress, answers when told. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function server() {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.includes('/api/user-files/media/')) {
      return { body: { results: [photo, certificate], count: 2 } };
    }
    if (call.method === 'POST' && call.url.includes('/api/user-files/destroy-media/')) return { status: 204 };
    return undefined;
  });
}

beforeEach(() => {
  FakeRequest.sent = [];
  localStorage.clear();
  sessionStore.signIn(makeSession());
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };
const listCalls = (sent: Sent[]) => sent.filter((call) => call.method === 'GET');

describe('files page', () => {
  it(
    'shows tiles with thumbnail, size in КБ/МБ, date dd.MM.yyyy and where a file is used; and a list',
    SLOW,
    async () => {
      const sent = server();
      const user = userEvent.setup();
      renderWithProviders(<FilesPage />);
      const tiles = await screen.findByRole('list', { name: 'Файлы' });
      const first = within(tiles).getAllByRole('listitem')[0];
      expect(within(first).getByRole('img', { name: 'бабушка.jpg' }).getAttribute('src')).toBe(
        '/media/media/a-t.webp',
      );
      expect(within(first).getByText('1,5 МБ · 12.03.2024')).toBeTruthy();
      expect(within(first).getByText('Фото персоны: Иванова Анна')).toBeTruthy();
      expect(within(tiles).getByText('20 КБ · 01.04.2024')).toBeTruthy();
      expect(listCalls(sent)[0].url).toMatch(
        /\/api\/user-files\/media\/\?sort=-created_at&offset=0&limit=25$/,
      );

      await user.click(screen.getByRole('button', { name: 'Списком' }));
      const table = await screen.findByRole('table', { name: 'Файлы' });
      const row = within(table).getByText('свидетельство.pdf').closest('tr') as HTMLElement;
      expect(within(row).getByText('Документ PDF')).toBeTruthy();
      expect(within(row).getByText('20 КБ')).toBeTruthy();
      expect(localStorage.getItem('files-view')).toBe('list');

      await user.click(screen.getByLabelText('Тип'));
      await user.click(await screen.findByRole('option', { name: 'Документы' }));
      await waitFor(() => expect(listCalls(sent).at(-1)?.url).toContain('kind=document'));
    },
  );

  it('deletes a file after the confirm dialog that says where it disappears from', SLOW, async () => {
    const sent = server();
    const user = userEvent.setup();
    renderWithProviders(<FilesPage />);
    await user.click(await screen.findByRole('button', { name: 'Удалить: бабушка.jpg' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(
      within(confirm).getByText(/Он пропадёт отовсюду, где показан: Фото персоны: Иванова Анна/),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => {
      const destroy = sent.find((call) => call.method === 'POST');
      expect(destroy?.url).toBe('/api/user-files/destroy-media/');
      expect(destroy?.body).toEqual({ media: 1 });
    });
  });

  it(
    'uploads dropped files one by one with progress, and refuses a file over 10 MB with the spec’s message',
    SLOW,
    async () => {
      vi.stubGlobal('XMLHttpRequest', FakeRequest);
      const sent = server();
      renderWithProviders(<FilesPage />);
      await screen.findByRole('list', { name: 'Файлы' });
      const big = new File(['x'], 'огромный.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
      const first = new File(['png-bytes'], 'дед.png', { type: 'image/png' });
      const second = new File(['%PDF-1.4'], 'справка.pdf', { type: 'application/pdf' });
      fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [big, first, second] } });

      const uploads = await screen.findByRole('list', { name: 'Загрузки' });
      expect(within(uploads).getByText(fileTooLargeMessage(10))).toBeTruthy();
      await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
      const request = FakeRequest.sent[0];
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/api/user-files/media/');
      expect(request.headers.Authorization).toBe('Bearer access');
      expect(((request.body as FormData).get('file') as File).name).toBe('дед.png');
      expect(within(uploads).getByText('В очереди')).toBeTruthy();

      request.progress(40, 100);
      expect(await within(uploads).findByText('40%')).toBeTruthy();
      expect(
        within(uploads).getByRole('progressbar', { name: 'Загрузка: дед.png' }).getAttribute('aria-valuenow'),
      ).toBe('40');
      const listsBefore = listCalls(sent).length;
      request.answer(201, { ...photo, id: 3, name: 'дед.png' });
      expect(await within(uploads).findByText('Загружено')).toBeTruthy();
      await waitFor(() => expect(listCalls(sent).length).toBeGreaterThan(listsBefore));

      // the second goes after the first; a refusal stays in the list with the server's reason
      await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
      FakeRequest.sent[1].answer(400, {
        file: ['Можно загрузить изображение (JPG, PNG, WebP) или документ PDF.'],
      });
      expect(
        await within(uploads).findByText('Можно загрузить изображение (JPG, PNG, WebP) или документ PDF.'),
      ).toBeTruthy();
      await userEvent
        .setup()
        .click(within(uploads).getByRole('button', { name: 'Убрать из списка: справка.pdf' }));
      expect(within(uploads).queryByText('справка.pdf')).toBeNull();
    },
  );
});
