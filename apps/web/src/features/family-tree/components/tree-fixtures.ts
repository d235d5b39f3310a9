import type { FamilyLink, FamilyTree, FamilyTreeNode } from '@sp/shared/api/family-tree';
import { PERSON_PLAIN_EXTRAS, type Person } from '@sp/shared/api/persons';

/** Test data: a person as the tree answers it. */
export function treePerson(id: number, overrides: Partial<Person> = {}): Person {
  const last = overrides.last_name ?? 'Иванов';
  const first = overrides.first_name ?? `Имя${id}`;
  const patronymic = overrides.patronymic ?? '';
  return {
    id,
    last_name: last,
    first_name: first,
    patronymic,
    full_name: [last, first, patronymic].filter(Boolean).join(' '),
    ...PERSON_PLAIN_EXTRAS,
    gender: 'male',
    date_birth: null,
    date_death: null,
    birth_place: '',
    city: '',
    burial_city: '',
    burial_place: '',
    note: '',
    avatar: null,
    avatar_thumbnail: null,
    is_living: overrides.date_death === undefined || overrides.date_death === null,
    memory_page_id: null,
    family_node_id: id,
    created_at: '2024-05-01T10:00:00Z',
    ...overrides,
  };
}

export const node = (id: number, overrides: Partial<Person> = {}): FamilyTreeNode => ({
  id,
  person: treePerson(id, overrides),
});

let linkId = 0;
/** What a link says of a couple's marriage and divorce when nothing is known. */
export const NO_EVENTS = { marriage: null, divorce: null } as const;
export const parent = (from: number, to: number): FamilyLink => ({
  id: ++linkId,
  kind: 'parent',
  from,
  to,
  ...NO_EVENTS,
});
export const spouse = (a: number, b: number): FamilyLink => ({
  id: ++linkId,
  kind: 'spouse',
  from: Math.min(a, b),
  to: Math.max(a, b),
  ...NO_EVENTS,
});

/**
 * Дед Пётр (1) и бабушка Мария (2) → сын Иван (3), женат на Ольге (4, без родителей) → внучка Анна (5);
 * у Ивана второй брак с Верой (6) → сын Лев (7).
 */
export function smallTree(): FamilyTree {
  return {
    nodes: [
      node(1, { first_name: 'Пётр', date_birth: '1920', date_death: '1990' }),
      node(2, {
        last_name: 'Иванова',
        first_name: 'Мария',
        gender: 'female',
        date_birth: '1922-05',
        date_death: '2001',
      }),
      node(3, { first_name: 'Иван', patronymic: 'Петрович', date_birth: '1950' }),
      node(4, {
        last_name: 'Иванова',
        first_name: 'Ольга',
        gender: 'female',
        date_birth: '1952',
        memory_page_id: 40,
        date_death: '2015',
      }),
      node(5, { last_name: 'Иванова', first_name: 'Анна', gender: 'female', date_birth: '1980' }),
      node(6, { last_name: 'Иванова', first_name: 'Вера', gender: 'female', date_birth: '1960' }),
      node(7, { first_name: 'Лев', date_birth: '1990' }),
    ],
    links: [
      spouse(1, 2),
      parent(1, 3),
      parent(2, 3),
      spouse(3, 4),
      parent(3, 5),
      parent(4, 5),
      spouse(3, 6),
      parent(3, 7),
      parent(6, 7),
    ],
    focus_node_id: null,
  };
}
