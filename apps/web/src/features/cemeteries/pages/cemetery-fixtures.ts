import type { Cemetery, CemeteryArea } from '@sp/shared/api/cemeteries';

/** A cemetery, its outline and an area, as the administrator's and the municipal organisation's page tests read them. */
export const OUTLINE: [number, number][] = [
  [35.8, 56.8],
  [35.84, 56.8],
  [35.84, 56.83],
  [35.8, 56.83],
];

export const CEMETERY: Cemetery = {
  id: 7,
  name: 'Городское кладбище',
  city: { id: 5, name: 'Тверь' },
  address: 'ул. Луговая, 1',
  outline: OUTLINE,
  center: { lng: 35.82, lat: 56.815 },
  opening_hours: 'Ежедневно с 9:00 до 18:00',
  phone: '+7 (482) 200-00-00',
  email: 'info@kladbische.ru',
  municipal_company: { id: 3, name: 'МБУ «Ритуал»' },
  graves_count: 1250,
};

export const AREA: CemeteryArea = { id: 31, cemetery_id: 7, name: 'Участок 1', outline: OUTLINE.slice(0, 3) };
