import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exactDate, type QualifiedDate } from '@sp/shared/format/partial-date';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors';
import type { FamilySnapshot, SnapshotPerson } from './family-snapshot';
import { formatGedcomDate, parseGedcomDate } from './gedcom-dates';
import {
  cleanPersonName,
  familiesOf,
  gedzipPath,
  readGedcom,
  splitGiven,
  writeGedcom,
} from './gedcom-family';
import { childValue, formatGedcom, GedcomSyntaxError, gx, parseGedcom } from './gedcom-lines';

describe('GEDCOM lines', () => {
  it('reads a BOM, CRLF and CR line ends, CONT and CONC, escaped @ and unknown tags', () => {
    const text =
      '\ufeff0 HEAD\r\n1 GEDC\r\n2 VERS 7.0\r\n0 @I1@ INDI\r\n1 NOTE Первая строка\r\n2 CONT вторая\r2 CONC  строка\n' +
      '2 CONT\n1 _UID 1234\n2 _X вложенный\n1 NAME @@mail /Иванов/\n0 TRLR\n';
    const records = parseGedcom(text);
    expect(records.map((record) => record.tag)).toEqual(['HEAD', 'INDI', 'TRLR']);
    const person = records[1];
    expect(person.xref).toBe('@I1@');
    expect(childValue(person, 'NOTE')).toBe('Первая строка\nвторая строка');
    expect(person.children.find((item) => item.tag === 'NOTE')?.value).toBe('Первая строка\nвторая строка\n');
    expect(person.children.find((item) => item.tag === '_UID')?.children[0]).toMatchObject({
      tag: '_X',
      value: 'вложенный',
    });
    expect(childValue(person, 'NAME')).toBe('@mail /Иванов/');
  });

  it('names the line of a broken structure', () => {
    expect(() => parseGedcom('0 HEAD\n2 VERS 7.0\n')).toThrow(GedcomSyntaxError);
    try {
      parseGedcom('0 HEAD\n1 GEDC\nэто не строка GEDCOM\n');
    } catch (error) {
      expect(error).toBeInstanceOf(GedcomSyntaxError);
      expect((error as GedcomSyntaxError).line).toBe(3);
    }
    expect(() => parseGedcom('0 CONT оборванное\n')).toThrow(GedcomSyntaxError);
  });

  it('writes multi-line values as CONT lines and escapes a leading @', () => {
    const text = formatGedcom([
      {
        xref: '@I1@',
        tag: 'INDI',
        children: [gx('NOTE', 'раз\n\nдва'), gx('NAME', '@ник'), gx('FAMS', '@F1@')],
      },
    ]);
    expect(text).toBe('\ufeff0 @I1@ INDI\n1 NOTE раз\n2 CONT\n2 CONT два\n1 NAME @@ник\n1 FAMS @F1@\n');
    const [record] = parseGedcom(text);
    expect(childValue(record, 'NOTE')).toBe('раз\n\nдва');
    expect(childValue(record, 'NAME')).toBe('@ник');
    expect(childValue(record, 'FAMS')).toBe('@F1@');
  });
});

const date = (
  value: string | null,
  qualifier: QualifiedDate['qualifier'] = 'exact',
  extra: Partial<QualifiedDate> = {},
): QualifiedDate => ({ ...exactDate(value), qualifier, ...extra });

