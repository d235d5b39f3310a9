import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { PASSPORT, UPDATE_REQUEST } from '../components/passport-fixtures';
import { MunicipalPassportsPage } from './municipal-passports-page';
import { MyPassportsPage } from './my-passports-page';
import { PassportUpdatePage } from './passport-update-page';

type Answer = { status?: number; body?: unknown } | undefined;

function server(base: string, rows = [PASSPORT], extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.url.startsWith(`${base}burial-passport/?`))
      return { body: { results: rows, count: rows.length } };
    if (call.url === `${base}burial-passport/7/`) return { body: PASSPORT };
    return undefined;
  });
}

const APPLICANT = '/api/passports/company/';
const MUNICIPAL = '/api/passports/municipal/';

function renderApplicant(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/serial-number/passports-list/:id?" element={<MyPassportsPage />} />
      <Route path="/app/serial-number/passports-list/update/:id?" element={<PassportUpdatePage />} />
      <Route path="/app/serial-number/request-list/:id?" element={<p>Открыта заявка</p>} />
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

describe('«Список паспортов» of the holder', () => {
  it(
    'lists the passports with number, cemetery, grave, holder and date; cards on a phone',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
      const sent = server(APPLICANT);
      const { unmount } = renderApplicant('/app/serial-number/passports-list');
      const table = await screen.findByRole('table', { name: 'Список паспортов' });
      const row = (await within(table).findByText('№ 000014')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Дмитрово-Черкасское кладбище')).toBeTruthy();
      expect(within(row).getByText('№ 12-А')).toBeTruthy();
      expect(within(row).getByText('Иванова Мария Петровна')).toBeTruthy();
      expect(within(row).getByText('+7 (900) 111-22-33')).toBeTruthy();
      expect(within(row).getByText('10.03.2026')).toBeTruthy();
      expect(sent[0]?.url).toBe(`${APPLICANT}burial-passport/?offset=0&limit=10`);
      unmount();

      viewport(PHONE);
      server(APPLICANT);
      const phone = renderApplicant('/app/serial-number/passports-list');
      const card = await screen.findByRole('article');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('№ 000014')).toBeTruthy();
      expect(within(card).getByText('Выдан')).toBeTruthy();
      phone.unmount();

      server(APPLICANT, []);
      renderApplicant('/app/serial-number/passports-list');
      expect(await screen.findByText('Паспортов пока нет')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Мои заявки' }).getAttribute('href')).toBe(
        '/app/serial-number/request-list',
      );
    },
  );

  it(
    'shows a passport with the buried and its documents; a PDF that cannot be made says why',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
      const detail = 'PDF сейчас не сделать: скачайте .docx.';
      const sent = server(APPLICANT, [PASSPORT], (call) =>
        call.url === `${APPLICANT}burial-passport/7/file/?format=pdf`
          ? { status: 503, body: { detail } }
          : call.url === `${APPLICANT}burial-passport/7/file/?format=docx`
            ? { body: 'PK' }
            : undefined,
      );
      URL.createObjectURL = vi.fn(() => 'blob:passport');
      URL.revokeObjectURL = vi.fn();
      renderApplicant('/app/serial-number/passports-list/7');
      expect(await screen.findByRole('heading', { name: 'Паспорт захоронения №\u00a0000014' })).toBeTruthy();
      const buried = screen.getByRole('list', { name: 'Захороненные' });
      const items = within(buried).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Иванов Пётр Сергеевич09.05.1941 — 14.02.2026 · захоронение 17.02.2026',
        'Иванова Анна1943 — 11.2019',
      ]);

      await userEvent.click(screen.getByRole('button', { name: 'Скачать PDF, паспорт № 000014' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe(detail));
      await userEvent.click(screen.getByRole('button', { name: 'Скачать .docx, паспорт № 000014' }));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
      expect(sent.map((call) => call.url)).toContain(`${APPLICANT}burial-passport/7/file/?format=docx`);
    },
  );

  it('asks for a change of the passport: the form posts request-update-burial-passport', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
    const sent = server(APPLICANT, [PASSPORT], (call) =>
      call.method === 'POST' && call.url === `${APPLICANT}request-update-burial-passport/`
        ? { status: 201, body: { ...UPDATE_REQUEST, id: 9 } }
        : undefined,
    );
    renderApplicant('/app/serial-number/passports-list/7');
    await userEvent.click(await screen.findByRole('link', { name: 'Запросить изменение' }));
    const form = await screen.findByRole('form', { name: 'Изменение паспорта' });
    expect(screen.getByRole('heading', { name: 'Изменение паспорта № 000014' })).toBeTruthy();
    const name = within(form).getByRole('textbox', { name: 'ФИО держателя' }) as HTMLInputElement;
    expect(name.value).toBe('Иванова Мария Петровна');
    await userEvent.clear(name);
    await userEvent.type(name, 'Иванов Андрей Петрович');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Комментарий' }), 'Держатель сменился');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить на рассмотрение' }));
    expect(await screen.findByText('Открыта заявка')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${APPLICANT}request-update-burial-passport/`,
        body: {
          passport_id: 7,
          holder_name: 'Иванов Андрей Петрович',
          holder_phone: '+7 (900) 111-22-33',
          note: 'Держатель сменился',
        },
      },
    ]);
    expect(snackbar.get()?.message).toBe('Заявка № 9 на изменение паспорта отправлена на рассмотрение');
  });
});

describe('«Паспорта» of a municipal organisation', () => {
  it('reads the organisation’s passports and offers no change request', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'MUNICIPAL' }));
    const sent = server(MUNICIPAL);
    renderWithProviders(
      <Routes>
        <Route path="/app/serial-number/passports-view/:id?" element={<MunicipalPassportsPage />} />
      </Routes>,
      '/app/serial-number/passports-view',
    );
    const table = await screen.findByRole('table', { name: 'Паспорта' });
    await userEvent.click((await within(table).findByText('№ 000014')).closest('tr') as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Паспорт захоронения №\u00a0000014' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Запросить изменение' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Скачать PDF, паспорт № 000014' })).toBeTruthy();
    const urls = sent.map((call) => call.url);
    expect(urls).toContain(`${MUNICIPAL}burial-passport/?offset=0&limit=10`);
    expect(urls).toContain(`${MUNICIPAL}burial-passport/7/`);
    expect(urls.every((url) => url.startsWith(MUNICIPAL))).toBe(true);
  });
});
