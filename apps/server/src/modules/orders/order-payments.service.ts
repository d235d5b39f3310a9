import type { OrderPayment, paymentBodySchema } from '@sp/shared/api/orders';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { notFound } from '../../platform/errors';
import { findOwned } from '../../platform/tenant';
import { accounts } from '../accounts/accounts.table';
import { accountName, serializePayment } from './orders.common';
import { type OrderPaymentRow, orderPayments, orders } from './orders.table';

type PaymentInput = z.infer<typeof paymentBodySchema>;

/** Today in Moscow, the day a payment is recorded on when the body names none. */
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

function journalled(row: OrderPaymentRow): Record<string, unknown> {
  return {
    order_id: row.orderId,
    amount: kopecksToRubles(Number(row.amount)),
    paid_on: row.paidOn,
    method: row.method,
    note: row.note,
  };
}

/**
 * Payments on a company's deals (/api/company-orders/order_payments/): each one changes the deal's `paid` in the
 * same transaction. Another company's deal or payment answers 404. A payment does not move the deal's status.
 */
export function createOrderPaymentsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async create(scope: CompanyScope, body: PaymentInput): Promise<OrderPayment> {
      await findOwned(db, orders, scope.companyId, body.order_id);
      const amount = rublesToKopecks(body.amount);
      const row = await db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(orderPayments)
          .values({
            orderId: body.order_id,
            amount,
            paidOn: body.paid_on ?? today(),
            method: body.method,
            note: body.note,
            createdBy: scope.accountId,
          })
          .returning();
        await tx
          .update(orders)
          .set({ paid: sql`${orders.paid} + ${amount}`, updatedAt: new Date() })
          .where(eq(orders.id, body.order_id));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'OrderPayment',
          recordId: payment.id,
          action: 'create',
          after: journalled(payment),
        });
        return payment;
      });
      const [creator] = await db
        .select({ firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(eq(accounts.id, scope.accountId));
      return serializePayment(row, { id: scope.accountId, name: accountName(creator ?? null) });
    },

    async remove(scope: CompanyScope, id: number): Promise<void> {
      const [found] = await db
        .select({ payment: orderPayments })
        .from(orderPayments)
        .innerJoin(orders, eq(orders.id, orderPayments.orderId))
        .where(and(eq(orderPayments.id, id), eq(orders.companyId, scope.companyId)));
      if (!found) throw notFound();
      const { payment } = found;
      await db.transaction(async (tx) => {
        await tx.delete(orderPayments).where(eq(orderPayments.id, id));
        await tx
          .update(orders)
          .set({ paid: sql`${orders.paid} - ${Number(payment.amount)}`, updatedAt: new Date() })
          .where(eq(orders.id, payment.orderId));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'OrderPayment',
          recordId: id,
          action: 'delete',
          before: journalled(payment),
        });
      });
    },
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;
