import { describe, expect, it } from 'vitest';
import {
  metresText,
  NOTE_PROBLEM,
  PLACES_PROBLEM,
  parametersBodyOf,
  parametersDraftOf,
  parametersProblems,
  parseMetres,
  SIZE_PROBLEM,
  sizeText,
} from './grave-parameters-form';

const SAVED = {
  id: 11,
  status: 'reserved' as const,
  places_count: 2,
  width_m: 2,
  length_m: 2.5,
  has_fence: true,
  has_monument: false,
  note: 'У дороги',
};

describe('a grave’s parameters form', () => {
  it('reads metres typed with a comma or a point; empty is none', () => {
    expect(parseMetres(' 2,5 ')).toBe(2.5);
    expect(parseMetres('1.75')).toBe(1.75);
    expect(parseMetres('')).toBeNull();
    expect(parseMetres('-1')).toBeNaN();
    expect(parseMetres('два')).toBeNaN();
    expect(metresText(2.5)).toBe('2,5');
    expect(metresText(null)).toBe('');
  });

  it('starts from the saved parameters and sends them back as numbers', () => {
    const draft = parametersDraftOf(SAVED);
    expect(draft).toEqual({
      status: 'reserved',
      places_count: '2',
      width_m: '2',
      length_m: '2,5',
      has_fence: true,
      has_monument: false,
      note: 'У дороги',
    });
    expect(parametersBodyOf(11, { ...draft, width_m: '', note: ' У дороги ' })).toEqual({
      ...SAVED,
      width_m: null,
    });
  });

  it('finds what the server would refuse: the places, the sizes, a long note', () => {
    const draft = parametersDraftOf(SAVED);
    expect(parametersProblems(draft)).toEqual({});
    expect(
      parametersProblems({
        ...draft,
        places_count: '0',
        width_m: '101',
        length_m: '2 м',
        note: 'а'.repeat(1001),
      }),
    ).toEqual({
      places_count: [PLACES_PROBLEM],
      width_m: [SIZE_PROBLEM],
      length_m: [SIZE_PROBLEM],
      note: [NOTE_PROBLEM],
    });
    expect(parametersProblems({ ...draft, places_count: '1,5' }).places_count).toEqual([PLACES_PROBLEM]);
    expect(PLACES_PROBLEM).toBe('Число мест — от 1 до 20');
  });

  it('writes the size as the card shows it', () => {
    expect(sizeText({ width_m: 2, length_m: 2.5 })).toBe('2 × 2,5 м');
    expect(sizeText({ width_m: 1.2, length_m: null })).toBe('ширина 1,2 м');
    expect(sizeText({ width_m: null, length_m: 3 })).toBe('длина 3 м');
    expect(sizeText({ width_m: null, length_m: null })).toBe('');
  });
});
