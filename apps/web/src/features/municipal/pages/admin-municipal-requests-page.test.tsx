import { MUNICIPAL_MSG, type MunicipalApplication } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import { MSG } from '@sp/shared/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminMunicipalRequestsPage } from './admin-municipal-requests-page';

const FRESH: MunicipalApplication = {
  id: 12,
  company: { id: 3, name: 'МБУ «Ритуал»', inn: '6950012345' },
  note: 'Муниципальное бюджетное учреждение, обслуживает городские кладбища Твери.',
  status: 'new',
  comment: '',
  created_at: '2025-03-10T09:00:00Z',
  decided_at: null,
};
const DECLINED: MunicipalApplication = {
  ...FRESH,
  id: 11,
  company: { id: 4, name: 'Ритуал-Сервис', inn: '' },
  note: 'Хотим быть муниципальными.',
  status: 'declined',
  comment: 'Это частная компания, а не муниципальное учреждение.',
  created_at: '2025-02-01T09:00:00Z',
  decided_at: '2025-02-03T09:00:00Z',
};

type Answer = { status?: number; body?: unknown } | undefined;

function server(rows: MunicipalApplication[], onPut: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/admin/municipal-requests/?'))
      return { body: { results: rows, count: rows.length } };
    if (call.method === 'PUT') return onPut(call);
    return undefined;
  });
}

const lists = (sent: Sent[]) =>
  sent
    .filter((call) => call.method === 'GET')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
const puts = (sent: Sent[]) => sent.filter((call) => call.method === 'PUT');
/** the page behind a dialog is hidden from the accessibility tree until the dialog has gone */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

function open() {
  sessionStore.signIn(makeSession({ user_type: 4 }));
}

