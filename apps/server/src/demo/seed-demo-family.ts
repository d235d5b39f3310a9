import { randomBytes } from 'node:crypto';
import type { Gender } from '@sp/shared/api/persons';
import { exactDate, type QualifiedDate, toStoredDate } from '@sp/shared/format/partial-date';
import { eq } from 'drizzle-orm';
import { accounts } from '../modules/accounts/accounts.table';
import { familyLinks, familyNodes } from '../modules/family-tree/family-tree.table';
import type { StoredFiles } from '../modules/files/media.service';
import {
  memoryPagePhotos,
  memoryPageRelatives,
  memoryPages,
} from '../modules/memory-pages/memory-pages.table';
import { personAttributes, personAttributeValues } from '../modules/persons/person-attributes.table';
import { personNames, persons } from '../modules/persons/persons.table';
import type { Services } from '../services';
import { landscapePng, portraitPng } from './demo-pictures';

type DemoPerson = {
  key: string;
  last: string;
  first: string;
  patronymic: string;
  gender: Gender;
  /** partial ISO, as a family would know it */
  birth?: string;
  death?: string;
  birthPlace?: string;
  city?: string;
  burialCity?: string;
  burialPlace?: string;
  /** «около 1890»: the family knows the year only roughly */
  birthAbout?: boolean;
  /** a woman's surname before her marriage */
  maidenName?: string;
};

const person = (
  key: string,
  fullName: string,
  gender: Gender,
  birth?: string,
  death?: string,
  places: Pick<
    DemoPerson,
    'birthPlace' | 'city' | 'burialCity' | 'burialPlace' | 'birthAbout' | 'maidenName'
  > = {},
): DemoPerson => {
  const [last, first, patronymic] = fullName.split(' ');
  return { key, last, first, patronymic, gender, birth, death, ...places };
};

const TVER = { city: 'Тверь', burialCity: 'Тверь' };

/**
 * Анна Смирнова's family (user@demo.ru): four generations, 25 persons. Екатерина Сергеевна married twice (her first
 * husband fell in 1943), so Нина and Виктор are half-siblings; Иван Степанович was born «около 1890», Василий
 * Андреевич's dates are known to the year only, others to the month; Мария Ивановна was born a Кузнецова.
 */
