// Persons and memory pages at scale for `npm run bench` (issue 4 §5): BENCH_PERSONS (1,000,000) persons of
// BENCH_FAMILIES (50,000) family accounts with Russian names in gender agreement, partial dates and the cities of
// the reference table; about a fifth of them (all deceased) have a memory page, most public, some by link or
// private, with epitaphs, biographies, portraits, photos and links to relatives' pages. Written straight to the
// tables with explicit ids in large `INSERT … SELECT json_to_recordset` statements. Deterministic (a seeded
// generator), so runs are comparable.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import { accounts } from '../src/modules/accounts/accounts.table';
import { media } from '../src/modules/files/media.table';
import { RUSSIAN_CITIES } from '../src/modules/geo/russian-cities.data';
import {
  memoryPagePhotos,
  memoryPageRelatives,
  memoryPages,
} from '../src/modules/memory-pages/memory-pages.table';
import { persons } from '../src/modules/persons/persons.table';
import { readReferenceCities, referenceCitiesExist } from '../test/reference-cities';
import { generator, type Random } from './seed-catalog';

export type PersonsScale = { persons: number; families: number };

/** One public page's person, as a visitor would look for them. */
export type PublicSample = {
  id: number;
  lastName: string;
  firstName: string;
  birthYear: number | null;
  deathYear: number;
  city: string;
};

export type PersonsSeed = PersonsScale & {
  deceased: number;
  pages: number;
  publicPages: number;
  linkPages: number;
  privatePages: number;
  media: number;
  photos: number;
  relatives: number;
  /** all of it, and of that building the indexes after the rows */
  seconds: number;
  indexSeconds: number;
  /** public pages drawn evenly, for the load steps to open and look for */
  samples: PublicSample[];
  /** a «by link» and a private page's id, to check that search never shows them */
  hidden: (PublicSample & { visibility: 'link' | 'private' })[];
};

// --- names -------------------------------------------------------------------------------------------------

