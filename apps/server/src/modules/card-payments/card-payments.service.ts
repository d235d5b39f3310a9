import { randomUUID } from 'node:crypto';
import {
  type CardPayment,
  PAYMENT_MSG,
  type PayBody,
  type PayFields,
  payBodySchema,
} from '@sp/shared/api/payments';
import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from '../../platform/payments/payment-provider';
import { accounts } from '../accounts/accounts.table';
import { createLedger, type Tx } from '../payments/ledger.service';
import type { PurchasesService } from '../tariffs/purchases.service';
import { type CardPaymentRow, cardPayments } from './card-payments.table';

type Purpose = 'top_up' | 'tariff' | 'package' | 'invoice';

/** Who pays: the holder whose balance the money reaches, and the person at the keyboard. */
export type PayScope = { holder: Owner; accountId: number };

const holderColumns = (holder: Owner) =>
  holder.companyId !== undefined
    ? { companyId: holder.companyId, accountId: null }
    : { accountId: holder.accountId as number, companyId: null };

export const holderOfPayment = (row: CardPaymentRow): Owner =>
  row.companyId !== null ? { companyId: row.companyId } : { accountId: row.accountId as number };

const ownedBy = (row: CardPaymentRow, holder: Owner) =>
  holder.companyId !== undefined ? row.companyId === holder.companyId : row.accountId === holder.accountId;

/** The page the payer paid from, marked with the payment (`?payment=`), for the outcome to show there. */
export function returnPathOf(row: Pick<CardPaymentRow, 'id' | 'returnPath'>): string {
  const separator = row.returnPath.includes('?') ? '&' : '?';
  return `${row.returnPath}${separator}payment=${row.id}`;
}

/** The address the provider sends the payer back to. */
export const returnUrlOf = (publicUrl: string, row: Pick<CardPaymentRow, 'id' | 'returnPath'>) =>
  `${publicUrl}${returnPathOf(row)}`;

