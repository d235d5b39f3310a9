import type { List } from '@sp/shared/api/common';
import {
  type AdminCardPayment,
  type AdminCardPaymentsQuery,
  adminCardPaymentsQuerySchema,
  type CorrectionBody,
  correctionBodySchema,
  PAYMENT_MSG,
  type RefundBody,
  refundBodySchema,
} from '@sp/shared/api/payments';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { PaymentProviderError } from '../../platform/payments/payment-provider';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { createLedger, type Ledger } from '../payments/ledger.service';
import { cardPaymentOf, holderOfPayment } from './card-payments.service';
import { type CardPaymentRow, cardPayments } from './card-payments.table';

const holderName = sql<string>`coalesce(${companies.name}, nullif(trim(concat_ws(' ', ${accounts.firstName}, ${accounts.lastName})), ''), ${accounts.email}, ${accounts.phone}, '')`;

/** Whose balance a holder is, named for an administrator; 404 when there is no such account or company. */
async function describeHolder(db: Db, holder: Owner) {
  if (holder.companyId !== undefined) {
    const [row] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, holder.companyId));
    if (!row) throw notFound();
    return { kind: 'company' as const, id: holder.companyId, name: row.name };
  }
  const [row] = await db
    .select({
      first: accounts.firstName,
      last: accounts.lastName,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(accounts)
    .where(eq(accounts.id, holder.accountId as number));
  if (!row) throw notFound();
  const name = [row.first, row.last].filter(Boolean).join(' ') || row.email || row.phone || '';
  return { kind: 'account' as const, id: holder.accountId as number, name };
}

/**
 * What administrators do with money (issue 14 §1, §3): read the card payments, give money back to a card
 * through the provider and the ledger, correct a balance with a reason. A refund leaves the balance first (so
 * it cannot be spent meanwhile), then the provider is asked; if it refuses, the money comes back by a second
 * movement: the ledger is never rewritten.
 */
export function createPaymentsAdminService(deps: {
  db: Db;
  ledger: Ledger;
  provider: PaymentProvider;
  log: (line: string) => void;
}) {
  const { db, ledger, provider } = deps;

  async function listed(where: SQL | undefined, page: { limit: number; offset: number }) {
    const rows = db
      .select({ payment: cardPayments, name: holderName })
      .from(cardPayments)
      .leftJoin(companies, eq(companies.id, cardPayments.companyId))
      .leftJoin(accounts, eq(accounts.id, cardPayments.accountId))
      .where(where)
      .orderBy(desc(cardPayments.id))
      .limit(page.limit)
      .offset(page.offset);
    return listPage(
      db
        .select(COUNT)
        .from(cardPayments)
        .leftJoin(companies, eq(companies.id, cardPayments.companyId))
        .leftJoin(accounts, eq(accounts.id, cardPayments.accountId))
        .where(where),
      rows,
      (found) => found.map((row) => adminView(row.payment, row.name)),
    );
  }

  function adminView(row: CardPaymentRow, name: string): AdminCardPayment {
    const holder = holderOfPayment(row);
    return {
      ...cardPaymentOf(row),
      holder: {
        kind: holder.companyId !== undefined ? 'company' : 'account',
        id: (holder.companyId ?? holder.accountId) as number,
        name,
      },
      provider: row.provider,
      provider_payment_id: row.providerPaymentId,
      refunded: kopecksToRubles(row.refundedAmount),
    };
  }

  async function one(id: number): Promise<AdminCardPayment> {
    const found = await listed(eq(cardPayments.id, id), { limit: 1, offset: 0 });
    if (!found.results[0]) throw notFound();
    return found.results[0];
  }

  return {
    async list(raw: AdminCardPaymentsQuery): Promise<List<AdminCardPayment>> {
      const query = adminCardPaymentsQuerySchema.parse(raw);
      const words = query.query ? `%${escapeLike(query.query)}%` : null;
      const where = and(
        query.status ? eq(cardPayments.status, query.status) : undefined,
        words
          ? or(ilike(companies.name, words), ilike(accounts.email, words), ilike(sql`${holderName}`, words))
          : undefined,
      );
      return listed(where, query);
    },

    async refund(adminId: number, id: number, raw: RefundBody): Promise<AdminCardPayment> {
      const body = refundBodySchema.parse(raw);
      const amount = rublesToKopecks(body.amount);
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(cardPayments).where(eq(cardPayments.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status !== 'succeeded' || !row.providerPaymentId)
          throw fieldError('amount', PAYMENT_MSG.refundNotPaid);
        if (row.refundedAmount + amount > (row.paidAmount ?? 0))
          throw fieldError('amount', PAYMENT_MSG.refundTooMuch);
        await createLedger(tx).spend(holderOfPayment(row), amount, {
          kind: 'refund',
          to: 'card_clearing',
          description: 'Возврат на банковскую карту',
          reason: body.reason,
          createdBy: adminId,
        });
        const [after] = await tx
          .update(cardPayments)
          .set({ refundedAmount: row.refundedAmount + amount, updatedAt: new Date() })
          .where(eq(cardPayments.id, id))
          .returning();
        return { row: after, before: row.refundedAmount };
      });
      try {
        await provider.refund({
          providerPaymentId: claimed.row.providerPaymentId as string,
          amountKopecks: amount,
          idempotenceKey: `refund-${id}-${claimed.before}`,
          description: body.reason,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log(
          `card payment ${id}: the provider did not take the refund (${error.kind} ${error.code ?? ''})`,
        );
        await db.transaction(async (tx) => {
          await createLedger(tx).post({
            kind: 'refund',
            description: 'Возврат не выполнен платёжной системой: сумма вернулась на баланс',
            reason: body.reason,
            createdBy: adminId,
            entries: [
              { side: { holder: holderOfPayment(claimed.row) }, amount },
              { side: { platform: 'card_clearing' }, amount: -amount },
            ],
          });
          await tx
            .update(cardPayments)
            .set({ refundedAmount: sql`${cardPayments.refundedAmount} - ${amount}`, updatedAt: new Date() })
            .where(eq(cardPayments.id, id));
        });
        throw new ApiError(502, { detail: PAYMENT_MSG.refundFailed });
      }
      return one(id);
    },

    async balanceOf(holder: Owner) {
      return {
        holder: await describeHolder(db, holder),
        balance: kopecksToRubles(await ledger.balance(holder)),
      };
    },

    /** A correction: a credit is written at once; a debit only as far as the balance goes (402 beyond it). */
    async correct(adminId: number, raw: CorrectionBody) {
      const body = correctionBodySchema.parse(raw);
      const holder: Owner =
        body.company_id !== undefined
          ? { companyId: body.company_id }
          : { accountId: body.account_id as number };
      await describeHolder(db, holder);
      const amount = rublesToKopecks(Math.abs(body.amount));
      const description = body.amount > 0 ? 'Зачисление администратором' : 'Списание администратором';
      if (body.amount > 0) {
        await ledger.post({
          kind: 'correction',
          description,
          reason: body.reason,
          createdBy: adminId,
          entries: [
            { side: { holder }, amount },
            { side: { platform: 'corrections' }, amount: -amount },
          ],
        });
      } else {
        await ledger.spend(holder, amount, {
          kind: 'correction',
          to: 'corrections',
          description,
          reason: body.reason,
          createdBy: adminId,
        });
      }
      return this.balanceOf(holder);
    },
  };
}

export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;
