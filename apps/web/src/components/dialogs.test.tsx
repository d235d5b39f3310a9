import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('on a phone', () => {
  /** a window `width` px wide, as MUI's useMediaQuery asks it */
  function viewport(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      };
    });
  }
  afterEach(() => vi.unstubAllGlobals());
  const paper = () => screen.getByRole('dialog');

  it('the generic dialog fills the screen below 600 px, not from 600 px', () => {
    viewport(390);
    const { unmount } = render(<GenericDialog open title="Роль" onClose={() => {}} onSave={() => {}} />);
    expect(paper().className).toContain('MuiDialog-paperFullScreen');
    unmount();
    viewport(600);
    render(<GenericDialog open title="Роль" onClose={() => {}} onSave={() => {}} />);
    expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
  });

  it('the confirm dialog stays small', () => {
    viewport(390);
    render(<ConfirmDialog open text="Удалить запись?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
    expect(paper().className).toContain('MuiDialog-paperWidthXs');
  });
});
