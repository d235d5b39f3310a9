// The public catalog at scale for `npm run bench` (issue 3 §6): companies with published pages in Russian
// cities, each with its products and services under the public categories, written straight to the tables in
// large multi-row statements. Deterministic (a seeded generator), so runs are comparable.
import type { CatalogKind } from '@sp/shared/api/catalog';
import { normalizeCityName } from '@sp/shared/api/geo';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { PUBLIC_CATEGORIES } from '../src/demo/seed-demo-catalog';
import { catalogCategories, catalogItems } from '../src/modules/catalog/catalog.table';
import { companies } from '../src/modules/companies/companies.table';
import { companyLandings } from '../src/modules/company-landing/company-landing.table';
import { writeCities } from '../src/modules/geo/cities.seed';
import { cities } from '../src/modules/geo/cities.table';
import { RUSSIAN_CITIES } from '../src/modules/geo/russian-cities.data';
import { readReferenceCities, referenceCitiesExist } from '../test/reference-cities';

export type CatalogScale = { companies: number; products: number; servicesPerCompany: number };

/** Values the load steps build their requests from, drawn as visitors would be: where the companies are. */
export type CatalogSamples = {
  /** ids of the cities of the list, one per company that has one (a big city appears often) */
  cityIds: number[];
  /** the company's map point, one per company */
  points: { lat: number; lng: number }[];
  /** public product categories by name */
  productCategories: Record<string, number>;
};

export type CatalogSeed = CatalogScale & {
  services: number;
  archived: number;
  /** companies whose town is in the product's list of cities (the rest name it only in the address) */
  companiesWithCity: number;
  cityCount: number;
  source: string;
  seconds: number;
  samples: CatalogSamples;
};

/** mulberry32: a small seeded generator, so every run writes the same catalog */
export function generator(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (min: number, max: number) => min + random() * (max - min);
  /** a price in kopecks between min and max rubles, rounded to `step` rubles */
  const rubles = (min: number, max: number, step = 10) =>
    Math.max(step, Math.round(between(min, max) / step) * step) * 100;
  return { random, pick, between, rubles };
}

export type Random = ReturnType<typeof generator>;
type Item = { name: string; unit: string; price: number };

const COFFIN_WOODS = [
  ['сосновый', 1],
  ['берёзовый', 1.2],
  ['лиственничный', 1.5],
  ['ясеневый', 2.2],
  ['дубовый', 3.2],
  ['из массива ореха', 4.5],
] as const;
const COFFIN_FINISHES = [
  'обитый тканью',
  'полированный',
  'лакированный',
  'резной',
  'с крестом на крышке',
  'шестигранный',
  'четырёхгранный',
  'с бархатной обивкой',
  'с атласной отделкой',
];
const COFFIN_MODELS = ['Классик', 'Элит', 'Комфорт', 'Европа', 'Американец', 'Венеция', 'Престиж', 'Эконом'];

const WREATHS = [
  'Венок траурный',
  'Венок ритуальный',
  'Венок искусственный',
  'Корзина траурная',
  'Гирлянда траурная',
];
const WREATH_FLOWERS = [
  'из живых цветов',
  'из искусственных цветов',
  'из хвои',
  'из хризантем',
  'из роз и гвоздик',
  'из белых лилий',
];
const WREATH_MODELS = [
  'Скорбим',
  'Помним',
  'Вечная память',
  'Светлая память',
  'Нежность',
  'Прощание',
  'Незабудка',
];

const MONUMENTS = [
  ['Памятник вертикальный', 1],
  ['Памятник горизонтальный', 1.1],
  ['Памятник фигурный', 1.6],
  ['Памятник двойной', 2.2],
  ['Памятник «Сердце»', 1.4],
  ['Памятник «Свеча»', 1.3],
  ['Памятник «Книга»', 1.5],
  ['Памятник «Арка»', 1.5],
  ['Стела', 0.9],
] as const;
const MONUMENT_STONES = [
  ['из гранита', 1.4],
  ['из габбро-диабаза', 1.5],
  ['из мрамора', 1.3],
  ['из мраморной крошки', 0.5],
  ['из гранита «Дымовский»', 1.8],
  ['из гранита «Мансуровский»', 1.7],
  ['из гранита «Покостовский»', 1.6],
  ['из амфиболита', 1.4],
] as const;
const MONUMENT_SIZES = ['80×40×5', '100×50×5', '100×50×8', '120×60×8', '120×60×10'];

