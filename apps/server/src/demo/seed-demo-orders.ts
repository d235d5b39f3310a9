import {
  type DiscountBody,
  deceasedAttachSchema,
  orderCreateSchema,
  orderMemoryPageSchema,
  paymentBodySchema,
} from '@sp/shared/api/orders';
import type { Gender } from '@sp/shared/api/persons';
import { type ShopperBodyInput, shopperBodySchema } from '@sp/shared/api/shoppers';
import type { OrderCategory, OrderType, PaymentMethod } from '@sp/shared/orders/kinds';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { catalogItems, compositions } from '../modules/catalog/catalog.table';
import { companies } from '../modules/companies/companies.table';
import { memoryPages } from '../modules/memory-pages/memory-pages.table';
import { createOrderDeceasedService } from '../modules/orders/order-deceased.service';
import { dealCountsOf } from '../modules/orders/order-lookups.service';
import { createOrderPaymentsService } from '../modules/orders/order-payments.service';
import { createOrderTimelineService } from '../modules/orders/order-timeline.service';
import { createOrdersService } from '../modules/orders/orders.service';
import { orderNotes, orderPayments, orders } from '../modules/orders/orders.table';
import { persons } from '../modules/persons/persons.table';
import { createShoppersService } from '../modules/shoppers/shoppers.service';
import { shoppers } from '../modules/shoppers/shoppers.table';
import { auditLog } from '../platform/audit/audit.table';
import type { Messenger } from '../platform/channels/messenger';
import { familyServicesOver, type Services } from '../services';
import { demoAccount, demoCompanyOf } from './seed-demo-lookup';

/*
 * Issue 5 §6: the deals of the demo companies. «Ритуал-Сервис» (company@demo.ru) gets 30 deals over the last four
 * months across every status and category, 13 physical clients, 3 organisations and the family of user@demo.ru
 * (Анна Смирнова, a confirmed client linked to that account, so /app/history-orders shows her deals); «Память-Юг»
 * (company2@demo.ru) gets 4. Everything goes through the services the API uses (clients, confirmation by code,
 * deals, the deceased as company Persons, payments, status moves, affiliate memory pages), so the rules hold and
 * every change is in the journal; afterwards the timestamps of the rows and journal records are moved back to
 * when each step happened, and the deals are numbered in the order they were made.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MSK = 3 * HOUR;

// ---- the catalog of seed-demo-catalog.ts, by name

const I = {
  pine: 'Гроб сосновый, обитый тканью',
  oak: 'Гроб дубовый полированный',
  wreath: 'Венок траурный из живых цветов',
  artWreath: 'Венок искусственный 90 см',
  granite: 'Памятник из гранита 100×50×5',
  marble: 'Памятник из мраморной крошки',
  cross: 'Крест деревянный с табличкой',
  clothes: 'Комплект ритуальной одежды',
  transfer: 'Перевозка умершего в морг',
  hearse: 'Катафалк на церемонию',
  grave: 'Копка могилы и захоронение',
  cremation: 'Кремация с прощальной церемонией',
  agent: 'Агент по организации похорон',
  install: 'Установка памятника',
  funeralSet: 'Похороны «Достойные»',
  cremationSet: 'Кремация «Светлая»',
} as const;
type ItemName = (typeof I)[keyof typeof I];
type Line = [ItemName, number, DiscountBody?];

// ---- clients

type ClientSpec = {
  key: string;
  /** confirmed by a code to this contact (the service's own flow), else left unverified */
  confirm?: 'phone' | 'email';
  body: ShopperBodyInput;
};

const person = (
  key: string,
  fullName: string,
  phone: string,
  confirm: ClientSpec['confirm'],
  extra: { email?: string; address?: string; passport?: [string, string, string, string, string] } = {},
): ClientSpec => {
  const [last_name, first_name, patronymic] = fullName.split(' ');
  const [doc_series, doc_number, doc_issued_by, doc_issued_date, doc_division_code] = extra.passport ?? [];
  return {
    key,
    confirm,
    body: {
      type_shopper: '1',
      phone,
      email: extra.email ?? '',
      physical_person: {
        last_name,
        first_name,
        patronymic,
        address: extra.address ?? '',
        doc_series: doc_series ?? '',
        doc_number: doc_number ?? '',
        doc_issued_by: doc_issued_by ?? '',
        doc_issued_date: doc_issued_date ?? '',
        doc_division_code: doc_division_code ?? '',
      },
    },
  };
};

const TVER_UMVD = 'УМВД России по Тверской области';

/**
 * The family account's client: the phone and e-mail of user@demo.ru (seed-demo.ts), confirmed by phone, so the
 * confirmation links the client to that account.
 */
const FAMILY_CLIENT = person('anna', 'Смирнова Анна Петровна', '+7 900 000-00-01', 'phone', {
  email: 'user@demo.ru',
  address: 'Тверь, Смоленский пер., 14, кв. 7',
  passport: ['2819', '604112', TVER_UMVD, '2020-05-12', '690-001'],
});

