import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { GenericDialog } from './generic-dialog';

const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('confirm dialog', () => {
  it('asks with the spec title and answers Да / Отмена', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open text="Удалить запись?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('heading', { name: 'Подвердить действие' })).toBeTruthy();
    expect(buttons()).toEqual(['Отмена', 'Да']);
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('generic dialog', () => {
  it('shows Сохранить by default and calls onSave', async () => {
    const onSave = vi.fn();
    render(<GenericDialog open title="Роль" onClose={() => {}} onSave={onSave} />);
    expect(buttons()).toEqual(['Отмена', 'Сохранить']);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('shows only Закрыть in read-only mode', () => {
    render(
      <GenericDialog open title="Роль" readOnly onClose={() => {}} onSave={() => {}} onDelete={() => {}} />,
    );
    expect(buttons()).toEqual(['Закрыть']);
  });

  it('shows no buttons in hidden-button mode', () => {
    render(<GenericDialog open title="Роль" hideButtons onClose={() => {}} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers Удалить, or Восстановить for a deleted record', () => {
    const { rerender } = render(
      <GenericDialog open title="Роль" saveText="Готово" onClose={() => {}} onDelete={() => {}} />,
    );
    expect(buttons()).toEqual(['Удалить', 'Отмена', 'Готово']);
    rerender(<GenericDialog open title="Роль" onClose={() => {}} onDelete={() => {}} deleted />);
    expect(buttons()).toEqual(['Восстановить', 'Отмена', 'Сохранить']);
  });
});
