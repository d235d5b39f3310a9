import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESK, PHONE, viewport } from '../test/viewport';
import { type Column, DataTable } from './data-table';
import type { Paging } from './paging';

type Row = { id: number; name: string; city: string; photo: string };

const paging: Paging = {
  page: 1,
  limit: 10,
  offset: 0,
  setPage: () => {},
  setLimit: () => {},
};

const COLUMNS: Column<Row>[] = [
  {
    key: 'photo',
    label: 'Фото',
    card: 'media',
    render: (row) => <img alt={`Фото: ${row.name}`} src={row.photo} />,
  },
  { key: 'name', label: 'ФИО', card: 'title', render: (row) => row.name },
  { key: 'city', label: 'Город', render: (row) => row.city },
  { key: 'secret', label: 'Служебное', card: 'hidden', render: () => 'не для телефона' },
  {
    key: 'actions',
    label: 'Действия',
    render: (row) => <Button aria-label={`Изменить: ${row.name}`}>Изменить</Button>,
  },
];

const ROWS: Row[] = [
  { id: 1, name: 'Белов Виктор Григорьевич', city: 'Тверь', photo: '/a.webp' },
  { id: 2, name: 'Смирнова Анна', city: 'Москва', photo: '/b.webp' },
];

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('on a phone shows each row as a card of the columns: the title, the photo, «label: value», buttons', async () => {
    viewport(PHONE);
    const opened: Row[] = [];
    render(
      <DataTable
        label="Персоны"
        columns={COLUMNS}
        rows={ROWS}
        count={2}
        paging={paging}
        rowKey={(row) => row.id}
        onRowClick={(row) => opened.push(row)}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('region', { name: 'Персоны' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Белов Виктор Григорьевич')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Фото: Белов Виктор Григорьевич' })).toBeTruthy();
    // a labelled value reads as a term and its definition
    expect(within(first).getByRole('term').textContent).toBe('Город');
    expect(within(first).getByRole('definition').textContent).toBe('Тверь');
    // the actions stand without their label; what is for the desk only is left out
    expect(within(first).queryByText('Действия')).toBeNull();
    expect(within(first).queryByText('не для телефона')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Изменить: Белов Виктор Григорьевич' })).toBeTruthy();
    // the whole card opens the row, as the row of the table does, from the keyboard too
    await userEvent.click(within(cards[1] as HTMLElement).getByText('Москва'));
    expect(opened.map((row) => row.id)).toEqual([2]);
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened.map((row) => row.id)).toEqual([2, 1]);
  });

  it('on a phone uses the table’s own card when it has one', () => {
    viewport(PHONE);
    render(
      <DataTable
        label="Персоны"
        columns={COLUMNS}
        rows={ROWS}
        count={2}
        paging={paging}
        rowKey={(row) => row.id}
        renderCard={(row) => <p key={row.id}>Карточка {row.name}</p>}
      />,
    );
    expect(screen.getByText('Карточка Смирнова Анна')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('on a desk is a table with every column', () => {
    viewport(DESK);
    render(
      <DataTable
        label="Персоны"
        columns={COLUMNS}
        rows={ROWS}
        count={2}
        paging={paging}
        rowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Персоны' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Фото', 'ФИО', 'Город', 'Служебное', 'Действия']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it.each([
    ['a phone', PHONE],
    ['a desk', DESK],
  ])('an empty list on %s says what it is for and offers the one action that fills it', async (_, width) => {
    viewport(width);
    const added = vi.fn();
    render(
      <DataTable
        label="Персоны"
        columns={COLUMNS}
        rows={[]}
        count={0}
        paging={paging}
        rowKey={(row) => row.id}
        emptyTitle="Персон пока нет"
        emptyText="Здесь будут ваши родные."
        emptyAction={<Button onClick={added}>Добавить первую персону</Button>}
      />,
    );
    expect(screen.getByText('Персон пока нет')).toBeTruthy();
    expect(screen.getByText('Здесь будут ваши родные.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить первую персону' }));
    expect(added).toHaveBeenCalledOnce();
  });
});