const RITUAL_CLIENTS: ClientSpec[] = [
  FAMILY_CLIENT,
  person('morozova', 'Морозова Ирина Викторовна', '+7 915 731-22-48', 'phone', {
    address: 'Тверь, ул. Орджоникидзе, 41, кв. 52',
    passport: [
      '2806',
      '318745',
      'Отделом УФМС России по Тверской области в Заволжском районе г. Твери',
      '2008-11-20',
      '690-003',
    ],
  }),
  person('egorov', 'Егоров Павел Сергеевич', '+7 903 655-14-90', 'phone', {
    email: 'p.egorov@example.ru',
    address: 'Тверь, Волоколамский пр-т, 9, кв. 118',
  }),
  person('zaitsev', 'Зайцев Виктор Михайлович', '+7 910 932-67-11', undefined),
  person('fedorova', 'Фёдорова Ольга Николаевна', '+7 906 550-81-33', 'phone', {
    address: 'Тверь, ул. Хромова, 27, кв. 3',
    passport: ['2815', '227301', TVER_UMVD, '2016-02-09', '690-002'],
  }),
  person('kuzmin', 'Кузьмин Денис Андреевич', '+7 952 088-43-19', undefined),
  person('vinogradova', 'Виноградова Людмила Петровна', '+7 919 046-72-58', 'phone', {
    address: 'Тверь, пр-т Чайковского, 19, кв. 40',
  }),
  person('vorobyova', 'Воробьёва Татьяна Андреевна', '+7 977 301-19-84', 'phone', {
    email: 't.vorobyova@example.ru',
    address: 'Тверь, ул. Склизкова, 88, кв. 15',
    passport: ['2811', '905544', TVER_UMVD, '2011-07-28', '690-004'],
  }),
  person('nikitina', 'Никитина Светлана Аркадьевна', '+7 920 174-38-05', 'email', {
    email: 's.nikitina@example.ru',
    address: 'Тверь, ул. Мусоргского, 8, кв. 21',
  }),
  person('sorokin', 'Сорокин Николай Фёдорович', '+7 905 478-90-26', undefined),
  person('komarova', 'Комарова Елена Владимировна', '+7 915 862-05-73', 'phone', {
    address: 'Тверь, ул. Паши Савельевой, 45, кв. 77',
  }),
  person('bogdanov', 'Богданов Константин Юрьевич', '+7 930 215-66-07', undefined, {
    address: 'Конаково, ул. Энергетиков, 30, кв. 6',
  }),
  person('titov', 'Титов Роман Алексеевич', '+7 920 390-57-12', undefined),
  person('pavlova', 'Павлова Марина Олеговна', '+7 910 648-25-91', 'phone', {
    email: 'm.pavlova@example.ru',
    address: 'Тверь, Петербургское ш., 52, кв. 9',
    passport: ['2821', '117093', TVER_UMVD, '2021-09-01', '690-006'],
  }),
  {
    key: 'vvsk',
    confirm: 'email',
    body: {
      type_shopper: '2',
      phone: '+7 4822 35-17-60',
      email: 'buh@vvsk-tver.example.ru',
      legal_entity: {
        name: 'ООО «Верхневолжская строительная компания»',
        inn: '6950012340',
        kpp: '695001001',
        ogrn: '1146952001877',
        address: '170100, Тверь, ул. Вольного Новгорода, 22, офис 4',
        representative:
          'генерального директора Карпова Дмитрия Алексеевича, действующего на основании устава',
        bank_account: '40702810360000012345',
        bik: '042809679',
        bank_name: 'Тверское отделение № 8607 ПАО Сбербанк',
        corr_account: '30101810700000000679',
      },
    },
  },
  {
    key: 'vmz',
    confirm: 'email',
    body: {
      type_shopper: '2',
      phone: '+7 4822 44-02-15',
      email: 'office@vmz-tver.example.ru',
      legal_entity: {
        name: 'АО «Волжский механический завод»',
        inn: '6904018771',
        kpp: '695201001',
        ogrn: '1036900099158',
        address: '170039, Тверь, Коминтерна ул., 95',
        representative:
          'директора по персоналу Лаврова Игоря Семёновича, действующего на основании доверенности № 14',
        bank_account: '40702810160000012345',
        bik: '044525411',
        bank_name: 'Филиал «Центральный» Банка ВТБ (ПАО)',
        corr_account: '30101810145250000411',
      },
    },
  },
  {
    key: 'hleb',
    confirm: 'email',
    body: {
      type_shopper: '2',
      phone: '+7 4822 58-90-03',
      email: 'zakaz@hlebdom.example.ru',
      legal_entity: {
        name: 'ООО «Хлебный дом „Калинин“»',
        inn: '6901004523',
        kpp: '695001001',
        ogrn: '1026900009135',
        address: '170001, Тверь, Калинина пр-т, 15, стр. 2',
        representative: 'директора Мельниковой Ларисы Геннадьевны, действующей на основании устава',
        bank_account: '40702810460000012345',
        bik: '044525593',
        bank_name: 'АО «Альфа-Банк»',
        corr_account: '30101810200000000593',
      },
    },
  },
];

const SOUTH_CLIENTS: ClientSpec[] = [
  person('tkachenko', 'Ткаченко Андрей Николаевич', '+7 918 345-62-70', 'phone', {
    address: 'Краснодар, ул. Ставропольская, 131, кв. 44',
  }),
  person('bondarenko', 'Бондаренко Галина Ивановна', '+7 961 502-18-36', undefined),
];

// ---- deals

type NewDeceased = {
  name: string;
  gender: Gender;
  birth?: string;
  /** days before the deal was made (a recent death), or a partial date of an old one (a grave tended now) */
  death: number | string;
  burialPlace?: string;
  city?: string;
};

type DealSpec = {
  /** a name other seeds and tests can find the deal by */
  key?: string;
  /** made this many days ago (a fraction: hours ago) */
  days: number;
  /** Moscow hour it was made at (days ≥ 1) */
  hour?: number;
  by: 'owner' | 'manager';
  client: string | null;
  type: OrderType;
  category?: OrderCategory;
  status: OrderStatus;
  /** a new company Person, a person of an earlier deal (by its key), or a family's person (by full name) */
  deceased?: NewDeceased | { deal: string } | { family: string };
  /** [days after the deal was made, Moscow HH:MM] */
  funeral?: [number, string];
  cremation?: [number, string];
  place?: string;
  items: Line[];
  discount?: DiscountBody;
  note?: string;
  /** 'full': paid in full (a prepayment first when `prepay` is a share); a share alone: that much paid */
  paid?: 'full' | number;
  prepay?: number;
  method?: PaymentMethod;
  /** days from making the deal to its last status move */
  span: number;
  /** an affiliate memory page for the deceased, made this many days after the deal */
  page?: { after: number; epitaph: string; biography: string };
  /** notes on the deal's timeline, this many days after it was made (a fraction: that share of a day) */
  notes?: { after: number; text: string; by?: 'owner' | 'manager' }[];
};