/** Masculine forms, the most common first (Смирнов, Смирнова: 2.5 % of everyone); the feminine is derived. */
export const SURNAMES =
  `Смирнов Иванов Кузнецов Соколов Попов Лебедев Козлов Новиков Морозов Петров Волков Соловьёв
Васильев Зайцев Павлов Семёнов Голубев Виноградов Богданов Воробьёв Фёдоров Михайлов Беляев Тарасов Белов Комаров
Орлов Киселёв Макаров Андреев Ковалёв Ильин Гусев Титов Кузьмин Кудрявцев Баранов Куликов Алексеев Степанов
Яковлев Сорокин Сергеев Романов Захаров Борисов Королёв Герасимов Пономарёв Григорьев Лазарев Медведев Ершов
Никитин Соболев Рябов Поляков Цветков Данилов Жуков Фролов Журавлёв Николаев Крылов Максимов Сидоров Осипов
Белоусов Федотов Дорофеев Егоров Матвеев Бобров Дмитриев Калинин Анисимов Петухов Антонов Тимофеев Никифоров
Веселов Филиппов Марков Большаков Суханов Миронов Ширяев Александров Коновалов Шестаков Казаков Ефимов Денисов
Громов Фомин Давыдов Мельников Щербаков Блинов Колесников Карпов Афанасьев Власов Маслов Исаков Тихонов Аксёнов
Гаврилов Родионов Котов Горбунов Кудряшов Быков Зуев Третьяков Савельев Панов Рыбаков Суворов Абрамов Воронов
Мухин Архипов Трофимов Мартынов Емельянов Горшков Чернов Овчинников Селезнёв Панфилов Копылов Михеев Галкин
Назаров Лобанов Лукин Беляков Потапов Некрасов Хохлов Жданов Наумов Шилов Воронцов Ермаков Дроздов Игнатьев
Савин Логинов Сафонов Капустин Кириллов Моисеев Елисеев Кошелев Костин Горбачёв Орехов Ефремов Исаев Евдокимов
Калашников Кабанов Носков Юдин Кулагин Лапин Прохоров Нестеров Харитонов Агафонов Муравьёв Ларионов Федосеев
Зимин Пахомов Шубин Игнатов Филатов Крюков Рогов Кулаков Терентьев Молчанов Владимиров Артемьев Гурьев Зиновьев
Гришин Кононов Дементьев Ситников Симонов Мишин Фадеев Комиссаров Мамонтов Носов Гуляев Шаров Устинов Вишняков
Евсеев Лаврентьев Брагин Константинов Корнилов Авдеев Зыков Бирюков Шарапов Никонов Щукин Дьячков Одинцов
Сазонов Якушев Красильников Гордеев Самойлов Князев Беспалов Уваров Шашков Бобылёв Доронин Белозёров Рожков
Самсонов Мясников Лихачёв Буров Сысоев Фомичёв Русаков Стрелков Гущин Тетерин Колобов Субботин Фокин Блохин
Селиверстов Пестов Кондратьев Силин Меркушев Лыткин Туров Шевченко Бондаренко Коваленко Ткаченко Кравченко
Бойко Мельник Шевчук Ковальчук Полищук Вишневский Покровский Успенский Троицкий Соколовский Ковальский Левицкий
Толстой Донской Луговской Белых Седых Черных Долгих Малых Глухих Ахмедов Алиев Мамедов Гасанов Хабибуллин
Галиев Сафин Зарипов Гарипов Шарипов Валиев Ибрагимов Каримов Абдуллин Юсупов Рахимов Латыпов Нуриев Ким Пак
Цой Мартыненко Литвиненко Савченко Руденко Марченко Пархоменко Гончаренко Карпенко Демченко Ищенко Лысенко
Тимошенко Клименко Сергиенко Костенко Нестеренко Кириленко Фоменко Приходько Сидоренко Головко Ляшенко Левченко
Мирошниченко Яковенко Петренко Онищенко Андрющенко Дорошенко Горбатов Крупин Гладков Зверев Казанцев Кормильцев
Пичугин Снегирёв Синицын Скворцов Щеглов Чижов Грачёв Дятлов Соловейчиков Лисицын Медведков Барсуков Ежов Окунев
Карасёв Щукарёв Язев Пескарёв Налимов Судаков Сомов Лещёв Плотников Столяров Кузьмичёв Гончаров Бондарев
Кожевников Сапожников Портнов Ткачёв Мельниченко Пастухов Рыбников Бортников Пчёлкин Мёдов Хлебников Калачёв
Пирогов Блинников Масленников Сметанин Творогов Капустников Репин Морковин Огурцов Луков Чесноков Горохов Бобов
Гречкин Пшеничный Овсянников Ячменёв Просвирнин Попадьин Дьяконов Пономаренко Звонарёв Колокольцев Певцов
Рождественский Воскресенский Богоявленский Вознесенский Преображенский Никольский Георгиевский Архангельский
Введенский Сретенский Крестовоздвиженский Флоринский Сперанский Лебединский Добронравов Благовещенский`
    .split(/\s+/)
    .filter(Boolean);

/** «Смирнов» → «Смирнова», «Троицкий» → «Троицкая», «Толстой» → «Толстая»; «Белых», «Шевченко», «Ким» stay. */
export function feminineSurname(surname: string): string {
  if (/(ов|ев|ёв|ин|ын)$/.test(surname)) return `${surname}а`;
  if (/(ский|цкий)$/.test(surname)) return `${surname.slice(0, -2)}ая`;
  if (/ой$/.test(surname)) return `${surname.slice(0, -2)}ая`;
  if (/ый$/.test(surname)) return `${surname.slice(0, -2)}ая`;
  return surname;
}

