import { PASSPORT_MSG, type PassportRequest } from '@sp/shared/api/passports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { COMMENT, REQUEST, UPDATE_REQUEST } from '../components/passport-fixtures';
import { MunicipalRequestsPage } from './municipal-requests-page';

type Answer = { status?: number; body?: unknown } | undefined;
const BASE = '/api/passports/municipal/';

/**
 * The organisation's side of the API: the list, request 5 as it stands (a PUT moves it as the server would, unless
 * `onPut` answers), and its thread.
 */
function server(options: { rows?: PassportRequest[]; onPut?: (call: Sent) => Answer } = {}) {
  let request: PassportRequest = { ...REQUEST };
  let thread = [COMMENT];
  const sent = stubServer((call) => {
    const { method, url } = call;
    if (url.startsWith(`${BASE}request-passport/?`)) {
      const rows = options.rows ?? [REQUEST, UPDATE_REQUEST];
      return { body: { results: rows, count: rows.length } };
    }
    if (url === `${BASE}request-passport/5/` && method === 'GET') return { body: request };
    if (url === `${BASE}request-passport/5/files/3/`) return { body: '%PDF-1.7' };
    if (url === `${BASE}request-passport/5/` && method === 'PUT') {
      const own = options.onPut?.(call);
      if (own) return own;
      const body = call.body as { status: PassportRequest['status']; comment: string };
      request = {
        ...request,
        status: body.status,
        decided_by: body.status === 'approved' || body.status === 'rejected' ? 'municipal' : null,
        passport_id: body.status === 'approved' ? 7 : request.passport_id,
      };
      if (body.comment)
        thread = [
          ...thread,
          { ...COMMENT, id: thread.length + 1, text: body.comment, created_at: REQUEST.updated_at },
        ];
      return { body: request };
    }
    if (url === `${BASE}comments/?request_id=5` && method === 'GET') return { body: thread };
    if (url === `${BASE}comments/` && method === 'POST') {
      const { text } = call.body as { text: string };
      thread = [...thread, { ...COMMENT, id: 9, author: 'Вы', text }];
      return { status: 201, body: thread };
    }
    if (url.startsWith(`${BASE}count/`)) return { body: { count: 0 } };
    return undefined;
  });
  return sent;
}

const puts = (sent: Sent[]) => sent.filter((call) => call.method === 'PUT');

