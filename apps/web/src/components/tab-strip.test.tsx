import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabStrip } from './tab-strip';

const KINDS = ['companies', 'products', 'services'] as const;
const LABELS = { companies: 'Компании', products: 'Товары', services: 'Услуги' };

function Strip({ opened }: { opened: string[] }) {
  const [value, setValue] = useState<(typeof KINDS)[number]>('companies');
  return (
    <TabStrip
      value={value}
      options={KINDS}
      label={(kind) => LABELS[kind]}
      onChange={(next) => {
        opened.push(next);
        setValue(next);
      }}
      name="Что показать"
    />
  );
}

describe('a row of tabs', () => {
  it('names its tabs, marks the open one and opens another on a click', async () => {
    const opened: string[] = [];
    render(<Strip opened={opened} />);
    expect(screen.getByRole('tablist', { name: 'Что показать' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Компании', 'Товары', 'Услуги']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Компании');
    await userEvent.click(screen.getByRole('tab', { name: 'Товары' }));
    expect(opened).toEqual(['products']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Товары');
    // clicking the open tab changes nothing
    await userEvent.click(screen.getByRole('tab', { name: 'Товары' }));
    expect(opened).toEqual(['products']);
  });

  it('is one stop for Tab; the arrows, Home and End move the focus, Enter opens the focused tab', async () => {
    const opened: string[] = [];
    render(
      <>
        <button type="button">до</button>
        <Strip opened={opened} />
        <button type="button">после</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Компании');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('после');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Товары');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Услуги');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Компании');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Услуги');
    expect(opened).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual(['services']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Услуги');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Компании');
  });

  it('fades its right edge while more tabs lie beyond it', () => {
    // happy-dom lays nothing out: a row 300 px wide holding 600 px of tabs
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    render(<Strip opened={[]} />);
    const row = screen.getByRole('tablist');
    expect(row.getAttribute('data-more-right')).toBe('true');
    row.scrollLeft = 300;
    fireEvent.scroll(row);
    expect(row.getAttribute('data-more-right')).toBeNull();
  });
});

afterEach(() => vi.restoreAllMocks());