const PEOPLE: DemoPerson[] = [
  person('ivan', 'Кузнецов Иван Степанович', 'male', '1890', '1942', {
    birthPlace: 'Кашин',
    city: 'Кашин',
    birthAbout: true,
  }),
  person('nikolai', 'Смирнов Николай Петрович', 'male', '1921-02-14', '1987-10-03', {
    ...TVER,
    birthPlace: 'Торжок',
    burialPlace: 'Дмитрово-Черкасское кладбище',
  }),
  person('maria', 'Смирнова Мария Ивановна', 'female', '1925-03', '2003-11-14', {
    ...TVER,
    maidenName: 'Кузнецова',
    birthPlace: 'Кашин',
    burialPlace: 'Дмитрово-Черкасское кладбище',
  }),
  person('vasily', 'Орлов Василий Андреевич', 'male', '1918', '1943', {
    birthPlace: 'Ржев',
    city: 'Ржев',
    burialPlace: 'Братская могила под Ржевом',
  }),
  person('ekaterina', 'Белова Екатерина Сергеевна', 'female', '1922-09-30', '2010-04-02', {
    ...TVER,
    birthPlace: 'Ржев',
    burialPlace: 'Неготинское кладбище',
  }),
  person('grigory', 'Белов Григорий Фёдорович', 'male', '1915-05', '1990-01', {
    ...TVER,
    burialPlace: 'Неготинское кладбище',
  }),
  person('petr', 'Смирнов Пётр Николаевич', 'male', '1948-05-02', '2019-08-21', {
    ...TVER,
    birthPlace: 'Тверь',
    burialPlace: 'Дмитрово-Черкасское кладбище, участок 12',
  }),
  person('galina', 'Козлова Галина Николаевна', 'female', '1952-07-19', undefined, { city: 'Москва' }),
  person('alexei', 'Смирнов Алексей Николаевич', 'male', '1955-11', '1999-06', { ...TVER }),
  person('tamara', 'Смирнова Тамара Ивановна', 'female', '1957', '2018-03-08', { ...TVER }),
  person('nina', 'Смирнова Нина Васильевна', 'female', '1941-06-11', '2021-01-15', {
    ...TVER,
    birthPlace: 'Ржев',
    burialPlace: 'Дмитрово-Черкасское кладбище, участок 12',
  }),
  person('viktor', 'Белов Виктор Григорьевич', 'male', '1947-03', '2015-12', { ...TVER }),
  person('lyudmila', 'Белова Людмила Павловна', 'female', '1950-10-01', undefined, { city: 'Тверь' }),
  person('oleg', 'Козлов Олег Викторович', 'male', '1950', '2012-09-17', {
    city: 'Москва',
    burialCity: 'Москва',
  }),
  person('anna', 'Смирнова Анна Петровна', 'female', '1975-04-23', undefined, { city: 'Тверь' }),
  person('andrei', 'Волков Андрей Игоревич', 'male', '1973-08-05', undefined, { city: 'Тверь' }),
  person('dmitry', 'Смирнов Дмитрий Петрович', 'male', '1978-01-30', undefined, { city: 'Санкт-Петербург' }),
  person('elena', 'Смирнова Елена Сергеевна', 'female', '1980-06', undefined, { city: 'Санкт-Петербург' }),
  person('irina', 'Козлова Ирина Олеговна', 'female', '1976-12-12', undefined, { city: 'Москва' }),
  person('sergei', 'Козлов Сергей Олегович', 'male', '1980-02-09', '2020-04', {
    city: 'Москва',
    burialCity: 'Москва',
  }),
  person('olga', 'Белова Ольга Викторовна', 'female', '1972', undefined, { city: 'Тверь' }),
  person('igor', 'Смирнов Игорь Алексеевич', 'male', '1983-05-15', undefined, { city: 'Тверь' }),
  person('sofia', 'Волкова Софья Андреевна', 'female', '2001-09-01', undefined, { city: 'Тверь' }),
  person('maxim', 'Волков Максим Андреевич', 'male', '2005-03-18', undefined, { city: 'Тверь' }),
  person('polina', 'Смирнова Полина Дмитриевна', 'female', '2010-11-25', undefined, {
    city: 'Санкт-Петербург',
  }),
];

/** [husband, wife, the marriage's date when the family knows it] */
const SPOUSES: [string, string, QualifiedDate?][] = [
  ['nikolai', 'maria', exactDate('1947-06-21')],
  ['vasily', 'ekaterina', exactDate('1940')],
  ['grigory', 'ekaterina', { ...exactDate('1946'), qualifier: 'about' }],
  ['petr', 'nina'],
  ['galina', 'oleg'],
  ['alexei', 'tamara'],
  ['viktor', 'lyudmila'],
  ['andrei', 'anna'],
  ['dmitry', 'elena'],
];

/** [child, parents…] */
const CHILDREN: [string, ...string[]][] = [
  ['maria', 'ivan'],
  ['petr', 'nikolai', 'maria'],
  ['galina', 'nikolai', 'maria'],
  ['alexei', 'nikolai', 'maria'],
  ['nina', 'vasily', 'ekaterina'],
  ['viktor', 'grigory', 'ekaterina'],
  ['anna', 'petr', 'nina'],
  ['dmitry', 'petr', 'nina'],
  ['irina', 'galina', 'oleg'],
  ['sergei', 'galina', 'oleg'],
  ['olga', 'viktor', 'lyudmila'],
  ['igor', 'alexei', 'tamara'],
  ['sofia', 'andrei', 'anna'],
  ['maxim', 'andrei', 'anna'],
  ['polina', 'dmitry', 'elena'],
];