describe('/admin/accept-municipal', () => {
  it(
    'lists the new requests with the company, its ИНН, the note and dates; filters by status',
    SLOW,
    async () => {
      viewport(DESK);
      open();
      const sent = server([FRESH, DECLINED]);
      renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');

      const table = await screen.findByRole('table', { name: 'Заявки муниципальных организаций' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['Компания', 'Подана', 'Об организации', 'Решение']);
      const row = (await within(table).findByText('МБУ «Ритуал»')).closest('tr') as HTMLElement;
      expect(within(row).getByText('ИНН 6950012345')).toBeTruthy();
      expect(within(row).getByText(FRESH.note)).toBeTruthy();
      expect(within(row).getByText(formatDate(FRESH.created_at))).toBeTruthy();
      expect(
        within(row).getByRole('button', { name: 'Принять заявку компании «МБУ «Ритуал»»' }),
      ).toBeTruthy();
      expect(
        within(row).getByRole('button', { name: 'Отклонить заявку компании «МБУ «Ритуал»»' }),
      ).toBeTruthy();

      const decided = within(table).getByText('Ритуал-Сервис').closest('tr') as HTMLElement;
      expect(within(decided).getByText('ИНН не указан')).toBeTruthy();
      expect(within(decided).getByText('Отклонена')).toBeTruthy();
      expect(within(decided).getByText('03.02.2025')).toBeTruthy();
      expect(within(decided).getByText(DECLINED.comment)).toBeTruthy();
      expect(within(decided).queryByRole('button')).toBeNull();

      expect(lists(sent)[0]).toEqual({ status: 'new', offset: '0', limit: '10' });
      const filter = screen.getByRole('combobox', { name: 'Статус' });
      expect(filter.textContent).toBe('Новые');
      await userEvent.click(filter);
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Новые',
        'Принятые',
        'Отклонённые',
        'Все',
      ]);
      await userEvent.click(screen.getByRole('option', { name: 'Принятые' }));
      await waitFor(() =>
        expect(lists(sent).at(-1)).toEqual({ status: 'accepted', offset: '0', limit: '10' }),
      );
      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Все' }));
      await waitFor(() => expect(lists(sent).at(-1)).toEqual({ offset: '0', limit: '10' }));
    },
  );

  it('accepts after confirmation with the comment, then points to «Кладбища»', SLOW, async () => {
    viewport(DESK);
    open();
    const sent = server([FRESH], () => ({
      body: { ...FRESH, status: 'accepted', comment: 'Добро пожаловать', decided_at: '2025-03-11T09:00:00Z' },
    }));
    renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');

    await userEvent.click(await screen.findByRole('button', { name: /^Принять заявку/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Принять заявку' });
    expect(
      within(dialog).getByText(/МБУ «Ритуал»» \(ИНН 6950012345\) станет муниципальной организацией/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await dialogClosed();
    expect(puts(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /^Принять заявку/ }));
    dialog = await screen.findByRole('dialog', { name: 'Принять заявку' });
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), '  Добро пожаловать ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() =>
      expect(puts(sent)).toEqual([
        {
          method: 'PUT',
          url: expect.stringContaining('/api/admin/municipal-requests/12/'),
          body: { accept: true, comment: 'Добро пожаловать' },
        },
      ]),
    );
    await dialogClosed();
    const done = await screen.findByRole('alert');
    expect(done.textContent).toContain('Компания «МБУ «Ритуал»» теперь муниципальная организация');
    expect(within(done).getByRole('link', { name: '«Кладбища»' }).getAttribute('href')).toBe(
      '/admin/cemeteries',
    );
  });

  it('accepts without a comment', SLOW, async () => {
    viewport(DESK);
    open();
    const sent = server([FRESH], () => ({ body: { ...FRESH, status: 'accepted' } }));
    renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');
    await userEvent.click(await screen.findByRole('button', { name: /^Принять заявку/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять заявку' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(puts(sent).map((call) => call.body)).toEqual([{ accept: true, comment: '' }]));
  });

  it('declines only with a reason', SLOW, async () => {
    viewport(DESK);
    open();
    const sent = server([FRESH], () => ({
      body: { ...FRESH, status: 'declined', comment: 'Не муниципальная' },
    }));
    renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');

    await userEvent.click(await screen.findByRole('button', { name: /^Отклонить заявку/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
    expect(puts(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Причина отказа'), 'Не муниципальная');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(puts(sent).map((call) => call.body)).toEqual([{ accept: false, comment: 'Не муниципальная' }]),
    );
    await dialogClosed();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when someone decided the request meanwhile', SLOW, async () => {
    viewport(DESK);
    open();
    const sent = server([FRESH], () => ({ status: 409, body: { detail: MUNICIPAL_MSG.decided } }));
    const shown = vi.spyOn(snackbar, 'error');
    renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');
    await userEvent.click(await screen.findByRole('button', { name: /^Принять заявку/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(MUNICIPAL_MSG.decided));
    await dialogClosed();
    // the list is asked again
    await waitFor(() => expect(lists(sent).length).toBe(2));
  });

  it('explains an empty list, and shows the requests as cards on a phone', SLOW, async () => {
    viewport(PHONE);
    open();
    server([]);
    const { unmount } = renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');
    expect(await screen.findByText('Новых заявок нет')).toBeTruthy();
    expect(screen.getByText(/хотят стать муниципальными организациями/)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    viewport(PHONE);
    server([FRESH, DECLINED]);
    renderWithProviders(<AdminMunicipalRequestsPage />, '/admin/accept-municipal');
    const cards = await screen.findByRole('region', { name: 'Заявки муниципальных организаций' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(cards).findByText('МБУ «Ритуал»')).closest('article') as HTMLElement;
    expect(within(card).getByText('ИНН 6950012345')).toBeTruthy();
    expect(within(card).getByText('Подана')).toBeTruthy();
    expect(within(card).getByText('10.03.2025')).toBeTruthy();
    expect(within(card).getByText(FRESH.note)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Принять заявку/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Отклонить заявку/ })).toBeTruthy();
  });
});
