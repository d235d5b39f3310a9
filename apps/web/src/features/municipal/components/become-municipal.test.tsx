import { MUNICIPAL_MSG, type MunicipalApplication } from '@sp/shared/api/passports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { BecomeMunicipal } from './become-municipal';

const URL = '/api/company/becoming-municipal-organization/';
const NOTE = 'МБУ «Ритуал» обслуживает три городских кладбища Твери.';
const SENT: MunicipalApplication = {
  id: 5,
  company: { id: 3, name: 'МБУ «Ритуал»', inn: '6950012345' },
  note: NOTE,
  status: 'new',
  comment: '',
  created_at: '2025-03-10T09:00:00Z',
  decided_at: null,
};
const DECLINED: MunicipalApplication = {
  ...SENT,
  status: 'declined',
  comment: 'Приложите номер постановления администрации города.',
  decided_at: '2025-03-12T09:00:00Z',
};

type Answer = { status?: number; body?: unknown };

/** The company's latest request is `latest` (an answer of its own, a failure); POSTs are answered by `onPost`. */
function server(latest: Answer, onPost: (call: Sent) => Answer = () => ({})) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url === URL) return latest;
    if (call.method === 'POST' && call.url === URL) return onPost(call);
    return undefined;
  });
}

const posts = (sent: Sent[]) => sent.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };
const APPLY = 'Стать муниципальной организацией';

function open() {
  sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'REGULAR' }));
}

describe('the owner’s «Муниципальная организация»', () => {
  it(
    'without a request explains itself; the note is checked, sent, and the request shown',
    SLOW,
    async () => {
      open();
      const sent = server({ body: null }, () => ({ status: 201, body: SENT }));
      renderWithProviders(<BecomeMunicipal />);
      expect(
        await screen.findByText(/управляет кладбищами города и оформляет паспорта захоронений/),
      ).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: APPLY }));
      const dialog = await screen.findByRole('dialog', { name: APPLY });
      const note = within(dialog).getByLabelText('Об организации');
      await userEvent.type(note, 'Коротко');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
      expect(await within(dialog).findByText(MUNICIPAL_MSG.note)).toBeTruthy();
      expect(posts(sent)).toEqual([]);

      await userEvent.clear(note);
      await userEvent.type(note, NOTE);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
      await waitFor(() => expect(posts(sent).map((call) => call.body)).toEqual([{ note: NOTE }]));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('Заявка от 10.03.2025 ждёт решения администратора.')).toBeTruthy();
      expect(screen.getByText('Ждёт решения')).toBeTruthy();
      expect(screen.getByText(NOTE)).toBeTruthy();
      expect(screen.queryByRole('button', { name: APPLY })).toBeNull();
    },
  );

  it('shows the server’s 409 in the dialog', SLOW, async () => {
    open();
    server({ body: null }, () => ({ status: 409, body: { detail: MUNICIPAL_MSG.open } }));
    renderWithProviders(<BecomeMunicipal />);
    await userEvent.click(await screen.findByRole('button', { name: APPLY }));
    const dialog = await screen.findByRole('dialog', { name: APPLY });
    await userEvent.type(within(dialog).getByLabelText('Об организации'), NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(MUNICIPAL_MSG.open);
  });

  it('a waiting request: its status and text, no new request', SLOW, async () => {
    open();
    server({ body: SENT });
    renderWithProviders(<BecomeMunicipal />);
    expect(await screen.findByText('Заявка от 10.03.2025 ждёт решения администратора.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: APPLY })).toBeNull();
  });

  it('a declined request: the administrator’s comment, and a new request may be sent', SLOW, async () => {
    open();
    server({ body: DECLINED });
    renderWithProviders(<BecomeMunicipal />);
    expect(
      await screen.findByText('Заявка от 10.03.2025 отклонена 12.03.2025. Вы можете подать заявку снова.'),
    ).toBeTruthy();
    expect(screen.getByText('Отклонена')).toBeTruthy();
    expect(screen.getByText('Комментарий администратора')).toBeTruthy();
    expect(screen.getByText(DECLINED.comment)).toBeTruthy();
    expect(screen.getByRole('button', { name: APPLY })).toBeTruthy();
  });

  it('an accepted request: no new request', SLOW, async () => {
    open();
    server({ body: { ...SENT, status: 'accepted', decided_at: '2025-03-12T09:00:00Z' } });
    renderWithProviders(<BecomeMunicipal />);
    expect(
      await screen.findByText(
        'Заявка от 10.03.2025 принята 12.03.2025: компания — муниципальная организация.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: APPLY })).toBeNull();
  });

  it('says in Russian when the request cannot be read', SLOW, async () => {
    open();
    server({ status: 500, body: { detail: 'Внутренняя ошибка сервера.' } });
    renderWithProviders(<BecomeMunicipal />);
    expect(await screen.findByText('Внутренняя ошибка сервера.')).toBeTruthy();
  });
});
