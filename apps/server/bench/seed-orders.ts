// Deals at scale for `npm run bench` (issue 5 §6): companies with their clients, deals, lines, payments and the
// deceased, generated inside the database with INSERT … SELECT over generate_series (no rows cross the wire), the
// same on every run. One company is the large tenant the bench signs in as (a tenth of all deals); the others
// share the rest.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { companies, memberships } from '../src/modules/companies/companies.table';
import { orderDeceased, orderItems, orderPayments, orders } from '../src/modules/orders/orders.table';
import { persons } from '../src/modules/persons/persons.table';
import { shoppers } from '../src/modules/shoppers/shoppers.table';
import { feminineSurname, MEN, SURNAMES, WOMEN, withIndexesAfter } from './seed-persons';

export type OrdersScale = {
  orders: number;
  companies: number;
  /** the share of the deals the first company holds (a tenth by default; the reports' bench gives it most) */
  largeShare?: number;
};

export type OrdersSeed = OrdersScale & {
  /** the company the bench signs in as, and how many of the deals are its */
  companyId: number;
  companyOrders: number;
  shoppers: number;
  items: number;
  payments: number;
  deceased: number;
  seconds: number;
  indexSeconds: number;
  /** values the load shapes are built from: the large company's clients' surnames and names, its deals' days */
  samples: { surnames: string[]; names: string[]; firstDay: string; lastDay: string };
};

/** Deals span three years; the newest is a few minutes old. */
const SPAN_DAYS = 3 * 365;
/** clients per deal: some clients come back */
const SHOPPERS_PER_ORDER = 0.6;

/** [kind, name, unit, min rubles, max rubles] of the lines */
const LINES: [string, string, string, number, number][] = [
  ['product', 'Гроб сосновый, обитый тканью', 'шт.', 6000, 15_000],
  ['product', 'Гроб дубовый полированный', 'шт.', 35_000, 90_000],
  ['product', 'Венок траурный из живых цветов', 'шт.', 3000, 12_000],
  ['product', 'Венок искусственный', 'шт.', 1200, 4000],
  ['product', 'Памятник из гранита', 'шт.', 25_000, 90_000],
  ['product', 'Крест деревянный с табличкой', 'шт.', 2000, 6000],
  ['product', 'Комплект ритуальной одежды', 'компл.', 2500, 9000],
  ['product', 'Урна для праха', 'шт.', 3000, 15_000],
  ['service', 'Перевозка умершего в морг', 'рейс', 3000, 9000],
  ['service', 'Катафалк на церемонию', 'час', 2000, 6000],
  ['service', 'Копка могилы и захоронение', 'услуга', 10_000, 25_000],
  ['service', 'Кремация с прощальной церемонией', 'услуга', 15_000, 35_000],
  ['service', 'Агент по организации похорон', 'услуга', 3000, 10_000],
  ['service', 'Установка памятника', 'услуга', 5000, 20_000],
  ['composition', 'Похороны «Стандарт»', '', 30_000, 60_000],
  ['composition', 'Кремация «Светлая»', '', 28_000, 45_000],
];

