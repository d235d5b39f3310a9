import type { GeneratedDocument } from '@sp/shared/api/documents';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { DocumentViewerPage } from './document-viewer-page';

const contract: GeneratedDocument = {
  id: 40,
  name: 'Договор на оказание ритуальных услуг',
  file_name: 'Договор на оказание ритуальных услуг № 15',
  order: { id: 7, number: 15 },
  template_id: 'contract',
  format: 'docx',
  has_pdf: true,
  size: 7000,
  created_by: { id: 2, name: 'Ольга Смирнова' },
  created_at: '2026-11-19T09:30:00Z',
};

const SLOW = { timeout: 30_000 };

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const open = (url: string) => renderRoute('/app/document-viewer', <DocumentViewerPage />, url);

describe('document viewer', () => {
  it('shows the PDF in the page with the download bar and the way back to the deal', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer((call) => {
      if (call.url.endsWith('/api/documents/documents/40/info/')) return { body: contract };
      if (call.url.includes('/api/documents/documents/40/?format=pdf&inline=1')) return { body: '%PDF-1.7' };
      return undefined;
    });
    open('/app/document-viewer?document=40');
    expect(
      await screen.findByRole('heading', { name: 'Договор на оказание ритуальных услуг № 15' }),
    ).toBeTruthy();
    const frame = await screen.findByTitle('Документ: Договор на оказание ритуальных услуг № 15');
    expect(frame.getAttribute('src')).toBe('blob:document');
    expect(
      screen.getByRole('button', { name: 'Скачать .docx: Договор на оказание ритуальных услуг № 15' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Скачать PDF: Договор на оказание ритуальных услуг № 15' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Сделка № 15' }).getAttribute('href')).toBe('/app/orders/7');
    expect(sent.filter((call) => call.url.includes('format=pdf'))).toHaveLength(1);
  });

  it('says why there is no PDF, the downloads still there', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 1 }));
    const message =
      'Преобразование в PDF недоступно: на сервере не установлен LibreOffice (soffice). Скачайте документ в формате .docx.';
    stubServer((call) => {
      if (call.url.endsWith('/api/documents/documents/40/info/')) return { body: contract };
      if (call.url.includes('format=pdf')) return { status: 503, body: { detail: message } };
      return undefined;
    });
    open('/app/document-viewer?document=40');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Скачать .docx: Договор на оказание ритуальных услуг № 15' }),
    ).toBeTruthy();
    // a client goes back to their deal's page
    expect(screen.getByRole('link', { name: 'Сделка № 15' }).getAttribute('href')).toBe(
      '/app/history-orders/7',
    );
  });

  it('without a document, or with someone else’s, says so', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    stubServer(() => undefined);
    const { unmount } = open('/app/document-viewer');
    expect(await screen.findByText('Документ не выбран. Откройте его из сделки.')).toBeTruthy();
    unmount();
    open('/app/document-viewer?document=99');
    expect(await screen.findByText('Страница не найдена.')).toBeTruthy();
  });
});