type DemoPage = {
  person: string;
  visibility: 'public' | 'link';
  epitaph: string;
  biography: string;
  photos: string[];
};

const PAGES: DemoPage[] = [
  {
    person: 'petr',
    visibility: 'public',
    epitaph: 'Светлая память о добром и мудром человеке',
    biography:
      '<p>Пётр Николаевич родился в Твери в семье фронтовика. Окончил Калининский политехнический институт и сорок лет проработал инженером на вагоностроительном заводе.</p>' +
      '<p>Он любил Волгу, рыбалку на рассвете и долгие разговоры на даче. Внуки помнят его <strong>деревянные кораблики</strong> и истории о молодости.</p>' +
      '<ul><li>Почётный работник завода</li><li>Отец двоих детей, дед троих внуков</li></ul>',
    photos: ['Дача под Тверью, лето 1985', 'Берег Волги', 'Березы у дома'],
  },
  {
    person: 'maria',
    visibility: 'public',
    epitaph: 'Мама, бабушка, хранительница нашего дома',
    biography:
      '<p>Мария Ивановна родилась в Кашине. Девочкой пережила войну, потеряв отца в 1942 году.</p>' +
      '<p>Всю жизнь проработала учительницей русского языка и литературы. Её ученики приезжали к ней и спустя <em>тридцать лет</em>.</p>',
    photos: ['Кашин, родная улица', 'Школьный сад'],
  },
  {
    person: 'vasily',
    visibility: 'link',
    epitaph: 'Погиб, защищая Родину',
    biography: '<p>Василий Андреевич ушёл на фронт в 1941 году и погиб подо Ржевом в 1943 году.</p>',
    photos: [],
  },
];

const PORTRAIT_HUES = [30, 200, 140, 260, 10];

/**
 * The demo family with its tree, two public memory pages and one page shown by link only, with pictures.
 * Written once, in one transaction (pictures are stored first and removed again if it fails).
 */
