import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Monogram } from './monogram';

describe('a monogram', () => {
  it('shows the picture, and the initials once it fails to load', () => {
    render(<Monogram src="/media/logo.png" alt="Логотип «Ритуал-Сервис»" text="Р" />);
    const picture = screen.getByRole('img', { name: 'Логотип «Ритуал-Сервис»' });
    expect(picture.getAttribute('src')).toBe('/media/logo.png');
    expect(screen.queryByText('Р')).toBeNull();
    fireEvent.error(picture);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Р')).toBeTruthy();
  });

  it('shows the initials where there is no picture', () => {
    render(<Monogram src={null} alt="" text="АП" rounded />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('АП')).toBeTruthy();
  });
});
