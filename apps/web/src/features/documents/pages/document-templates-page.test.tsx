import type { DocumentTemplate } from '@sp/shared/api/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeUploads } from '../../../test/fake-uploads';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DocumentTemplatesPage } from './document-templates-page';

const template = (overrides: Partial<DocumentTemplate>): DocumentTemplate => ({
  id: 'contract',
  name: 'Договор на оказание ритуальных услуг',
  builtin: true,
  description: 'Договор с клиентом.',
  placeholders: ['client_name', 'items', 'items.name', 'total_words'],
  unknown_placeholders: [],
  file_name: 'Договор на оказание ритуальных услуг.docx',
  size: 6800,
  created_by: null,
  created_at: null,
  updated_at: null,
  ...overrides,
});

const TEMPLATES = [
  template({}),
  template({ id: 'invoice', name: 'Счёт', description: 'Счёт на оплату.' }),
  template({
    id: '12',
    name: 'Расписка',
    builtin: false,
    description: '',
    file_name: 'Расписка.docx',
    size: 20480,
    placeholders: ['client_name', 'vip_note'],
    unknown_placeholders: ['vip_note'],
    created_by: { id: 3, name: 'Ольга Смирнова' },
    created_at: '2026-11-02T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
  }),
];

function server() {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.includes('/api/documents/templates/')) {
      return { body: { results: TEMPLATES, count: TEMPLATES.length } };
    }
    if (call.url.includes('/api/documents/burial-register-documents/'))
      return { body: { results: [], count: 0 } };
    if (call.method === 'DELETE' && call.url.includes('/api/documents/templates/12/')) return { status: 204 };
    return undefined;
  });
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const SLOW = { timeout: 30_000 };

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async () => undefined) },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('document templates page', () => {
  it(
    'lists the built-ins and the company’s own, flags unknown placeholders, copies a placeholder',
    SLOW,
    async () => {
      signInAs(null);
      server();
      renderWithProviders(<DocumentTemplatesPage />);
      const builtins = await screen.findByRole('region', { name: 'Встроенные шаблоны' });
      expect(within(builtins).getByText('Договор на оказание ритуальных услуг')).toBeTruthy();
      expect(within(builtins).getByText('Счёт')).toBeTruthy();
      const own = screen.getByRole('region', { name: 'Шаблоны компании' });
      expect(within(own).getByText('Расписка')).toBeTruthy();
      expect(
        within(own).getByText(/Расписка\.docx, 20 КБ, загружен 02\.11\.2026 \(Ольга Смирнова\)/),
      ).toBeTruthy();
      expect(within(own).getByText(/Неизвестные: vip_note/)).toBeTruthy();
      expect(within(builtins).queryByRole('button', { name: /^Удалить/ })).toBeNull();

      const catalog = screen.getByRole('region', { name: 'Плейсхолдеры' });
      await userEvent.click(within(catalog).getByRole('button', { name: 'Скопировать {client_name}' }));
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith('{client_name}');
      await userEvent.type(within(catalog).getByLabelText('Найти плейсхолдер'), 'прописью');
      expect(within(catalog).getByText('{total_words}')).toBeTruthy();
      expect(within(catalog).queryByText('{client_name}')).toBeNull();
    },
  );

  it('uploads a .docx with progress; the server’s message about a broken tag is shown', SLOW, async () => {
    signInAs(null);
    server();
    const sent = fakeUploads([
      {
        status: 400,
        body: { file: ['Незакрытый тег «client_name»: после него нет закрывающей фигурной скобки «}»'] },
      },
      { status: 201, body: TEMPLATES[2] },
    ]);
    renderWithProviders(<DocumentTemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Загрузить шаблон' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Файл шаблона .docx') as HTMLInputElement;
    await userEvent.upload(input, new File(['not a doc'], 'Прайс.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(
      within(dialog).getByText('Файл не является документом Word (.docx): загрузите шаблон в формате .docx'),
    ).toBeTruthy();

    await userEvent.upload(input, new File(['PK'], 'Расписка.docx'));
    expect((within(dialog).getByLabelText(/Название шаблона/) as HTMLInputElement).value).toBe('Расписка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText(/Незакрытый тег «client_name»/)).toBeTruthy();
    expect(sent[0].form.get('name')).toBe('Расписка');
    expect(sent[0].form.get('file')).toBeInstanceOf(File);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(2);
  });

  it('deletes an own template after confirmation', SLOW, async () => {
    signInAs(null);
    const sent: Sent[] = server();
    renderWithProviders(<DocumentTemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Расписка' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Удалить шаблон «Расписка»\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(
        sent.some((call) => call.method === 'DELETE' && call.url.endsWith('/api/documents/templates/12/')),
      ).toBe(true),
    );
  });

  it('a read-only employee sees the templates but cannot upload or delete', SLOW, async () => {
    signInAs({ documents: 3 });
    server();
    renderWithProviders(<DocumentTemplatesPage />);
    expect(await screen.findByText('Расписка')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Загрузить шаблон' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Скачать .docx: Расписка' })).toBeTruthy();
  });
});