/** [name, son's patronymic, daughter's patronymic], the most common first */
export const MEN: [string, string, string][] = [
  ['Александр', 'Александрович', 'Александровна'],
  ['Сергей', 'Сергеевич', 'Сергеевна'],
  ['Владимир', 'Владимирович', 'Владимировна'],
  ['Николай', 'Николаевич', 'Николаевна'],
  ['Иван', 'Иванович', 'Ивановна'],
  ['Алексей', 'Алексеевич', 'Алексеевна'],
  ['Михаил', 'Михайлович', 'Михайловна'],
  ['Андрей', 'Андреевич', 'Андреевна'],
  ['Василий', 'Васильевич', 'Васильевна'],
  ['Виктор', 'Викторович', 'Викторовна'],
  ['Дмитрий', 'Дмитриевич', 'Дмитриевна'],
  ['Юрий', 'Юрьевич', 'Юрьевна'],
  ['Анатолий', 'Анатольевич', 'Анатольевна'],
  ['Пётр', 'Петрович', 'Петровна'],
  ['Евгений', 'Евгеньевич', 'Евгеньевна'],
  ['Фёдор', 'Фёдорович', 'Фёдоровна'],
  ['Григорий', 'Григорьевич', 'Григорьевна'],
  ['Павел', 'Павлович', 'Павловна'],
  ['Борис', 'Борисович', 'Борисовна'],
  ['Геннадий', 'Геннадьевич', 'Геннадьевна'],
  ['Валерий', 'Валерьевич', 'Валерьевна'],
  ['Степан', 'Степанович', 'Степановна'],
  ['Леонид', 'Леонидович', 'Леонидовна'],
  ['Олег', 'Олегович', 'Олеговна'],
  ['Игорь', 'Игоревич', 'Игоревна'],
  ['Константин', 'Константинович', 'Константиновна'],
  ['Яков', 'Яковлевич', 'Яковлевна'],
  ['Семён', 'Семёнович', 'Семёновна'],
  ['Егор', 'Егорович', 'Егоровна'],
  ['Валентин', 'Валентинович', 'Валентиновна'],
  ['Вячеслав', 'Вячеславович', 'Вячеславовна'],
  ['Илья', 'Ильич', 'Ильинична'],
  ['Никита', 'Никитич', 'Никитична'],
  ['Лев', 'Львович', 'Львовна'],
  ['Тимофей', 'Тимофеевич', 'Тимофеевна'],
  ['Матвей', 'Матвеевич', 'Матвеевна'],
  ['Максим', 'Максимович', 'Максимовна'],
  ['Роман', 'Романович', 'Романовна'],
  ['Денис', 'Денисович', 'Денисовна'],
  ['Антон', 'Антонович', 'Антоновна'],
  ['Кирилл', 'Кириллович', 'Кирилловна'],
  ['Аркадий', 'Аркадьевич', 'Аркадьевна'],
  ['Станислав', 'Станиславович', 'Станиславовна'],
  ['Артём', 'Артёмович', 'Артёмовна'],
  ['Вадим', 'Вадимович', 'Вадимовна'],
  ['Тихон', 'Тихонович', 'Тихоновна'],
  ['Захар', 'Захарович', 'Захаровна'],
  ['Афанасий', 'Афанасьевич', 'Афанасьевна'],
  ['Прохор', 'Прохорович', 'Прохоровна'],
  ['Гавриил', 'Гавриилович', 'Гаврииловна'],
  ['Герман', 'Германович', 'Германовна'],
  ['Эдуард', 'Эдуардович', 'Эдуардовна'],
  ['Руслан', 'Русланович', 'Руслановна'],
  ['Ефим', 'Ефимович', 'Ефимовна'],
  ['Савелий', 'Савельевич', 'Савельевна'],
];