const TVER = 'Тверь';
const DCH = 'Дмитрово-Черкасское кладбище';
const NEKL = 'Неклюдовское кладбище';
const GOLOV = 'Головинское кладбище';

/** The deal of the family account (user@demo.ru) that is «Выполнена»: a granite monument on her father's grave. */
export const DEMO_FAMILY_COMPLETED_DEAL = 'family-monument';
/** The family's second completed deal (wreaths), so a second review has a deal too. */
export const DEMO_FAMILY_COMPLETED_SALE = 'family-wreaths';
/** The family's deal still awaiting payment (half paid). */
export const DEMO_FAMILY_AWAITING_DEAL = 'family-marble';

const RITUAL_DEALS: DealSpec[] = [
  {
    key: 'morozov',
    days: 118,
    hour: 10,
    by: 'manager',
    client: 'morozova',
    type: 1,
    category: 2,
    status: 'completed',
    deceased: { name: 'Морозов Геннадий Павлович', gender: 'male', birth: '1949-03-12', death: 1 },
    funeral: [2, '11:00'],
    place: `${DCH}, участок 27`,
    items: [
      [I.funeralSet, 1],
      [I.clothes, 1],
      [I.wreath, 1],
    ],
    note: 'Прощание в зале на ул. Седова, автобус для родственников от дома.',
    paid: 'full',
    prepay: 0.5,
    method: 'cash',
    span: 3,
    page: {
      after: 6,
      epitaph: 'Любим, помним, скорбим',
      biography:
        '<p>Геннадий Павлович всю жизнь проработал машинистом на Октябрьской железной дороге и водил поезда между Москвой и Ленинградом.</p>' +
        '<p>Любил рыбалку на Тверце, выращивал яблони и каждый год угощал соседей вареньем.</p>',
    },
  },
  {
    days: 112,
    hour: 14,
    by: 'owner',
    client: 'egorov',
    type: 1,
    category: 3,
    status: 'completed',
    deceased: { name: 'Егорова Валентина Ивановна', gender: 'female', birth: '1938', death: 2 },
    cremation: [2, '12:30'],
    place: `Урна выдана семье, подзахоронение в родственную могилу: ${NEKL}`,
    items: [
      [I.cremationSet, 1],
      [I.wreath, 1],
    ],
    paid: 'full',
    method: 'card',
    span: 3,
  },
  {
    days: 107,
    hour: 9,
    by: 'manager',
    client: 'zaitsev',
    type: 1,
    category: 2,
    status: 'cancelled',
    deceased: { name: 'Зайцева Нина Степановна', gender: 'female', birth: '1944-10-02', death: 1 },
    funeral: [3, '10:00'],
    place: GOLOV,
    items: [[I.funeralSet, 1]],
    note: 'Семья решила хоронить в Кашине рядом с родителями; отменено по просьбе сына.',
    span: 1,
  },
  {
    days: 101,
    hour: 11,
    by: 'owner',
    client: 'vvsk',
    type: 1,
    category: 2,
    status: 'completed',
    deceased: { name: 'Крылов Андрей Владимирович', gender: 'male', birth: '1968-07', death: 2 },
    funeral: [3, '12:00'],
    place: `${GOLOV}, участок 8`,
    items: [
      [I.oak, 1],
      [I.wreath, 3],
      [I.transfer, 1],
      [I.hearse, 3],
      [I.grave, 1],
      [I.agent, 1],
    ],
    discount: { kind: 'percent', value: 5 },
    note: 'Похороны сотрудника за счёт предприятия; оплата по счёту безналичным переводом.',
    paid: 'full',
    method: 'transfer',
    span: 6,
  },
  {
    key: DEMO_FAMILY_COMPLETED_DEAL,
    days: 96,
    hour: 15,
    by: 'manager',
    client: 'anna',
    type: 1,
    category: 1,
    status: 'completed',
    deceased: { family: 'Смирнов Пётр Николаевич' },
    place: `${DCH}, участок 12`,
    items: [
      [I.granite, 1, { kind: 'percent', value: 10 }],
      [I.install, 1],
    ],
    note: 'Памятник на могилу отца: портрет и надпись по эскизу семьи, установка после усадки грунта.',
    paid: 'full',
    prepay: 0.5,
    method: 'card',
    span: 35,
  },
  {
    days: 90,
    hour: 10,
    by: 'manager',
    client: 'vmz',
    type: 2,
    status: 'completed',
    items: [
      [I.artWreath, 12, { kind: 'percent', value: 15 }],
      [I.wreath, 2],
    ],
    note: 'Венки для возложения к мемориалу заводчан, ленты «От коллектива АО „Волжский механический завод“».',
    paid: 'full',
    method: 'transfer',
    span: 4,
  },
  {
    key: 'fedorov',
    days: 86,
    hour: 13,
    by: 'owner',
    client: 'fedorova',
    type: 1,
    category: 2,
    status: 'completed',
    deceased: { name: 'Фёдоров Иван Кузьмич', gender: 'male', birth: '1931', death: 1 },
    funeral: [2, '11:30'],
    place: `${NEKL}, участок 5`,
    items: [
      [I.funeralSet, 1],
      [I.cross, 1],
    ],
    discount: { kind: 'amount', value: 1500 },
    note: 'Ветеран труда; отпевание в храме Вознесения Господня перед похоронами.',
    paid: 'full',
    method: 'cash',
    span: 3,
    page: {
      after: 10,
      epitaph: 'Твоя доброта живёт в нас',
      biography:
        '<p>Иван Кузьмич родился в деревне под Старицей, мальчишкой работал в колхозе в годы войны.</p>' +
        '<p>Сорок лет был мастером на Калининском камвольном комбинате, вырастил троих детей и семерых внуков.</p>',
    },
  },
  {
    days: 80,
    hour: 16,
    by: 'manager',
    client: 'kuzmin',
    type: 1,
    category: 3,
    status: 'cancelled',
    deceased: { name: 'Кузьмина Раиса Дмитриевна', gender: 'female', birth: '1950-01', death: 1 },
    cremation: [3, '13:00'],
    items: [[I.cremationSet, 1]],
    note: 'Отмена: родственники заключили договор с другим бюро.',
    span: 1,
  },
  {
    days: 78,
    hour: 12,
    by: 'manager',
    client: 'morozova',
    type: 2,
    status: 'completed',
    items: [[I.artWreath, 2]],
    note: 'Венки к сорока дням, ленты «Дорогому мужу и отцу».',
    paid: 'full',
    method: 'cash',
    span: 0.05,
  },
  {
    key: 'vinogradov',
    days: 75,
    hour: 12,
    by: 'manager',
    client: 'vinogradova',
    type: 1,
    category: 4,
    status: 'completed',
    deceased: { name: 'Виноградов Пётр Алексеевич', gender: 'male', birth: '1946-06-21', death: 3 },
    items: [
      [I.transfer, 2],
      [I.agent, 1],
    ],
    note: 'Перевозка умершего из Москвы в Тверь и оформление документов; похороны семья проводит сама.',
    paid: 'full',
    method: 'card',
    span: 2,
  },
  {
    days: 74,
    hour: 17,
    by: 'owner',
    client: 'egorov',
    type: 2,
    status: 'completed',
    items: [[I.artWreath, 2]],
    note: 'К сорока дням мамы; забрал сам.',
    paid: 'full',
    method: 'card',
    span: 0.05,
  },
  {
    days: 70,
    hour: 11,
    by: 'owner',
    client: 'vorobyova',
    type: 1,
    category: 1,
    status: 'completed',
    deceased: {
      name: 'Воробьёв Михаил Ефимович',
      gender: 'male',
      birth: '1939',
      death: '2021-11',
      burialPlace: `${GOLOV}, участок 14`,
    },
    place: `${GOLOV}, участок 14`,
    items: [
      [I.marble, 1],
      [I.install, 1],
    ],
    paid: 'full',
    prepay: 0.3,
    method: 'cash',
    span: 21,
  },
  {
    key: 'nikitin',
    days: 64,
    hour: 10,
    by: 'manager',
    client: 'nikitina',
    type: 1,
    category: 3,
    status: 'completed',
    deceased: { name: 'Никитин Аркадий Львович', gender: 'male', birth: '1940-05', death: 2 },
    cremation: [3, '10:30'],
    place: `Колумбарий: ${DCH}`,
    items: [
      [I.cremationSet, 1],
      [I.wreath, 1],
      [I.clothes, 1],
    ],
    paid: 'full',
    method: 'card',
    span: 4,
  },
  {
    key: DEMO_FAMILY_COMPLETED_SALE,
    days: 60,
    hour: 11,
    by: 'manager',
    client: 'anna',
    type: 2,
    status: 'completed',
    items: [
      [I.wreath, 1],
      [I.artWreath, 2],
    ],
    note: 'Венки на могилы родителей и бабушки к родительскому дню, ленты по тексту семьи.',
    paid: 'full',
    method: 'card',
    span: 1,
  },
  {
    days: 58,
    hour: 17,
    by: 'manager',
    client: 'sorokin',
    type: 2,
    status: 'cancelled',
    items: [[I.artWreath, 1]],
    note: 'Клиент не приехал за заказом, от покупки отказался по телефону.',
    span: 7,
  },
  {
    days: 47,
    hour: 10,
    by: 'owner',
    client: 'komarova',
    type: 1,
    category: 1,
    status: 'paid',
    deceased: {
      name: 'Комаров Сергей Дмитриевич',
      gender: 'male',
      birth: '1958-02-14',
      death: '2024-09',
      burialPlace: `${NEKL}, участок 31`,
    },
    place: `${NEKL}, участок 31`,
    items: [
      [I.granite, 1, { kind: 'amount', value: 2000 }],
      [I.install, 1],
    ],
    note: 'Гравировка портрета согласована; установка весной, после усадки грунта.',
    paid: 'full',
    method: 'transfer',
    span: 10,
  },
  {
    days: 43,
    hour: 15,
    by: 'manager',
    client: 'bogdanov',
    type: 1,
    category: 1,
    status: 'in_progress',
    deceased: {
      name: 'Богданова Антонина Сергеевна',
      gender: 'female',
      birth: '1936',
      death: '2022-03',
      burialPlace: `${DCH}, участок 40`,
    },
    place: `${DCH}, участок 40`,
    items: [
      [I.marble, 1],
      [I.install, 1],
    ],
    note: 'Памятник в изготовлении. Клиент ещё не подтвердил контакты: до подтверждения сделка не переводится к оплате.',
    paid: 0.5,
    method: 'cash',
    span: 0.1,
  },
  {
    days: 29,
    hour: 12,
    by: 'manager',
    client: 'vinogradova',
    type: 1,
    category: 1,
    status: 'completed',
    deceased: { deal: 'vinogradov' },
    place: `${NEKL}, участок 9`,
    items: [
      [I.cross, 1],
      [I.artWreath, 1],
    ],
    note: 'Временный крест с табличкой до установки памятника.',
    paid: 'full',
    method: 'cash',
    span: 2,
  },
  {
    days: 24,
    hour: 9,
    by: 'owner',
    client: 'vmz',
    type: 1,
    category: 2,
    status: 'completed',
    deceased: { name: 'Лапин Юрий Борисович', gender: 'male', birth: '1947', death: 1 },
    funeral: [2, '12:00'],
    place: `${DCH}, участок 3`,
    items: [
      [I.funeralSet, 1],
      [I.wreath, 2],
      [I.hearse, 1],
    ],
    discount: { kind: 'amount', value: 3000 },
    note: 'Похороны ветерана предприятия за счёт АО, оплата по счёту.',
    paid: 'full',
    method: 'transfer',
    span: 8,
  },
  {
    days: 20,
    hour: 15,
    by: 'owner',
    client: 'hleb',
    type: 1,
    category: 3,
    status: 'awaiting_payment',
    deceased: { name: 'Рябова Зинаида Фёдоровна', gender: 'female', birth: '1941-08', death: 2 },
    cremation: [3, '11:00'],
    place: 'Урна выдана семье',
    items: [
      [I.cremationSet, 1],
      [I.wreath, 1],
    ],
    note: 'Счёт выставлен предприятию: оплачено 50 %, остаток после подписания акта.',
    paid: 0.5,
    method: 'transfer',
    span: 3,
  },
  {
    days: 16,
    hour: 12,
    by: 'manager',
    client: 'morozova',
    type: 1,
    category: 1,
    status: 'awaiting_payment',
    deceased: { deal: 'morozov' },
    place: `${DCH}, участок 27`,
    items: [
      [I.granite, 1],
      [I.install, 1],
    ],
    note: 'Эскиз утверждён, счёт отправлен клиенту; изготовление после предоплаты.',
    span: 1,
  },
  {
    days: 12,
    hour: 10,
    by: 'manager',
    client: 'vvsk',
    type: 2,
    status: 'paid',
    items: [
      [I.wreath, 2],
      [I.artWreath, 4],
    ],
    note: 'Доставка венков к проходной предприятия в день прощания с ветераном.',
    paid: 'full',
    method: 'transfer',
    span: 3,
  },
  {
    key: DEMO_FAMILY_AWAITING_DEAL,
    days: 9,
    hour: 13,
    by: 'manager',
    client: 'anna',
    type: 1,
    category: 1,
    status: 'awaiting_payment',
    deceased: { family: 'Смирнова Мария Ивановна' },
    place: DCH,
    items: [
      [I.marble, 1],
      [I.install, 1],
    ],
    note: 'Новый памятник на могилу бабушки вместо старого; предоплата 50 %, остаток перед установкой.',
    paid: 0.5,
    method: 'card',
    span: 2,
  },
  {
    days: 6,
    hour: 12,
    by: 'owner',
    client: 'pavlova',
    type: 1,
    category: 2,
    status: 'paid',
    deceased: { name: 'Павлов Олег Викторович', gender: 'male', birth: '1962-09-30', death: 1 },
    funeral: [2, '12:00'],
    place: `${NEKL}, участок 22`,
    items: [
      [I.pine, 1],
      [I.wreath, 2, { kind: 'percent', value: 10 }],
      [I.transfer, 1],
      [I.hearse, 2],
      [I.grave, 1],
      [I.agent, 1],
    ],
    paid: 'full',
    prepay: 0.4,
    method: 'card',
    span: 1.5,
  },
  {
    key: 'vorobyova-mother',
    days: 5,
    hour: 10,
    by: 'manager',
    client: 'vorobyova',
    type: 1,
    category: 2,
    status: 'in_progress',
    deceased: { name: 'Воробьёва Клавдия Семёновна', gender: 'female', birth: '1941-12', death: 1 },
    funeral: [2, '11:00'],
    place: `${GOLOV}, участок 14, рядом с мужем`,
    items: [
      [I.funeralSet, 1],
      [I.clothes, 1],
    ],
    note: 'Табличка на крест с QR-кодом страницы памяти.',
    paid: 0.5,
    method: 'cash',
    span: 0.05,
    notes: [
      { after: 0.03, text: 'Сын просит прощание в 10:30, автобус от дома на ул. Орджоникидзе, 12.' },
      {
        after: 1,
        text: 'Венок от внуков, лента «Любимой бабушке». Привезут к 9:00 в день похорон.',
      },
      {
        after: 3,
        by: 'owner',
        text: 'Семья благодарит за прощание. Отправить сыну ссылку на страницу памяти и код передачи.',
      },
    ],
    page: {
      after: 2,
      epitaph: 'Мама, ты всегда с нами',
      biography:
        '<p>Клавдия Семёновна сорок лет учила детей в тверской школе № 17. Её уроки географии ученики вспоминают до сих пор.</p>' +
        '<p>Пятьдесят лет прожила с Михаилом Ефимовичем и теперь покоится рядом с ним.</p>',
    },
  },
  {
    days: 3,
    hour: 16,
    by: 'manager',
    client: 'nikitina',
    type: 1,
    category: 1,
    status: 'in_progress',
    deceased: { deal: 'nikitin' },
    place: `${DCH}, участок 18, подзахоронение урны`,
    items: [
      [I.marble, 1],
      [I.install, 1],
    ],
    paid: 0.3,
    method: 'card',
    span: 0.1,
  },
  {
    days: 1,
    hour: 18,
    by: 'owner',
    client: 'egorov',
    type: 1,
    category: 4,
    status: 'in_progress',
    deceased: { name: 'Егоров Сергей Павлович', gender: 'male', birth: '1971', death: 1 },
    items: [
      [I.transfer, 3],
      [I.agent, 1],
    ],
    note: 'Перевозка в Вышний Волочёк, похороны там проводит местное бюро.',
    span: 0.05,
  },
  {
    days: 0.6,
    by: 'manager',
    client: 'fedorova',
    type: 2,
    status: 'new',
    items: [
      [I.artWreath, 1],
      [I.cross, 1],
    ],
    note: 'Заберёт в субботу; позвонить накануне.',
    span: 0,
  },
  {
    days: 0.3,
    by: 'manager',
    client: 'sorokin',
    type: 1,
    category: 4,
    status: 'new',
    deceased: { name: 'Сорокина Анна Ильинична', gender: 'female', birth: '1939', death: 0 },
    items: [[I.transfer, 1]],
    note: 'Ночной звонок: перевозка из дома в морг; о похоронах договориться с сыном утром.',
    span: 0,
  },
  {
    days: 0.1,
    by: 'manager',
    client: 'titov',
    type: 1,
    category: 2,
    status: 'new',
    deceased: { name: 'Титов Алексей Романович', gender: 'male', birth: '1945-04', death: 1 },
    funeral: [3, '11:00'],
    place: GOLOV,
    items: [[I.funeralSet, 1]],
    note: 'Нужен зал прощания на 30 человек; клиент подтвердит контакты при встрече.',
    span: 0,
    notes: [
      {
        after: 0.02,
        text: 'Роман Алексеевич приедет в офис завтра в 10:00: договор, выбор гроба, подтверждение телефона.',
      },
    ],
  },
];

