import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, type Sent, stubServer } from '../../../test/stub-server';
import { LandingEditorPage } from '../pages/landing-editor-page';
import { makeLanding } from './landing-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const product = {
  id: 31,
  kind: 'product',
  name: 'Венок',
  price: 1500.5,
  unit: 'шт.',
  photo: null,
  category: null,
};

function serve(landing = makeLanding(), put?: (call: Sent) => { status?: number; body?: unknown }) {
  return stubServer((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/api/company-landing/landing/') {
      if (call.method === 'PUT') return put?.(call) ?? { body: { ...landing, ...(call.body as object) } };
      return { body: landing };
    }
    if (path === '/api/company-landing/popular-products/') return { body: [product] };
    if (path === '/api/company-landing/popular-services/') return { body: [] };
    if (path === '/api/company-landing/managers/') return { body: [] };
    if (path === '/api/company-landing/sliders/') return { body: [] };
    return undefined;
  });
}

function openEditor() {
  return renderRoute('/app/landing', <LandingEditorPage />, '/app/landing');
}

const editor = () => screen.findByRole('textbox', { name: 'Описание компании' });

beforeEach(() => sessionStore.signIn(makeSession({ user_type: 2, company_id: 2, name: 'Ритуал-Сервис' })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('landing editor', () => {
  it('sends the page with the cleaned description, the colour in lower case and the map point as numbers', async () => {
    const success = vi.spyOn(snackbar, 'success');
    const sent = serve();
    openEditor();
    const description = await editor();
    expect(description.innerHTML).toBe('<p>Работаем <strong>круглосуточно</strong>.</p>');

    await userEvent.clear(screen.getByLabelText('Заголовок страницы'));
    await userEvent.type(screen.getByLabelText('Заголовок страницы'), 'Память и забота');
    description.innerHTML = '<div>Первый <b>абзац</b></div><ul><li><i style="color:red">пункт</i></li></ul>';
    fireEvent.input(description);
    const hex = screen.getByRole('textbox', { name: 'Цвет' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#6A1B9A');
    await userEvent.type(screen.getByLabelText('Широта'), '55,7539');
    await userEvent.type(screen.getByLabelText('Долгота'), '37.6208');
    expect(screen.getByRole('link', { name: 'Показать на карте' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=55.7539&mlon=37.6208#map=16/55.7539/37.6208',
    );
    await userEvent.click(screen.getByLabelText('Страница опубликована'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/company-landing\/landing\/$/);
    const { city_id: _city, ...body } = put!.body as Record<string, unknown>;
    expect(body).toEqual({
      title: 'Память и забота',
      description: '<p>Первый <strong>абзац</strong></p><ul><li><em>пункт</em></li></ul>',
      color: '#6a1b9a',
      phone: '+7 900 000-00-00',
      email: 'info@ritual.ru',
      website: 'ritual.ru',
      working_hours: 'Круглосуточно',
      address: 'ул. Мира, 1',
      latitude: 55.7539,
      longitude: 37.6208,
      is_published: true,
    });
    // the popular lists and managers did not change, so they are not sent
    expect(sent.filter((call) => call.method === 'PUT' && call.url.includes('popular'))).toHaveLength(0);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Страница компании сохранена'));
  });

  it('refuses a colour that is not #RGB or #RRGGBB and sends nothing', async () => {
    const sent = serve();
    openEditor();
    await editor();
    const hex = screen.getByRole('textbox', { name: 'Цвет' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12345');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Цвет — в формате #RGB или #RRGGBB')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(hex);
    await userEvent.type(hex, '#abc');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect((sent.find((call) => call.method === 'PUT')!.body as { color: string }).color).toBe('#abc');
  });

  it('asks for both coordinates', async () => {
    const sent = serve();
    openEditor();
    await editor();
    await userEvent.type(screen.getByLabelText('Широта'), '55.75');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите обе координаты точки на карте')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('counts visible characters and stops at the limit', async () => {
    const sent = serve();
    openEditor();
    const description = await editor();
    expect(screen.getByText('23 / 5000')).toBeTruthy();

    description.innerHTML = `<p>${'а'.repeat(5001)}</p>`;
    fireEvent.input(description);
    expect(await screen.findByText('5001 / 5000')).toBeTruthy();
    expect(screen.getByText('Не более 5000 символов')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Описание не длиннее 5000 символов')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('puts the server’s field errors on the fields', async () => {
    serve(makeLanding(), () => ({ status: 400, body: { email: ['Неверный формат почты на сервере'] } }));
    openEditor();
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный формат почты на сервере')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the page read-only to a read-only employee', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 2 }, [{ id: 1, name: 'Зритель', modules: { landing: 3 } }]),
    );
    serve(makeLanding({ is_published: true }));
    openEditor();
    const description = await editor();
    expect(description.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByLabelText('Заголовок страницы')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Оформление текста' })).toBeNull();
    expect(screen.getByRole('link', { name: /Открыть страницу/ }).getAttribute('href')).toBe('/company/5');
  });
});
