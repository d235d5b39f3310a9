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
      date_birth: PERSON_MSG.dateImpossible,
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

describe('a family history’s person fields', () => {
  it('accept letters of any alphabet, refuse signs and digits', () => {
    for (const name of [
      'Łukasz',
      'Müller-Ørsted',
      'Іванівна',
      "Д'Артаньян",
      'Анна Мария',
      '王小明',
      'Mu\u0308ller',
    ])
      expect(personCreateSchema.safeParse({ first_name: name }).success, name).toBe(true);
    expect(personCreateSchema.parse({ first_name: 'Mu\u0308ller' }).first_name).toBe('Müller');
    for (const name of ['J. R. R.', 'Иван2', '-Анна', 'Анна--Мария'])
      expect(personCreateSchema.safeParse({ first_name: name }).error?.issues[0]?.message, name).toBe(
        PERSON_MSG.nameLetters,
      );
  });

  it('check a date with its qualifier and range, and the death against the birth’s range', () => {
    const issues = (fields: object) =>
      Object.fromEntries(
        personCreateSchema
          .safeParse({ first_name: 'Иван', ...fields })
          .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
      );
    expect(issues({ date_birth: '1900', date_birth_qualifier: 'about' })).toEqual({});
    expect(issues({ date_birth_qualifier: 'before' })).toEqual({ date_birth: PERSON_MSG.dateValueRequired });
    expect(issues({ date_death: '1900', date_death_qualifier: 'between' })).toEqual({
      date_death_to: PERSON_MSG.dateToRequired,
    });
    expect(issues({ date_birth_qualifier: 'phrase' })).toEqual({
      date_birth_phrase: PERSON_MSG.phraseRequired,
    });
    expect(issues({ date_birth: '1900', date_birth_qualifier: 'before', date_death: '1890' })).toEqual({});
    expect(issues({ date_birth: '1900', date_birth_qualifier: 'about', date_death: '1897' })).toEqual({
      date_death: PERSON_MSG.deathBeforeBirth,
    });
    expect(issues({ date_birth_to: '2999' })).toEqual({ date_birth_to: PERSON_MSG.dateFuture });
    expect(issues({ other_names: '[{"kind":"maiden","surname":"Кузнецова"}]' })).toEqual({});
    expect(issues({ other_names: [{ kind: 'maiden' }] })).toEqual({
      'other_names.0.given': PERSON_MSG.otherNameEmpty,
    });
  });
});