const CROSSES: [string, number, number][] = [
  ['Крест деревянный сосновый', 1500, 4500],
  ['Крест дубовый', 4000, 12000],
  ['Крест металлический', 2500, 9000],
  ['Крест кованый', 6000, 25000],
  ['Крест гранитный', 9000, 40000],
  ['Табличка на крест', 400, 1500],
  ['Табличка из нержавеющей стали с гравировкой', 900, 3500],
];
const CROSS_STYLES = ['с табличкой', 'с навесом', 'морёный', 'полированный', 'православный', 'католический'];

const ACCESSORIES: [string, number, number][] = [
  ['Покрывало ритуальное атласное', 500, 3000],
  ['Покрывало ритуальное с вышивкой', 900, 4500],
  ['Подушка в гроб', 300, 1500],
  ['Комплект ритуальной одежды мужской', 2500, 9000],
  ['Комплект ритуальной одежды женский', 2500, 9000],
  ['Тапочки ритуальные', 200, 800],
  ['Лента траурная с надписью', 300, 1200],
  ['Венчик на лоб', 50, 200],
  ['Набор церковных свечей', 100, 600],
  ['Урна для праха керамическая', 3000, 15000],
  ['Урна для праха мраморная', 6000, 40000],
  ['Урна для праха металлическая', 4000, 20000],
  ['Ограда кованая', 8000, 60000],
  ['Ограда сварная', 5000, 30000],
  ['Столик и скамья на могилу', 4000, 25000],
  ['Цветник гранитный', 5000, 30000],
  ['Фотокерамика овальная', 800, 4000],
  ['Портрет на памятник, гравировка', 3000, 20000],
  ['Лампада на могилу', 300, 2500],
];
const ACCESSORY_VARIANTS = [
  'белый',
  'бордовый',
  'золотистый',
  'чёрный',
  'размер S',
  'размер M',
  'размер L',
  '2×2 м',
  '2×2,5 м',
];

const PRODUCT_MAKERS: Record<string, { share: number; make(r: Random): Item }> = {
  Гробы: {
    share: 0.3,
    make: (r) => {
      const [wood, factor] = r.pick(COFFIN_WOODS);
      return {
        name: `Гроб ${wood} ${r.pick(COFFIN_FINISHES)} «${r.pick(COFFIN_MODELS)}», ${r.pick([170, 180, 190, 200])} см`,
        unit: 'шт.',
        price: r.rubles(5500 * factor, 16_000 * factor, 50),
      };
    },
  },
  'Венки и цветы': {
    share: 0.22,
    make: (r) => ({
      name: `${r.pick(WREATHS)} ${r.pick(WREATH_FLOWERS)} «${r.pick(WREATH_MODELS)}», ${r.pick([60, 80, 90, 100, 120])} см`,
      unit: 'шт.',
      price: r.rubles(1200, 14_000),
    }),
  },
  Памятники: {
    share: 0.22,
    make: (r) => {
      const [form, formFactor] = r.pick(MONUMENTS);
      const [stone, stoneFactor] = r.pick(MONUMENT_STONES);
      return {
        name: `${form} ${stone} ${r.pick(MONUMENT_SIZES)}`,
        unit: 'шт.',
        price: r.rubles(12_000 * formFactor * stoneFactor, 45_000 * formFactor * stoneFactor, 100),
      };
    },
  },
  'Кресты и таблички': {
    share: 0.1,
    make: (r) => {
      const [name, min, max] = r.pick(CROSSES);
      return { name: `${name}, ${r.pick(CROSS_STYLES)}`, unit: 'шт.', price: r.rubles(min, max) };
    },
  },
  'Ритуальные принадлежности': {
    share: 0.16,
    make: (r) => {
      const [name, min, max] = r.pick(ACCESSORIES);
      return { name: `${name}, ${r.pick(ACCESSORY_VARIANTS)}`, unit: 'шт.', price: r.rubles(min, max) };
    },
  },
};