const SOUTH_DEALS: DealSpec[] = [
  {
    key: 'tkachenko',
    days: 40,
    hour: 10,
    by: 'owner',
    client: 'tkachenko',
    type: 1,
    category: 2,
    status: 'completed',
    deceased: {
      name: 'Ткаченко Николай Степанович',
      gender: 'male',
      birth: '1944',
      death: 1,
      city: 'Краснодар',
    },
    funeral: [2, '10:00'],
    place: 'Славянское кладбище, участок 112',
    items: [
      [I.funeralSet, 1],
      [I.wreath, 1],
    ],
    paid: 'full',
    method: 'card',
    span: 3,
  },
  {
    days: 15,
    hour: 14,
    by: 'owner',
    client: 'tkachenko',
    type: 1,
    category: 1,
    status: 'awaiting_payment',
    deceased: { deal: 'tkachenko' },
    place: 'Славянское кладбище, участок 112',
    items: [
      [I.marble, 1],
      [I.install, 1],
    ],
    paid: 0.3,
    method: 'cash',
    span: 1,
  },
  {
    days: 2,
    hour: 11,
    by: 'owner',
    client: 'bondarenko',
    type: 1,
    category: 2,
    status: 'in_progress',
    deceased: {
      name: 'Бондаренко Иван Петрович',
      gender: 'male',
      birth: '1950-05-09',
      death: 1,
      city: 'Краснодар',
    },
    funeral: [2, '11:00'],
    place: 'Всесвятское кладбище, родственное захоронение',
    items: [
      [I.pine, 1],
      [I.wreath, 1],
      [I.hearse, 2],
      [I.grave, 1],
    ],
    span: 0.05,
  },
  {
    days: 0.2,
    by: 'owner',
    client: 'bondarenko',
    type: 2,
    status: 'new',
    items: [[I.artWreath, 2]],
    span: 0,
  },
];

