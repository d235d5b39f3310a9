import { describe, expect, it } from 'vitest';
import { burialDatesText, gravePhotoAlt, graveTitle } from './grave-format';

describe('graveTitle', () => {
  it('names the grave by its number, or says it has none', () => {
    expect(graveTitle('12А')).toBe('Могила № 12А');
    expect(graveTitle('  ')).toBe('Могила без номера');
  });
});

describe('gravePhotoAlt', () => {
  it('names the photo after the grave', () => {
    expect(gravePhotoAlt(graveTitle('12А'))).toBe('Фото могилы № 12А');
    expect(gravePhotoAlt(graveTitle(''))).toBe('Фото могилы без номера');
  });
});

describe('burialDatesText', () => {
  it('shows the dates as the family entered them, a year, a month or a day', () => {
    expect(burialDatesText('1950-03-12', '2020')).toBe('12.03.1950 — 2020');
    expect(burialDatesText('1950-03', '2020-11-02')).toBe('03.1950 — 02.11.2020');
    expect(burialDatesText(null, '1943')).toBe('? — 1943');
    expect(burialDatesText(null, null)).toBe('');
  });
});
