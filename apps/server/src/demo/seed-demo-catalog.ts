import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import {
  catalogCategories,
  catalogItems,
  compositionItems,
  compositions,
} from '../modules/catalog/catalog.table';
import { createCompany } from '../modules/companies/companies.service';
import { companies } from '../modules/companies/companies.table';
import { companyLandings, landingPopularItems } from '../modules/company-landing/company-landing.table';
import { cities } from '../modules/geo/cities.table';
import { hashPassword } from '../platform/passwords';
import { DEMO_PASSWORD } from './seed-demo';

type Kind = 'product' | 'service';
type DemoItem = {
  kind: Kind;
  category: string;
  name: string;
  unit: string;
  price: number;
  description: string;
};

/**
 * Public categories an administrator would keep; the demo writes those missing. «Перевозка умершего»
 * (marked for «Срочный вызов») comes with migration 0010 and is listed here for the demo services.
 */
export const PUBLIC_CATEGORIES: { kind: Kind; name: string; isUrgentEvacuation?: boolean }[] = [
  { kind: 'product', name: 'Гробы' },
  { kind: 'product', name: 'Венки и цветы' },
  { kind: 'product', name: 'Памятники' },
  { kind: 'product', name: 'Кресты и таблички' },
  { kind: 'product', name: 'Ритуальные принадлежности' },
  { kind: 'service', name: 'Перевозка умершего', isUrgentEvacuation: true },
  { kind: 'service', name: 'Транспорт' },
  { kind: 'service', name: 'Захоронение' },
  { kind: 'service', name: 'Кремация' },
  { kind: 'service', name: 'Организация похорон' },
  { kind: 'service', name: 'Благоустройство' },
];

const CATALOG: DemoItem[] = [
  {
    kind: 'product',
    category: 'Гробы',
    name: 'Гроб сосновый, обитый тканью',
    unit: 'шт.',
    price: 8900,
    description: 'Сосна, обивка хлопчатобумажной тканью, внутренняя отделка, подушка и покрывало.',
  },
  {
    kind: 'product',
    category: 'Гробы',
    name: 'Гроб дубовый полированный',
    unit: 'шт.',
    price: 64500,
    description: 'Массив дуба, лак, фурнитура под бронзу, атласная отделка.',
  },
  {
    kind: 'product',
    category: 'Венки и цветы',
    name: 'Венок траурный из живых цветов',
    unit: 'шт.',
    price: 6500,
    description: 'Хвоя, белые хризантемы и розы, лента с надписью по вашему тексту.',
  },
  {
    kind: 'product',
    category: 'Венки и цветы',
    name: 'Венок искусственный 90 см',
    unit: 'шт.',
    price: 2400,
    description: 'Искусственные цветы, устойчивые к погоде, лента в подарок.',
  },
  {
    kind: 'product',
    category: 'Памятники',
    name: 'Памятник из гранита 100×50×5',
    unit: 'шт.',
    price: 38000,
    description: 'Карельский габбро-диабаз, полировка с пяти сторон, гравировка портрета и текста.',
  },
  {
    kind: 'product',
    category: 'Памятники',
    name: 'Памятник из мраморной крошки',
    unit: 'шт.',
    price: 14900,
    description: 'Литьевой мрамор, подставка и цветник в комплекте.',
  },
  {
    kind: 'product',
    category: 'Кресты и таблички',
    name: 'Крест деревянный с табличкой',
    unit: 'шт.',
    price: 3200,
    description: 'Сосна, морёный цвет, табличка с именем и датами.',
  },
  {
    kind: 'product',
    category: 'Ритуальные принадлежности',
    name: 'Комплект ритуальной одежды',
    unit: 'компл.',
    price: 4700,
    description: 'Мужской или женский комплект, подбор размера.',
  },
  {
    kind: 'service',
    category: 'Перевозка умершего',
    name: 'Перевозка умершего в морг',
    unit: 'рейс',
    price: 5500,
    description: 'Круглосуточно, в пределах города, с носильщиками.',
  },
  {
    kind: 'service',
    category: 'Транспорт',
    name: 'Катафалк на церемонию',
    unit: 'час',
    price: 3500,
    description: 'Автокатафалк с местами для сопровождающих.',
  },
  {
    kind: 'service',
    category: 'Захоронение',
    name: 'Копка могилы и захоронение',
    unit: 'услуга',
    price: 18000,
    description: 'Подготовка могилы, опускание гроба, формирование холма.',
  },
  {
    kind: 'service',
    category: 'Кремация',
    name: 'Кремация с прощальной церемонией',
    unit: 'услуга',
    price: 26000,
    description: 'Зал прощания на 40 минут, выдача урны с прахом.',
  },
  {
    kind: 'service',
    category: 'Организация похорон',
    name: 'Агент по организации похорон',
    unit: 'услуга',
    price: 7000,
    description: 'Оформление документов, согласование с кладбищем, сопровождение семьи.',
  },
  {
    kind: 'service',
    category: 'Благоустройство',
    name: 'Установка памятника',
    unit: 'услуга',
    price: 9500,
    description: 'Фундамент, установка и выравнивание, вывоз мусора.',
  },
];

const COMPOSITIONS = [
  {
    name: 'Похороны «Достойные»',
    price: 39900,
    description: 'Всё необходимое для захоронения: гроб, венок, перевозка, катафалк и захоронение.',
    items: [
      ['Гроб сосновый, обитый тканью', 1],
      ['Венок траурный из живых цветов', 1],
      ['Перевозка умершего в морг', 1],
      ['Катафалк на церемонию', 2],
      ['Копка могилы и захоронение', 1],
    ],
  },
  {
    name: 'Кремация «Светлая»',
    price: 34500,
    description: 'Гроб, венок, перевозка и кремация с прощальной церемонией.',
    items: [
      ['Гроб сосновый, обитый тканью', 1],
      ['Венок искусственный 90 см', 1],
      ['Перевозка умершего в морг', 1],
      ['Кремация с прощальной церемонией', 1],
    ],
  },
] as const;