const SERVICES: [category: string, name: string, unit: string, min: number, max: number][] = [
  ['Перевозка умершего', 'Перевозка умершего в морг', 'рейс', 3000, 9000],
  ['Транспорт', 'Катафалк на церемонию', 'час', 2000, 6000],
  ['Транспорт', 'Автобус для провожающих', 'час', 2000, 5000],
  ['Перевозка умершего', 'Перевозка умершего в другой город', 'км', 40, 90],
  ['Захоронение', 'Копка могилы вручную', 'услуга', 8000, 25_000],
  ['Захоронение', 'Копка могилы экскаватором', 'услуга', 6000, 18_000],
  ['Захоронение', 'Захоронение урны с прахом', 'услуга', 3000, 9000],
  ['Захоронение', 'Бригада носильщиков', 'услуга', 3000, 10_000],
  ['Кремация', 'Кремация с прощальной церемонией', 'услуга', 15_000, 35_000],
  ['Кремация', 'Кремация без церемонии', 'услуга', 9000, 20_000],
  ['Организация похорон', 'Организация похорон «Эконом»', 'услуга', 15_000, 30_000],
  ['Организация похорон', 'Организация похорон «Стандарт»', 'услуга', 30_000, 60_000],
  ['Организация похорон', 'Организация похорон «Премиум»', 'услуга', 60_000, 180_000],
  ['Организация похорон', 'Агент по организации похорон', 'услуга', 3000, 10_000],
  ['Организация похорон', 'Оформление документов', 'услуга', 1500, 5000],
  ['Организация похорон', 'Бальзамирование и санитарная обработка', 'услуга', 4000, 15_000],
  ['Организация похорон', 'Организация поминального обеда', 'человек', 800, 2500],
  ['Благоустройство', 'Установка памятника', 'услуга', 5000, 20_000],
  ['Благоустройство', 'Укладка тротуарной плитки', 'м²', 1200, 3500],
  ['Благоустройство', 'Установка ограды', 'услуга', 3000, 12_000],
  ['Благоустройство', 'Уход за могилой', 'месяц', 1000, 4000],
];

const COMPANY_FORMS = [
  'Ритуальная служба',
  'Похоронный дом',
  'Ритуальное агентство',
  'Бюро ритуальных услуг',
  'ООО',
  'Мемориальная компания',
];
const COMPANY_BRANDS = [
  'Память',
  'Вечность',
  'Светлая память',
  'Обелиск',
  'Гранит',
  'Ритуал',
  'Ангел',
  'Скорбь',
  'Мемориал',
  'Последний путь',
  'Покой',
  'Эдем',
  'Реквием',
  'Успение',
  'Лествица',
];
const STREETS = [
  'Ленина',
  'Советская',
  'Мира',
  'Садовая',
  'Кладбищенская',
  'Победы',
  'Гагарина',
  'Октябрьская',
  'Набережная',
  'Заводская',
];

/** Where companies are: a town of the reference table (or of the product's list), by population. */
type SourceCity = { name: string; address: string; latitude: number; longitude: number; population: number };

function sourceCities(): { list: SourceCity[]; source: string } {
  if (referenceCitiesExist())
    return {
      list: readReferenceCities().filter((city) => city.name && city.population > 0),
      source: 'russian-cities.csv',
    };
  return {
    list: RUSSIAN_CITIES.map((city) => ({ ...city, address: `${city.region}, г ${city.name}` })),
    source: 'the product list of cities',
  };
}

/** Splits `total` among `parts` unevenly (a small shop and a big one), summing exactly to `total`. */
function spread(total: number, parts: number, r: Random): number[] {
  const weights = Array.from({ length: parts }, () => 0.2 + r.random() * 1.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % parts, left -= 1) counts[i] += 1;
  return counts;
}

