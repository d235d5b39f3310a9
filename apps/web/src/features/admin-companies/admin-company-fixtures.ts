import type { AdminCompany } from '@sp/shared/api/admin-companies';

/** A main company, not blocked, as the administrator's companies page and its card's tests read it. */
export const RITUAL: AdminCompany = {
  id: 7,
  name: 'Ритуал-Сервис',
  inn: '6950000001',
  type: 'REGULAR',
  parent: null,
  owner: { id: 3, name: 'Иван Петров', email: 'company@demo.ru', phone: '' },
  employees: 4,
  created_at: '2026-01-15T10:00:00Z',
  blocked: null,
};
