import { addItem, CART_STORAGE_KEY, type CartCompany, type CartItem, EMPTY_CART } from '@sp/shared/cart/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../lib/cart-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { CartPanel } from './cart-panel';

const ritual: CartCompany = { id: 1, name: 'Ритуал-Сервис', landing_id: 10, is_active: true };
const pamyat: CartCompany = { id: 2, name: 'Память', landing_id: 20, is_active: true };
const item = (id: number, name: string, price: number, company: CartCompany): CartItem => ({
  id,
  name,
  price,
  company,
  catalog: { name: 'Основной каталог' },
});

function fill() {
  cartStore.update(() => {
    let state = addItem(EMPTY_CART, 'products', item(11, 'Гроб сосновый', 19.99, ritual));
    state = addItem(state, 'services', item(21, 'Копка могилы', 5000, ritual));
    state = addItem(state, 'compositions', item(31, 'Комплект «Стандарт»', 100.5, pamyat));
    return state;
  });
}

describe('cart panel', () => {
  beforeEach(() => {
    localStorage.clear();
    cartStore.reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cartStore.update(() => EMPTY_CART);
  });

  it('shows the empty state', () => {
    stubServer(() => undefined);
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    expect(screen.getByText('Корзина пуста')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toMatch('0 товаров');
  });

  it('groups two companies, keeps the quantity at least 1, counts active lines and sends one company', async () => {
    const sent = stubServer((call) =>
      call.url.includes('/api/public/request/') ? { status: 201, body: { id: 7, detail: 'ok' } } : undefined,
    );
    fill();
    const user = userEvent.setup();
    renderWithProviders(<CartPanel open onClose={() => {}} />);

    const first = screen.getByRole('region', { name: 'Компания Ритуал-Сервис' });
    expect(within(first).getByText('Товары')).toBeTruthy();
    expect(within(first).getByText('Услуги')).toBeTruthy();
    const second = screen.getByRole('region', { name: 'Компания Память' });
    expect(within(second).getByText('Готовые решения')).toBeTruthy();
    // 19,99 + 5 000 + 100,50
    expect(screen.getByTestId('cart-total').textContent).toMatch(/5\s120,49\s₽/);
    expect(screen.getByTestId('cart-total').textContent).toMatch('3 товара');

    const minus = screen.getByRole('button', { name: 'Уменьшить количество: Гроб сосновый' });
    expect(minus).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Гроб сосновый' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Гроб сосновый' }));
    expect(screen.getByLabelText('Количество: Гроб сосновый').textContent).toMatch('3');
    await user.click(minus);
    await user.click(minus);
    // at 1 the minus does nothing
    expect(minus).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Количество: Гроб сосновый').textContent).toMatch('1');
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Гроб сосновый' }));
    expect(screen.getByTestId('cart-total').textContent).toMatch('4 товара');

    // an inactive line is neither counted nor sent
    await user.click(screen.getByRole('checkbox', { name: /Копка могилы/ }));
    expect(screen.getByTestId('cart-total').textContent).toMatch(/140,48\s₽/);
    expect(screen.getByTestId('cart-total').textContent).toMatch('3 товара');
    // stored for a reload
    expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('Гроб сосновый');

    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Телефон'), '+79001234567');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Ритуал-Сервис' }));

    expect(await screen.findByText('Ваша заявка успешно отправлена.')).toBeTruthy();
    const request = sent.find((call) => call.url.includes('/api/public/request/'));
    expect(request?.method).toBe('POST');
    expect(request?.body).toMatchObject({
      company: 1,
      name: 'Анна',
      phone: '+7 (900) 123-45-67',
      basket: {
        products_basket: [{ count: 2, product_id: 11 }],
        services_basket: [],
        composition_products_order: [],
      },
    });
    expect(screen.queryByRole('region', { name: 'Компания Ритуал-Сервис' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Компания Память' })).toBeTruthy();
    expect(Object.keys(cartStore.get())).toEqual(['2']);
    expect(screen.getByTestId('cart-total').textContent).toMatch('1 товар');
  });

  it('sends nothing while the form is empty: asks for a phone or an e-mail and goes to the field', async () => {
    const sent = stubServer(() => undefined);
    fill();
    const user = userEvent.setup();
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Память' }));
    expect(screen.getByText('Укажите телефон или e-mail')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Телефон'));
    expect(screen.queryByText('Ошибка при отправке заявки. Попробуйте позднее.')).toBeNull();
    expect(sent.filter((call) => call.url.includes('/api/public/request/'))).toEqual([]);

    // an e-mail answers it; a malformed one is refused before sending too
    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    expect(screen.queryByText('Укажите телефон или e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Память' }));
    expect(screen.getByText('Неверный формат почты')).toBeTruthy();
    await user.type(screen.getByLabelText('Телефон'), '900123');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Память' }));
    expect(screen.getByText('Неверный формат телефона')).toBeTruthy();
    expect(sent.filter((call) => call.url.includes('/api/public/request/'))).toEqual([]);
    expect(Object.keys(cartStore.get())).toEqual(['1', '2']);
  });

  it('shows what the server asks to correct, not a failure, when it refuses the form', async () => {
    stubServer((call) =>
      call.url.includes('/api/public/request/')
        ? { status: 400, body: { email: ['Размер поля слишком большой'], error_code: 'validation_error' } }
        : undefined,
    );
    fill();
    const user = userEvent.setup();
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Телефон'), '9001234567');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Память' }));
    expect(await screen.findByText('Размер поля слишком большой')).toBeTruthy();
    expect(screen.queryByText('Ошибка при отправке заявки. Попробуйте позднее.')).toBeNull();
    expect(Object.keys(cartStore.get())).toEqual(['1', '2']);
  });

  it('keeps the cart and shows the spec’s message when the sending really fails', async () => {
    const sent = stubServer((call) =>
      call.url.includes('/api/public/request/')
        ? { status: 500, body: { detail: 'Внутренняя ошибка сервера.' } }
        : undefined,
    );
    fill();
    const user = userEvent.setup();
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Память' }));
    expect(await screen.findByText('Ошибка при отправке заявки. Попробуйте позднее.')).toBeTruthy();
    expect(sent.filter((call) => call.url.includes('/api/public/request/'))).toHaveLength(1);
    await waitFor(() => expect(Object.keys(cartStore.get())).toEqual(['1', '2']));
  });

  it('tells when to try again after too many sends', async () => {
    stubServer((call) =>
      call.url.includes('/api/public/request/')
        ? { status: 429, body: { detail: 'Слишком много заявок. Повторите через 7 мин.' } }
        : undefined,
    );
    fill();
    const user = userEvent.setup();
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Телефон'), '+79001234567');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку в Память' }));
    expect(await screen.findByText('Слишком много заявок. Повторите через 7 мин.')).toBeTruthy();
    expect(screen.queryByText('Ошибка при отправке заявки. Попробуйте позднее.')).toBeNull();
    expect(Object.keys(cartStore.get())).toEqual(['1', '2']);
  });

  it('lists the items before the contact form', () => {
    stubServer(() => undefined);
    fill();
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    const items = screen.getByRole('region', { name: 'Компания Ритуал-Сервис' });
    const form = screen.getByRole('form', { name: 'Заявка' });
    expect(items.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('removes a line and a whole company', async () => {
    stubServer(() => undefined);
    fill();
    const user = userEvent.setup();
    renderWithProviders(<CartPanel open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Удалить: Комплект «Стандарт»' }));
    expect(screen.queryByRole('region', { name: 'Компания Память' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Убрать компанию Ритуал-Сервис из корзины' }));
    expect(screen.getByText('Корзина пуста')).toBeTruthy();
  });
});
