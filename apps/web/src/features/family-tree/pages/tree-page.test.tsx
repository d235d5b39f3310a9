import type { FamilyTree } from '@sp/shared/api/family-tree';
import { generateFamilyTree } from '@sp/shared/family-tree/sample-tree';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { MAP_STATE_KEY } from '../components/map-state';
import { NO_EVENTS, node, smallTree, treePerson } from '../components/tree-fixtures';
import { TreePage } from './tree-page';

// happy-dom lays nothing out: give the chart a viewport
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

function server(
  tree: () => FamilyTree,
  answer?: (call: Sent) => { status?: number; body?: unknown } | undefined,
) {
  return stubServer((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.method === 'GET' && call.url.endsWith('/api/family/tree/')) return { body: tree() };
    return undefined;
  });
}

function renderPage(url = '/app/tree') {
  sessionStore.signIn(makeSession());
  return renderWithProviders(
    <Routes>
      <Route path="/app/tree" element={<TreePage />} />
      <Route path="/app/pages-memory/:id" element={<p>Редактор страницы памяти</p>} />
    </Routes>,
    url,
  );
}

const card = (name: RegExp) => screen.findByRole('group', { name });

describe('family tree chart', () => {
  it('draws the cards with names, years and the living marked, and counts the people', SLOW, async () => {
    server(smallTree);
    renderPage();
    expect(await card(/^Иванов Пётр, 1920 – 1990$/)).toBeTruthy();
    expect(await card(/^Иванова Анна, 1980 –, Жива$/)).toBeTruthy();
    expect(within(await card(/^Иванова Анна/)).getByText('Жива')).toBeTruthy();
    expect(screen.getByText('7 человек')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Древо списком' }).getAttribute('href')).toBe('/app/oldtree');
    // spouse lines, partner lines and descent lines are drawn
    expect(document.querySelectorAll('polyline').length).toBeGreaterThan(8);
  });

  it('adds a new parent through the persons form; a full pair of parents disables it', SLOW, async () => {
    const user = userEvent.setup();
    let tree = smallTree();
    const sent = server(
      () => tree,
      (call) => {
        if (call.method !== 'POST' || !call.url.endsWith('/api/family/node/')) return undefined;
        const added = node(8, { first_name: 'Степан', date_birth: '1895' });
        tree = {
          ...tree,
          nodes: [...tree.nodes, added],
          links: [...tree.links, { id: 99, kind: 'parent', from: 8, to: 1, ...NO_EVENTS }],
        };
        return { status: 201, body: { ...added, parents: [], children: [1], spouses: [] } };
      },
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Действия: Иванова Анна' }));
    expect(screen.getByRole('menuitem', { name: /Добавить родителя/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Действия: Иванов Пётр' }));
    await user.click(screen.getByRole('menuitem', { name: /Добавить родителя/ }));
    const choice = await screen.findByRole('dialog', { name: 'Добавить родителя' });
    expect(within(choice).getByText('Иванов Пётр')).toBeTruthy();
    await user.click(within(choice).getByRole('button', { name: 'Далее' }));
    const form = await screen.findByRole('dialog', { name: 'Добавить родителя: Иванов Пётр' });
    await user.type(within(form).getByLabelText('Имя'), 'Степан');
    await user.type(within(form).getByLabelText('Дата рождения'), '1895');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    const post = sent.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      first_name: 'Степан',
      date_birth: '1895',
      relation: 'parent',
      family_node_id: '1',
    });
    expect(await card(/^Иванов Степан, 1895 –, Жив$/)).toBeTruthy();
  });

  it('adds an existing person as a child of a chosen marriage', SLOW, async () => {
    const user = userEvent.setup();
    const found = treePerson(50, { first_name: 'Глеб', family_node_id: null });
    const sent = server(smallTree, (call) => {
      if (call.url.includes('/api/family/search_person/')) return { body: { results: [found], count: 1 } };
      if (call.method === 'POST')
        return { status: 201, body: { id: 9, person: found, parents: [3, 6], children: [], spouses: [] } };
      return undefined;
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Действия: Иванов Иван Петрович' }));
    await user.click(screen.getByRole('menuitem', { name: 'Добавить ребёнка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить ребёнка' });
    // two marriages: the other parent is chosen, not guessed
    await user.click(within(dialog).getByRole('combobox', { name: 'Второй родитель' }));
    await user.click(await screen.findByRole('option', { name: 'Иванова Вера' }));
    await user.click(within(dialog).getByLabelText('Человека из списка персон'));
    await user.type(within(dialog).getByLabelText('Персона'), 'Глеб');
    await user.click(await screen.findByRole('option', { name: /Иванов Глеб/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      person_id: 50,
      relation: 'child',
      family_node_id: '3',
      other_parent_id: '6',
    });
  });

  it('removes a node after the confirm dialog, and opens a memory page', SLOW, async () => {
    const user = userEvent.setup();
    const sent = server(smallTree, (call) =>
      call.method === 'POST' ? { body: { detail: 'Персона убрана из древа' } } : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Действия: Иванов Лев' }));
    await user.click(screen.getByRole('menuitem', { name: 'Убрать из древа' }));
    expect(await screen.findByText(/Убрать «Иванов Лев» из древа\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/api/family/node/destroy/7/'),
        body: { family_node_id: 7 },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Действия: Иванова Ольга' }));
    await user.click(screen.getByRole('menuitem', { name: 'Открыть страницу памяти' }));
    expect(await screen.findByText('Редактор страницы памяти')).toBeTruthy();
  });

  it(
    'records a couple’s marriage: a wrong date is refused before sending, the rest goes to the couple’s link',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const sent = server(smallTree, (call) =>
        call.method === 'PUT' ? { body: { id: 1, kind: 'spouse', from: 3, to: 4, ...NO_EVENTS } } : undefined,
      );
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Действия: Иванова Ольга' }));
      await user.click(screen.getByRole('menuitem', { name: /Брак с Иванов Иван Петрович/ }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Брак: Иванов Иван Петрович и Иванова Ольга',
      });
      await user.type(within(dialog).getByLabelText('Дата брака'), '31.02');
      await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(await within(dialog).findByText('Укажите дату: дд.мм.гггг, мм.гггг или гггг')).toBeTruthy();
      expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);

      await user.clear(within(dialog).getByLabelText('Дата брака'));
      await user.type(within(dialog).getByLabelText('Дата брака'), '12.06.1975');
      await user.type(within(dialog).getByLabelText('Место брака'), 'Тверь');
      await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() =>
        expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
          url: expect.stringMatching(/\/api\/family\/link\/\d+\/$/),
          // the divorce was left as it was: not sent
          body: { marriage: { date: { value: '1975-06-12' }, place: 'Тверь' } },
        }),
      );
      expect((sent.find((call) => call.method === 'PUT')?.body as object) ?? {}).not.toHaveProperty(
        'divorce',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('starts an empty tree with the first person', SLOW, async () => {
    const user = userEvent.setup();
    const sent = server(
      () => ({ nodes: [], links: [], focus_node_id: null }),
      (call) =>
        call.method === 'POST'
          ? {
              status: 201,
              body: { ...node(1, { first_name: 'Анна' }), parents: [], children: [], spouses: [] },
            }
          : undefined,
    );
    renderPage();
    expect(await screen.findByText('Древо пока пустое')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Добавить первого человека' }));
    const form = await screen.findByRole('dialog', { name: 'Первый человек в древе' });
    await user.type(within(form).getByLabelText('Имя'), 'Анна');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ first_name: 'Анна' }),
    );
  });

  it('centres the node of ?node= (the persons list’s «В древе»), not the first person', SLOW, async () => {
    const sample = generateFamilyTree(2000, 3);
    const big: FamilyTree = {
      nodes: sample.persons.map((p) =>
        node(p.id, {
          last_name: p.id === 2000 ? 'Искомая' : p.last_name,
          first_name: p.first_name,
          gender: p.gender,
          date_birth: p.birth,
          date_death: p.death,
        }),
      ),
      links: [
        ...sample.parents.map(([from, to], i) => ({
          id: i + 1,
          kind: 'parent' as const,
          from,
          to,
          ...NO_EVENTS,
        })),
        ...sample.spouses.map(([from, to], i) => ({
          id: 10_000 + i,
          kind: 'spouse' as const,
          from,
          to,
          ...NO_EVENTS,
        })),
      ],
      focus_node_id: null,
    };
    server(() => big);
    const first = renderPage();
    await screen.findByText('2000 человек');
    await waitFor(() => expect(screen.getAllByRole('group').length).toBeGreaterThan(3));
    expect(screen.queryByRole('group', { name: /Искомая/ })).toBeNull();
    first.unmount();

    renderPage('/app/tree?node=2000');
    expect(await card(/Искомая/)).toBeTruthy();
  });

  it(
    'draws only what the viewport shows of 2,000 persons; zoom and background are remembered',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const sample = generateFamilyTree(2000, 3);
      const big: FamilyTree = {
        nodes: sample.persons.map((p) =>
          node(p.id, {
            last_name: p.last_name,
            first_name: p.first_name,
            gender: p.gender,
            date_birth: p.birth,
            date_death: p.death,
          }),
        ),
        links: [
          ...sample.parents.map(([from, to], i) => ({
            id: i + 1,
            kind: 'parent' as const,
            from,
            to,
            ...NO_EVENTS,
          })),
          ...sample.spouses.map(([from, to], i) => ({
            id: 10_000 + i,
            kind: 'spouse' as const,
            from,
            to,
            ...NO_EVENTS,
          })),
        ],
        focus_node_id: null,
      };
      server(() => big);
      renderPage();
      await screen.findByText('2000 человек');
      await waitFor(() => expect(screen.getAllByRole('group').length).toBeGreaterThan(3));
      expect(screen.getAllByRole('group').length).toBeLessThan(120);
      expect(screen.getByText('75%')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Уменьшить' }));
      expect(await screen.findByText('60%')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Фон схемы' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Бумага' }));
      await waitFor(() => {
        const saved = JSON.parse(localStorage.getItem(MAP_STATE_KEY) ?? '{}');
        expect(saved.background).toBe('paper');
        expect(saved.zoom).toBeCloseTo(0.6);
      });
    },
  );
});
