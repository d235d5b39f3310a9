import { describe, expect, it } from 'vitest';
import { accountDisplayName, NO_NAME } from './account-name';

describe('accountDisplayName', () => {
  it('is «Имя Фамилия», else the e-mail, else the phone', () => {
    expect(accountDisplayName({ firstName: 'Анна', lastName: 'Смирнова', email: 'a@b.ru' })).toBe(
      'Анна Смирнова',
    );
    expect(accountDisplayName({ firstName: 'Анна', lastName: '' })).toBe('Анна');
    expect(accountDisplayName({ lastName: 'Смирнова' })).toBe('Смирнова');
    expect(
      accountDisplayName({ firstName: ' ', lastName: null, email: 'a@b.ru', phone: '79001234567' }),
    ).toBe('a@b.ru');
    expect(accountDisplayName({ phone: '79001234567' })).toBe('+7 (900) 123-45-67');
    expect(accountDisplayName({})).toBe(NO_NAME);
  });
});
