import type { DocumentTemplate, GeneratedDocument } from '@sp/shared/api/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { OrderDocuments } from './order-documents';

const contract: GeneratedDocument = {
  id: 40,
  name: 'Договор на оказание ритуальных услуг',
  file_name: 'Договор на оказание ритуальных услуг № 15',
  order: { id: 7, number: 15 },
  template_id: 'contract',
  format: 'docx',
  has_pdf: false,
  size: 7000,
  created_by: { id: 2, name: 'Ольга Смирнова' },
  created_at: '2026-11-19T09:30:00Z',
};

const templates: Partial<DocumentTemplate>[] = [
  { id: 'contract', name: 'Договор на оказание ритуальных услуг', builtin: true },
  { id: 'invoice', name: 'Счёт', builtin: true },
];

function server(options: { pdf: boolean; documents?: GeneratedDocument[] }) {
  return stubServer((call) => {
    if (call.url.includes('/api/documents/status/')) return { body: { pdf: options.pdf } };
    if (call.url.includes('/api/documents/templates/')) return { body: { results: templates, count: 2 } };
    if (call.method === 'GET' && call.url.includes('/api/documents/documents/')) {
      const list = options.documents ?? [contract];
      return { body: { results: list, count: list.length } };
    }
    if (call.method === 'POST' && call.url.includes('/api/documents/documents/')) {
      return {
        status: 201,
        body: { ...contract, id: 41, name: 'Счёт', file_name: 'Счёт № 15', format: 'pdf' },
      };
    }
    return undefined;
  });
}

const SLOW = { timeout: 30_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the deal’s documents', () => {
  it(
    'lists them with the viewer link and downloads; makes one from a template in a format',
    SLOW,
    async () => {
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
      const sent = server({ pdf: true });
      renderWithProviders(<OrderDocuments orderId={7} />);
      const section = await screen.findByRole('region', { name: 'Документы' });
      const link = await within(section).findByRole('link', {
        name: 'Договор на оказание ритуальных услуг № 15',
      });
      expect(link.getAttribute('href')).toBe('/app/document-viewer?document=40');
      expect(
        within(section).getByRole('button', {
          name: 'Скачать .docx: Договор на оказание ритуальных услуг № 15',
        }),
      ).toBeTruthy();
      await waitFor(() =>
        expect(
          within(section).getByRole('button', {
            name: 'Скачать PDF: Договор на оказание ритуальных услуг № 15',
          }),
        ).toBeTruthy(),
      );

      await userEvent.click(within(section).getByRole('combobox', { name: 'Шаблон' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Счёт' }));
      await userEvent.click(within(section).getByRole('combobox', { name: 'Формат' }));
      await userEvent.click(await screen.findByRole('option', { name: 'PDF' }));
      await userEvent.click(within(section).getByRole('button', { name: 'Сформировать' }));
      await waitFor(() =>
        expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
          order_id: 7,
          template_id: 'invoice',
          format: 'pdf',
        }),
      );
      expect(await within(section).findByRole('status')).toBeTruthy();
      expect(within(section).getByRole('link', { name: 'Открыть' }).getAttribute('href')).toBe(
        '/app/document-viewer?document=41',
      );
    },
  );

  it('offers no PDF when the server cannot make it', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server({ pdf: false, documents: [] });
    renderWithProviders(<OrderDocuments orderId={7} />);
    expect(await screen.findByText('По сделке ещё нет документов.')).toBeTruthy();
    expect(await screen.findByText('PDF недоступен на этом сервере')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Формат' }));
    expect((await screen.findByRole('option', { name: 'PDF' })).getAttribute('aria-disabled')).toBe('true');
  });

  it(
    'a read-only employee only reads; an employee without documents sees nothing and asks nothing',
    SLOW,
    async () => {
      sessionStore.signIn(
        makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { documents: 3 } }]),
      );
      server({ pdf: true });
      const { unmount } = renderWithProviders(<OrderDocuments orderId={7} />);
      expect(
        await screen.findByRole('link', { name: 'Договор на оказание ритуальных услуг № 15' }),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Сформировать' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
      unmount();

      sessionStore.signIn(
        makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 1 } }]),
      );
      const sent = server({ pdf: true });
      renderWithProviders(<OrderDocuments orderId={7} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Документы' })).toBeNull();
      expect(sent).toHaveLength(0);
    },
  );
});
