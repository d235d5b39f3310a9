import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/stub-server';
import { HomePage } from './home-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function open() {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage urgentButton={<button type="button">Срочный вызов</button>} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('home page', () => {
  it('finds a person from its search field: Enter opens the people search with the words', async () => {
    open();
    const user = userEvent.setup();
    const field = screen.getByLabelText('Найти человека или ритуальную услугу');
    await user.type(field, '  Смирнов Пётр {Enter}');
    expect(screen.getByTestId('where').textContent).toBe(
      `/search/${encodeURIComponent('Смирнов Пётр')}?tab=people`,
    );
  });

  it('«Найти человека» with an empty field opens the people search', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Найти человека' }));
    expect(screen.getByTestId('where').textContent).toBe('/search?tab=people');
  });

  it('«Ритуальные услуги» opens the search of companies and their offer with the words', async () => {
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Найти человека или ритуальную услугу'), 'венок');
    await user.click(screen.getByRole('button', { name: 'Ритуальные услуги' }));
    expect(screen.getByTestId('where').textContent).toBe(`/search/${encodeURIComponent('венок')}`);
  });

  it('leads from every feature card to where the feature lives and keeps the urgent call', () => {
    open();
    const features = screen.getByRole('region', { name: 'Что есть на платформе' });
    const cards = within(features).getAllByRole('article');
    expect(cards).toHaveLength(5);
    const links = cards.map((card) => {
      const link = within(card).getByRole('link');
      return [within(card).getByRole('heading').textContent, link.textContent, link.getAttribute('href')];
    });
    expect(links).toEqual([
      ['Страницы памяти', 'Найти страницу памяти →', '/search?tab=people'],
      ['Генеалогическое древо', 'Начать родословную →', '/auth?plan=register'],
      ['Места захоронений', 'Найти место захоронения →', '/search?tab=people'],
      ['Каталог ритуальных компаний', 'Открыть каталог →', '/search'],
      ['CRM для компаний', 'Подключить компанию →', '/auth?plan=register'],
    ]);
    expect(screen.getByRole('button', { name: 'Срочный вызов' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Создать аккаунт' }).getAttribute('href')).toBe(
      '/auth?plan=register',
    );
  });
});
