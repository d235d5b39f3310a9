import type { DeceasedOnOrder } from '@sp/shared/api/orders';
import type { BurialPassport, PassportRequest } from '@sp/shared/api/passports';
import type { PassportComment } from '../api/passport-comments';

/** Test data of the passports' pages: a request to a municipal organisation, a passport, a thread. */
export const REQUEST: PassportRequest = {
  id: 5,
  kind: 'issue',
  status: 'new',
  decided_by: null,
  applicant: { kind: 'company', id: 9, name: 'Ритуал-Сервис' },
  municipal_company: { id: 3, name: 'МБУ «Ритуал» г. Тверь' },
  grave: { id: 40, number: '12-А', cemetery: 'Дмитрово-Черкасское кладбище' },
  person: { id: 77, full_name: 'Иванов Пётр Сергеевич', date_birth: '1941-05-09', date_death: '2026-02-14' },
  order_id: 31,
  passport_id: null,
  holder_name: 'Иванова Мария Петровна',
  holder_phone: '+7 (900) 111-22-33',
  note: 'Прошу оформить на дочь',
  files: [
    { id: 3, name: 'свидетельство.pdf', kind: 'file', size: 245_760, created_at: '2026-03-02T09:00:00Z' },
  ],
  created_at: '2026-03-02T08:30:00Z',
  updated_at: '2026-03-02T08:30:00Z',
};

export const UPDATE_REQUEST: PassportRequest = {
  ...REQUEST,
  id: 6,
  kind: 'update',
  person: null,
  order_id: null,
  passport_id: 7,
  holder_name: 'Иванов Андрей Петрович',
  files: [],
  created_at: '2026-03-05T10:00:00Z',
};

export const PASSPORT: BurialPassport = {
  id: 7,
  number: '000014',
  municipal_company: { id: 3, name: 'МБУ «Ритуал» г. Тверь' },
  grave: {
    id: 40,
    number: '12-А',
    cemetery: 'Дмитрово-Черкасское кладбище',
    location: { lng: 35.9, lat: 56.85 },
  },
  holder_name: 'Иванова Мария Петровна',
  holder_phone: '+7 (900) 111-22-33',
  buried: [
    {
      id: 77,
      full_name: 'Иванов Пётр Сергеевич',
      date_birth: '1941-05-09',
      date_death: '2026-02-14',
      position: 1,
      burial_date: '2026-02-17',
    },
    {
      id: 78,
      full_name: 'Иванова Анна',
      date_birth: '1943',
      date_death: '2019-11',
      position: 2,
      burial_date: null,
    },
  ],
  issued_at: '2026-03-10T12:00:00Z',
  updated_at: '2026-03-10T12:00:00Z',
};

export const COMMENT: PassportComment = {
  id: 1,
  author: 'Смирнова О. В.',
  side: 'municipal',
  text: 'Приложите скан свидетельства о смерти',
  created_at: '2026-03-03T07:15:00Z',
};

export const DECEASED_ROW: DeceasedOnOrder = {
  person: {
    id: 77,
    last_name: 'Иванов',
    first_name: 'Пётр',
    patronymic: 'Сергеевич',
    full_name: 'Иванов Пётр Сергеевич',
    gender: 'male',
    date_birth: '1941-05-09',
    date_death: '2026-02-14',
    burial_place: 'Дмитрово-Черкасское кладбище',
    memory_page_id: 12,
    is_company_owned: true,
  },
  order: {
    id: 31,
    number: 1043,
    type_order: 1,
    category_order: 2,
    status: 'in_progress',
    funeral_at: '2026-02-17T10:00:00Z',
    created_at: '2026-02-15T10:00:00Z',
  },
  shopper: { id: 4, name: 'Иванова Мария Петровна' },
};
