import { describe, expect, it } from 'vitest';
import { pluralRu } from './plural';

const FORMS = ['товар', 'товара', 'товаров'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
    [112, 'товаров'],
    [1001, 'товар'],
    [-1, 'товар'],
    [-22, 'товара'],
  ])('%i → %s', (count, expected) => {
    expect(pluralRu(count, FORMS)).toBe(expected);
  });
});
