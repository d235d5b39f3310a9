import { DEALER_MSG, type DealerApplication } from '@sp/shared/api/dealers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { BecomeDealer } from './become-dealer';

const URL = '/api/company/becoming-dealer/';
const NOTE = 'Раздадим промокоды семьям на встречах в трёх районах Твери.';
const SENT: DealerApplication = {
  id: 5,
  company: { id: 3, name: 'Ритуал-Сервис', inn: '6950012345' },
  note: NOTE,
  status: 'new',
  comment: '',
  created_at: '2025-03-10T09:00:00Z',
  decided_at: null,
};

type Answer = { status?: number; body?: unknown };

function server(latest: Answer, onPost: (call: Sent) => Answer = () => ({})) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url === URL) return latest;
    if (call.method === 'POST' && call.url === URL) return onPost(call);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };
const APPLY = 'Стать дилером';
const FIELD = 'Где и кому вы будете распространять промокоды';

function open() {
  sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'REGULAR' }));
}

describe('the owner’s «Стать дилером»', () => {
  it('explains itself; the note is checked, sent, and the request shown', SLOW, async () => {
    open();
    const sent = server({ body: null }, () => ({ status: 201, body: SENT }));
    renderWithProviders(<BecomeDealer />);
    expect(await screen.findByText(/получает на баланс долю от каждой покупки/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: APPLY }));
    const dialog = await screen.findByRole('dialog', { name: APPLY });
    const note = within(dialog).getByLabelText(FIELD);
    await userEvent.type(note, 'Коротко');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText(DEALER_MSG.note)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(note);
    await userEvent.type(note, NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { note: NOTE },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Заявка от 10.03.2025 ждёт решения администратора.')).toBeTruthy();
    expect(screen.getByText('Ждёт решения')).toBeTruthy();
    expect(screen.queryByRole('button', { name: APPLY })).toBeNull();
  });

  it('shows the server’s 409 in the dialog', SLOW, async () => {
    open();
    server({ body: null }, () => ({ status: 409, body: { detail: DEALER_MSG.onlyRegular } }));
    renderWithProviders(<BecomeDealer />);
    await userEvent.click(await screen.findByRole('button', { name: APPLY }));
    const dialog = await screen.findByRole('dialog', { name: APPLY });
    await userEvent.type(within(dialog).getByLabelText(FIELD), NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(DEALER_MSG.onlyRegular);
  });

  it('an accepted request says the company is a dealer; a declined one may be sent again', SLOW, async () => {
    open();
    server({ body: { ...SENT, status: 'accepted', decided_at: '2025-03-12T09:00:00Z' } });
    const { unmount } = renderWithProviders(<BecomeDealer />);
    expect(
      await screen.findByText('Заявка от 10.03.2025 принята 12.03.2025: компания — дилер.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: APPLY })).toBeNull();
    unmount();

    server({
      body: { ...SENT, status: 'declined', comment: 'Опишите районы.', decided_at: '2025-03-12T09:00:00Z' },
    });
    renderWithProviders(<BecomeDealer />);
    expect(await screen.findByText('Опишите районы.')).toBeTruthy();
    expect(screen.getByRole('button', { name: APPLY })).toBeTruthy();
  });
});
