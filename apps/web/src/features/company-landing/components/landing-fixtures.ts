import type { Landing } from '@sp/shared/api/landing';

/** A landing as the server answers it, for tests. */
export function makeLanding(overrides: Partial<Landing> = {}): Landing {
  return {
    id: 5,
    company_id: 2,
    company_name: 'Ритуал-Сервис',
    logo: null,
    title: 'Ритуальные услуги в Москве',
    description: '<p>Работаем <strong>круглосуточно</strong>.</p>',
    color: '#4fa800',
    phone: '+7 900 000-00-00',
    email: 'info@ritual.ru',
    website: 'ritual.ru',
    working_hours: 'Круглосуточно',
    address: 'ул. Мира, 1',
    latitude: null,
    longitude: null,
    is_published: false,
    is_active: false,
    sliders: [],
    popular_products: [],
    popular_services: [],
    managers: [],
    updated_at: '2025-01-10T10:00:00Z',
    ...overrides,
  } as Landing;
}