export async function seedDemoFamily(services: Services): Promise<boolean> {
  const { db, media } = services;
  const [owner] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'user@demo.ru'));
  if (!owner) return false;
  const [existing] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.ownerAccountId, owner.id));
  if (existing) return false;
  const ownerRef = { accountId: owner.id };

  const pictures = new Map<string, { avatar: StoredFiles; photos: StoredFiles[] }>();
  const saved: StoredFiles[] = [];
  try {
    for (const [index, page] of PAGES.entries()) {
      const who = PEOPLE.find((p) => p.key === page.person);
      if (!who) throw new Error(`demo page for an unknown person ${page.person}`);
      const initials = `${who.first[0]}. ${who.patronymic[0]}. ${who.last[0]}.`;
      const avatar = await media.saveImage(
        {
          data: await portraitPng(initials, PORTRAIT_HUES[index % PORTRAIT_HUES.length]),
          filename: 'portrait.png',
        },
        { square: true },
      );
      saved.push(avatar);
      const photos = [];
      for (const [photoIndex, caption] of page.photos.entries()) {
        const photo = await media.saveImage({
          data: await landscapePng(index * 3 + photoIndex),
          filename: `${caption}.png`,
        });
        saved.push(photo);
        photos.push(photo);
      }
      pictures.set(page.person, { avatar, photos });
    }

    await db.transaction(async (tx) => {
      const personIds = new Map<string, number>();
      for (const demo of PEOPLE) {
        const birth = demo.birth ? toStoredDate(demo.birth) : null;
        const death = demo.death ? toStoredDate(demo.death) : null;
        const picture = pictures.get(demo.key);
        const avatar = picture ? await media.insert(tx, ownerRef, picture.avatar) : null;
        const [row] = await tx
          .insert(persons)
          .values({
            ownerAccountId: owner.id,
            lastName: demo.last,
            firstName: demo.first,
            patronymic: demo.patronymic,
            gender: demo.gender,
            birthDate: birth?.date ?? null,
            birthPrecision: birth?.precision ?? null,
            birthQualifier: demo.birthAbout ? 'about' : 'exact',
            deathDate: death?.date ?? null,
            deathPrecision: death?.precision ?? null,
            birthPlace: demo.birthPlace ?? '',
            city: demo.city ?? '',
            burialCity: demo.death ? (demo.burialCity ?? '') : '',
            burialPlace: demo.burialPlace ?? '',
            avatarMediaId: avatar?.id ?? null,
          })
          .returning({ id: persons.id });
        personIds.set(demo.key, row.id);
        if (demo.maidenName)
          await tx.insert(personNames).values({
            personId: row.id,
            position: 0,
            kind: 'maiden',
            given: `${demo.first} ${demo.patronymic}`,
            surname: demo.maidenName,
          });
      }
      const nodes = await tx
        .insert(familyNodes)
        .values([...personIds.values()].map((personId) => ({ accountId: owner.id, personId })))
        .returning();
      const nodeOf = (key: string) => {
        const node = nodes.find((n) => n.personId === personIds.get(key));
        if (!node) throw new Error(`no node for ${key}`);
        return node.id;
      };
      const links = [
        ...SPOUSES.map(([a, b, married]) => {
          const [from, to] = [nodeOf(a), nodeOf(b)].sort((x, y) => x - y);
          const marriage = married ? { date: married, place: '' } : null;
          return { accountId: owner.id, kind: 'spouse', fromNodeId: from, toNodeId: to, marriage };
        }),
        ...CHILDREN.flatMap(([child, ...parents]) =>
          parents.map((parent) => ({
            accountId: owner.id,
            kind: 'parent',
            fromNodeId: nodeOf(parent),
            toNodeId: nodeOf(child),
            marriage: null,
          })),
        ),
      ];
      await tx.insert(familyLinks).values(links);

      const pageIds = new Map<string, number>();
      for (const page of PAGES) {
        const [row] = await tx
          .insert(memoryPages)
          .values({
            personId: personIds.get(page.person) as number,
            ownerAccountId: owner.id,
            visibility: page.visibility,
            linkToken: randomBytes(16).toString('hex'),
            epitaph: page.epitaph,
            biography: page.biography,
          })
          .returning({ id: memoryPages.id });
        pageIds.set(page.person, row.id);
        const photos = pictures.get(page.person)?.photos ?? [];
        for (const [position, photo] of photos.entries()) {
          const stored = await media.insert(tx, ownerRef, photo);
          await tx
            .insert(memoryPagePhotos)
            .values({ pageId: row.id, mediaId: stored.id, caption: page.photos[position], position });
        }
      }
      // the persons directory's attributes (issue 16): the fallen soldier's page shows them under his name
      const [veteran, rank] = await tx
        .insert(personAttributes)
        .values([
          { name: 'Участник Великой Отечественной войны' },
          { name: 'Воинское звание', description: 'Звание, в котором человек служил', hasValue: true },
          { name: 'Почётный гражданин', description: 'Почётный гражданин города или района' },
        ])
        .returning({ id: personAttributes.id });
      const soldier = personIds.get('vasily') as number;
      await tx.insert(personAttributeValues).values([
        { personId: soldier, attributeId: veteran.id },
        { personId: soldier, attributeId: rank.id, value: 'сержант' },
      ]);
      const pageOf = (key: string) => pageIds.get(key) as number;
      await tx.insert(memoryPageRelatives).values([
        { pageId: pageOf('petr'), relatedPageId: pageOf('maria'), relation: 'мать' },
        { pageId: pageOf('maria'), relatedPageId: pageOf('petr'), relation: 'сын' },
      ]);
    });
  } catch (error) {
    for (const files of saved) await media.discard(files);
    throw error;
  }
  return true;
}
