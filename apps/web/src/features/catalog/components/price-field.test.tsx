import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/stub-server';
import { parsePrice, priceText, priceTextSchema, priceValue, rubles } from './price';
import { PriceField } from './price-field';

describe('parsePrice', () => {
  it('reads spaces as thousands and a comma or a point as the decimal separator', () => {
    expect(parsePrice('1 234,50')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('1\u00a0234,5')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('  99.99 ')).toEqual({ ok: true, value: 99.99 });
    expect(parsePrice('0')).toEqual({ ok: true, value: 0 });
    expect(parsePrice('15000')).toEqual({ ok: true, value: 15000 });
  });

  it('rejects three decimals, negatives, words, empty and huge amounts in Russian', () => {
    expect(parsePrice('12,345')).toEqual({
      ok: false,
      error: 'Сумма указывается не более чем с двумя знаками после запятой',
    });
    expect(parsePrice('-5')).toEqual({ ok: false, error: 'Сумма не может быть отрицательной' });
    expect(parsePrice('-5,50')).toEqual({ ok: false, error: 'Сумма не может быть отрицательной' });
    expect(parsePrice('сто')).toEqual({ ok: false, error: 'Введите сумму числом' });
    expect(parsePrice('1,2,3')).toEqual({ ok: false, error: 'Введите сумму числом' });
    expect(parsePrice('')).toEqual({ ok: false, error: 'Поле обязательно для заполнения' });
    expect(parsePrice('100 000 001')).toEqual({
      ok: false,
      error: 'Сумма не может быть больше 100 000 000 ₽',
    });
  });

  it('writes rubles for editing and for reading with two decimals', () => {
    expect(priceText(1234.5).replace(/\s/g, ' ')).toBe('1 234,50');
    expect(priceText(null)).toBe('');
    expect(rubles(19.99).replace(/\s/g, ' ')).toBe('19,99 ₽');
    expect(priceValue(priceText(1234.5))).toBe(1234.5);
  });
});

const schema = z.object({ price: priceTextSchema });

function Form({ onSubmit }: { onSubmit: (price: number) => void }) {
  const form = useForm<{ price: string }>({ resolver: zodResolver(schema), defaultValues: { price: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(priceValue(values.price)))}>
      <PriceField control={form.control} name="price" label="Цена" />
      <button type="submit">Сохранить</button>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PriceField', () => {
  it('is labelled, takes «1 234,50» and gives 1234.5', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Цена'), '1 234,50');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit).toHaveBeenCalledWith(1234.5);
  });

  it('shows the Russian message under the field for three decimals and for a negative amount', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Form onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '10,125');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Сумма указывается не более чем с двумя знаками после запятой'),
    ).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '-10');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сумма не может быть отрицательной')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