describe('GEDCOM dates', () => {
  // [payload, what is kept, what is written back (the payload itself when undefined)]
  it.each([
    ['1950', date('1950')],
    ['MAR 1950', date('1950-03')],
    ['12 MAR 1950', date('1950-03-12')],
    ['12 mar 1950', date('1950-03-12'), '12 MAR 1950'],
    ['GREGORIAN 1 JAN 1901', date('1901-01-01'), '1 JAN 1901'],
    ['ABT 1900', date('1900', 'about')],
    ['CAL MAR 1950', date('1950-03', 'calculated')],
    ['EST 1890', date('1890', 'estimated')],
    ['BEF 12 MAR 1950', date('1950-03-12', 'before')],
    ['AFT 1941', date('1941', 'after')],
    ['BET 1890 AND 1900', date('1890', 'between', { value_to: '1900' })],
    ['BET MAR 1890 AND 5 JUN 1900', date('1890-03', 'between', { value_to: '1900-06-05' })],
    ['FROM 1941 TO 1945', date('1941', 'from_to', { value_to: '1945' })],
    ['FROM 1941', date('1941', 'from_to')],
    ['TO 1945', date('1945', 'to')],
    ['JULIAN 12 MAR 1850', date('1850-03-12', 'exact', { calendar: 'julian' })],
    ['@#DJULIAN@ 1850', date('1850', 'exact', { calendar: 'julian' }), 'JULIAN 1850'],
    ['ABT JULIAN 1700', date('1700', 'about', { calendar: 'julian' })],
    ['BET JULIAN 1700 AND JULIAN 1710', date('1700', 'between', { value_to: '1710', calendar: 'julian' })],
  ] as const)('%s is kept and written back', (payload, kept, written?: string) => {
    expect(parseGedcomDate(payload)).toEqual({ date: kept, issue: null });
    expect(formatGedcomDate(kept)).toEqual({ payload: written ?? payload, phrase: '' });
  });

  it('keeps a PHRASE beside the date, or alone', () => {
    expect(parseGedcomDate('1942', 'в блокаду')).toEqual({
      date: date('1942', 'exact', { phrase: 'в блокаду' }),
      issue: null,
    });
    expect(formatGedcomDate(date('1942', 'exact', { phrase: 'в блокаду' }))).toEqual({
      payload: '1942',
      phrase: 'в блокаду',
    });
    const words = date(null, 'phrase', { phrase: 'зимой перед войной' });
    expect(parseGedcomDate('', 'зимой перед войной')).toEqual({ date: words, issue: null });
    expect(formatGedcomDate(words)).toEqual({ payload: '', phrase: 'зимой перед войной' });
    expect(parseGedcomDate('ABT 1900', 'около 1900 года')?.date).toEqual(
      date('1900', 'about', { phrase: 'около 1900 года' }),
    );
    // GEDCOM 5.5.1: INT with its words in brackets
    expect(parseGedcomDate('INT 1950 (перед войной)')).toEqual({
      date: date('1950', 'exact', { phrase: 'перед войной' }),
      issue: null,
    });
    expect(parseGedcomDate('(в детстве)')?.date).toEqual(date(null, 'phrase', { phrase: 'в детстве' }));
    expect(parseGedcomDate('  ')).toBeNull();
  });

  it('keeps dual years as the later year with the dual year as words', () => {
    expect(parseGedcomDate('1750/51')).toEqual({
      date: date('1751', 'exact', { phrase: '1750/51' }),
      issue: 'dual',
    });
    expect(parseGedcomDate('11 FEB 1750/51')).toEqual({
      date: date('1751-02-11', 'exact', { phrase: '11.02.1750/51' }),
      issue: 'dual',
    });
    expect(parseGedcomDate('1799/00')?.date.value).toBe('1800');
    expect(parseGedcomDate('ABT 1699/1700')?.date).toEqual(date('1700', 'about', { phrase: '1699/1700' }));
    expect(formatGedcomDate(date('1751-02-11', 'exact', { phrase: '11.02.1750/51' }))).toEqual({
      payload: '11 FEB 1751',
      phrase: '11.02.1750/51',
    });
  });

  it('keeps a day that does not exist coarser, with the words of the source', () => {
    expect(parseGedcomDate('31 FEB 1950')).toEqual({
      date: date('1950-02', 'exact', { phrase: '31.02.1950' }),
      issue: 'impossible',
    });
    // 29 February 1900 exists in the Julian calendar: kept to the month, the day in words, no warning
    expect(parseGedcomDate('JULIAN 29 FEB 1900')).toEqual({
      date: date('1900-02', 'exact', { calendar: 'julian', phrase: '29.02.1900' }),
      issue: null,
    });
  });

  it.each([
    ['950', '950'],
    ['ABT 950', 'около 950'],
    ['44 BCE', '44 до н. э.'],
    ['HEBREW 5710', '5710 (по еврейскому календарю)'],
    ['BET 1900 AND HEBREW 5710', 'между 1900 и 5710 (по еврейскому календарю)'],
    ['весной', 'весной'],
    ['BET 1900', 'BET 1900'],
  ] as const)('keeps %s only as words', (payload, words) => {
    expect(parseGedcomDate(payload)).toEqual({
      date: date(null, 'phrase', { phrase: words }),
      issue: 'words',
    });
  });

  it('keeps the PHRASE of a date it cannot hold', () => {
    expect(parseGedcomDate('HEBREW 5710', '1950 год')).toEqual({
      date: date(null, 'phrase', { phrase: '1950 год' }),
      issue: 'words',
    });
  });
});