export const WOMEN =
  `Мария Анна Татьяна Елена Ольга Наталья Валентина Галина Екатерина Нина Людмила Ирина Светлана Надежда
Александра Любовь Вера Зинаида Антонина Тамара Клавдия Раиса Лидия Евдокия Анастасия Прасковья Зоя Марина Лариса
Юлия Евгения Маргарита Алла Ксения Дарья Полина Софья Алёна Оксана Виктория Варвара Аграфена Пелагея Матрёна
Ульяна Серафима Таисия Елизавета Кристина Вероника Фаина Нелли Инна Жанна Римма Эльвира`
    .split(/\s+/)
    .filter(Boolean);

/** {masculine|feminine} */
const EPITAPHS = [
  'Помним, любим, скорбим',
  'Светлая память',
  'Вечная память',
  'Ты всегда с нами',
  'Любим и помним',
  'Спи спокойно, родной человек',
  'Память о тебе навсегда в наших сердцах',
  'Ушл{ёл|а} из жизни, но не из сердца',
  'Нет слов, чтобы выразить боль утраты',
  'Благодарим за всё',
  'Твоя доброта живёт в нас',
  'Мы помним тебя',
  'Покойся с миром',
  'Ты был{|а} светом нашей семьи',
  'Любовь сильнее смерти',
];

const TRADES = [
  'учителем',
  'врачом',
  'инженером на заводе',
  'агрономом',
  'шофёром',
  'бухгалтером',
  'фельдшером',
  'токарем',
  'строителем',
  'почтальоном',
  'библиотекарем',
  'машинистом',
  'кузнецом',
  'экономистом',
  'лесником',
  'военным',
];
/** for those born in 1895–1927 */
const WAR_MEMORY = 'Воевал{|а} на фронте и никогда не рассказывал{|а} о войне без слёз.';
/** {masculine|feminine} */
const MEMORIES = [
  'Любил{|а} сад и каждое лето выращивал{|а} огурцы и яблоки для всей семьи.',
  'Вырастил{|а} троих детей и дождал{ся|ась} правнуков.',
  'Пел{|а} за столом старые песни, и все подпевали.',
  'Был{|а} мастером на все руки: чинил{|а}, шил{|а}, по праздникам готовил{|а} пироги.',
  'Всю жизнь писал{|а} письма родным, и мы храним их до сих пор.',
  'Встречал{|а} нас на крыльце в любую погоду.',
  'Знал{|а} наизусть Пушкина и Есенина.',
];

// --- places, dates -----------------------------------------------------------------------------------------

type City = { name: string; population: number };

function placeList(): City[] {
  const list = referenceCitiesExist()
    ? readReferenceCities().filter((city) => city.name && city.population > 0)
    : RUSSIAN_CITIES.map((city) => ({ name: city.name, population: city.population }));
  return list.map(({ name, population }) => ({ name, population }));
}

/** Draws by weight with a binary search over cumulative weights. */
function weighted<T>(items: readonly T[], weight: (item: T, index: number) => number) {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((item, i) => {
    total += weight(item, i);
    cumulative.push(total);
  });
  return (r: Random): T => {
    const target = r.random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] <= target) low = middle + 1;
      else high = middle;
    }
    return items[low];
  };
}

type Precision = 'year' | 'month' | 'day';
type PartialDate = { date: string; precision: Precision; year: number };

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A date in `year`; older dates are more often known only by year (families rarely know more). */
function partialDate(r: Random, year: number): PartialDate {
  const roll = r.random();
  const oldness = Math.max(0, Math.min(1, (1960 - year) / 100));
  const precision: Precision =
    roll < 0.15 + 0.35 * oldness ? 'year' : roll < 0.25 + 0.4 * oldness ? 'month' : 'day';
  const month = 1 + Math.floor(r.random() * 12);
  const day = 1 + Math.floor(r.random() * DAYS[month - 1]);
  if (precision === 'year') return { date: `${year}-01-01`, precision, year };
  if (precision === 'month') return { date: `${year}-${pad(month)}-01`, precision, year };
  return { date: `${year}-${pad(month)}-${pad(day)}`, precision, year };
}

