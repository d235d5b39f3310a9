import { AGENT_REQUEST_MSG, type AgentRequest } from '@sp/shared/api/agent-requests';
import { MONEY_MSG } from '@sp/shared/format/money';
import { MSG } from '@sp/shared/validation/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { AgentRequestEditPage } from './agent-request-edit-page';
import { AgentRequestViewPage } from './agent-request-view-page';
import { AgentRequestsPage } from './agent-requests-page';

const SLOW = { timeout: 30_000 };

const saved: AgentRequest = {
  id: 12,
  agent_name: 'Сидоров П. А.',
  agent_phone: '+7 (910) 555-01-02',
  agent_organization: 'Морг областной больницы',
  contact_name: 'Кузнецова Ольга Ивановна',
  contact_phone: '+7 (915) 765-43-21',
  contact_email: 'olga@example.ru',
  deceased_last_name: 'Кузнецов',
  deceased_first_name: 'Иван',
  deceased_patronymic: 'Петрович',
  deceased_full_name: 'Кузнецов Иван Петрович',
  date_death: '2025-03-02',
  place: 'Тверь, Петербургское шоссе, 105',
  category_order: 2,
  note: 'Позвонить после 18:00',
  fee: 3000.5,
  is_new: true,
  order: null,
  created_by: { id: 5, name: 'Мария Ковалёва' },
  created_at: '2025-03-03T09:05:00Z',
  updated_at: '2025-03-03T09:05:00Z',
};
const read: AgentRequest = {
  ...saved,
  id: 11,
  is_new: false,
  deceased_full_name: 'Соколова Галина Петровна',
  category_order: 3,
  order: { id: 70, number: 7 },
};

function server(extra: (call: Sent) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return stubServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.includes('/api/company-orders/request_agent/12/')) {
      return { body: saved };
    }
    if (call.method === 'GET' && call.url.includes('/api/company-orders/request_agent/')) {
      const params = new URL(call.url, 'http://x').searchParams;
      const rows = [saved, read].filter(
        (row) =>
          (params.get('is_new') === null || String(row.is_new) === params.get('is_new')) &&
          (params.get('category_order') === null ||
            String(row.category_order) === params.get('category_order')),
      );
      return { body: { results: rows, count: rows.length } };
    }
    return undefined;
  });
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

function app(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/requests_agents" element={<AgentRequestsPage />} />
      <Route path="/app/requests_agents/:id" element={<AgentRequestEditPage />} />
      <Route path="/app/requests_agents/view/:id?" element={<AgentRequestViewPage />} />
      <Route path="/app/orders/:id" element={<p>Страница сделки</p>} />
    </Routes>,
    url,
  );
}

