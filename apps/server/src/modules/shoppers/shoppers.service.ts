import {
  SHOPPER_MSG,
  type Shopper,
  type ShopperBody,
  type ShopperConfirmBody,
  type ShopperConfirmResult,
  type ShoppersQuery,
  type ShopperType,
} from '@sp/shared/api/shoppers';
import {
  formatPhone,
  type LoginIdentifier,
  normalizeEmail,
  normalizePhone,
} from '@sp/shared/validation/patterns';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, fieldError } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { findOwned } from '../../platform/tenant';
import * as throttle from '../../platform/throttle';
import { findAccountByIdentifier } from '../accounts/accounts.service';
import type { AccountRow } from '../accounts/accounts.table';
import { accounts } from '../accounts/accounts.table';
import type { CodeBook } from '../auth/auth-codes.service';
import { companies } from '../companies/companies.table';
import { type ShopperRow, shoppers } from './shoppers.table';

export type { ShopperRow } from './shoppers.table';

/**
 * What the clients need of their deals. The orders module sits above this one and gives it in services.ts;
 * `db` is the caller's (a transaction when inside one).
 */
export type ShopperDeals = {
  /** how many deals each of these clients has; a client without deals is absent */
  countsOf(db: Db, shopperIds: number[]): Promise<Map<number, number>>;
};

/** Codes to a client: as many as the login codes, 3 per contact in 15 minutes. */
const CODE_SENDS: throttle.ThrottleRule = {
  bucket: 'shoppers:code_sent',
  limit: 3,
  windowMs: 15 * 60 * 1000,
  message: SHOPPER_MSG.codeSendsThrottled,
};

/** One company may ask this many clients' codes an hour, so its staff cannot flood strangers with messages. */
const COMPANY_CODE_SENDS: throttle.ThrottleRule = {
  bucket: 'shoppers:company_code_sent',
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: SHOPPER_MSG.companyCodeSendsThrottled,
};

/** ФИО of a person or the entity's name: what lists show and sort by. */
const displayName = sql<string>`coalesce(${shoppers.legalName}, trim(coalesce(${shoppers.lastName}, '') || ' ' || coalesce(${shoppers.firstName}, '') || ' ' || coalesce(${shoppers.patronymic}, '')))`;

/** The entity's name or «Фамилия Имя Отчество»: how deals, documents and reviews name the client. */
export function shopperName(
  row: Pick<ShopperRow, 'legalName' | 'lastName' | 'firstName' | 'patronymic'>,
): string {
  if (row.legalName !== null) return row.legalName;
  return [row.lastName, row.firstName, row.patronymic].filter(Boolean).join(' ');
}