/** roughly normal, from the sum of three uniforms */
const bell = (r: Random) => (r.random() + r.random() + r.random()) / 1.5 - 1;

const LAST_YEAR = 2025;

// --- writing -----------------------------------------------------------------------------------------------

/** INSERT … SELECT over a JSON array: one parameter per statement, on both engines. */
async function insertJson(db: Db, into: PgTable, columns: [string, string][], rows: object[]) {
  if (!rows.length) return;
  const table = getTableName(into);
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.execute(
    sql`${sql.raw(`insert into ${table} (${names}) select ${names} from json_to_recordset(`)}${JSON.stringify(rows)}${sql.raw(`::json) as r(${types})`)}`,
  );
}

const PERSON_COLUMNS: [string, string][] = [
  ['id', 'int'],
  ['owner_account_id', 'int'],
  ['last_name', 'text'],
  ['first_name', 'text'],
  ['patronymic', 'text'],
  ['gender', 'text'],
  ['birth_date', 'date'],
  ['birth_precision', 'text'],
  ['death_date', 'date'],
  ['death_precision', 'text'],
  ['birth_place', 'text'],
  ['city', 'text'],
  ['burial_city', 'text'],
  ['burial_place', 'text'],
  ['avatar_media_id', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const PAGE_COLUMNS: [string, string][] = [
  ['id', 'int'],
  ['person_id', 'int'],
  ['owner_account_id', 'int'],
  ['visibility', 'text'],
  ['link_token', 'text'],
  ['epitaph', 'text'],
  ['biography', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const MEDIA_COLUMNS: [string, string][] = [
  ['id', 'int'],
  ['owner_account_id', 'int'],
  ['key', 'text'],
  ['thumbnail_key', 'text'],
  ['kind', 'text'],
  ['mime_type', 'text'],
  ['size', 'bigint'],
  ['original_name', 'text'],
];
const PHOTO_COLUMNS: [string, string][] = [
  ['id', 'int'],
  ['page_id', 'int'],
  ['media_id', 'int'],
  ['caption', 'text'],
  ['position', 'int'],
];
const RELATIVE_COLUMNS: [string, string][] = [
  ['page_id', 'int'],
  ['related_page_id', 'int'],
  ['relation', 'text'],
];

/** Rows of persons written per statement (and pages, media… of those persons with them). */
const BATCH = 10_000;

type WithId = PgTable & { id: PgColumn };

/** The first id after the table's rows (the rows here get explicit ids, to link them in the same batch). */
async function nextId(db: Db, table: WithId): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${table.id}), 0)::int + 1` }).from(table);
  return Number(row.next);
}

/** The serial goes on after the explicit ids, as if the rows had been inserted one by one. */
async function syncSequence(db: Db, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${name}', 'id'), (select coalesce(max(id), 1) from ${name}))`,
    ),
  );
}

type IndexDefinition = { name: string; definition: string };

/**
 * Drops the secondary indexes of `tables` (not those of primary keys and unique constraints), runs `write`, then
 * builds them again from their own definitions: a bulk load writes about twice as fast that way (PGlite, 100,000
 * persons: 10 s instead of 20) and ends with the same indexes.
 */