export function cardPaymentOf(row: CardPaymentRow): CardPayment {
  return {
    id: row.id,
    status: row.status as CardPayment['status'],
    purpose: row.purpose as CardPayment['purpose'],
    amount: kopecksToRubles(row.paidAmount ?? row.amount),
    description: row.description,
    return_path: row.returnPath,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a card payment pays for, from its body: one target at most (the schema checked it). */
function targetOf(body: PayFields): { purpose: Purpose; id: number | null; field: string | null } {
  if (body.user_tariff_id !== undefined)
    return { purpose: 'tariff', id: body.user_tariff_id, field: 'user_tariff_id' };
  if (body.company_tariff_id !== undefined)
    return { purpose: 'tariff', id: body.company_tariff_id, field: 'company_tariff_id' };
  if (body.additional_package_id !== undefined)
    return { purpose: 'package', id: body.additional_package_id, field: 'additional_package_id' };
  if (body.company_invoice_id !== undefined)
    return { purpose: 'invoice', id: body.company_invoice_id, field: 'company_invoice_id' };
  return { purpose: 'top_up', id: null, field: null };
}

/** An invoice a card may pay: the holder's own, not paid yet (issue 14 §4). */
export type InvoiceToPay = { id: number; amount: number; description: string };
export type InvoicePayments = {
  /** the holder's unpaid invoice, or 404 */
  toPay(holder: Owner, invoiceId: number): Promise<InvoiceToPay>;
  /** marks the invoice paid by the movement that credited its money, in the caller's transaction */
  markPaid(tx: Db, invoiceId: number, transactionId: number): Promise<void>;
};

/**
 * Card payments through the configured provider (issue 14 §3). The provider's own record is the only truth:
 * a notification or the payer's return only makes us ask it (refresh). Money that the provider confirms comes
 * in once (the ledger's external reference and the row's lock), as a top-up of the holder's balance; a payment
 * for a tariff, a package or an invoice then spends it on that in the same transaction. If that can no longer
 * be bought (archived meanwhile), the money stays on the balance.
 */
export function createCardPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  vatCode: number;
  purchases: PurchasesService;
  invoices: InvoicePayments;
  log: (line: string) => void;
}) {
  const { db, provider } = deps;

  async function receiptContact(accountId: number, body: PayFields) {
    const [account] = await db
      .select({ email: accounts.email, phone: accounts.phone })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const email = body.payment_email || account?.email || undefined;
    const phone = body.payment_phone || account?.phone || undefined;
    if (!email && !phone) throw fieldError('payment_email', PAYMENT_MSG.receiptContact);
    return { email, phone };
  }

  async function describeTarget(scope: PayScope, body: PayFields) {
    const target = targetOf(body);
    const amount = rublesToKopecks(body.amount_payment);
    if (body.promo_code !== undefined && (target.purpose === 'top_up' || target.purpose === 'invoice'))
      throw fieldError('promo_code', PROMO_MSG.onlyOffers);
    if (target.purpose === 'top_up') return { ...target, amount, description: 'Пополнение баланса' };
    if (target.purpose === 'invoice') {
      const invoice = await deps.invoices.toPay(scope.holder, target.id as number);
      if (invoice.amount !== amount) throw fieldError('amount_payment', PAYMENT_MSG.amountMismatch);
      return { ...target, amount, description: invoice.description };
    }
    const side = scope.holder.companyId !== undefined ? 'company_tariff_id' : 'user_tariff_id';
    if (target.purpose === 'tariff' && target.field !== side) throw notFound();
    const offer = await deps.purchases.offer(
      scope.holder,
      target.purpose,
      target.id as number,
      target.field as string,
      body.promo_code !== undefined ? { code: body.promo_code, accountId: scope.accountId } : undefined,
    );
    if (offer.price !== amount) throw fieldError('amount_payment', PAYMENT_MSG.amountMismatch);
    return { ...target, amount, description: offer.description };
  }

  /** Creates the payment at the provider; one retry with the same key when the answer is lost. */
  async function createAtProvider(row: CardPaymentRow) {
    const input = {
      idempotenceKey: row.idempotenceKey,
      amountKopecks: row.amount,
      description: row.description,
      returnUrl: returnUrlOf(deps.publicUrl, row),
      metadata: { payment_id: String(row.id) },
      receipt: {
        email: row.receiptEmail ?? undefined,
        phone: row.receiptPhone ?? undefined,
        items: [
          { description: row.description, quantity: 1, amountKopecks: row.amount, vatCode: deps.vatCode },
        ],
      },
    };
    try {
      return await provider.create(input);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'unavailable')
        return provider.create(input);
      throw error;
    }
  }

  /**
   * Spends the money that came in on what the payment was for, with the promo code it was asked with; a refusal
   * (the offer archived, the code no longer working for the holder) leaves the money on the balance.
   */
  async function fulfil(tx: Tx, row: CardPaymentRow): Promise<void> {
    const holder = holderOfPayment(row);
    const options = { promoCode: row.promoCode ?? undefined, expectedPaid: row.amount };
    try {
      // a savepoint: a purchase refused now rolls back alone
      await tx.transaction(async (inner) => {
        if (row.purpose === 'tariff')
          await deps.purchases.buyTariff(holder, row.tariffId as number, row.autoRenew, row.createdBy, {
            ...options,
            tx: inner,
          });
        if (row.purpose === 'package')
          await deps.purchases.buyPackage(holder, row.packageId as number, row.createdBy, {
            ...options,
            tx: inner,
          });
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      deps.log(
        `card payment ${row.id}: paid, but not bought (${error.statusCode}); the money stays on the balance`,
      );
    }
  }

  /** What to apply when the provider has nothing to say of the payment (not found, never created). */
  const emptySeen = (row: CardPaymentRow): ProviderPayment => ({
    providerId: row.providerPaymentId ?? '',
    status: 'pending',
    amountKopecks: 0,
    currency: 'RUB',
    paid: false,
    metadata: {},
    confirmationUrl: null,
  });

  /** Applies what the provider's record says, once: the row is locked and moves out of pending only here. */
  async function apply(paymentId: number, seen: ProviderPayment): Promise<CardPaymentRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(cardPayments).where(eq(cardPayments.id, paymentId)).for('update');
      if (row.status !== 'pending') return row;
      const now = new Date();
      if (seen.status === 'canceled') {
        const [canceled] = await tx
          .update(cardPayments)
          .set({ status: 'canceled', checkedAt: now, updatedAt: now })
          .where(eq(cardPayments.id, paymentId))
          .returning();
        return canceled;
      }
      if (seen.status !== 'succeeded' || !seen.paid || seen.currency !== 'RUB' || seen.amountKopecks <= 0) {
        const [checked] = await tx
          .update(cardPayments)
          .set({ checkedAt: now })
          .where(eq(cardPayments.id, paymentId))
          .returning();
        return checked;
      }
      const ledger = createLedger(tx);
      // what the provider holds is credited, whatever a notification claimed; only the price buys the offer
      const written = await ledger.post({
        kind: row.purpose === 'invoice' ? 'invoice_payment' : 'top_up',
        description:
          row.purpose === 'top_up' ? 'Пополнение банковской картой' : `Оплата картой: ${row.description}`,
        createdBy: row.createdBy,
        externalRef: `card:${row.provider}:${seen.providerId}`,
        entries: [
          { side: { holder: holderOfPayment(row) }, amount: seen.amountKopecks },
          { side: { platform: 'card_clearing' }, amount: -seen.amountKopecks },
        ],
      });
      const [done] = await tx
        .update(cardPayments)
        .set({
          status: 'succeeded',
          paidAmount: seen.amountKopecks,
          appliedTransactionId: written?.transactionId ?? null,
          checkedAt: now,
          updatedAt: now,
        })
        .where(eq(cardPayments.id, paymentId))
        .returning();
      if (written && seen.amountKopecks === row.amount) {
        if (row.purpose === 'invoice')
          await deps.invoices.markPaid(tx, row.invoiceId as number, written.transactionId);
        else if (row.purpose !== 'top_up') await fulfil(tx, done);
      }
      return done;
    });
  }

  /** Asks the provider about the payment and applies what it says (a two-stage one is captured first). */
  async function refresh(row: CardPaymentRow): Promise<CardPaymentRow> {
    if (row.status !== 'pending' || !row.providerPaymentId) return row;
    let seen: ProviderPayment;
    try {
      seen = await provider.get(row.providerPaymentId);
      if (seen.metadata.payment_id !== String(row.id)) {
        deps.log(`card payment ${row.id}: the provider's payment belongs to another record; ignored`);
        return row;
      }
      if (seen.status === 'waiting_for_capture')
        seen = await provider.capture(seen.providerId, seen.amountKopecks, `capture-${row.idempotenceKey}`);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') {
        // the provider does not know it (a sandbox restarted, an expired create): nothing was paid
        return apply(row.id, { ...emptySeen(row), status: 'canceled' });
      }
      throw error;
    }
    return apply(row.id, seen);
  }

  async function mine(holder: Owner, id: number): Promise<CardPaymentRow> {
    const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
    if (!row || !ownedBy(row, holder)) throw notFound();
    return row;
  }

  return {
    /** POST /api/payments/pay/: the payment at the provider, and its page to open. */
    async pay(scope: PayScope, raw: PayBody): Promise<{ payment_url: string; payment_id: number }> {
      const body = payBodySchema.parse(raw);
      const target = await describeTarget(scope, body);
      const contact = await receiptContact(scope.accountId, body);
      const [row] = await db
        .insert(cardPayments)
        .values({
          ...holderColumns(scope.holder),
          createdBy: scope.accountId,
          purpose: target.purpose,
          tariffId: target.purpose === 'tariff' ? target.id : null,
          packageId: target.purpose === 'package' ? target.id : null,
          invoiceId: target.purpose === 'invoice' ? target.id : null,
          autoRenew: target.purpose === 'tariff',
          promoCode: body.promo_code ?? null,
          amount: target.amount,
          description: target.description,
          returnPath: body.return_path,
          receiptEmail: contact.email ?? null,
          receiptPhone: contact.phone ?? null,
          provider: provider.name,
          idempotenceKey: randomUUID(),
        })
        .returning();
      try {
        const created = await createAtProvider(row);
        await db
          .update(cardPayments)
          .set({ providerPaymentId: created.providerId, updatedAt: new Date() })
          .where(eq(cardPayments.id, row.id));
        if (!created.confirmationUrl) throw new PaymentProviderError('refused', 'no confirmation url');
        return { payment_url: created.confirmationUrl, payment_id: row.id };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        await db
          .update(cardPayments)
          .set({ status: 'canceled', updatedAt: new Date() })
          .where(eq(cardPayments.id, row.id));
        deps.log(
          `card payment ${row.id}: the provider did not create it (${error.kind} ${error.code ?? ''})`,
        );
        throw error.kind === 'refused'
          ? new ApiError(400, { detail: PAYMENT_MSG.providerRefused })
          : new ApiError(503, { detail: PAYMENT_MSG.providerDown });
      }
    },

    /** GET /api/payments/pay/{id}/: the caller's payment; a pending one is asked about at most every 3 s. */
    async status(holder: Owner, id: number): Promise<CardPayment> {
      let row = await mine(holder, id);
      if (row.status === 'pending' && (!row.checkedAt || Date.now() - row.checkedAt.getTime() > 3000)) {
        row = await refresh(row).catch((error: unknown) => {
          if (error instanceof PaymentProviderError) return row;
          throw error;
        });
      }
      return cardPaymentOf(row);
    },

    /** A notification names a provider's payment: ours is asked about; an unknown one changes nothing. */
    async notified(providerPaymentId: string): Promise<'applied' | 'unknown'> {
      const [row] = await db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.providerPaymentId, providerPaymentId));
      if (!row) return 'unknown';
      await refresh(row);
      return 'applied';
    },

    /** The caller's sandbox payment by the provider's id (404 for anyone else's). */
    async byProviderId(holder: Owner, providerPaymentId: string): Promise<CardPaymentRow> {
      const [row] = await db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.providerPaymentId, providerPaymentId));
      if (!row || !ownedBy(row, holder)) throw notFound();
      return row;
    },

    refresh,

    /**
     * The reconciliation (a scheduled job): pending payments older than a minute are asked about, oldest
     * first; one the provider cannot answer now waits for the next run.
     */
    async reconcile(limit = 100): Promise<{ checked: number; settled: number }> {
      const rows = await db
        .select()
        .from(cardPayments)
        .where(
          and(
            eq(cardPayments.status, 'pending'),
            lt(cardPayments.createdAt, sql`now() - interval '1 minute'`),
          ),
        )
        .orderBy(asc(cardPayments.createdAt))
        .limit(limit);
      let settled = 0;
      for (const row of rows) {
        try {
          if (!row.providerPaymentId) {
            // the create's answer was lost for good: nothing can be paid on it
            await apply(row.id, { ...emptySeen(row), status: 'canceled' });
            settled += 1;
            continue;
          }
          const after = await refresh(row);
          if (after.status !== 'pending') settled += 1;
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
        }
      }
      return { checked: rows.length, settled };
    },
  };
}

export type CardPaymentsService = ReturnType<typeof createCardPaymentsService>;