const posts = (sent: Sent[], path: string) =>
  sent.filter((call) => call.method === 'POST' && call.url.endsWith(path));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the agent request form', () => {
  it(
    'refuses an empty or wrong form in Russian, then records the request with the fee in rubles',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server((call) =>
        call.method === 'POST' && call.url.endsWith('/request_agent/')
          ? { status: 201, body: saved }
          : undefined,
      );
      app('/app/requests_agents/new');
      const agent = await screen.findByRole('region', { name: 'Агент' });
      // every field has a visible label
      for (const label of [
        'ФИО агента',
        'Телефон агента',
        'Организация агента',
        'ФИО контактного лица',
        'Телефон семьи',
        'E-mail семьи',
        'Фамилия',
        'Имя',
        'Отчество',
        'Дата смерти',
        'Где находится сейчас',
        'Вознаграждение агенту, ₽',
        'Комментарий',
      ]) {
        expect(screen.getByLabelText(label), label).toBeTruthy();
      }

      await userEvent.click(screen.getByRole('button', { name: 'Добавить заявку' }));
      expect(await within(agent).findAllByText(MSG.required)).toHaveLength(2);
      expect(screen.getByRole('region', { name: 'Что нужно' }).textContent).toContain(MSG.required);
      expect(posts(sent, '/request_agent/')).toHaveLength(0);

      await userEvent.type(screen.getByLabelText('ФИО агента'), 'Сидоров П. А.');
      await userEvent.type(screen.getByLabelText('Телефон агента'), '9105550102');
      expect((screen.getByLabelText('Телефон агента') as HTMLInputElement).value).toBe('+7 (910) 555-01-02');
      await userEvent.type(screen.getByLabelText('ФИО контактного лица'), 'Кузнецова Ольга Ивановна');
      await userEvent.type(screen.getByLabelText('E-mail семьи'), 'olga@');
      await userEvent.type(screen.getByLabelText('Фамилия'), 'Кузнецов');
      await userEvent.type(screen.getByLabelText('Имя'), 'Иван');
      fireEvent.change(screen.getByLabelText('Дата смерти'), { target: { value: '02.03.2025' } });
      await userEvent.type(screen.getByLabelText('Вознаграждение агенту, ₽'), '-5');
      await userEvent.click(screen.getByRole('combobox', { name: 'Услуга' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Захоронение' }));
      await userEvent.click(screen.getByRole('button', { name: 'Добавить заявку' }));
      expect(await screen.findByText(MSG.emailFormat)).toBeTruthy();
      expect(screen.getByText(MONEY_MSG.negative)).toBeTruthy();
      expect(posts(sent, '/request_agent/')).toHaveLength(0);

      await userEvent.clear(screen.getByLabelText('E-mail семьи'));
      await userEvent.type(screen.getByLabelText('E-mail семьи'), 'olga@example.ru');
      await userEvent.clear(screen.getByLabelText('Вознаграждение агенту, ₽'));
      await userEvent.type(screen.getByLabelText('Вознаграждение агенту, ₽'), '3 000,50');
      await userEvent.click(screen.getByRole('button', { name: 'Добавить заявку' }));
      await waitFor(() => expect(posts(sent, '/request_agent/')).toHaveLength(1));
      expect(posts(sent, '/request_agent/')[0]?.body).toMatchObject({
        agent_name: 'Сидоров П. А.',
        agent_phone: '+7 (910) 555-01-02',
        contact_name: 'Кузнецова Ольга Ивановна',
        contact_email: 'olga@example.ru',
        deceased_last_name: 'Кузнецов',
        deceased_first_name: 'Иван',
        date_death: '2025-03-02',
        category_order: 2,
        fee: 3000.5,
      });
      // the saved request opens read-only
      expect(await screen.findByRole('heading', { name: 'Заявка агента № 12' })).toBeTruthy();
      expect(await screen.findByText('3 000,50 ₽')).toBeTruthy();
    },
  );

  it('shows the server’s own message under its field', SLOW, async () => {
    signInAs(null);
    server((call) =>
      call.method === 'PUT' && call.url.endsWith('/request_agent/12/')
        ? { status: 400, body: { agent_phone: ['Неверный формат телефона'] } }
        : undefined,
    );
    app('/app/requests_agents/12');
    const name = await screen.findByLabelText('ФИО агента');
    expect((name as HTMLInputElement).value).toBe('Сидоров П. А.');
    expect((screen.getByLabelText('Вознаграждение агенту, ₽') as HTMLInputElement).value).toBe('3000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findAllByText('Неверный формат телефона')).not.toHaveLength(0);
  });
});

describe('the list and the view', () => {
  it('lists requests with «Новая», filters them and opens one', SLOW, async () => {
    signInAs(null);
    const sent = server();
    app('/app/requests_agents');
    const row = await screen.findByRole('row', { name: /Кузнецов Иван Петрович/ });
    expect(within(row).getByText('Новая')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Соколова/ })).queryByText('Новая')).toBeNull();
    expect(within(screen.getByRole('row', { name: /Соколова/ })).getByText('№ 7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Добавить заявку агента' }).getAttribute('href')).toBe(
      '/app/requests_agents/new',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Новые' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Соколова/ })).toBeNull());
    expect(sent.at(-1)?.url).toContain('is_new=true');
    fireEvent.change(screen.getByLabelText('Записана с'), { target: { value: '05.03.2025' } });
    fireEvent.change(screen.getByLabelText('Записана по'), { target: { value: '01.03.2025' } });
    expect(await screen.findByText(AGENT_REQUEST_MSG.periodOrder)).toBeTruthy();

    await userEvent.click(screen.getByRole('row', { name: /Кузнецов Иван Петрович/ }));
    expect(await screen.findByRole('heading', { name: 'Заявка агента № 12' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 (910) 555-01-02' }).getAttribute('href')).toBe(
      'tel:+79105550102',
    );
    expect(screen.getByText('02.03.2025')).toBeTruthy();
  });

  it('makes a deal from the request and opens it', SLOW, async () => {
    signInAs(null);
    const sent = server((call) =>
      call.method === 'POST' && call.url.endsWith('/order_from_request_agent/')
        ? { status: 201, body: { id: 77, number: 9 } }
        : undefined,
    );
    app('/app/requests_agents/view/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Создать сделку' }));
    expect(await screen.findByText('Страница сделки')).toBeTruthy();
    expect(posts(sent, '/order_from_request_agent/')[0]?.body).toEqual({ agent_request: 12 });
  });

  it('asks before deleting; a read-only role sees neither edit nor delete', SLOW, async () => {
    signInAs(null);
    const sent = server((call) =>
      call.method === 'DELETE' && call.url.endsWith('/request_agent/12/') ? { status: 204 } : undefined,
    );
    const first = app('/app/requests_agents/view/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Кузнецов Иван Петрович');
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'DELETE')).toBe(true));
    first.unmount();

    signInAs({ orders: 3 });
    app('/app/requests_agents/view/12');
    await screen.findByRole('heading', { name: 'Заявка агента № 12' });
    await screen.findByText('Кузнецова Ольга Ивановна');
    expect(screen.queryByRole('button', { name: 'Создать сделку' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });
});