// ---- time

/** UTC ms of `hh:mm` Moscow time on the Moscow day `plusDays` (whole) after the Moscow day of `base`. */
function onDay(base: number, plusDays: number, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  const msk = base + MSK;
  return msk - (msk % DAY) + plusDays * DAY - MSK + h * HOUR + m * MINUTE;
}
const moscowDay = (at: number) => new Date(at + MSK).toISOString().slice(0, 10);

type Step = { at: number; run: () => Promise<void> };

// ---- the seed

type Actors = { companyId: number; owner: number; manager: number };

/**
 * The deals of both demo companies, written once (a company that has deals is left alone), in one transaction.
 * Needs seedDemo, seedDemoCatalog and seedDemoFamily first.
 */
export async function seedDemoOrders(services: Services): Promise<boolean> {
  const { db } = services;
  const companyOf = (ownerEmail: string) => demoCompanyOf(db, ownerEmail);
  const ritual = await companyOf('company@demo.ru');
  const south = await companyOf('company2@demo.ru');
  const manager = await demoAccount(db, 'manager@demo.ru');
  const family = await demoAccount(db, 'user@demo.ru');
  if (!ritual || !south || !manager || !family) return false;
  const [catalog] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(eq(catalogItems.companyId, ritual.companyId))
    .limit(1);
  if (!catalog) return false;
  const [already] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.companyId, [ritual.companyId, south.companyId]))
    .limit(1);
  if (already) return false;

  const now = Date.now();
  await db.transaction(async (tx) => {
    const write = writer(services, tx, now);
    await write.company(
      { companyId: ritual.companyId, owner: ritual.owner, manager: manager.id },
      RITUAL_CLIENTS,
      RITUAL_DEALS,
      family.id,
    );
    await write.company(
      { companyId: south.companyId, owner: south.owner, manager: south.owner },
      SOUTH_CLIENTS,
      SOUTH_DEALS,
      family.id,
    );
  });
  return true;
}