type ItemRow = {
  company_id: number;
  kind: CatalogKind;
  category_id: number;
  name: string;
  article: string;
  unit: string;
  price: number;
  is_archive: boolean;
};

/** One INSERT … SELECT over a JSON array: a single parameter per statement, on both engines. */
async function insertItems(db: Db, rows: ItemRow[]): Promise<void> {
  await db.execute(sql`insert into ${catalogItems} (company_id, kind, category_id, name, article, unit, price, is_archive)
    select company_id, kind, category_id, name, article, unit, price, is_archive
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(company_id int, kind text, category_id int,
      name text, article text, unit text, price bigint, is_archive boolean)`);
}

const BATCH = 10_000;

/**
 * What autovacuum does on a PostgreSQL server soon after a load like this: planner statistics, visibility map,
 * GIN pending list. PGlite runs no autovacuum, so a PGlite server never does it by itself.
 */
export async function vacuumAnalyze(db: Db): Promise<number> {
  const startedAt = performance.now();
  await db.execute(sql`vacuum analyze`);
  // the pages the load dirtied are written now, not by the checkpointer in the background (spread over minutes)
  // while the loads are measured on the same two cores
  await db.execute(sql`checkpoint`);
  return (performance.now() - startedAt) / 1000;
}

/**
 * Writes `scale.companies` companies owned by `ownerAccountId`, each with a published page in a town drawn
 * by population (with a map point near its centre), `scale.products` products across them and
 * `scale.servicesPerCompany` services each; about 3 % of the catalog is archived. Writes the product's
 * list of cities and the public categories first when the tables are empty (as the server's start does).
 */