export async function withIndexesAfter(
  db: Db,
  tables: PgTable[],
  write: () => Promise<void>,
): Promise<number> {
  const names = tables.map((table) => `'${getTableName(table)}'`).join(', ');
  const result = await db.execute(
    sql.raw(`select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = 'public' and tablename in (${names})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  const indexes = (result as unknown as { rows: IndexDefinition[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await write();
  const startedAt = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return (performance.now() - startedAt) / 1000;
}

/**
 * Writes `scale.families` family accounts (sharing `passwordHash`) and `scale.persons` persons among them
 * (unevenly: a few relatives or a large tree), with memory pages, media and relatives' links.
 */
export async function seedPersons(db: Db, scale: PersonsScale, passwordHash: string): Promise<PersonsSeed> {
  const startedAt = performance.now();
  const r = generator(20_260_405);
  const families = Math.max(1, Math.min(scale.families, scale.persons));

  const surnames = SURNAMES.map((male) => ({ male, female: feminineSurname(male) }));
  const drawSurname = weighted(surnames, (_, i) => 1 / (i + 12) ** 1.05);
  const drawMan = weighted(MEN, (_, i) => 1 / (i + 4));
  const drawWoman = weighted(WOMEN, (_, i) => 1 / (i + 4));
  const drawCity = weighted(placeList(), (city) => city.population);
  const drawEpitaph = weighted(EPITAPHS, () => 1);

  // the family accounts
  const firstAccount = await nextId(db, accounts);
  const accountRows = Array.from({ length: families }, (_, i) => {
    const surname = drawSurname(r);
    const female = r.random() < 0.6;
    return {
      id: firstAccount + i,
      user_type: 1,
      email: `family-${i + 1}@bench.local`,
      password_hash: passwordHash,
      first_name: female ? drawWoman(r) : drawMan(r)[0],
      last_name: female ? surname.female : surname.male,
      is_email_verified: true,
    };
  });
  for (let start = 0; start < accountRows.length; start += BATCH)
    await insertJson(
      db,
      accounts,
      [
        ['id', 'int'],
        ['user_type', 'smallint'],
        ['email', 'text'],
        ['password_hash', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['is_email_verified', 'boolean'],
      ],
      accountRows.slice(start, start + BATCH),
    );
  await syncSequence(db, accounts);

  // persons per family: a few relatives or a large tree, summing to scale.persons
  const weights = Array.from({ length: families }, () => 0.15 + r.random() ** 2 * 3);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const perFamily = weights.map((w) => Math.floor((w / weightSum) * scale.persons));
  let left = scale.persons - perFamily.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % families, left -= 1) perFamily[i] += 1;

  let personId = await nextId(db, persons);
  let pageId = await nextId(db, memoryPages);
  let mediaId = await nextId(db, media);
  let photoId = await nextId(db, memoryPagePhotos);
  const counts = { deceased: 0, pages: 0, public: 0, link: 0, private: 0, media: 0, photos: 0, relatives: 0 };
  const publicSeen: PublicSample[] = [];
  const hidden: PersonsSeed['hidden'] = [];
  const sampleEvery = Math.max(1, Math.floor(scale.persons / 2500));

  let personRows: object[] = [];
  let pageRows: object[] = [];
  let mediaRows: object[] = [];
  let photoRows: object[] = [];
  let relativeRows: object[] = [];
  const flush = async () => {
    await insertJson(db, media, MEDIA_COLUMNS, mediaRows);
    await insertJson(db, persons, PERSON_COLUMNS, personRows);
    await insertJson(db, memoryPages, PAGE_COLUMNS, pageRows);
    await insertJson(db, memoryPagePhotos, PHOTO_COLUMNS, photoRows);
    await insertJson(db, memoryPageRelatives, RELATIVE_COLUMNS, relativeRows);
    personRows = [];
    pageRows = [];
    mediaRows = [];
    photoRows = [];
    relativeRows = [];
  };
  const newMedia = (accountId: number, kind: 'avatar' | 'photo') => {
    const id = mediaId++;
    counts.media += 1;
    mediaRows.push({
      id,
      owner_account_id: accountId,
      key: `bench/${accountId}/${id}.webp`,
      thumbnail_key: `bench/${accountId}/${id}-thumb.webp`,
      kind: 'image',
      mime_type: 'image/webp',
      size: 40_000 + Math.floor(r.random() * 300_000),
      original_name: kind === 'avatar' ? 'портрет.jpg' : `фото-${id}.jpg`,
    });
    return id;
  };
  const timestamp = (fromYear: number) => {
    const from = Date.UTC(fromYear, 0, 1);
    const to = Date.UTC(LAST_YEAR, 11, 31);
    return new Date(from + r.random() * (to - from)).toISOString();
  };

  const indexSeconds = await withIndexesAfter(
    db,
    [persons, memoryPages, media, memoryPagePhotos],
    async () => {
      for (let family = 0; family < families; family += 1) {
        const accountId = firstAccount + family;
        // a family carries two or three surnames (the father's, the mother's, a married daughter's)
        const familyNames = [drawSurname(r), drawSurname(r), drawSurname(r)];
        const home = drawCity(r);
        const familyPages: { id: number; gender: string | null }[] = [];
        for (let n = 0; n < perFamily[family]; n += 1) {
          const gender = r.random() < 0.01 ? null : r.random() < 0.5 ? 'male' : 'female';
          const roll = r.random();
          const surname =
            roll < 0.55
              ? familyNames[0]
              : roll < 0.8
                ? familyNames[1]
                : roll < 0.9
                  ? familyNames[2]
                  : drawSurname(r);
          const father = drawMan(r);
          const feminine = gender === 'female';
          const firstName =
            gender === 'male'
              ? drawMan(r)[0]
              : gender === 'female'
                ? drawWoman(r)
                : r.random() < 0.5
                  ? drawMan(r)[0]
                  : drawWoman(r);
          const patronymic = r.random() < 0.08 ? '' : feminine ? father[2] : father[1];
          const deceased = r.random() < 0.7;
          let birth: PartialDate | null;
          let death: PartialDate | null = null;
          if (deceased) {
            const birthYear = Math.round(1925 + bell(r) * 70);
            const age = Math.max(0, Math.min(104, Math.round(70 + bell(r) * 35)));
            // born late: died young, some year up to now
            const deathYear =
              birthYear + age <= LAST_YEAR
                ? birthYear + age
                : birthYear + Math.floor(r.random() * (LAST_YEAR - birthYear + 1));
            birth = partialDate(r, birthYear);
            death = partialDate(r, deathYear);
            if (death.date < birth.date) death = { ...birth };
            if (r.random() < 0.06) birth = null;
            counts.deceased += 1;
          } else {
            birth = partialDate(r, Math.min(LAST_YEAR, Math.round(1975 + bell(r) * 45)));
          }
          const lived = r.random() < 0.85 ? home : drawCity(r);
          const city = r.random() < 0.1 ? '' : lived.name;
          const burialCity = death
            ? r.random() < 0.75
              ? city || lived.name
              : r.random() < 0.6
                ? drawCity(r).name
                : ''
            : '';
          const hasPage = death !== null && r.random() < 0.2 / 0.7;
          const avatar = hasPage ? r.random() < 0.45 : r.random() < 0.03;
          const id = personId++;
          personRows.push({
            id,
            owner_account_id: accountId,
            last_name: feminine ? surname.female : surname.male,
            first_name: firstName,
            patronymic,
            gender,
            birth_date: birth?.date ?? null,
            birth_precision: birth?.precision ?? null,
            death_date: death?.date ?? null,
            death_precision: death?.precision ?? null,
            birth_place: r.random() < 0.6 ? (r.random() < 0.7 ? lived.name : drawCity(r).name) : '',
            city,
            burial_city: burialCity,
            burial_place:
              death && r.random() < 0.5
                ? `${r.pick(['Северное', 'Южное', 'Центральное', 'Старое', 'Новое', 'Троицкое', 'Покровское', 'Никольское'])} кладбище, участок ${1 + Math.floor(r.random() * 120)}`
                : '',
            avatar_media_id: avatar ? newMedia(accountId, 'avatar') : null,
            created_at: timestamp(2019),
            updated_at: timestamp(2023),
          });
          if (!hasPage || !death) continue;

          const page = pageId++;
          const roll2 = r.random();
          const visibility = roll2 < 0.8 ? 'public' : roll2 < 0.92 ? 'link' : 'private';
          counts.pages += 1;
          counts[visibility] += 1;
          const lastName = feminine ? surname.female : surname.male;
          const inGender = (text: string) =>
            text.replace(/\{([^|}]*)\|([^}]*)\}/g, (_, male: string, female: string) =>
              feminine ? female : male,
            );
          const memories =
            birth && birth.year >= 1895 && birth.year <= 1927 ? [...MEMORIES, WAR_MEMORY] : MEMORIES;
          const paragraphs =
            r.random() < 0.3
              ? []
              : [
                  `<p>${[firstName, patronymic].filter(Boolean).join(' ')} родил${feminine ? 'ась' : 'ся'}${birth ? ` в ${birth.year} году` : ''}${city ? ` и жил${feminine ? 'а' : ''} в городе ${city}` : ''}. Работал${feminine ? 'а' : ''} ${r.pick(TRADES)}.</p>`,
                  // up to three memories, none twice
                  ...new Set(
                    Array.from(
                      { length: Math.floor(r.random() * 4) },
                      () => `<p>${inGender(r.pick(memories))}</p>`,
                    ),
                  ),
                ];
          pageRows.push({
            id: page,
            person_id: id,
            owner_account_id: accountId,
            visibility,
            link_token: `bench${page.toString(36)}${Math.floor(r.random() * 2 ** 40).toString(36)}`,
            epitaph: r.random() < 0.6 ? inGender(drawEpitaph(r)) : '',
            biography: paragraphs.join(''),
            created_at: timestamp(2019),
            updated_at: timestamp(2022),
          });
          if (r.random() < 0.35) {
            const photos = 1 + Math.floor(r.random() * 6);
            for (let position = 0; position < photos; position += 1) {
              counts.photos += 1;
              photoRows.push({
                id: photoId++,
                page_id: page,
                media_id: newMedia(accountId, 'photo'),
                caption:
                  r.random() < 0.5
                    ? ''
                    : r.pick(['Молодость', 'С семьёй', 'На даче', 'Свадьба', 'С внуками', 'На работе']),
                position,
              });
            }
          }
          // a link to a relative's page of the same family, named as the family would
          const relative = familyPages.length && r.random() < 0.5 ? r.pick(familyPages) : null;
          if (relative) {
            counts.relatives += 1;
            relativeRows.push({
              page_id: page,
              related_page_id: relative.id,
              relation:
                relative.gender === 'female'
                  ? r.pick(['мать', 'бабушка', 'сестра', 'супруга', 'дочь'])
                  : r.pick(['отец', 'дедушка', 'брат', 'супруг', 'сын']),
            });
          }
          familyPages.push({ id: page, gender });
          if (visibility === 'public' && id % sampleEvery === 0 && publicSeen.length < 5000)
            publicSeen.push({
              id: page,
              lastName,
              firstName,
              birthYear: birth?.year ?? null,
              deathYear: death.year,
              city: city || burialCity,
            });
          if (visibility !== 'public' && !hidden.some((h) => h.visibility === visibility))
            hidden.push({
              id: page,
              lastName,
              firstName,
              birthYear: birth?.year ?? null,
              deathYear: death.year,
              city: city || burialCity,
              visibility,
            });
        }
        if (personRows.length >= BATCH) await flush();
      }
      await flush();
    },
  );
  for (const table of [persons, memoryPages, media, memoryPagePhotos]) await syncSequence(db, table);

  return {
    persons: scale.persons,
    families,
    deceased: counts.deceased,
    pages: counts.pages,
    publicPages: counts.public,
    linkPages: counts.link,
    privatePages: counts.private,
    media: counts.media,
    photos: counts.photos,
    relatives: counts.relatives,
    seconds: (performance.now() - startedAt) / 1000,
    indexSeconds,
    samples: publicSeen,
    hidden,
  };
}
