import type { PublicGrave } from '@sp/shared/api/cemeteries';
import type { MemoryPage, PublicMemoryPage } from '@sp/shared/api/memory-pages';
import { PERSON_PLAIN_EXTRAS, type Person } from '@sp/shared/api/persons';

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 11,
    last_name: 'Иванов',
    first_name: 'Пётр',
    patronymic: 'Ильич',
    full_name: 'Иванов Пётр Ильич',
    ...PERSON_PLAIN_EXTRAS,
    gender: 'male',
    date_birth: '1931-05',
    date_death: '2004',
    birth_place: 'Торжок',
    city: 'Тверь',
    burial_city: 'Тверь',
    burial_place: 'Дмитрово-Черкасское кладбище',
    note: '',
    avatar: null,
    avatar_thumbnail: null,
    is_living: false,
    memory_page_id: 5,
    family_node_id: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePage(overrides: Partial<MemoryPage> = {}): MemoryPage {
  return {
    id: 5,
    person: makePerson(),
    visibility: 'private',
    epitaph: 'Помним и любим',
    biography: '<p>Инженер-строитель.</p>',
    photos: [],
    relatives: [],
    created_by_company: null,
    company_edit_until: null,
    hidden_by_admin: null,
    is_own: true,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePublicPage(overrides: Partial<PublicMemoryPage> = {}): PublicMemoryPage {
  return {
    id: 5,
    full_name: 'Иванов Пётр Ильич',
    last_name: 'Иванов',
    first_name: 'Пётр',
    patronymic: 'Ильич',
    gender: 'male',
    attributes: [],
    date_birth: '1931-05',
    date_death: '2004',
    birth_place: 'Торжок',
    city: 'Тверь',
    burial_city: 'Тверь',
    burial_place: 'Дмитрово-Черкасское кладбище',
    avatar: '/media/media/a.webp',
    avatar_thumbnail: '/media/media/a-t.webp',
    epitaph: 'Помним и любим',
    biography: '<p>Родился в <strong>Торжке</strong>.</p>',
    photos: [
      { id: 1, image: '/media/media/1.webp', thumbnail: '/media/media/1t.webp', caption: 'На даче' },
      { id: 2, image: '/media/media/2.webp', thumbnail: '/media/media/2t.webp', caption: '' },
    ],
    relatives: [
      {
        page_id: 8,
        relation: 'жена',
        full_name: 'Иванова Мария Петровна',
        date_birth: '1934',
        date_death: '2010',
        avatar: null,
      },
    ],
    keeper: { id: 3, name: 'Анна Смирнова' },
    visibility: 'public',
    url: 'https://pamyat.example.ru/person/5',
    guest_book: { results: [], count: 0, candles: 0, accepts_entries: true, moderation: 'approval' },
    ...overrides,
  };
}

/** The grave of page 5's person, with his wife (page 8) in the next place. */
export function makePublicGrave(overrides: Partial<PublicGrave> = {}): PublicGrave {
  return {
    id: 12,
    cemetery_id: 3,
    number: '12А',
    location: { lng: 35.917597, lat: 56.858721 },
    status: 'occupied',
    confirmed: true,
    photo: null,
    photo_thumbnail: null,
    cemetery: { id: 3, name: 'Дмитрово-Черкасское кладбище', address: 'Тверь, Петербургское шоссе' },
    burials: [
      {
        position: 2,
        full_name: 'Иванова Мария Петровна',
        date_birth: '1934-02',
        date_death: '2010-11-02',
        burial_date: '2010-11-05',
        memory_page_id: 8,
      },
      {
        position: 1,
        full_name: 'Иванов Пётр Ильич',
        date_birth: '1931-05',
        date_death: '2004',
        burial_date: '2004',
        memory_page_id: 5,
      },
    ],
    ...overrides,
  };
}