const signInMunicipal = () =>
  sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'MUNICIPAL' }));

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/serial-number/request-view/:id?" element={<MunicipalRequestsPage />} />
    </Routes>,
    url,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('«Заявки на паспорта» of a municipal organisation', () => {
  it(
    'lists the new requests first, with their grave, deceased, kind and status; «Все» drops the filter',
    SLOW,
    async () => {
      viewport(DESK);
      signInMunicipal();
      const sent = server();
      renderAt('/app/serial-number/request-view');
      const table = await screen.findByRole('table', { name: 'Заявки на паспорта' });
      const row = (await within(table).findByText('№ 5')).closest('tr') as HTMLElement;
      expect(within(row).getByText('02.03.2026')).toBeTruthy();
      expect(within(row).getByText('Ритуал-Сервис')).toBeTruthy();
      expect(within(row).getByText('Дмитрово-Черкасское кладбище, могила № 12-А')).toBeTruthy();
      expect(within(row).getByText('Иванов Пётр Сергеевич')).toBeTruthy();
      expect(within(row).getByText('09.05.1941 — 14.02.2026')).toBeTruthy();
      expect(within(row).getByText('Новый паспорт')).toBeTruthy();
      expect(within(row).getByText('Новая')).toBeTruthy();
      const change = (within(table).getByText('№ 6').closest('tr') as HTMLElement).textContent;
      expect(change).toContain('Изменение');
      expect(sent[0]?.url).toBe(`${BASE}request-passport/?status=new&offset=0&limit=10`);
      expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Новая');

      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Все' }));
      await waitFor(() => expect(sent.at(-1)?.url).toBe(`${BASE}request-passport/?offset=0&limit=10`));

      await userEvent.click(row);
      expect(await screen.findByRole('heading', { name: 'Заявка № 5' })).toBeTruthy();
    },
  );

  it('shows cards on a phone, and explains an empty inbox', SLOW, async () => {
    viewport(PHONE);
    signInMunicipal();
    server();
    const { unmount } = renderAt('/app/serial-number/request-view');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByText('№ 5')).toBeTruthy();
    expect(within(card).getByText('Ритуал-Сервис')).toBeTruthy();
    unmount();

    server({ rows: [] });
    renderAt('/app/serial-number/request-view');
    expect(await screen.findByText('Новых заявок нет')).toBeTruthy();
    expect(screen.getByText(/на паспорта захоронений на кладбищах вашей организации/)).toBeTruthy();
  });

  it(
    'takes a request for review, then returns it for corrections with a required comment',
    SLOW,
    async () => {
      viewport(DESK);
      signInMunicipal();
      const sent = server();
      renderAt('/app/serial-number/request-view/5');
      const decision = await screen.findByRole('region', { name: 'Решение' });
      expect(
        within(decision)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Взять на рассмотрение', 'Вернуть на исправление', 'Одобрить', 'Отклонить']);

      await userEvent.click(within(decision).getByRole('button', { name: 'Взять на рассмотрение' }));
      await waitFor(() => expect(puts(sent)).toHaveLength(1));
      expect(puts(sent)[0]).toMatchObject({
        url: `${BASE}request-passport/5/`,
        body: { status: 'review', comment: '' },
      });
      await waitFor(() => expect(snackbar.get()?.message).toBe('Заявка взята на рассмотрение'));
      await waitFor(() =>
        expect(within(decision).queryByRole('button', { name: 'Взять на рассмотрение' })).toBeNull(),
      );

      await userEvent.click(within(decision).getByRole('button', { name: 'Вернуть на исправление' }));
      const dialog = await screen.findByRole('dialog', { name: 'Вернуть на исправление' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      expect(within(dialog).getByText(PASSPORT_MSG.comment)).toBeTruthy();
      expect(puts(sent)).toHaveLength(1);
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Что исправить' }),
        'Нет скана свидетельства',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      await waitFor(() => expect(puts(sent)).toHaveLength(2));
      expect(puts(sent)[1].body).toEqual({ status: 'needs_changes', comment: 'Нет скана свидетельства' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // the comment joins the thread; from «Требует исправлений» only review and rejection are left
      const thread = screen.getByRole('region', { name: 'Переписка' });
      expect(await within(thread).findByText('Нет скана свидетельства')).toBeTruthy();
      await waitFor(() =>
        expect(
          within(decision)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(['Взять на рассмотрение', 'Отклонить']),
      );
      expect(
        within(screen.getByRole('region', { name: 'Заявка' })).getByText('Требует исправлений'),
      ).toBeTruthy();
    },
  );

  it('approves after a confirmation and then links to the issued passport', SLOW, async () => {
    viewport(DESK);
    signInMunicipal();
    const sent = server();
    renderAt('/app/serial-number/request-view/5');
    const decision = await screen.findByRole('region', { name: 'Решение' });
    await userEvent.click(within(decision).getByRole('button', { name: 'Одобрить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toContain(
      'Будет выдан паспорт захоронения со следующим номером серии вашей организации на имя Иванова Мария Петровна.',
    );
    expect(puts(sent)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0].body).toEqual({ status: 'approved', comment: '' });
    const link = await screen.findByRole('link', { name: 'Открыть паспорт' });
    expect(link.getAttribute('href')).toBe('/app/serial-number/passports-view/7');
    expect(screen.getByText('Паспорт захоронения выдан.')).toBeTruthy();
    // an approved request is final: nothing left to decide
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Решение' })).toBeNull());
  });

  it('says why a decision was refused (409) and keeps the request as it was', SLOW, async () => {
    viewport(DESK);
    signInMunicipal();
    const sent = server({
      onPut: () => ({ status: 409, body: { detail: PASSPORT_MSG.badMove } }),
    });
    renderAt('/app/serial-number/request-view/5');
    const decision = await screen.findByRole('region', { name: 'Решение' });
    await userEvent.click(within(decision).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Причина отказа' }),
      'Могила не на нашем кладбище',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0].body).toEqual({ status: 'rejected', comment: 'Могила не на нашем кладбище' });
    expect((await within(decision).findByRole('alert')).textContent).toContain(PASSPORT_MSG.badMove);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Заявка' })).getByText('Новая')).toBeTruthy();
  });

  it('shows the request’s data and files, and writes to the thread', SLOW, async () => {
    viewport(DESK);
    signInMunicipal();
    const sent = server();
    renderAt('/app/serial-number/request-view/5');
    const summary = await screen.findByRole('region', { name: 'Заявка' });
    expect(within(summary).getByText('Ритуал-Сервис (компания)')).toBeTruthy();
    expect(within(summary).getByText('Иванов Пётр Сергеевич, 09.05.1941 — 14.02.2026')).toBeTruthy();
    expect(within(summary).getByText('Прошу оформить на дочь')).toBeTruthy();
    const files = screen.getByRole('region', { name: 'Файлы' });
    expect(within(files).getByText('свидетельство.pdf')).toBeTruthy();
    // the organisation reads the files, it does not attach any
    expect(within(files).queryByText('Приложить файл')).toBeNull();

    URL.createObjectURL = vi.fn(() => 'blob:scan');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(within(files).getByRole('button', { name: 'Скачать файл свидетельство.pdf' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    expect(sent.some((call) => call.url === `${BASE}request-passport/5/files/3/`)).toBe(true);

    const thread = screen.getByRole('region', { name: 'Переписка' });
    expect(await within(thread).findByText('Приложите скан свидетельства о смерти')).toBeTruthy();
    await userEvent.type(within(thread).getByRole('textbox', { name: 'Ваш комментарий' }), 'Ждём скан');
    await userEvent.click(within(thread).getByRole('button', { name: 'Отправить' }));
    expect(await within(thread).findByText('Ждём скан')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({
      url: `${BASE}comments/`,
      body: { request_id: 5, text: 'Ждём скан' },
    });
  });
});
