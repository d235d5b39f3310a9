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
import { COMMENT, DECEASED_ROW, REQUEST, UPDATE_REQUEST } from '../components/passport-fixtures';
import { MyRequestsPage } from './my-requests-page';

type Answer = { status?: number; body?: unknown } | undefined;
const BASE = '/api/passports/company/';

/** The applicant's side of the API with request 5 as `request`; `extra` answers first. */
function server(request: PassportRequest, extra: (call: Sent) => Answer = () => undefined) {
  let current = request;
  return stubServer((call) => {
    const own = extra(call);
    if (own) {
      if (own.status === undefined || own.status < 300) {
        const body = own.body as Partial<PassportRequest> | undefined;
        if (body && body.id === current.id) current = body as PassportRequest;
      }
      return own;
    }
    const { method, url } = call;
    if (url.startsWith(`${BASE}request-passport/?`))
      return { body: { results: [current, UPDATE_REQUEST], count: 2 } };
    if (url === `${BASE}request-passport/${current.id}/` && method === 'GET') return { body: current };
    if (url.startsWith(`${BASE}comments/?request_id=`)) return { body: [COMMENT] };
    return undefined;
  });
}

const signInCompany = () => sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/serial-number/request-list/:id?" element={<MyRequestsPage />} />
    </Routes>,
    url,
  );
}