/** The services bound to the seed's transaction, and the steps that write one company's clients and deals. */
function writer(services: Services, tx: Db, now: number) {
  const { memoryPages: pages } = familyServicesOver(tx, {
    storage: services.storage,
    config: services.config,
    limits: services.limits,
  });
  // the confirmation code is read here instead of being sent: demo clients' phones are not real
  let lastMessage = '';
  const messenger: Messenger = {
    send: async (_to, message) => {
      lastMessage = message.text;
    },
    list: async () => ({ results: [], count: 0 }),
  };
  const clients = createShoppersService({
    db: tx,
    codes: services.codes,
    messenger,
    deals: { countsOf: dealCountsOf },
  });
  const dealsService = createOrdersService({ db: tx });
  const payments = createOrderPaymentsService({ db: tx });
  const timeline = createOrderTimelineService({ db: tx, activity: [] });
  const deceased = createOrderDeceasedService({ db: tx, memoryPages: pages });

  let journalSeen = 0;
  /** Runs a step and dates the journal records it wrote (and only those) when it happened. */
  async function at<T>(when: number, step: () => Promise<T>): Promise<T> {
    const result = await step();
    const dated = await tx
      .update(auditLog)
      .set({ createdAt: new Date(when) })
      .where(gt(auditLog.id, journalSeen))
      .returning({ id: auditLog.id });
    for (const { id } of dated) journalSeen = Math.max(journalSeen, id);
    return result;
  }

  return {
    async company(actors: Actors, clientSpecs: ClientSpec[], dealSpecs: DealSpec[], familyAccount: number) {
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)` })
        .from(auditLog);
      journalSeen = Number(last);
      const scopeOf = (by: DealSpec['by']) => ({
        companyId: actors.companyId,
        accountId: by === 'owner' ? actors.owner : actors.manager,
      });

      const catalog = new Map<string, { kind: 'product' | 'service'; id: number }>();
      for (const row of await tx
        .select({ id: catalogItems.id, name: catalogItems.name, kind: catalogItems.kind })
        .from(catalogItems)
        .where(eq(catalogItems.companyId, actors.companyId)))
        catalog.set(row.name, { kind: row.kind as 'product' | 'service', id: row.id });
      const sets = new Map<string, number>();
      for (const row of await tx
        .select({ id: compositions.id, name: compositions.name })
        .from(compositions)
        .where(eq(compositions.companyId, actors.companyId)))
        sets.set(row.name, row.id);
      const line = ([name, quantity, discount]: Line) => {
        const composition = sets.get(name);
        if (composition !== undefined)
          return { kind: 'composition' as const, composition_id: composition, quantity, discount };
        const item = catalog.get(name);
        if (!item) throw new Error(`demo deal: «${name}» is not in the company's catalog`);
        return { kind: item.kind, item_id: item.id, quantity, discount };
      };

      // clients appear shortly before their first deal and are confirmed then
      const ordered = [...dealSpecs].sort((a, b) => b.days - a.days);
      const onItsDay = (deal: DealSpec) =>
        onDay(now, -Math.floor(deal.days), `${deal.hour ?? 10}:${((deal.days * 7) % 50) + 5}`);
      // a fraction of a day is that share of the time since the last whole-day deal, so the deals stay in
      // their numbers' order at any hour (yesterday's 18:00 deal is only a few hours old just after midnight)
      const lastWholeDay = Math.max(...dealSpecs.filter((deal) => deal.days >= 1).map(onItsDay));
      const madeAt = (deal: DealSpec) =>
        deal.days >= 1 ? onItsDay(deal) : now - deal.days * (now - lastWholeDay);
      const clientIds = new Map<string, number>();
      const clientMade = new Map<string, number>();
      for (const deal of ordered) {
        if (deal.client && !clientMade.has(deal.client))
          clientMade.set(deal.client, madeAt(deal) - 15 * MINUTE);
      }
      for (const spec of clientSpecs) {
        const when = clientMade.get(spec.key);
        if (when === undefined) continue;
        const by = scopeOf('manager');
        const created = await at(when, () =>
          clients.create(actors.companyId, by.accountId, shopperBodySchema.parse(spec.body)),
        );
        clientIds.set(spec.key, created.id);
        await tx
          .update(shoppers)
          .set({ createdAt: new Date(when), updatedAt: new Date(when) })
          .where(eq(shoppers.id, created.id));
        if (spec.confirm) {
          const contact = spec.confirm === 'phone' ? { phone: created.phone } : { email: created.email };
          const confirmedAt = when + 5 * MINUTE;
          await clients.confirm(actors.companyId, by.accountId, {
            shopper_id: created.id,
            ...contact,
            is_notify_phone: false,
            is_notify_email: false,
          });
          const code = /Код: (\d{5})/.exec(lastMessage)?.[1];
          if (!code) throw new Error('demo client: no confirmation code was sent');
          await at(confirmedAt, () =>
            clients.confirm(actors.companyId, by.accountId, {
              shopper_id: created.id,
              ...contact,
              code,
              is_notify_phone: spec.confirm === 'phone',
              is_notify_email: spec.confirm === 'email',
            }),
          );
          await tx
            .update(shoppers)
            .set({ confirmedAt: new Date(confirmedAt), updatedAt: new Date(confirmedAt) })
            .where(eq(shoppers.id, created.id));
        }
      }

      const dealPersons = new Map<string, number>();
      for (const deal of ordered) {
        const made = madeAt(deal);
        const scope = scopeOf(deal.by);
        const dayAfter = (days: number, hhmm: string) => onDay(made, days, hhmm);
        const steps: Step[] = [];
        /** a step `after` days later; whole days land on a working hour, nothing after now */
        const later = (after: number, hhmm = '11:20') =>
          Math.min(after >= 1 ? dayAfter(Math.round(after), hhmm) : made + after * DAY, now - MINUTE);

        const order = await at(made, () =>
          dealsService.create(
            scope,
            orderCreateSchema.parse({
              type_order: deal.type,
              category_order: deal.category,
              shopper_id: deal.client ? clientIds.get(deal.client) : null,
              funeral_at: deal.funeral ? new Date(dayAfter(...deal.funeral)).toISOString() : null,
              cremation_at: deal.cremation ? new Date(dayAfter(...deal.cremation)).toISOString() : null,
              burial_place: deal.place ?? '',
              note: deal.note ?? '',
              items: deal.items.map(line),
              discount: deal.discount,
            }),
          ),
        );

        if (deal.deceased) {
          const who = deal.deceased;
          steps.push({
            at: made + 10 * MINUTE,
            run: async () => {
              let personId: number | undefined;
              if ('deal' in who) {
                personId = dealPersons.get(who.deal);
                if (personId === undefined) throw new Error(`demo deal: no deceased of the deal ${who.deal}`);
              } else if ('family' in who) {
                const [last, first, patronymic] = who.family.split(' ');
                const [found] = await tx
                  .select({ id: persons.id })
                  .from(persons)
                  .where(
                    and(
                      eq(persons.ownerAccountId, familyAccount),
                      eq(persons.lastName, last),
                      eq(persons.firstName, first),
                      eq(persons.patronymic, patronymic),
                    ),
                  );
                personId = found?.id;
                if (personId === undefined) throw new Error(`demo deal: no family person ${who.family}`);
              }
              if (personId !== undefined) {
                await deceased.attach(
                  scope,
                  deceasedAttachSchema.parse({ order_id: order.id, person_id: personId }),
                );
              } else if ('name' in who) {
                const [last_name, first_name, patronymic] = who.name.split(' ');
                const death = typeof who.death === 'number' ? moscowDay(made - who.death * DAY) : who.death;
                const city = who.city ?? TVER;
                const attached = await deceased.attach(
                  scope,
                  deceasedAttachSchema.parse({
                    order_id: order.id,
                    last_name,
                    first_name,
                    patronymic,
                    gender: who.gender,
                    date_birth: who.birth,
                    date_death: death,
                    city,
                    burial_city: city,
                    burial_place: who.burialPlace ?? deal.place ?? '',
                  }),
                );
                await tx
                  .update(persons)
                  .set({ createdAt: new Date(made + 10 * MINUTE), updatedAt: new Date(made + 10 * MINUTE) })
                  .where(eq(persons.id, attached.id));
                if (deal.key) dealPersons.set(deal.key, attached.id);
              }
            },
          });
        }

        const move = (when: number, status: OrderStatus) =>
          steps.push({
            at: when,
            run: async () => void (await dealsService.setStatus(scope, order.id, status)),
          });
        const pay = (when: number, share: number | 'rest') =>
          steps.push({
            at: when,
            run: async () => {
              const [row] = await tx
                .select({ total: orders.total, paid: orders.paid })
                .from(orders)
                .where(eq(orders.id, order.id));
              const total = Number(row.total);
              const kopecks =
                share === 'rest'
                  ? total - Number(row.paid)
                  : Math.max(100_000, Math.round((total * share) / 100_000) * 100_000);
              if (kopecks <= 0) return;
              const payment = await payments.create(
                scope,
                paymentBodySchema.parse({
                  order_id: order.id,
                  amount: kopecks / 100,
                  paid_on: moscowDay(when),
                  method: deal.method ?? 'cash',
                  note: share === 'rest' ? (total === kopecks ? '' : 'Окончательный расчёт') : 'Предоплата',
                }),
              );
              await tx
                .update(orderPayments)
                .set({ createdAt: new Date(when) })
                .where(eq(orderPayments.id, payment.id));
            },
          });

        const start = made + HOUR;
        const end = later(deal.span, '16:40');
        const middle = later(deal.span * 0.4, '12:10');
        const prepayAt = made + 40 * MINUTE;
        const payFull = () => {
          if (deal.prepay) pay(prepayAt, deal.prepay);
          pay(later(deal.span * 0.6, '14:30'), 'rest');
        };
        if (typeof deal.paid === 'number') pay(prepayAt, deal.paid);
        switch (deal.status) {
          case 'new':
            break;
          case 'in_progress':
            move(start, 'in_progress');
            break;
          case 'awaiting_payment':
            move(start, 'in_progress');
            move(middle, 'awaiting_payment');
            break;
          case 'paid':
            move(start, 'in_progress');
            if (deal.paid === 'full') payFull();
            move(end, 'paid');
            break;
          case 'completed':
            if (deal.type === 1) {
              move(start, 'in_progress');
              move(middle, 'awaiting_payment');
            }
            if (deal.paid === 'full') payFull();
            move(later(deal.span * 0.6, '14:35'), 'paid');
            move(end, 'completed');
            break;
          case 'cancelled':
            move(start, 'in_progress');
            move(end, 'cancelled');
            break;
        }
        if (deal.page) {
          const page = deal.page;
          steps.push({
            at: later(page.after, '15:15'),
            run: async () => {
              const personId = deal.key ? dealPersons.get(deal.key) : undefined;
              if (personId === undefined) throw new Error('demo deal: a memory page needs a new deceased');
              await deceased.memoryPage(
                scope,
                order.id,
                orderMemoryPageSchema.parse({
                  person_id: personId,
                  visibility: 'public',
                  epitaph: page.epitaph,
                  biography: page.biography,
                }),
              );
            },
          });
        }

        for (const note of deal.notes ?? []) {
          const when = later(note.after, '13:05');
          steps.push({
            at: when,
            run: async () => {
              const written = await timeline.addNote(scopeOf(note.by ?? deal.by), order.id, {
                text: note.text,
              });
              await tx
                .update(orderNotes)
                .set({ createdAt: new Date(when) })
                .where(eq(orderNotes.id, written.id));
            },
          });
        }

        steps.sort((a, b) => a.at - b.at);
        let last = made;
        for (const step of steps) {
          const when = Math.max(step.at, last);
          await at(when, step.run);
          last = when;
        }
        await tx
          .update(orders)
          .set({ createdAt: new Date(made), updatedAt: new Date(last) })
          .where(eq(orders.id, order.id));
        if (deal.page) {
          const created = new Date(later(deal.page.after, '15:15'));
          await tx
            .update(memoryPages)
            .set({
              createdAt: created,
              updatedAt: created,
              companyEditUntil: new Date(created.getTime() + 7 * DAY),
            })
            .where(eq(memoryPages.personId, dealPersons.get(deal.key as string) as number));
        }
      }
    },
  };
}