describe('GEDCOM names and paths', () => {
  it('keeps every letter of every alphabet, and only the signs names have', () => {
    expect(cleanPersonName('Марія')).toBe('Марія');
    expect(cleanPersonName('Іванівна')).toBe('Іванівна');
    expect(cleanPersonName('Łukasz')).toBe('Łukasz');
    expect(cleanPersonName('Müller-Ørsted')).toBe('Müller-Ørsted');
    expect(cleanPersonName('Mu\u0308ller')).toBe('Müller');
    expect(cleanPersonName("Д'Артаньян")).toBe("Д'Артаньян");
    expect(cleanPersonName('王小明')).toBe('王小明');
    expect(cleanPersonName('J. R. R.')).toBe('J R R');
    expect(cleanPersonName('  Анна  (Аня) ')).toBe('Анна Аня');
    expect(cleanPersonName('Ёлкин')).toBe('Ёлкин');
  });

  it('splits the patronymic off the given names', () => {
    expect(splitGiven('Иван Петрович', '')).toEqual({ first: 'Иван', patronymic: 'Петрович' });
    expect(splitGiven('Анна Ильинична', '')).toEqual({ first: 'Анна', patronymic: 'Ильинична' });
    expect(splitGiven('Анна Мария', '')).toEqual({ first: 'Анна Мария', patronymic: '' });
    expect(splitGiven('Мухаммед Али', 'Али')).toEqual({ first: 'Мухаммед', patronymic: 'Али' });
    expect(splitGiven('Иван', '')).toEqual({ first: 'Иван', patronymic: '' });
  });

  it('keeps FILE references inside the GEDZIP', () => {
    expect(gedzipPath('media/1.webp')).toBe('media/1.webp');
    expect(gedzipPath('./photos/%D0%B4%D0%B5%D0%B4.jpg')).toBe('photos/дед.jpg');
    expect(gedzipPath('photos\\old.jpg')).toBe('photos/old.jpg');
    expect(gedzipPath('../etc/passwd')).toBeNull();
    expect(gedzipPath('/etc/passwd')).toBeNull();
    expect(gedzipPath('https://example.ru/a.jpg')).toBeNull();
    expect(gedzipPath('file:///C:/a.jpg')).toBeNull();
  });
});

const person = (id: number, extra: Partial<SnapshotPerson> = {}): SnapshotPerson => ({
  id,
  last_name: '',
  first_name: `Имя`,
  patronymic: '',
  name_prefix: '',
  name_suffix: '',
  nickname: '',
  other_names: [],
  gender: null,
  date_birth: null,
  date_birth_qualifier: 'exact',
  date_birth_to: null,
  date_birth_calendar: 'gregorian',
  date_birth_phrase: '',
  date_death: null,
  date_death_qualifier: 'exact',
  date_death_to: null,
  date_death_calendar: 'gregorian',
  date_death_phrase: '',
  facts: [],
  birth_place: '',
  city: '',
  burial_city: '',
  burial_place: '',
  note: '',
  avatar: null,
  ...extra,
});

