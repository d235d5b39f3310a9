import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RouterLink, RouterNavLink } from './router-link';

function Where() {
  const location = useLocation();
  return <output aria-label="Адрес">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it('has the address as its href and navigates inside the app on a plain click', async () => {
    renderAt('/', <RouterLink to="/search?tab=people">Найти человека</RouterLink>);
    const link = screen.getByRole('link', { name: 'Найти человека' });
    expect(link.getAttribute('href')).toBe('/search?tab=people');
    await userEvent.setup().click(link);
    expect(screen.getByRole('status', { name: 'Адрес' }).textContent).toBe('/search?tab=people');
  });

  it('leaves a click with a modifier, one its onClick prevented and a target to the browser', () => {
    // the test's window follows no link itself (after the app has had the click)
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay);
    onTestFinished(() => window.removeEventListener('click', stay));
    renderAt(
      '/',
      <>
        <RouterLink to="/a">Ctrl</RouterLink>
        <RouterLink to="/b" onClick={(event) => event.preventDefault()}>
          Отменённая
        </RouterLink>
        <RouterLink to="/c" target="_blank">
          В новой вкладке
        </RouterLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Ctrl' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Отменённая' }));
    fireEvent.click(screen.getByRole('link', { name: 'В новой вкладке' }));
    expect(screen.getByRole('status', { name: 'Адрес' }).textContent).toBe('/');
  });

  it('takes a path object and writes an absolute address as it is', () => {
    renderAt(
      '/',
      <>
        <RouterLink to={{ pathname: '/person/3', hash: '#memories' }}>Страница</RouterLink>
        <RouterLink to="https://example.org/x">Снаружи</RouterLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Страница' }).getAttribute('href')).toBe('/person/3#memories');
    expect(screen.getByRole('link', { name: 'Снаружи' }).getAttribute('href')).toBe('https://example.org/x');
  });
});

describe('RouterNavLink', () => {
  it('marks the current page (class «active», aria-current) and, with end, only that very address', () => {
    renderAt(
      '/app/orders/5',
      <>
        <RouterNavLink to="/app/orders" className="item">
          Заказы
        </RouterNavLink>
        <RouterNavLink to="/app/orders" end>
          Только список
        </RouterNavLink>
        <RouterNavLink to="/app/orders/5" end>
          Заказ
        </RouterNavLink>
        <RouterNavLink to="/app/order">Не то</RouterNavLink>
      </>,
    );
    const all = screen.getByRole('link', { name: 'Заказы' });
    expect(all.className).toBe('item active');
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Только список' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Заказ' }).className).toBe('active');
    const other = screen.getByRole('link', { name: 'Не то' });
    expect(other.getAttribute('class')).toBeNull();
    expect(other.getAttribute('aria-current')).toBeNull();
  });
});

describe("the app's links", () => {
  it("never take react-router's Link or NavLink (their prefetching stays out of every page's bundle)", () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        [
          ...readFileSync(join(src, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router'/g),
        ].some(([, names]) => /(^|[\s,])(Nav)?Link([\s,]|$)/.test(names ?? '')),
      )
      .map((file) => relative(src, join(src, file)));
    expect(offenders).toEqual([]);
  });
});