const RETURNED: PassportRequest = { ...REQUEST, status: 'needs_changes' };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('«Мои заявки»', () => {
  it('lists the caller’s requests with the organisation, and as cards on a phone', SLOW, async () => {
    viewport(DESK);
    signInCompany();
    const sent = server(REQUEST);
    const { unmount } = renderAt('/app/serial-number/request-list');
    const table = await screen.findByRole('table', { name: 'Мои заявки' });
    const row = (await within(table).findByText('№ 5')).closest('tr') as HTMLElement;
    expect(within(row).getByText('МБУ «Ритуал» г. Тверь')).toBeTruthy();
    expect(within(row).getByText('Новая')).toBeTruthy();
    // the applicant sees all its requests at first
    expect(sent[0]?.url).toBe(`${BASE}request-passport/?offset=0&limit=10`);
    unmount();

    viewport(PHONE);
    server(REQUEST);
    renderAt('/app/serial-number/request-list');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getAllByRole('article')[1];
    expect(within(card).getByText('№ 6')).toBeTruthy();
    expect(within(card).getByText('Изменение')).toBeTruthy();
  });

  it('corrects a request returned for corrections and sends it with PUT', SLOW, async () => {
    viewport(DESK);
    signInCompany();
    const sent = server(RETURNED, (call) =>
      call.method === 'PUT' && call.url === `${BASE}request-passport/5/`
        ? {
            body: {
              ...RETURNED,
              ...(call.body as object),
              status: 'new',
              updated_at: '2026-03-04T10:00:00Z',
            },
          }
        : undefined,
    );
    renderAt('/app/serial-number/request-list/5');
    const form = await screen.findByRole('form', { name: 'Исправить заявку' });
    const name = within(form).getByRole('textbox', { name: 'ФИО держателя' }) as HTMLInputElement;
    expect(name.value).toBe('Иванова Мария Петровна');

    // the shared rule first: a name too short is not sent
    await userEvent.clear(name);
    await userEvent.type(name, 'Ив');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить исправленную заявку' }));
    expect(await within(form).findByText(PASSPORT_MSG.holder)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Иванов Андрей Петрович');
    const phone = within(form).getByRole('textbox', { name: 'Телефон' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '9001234567');
    const note = within(form).getByRole('textbox', { name: 'Комментарий' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Скан приложен');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить исправленную заявку' }));

    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      holder_name: 'Иванов Андрей Петрович',
      holder_phone: '+7 (900) 123-45-67',
      note: 'Скан приложен',
    });
    await waitFor(() =>
      expect(snackbar.get()?.message).toBe('Заявка исправлена и снова отправлена на рассмотрение'),
    );
    // back to «Новая»: the form is gone
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Исправить заявку' })).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Заявка' })).getByText('Иванов Андрей Петрович'),
    ).toBeTruthy();
  });

  it('says why a correction was refused (409) and puts 400 messages under their fields', SLOW, async () => {
    viewport(DESK);
    signInCompany();
    let answer: Answer = { status: 400, body: { holder_phone: ['Телефон указан неверно'] } };
    server(RETURNED, (call) => (call.method === 'PUT' ? answer : undefined));
    renderAt('/app/serial-number/request-list/5');
    const form = await screen.findByRole('form', { name: 'Исправить заявку' });
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить исправленную заявку' }));
    expect(await within(form).findByText('Телефон указан неверно')).toBeTruthy();

    answer = { status: 409, body: { detail: PASSPORT_MSG.notEditable } };
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить исправленную заявку' }));
    const section = screen.getByRole('region', { name: 'Исправить заявку' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes(PASSPORT_MSG.notEditable)),
      ).toBe(true),
    );
  });

  it('attaches a file as multipart and shows the server’s 400 message', SLOW, async () => {
    viewport(DESK);
    signInCompany();
    let refuse = false;
    const sent = server(REQUEST, (call) => {
      if (call.method !== 'POST' || call.url !== `${BASE}request-passport/5/files/`) return undefined;
      if (refuse) return { status: 400, body: { file: [PASSPORT_MSG.fileRequired] } };
      return {
        status: 201,
        body: {
          ...REQUEST,
          files: [
            ...REQUEST.files,
            {
              id: 4,
              name: 'паспорт-заявителя.pdf',
              kind: 'file',
              size: 1_572_864,
              created_at: '2026-03-04T10:00:00Z',
            },
          ],
        },
      };
    });
    renderAt('/app/serial-number/request-list/5');
    const files = await screen.findByRole('region', { name: 'Файлы' });
    expect(within(files).getByText('Приложить файл')).toBeTruthy();
    const input = within(files).getByLabelText('Файл к заявке') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');

    await userEvent.upload(
      input,
      new File(['%PDF-1.7'], 'паспорт-заявителя.pdf', { type: 'application/pdf' }),
    );
    expect(await within(files).findByText('паспорт-заявителя.pdf')).toBeTruthy();
    expect(within(files).getByText(/^1,5 МБ/)).toBeTruthy();
    const posts = sent.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', url: `${BASE}request-passport/5/files/`, body: { file: 'file' } },
    ]);
    await waitFor(() =>
      expect(snackbar.get()?.message).toBe('Файл «паспорт-заявителя.pdf» приложен к заявке'),
    );

    refuse = true;
    await userEvent.upload(input, new File(['GIF89a'], 'скан.png', { type: 'image/png' }));
    expect((await within(files).findByRole('alert')).textContent).toContain(PASSPORT_MSG.fileRequired);
  });

  it(
    'asks for a passport for a deal’s deceased: picked from the deals, with the server’s messages',
    SLOW,
    async () => {
      viewport(DESK);
      signInCompany();
      const answers: Answer[] = [
        { status: 400, body: { person_id: [PASSPORT_MSG.notBuried] } },
        { status: 409, body: { detail: PASSPORT_MSG.alreadyPending } },
        { status: 201, body: { ...REQUEST, id: 8 } },
      ];
      const sent = server(REQUEST, (call) => {
        if (call.url.startsWith('/api/company-orders/deceased_on_order/?'))
          return { body: { results: [DECEASED_ROW], count: 1 } };
        if (call.method === 'POST' && call.url === `${BASE}request-passport/`) return answers.shift();
        if (call.url === `${BASE}request-passport/8/`) return { body: { ...REQUEST, id: 8 } };
        return undefined;
      });
      renderAt('/app/serial-number/request-list');
      await userEvent.click(await screen.findByRole('button', { name: 'Новая заявка' }));
      const dialog = await screen.findByRole('dialog', { name: 'Запросить паспорт захоронения' });
      await userEvent.type(within(dialog).getByRole('combobox', { name: 'Умерший и сделка' }), 'Иван');
      // the deals' deceased are searched by the name typed
      await waitFor(() =>
        expect(sent.map((call) => call.url)).toContain(
          `/api/company-orders/deceased_on_order/?query=${encodeURIComponent('Иван')}&limit=20`,
        ),
      );
      await userEvent.click(
        await screen.findByRole('option', {
          name: 'Иванов Пётр Сергеевич (09.05.1941 — 14.02.2026) — сделка № 1043, в работе',
        }),
      );
      // the deal's client is offered as the holder
      expect((within(dialog).getByRole('textbox', { name: 'ФИО держателя' }) as HTMLInputElement).value).toBe(
        'Иванова Мария Петровна',
      );

      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
      expect(await within(dialog).findByText(PASSPORT_MSG.notBuried)).toBeTruthy();
      const posts = () => sent.filter((call) => call.method === 'POST');
      expect(posts()[0].body).toEqual({
        person_id: 77,
        order_id: 31,
        holder_name: 'Иванова Мария Петровна',
        holder_phone: '',
        note: '',
      });

      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(PASSPORT_MSG.alreadyPending);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
      await waitFor(() => expect(posts()).toHaveLength(3));
      await waitFor(() =>
        expect(snackbar.get()?.message).toBe('Заявка № 8 отправлена в МБУ «Ритуал» г. Тверь'),
      );
      expect(await screen.findByRole('heading', { name: 'Заявка № 8' })).toBeTruthy();
    },
  );

  it('takes the person’s and the deal’s ids typed by hand', SLOW, async () => {
    viewport(DESK);
    signInCompany();
    const sent = server(REQUEST, (call) => {
      if (call.url.startsWith('/api/company-orders/deceased_on_order/?'))
        return { body: { results: [], count: 0 } };
      if (call.method === 'POST') return { status: 201, body: { ...REQUEST, id: 8 } };
      if (call.url === `${BASE}request-passport/8/`) return { body: { ...REQUEST, id: 8 } };
      return undefined;
    });
    renderAt('/app/serial-number/request-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Новая заявка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запросить паспорт захоронения' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText('Выберите умершего')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Указать номера вручную' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ID умершего' }), '77');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ID сделки' }), '31');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ФИО держателя' }), 'Иванова Мария');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      person_id: 77,
      order_id: 31,
      holder_name: 'Иванова Мария',
      holder_phone: '',
      note: '',
    });
  });
});