/** A deal's number in its company: the deals are made oldest first in a company that had none. */
const numberOf = (deals: DealSpec[], key: string) =>
  [...deals].sort((a, b) => b.days - a.days).findIndex((deal) => deal.key === key) + 1;

/**
 * Numbers of the family account's deals (user@demo.ru, Анна Смирнова) in «Ритуал-Сервис»: two completed ones for
 * reviews (a granite monument on her father's grave and wreaths) and one awaiting payment.
 */
export const DEMO_FAMILY_DEAL_NUMBERS = {
  completed: numberOf(RITUAL_DEALS, DEMO_FAMILY_COMPLETED_DEAL),
  completedSale: numberOf(RITUAL_DEALS, DEMO_FAMILY_COMPLETED_SALE),
  awaitingPayment: numberOf(RITUAL_DEALS, DEMO_FAMILY_AWAITING_DEAL),
} as const;

/**
 * A deal of the family account in «Ритуал-Сервис» by its number (DEMO_FAMILY_DEAL_NUMBERS), with its client and
 * the account, for other seeds and tests (reviews); null before this seed ran.
 */
export async function findDemoFamilyDeal(
  db: Db,
  number: number = DEMO_FAMILY_DEAL_NUMBERS.completed,
): Promise<{
  orderId: number;
  number: number;
  companyId: number;
  shopperId: number;
  accountId: number;
} | null> {
  const [row] = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      companyId: orders.companyId,
      shopperId: shoppers.id,
      accountId: shoppers.accountId,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .innerJoin(shoppers, eq(shoppers.id, orders.shopperId))
    .where(and(eq(accounts.email, 'company@demo.ru'), isNull(companies.parentId), eq(orders.number, number)));
  return row?.accountId ? { ...row, accountId: row.accountId } : null;
}