describe('GEDCOM families', () => {
  const nodes = [1, 2, 3, 4, 5, 6].map((id) => ({ id, person: id }));

  it('puts every parent link in one family and marks unmarried co-parents', () => {
    const families = familiesOf({
      nodes,
      links: [
        { kind: 'spouse', from: 1, to: 2 },
        { kind: 'spouse', from: 1, to: 5 },
        { kind: 'parent', from: 1, to: 3 },
        { kind: 'parent', from: 2, to: 3 },
        { kind: 'parent', from: 1, to: 4 },
        { kind: 'parent', from: 6, to: 4 },
        { kind: 'parent', from: 5, to: 6 },
      ],
    });
    expect(families).toEqual([
      { partners: [1, 2], married: true, children: [3] },
      { partners: [1, 5], married: true, children: [] },
      { partners: [1, 6], married: false, children: [4] },
      { partners: [5], married: false, children: [6] },
    ]);
  });

  it('round-trips persons, names, qualified dates, other claims, couples and relations', () => {
    const snapshot: FamilySnapshot = {
      persons: [
        person(1, {
          last_name: 'Иванов',
          first_name: 'Пётр',
          patronymic: 'Сергеевич',
          nickname: 'Петя',
          gender: 'male',
          date_birth: '1920',
          date_birth_qualifier: 'about',
          date_death: '1990-03-12',
          birth_place: 'Тверь',
          city: 'Москва',
          burial_city: 'Тверь',
          burial_place: 'Дмитрово-Черкасское кладбище, участок 5',
          note: 'Ветеран.\nЛюбил рыбалку.',
          facts: [
            {
              kind: 'birth',
              date: date('1919', 'estimated'),
              place: 'Торжок',
              source: 'Военный билет',
            },
            { kind: 'death', date: date('1990-03-11'), place: '', source: 'Свидетельство о смерти' },
          ],
        }),
        person(2, {
          last_name: 'Иванова',
          first_name: 'Анна',
          patronymic: 'Ильинична',
          gender: 'female',
          date_birth: '1925-05',
          date_birth_qualifier: 'between',
          date_birth_to: '1925-08',
          date_death: '2001',
          date_death_qualifier: 'after',
          other_names: [
            {
              kind: 'maiden',
              prefix: '',
              given: 'Анна Ильинична',
              surname: 'Кузнецова',
              suffix: '',
              nickname: '',
            },
          ],
        }),
        person(3, {
          last_name: 'Иванов',
          first_name: 'Иван',
          patronymic: 'Кузьма',
          gender: 'x',
          date_birth: '1850-03-12',
          date_birth_calendar: 'julian',
          date_death: null,
          date_death_qualifier: 'phrase',
          date_death_phrase: 'в войну',
        }),
        person(4, {
          first_name: 'Анна Мария',
          gender: 'unknown',
          name_prefix: 'Dr.',
          name_suffix: 'III',
          date_birth: '1751-02-11',
          date_birth_phrase: '11.02.1750/51',
          date_death: '1800',
          date_death_qualifier: 'from_to',
          date_death_to: '1801',
        }),
        person(5, {
          last_name: 'Müller-Ørsted',
          first_name: 'Łukasz',
          date_birth: '1890',
          date_birth_qualifier: 'before',
          date_death: '1950',
          date_death_qualifier: 'to',
        }),
      ],
      nodes: [1, 2, 3, 4, 5].map((id) => ({ id, person: id })),
      links: [
        {
          kind: 'spouse',
          from: 1,
          to: 2,
          marriage: { date: date('1945', 'about'), place: 'Тверь' },
          divorce: { date: date('1950-06-01'), place: '' },
        },
        { kind: 'spouse', from: 1, to: 5, marriage: { date: null, place: 'Москва' } },
        { kind: 'parent', from: 1, to: 3 },
        { kind: 'parent', from: 2, to: 3 },
        { kind: 'parent', from: 3, to: 4 },
      ],
      pages: [],
      media: [],
      mediaKeys: new Map(),
    };
    const text = writeGedcom(
      snapshot,
      { exportedAt: new Date('2026-11-22T10:00:00Z'), appVersion: '2.5.1' },
      () => null,
    );
    expect(text).toContain(
      '0 HEAD\n1 GEDC\n2 VERS 7.0\n1 SCHMA\n2 TAG _PATR https://svetlaya-pamyat.ru/gedcom/v7/_PATR\n',
    );
    expect(text).toContain(
      '1 NAME Пётр Сергеевич /Иванов/\n2 GIVN Пётр Сергеевич\n2 NICK Петя\n2 SURN Иванов\n2 _PATR Сергеевич',
    );
    expect(text).toContain(
      '1 BIRT\n2 DATE ABT 1920\n2 PLAC Тверь\n1 BIRT\n2 DATE EST 1919\n2 PLAC Торжок\n2 SOUR @S1@\n' +
        '1 DEAT\n2 DATE 12 MAR 1990\n1 DEAT\n2 DATE 11 MAR 1990\n2 SOUR @S2@\n',
    );
    expect(text).toContain('1 BURI\n2 PLAC Тверь\n2 ADDR Дмитрово-Черкасское кладбище, участок 5\n');
    expect(text).toContain(
      '1 NAME Анна Ильинична /Кузнецова/\n2 TYPE MAIDEN\n2 GIVN Анна Ильинична\n2 SURN Кузнецова\n1 SEX F\n' +
        '1 BIRT\n2 DATE BET MAY 1925 AND AUG 1925\n1 DEAT\n2 DATE AFT 2001\n',
    );
    expect(text).toContain('1 SEX X\n1 BIRT\n2 DATE JULIAN 12 MAR 1850\n1 DEAT\n2 DATE\n3 PHRASE в войну\n');
    expect(text).toContain(
      '1 NAME Dr. Анна Мария III\n2 NPFX Dr.\n2 GIVN Анна Мария\n2 NSFX III\n1 SEX U\n' +
        '1 BIRT\n2 DATE 11 FEB 1751\n3 PHRASE 11.02.1750/51\n1 DEAT\n2 DATE FROM 1800 TO 1801\n',
    );
    expect(text).toContain('1 BIRT\n2 DATE BEF 1890\n1 DEAT\n2 DATE TO 1950\n');
    expect(text).toMatch(
      /1 HUSB @I1@\n1 WIFE @I2@\n1 MARR\n2 DATE ABT 1945\n2 PLAC Тверь\n1 DIV\n2 DATE 1 JUN 1950\n1 CHIL @I3@\n/,
    );
    expect(text).toContain('1 MARR\n2 PLAC Москва\n');
    expect(text).toContain('0 @S1@ SOUR\n1 TITL Военный билет\n0 @S2@ SOUR\n1 TITL Свидетельство о смерти\n');
    const imported = readGedcom(text);
    expect(imported.warnings).toEqual([]);
    expect(imported.persons.map(({ photos: _photos, ...rest }) => rest)).toEqual(snapshot.persons);
    const order = (links: FamilySnapshot['links']) =>
      [...links].sort((a, b) => `${a.kind}${a.from}${a.to}`.localeCompare(`${b.kind}${b.from}${b.to}`));
    expect(order(imported.links)).toEqual(order(snapshot.links));
  });
});

