import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OutlinedField } from './outlined-field';

function Field({ onFocus }: { onFocus?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <OutlinedField
      id="what"
      label="Что ищете"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onFocus={onFocus}
      placeholder="Компания, товар или услуга"
    />
  );
}

describe('OutlinedField', () => {
  it('is found by its label; the label moves to the outline on focus and stays while it holds text', async () => {
    const focused = vi.fn();
    render(<Field onFocus={focused} />);
    const input = screen.getByLabelText('Что ищете');
    expect(input.dataset.shrink).toBe('false');
    await userEvent.click(input);
    expect(focused).toHaveBeenCalledOnce();
    expect(input.dataset.shrink).toBe('true');
    await userEvent.type(input, 'венок');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('венок');
    expect(input.dataset.shrink).toBe('true');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input.dataset.shrink).toBe('false');
  });
});
