import { CEMETERY_MSG, type Cemetery } from '@sp/shared/api/cemeteries';
import { describe, expect, it } from 'vitest';
import { areaDraftChanged, NEW_AREA } from './areas-section';
import {
  bodyOf,
  centerOf,
  draftOf,
  draftProblems,
  EMPTY_CEMETERY,
  NO_PLACE,
  sameDraft,
} from './cemetery-form';

const SQUARE: [number, number][] = [
  [35.9, 56.85],
  [35.92, 56.85],
  [35.92, 56.87],
  [35.9, 56.87],
];

describe('the cemetery form', () => {
  it('takes the outline’s centroid for the centre unless one is placed', () => {
    expect(centerOf({ outline: SQUARE, center: null })).toEqual({ lng: 35.91, lat: 56.86 });
    expect(centerOf({ outline: SQUARE, center: { lng: 35.901, lat: 56.851 } })).toEqual({
      lng: 35.901,
      lat: 56.851,
    });
    expect(centerOf({ outline: null, center: null })).toBeNull();
  });

  it('finds what the server would refuse: the name, the e-mail, the outline, no place at all', () => {
    expect(draftProblems(EMPTY_CEMETERY)).toEqual({ name: [CEMETERY_MSG.name], center: [NO_PLACE] });
    const crossing: [number, number][] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ];
    expect(draftProblems({ ...EMPTY_CEMETERY, name: 'Кладбище', email: 'нет', outline: crossing })).toEqual({
      email: ['Неверный формат почты'],
      outline: [CEMETERY_MSG.ringCrosses],
    });
    expect(draftProblems({ ...EMPTY_CEMETERY, name: 'Кладбище', center: { lng: 1, lat: 2 } })).toEqual({});
  });

  it('writes the body with trimmed texts and the ids of the city and the organisation', () => {
    const cemetery: Cemetery = {
      id: 7,
      name: 'Кладбище',
      city: { id: 5, name: 'Тверь' },
      address: 'ул. Луговая, 1',
      outline: SQUARE,
      center: { lng: 35.91, lat: 56.86 },
      opening_hours: '',
      phone: '',
      email: '',
      municipal_company: { id: 3, name: 'МБУ «Ритуал»' },
      graves_count: 0,
    };
    expect(bodyOf({ ...draftOf(cemetery), name: '  Новое имя ', municipal: null, center: null })).toEqual({
      name: 'Новое имя',
      city_id: 5,
      address: 'ул. Луговая, 1',
      outline: SQUARE,
      center: { lng: 35.91, lat: 56.86 },
      opening_hours: '',
      phone: '',
      email: '',
      municipal_company_id: null,
    });
  });

  it('tells the changes not saved: the cemetery’s fields, its place, an area being drawn', () => {
    const named = { ...EMPTY_CEMETERY, name: 'Кладбище', city: { id: 5, name: 'Тверь' } };
    expect(sameDraft(EMPTY_CEMETERY, { ...EMPTY_CEMETERY })).toBe(true);
    // the city's and the organisation's names come later than their ids: the ids decide
    expect(sameDraft(named, { ...named, city: { id: 5, name: '' } })).toBe(true);
    expect(sameDraft(named, { ...named, address: 'ул. Луговая' })).toBe(false);
    expect(sameDraft(named, { ...named, outline: SQUARE })).toBe(false);
    expect(sameDraft(named, { ...named, center: { lng: 1, lat: 2 } })).toBe(false);

    const area = { id: 31, cemetery_id: 7, name: 'Участок 1', outline: SQUARE };
    expect(areaDraftChanged(null, [area])).toBe(false);
    expect(areaDraftChanged(NEW_AREA, [area])).toBe(false);
    expect(areaDraftChanged({ ...NEW_AREA, name: ' ' }, [area])).toBe(false);
    expect(areaDraftChanged({ ...NEW_AREA, outline: SQUARE }, [area])).toBe(true);
    expect(areaDraftChanged({ id: 31, name: 'Участок 1', outline: [...SQUARE] }, [area])).toBe(false);
    expect(areaDraftChanged({ id: 31, name: 'Участок 2', outline: SQUARE }, [area])).toBe(true);
    expect(areaDraftChanged({ id: 31, name: 'Участок 1', outline: SQUARE.slice(0, 3) }, [area])).toBe(true);
  });
});
