import { and, gt, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DayFigures, dailyCounts } from '../../platform/daily-counts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './payments.table';

/**
 * Money received on each Moscow day of the period: card top-ups and paid invoices, each counted once by its credit
 * to the holder's balance (kopecks; refunds are not subtracted: they are days of their own in the history).
 */
export function paymentsByDay(db: Db, start: string, end: string): Promise<Map<string, DayFigures>> {
  const received = db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.kind, ['top_up', 'invoice_payment']));
  const platformAccounts = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(isNotNull(ledgerAccounts.platformCode));
  return dailyCounts(db, {
    table: ledgerEntries,
    at: ledgerEntries.createdAt,
    start,
    end,
    where: and(
      gt(ledgerEntries.amount, 0),
      inArray(ledgerEntries.transactionId, received),
      notInArray(ledgerEntries.ledgerAccountId, platformAccounts),
    ),
    sum: sql`${ledgerEntries.amount}`,
  });
}