async function publicCategories(tx: Db): Promise<Map<string, number>> {
  const existing = await tx.select().from(catalogCategories).where(isNull(catalogCategories.companyId));
  const known = new Set(existing.map((row) => `${row.kind}:${row.name}`));
  const missing = PUBLIC_CATEGORIES.filter((category) => !known.has(`${category.kind}:${category.name}`));
  if (missing.length > 0) {
    await tx.insert(catalogCategories).values(missing.map((category) => ({ ...category, companyId: null })));
  }
  const rows = await tx.select().from(catalogCategories).where(isNull(catalogCategories.companyId));
  return new Map(rows.map((row) => [`${row.kind}:${row.name}`, row.id]));
}

async function fillCompany(
  tx: Db,
  companyId: number,
  categories: Map<string, number>,
  landing: {
    title: string;
    city: string;
    address: string;
    phone: string;
    latitude: number;
    longitude: number;
    color: string;
    description: string;
  },
  priceFactor: number,
): Promise<void> {
  const itemIds = new Map<string, number>();
  for (const item of CATALOG) {
    const [row] = await tx
      .insert(catalogItems)
      .values({
        companyId,
        kind: item.kind,
        categoryId: categories.get(`${item.kind}:${item.category}`) ?? null,
        name: item.name,
        description: item.description,
        unit: item.unit,
        price: Math.round(item.price * priceFactor) * 100,
      })
      .returning({ id: catalogItems.id });
    itemIds.set(item.name, row.id);
  }
  for (const composition of COMPOSITIONS) {
    const [row] = await tx
      .insert(compositions)
      .values({
        companyId,
        name: composition.name,
        description: composition.description,
        price: Math.round(composition.price * priceFactor) * 100,
      })
      .returning({ id: compositions.id });
    await tx.insert(compositionItems).values(
      composition.items.map(([name, count]) => ({
        compositionId: row.id,
        itemId: itemIds.get(name)!,
        count,
      })),
    );
  }
  const { city, ...page } = landing;
  const [cityRow] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.name, city)).limit(1);
  const [created] = await tx
    .insert(companyLandings)
    .values({
      companyId,
      ...page,
      cityId: cityRow?.id ?? null,
      isPublished: true,
      workingHours: 'Круглосуточно, без выходных',
    })
    .returning({ id: companyLandings.id });
  const popular = [
    'Гроб сосновый, обитый тканью',
    'Венок траурный из живых цветов',
    'Памятник из гранита 100×50×5',
    'Перевозка умершего в морг',
    'Копка могилы и захоронение',
    'Кремация с прощальной церемонией',
  ];
  await tx
    .insert(landingPopularItems)
    .values(
      popular.map((name, position) => ({ landingId: created.id, itemId: itemIds.get(name)!, position })),
    );
}

/**
 * Issue 3's demo: «Ритуал-Сервис» (Тверь) gets a real catalog, two compositions and a published page;
 * a second company, «Память-Юг» (Краснодар, owner company2@demo.ru), gets the same at its own prices.
 * Written once: a company that already has a catalog is left alone.
 */
export async function seedDemoCatalog(db: Db): Promise<boolean> {
  const [ritual] = await db
    .select()
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .where(and(eq(accounts.email, 'company@demo.ru'), isNull(companies.parentId)));
  if (!ritual) return false;
  const [already] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(eq(catalogItems.companyId, ritual.companies.id))
    .limit(1);
  if (already) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const categories = await publicCategories(tx);
    await fillCompany(
      tx,
      ritual.companies.id,
      categories,
      {
        title: 'Ритуал-Сервис — похоронное бюро в Твери',
        city: 'Тверь',
        address: 'Тверь, ул. Советская, 15',
        phone: '+7 (4822) 55-01-01',
        latitude: 56.8587,
        longitude: 35.9176,
        color: '#4fa800',
        description:
          '<p>Помогаем семьям в трудный час с 2004 года. <strong>Работаем круглосуточно</strong>, агент приедет в течение часа.</p><ul><li>Оформление документов</li><li>Перевозка и подготовка тела</li><li>Захоронение и кремация</li></ul>',
      },
      1,
    );
    const [owner] = await tx
      .insert(accounts)
      .values({
        email: 'company2@demo.ru',
        userType: 2,
        firstName: 'Галина',
        lastName: 'Орлова',
        passwordHash,
        isEmailVerified: true,
      })
      .returning();
    const south = await createCompany(tx, { name: 'Память-Юг', ownerAccountId: owner.id });
    await tx
      .update(companies)
      .set({
        address: 'Краснодар, ул. Красная, 120',
        phone: '+7 (861) 200-30-40',
        email: 'info@pamyat-yug.ru',
      })
      .where(eq(companies.id, south.id));
    await tx.update(accounts).set({ currentCompanyId: south.id }).where(eq(accounts.id, owner.id));
    await fillCompany(
      tx,
      south.id,
      categories,
      {
        title: 'Память-Юг — ритуальные услуги в Краснодаре',
        city: 'Краснодар',
        address: 'Краснодар, ул. Красная, 120',
        phone: '+7 (861) 200-30-40',
        latitude: 45.0355,
        longitude: 38.9753,
        color: '#6a1b9a',
        description:
          '<p>Ритуальные услуги в Краснодаре и крае. <em>Бережно, спокойно, без лишних хлопот.</em></p>',
      },
      1.1,
    );
  });
  return true;
}
