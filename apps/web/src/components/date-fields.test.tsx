import { DATE_TEXT_MSG } from '@sp/shared/format/date-text';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateField, DateTimeField } from './date-fields';
import { addMonths, monthWeeks } from './month-calendar';

/** A field held by its parent, as a form holds it; what the form holds is shown under it. */
function Held({ kind, initial = '' }: { kind: 'date' | 'datetime'; initial?: string }) {
  const [value, setValue] = useState(initial);
  const Field = kind === 'date' ? DateField : DateTimeField;
  return (
    <>
      <Field label={kind === 'date' ? 'Дата платежа' : 'Похороны'} value={value} onChange={setValue} />
      <output aria-label="Значение формы">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Сбросить
      </button>
    </>
  );
}

const formValue = () => screen.getByLabelText('Значение формы').textContent;

describe('date field', () => {
  it('shapes typed digits into dd.MM.yyyy and gives the form yyyy-MM-dd', async () => {
    render(<Held kind="date" />);
    const field = screen.getByLabelText('Дата платежа') as HTMLInputElement;
    expect(field.placeholder).toBe('дд.мм.гггг');
    await userEvent.type(field, '12052026');
    expect(field.value).toBe('12.05.2026');
    expect(formValue()).toBe('2026-05-12');
  });

  it('shows a date from the form the Russian way and follows a reset', async () => {
    render(<Held kind="date" initial="2026-03-08" />);
    const field = screen.getByLabelText('Дата платежа') as HTMLInputElement;
    expect(field.value).toBe('08.03.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(field.value).toBe('');
  });

  it('says what is wrong with a date after leaving it, and the form holds the text, not a date', async () => {
    render(<Held kind="date" />);
    const field = screen.getByLabelText('Дата платежа') as HTMLInputElement;
    await userEvent.type(field, '31022026');
    expect(formValue()).toBe('31.02.2026');
    expect(screen.queryByText(DATE_TEXT_MSG.dateImpossible)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(DATE_TEXT_MSG.dateImpossible)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, '1205');
    await userEvent.tab();
    expect(screen.getByText(DATE_TEXT_MSG.dateIncomplete)).toBeTruthy();
    expect(formValue()).toBe('12.05');
  });

  it('writes a date typed with single digits in full when left', async () => {
    render(<Held kind="date" />);
    const field = screen.getByLabelText('Дата платежа') as HTMLInputElement;
    await userEvent.type(field, '1.5.2026');
    expect(formValue()).toBe('2026-05-01');
    await userEvent.tab();
    expect(field.value).toBe('01.05.2026');
  });

  it('picks a day in a Russian month calendar, Monday first', async () => {
    render(<Held kind="date" initial="2026-05-12" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = screen.getByRole('dialog', { name: 'Дата платежа: календарь' });
    expect(within(calendar).getByText('Май 2026')).toBeTruthy();
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    // 1 May 2026 is a Friday: it stands in the fifth column
    const firstRow = within(calendar).getAllByRole('row')[1];
    const firstDays = within(firstRow).getAllByRole('gridcell');
    expect(firstDays.map((cell) => cell.textContent)).toEqual(['1', '2', '3']);
    expect(firstDays[0].getAttribute('aria-colindex')).toBe('5');
    expect(
      within(calendar).getByRole('gridcell', { name: '12 мая 2026' }).getAttribute('aria-selected'),
    ).toBe('true');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Следующий месяц' }));
    expect(within(calendar).getByText('Июнь 2026')).toBeTruthy();
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '3 июня 2026' }));
    expect(formValue()).toBe('2026-06-03');
    expect((screen.getByLabelText('Дата платежа') as HTMLInputElement).value).toBe('03.06.2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves through the calendar with the keyboard and picks with Enter', async () => {
    render(<Held kind="date" initial="2026-01-31" />);
    const field = screen.getByLabelText('Дата платежа');
    field.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = screen.getByRole('dialog', { name: 'Дата платежа: календарь' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('31 января 2026');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('30 января 2026');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('6 февраля 2026');
    expect(within(calendar).getByText('Февраль 2026')).toBeTruthy();
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('6 марта 2026');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2 марта 2026');
    await userEvent.keyboard('{Enter}');
    expect(formValue()).toBe('2026-03-02');
  });

  it('offers no day outside its bounds', async () => {
    const onChange = vi.fn();
    render(<DateField label="Дата платежа" value="2026-05-12" onChange={onChange} max="2026-05-12" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const later = screen.getByRole('gridcell', { name: '13 мая 2026' });
    expect(later.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(later);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives a react-hook-form its ISO day', async () => {
    const submitted = vi.fn();
    function Form() {
      const form = useForm({ defaultValues: { paid_on: '' } });
      return (
        <form onSubmit={form.handleSubmit(submitted)}>
          <Controller
            control={form.control}
            name="paid_on"
            render={({ field }) => (
              <DateField
                label="Дата платежа"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <button type="submit">Записать</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Дата платежа'), '06032025');
    await userEvent.click(screen.getByRole('button', { name: 'Записать' }));
    expect(submitted.mock.calls[0][0]).toEqual({ paid_on: '2025-03-06' });
  });

  it('takes a pasted ISO date', () => {
    render(<Held kind="date" />);
    fireEvent.change(screen.getByLabelText('Дата платежа'), { target: { value: '2025-03-06' } });
    expect((screen.getByLabelText('Дата платежа') as HTMLInputElement).value).toBe('06.03.2025');
    expect(formValue()).toBe('2025-03-06');
  });
});

describe('date-time field', () => {
  it('shapes a day and a time and gives the form yyyy-MM-ddTHH:mm', async () => {
    render(<Held kind="datetime" />);
    const field = screen.getByLabelText('Похороны') as HTMLInputElement;
    expect(field.placeholder).toBe('дд.мм.гггг чч:мм');
    await userEvent.type(field, '200520301000');
    expect(field.value).toBe('20.05.2030 10:00');
    expect(formValue()).toBe('2030-05-20T10:00');
  });

  it('asks for the time when only the day is typed', async () => {
    render(<Held kind="datetime" />);
    await userEvent.type(screen.getByLabelText('Похороны'), '20052030');
    await userEvent.tab();
    expect(screen.getByText(DATE_TEXT_MSG.dateTimeIncomplete)).toBeTruthy();
    expect(formValue()).toBe('20.05.2030');
  });

  it('picks a day in the calendar, then its time, and closes with «Готово»', async () => {
    render(<Held kind="datetime" initial="2026-05-12T11:30" />);
    expect((screen.getByLabelText('Похороны') as HTMLInputElement).value).toBe('12.05.2026 11:30');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = screen.getByRole('dialog', { name: 'Похороны: календарь' });
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '14 мая 2026' }));
    // the day changes, the time stays
    expect(formValue()).toBe('2026-05-14T11:30');
    const time = within(calendar).getByLabelText('Время') as HTMLInputElement;
    expect(time.value).toBe('11:30');
    await userEvent.clear(time);
    await userEvent.type(time, '1400');
    expect(formValue()).toBe('2026-05-14T14:00');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Похороны') as HTMLInputElement).value).toBe('14.05.2026 14:00');
  });

  it('gives a day picked with no time typed the default time', async () => {
    function Picked() {
      const [value, setValue] = useState('');
      return (
        <>
          <DateTimeField label="Срок" value={value} onChange={setValue} defaultTime="18:00" />
          <output aria-label="Значение формы">{value}</output>
        </>
      );
    }
    render(<Picked />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = screen.getByRole('dialog', { name: 'Срок: календарь' });
    const today = new Date();
    const name = within(calendar).getByRole('gridcell', { current: 'date' }).getAttribute('aria-label') ?? '';
    await userEvent.click(within(calendar).getByRole('gridcell', { name }));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formValue()).toBe(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}T18:00`,
    );
  });
});

describe('the calendar model', () => {
  it('lays out a month Monday first and moves months keeping the day where it can', () => {
    const weeks = monthWeeks(2026, 2);
    expect(weeks[0]).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks).toHaveLength(5);
    expect(monthWeeks(2027, 2)).toHaveLength(4);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
  });
});