describe('a GEDCOM 7 file from another program', () => {
  const sample = [
    '\ufeff0 HEAD',
    '1 GEDC',
    '2 VERS 7.0',
    '1 SOUR GENEALOGY_PROGRAM',
    '2 NAME Другая программа',
    '1 SCHMA',
    '2 TAG _UID http://example.com/uid',
    '0 @U1@ SUBM',
    '1 NAME Составитель',
    '0 @I1@ INDI',
    '1 NAME Степан /Кузнецов/',
    '1 SEX M',
    '1 BIRT',
    '2 DATE ABT 1870',
    '2 PLAC Старица, Тверская губерния, Россия',
    '1 DEAT',
    '2 DATE BET 1930 AND 1935',
    '1 _UID 0A1B2C',
    '1 FAMS @F1@',
    '0 @I2@ INDI',
    '1 NAME Марія Ивановна /Кузнецова/',
    '2 GIVN Марія Ивановна',
    '2 SURN Кузнецова',
    '1 SEX F',
    '1 BIRT',
    '2 DATE JULIAN 3 OCT 1875',
    '1 DEAT Y',
    '1 NOTE Родом из Киева.',
    '2 CONT Пела в церковном хоре.',
    '1 FAMS @F1@',
    '0 @I3@ INDI',
    '1 NAME Николай Степанович /Кузнецов/',
    '1 SEX M',
    '1 BIRT',
    '2 DATE 19 DEC 1900',
    '1 DEAT',
    '2 DATE BEF 1943',
    '2 CAUS погиб на фронте',
    '1 BURI',
    '2 PLAC Ржев',
    '1 SNOTE @N1@',
    '1 FAMC @F1@',
    '0 @I4@ INDI',
    '1 NAME /Кузнецова/',
    '1 SEX F',
    '1 BIRT',
    '2 DATE FROM 1905 TO 1906',
    '1 FAMC @F1@',
    '0 @F1@ FAM',
    '1 HUSB @I1@',
    '1 WIFE @I2@',
    '1 MARR',
    '2 DATE 1899',
    '1 CHIL @I3@',
    '1 CHIL @I4@',
    '0 @N1@ SNOTE Письма с фронта хранятся у внуков.',
    '0 @S1@ SOUR',
    '1 TITL Метрическая книга',
    '0 TRLR',
    '',
  ].join('\r\n');

  it('imports qualified dates, relations, marriages and notes; tags it does not know are ignored', () => {
    const result = readGedcom(sample);
    const byName = Object.fromEntries(
      result.persons.map((item) => [`${item.first_name} ${item.patronymic}`.trim(), item]),
    );
    expect(Object.keys(byName)).toEqual(['Степан', 'Марія Ивановна', 'Николай Степанович', 'Неизвестно']);
    expect(byName.Степан).toMatchObject({
      last_name: 'Кузнецов',
      gender: 'male',
      date_birth: '1870',
      date_birth_qualifier: 'about',
      date_death: '1930',
      date_death_qualifier: 'between',
      date_death_to: '1935',
      birth_place: 'Старица, Тверская губерния, Россия',
      note: '',
    });
    expect(byName['Марія Ивановна']).toMatchObject({
      last_name: 'Кузнецова',
      gender: 'female',
      date_birth: '1875-10-03',
      date_birth_calendar: 'julian',
      date_death: null,
      note: 'Умер(ла), дата смерти неизвестна\nРодом из Киева.\nПела в церковном хоре.',
    });
    expect(byName['Николай Степанович']).toMatchObject({
      date_birth: '1900-12-19',
      date_death: '1943',
      date_death_qualifier: 'before',
      burial_city: 'Ржев',
      note: 'Письма с фронта хранятся у внуков.',
    });
    expect(byName.Неизвестно).toMatchObject({
      last_name: 'Кузнецова',
      date_birth: '1905',
      date_birth_qualifier: 'from_to',
      date_birth_to: '1906',
    });
    expect(result.links).toEqual([
      { kind: 'spouse', from: 1, to: 2, marriage: { date: date('1899'), place: '' } },
      { kind: 'parent', from: 1, to: 3 },
      { kind: 'parent', from: 1, to: 4 },
      { kind: 'parent', from: 2, to: 3 },
      { kind: 'parent', from: 2, to: 4 },
    ]);
    expect(result.warnings).toEqual([
      'У 1 персоны отмечена смерть без даты: без даты смерти персона считается живой и видна только вам.',
      'У 1 персоны не было имени: записано «Неизвестно».',
    ]);
  });

  it('refuses a file that is not GEDCOM or has no persons', () => {
    const refusal = (text: string) => {
      try {
        readGedcom(text);
      } catch (error) {
        return error instanceof ApiError ? (error.body as { detail: string }).detail : String(error);
      }
      return 'accepted';
    };
    expect(refusal('0 INDI\n0 TRLR\n')).toBe(
      'Файл не похож на GEDCOM: он должен начинаться с записи «0 HEAD».',
    );
    expect(refusal('0 HEAD\n0 TRLR\n')).toBe('В файле GEDCOM нет ни одной персоны (записей INDI).');
    expect(refusal('0 HEAD\n1 GEDC\n3 VERS 7.0\n')).toBe(
      'Файл GEDCOM повреждён: строка 3: уровень пропущен.',
    );
  });
});