export async function seedCatalog(db: Db, ownerAccountId: number, scale: CatalogScale): Promise<CatalogSeed> {
  const startedAt = performance.now();
  const r = generator(20_260_301);
  await writeCities(db);

  const listed = new Map<string, { id: number; latitude: number; longitude: number }>();
  for (const city of await db
    .select({
      id: cities.id,
      searchName: cities.searchName,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities))
    listed.set(city.searchName, city);

  const { list, source } = sourceCities();
  const cumulative: number[] = [];
  let population = 0;
  for (const city of list) {
    population += city.population;
    cumulative.push(population);
  }
  const drawCity = () => {
    const target = r.random() * population;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return list[low];
  };

  // companies and their pages
  const plans = Array.from({ length: scale.companies }, (_, i) => {
    const town = drawCity();
    const brand = r.pick(COMPANY_BRANDS);
    const form = r.pick(COMPANY_FORMS);
    const street = `ул. ${r.pick(STREETS)}, ${1 + Math.floor(r.random() * 120)}`;
    return {
      town,
      city: listed.get(normalizeCityName(town.name)) ?? null,
      name: `${form} «${brand}»`,
      brand,
      inn: String(7_700_000_000 + i),
      phone: `+7 9${String(Math.floor(r.random() * 1e9)).padStart(9, '0')}`,
      address: `${town.address}, ${street}`,
      // most pages set their own map point a few kilometres from the centre; the rest use the city's
      ownPoint: r.random() < 0.8 || !listed.has(normalizeCityName(town.name)),
      latitude: town.latitude + r.between(-0.05, 0.05),
      longitude: town.longitude + r.between(-0.08, 0.08),
    };
  });
  const companyIds: number[] = [];
  for (let start = 0; start < plans.length; start += 2000) {
    const rows = await db
      .insert(companies)
      .values(
        plans.slice(start, start + 2000).map((plan) => ({
          name: plan.name,
          ownerAccountId,
          inn: plan.inn,
          phone: plan.phone,
          address: plan.address,
        })),
      )
      .returning({ id: companies.id, inn: companies.inn });
    const byInn = new Map(rows.map((row) => [row.inn, row.id]));
    for (const plan of plans.slice(start, start + 2000)) companyIds.push(byInn.get(plan.inn) as number);
  }
  for (let start = 0; start < plans.length; start += 2000) {
    await db.insert(companyLandings).values(
      plans.slice(start, start + 2000).map((plan, i) => ({
        companyId: companyIds[start + i],
        title: `${plan.brand}: ритуальные услуги, ${plan.town.name}`,
        phone: plan.phone,
        address: plan.address,
        workingHours: 'Круглосуточно',
        latitude: plan.ownPoint ? plan.latitude : null,
        longitude: plan.ownPoint ? plan.longitude : null,
        cityId: plan.city?.id ?? null,
        isPublished: true,
      })),
    );
  }

  // the public categories an administrator would keep (the demo's list), those missing
  const publicCategories = () =>
    db
      .select({ id: catalogCategories.id, kind: catalogCategories.kind, name: catalogCategories.name })
      .from(catalogCategories)
      .where(isNull(catalogCategories.companyId));
  const known = new Set((await publicCategories()).map((row) => `${row.kind}:${row.name}`));
  const missing = PUBLIC_CATEGORIES.filter((category) => !known.has(`${category.kind}:${category.name}`));
  if (missing.length)
    await db
      .insert(catalogCategories)
      .values(missing.map(({ kind, name }) => ({ kind, name, companyId: null })));
  const categories = await publicCategories();
  const categoryId = (kind: CatalogKind, name: string) => {
    const found = categories.find((category) => category.kind === kind && category.name === name);
    if (!found) throw new Error(`no public ${kind} category «${name}»`);
    return found.id;
  };

  // products (by category share) and services, company by company, in batches
  const makers = Object.entries(PRODUCT_MAKERS).map(([name, maker]) => ({
    ...maker,
    name,
    id: categoryId('product', name),
  }));
  const drawMaker = () => {
    let target = r.random();
    for (const maker of makers) {
      target -= maker.share;
      if (target < 0) return maker;
    }
    return makers[makers.length - 1];
  };
  const services = SERVICES.map(([category, name, unit, min, max]) => ({
    id: categoryId('service', category),
    name,
    unit,
    min,
    max,
  }));
  const perCompany = spread(scale.products, scale.companies, r);
  let batch: ItemRow[] = [];
  let archived = 0;
  let serviceCount = 0;
  const flush = async () => {
    if (batch.length) await insertItems(db, batch);
    batch = [];
  };
  for (const [index, companyId] of companyIds.entries()) {
    const isArchive = () => {
      const yes = r.random() < 0.03;
      if (yes) archived += 1;
      return yes;
    };
    for (let n = 0; n < perCompany[index]; n += 1) {
      const maker = drawMaker();
      const item = maker.make(r);
      batch.push({
        company_id: companyId,
        kind: 'product',
        category_id: maker.id,
        ...item,
        article: `Т-${String(n + 1).padStart(4, '0')}`,
        is_archive: isArchive(),
      });
    }
    for (let n = 0; n < Math.min(scale.servicesPerCompany, services.length); n += 1) {
      const service = services[(index + n * 7) % services.length];
      serviceCount += 1;
      batch.push({
        company_id: companyId,
        kind: 'service',
        category_id: service.id,
        name: service.name,
        unit: service.unit,
        price: r.rubles(service.min, service.max, 50),
        article: `У-${String(n + 1).padStart(3, '0')}`,
        is_archive: isArchive(),
      });
    }
    if (batch.length >= BATCH) await flush();
  }
  await flush();

  const withCity = plans.filter((plan) => plan.city);
  return {
    ...scale,
    services: serviceCount,
    archived,
    companiesWithCity: withCity.length,
    cityCount: new Set(plans.map((plan) => plan.town.address)).size,
    source,
    seconds: (performance.now() - startedAt) / 1000,
    samples: {
      cityIds: withCity.map((plan) => plan.city?.id as number),
      points: plans.map((plan) => ({
        lat: plan.ownPoint ? plan.latitude : (plan.city?.latitude ?? plan.latitude),
        lng: plan.ownPoint ? plan.longitude : (plan.city?.longitude ?? plan.longitude),
      })),
      productCategories: Object.fromEntries(makers.map((maker) => [maker.name, maker.id])),
    },
  };
}