export function serializeShopper(row: ShopperRow, ordersTotal: number): Shopper {
  const physical = row.typeShopper === 1;
  return {
    id: row.id,
    type_shopper: String(row.typeShopper) as ShopperType,
    name: shopperName(row),
    phone: row.phone ? formatPhone(row.phone) : '',
    email: row.email,
    note: row.note,
    physical_person: physical
      ? {
          last_name: row.lastName ?? '',
          first_name: row.firstName ?? '',
          patronymic: row.patronymic ?? '',
          birth_date: row.birthDate ?? '',
          address: row.address,
          doc_series: row.docSeries ?? '',
          doc_number: row.docNumber ?? '',
          doc_issued_by: row.docIssuedBy ?? '',
          doc_issued_date: row.docIssuedDate ?? '',
          doc_division_code: row.docDivisionCode ?? '',
        }
      : null,
    legal_entity: physical
      ? null
      : {
          name: row.legalName ?? '',
          inn: row.inn ?? '',
          kpp: row.kpp ?? '',
          ogrn: row.ogrn ?? '',
          address: row.address,
          representative: row.representative ?? '',
          bank_account: row.bankAccount ?? '',
          bik: row.bik ?? '',
          bank_name: row.bankName ?? '',
          corr_account: row.corrAccount ?? '',
        },
    is_confirmed: row.confirmedAt !== null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    confirmed_by: (row.confirmedBy as 'phone' | 'email' | null) ?? null,
    is_notify_phone: row.isNotifyPhone,
    is_notify_email: row.isNotifyEmail,
    has_account: row.accountId !== null,
    orders_count: Number(ordersTotal),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type Columns = Omit<typeof shoppers.$inferInsert, 'id' | 'companyId' | 'searchText' | 'createdAt'>;

/** The columns of a body: the block of its type, the other block null (SPEC §5; the table's check holds it). */
function columnsOf(body: ShopperBody): Columns {
  const common = {
    phone: body.phone ? normalizePhone(body.phone) : '',
    email: body.email ? normalizeEmail(body.email) : '',
    note: body.note,
  };
  const noPerson = {
    lastName: null,
    firstName: null,
    patronymic: null,
    birthDate: null,
    docSeries: null,
    docNumber: null,
    docIssuedBy: null,
    docIssuedDate: null,
    docDivisionCode: null,
  };
  const noEntity = {
    legalName: null,
    inn: null,
    kpp: null,
    ogrn: null,
    representative: null,
    bankAccount: null,
    bik: null,
    bankName: null,
    corrAccount: null,
  };
  if (body.type_shopper === '1') {
    const person = body.physical_person;
    return {
      ...common,
      ...noEntity,
      typeShopper: 1,
      address: person.address,
      lastName: person.last_name,
      firstName: person.first_name,
      patronymic: person.patronymic,
      birthDate: person.birth_date || null,
      docSeries: person.doc_series,
      docNumber: person.doc_number,
      docIssuedBy: person.doc_issued_by,
      docIssuedDate: person.doc_issued_date || null,
      docDivisionCode: person.doc_division_code,
    };
  }
  const entity = body.legal_entity;
  return {
    ...common,
    ...noPerson,
    typeShopper: 2,
    address: entity.address,
    legalName: entity.name,
    inn: entity.inn,
    kpp: entity.kpp,
    ogrn: entity.ogrn,
    representative: entity.representative,
    bankAccount: entity.bank_account,
    bik: entity.bik,
    bankName: entity.bank_name,
    corrAccount: entity.corr_account,
  };
}

/** What the journal keeps of a client: its fields in the API's names, not the timestamps. */
function journalled(row: ShopperRow): Record<string, unknown> {
  const { id, created_at, updated_at, orders_count, has_account, ...fields } = serializeShopper(row, 0);
  return { ...fields, account_id: row.accountId };
}

/** The confirmed contact changed: the confirmation, its consent and the account link no longer hold. */
function confirmationReset(before: ShopperRow, next: Columns): Partial<Columns> {
  if (before.confirmedAt === null) return {};
  const changed =
    (before.confirmedBy === 'phone' && before.phone !== next.phone) ||
    (before.confirmedBy === 'email' && before.email !== next.email);
  if (!changed) return {};
  return {
    confirmedAt: null,
    confirmedBy: null,
    accountId: null,
    ...(before.confirmedBy === 'phone' ? { isNotifyPhone: false } : { isNotifyEmail: false }),
  };
}

/** An account that confirmed `contact` itself (a verified phone or e-mail), or null. */
async function verifiedAccountWith(db: Db, contact: LoginIdentifier): Promise<AccountRow | null> {
  const account = await findAccountByIdentifier(db, contact);
  if (!account?.isActive) return null;
  const verified = contact.kind === 'phone' ? account.isPhoneVerified : account.isEmailVerified;
  return verified ? account : null;
}

/**
 * Links to `account` every confirmed client whose confirmed contact is the account's own verified phone or
 * e-mail and that is not linked yet: a client confirmed before the account existed (or before it verified
 * that contact) joins it here. The history of orders calls it before it lists the account's deals.
 */
export async function linkShoppersTo(db: Db, account: AccountRow): Promise<number> {
  const matches: SQL[] = [];
  if (account.phone && account.isPhoneVerified) {
    matches.push(and(eq(shoppers.confirmedBy, 'phone'), eq(shoppers.phone, account.phone)) as SQL);
  }
  if (account.email && account.isEmailVerified) {
    matches.push(and(eq(shoppers.confirmedBy, 'email'), eq(shoppers.email, account.email)) as SQL);
  }
  if (!matches.length || !account.isActive) return 0;
  const linked = await db
    .update(shoppers)
    .set({ accountId: account.id })
    .where(and(isNull(shoppers.accountId), isNotNull(shoppers.confirmedAt), or(...matches)))
    .returning({ id: shoppers.id });
  return linked.length;
}

/**
 * The company's client with this phone (stored digits), else with this e-mail (lower case); a confirmed client
 * first, then the newest. null when neither matches or both are ''.
 */
export async function findShopperByContact(
  db: Db,
  companyId: number,
  contact: { phone: string; email: string },
): Promise<ShopperRow | null> {
  for (const match of [
    contact.phone ? eq(shoppers.phone, contact.phone) : null,
    contact.email ? eq(shoppers.email, contact.email) : null,
  ]) {
    if (!match) continue;
    const [row] = await db
      .select()
      .from(shoppers)
      .where(and(eq(shoppers.companyId, companyId), match))
      .orderBy(desc(isNotNull(shoppers.confirmedAt)), desc(shoppers.createdAt), desc(shoppers.id))
      .limit(1);
    if (row) return row;
  }
  return null;
}

/**
 * A physical person made from a site request's name and contacts, in the caller's transaction (the deal made
 * from the request is written in the same one), journalled with the request it came from.
 */
export async function insertShopperFromRequest(
  tx: Db,
  scope: CompanyScope,
  request: { id: number; phone: string; email: string },
  names: { lastName: string; firstName: string; patronymic: string },
): Promise<ShopperRow> {
  const [created] = await tx
    .insert(shoppers)
    .values({
      companyId: scope.companyId,
      typeShopper: 1,
      phone: request.phone,
      email: request.email,
      lastName: names.lastName,
      firstName: names.firstName,
      patronymic: names.patronymic,
      note: `Из заявки с сайта № ${request.id}`,
      createdBy: scope.accountId,
    })
    .returning();
  await recordAudit(tx, {
    companyId: scope.companyId,
    accountId: scope.accountId,
    model: 'Shopper',
    recordId: created.id,
    action: 'create',
    after: {
      type_shopper: '1',
      last_name: names.lastName,
      first_name: names.firstName,
      patronymic: names.patronymic,
      phone: request.phone,
      email: request.email,
      site_request_id: request.id,
    },
  });
  return created;
}

/**
 * A company's clients (SPEC §7 Customers): CRUD, search, confirmation by a code. How many deals a client has
 * comes from the orders module (`deals`). Methods a deal is made with take the caller's transaction (`tx`).
 */
export function createShoppersService(deps: {
  db: Db;
  codes: CodeBook;
  messenger: Messenger;
  deals: ShopperDeals;
}) {
  const { db, codes, messenger, deals } = deps;

  const own = (companyId: number, id: number) => findOwned(db, shoppers, companyId, id);

  async function describe(row: ShopperRow, tx: Db = db): Promise<Shopper> {
    const counts = await deals.countsOf(tx, [row.id]);
    return serializeShopper(row, counts.get(row.id) ?? 0);
  }

  function searchCondition(query: string): SQL {
    const conditions = [ilike(shoppers.searchText, `%${escapeLike(query.toLowerCase())}%`)];
    const digits = query.replace(/\D/g, '');
    if (/^[\d\s()+-]+$/.test(query) && digits.length >= 3) {
      // a phone typed as +7 (900) 000… or 8 900…: compare digits with the stored digits
      const phoneDigits = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
      conditions.push(ilike(shoppers.phone, `%${phoneDigits}%`));
    }
    return or(...conditions) as SQL;
  }

  return {
    async list(companyId: number, query: ShoppersQuery): Promise<{ results: Shopper[]; count: number }> {
      const where = and(
        eq(shoppers.companyId, companyId),
        query.query ? searchCondition(query.query) : undefined,
        query.type_shopper ? eq(shoppers.typeShopper, Number(query.type_shopper)) : undefined,
        query.is_confirmed === 'true' ? isNotNull(shoppers.confirmedAt) : undefined,
        query.is_confirmed === 'false' ? isNull(shoppers.confirmedAt) : undefined,
      );
      const descending = query.sort.startsWith('-');
      const column = query.sort.endsWith('name') ? displayName : shoppers.createdAt;
      return listPage(
        db.select(COUNT).from(shoppers).where(where),
        db
          .select()
          .from(shoppers)
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), descending ? desc(shoppers.id) : asc(shoppers.id))
          .offset(query.offset)
          .limit(query.limit),
        async (rows) => {
          const counts = await deals.countsOf(
            db,
            rows.map((row) => row.id),
          );
          return rows.map((row) => serializeShopper(row, counts.get(row.id) ?? 0));
        },
      );
    },

    async get(companyId: number, id: number): Promise<Shopper> {
      return describe(await own(companyId, id));
    },

    /**
     * The company's client with this phone (as typed or as stored digits), else with this e-mail; a confirmed
     * client first, then the newest. null when neither matches or both are ''.
     */
    findByContact(
      companyId: number,
      contact: { phone: string; email: string },
      tx: Db = db,
    ): Promise<ShopperRow | null> {
      return findShopperByContact(tx, companyId, {
        phone: contact.phone ? normalizePhone(contact.phone) : '',
        email: contact.email ? normalizeEmail(contact.email) : '',
      });
    },

    /** A new client, journalled; inside the caller's transaction when `tx` is given. */
    async create(companyId: number, accountId: number, body: ShopperBody, tx?: Db): Promise<Shopper> {
      const row = await (tx ?? db).transaction(async (inner) => {
        const [created] = await inner
          .insert(shoppers)
          .values({ ...columnsOf(body), companyId, createdBy: accountId })
          .returning();
        await recordAudit(inner, {
          companyId,
          accountId,
          model: 'Shopper',
          recordId: created.id,
          action: 'create',
          after: journalled(created),
        });
        return created;
      });
      return serializeShopper(row, 0);
    },

    /** A changed confirmed contact drops the confirmation (the new one must be confirmed again). */
    async update(companyId: number, accountId: number, id: number, body: ShopperBody): Promise<Shopper> {
      const before = await own(companyId, id);
      const columns = columnsOf(body);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(shoppers)
          .set({ ...columns, ...confirmationReset(before, columns), updatedAt: new Date() })
          .where(and(eq(shoppers.id, id), eq(shoppers.companyId, companyId)))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Shopper',
          recordId: id,
          action: 'update',
          before: journalled(before),
          after: journalled(updated),
        });
        return updated;
      });
      return describe(row);
    },

    /** A client with deals stays (409): the deals need their client. */
    async remove(companyId: number, accountId: number, id: number): Promise<void> {
      const before = await own(companyId, id);
      await db.transaction(async (tx) => {
        const counts = await deals.countsOf(tx, [id]);
        if ((counts.get(id) ?? 0) > 0) throw conflict(SHOPPER_MSG.hasOrders);
        await tx.delete(shoppers).where(eq(shoppers.id, id));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Shopper',
          recordId: id,
          action: 'delete',
          before: journalled(before),
        });
      });
    },
    /**
     * Without a code: sends one to the client's saved phone (WhatsApp) or e-mail, the one named in the body.
     * With it: marks the client confirmed by that contact, records the consents to notifications and links
     * the account that verified the same contact, if there is one (else linkShoppersTo does it later).
     */
    async confirm(
      companyId: number,
      accountId: number,
      body: ShopperConfirmBody,
      address?: string,
    ): Promise<ShopperConfirmResult> {
      const row = await own(companyId, body.shopper_id);
      const contact: LoginIdentifier = body.phone
        ? { kind: 'phone', value: normalizePhone(body.phone) }
        : { kind: 'email', value: normalizeEmail(body.email ?? '') };
      const saved = contact.kind === 'phone' ? row.phone : row.email;
      if (!saved) {
        throw fieldError(contact.kind, contact.kind === 'phone' ? SHOPPER_MSG.noPhone : SHOPPER_MSG.noEmail);
      }
      if (saved !== contact.value) {
        throw fieldError(
          contact.kind,
          contact.kind === 'phone' ? SHOPPER_MSG.phoneMismatch : SHOPPER_MSG.emailMismatch,
        );
      }
      // the code is the client's with this company: another company's code for the same phone is another
      const identifier = `shopper:${row.id}:${contact.value}`;

      if (!body.code) {
        await throttle.consumeAll(db, [
          { rule: COMPANY_CODE_SENDS, key: String(companyId) },
          { rule: CODE_SENDS, key: contact.value },
        ]);
        const code = await codes.issue(db, identifier, 'shopper_confirm', { shopperId: row.id });
        const [company] = await db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, companyId));
        await messenger.send(contact, {
          subject: 'Код подтверждения клиента — Светлая память',
          text:
            `Компания «${company?.name ?? ''}» просит подтвердить ваши контакты. Код: ${code}. ` +
            'Код действует 10 минут. Назовите его сотруднику компании, только если вы её клиент.',
          secrets: [code],
        });
        const shown = contact.kind === 'phone' ? formatPhone(contact.value) : contact.value;
        return { detail: SHOPPER_MSG.codeSent(shown), shopper: await describe(row) };
      }

      await codes.consume(db, identifier, ['shopper_confirm'], body.code, address);
      const account = await verifiedAccountWith(db, contact);
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(shoppers)
          .set({
            confirmedAt: new Date(),
            confirmedBy: contact.kind,
            isNotifyPhone: body.is_notify_phone,
            isNotifyEmail: body.is_notify_email,
            accountId: account?.id ?? row.accountId,
            updatedAt: new Date(),
          })
          .where(eq(shoppers.id, row.id))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Shopper',
          recordId: row.id,
          action: 'update',
          before: journalled(row),
          after: journalled(changed),
        });
        return changed;
      });
      return { detail: SHOPPER_MSG.confirmed, shopper: await describe(updated) };
    },

    /** Links confirmed clients to the account (see linkShoppersTo). */
    async linkAccount(accountId: number): Promise<number> {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      return account ? linkShoppersTo(db, account) : 0;
    },
  };
}

export type ShoppersService = ReturnType<typeof createShoppersService>;
