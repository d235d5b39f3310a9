import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors';
import type { FamilySnapshot } from './family-snapshot';
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

describe('GEDCOM dates', () => {
  it.each([
    ['1950', '1950', true, '1950'],
    ['MAR 1950', '1950-03', true, '03.1950'],
    ['12 MAR 1950', '1950-03-12', true, '12.03.1950'],
    ['12 mar 1950', '1950-03-12', true, '12.03.1950'],
    ['GREGORIAN 1 JAN 1901', '1901-01-01', true, '01.01.1901'],
    ['ABT 1950', '1950', false, 'около 1950'],
    ['CAL MAR 1950', '1950', false, 'расчётно 03.1950'],
    ['EST 1890', '1890', false, 'предположительно 1890'],
    ['BEF 12 MAR 1950', '1950', false, 'до 12.03.1950'],
    ['AFT 1941', '1941', false, 'после 1941'],
    ['BET 1950 AND 1955', '1950', false, 'между 1950 и 1955'],
    ['FROM 1941 TO 1945', '1941', false, 'с 1941 по 1945'],
    ['TO 1945', '1945', false, 'по 1945'],
    ['JULIAN 12 MAR 1850', '1850', false, '12.03.1850 (по юлианскому календарю)'],
    ['@#DJULIAN@ 1850', '1850', false, '1850 (по юлианскому календарю)'],
    ['INT 1950 (перед войной)', '1950', false, '1950 (перед войной)'],
    ['1750/51', '1750', true, '1750'],
    ['31 FEB 1950', '1950', false, '31 feb 1950'],
    ['950', null, false, '950'],
    ['44 BCE', null, false, '44 до н. э.'],
    ['HEBREW 5710', null, false, '5710 (по еврейскому календарю)'],
    ['весной', null, false, 'весной'],
  ] as const)('%s → %s', (payload, value, exact, text) => {
    expect(parseGedcomDate(payload)).toEqual({ value, exact, text });
  });

  it('takes the phrase of a date that is only words', () => {
    expect(parseGedcomDate('', 'в детстве')).toEqual({ value: null, exact: false, text: 'в детстве' });
    expect(parseGedcomDate('  ')).toBeNull();
  });

  it('writes partial dates', () => {
    expect(formatGedcomDate('1950')).toBe('1950');
    expect(formatGedcomDate('1950-03')).toBe('MAR 1950');
    expect(formatGedcomDate('1950-03-02')).toBe('2 MAR 1950');
    for (const value of ['1950', '1950-03', '1950-03-02'])
      expect(parseGedcomDate(formatGedcomDate(value))?.value).toBe(value);
  });
});

describe('GEDCOM names and paths', () => {
  it('cleans names to what persons accept', () => {
    expect(cleanPersonName('Марія')).toBe('Мария');
    expect(cleanPersonName('Müller-Lüdenscheidt')).toBe('Muller-Ludenscheidt');
    expect(cleanPersonName('J. R. R.')).toBe('J R R');
    expect(cleanPersonName('  Анна  (Аня) ')).toBe('Анна Аня');
    expect(cleanPersonName('Ёлкин')).toBe('Ёлкин');
    expect(cleanPersonName('Йовович')).toBe('Йовович');
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

const person = (id: number, extra: Partial<FamilySnapshot['persons'][number]> = {}) => ({
  id,
  last_name: '',
  first_name: `Имя`,
  patronymic: '',
  gender: null,
  date_birth: null,
  date_death: null,
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

  it('round-trips persons, dates with their precision and relations', () => {
    const snapshot: FamilySnapshot = {
      persons: [
        person(1, {
          last_name: 'Иванов',
          first_name: 'Пётр',
          patronymic: 'Сергеевич',
          gender: 'male',
          date_birth: '1920',
          date_death: '1990-03-12',
          birth_place: 'Тверь',
          city: 'Москва',
          burial_city: 'Тверь',
          burial_place: 'Дмитрово-Черкасское кладбище, участок 5',
          note: 'Ветеран.\nЛюбил рыбалку.',
        }),
        person(2, {
          last_name: 'Иванова',
          first_name: 'Анна',
          patronymic: 'Ильинична',
          gender: 'female',
          date_birth: '1925-05',
        }),
        person(3, { last_name: 'Иванов', first_name: 'Иван', patronymic: 'Кузьма', gender: 'male' }),
        person(4, { first_name: 'Анна Мария' }),
      ],
      nodes: [1, 2, 3, 4].map((id) => ({ id, person: id })),
      links: [
        { kind: 'spouse', from: 1, to: 2 },
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
      '1 NAME Пётр Сергеевич /Иванов/\n2 GIVN Пётр Сергеевич\n2 SURN Иванов\n2 _PATR Сергеевич',
    );
    expect(text).toContain('1 BIRT\n2 DATE 1920\n2 PLAC Тверь\n1 DEAT\n2 DATE 12 MAR 1990\n');
    expect(text).toContain('1 BURI\n2 PLAC Тверь\n2 ADDR Дмитрово-Черкасское кладбище, участок 5\n');
    const imported = readGedcom(text);
    expect(imported.warnings).toEqual([]);
    expect(imported.persons.map(({ photos: _photos, ...rest }) => rest)).toEqual(snapshot.persons);
    expect(imported.links).toEqual(snapshot.links);
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

  it('imports partial and approximate dates, relations and notes; tags it does not know are ignored', () => {
    const result = readGedcom(sample);
    const byName = Object.fromEntries(
      result.persons.map((item) => [`${item.first_name} ${item.patronymic}`.trim(), item]),
    );
    expect(Object.keys(byName)).toEqual(['Степан', 'Мария Ивановна', 'Николай Степанович', 'Неизвестно']);
    expect(byName.Степан).toMatchObject({
      last_name: 'Кузнецов',
      gender: 'male',
      date_birth: '1870',
      date_death: '1930',
      birth_place: 'Старица, Тверская губерния, Россия',
      note: 'Дата рождения в GEDCOM: около 1870\nДата смерти в GEDCOM: между 1930 и 1935',
    });
    expect(byName['Мария Ивановна']).toMatchObject({
      last_name: 'Кузнецова',
      gender: 'female',
      date_birth: '1875',
      date_death: null,
      note:
        'Имя в GEDCOM: Марія Ивановна Кузнецова\nДата рождения в GEDCOM: 03.10.1875 (по юлианскому календарю)\n' +
        'Умер(ла), дата смерти неизвестна\nРодом из Киева.\nПела в церковном хоре.',
    });
    expect(byName['Николай Степанович']).toMatchObject({
      date_birth: '1900-12-19',
      date_death: '1943',
      burial_city: 'Ржев',
      note: 'Дата смерти в GEDCOM: до 1943\nПисьма с фронта хранятся у внуков.',
    });
    expect(byName.Неизвестно).toMatchObject({ last_name: 'Кузнецова', date_birth: '1905' });
    expect(result.links).toEqual([
      { kind: 'spouse', from: 1, to: 2 },
      { kind: 'parent', from: 1, to: 3 },
      { kind: 'parent', from: 1, to: 4 },
      { kind: 'parent', from: 2, to: 3 },
      { kind: 'parent', from: 2, to: 4 },
    ]);
    expect(result.warnings).toHaveLength(4);
    expect(result.warnings[0]).toBe(
      'Приблизительные даты (около, до, после, между) у 4 персон: сохранён год, исходная запись — в заметке.',
    );
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
