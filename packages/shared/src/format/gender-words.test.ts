import { describe, expect, it } from 'vitest';
import { byGender, deletedWord, livingLabel } from './gender-words';

describe('gender-aware words', () => {
  it('a living woman is «Жива», a man «Жив», anyone else «Жив(а)»', () => {
    expect(livingLabel('female')).toBe('Жива');
    expect(livingLabel('male')).toBe('Жив');
    expect(livingLabel(null)).toBe('Жив(а)');
    expect(livingLabel(undefined)).toBe('Жив(а)');
    // GEDCOM's X and U («не указан») read in both forms
    expect(livingLabel('X')).toBe('Жив(а)');
    expect(livingLabel('U')).toBe('Жив(а)');
  });

  it('other words agree the same way', () => {
    expect(deletedWord('female')).toBe('удалена');
    expect(deletedWord('male')).toBe('удалён');
    expect(deletedWord(null)).toBe('удалён(а)');
    expect(byGender('female', { male: 'он', female: 'она', unknown: 'он(а)' })).toBe('она');
  });
});
