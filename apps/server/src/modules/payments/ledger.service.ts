import type { List } from '@sp/shared/api/common';
import {
  type BalanceHistoryQuery,
  type BalanceMovement,
  balanceHistoryQuerySchema,
  PAYMENT_MSG,
} from '@sp/shared/api/payments';
import { kopecksToRubles } from '@sp/shared/format/money';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import {
  type LedgerTransactionKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from './payments.table';

const ZONE = 'Europe/Moscow';

/** The platform's own ledger accounts (migration 0037). */
export type PlatformAccount = 'revenue' | 'card_clearing' | 'corrections' | 'invoices';

/** Whose money: a holder's balance (a family's account or a company) or one of the platform's own. */
export type LedgerSide = { holder: Owner } | { platform: PlatformAccount };

/** A movement to write: what the holder reads, and who gains (positive kopecks) and who gives (negative). */
export type Movement = {
  kind: LedgerTransactionKind;
  description: string;
  reason?: string;
  createdBy?: number;
  /** a provider's payment or an invoice: the movement is written once however often it is told */
  externalRef?: string;
  entries: { side: LedgerSide; amount: number }[];
};

/** 402: a purchase the balance does not cover. */
export const notEnoughMoney = () => new ApiError(402, { detail: PAYMENT_MSG.notEnough });

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const holderWhere = (owner: Owner): SQL =>
  owner.companyId !== undefined
    ? eq(ledgerAccounts.companyId, owner.companyId)
    : eq(ledgerAccounts.accountId, owner.accountId as number);

/**
 * The balances of accounts and companies as a double-entry ledger in kopecks (issue 14 §1): every movement is
 * written once, its entries sum to zero (the database checks it at commit), a balance is the sum of a holder's
 * entries. A purchase locks the holder's ledger row, so two at once never spend the same kopeck.
 */
export function createLedger(db: Db) {
  /** The ledger account of a side, made when its money first moves. */
  async function ledgerAccountOf(tx: Tx | Db, side: LedgerSide): Promise<number> {
    if ('platform' in side) {
      const [row] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.platformCode, side.platform));
      if (!row) throw new Error(`no platform ledger account ${side.platform}`);
      return row.id;
    }
    const owner = side.holder;
    const [made] = await tx
      .insert(ledgerAccounts)
      .values(owner.companyId !== undefined ? { companyId: owner.companyId } : { accountId: owner.accountId })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (made) return made.id;
    const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(holderWhere(owner));
    return row.id;
  }

  /** Kopecks on a ledger account now (inside a transaction: what it has written so far counts). */
  async function sumOf(tx: Tx | Db, ledgerAccountId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ledgerAccountId, ledgerAccountId));
    return Number(row.total);
  }

  /** Writes a movement in `tx`; null when its external reference was written before (told again). */
  async function write(tx: Tx, movement: Movement): Promise<{ transactionId: number } | null> {
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: movement.kind,
        description: movement.description,
        reason: movement.reason ?? null,
        createdBy: movement.createdBy ?? null,
        externalRef: movement.externalRef ?? null,
      })
      .onConflictDoNothing({ target: ledgerTransactions.externalRef })
      .returning({ id: ledgerTransactions.id });
    if (!transaction) return null;
    const entries = [];
    for (const entry of movement.entries) {
      entries.push({
        transactionId: transaction.id,
        ledgerAccountId: await ledgerAccountOf(tx, entry.side),
        amount: entry.amount,
      });
    }
    await tx.insert(ledgerEntries).values(entries);
    return { transactionId: transaction.id };
  }

  /** The holder's ledger account, or null while its money never moved (found first: every read then walks one index range). */
  async function existingAccountOf(owner: Owner): Promise<number | null> {
    const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(holderWhere(owner));
    return row?.id ?? null;
  }

  async function spendIn<T = undefined>(
    tx: Tx,
    owner: Owner,
    amount: number,
    purchase: Spending<T>,
  ): Promise<{ transactionId: number; recorded: T | undefined }> {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new RangeError('a purchase spends whole kopecks, more than 0');
    const ledgerAccountId = await ledgerAccountOf(tx, { holder: owner });
    await tx.execute(
      sql`select 1 from ${ledgerAccounts} where ${ledgerAccounts.id} = ${ledgerAccountId} for update`,
    );
    if ((await sumOf(tx, ledgerAccountId)) < amount) throw notEnoughMoney();
    const written = await write(tx, {
      kind: purchase.kind ?? 'purchase',
      description: purchase.description,
      reason: purchase.reason,
      createdBy: purchase.createdBy,
      entries: [
        { side: { holder: owner }, amount: -amount },
        { side: { platform: purchase.to ?? 'revenue' }, amount },
      ],
    });
    const { transactionId } = written as { transactionId: number };
    return { transactionId, recorded: await purchase.record?.(tx, transactionId) };
  }

  return {
    /** The holder's balance in kopecks (0 for one whose money never moved). */
    async balance(owner: Owner): Promise<number> {
      const id = await existingAccountOf(owner);
      return id === null ? 0 : sumOf(db, id);
    },

    /** The holder's movements, newest first, with a kind and a period (days in Moscow time). */
    async history(owner: Owner, raw: BalanceHistoryQuery): Promise<List<BalanceMovement>> {
      const query = balanceHistoryQuerySchema.parse(raw);
      const id = await existingAccountOf(owner);
      if (id === null) return { count: 0, results: [] };
      const where = and(
        eq(ledgerEntries.ledgerAccountId, id),
        query.kind ? eq(ledgerTransactions.kind, query.kind) : undefined,
        query.start_date
          ? sql`${ledgerEntries.createdAt} >= ((${query.start_date})::date::timestamp at time zone ${ZONE})`
          : undefined,
        query.end_date
          ? sql`${ledgerEntries.createdAt} < (((${query.end_date})::date + 1)::timestamp at time zone ${ZONE})`
          : undefined,
      );
      const rows = db
        .select({
          id: ledgerEntries.id,
          kind: ledgerTransactions.kind,
          amount: ledgerEntries.amount,
          description: ledgerTransactions.description,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(query.limit)
        .offset(query.offset);
      const counted = db.select(COUNT).from(ledgerEntries);
      return listPage(
        // the movements' kind is the only thing counted from their transactions (a holder has thousands of rows)
        query.kind
          ? counted
              .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
              .where(where)
          : counted.where(where),
        rows,
        (found) =>
          found.map((row) => ({
            id: row.id,
            kind: row.kind as BalanceMovement['kind'],
            amount: kopecksToRubles(row.amount),
            description: row.description,
            created_at: row.createdAt.toISOString(),
          })),
      );
    },

    /** Writes a movement (a top-up, a correction, a refund); null when its external reference was written before. */
    post(movement: Movement): Promise<{ transactionId: number } | null> {
      return db.transaction((tx) => write(tx, movement));
    },

    /** `post` inside the caller's transaction (a dealer's reward written with the purchase that earned it). */
    postIn(tx: Tx, movement: Movement): Promise<{ transactionId: number } | null> {
      return write(tx, movement);
    },

    /**
     * A purchase from the holder's balance: its ledger row locked for the transaction, so a second purchase at
     * the same moment waits and then sees the first; 402 when the balance does not cover `amount` kopecks.
     */
    spend<T = undefined>(
      owner: Owner,
      amount: number,
      purchase: Spending<T>,
    ): Promise<{ transactionId: number; recorded: T | undefined }> {
      return db.transaction((tx) => spendIn(tx, owner, amount, purchase));
    },

    /** What the holders read of these movements (their descriptions), by id: one query for a page of them. */
    async descriptionsOf(transactionIds: number[]): Promise<Map<number, string>> {
      if (!transactionIds.length) return new Map();
      const rows = await db
        .select({ id: ledgerTransactions.id, description: ledgerTransactions.description })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.id, transactionIds));
      return new Map(rows.map((row) => [row.id, row.description]));
    },

    /** `spend` inside the caller's transaction: what else it writes (a promo code's use) commits or fails with it. */
    spendIn,
  };
}

/** What a purchase from the balance says of itself. */
export type Spending<T> = {
  description: string;
  createdBy?: number;
  to?: PlatformAccount;
  /** a purchase unless said (a refund to the card, an administrator's debit) */
  kind?: 'purchase' | 'refund' | 'correction';
  reason?: string;
  /** what was bought, written in the same transaction (the holder's row still locked) */
  record?: (tx: Tx, transactionId: number) => Promise<T>;
};

export type Ledger = ReturnType<typeof createLedger>;