/** A test file of gedcom-samples/ (our own, on the ground of the official GEDCOM 7 test files). */
const sampleFile = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'gedcom-samples', name), 'utf8');
const withoutPhotos = (result: ReturnType<typeof readGedcom>) =>
  result.persons.map(({ photos: _photos, ...rest }) => rest);

describe('GEDCOM test files', () => {
  it('maximal-person.ged: every name part, other names, every letter, escapes', () => {
    const result = readGedcom(sampleFile('maximal-person.ged'));
    const [lukasz, oksana, maryana] = withoutPhotos(result);
    expect(lukasz).toMatchObject({
      last_name: 'Müller-Ørsted',
      first_name: 'Łukasz',
      patronymic: '',
      name_prefix: 'Dr.',
      name_suffix: 'Jr.',
      nickname: 'Luk',
      gender: 'male',
      date_birth: '1921-05-03',
      date_death: '1990',
      date_death_qualifier: 'about',
      birth_place: 'Kraków, Polska',
      note: '',
      other_names: [
        { kind: 'aka', prefix: '', given: 'Łukasz', surname: 'Kowalski', suffix: '', nickname: '' },
        { kind: 'professional', prefix: '', given: '', surname: 'van der Berg', suffix: '', nickname: '' },
      ],
    });
    expect(oksana).toMatchObject({
      last_name: 'Петренко',
      first_name: 'Оксана',
      patronymic: 'Іванівна',
      gender: 'female',
      other_names: [
        { kind: 'maiden', given: 'Оксана', surname: 'Шевченко' },
        { kind: 'aka', given: 'Ксюша', surname: '', nickname: 'Ксюша' },
      ],
      note: '@Ксюша — так её звали дома.\n@ и со второй строки.',
    });
    expect(maryana).toMatchObject({ first_name: "Мар'яна", last_name: "Д'Артаньян" });
    expect(result.warnings).toEqual([]);
  });

  it('remarriage.ged: a second marriage, dates of marriage and divorce, the first of two records kept', () => {
    const result = readGedcom(sampleFile('remarriage.ged'));
    expect(result.links).toEqual([
      {
        kind: 'spouse',
        from: 1,
        to: 2,
        marriage: { date: date('1940-06-12'), place: 'Тверь' },
        divorce: { date: date('1946', 'before'), place: '' },
      },
      { kind: 'parent', from: 2, to: 4 },
      { kind: 'parent', from: 1, to: 4 },
      { kind: 'spouse', from: 1, to: 3, marriage: { date: date('1947', 'about'), place: '' } },
      { kind: 'parent', from: 3, to: 5 },
      { kind: 'parent', from: 1, to: 5 },
    ]);
    expect(result.warnings).toEqual([
      'Повторные записи о браке или разводе в 1 семье не перенесены: сохранены первые.',
    ]);
  });

  it('same-sex-marriage.ged: two wives are a couple with their marriage and child', () => {
    const result = readGedcom(sampleFile('same-sex-marriage.ged'));
    expect(withoutPhotos(result).map((item) => [item.first_name, item.gender])).toEqual([
      ['Anna', 'female'],
      ['Maria', 'female'],
      ['Erik', 'male'],
    ]);
    expect(result.links).toEqual([
      {
        kind: 'spouse',
        from: 1,
        to: 2,
        marriage: { date: date('2009-05-01'), place: 'Stockholm, Sverige' },
      },
      { kind: 'parent', from: 1, to: 3 },
      { kind: 'parent', from: 2, to: 3 },
    ]);
    // and back out: both women in one FAM with the marriage
    const snapshot: FamilySnapshot = {
      persons: withoutPhotos(result),
      nodes: result.persons.map((item) => ({ id: item.id, person: item.id })),
      links: result.links,
      pages: [],
      media: [],
      mediaKeys: new Map(),
    };
    const text = writeGedcom(snapshot, { exportedAt: new Date(), appVersion: '2.5.1' }, () => null);
    expect(text).toContain(
      '0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 MARR\n2 DATE 1 MAY 2009\n2 PLAC Stockholm, Sverige\n1 CHIL @I3@\n',
    );
  });

  it('escapes.ged: a leading @@ is one @, in notes, their CONT lines and places', () => {
    const result = readGedcom(sampleFile('escapes.ged'));
    const [ivan] = withoutPhotos(result);
    expect(ivan.note).toBe(
      '@home — так он подписывал письма\n@ и эта строка начинается с собаки\nв середине @ не экранируется',
    );
    expect(ivan.birth_place).toBe('@Старица');
    const text = writeGedcom(
      { persons: [ivan], nodes: [], links: [], pages: [], media: [], mediaKeys: new Map() },
      { exportedAt: new Date(), appVersion: '2.5.1' },
      () => null,
    );
    expect(text).toContain(
      '1 BIRT\n2 DATE 1900\n2 PLAC @@Старица\n1 NOTE @@home — так он подписывал письма\n' +
        '2 CONT @@ и эта строка начинается с собаки\n2 CONT в середине @ не экранируется\n',
    );
  });

  it('alternative-events.ged: the first birth and death are the person’s, the others facts with their sources', () => {
    const result = readGedcom(sampleFile('alternative-events.ged'));
    const [stepan] = withoutPhotos(result);
    expect(stepan).toMatchObject({
      date_birth: '1870',
      birth_place: 'Старица',
      date_death: '1931-03-12',
      facts: [
        {
          kind: 'birth',
          date: date('1868', 'about'),
          place: 'Торжок',
          source: 'Ревизская сказка 1897, с. 4; Метрическая книга Старицкого собора',
        },
        { kind: 'birth', date: date('1869', 'between', { value_to: '1871' }), place: '', source: '' },
        { kind: 'death', date: date('1932'), place: 'Тверь', source: 'рассказ внучки' },
      ],
    });
    expect(result.warnings).toEqual([
      'Источники (SOUR) основных дат рождения и смерти у 1 персоны не перенесены: сохраняются только источники других записей о рождении и смерти.',
    ]);
  });

  it('sex-x-u.ged: X and U are kept, an unstated sex stays empty', () => {
    const result = readGedcom(sampleFile('sex-x-u.ged'));
    expect(withoutPhotos(result).map((item) => item.gender)).toEqual(['x', 'unknown', null]);
    const text = writeGedcom(
      {
        persons: withoutPhotos(result),
        nodes: [],
        links: [],
        pages: [],
        media: [],
        mediaKeys: new Map(),
      },
      { exportedAt: new Date(), appVersion: '2.5.1' },
      () => null,
    );
    expect(text).toContain('0 @I1@ INDI\n1 NAME Алекс /Иванов/\n2 GIVN Алекс\n2 SURN Иванов\n1 SEX X\n');
    expect(text).toContain('1 SEX U\n');
    expect(text).toContain('0 @I3@ INDI\n1 NAME Без /Пола/\n2 GIVN Без\n2 SURN Пола\n0 TRLR');
  });

  it('dates.ged: every qualifier, a Julian date, phrases, a dual year, another calendar', () => {
    const result = readGedcom(sampleFile('dates.ged'));
    const dates = withoutPhotos(result).map((item) => ({
      birth: {
        value: item.date_birth,
        qualifier: item.date_birth_qualifier,
        value_to: item.date_birth_to,
        calendar: item.date_birth_calendar,
        phrase: item.date_birth_phrase,
      },
      death: {
        value: item.date_death,
        qualifier: item.date_death_qualifier,
        value_to: item.date_death_to,
        calendar: item.date_death_calendar,
        phrase: item.date_death_phrase,
      },
    }));
    expect(dates).toEqual([
      { birth: date('1900', 'about'), death: date('1950', 'after') },
      { birth: date('1899', 'calculated'), death: date('1960', 'estimated') },
      { birth: date('1890', 'between', { value_to: '1900' }), death: date('1943', 'before') },
      { birth: date('1890', 'from_to', { value_to: '1895' }), death: date('1941', 'to') },
      {
        birth: date('1850-03-12', 'exact', { calendar: 'julian' }),
        death: date('1900-02', 'exact', { calendar: 'julian', phrase: '29.02.1900' }),
      },
      {
        birth: date(null, 'phrase', { phrase: 'зимой перед войной' }),
        death: date('1942', 'exact', { phrase: 'в блокаду' }),
      },
      {
        birth: date('1751-02-11', 'exact', { phrase: '11.02.1750/51' }),
        death: date(null, 'phrase', { phrase: '5710 (по еврейскому календарю)' }),
      },
    ]);
    expect(result.warnings).toEqual([
      'Двойные годы (например, 1750/51) у 1 персоны: сохранён поздний год, запись источника — словами рядом с датой.',
      'Даты в другом календаре, до 1000 года или нераспознанные у 1 персоны сохранены только словами.',
    ]);
    // written back, each date is the same GEDCOM date
    const text = writeGedcom(
      {
        persons: withoutPhotos(result),
        nodes: [],
        links: [],
        pages: [],
        media: [],
        mediaKeys: new Map(),
      },
      { exportedAt: new Date(), appVersion: '2.5.1' },
      () => null,
    );
    for (const line of [
      '2 DATE ABT 1900',
      '2 DATE AFT 1950',
      '2 DATE CAL 1899',
      '2 DATE EST 1960',
      '2 DATE BET 1890 AND 1900',
      '2 DATE BEF 1943',
      '2 DATE FROM 1890 TO 1895',
      '2 DATE TO 1941',
      '2 DATE JULIAN 12 MAR 1850',
      '2 DATE\n3 PHRASE зимой перед войной',
      '2 DATE 1942\n3 PHRASE в блокаду',
      '2 DATE 11 FEB 1751\n3 PHRASE 11.02.1750/51',
    ])
      expect(text).toContain(`${line}\n`);
  });
});
