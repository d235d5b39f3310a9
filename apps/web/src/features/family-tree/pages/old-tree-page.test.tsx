import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { smallTree } from '../components/tree-fixtures';
import { OldTreePage } from './old-tree-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

function ChartStub() {
  const location = useLocation();
  return <p>Схема: {location.search}</p>;
}

describe('family tree as a list', () => {
  it('is an ARIA tree with levels, spouses beside names, and keyboard navigation', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    stubServer((call) => (call.url.endsWith('/api/family/tree/') ? { body: smallTree() } : undefined));
    sessionStore.signIn(makeSession());
    renderWithProviders(
      <Routes>
        <Route path="/app/oldtree" element={<OldTreePage />} />
        <Route path="/app/tree" element={<ChartStub />} />
      </Routes>,
      '/app/oldtree',
    );
    const tree = await screen.findByRole('tree', { name: 'Генеалогическое древо списком' });
    const items = within(tree).getAllByRole('treeitem');
    expect(
      items.map((item) => [item.getAttribute('aria-level'), item.textContent?.split(/\d/)[0].trim()]),
    ).toEqual([
      ['1', 'Иванов Пётр'],
      ['2', 'Иванов Иван Петрович'],
      ['3', 'Иванова Анна'],
      ['3', 'Иванов Лев'],
    ]);
    expect(items[0].textContent).toContain('супруга: Иванова Мария (1922 – 2001)');
    expect(items[1].textContent).toContain(
      'супруга: Иванова Ольга (1952 – 2015); супруга: Иванова Вера (1960 –)',
    );
    expect(items[2].textContent).toContain('Жива');
    expect(items[1].getAttribute('aria-expanded')).toBe('true');
    expect(items[2].getAttribute('aria-expanded')).toBeNull();
    expect(screen.getByText(/^7 человек\./)).toBeTruthy();

    // one tab stop; arrows move, Left closes a branch and then goes to the parent
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[0]]);
    await user.click(items[0]);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(2));
    expect(items[1].getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(4));
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('Иванов Лев');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Home}{Enter}');
    expect(await screen.findByText('Схема: ?node=1')).toBeTruthy();
  });

  it('collapses and expands everything', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    stubServer((call) => (call.url.endsWith('/api/family/tree/') ? { body: smallTree() } : undefined));
    sessionStore.signIn(makeSession());
    renderWithProviders(<OldTreePage />, '/app/oldtree');
    await screen.findByRole('tree');
    await user.click(screen.getByRole('button', { name: 'Свернуть всё' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Раскрыть всё' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
  });
});
