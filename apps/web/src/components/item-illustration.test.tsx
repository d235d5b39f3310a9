import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemIllustration, illustrationOf } from './item-illustration';

describe('item illustration', () => {
  it('draws an item by its category, then its name, else by its kind', () => {
    expect(illustrationOf('Венки и цветы', 'Венок траурный')).toBe('wreath');
    expect(illustrationOf('Гробы', null)).toBe('coffin');
    expect(illustrationOf('Памятники', 'Надгробие')).toBe('monument');
    // «надгробие» holds «гроб»: a monument all the same
    expect(illustrationOf(null, 'Надгробие из гранита')).toBe('monument');
    expect(illustrationOf('Кресты и таблички', null)).toBe('cross');
    expect(illustrationOf('Живые цветы', null)).toBe('flowers');
    expect(illustrationOf('Ритуальные принадлежности', 'Свеча')).toBe('candle');
    expect(illustrationOf('Ритуальные принадлежности', 'Покрывало')).toBe('candle');
    expect(illustrationOf('Организация похорон', 'Агент', 'service')).toBe('lily');
    expect(illustrationOf(null, null, 'service')).toBe('lily');
  });

  it('is decorative: a drawing hidden from screen readers', () => {
    const { container } = render(<ItemIllustration category="Гробы" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-illustration="coffin"]')).toBeTruthy();
  });
});