const CEMETERIES = [
  'Городское кладбище',
  'Северное кладбище',
  'Южное кладбище',
  'Старое кладбище',
  'Новое городское кладбище',
  'Кладбище «Лесное»',
];
const BRANDS = ['Память', 'Вечность', 'Обелиск', 'Гранит', 'Ритуал', 'Ангел', 'Мемориал', 'Покой', 'Реквием'];

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(text).join(',')}]::text[]`;
const intArray = (values: readonly number[]) => `array[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`;
/** a deterministic non-negative pseudo-random bigint of an integer expression and a salt */
const h = (expression: string, salt: number) =>
  `((hashint8(((${expression})::bigint) * 7919 + ${salt}) & 2147483647)::bigint)`;

const MALE_SURNAMES = textArray(SURNAMES);
const FEMALE_SURNAMES = textArray(SURNAMES.map(feminineSurname));
const MALE_NAMES = textArray(MEN.map(([name]) => name));
const FEMALE_NAMES = textArray(WOMEN);
const SON_OF = textArray(MEN.map(([, son]) => son));
const DAUGHTER_OF = textArray(MEN.map(([, , daughter]) => daughter));

/** ФИО of a seed: SQL expressions of the last name, first name, patronymic and gender. */
function fullName(seed: string) {
  const male = `${h(seed, 101)} % 2 = 0`;
  const surname = `${h(seed, 102)} % ${SURNAMES.length} + 1`;
  const father = `${h(seed, 104)} % ${MEN.length} + 1`;
  return {
    male,
    last: `case when ${male} then (${MALE_SURNAMES})[${surname}] else (${FEMALE_SURNAMES})[${surname}] end`,
    first: `case when ${male} then (${MALE_NAMES})[${h(seed, 103)} % ${MEN.length} + 1] else (${FEMALE_NAMES})[${h(seed, 103)} % ${WOMEN.length} + 1] end`,
    patronymic: `case when ${male} then (${SON_OF})[${father}] else (${DAUGHTER_OF})[${father}] end`,
  };
}

/** A deal's lines as SQL over its seed: the count, and for line j its catalog index, price (kopecks) and quantity. */
const lineCount = (seed: string) => `(1 + ${h(seed, 10)} % 4)`;
const lineIndex = (seed: string, j: string) => `(${h(`(${seed}) * 8 + ${j}`, 11)} % ${LINES.length} + 1)`;
const MINS = intArray(LINES.map((line) => line[3]));
const MAXS = intArray(LINES.map((line) => line[4]));
const linePrice = (seed: string, j: string, index: string) =>
  `(((${MINS})[${index}] + ${h(`(${seed}) * 8 + ${j}`, 12)} % (((${MAXS})[${index}] - (${MINS})[${index}]) / 50 + 1) * 50)::bigint * 100)`;
const lineQuantity = (seed: string, j: string) =>
  `(case when ${h(`(${seed}) * 8 + ${j}`, 13)} % 10 < 7 then 1 else 2 + ${h(`(${seed}) * 8 + ${j}`, 14)} % 3 end)::int`;

async function run(db: Db, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}

/**
 * Writes `scale.companies` companies owned by `ownerAccountId` (the first one, `companyId`, holds a tenth of the
 * deals), about 0.6 clients per deal (a twentieth organisations, four in five confirmed), `scale.orders` deals over
 * three years (older ones mostly completed, the last weeks' in every status; a client of a deal that needs one
 * is confirmed, as the rules want), one to four lines each with totals kept as the orders service keeps them,
 * payments matching the statuses, and a deceased company Person on each deal of type 1 (half of category 4).
 */
export async function seedOrders(db: Db, ownerAccountId: number, scale: OrdersScale): Promise<OrdersSeed> {
  const startedAt = performance.now();
  const count = Math.max(2, scale.companies);
  const big = Math.max(1, Math.round(scale.orders * (scale.largeShare ?? 0.1)));
  const rest = scale.orders - big;
  const others = count - 1;
  const dealsOf = Array.from({ length: count }, (_, i) =>
    i === 0 ? big : Math.floor(rest / others) + (i - 1 < rest % others ? 1 : 0),
  );
  const shoppersOf = dealsOf.map((deals) => Math.max(1, Math.ceil(deals * SHOPPERS_PER_ORDER)));

  const made = await db
    .insert(companies)
    .values(
      dealsOf.map((_, i) => ({
        name: i === 0 ? 'Бюро «Большой город»' : `Ритуальная служба «${BRANDS[i % BRANDS.length]}» № ${i}`,
        ownerAccountId,
        inn: String(6_900_000_000 + i),
        address: `Город ${i + 1}, ул. Советская, ${1 + (i % 90)}`,
      })),
    )
    .returning({ id: companies.id });
  const companyIds = made.map((row) => row.id).sort((a, b) => a - b);
  await db
    .insert(memberships)
    .values(companyIds.map((companyId) => ({ accountId: ownerAccountId, companyId, isOwner: true })));
  const companyList = `unnest(${intArray(companyIds)}, ${intArray(dealsOf)}, ${intArray(shoppersOf)}) with ordinality as c(company_id, deals, clients, idx)`;

  const indexSeconds = await withIndexesAfter(
    db,
    [shoppers, orders, orderItems, orderPayments, orderDeceased, persons],
    async () => {
      // clients: s-th of its company; every fifth unconfirmed, every twentieth an organisation
      const client = fullName('c.company_id::bigint * 1000003 + s');
      await run(
        db,
        `insert into shoppers (company_id, type_shopper, phone, email, address, last_name, first_name, patronymic,
          legal_name, inn, kpp, ogrn, representative, bank_account, bik, bank_name, corr_account,
          confirmed_at, confirmed_by, is_notify_phone, created_at, updated_at)
        select c.company_id, case when legal then 2 else 1 end,
          '79' || lpad((${h('c.company_id::bigint * 1000003 + s', 1)} % 1000000000)::text, 9, '0'),
          case when s % 3 = 0 then 'client' || c.company_id || '.' || s || '@example.ru' else '' end,
          'ул. Садовая, ' || (1 + s % 120) || ', кв. ' || (1 + s % 90),
          case when legal then null else ${client.last} end,
          case when legal then null else ${client.first} end,
          case when legal then null else ${client.patronymic} end,
          case when legal then 'ООО «' || (${textArray(BRANDS)})[1 + s % ${BRANDS.length}] || '-' || s || '»' end,
          case when legal then lpad((${h('c.company_id::bigint * 1000003 + s', 2)} % 10000000000)::text, 10, '0') end,
          case when legal then '695001001' end,
          case when legal then lpad((${h('c.company_id::bigint * 1000003 + s', 3)})::text, 13, '1') end,
          case when legal then '' end, case when legal then '' end, case when legal then '' end,
          case when legal then '' end, case when legal then '' end,
          case when s % 5 <> 0 then created end, case when s % 5 <> 0 then 'phone' end, s % 5 <> 0,
          created, created
        from ${companyList}
        cross join lateral generate_series(1, c.clients) s
        cross join lateral (select s % 20 = 7 as legal,
          now() - interval '${SPAN_DAYS + 30} days' + (s::float8 / c.clients) * interval '${SPAN_DAYS} days' as created) x`,
      );

      // deals: g-th of all; the first `big` are the large company's, the rest dealt round the others
      await run(
        db,
        `insert into orders (company_id, number, type_order, category_order, status, shopper_id, funeral_at,
          cremation_at, burial_place, note, discount_kind, discount_value, total, paid, created_at, updated_at)
        with ranked as (
          select id, company_id, row_number() over (partition by company_id order by id) as n
          from shoppers where company_id = any(${intArray(companyIds)})
        ),
        deal as (
          select c.company_id, c.deals, c.clients, d.number, seed, type_order, category_order, status, created,
            ${h('seed', 30)} % 100 < 10 as discounted
          from generate_series(1, ${scale.orders}) g
          cross join lateral (select
            case when g <= ${big} then 1 else 2 + (g - ${big} - 1) % ${others} end as idx,
            case when g <= ${big} then g else (g - ${big} - 1) / ${others} + 1 end as number) d
          join ${companyList} on c.idx = d.idx
          cross join lateral (select c.company_id::bigint * 1000003 + d.number as seed) s
          cross join lateral (select
            case when ${h('seed', 20)} % 100 < 15 then 2 else 1 end as type_order,
            now() - (((c.deals - d.number) + (${h('seed', 21)} % 90) / 100.0) * ${SPAN_DAYS}.0 / c.deals)::float8 * interval '1 day'
              - interval '3 minutes' as created) t
          cross join lateral (select
            case when type_order = 2 then 4 else
              case when ${h('seed', 22)} % 100 < 20 then 1 when ${h('seed', 22)} % 100 < 65 then 2
                when ${h('seed', 22)} % 100 < 90 then 3 else 4 end end as category_order,
            case when now() - created < interval '21 days' then
              (array['new','in_progress','in_progress','awaiting_payment','paid','completed','cancelled'])[1 + ${h('seed', 23)} % 7]
            else case when ${h('seed', 23)} % 100 < 85 then 'completed' when ${h('seed', 23)} % 100 < 95 then 'cancelled'
              when ${h('seed', 23)} % 100 < 98 then 'paid' else 'awaiting_payment' end end as status) k
        ),
        priced as (
          select deal.*, lines.gross,
            case when discounted then 5 + 5 * (${h('seed', 31)} % 2) else 0 end as pct,
            ${h('seed', 24)} % clients + 1 as pick
          from deal
          cross join lateral (select sum(${linePrice('seed', 'j', 'i')} * ${lineQuantity('seed', 'j')})::bigint as gross
            from generate_series(1, ${lineCount('seed')}) j
            cross join lateral (select ${lineIndex('seed', 'j')} as i) l) lines
        ),
        totalled as (
          select priced.*, gross - (gross * pct + 50) / 100 as total,
            -- a deal past «В работе» needs a confirmed client (every fifth is not): the one before it
            case when status in ('awaiting_payment','paid','completed') and pick % 5 = 0 then pick - 1 else pick end as client
          from priced
        )
        select t.company_id, t.number, t.type_order, t.category_order, t.status, r.id,
          case when t.category_order = 2 then date_trunc('day', t.created) + (1 + ${h('seed', 40)} % 3) * interval '1 day' + (9 + ${h('seed', 41)} % 5) * interval '1 hour' end,
          case when t.category_order = 3 then date_trunc('day', t.created) + (2 + ${h('seed', 40)} % 3) * interval '1 day' + (10 + ${h('seed', 41)} % 5) * interval '1 hour' end,
          case when t.type_order = 1 and t.category_order < 4 then (${textArray(CEMETERIES)})[1 + ${h('seed', 42)} % ${CEMETERIES.length}] || ', участок ' || (1 + ${h('seed', 43)} % 60) else '' end,
          '',
          case when t.pct > 0 then 'percent' else 'amount' end, t.pct, t.total,
          case t.status when 'completed' then t.total when 'paid' then t.total
            when 'awaiting_payment' then case when ${h('seed', 32)} % 2 = 0 then t.total / 2 / 10000 * 10000 else 0 end
            when 'in_progress' then case when ${h('seed', 32)} % 3 = 0 then t.total * 3 / 10 / 10000 * 10000 else 0 end
            else 0 end,
          t.created, least(t.created + interval '2 days', now())
        from totalled t
        join ranked r on r.company_id = t.company_id and r.n = t.client`,
      );
      await run(
        db,
        `insert into order_counters (company_id, last_number)
        select company_id, max(number) from orders where company_id = any(${intArray(companyIds)}) group by company_id`,
      );

      // the lines, the same as the totals above were computed from
      const seed = 'o.company_id::bigint * 1000003 + o.number';
      await run(
        db,
        `insert into order_items (order_id, kind, name, unit, price, quantity, position)
        select o.id, (${textArray(LINES.map((line) => line[0]))})[i], (${textArray(LINES.map((line) => line[1]))})[i],
          (${textArray(LINES.map((line) => line[2]))})[i], ${linePrice(seed, 'j', 'i')}, ${lineQuantity(seed, 'j')}, j - 1
        from orders o
        cross join lateral generate_series(1, ${lineCount(seed)}) j
        cross join lateral (select ${lineIndex(seed, 'j')} as i) l
        where o.company_id = any(${intArray(companyIds)})`,
      );

      // payments: what each deal has paid, in two parts for a third of them
      await run(
        db,
        `insert into order_payments (order_id, amount, paid_on, method, note, created_at)
        select o.id, part.amount, (o.created_at + part.after)::date,
          (array['cash','card','transfer'])[1 + ${h(seed, 50)} % 3], part.note, o.created_at + part.after
        from orders o
        cross join lateral (
          select o.paid as amount, interval '1 day' as after, '' as note where ${h(seed, 51)} % 3 <> 0 or o.paid < 200000
          union all
          select o.paid / 2 / 10000 * 10000, interval '1 hour', 'Предоплата' where ${h(seed, 51)} % 3 = 0 and o.paid >= 200000
          union all
          select o.paid - o.paid / 2 / 10000 * 10000, interval '1 day', 'Окончательный расчёт' where ${h(seed, 51)} % 3 = 0 and o.paid >= 200000
        ) part
        where o.paid > 0 and o.company_id = any(${intArray(companyIds)})`,
      );

      // the deceased: a company Person per deal of type 1 (half of «Другое»), marked with the deal for the link
      const person = fullName(`${seed} + 17`);
      await run(
        db,
        `insert into persons (owner_company_id, last_name, first_name, patronymic, gender, birth_date, birth_precision,
          death_date, death_precision, burial_place, note, created_at, updated_at)
        select o.company_id, ${person.last}, ${person.first}, ${person.patronymic},
          case when ${person.male} then 'male' else 'female' end,
          case ${h(seed, 60)} % 10 when 0 then make_date(born, 1, 1) when 1 then make_date(born, (1 + ${h(seed, 61)} % 12)::int, 1)
            else make_date(born, (1 + ${h(seed, 61)} % 12)::int, (1 + ${h(seed, 62)} % 28)::int) end,
          case ${h(seed, 60)} % 10 when 0 then 'year' when 1 then 'month' else 'day' end,
          died, 'day', o.burial_place, 'bench:' || o.id, o.created_at, o.created_at
        from orders o
        cross join lateral (select (1925 + ${h(seed, 63)} % 65)::int as born,
          (o.created_at - case when o.category_order = 1 then (30 + ${h(seed, 64)} % 3000) else ${h(seed, 64)} % 3 end * interval '1 day')::date as died) x
        where o.type_order = 1 and (o.category_order < 4 or ${h(seed, 65)} % 2 = 0)
          and o.company_id = any(${intArray(companyIds)})`,
      );
      await run(
        db,
        `insert into order_deceased (order_id, person_id, position, created_at)
        select substr(p.note, 7)::int, p.id, 0, p.created_at from persons p
        where p.note like 'bench:%' and p.owner_company_id = any(${intArray(companyIds)})`,
      );
    },
  );

  const numbers = async (statement: string) => {
    const result = (await db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] };
    return result.rows;
  };
  const ids = intArray(companyIds);
  const [counts] = await numbers(`select
    (select count(*) from shoppers where company_id = any(${ids}))::int as shoppers,
    (select count(*) from order_items i join orders o on o.id = i.order_id where o.company_id = any(${ids}))::int as items,
    (select count(*) from order_payments p join orders o on o.id = p.order_id where o.company_id = any(${ids}))::int as payments,
    (select count(*) from order_deceased d join orders o on o.id = d.order_id where o.company_id = any(${ids}))::int as deceased`);
  const companyId = companyIds[0];
  const clients = await numbers(
    `select last_name, first_name from shoppers where company_id = ${companyId} and type_shopper = 1 order by id limit 200`,
  );
  const [days] = await numbers(
    `select to_char(min(created_at) at time zone 'Europe/Moscow', 'YYYY-MM-DD') as first,
      to_char(max(created_at) at time zone 'Europe/Moscow', 'YYYY-MM-DD') as last from orders where company_id = ${companyId}`,
  );
  return {
    ...scale,
    companies: count,
    companyId,
    companyOrders: big,
    shoppers: Number(counts.shoppers),
    items: Number(counts.items),
    payments: Number(counts.payments),
    deceased: Number(counts.deceased),
    seconds: (performance.now() - startedAt) / 1000,
    indexSeconds,
    samples: {
      surnames: clients.map((row) => String(row.last_name)),
      names: clients.map((row) => `${row.last_name} ${row.first_name}`),
      firstDay: String(days.first),
      lastDay: String(days.last),
    },
  };
}
