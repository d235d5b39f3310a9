import { describe, expect, it } from 'vitest';
import { deathBeforeBirth, PERSON_MSG, personCreateSchema, personFullName } from './persons';

describe('person fields', () => {
  it('accepts Russian names with hyphens and partial dates', () => {
    const parsed = personCreateSchema.parse({
      last_name: 'Римский-Корсаков',
      first_name: 'Николай',
      date_birth: '1844',
      date_death: '1908-06',
    });
    expect(parsed.last_name).toBe('Римский-Корсаков');
  });

  it('refuses digits in names, impossible or future dates and a death before the birth', () => {
    const result = personCreateSchema.safeParse({
      first_name: 'Ив4н',
      date_birth: '1950-02-30',
      date_death: '2999',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(messages).toEqual({
      first_name: PERSON_MSG.nameLetters,
      date_birth: PERSON_MSG.dateFormat,
      date_death: PERSON_MSG.dateFuture,
    });
    const order = personCreateSchema.safeParse({
      first_name: 'Иван',
      date_birth: '1950',
      date_death: '1949-12',
    });
    expect(order.error?.issues[0]?.message).toBe(PERSON_MSG.deathBeforeBirth);
  });

  it('compares partial dates by their whole periods', () => {
    expect(deathBeforeBirth('1950-03', '1950')).toBe(false);
    expect(deathBeforeBirth('1950-03-12', '1950-03-11')).toBe(true);
    expect(deathBeforeBirth(null, '1950')).toBe(false);
  });

  it('requires a first name and joins the full name without double spaces', () => {
    expect(personCreateSchema.safeParse({ first_name: '' }).error?.issues[0]?.message).toBe(
      PERSON_MSG.firstNameRequired,
    );
    expect(personFullName({ last_name: 'Иванов', first_name: 'Иван', patronymic: '' })).toBe('Иванов Иван');
  });
});
