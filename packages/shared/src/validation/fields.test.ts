import { describe, expect, it } from 'vitest';
import {
  bugMessageField,
  codeField,
  emailField,
  identifierField,
  optionalNameField,
  passwordField,
  phoneField,
  requiredNameField,
} from './fields';
import { fileTooLargeMessage, MSG } from './messages';
import { formatPhone, isEmail, isPhone, normalizeEmail, normalizePhone, parseIdentifier } from './patterns';

/** The messages a field reports for a value, in order ([] when it is valid). */
function messages(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('phone pattern (SPEC §5)', () => {
  it.each([
    '+7 (900) 000-00-01',
    '8 900 000 00 01',
    '89000000001',
    '+79000000001',
    '(495) 123-45-67',
    '123-45-67',
    '1234567',
    '12345678901234',
  ])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });

  it.each([
    ['123456', 'too few digits'],
    ['123-456', 'too few digits'],
    ['123456789012345', 'too many digits'],
    ['+7 (900) 000-00-0-', 'does not end on a digit'],
    ['+7 (9000) 000-00-01', 'a 4-digit code'],
    ['7 900 abc 00 01', 'letters'],
    ['++79000000001', 'two pluses'],
    ['user@mail.ru', 'an e-mail'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isPhone(value)).toBe(false);
  });

  it('normalizePhone keeps digits and turns the trunk 8 into 7', () => {
    expect(normalizePhone('+7 (900) 000-00-01')).toBe('79000000001');
    expect(normalizePhone('8 900 000 00 01')).toBe('79000000001');
    expect(normalizePhone('8 (495) 123-45-67')).toBe('74951234567');
    expect(normalizePhone('123-45-67')).toBe('1234567');
    // only an 11-digit number starts with a trunk prefix
    expect(normalizePhone('8123456')).toBe('8123456');
  });

  it('formatPhone writes Russian numbers with the mask', () => {
    expect(formatPhone('79000000001')).toBe('+7 (900) 000-00-01');
    expect(formatPhone('380441234567')).toBe('+380441234567');
  });
});

describe('e-mail and identifiers', () => {
  it('isEmail follows the spec pattern', () => {
    expect(isEmail('a@b.ru')).toBe(true);
    expect(isEmail(' user.name+tag@mail.example.com ')).toBe(true);
    for (const bad of ['a@b', 'ab.ru', 'a b@c.ru', '@.', 'a@.']) expect(isEmail(bad), bad).toBe(false);
  });

  it('parseIdentifier: a phone if it looks like one, else a lower-cased e-mail', () => {
    expect(parseIdentifier('8 900 000 00 01')).toEqual({ kind: 'phone', value: '79000000001' });
    expect(parseIdentifier(' User@Mail.RU ')).toEqual({ kind: 'email', value: 'user@mail.ru' });
    expect(normalizeEmail(' A@B.RU')).toBe('a@b.ru');
  });
});

describe('field rules and messages', () => {
  it('e-mail', () => {
    expect(messages(emailField, 'user@mail.ru')).toEqual([]);
    expect(messages(emailField, undefined)).toEqual([MSG.required]);
    expect(messages(emailField, null)).toEqual([MSG.required]);
    expect(messages(emailField, '')[0]).toBe(MSG.required);
    expect(messages(emailField, 'ab')[0]).toBe(MSG.min3);
    expect(messages(emailField, `${'a'.repeat(45)}@mail.ru`)[0]).toBe(MSG.tooLong);
    expect(messages(emailField, 'plainaddress')).toEqual([MSG.emailFormat]);
  });

  it('phone', () => {
    expect(messages(phoneField, '+7 (900) 000-00-01')).toEqual([]);
    expect(messages(phoneField, '')[0]).toBe(MSG.required);
    expect(messages(phoneField, '12')[0]).toBe(MSG.min3);
    expect(messages(phoneField, '12345')).toEqual([MSG.phoneFormat]);
  });

  it('login identifier accepts a phone or an e-mail', () => {
    expect(messages(identifierField, '8 900 000 00 01')).toEqual([]);
    expect(messages(identifierField, 'user@mail.ru')).toEqual([]);
    expect(messages(identifierField, 'nonsense')).toEqual([MSG.emailFormat]);
  });

  it('password', () => {
    expect(messages(passwordField, 'password')).toEqual([]);
    expect(messages(passwordField, undefined)).toEqual([MSG.required]);
    expect(messages(passwordField, '')[0]).toBe(MSG.required);
    expect(messages(passwordField, '1234567')).toEqual([MSG.min8]);
    expect(messages(passwordField, 'x'.repeat(50))).toEqual([]);
    expect(messages(passwordField, 'x'.repeat(64))).toEqual([]);
    expect(messages(passwordField, 'x'.repeat(128))).toEqual([]);
    expect(messages(passwordField, 'x'.repeat(129))).toEqual([MSG.tooLong]);
  });

  it('code', () => {
    expect(messages(codeField, '01234')).toEqual([]);
    expect(messages(codeField, ' 01234 ')).toEqual([]);
    expect(messages(codeField, '')[0]).toBe(MSG.required);
    expect(messages(codeField, '12a45')).toEqual([MSG.codeNotNumber]);
    expect(messages(codeField, '1234')).toEqual([MSG.codeLength]);
    expect(messages(codeField, '123456')).toEqual([MSG.codeLength]);
    expect(messages(codeField, '1234567890123')[0]).toBe(MSG.tooLong);
    expect(MSG.codeNotNumber).toBe('Поле дложно быть числом');
    expect(MSG.codeLength).toBe('Размер поля 5 символов');
  });

  it('names', () => {
    expect(messages(optionalNameField, '')).toEqual([]);
    expect(messages(optionalNameField, 'Ёж')).toEqual([]);
    expect(messages(optionalNameField, 'John')).toEqual([]);
    expect(messages(optionalNameField, 'Я')).toEqual([MSG.nameLength]);
    expect(messages(optionalNameField, 'А'.repeat(16))).toEqual([MSG.nameLength]);
    expect(messages(optionalNameField, 'Анна-Мария')).toEqual([MSG.nameLetters]);
    expect(messages(optionalNameField, 'Ivan 2')).toEqual([MSG.nameLetters]);
    expect(messages(requiredNameField, '')[0]).toBe(MSG.required);
    expect(messages(requiredNameField, 'Иван')).toEqual([]);
    expect(MSG.nameLength).toBe('Размер поля от 2 до 15 символов');
    expect(MSG.nameLetters).toBe('Поле не должно содержать пробелы и знаки');
  });

  it('bug message', () => {
    expect(messages(bugMessageField, 'x'.repeat(20))).toEqual([]);
    expect(messages(bugMessageField, 'x'.repeat(19))).toEqual(['Размер поля не менее 20 символов']);
    expect(messages(bugMessageField, '')[0]).toBe(MSG.required);
  });

  it('the spec texts', () => {
    expect(MSG).toMatchObject({
      required: 'Поле обязательно для заполнения',
      min3: 'Размер поля не менее 3 символов',
      tooLong: 'Размер поля слишком большой',
      emailFormat: 'Неверный формат почты',
      phoneFormat: 'Неверный формат телефона',
      min8: 'Размер поля не менее 8 символов',
      imageFormat: 'Неверный формат файла.',
    });
    expect(fileTooLargeMessage(10)).toBe('Размер файла слишком большой, максимальный размер файла: 10 Мб.');
  });
});
