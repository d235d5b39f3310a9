import {
  ORDER_MSG,
  type OrderNote,
  type orderNoteBodySchema,
  type TimelineEntry,
  type timelineQuerySchema,
} from '@sp/shared/api/orders';
import { kopecksToRubles } from '@sp/shared/format/money';
import { ORDER_STATUSES, type OrderStatus } from '@sp/shared/orders/statuses';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { auditLog } from '../../platform/audit/audit.table';
import { ApiError, fieldError, forbidden } from '../../platform/errors';
import { findOwned } from '../../platform/tenant';
import { accountNamesOf, accountRef } from './orders.common';
import { type OrderNoteRow, orderNotes, orderPayments, orders } from './orders.table';

type NoteInput = z.infer<typeof orderNoteBodySchema>;
type TimelineInput = z.output<typeof timelineQuerySchema>;

/** An entry of the deal's own tables before its author is named: `entry` is the entry without at and author. */
type Raw = {
  at: string;
  accountId: number | null;
  entry: { key: string; kind: TimelineEntry['kind'] } & Record<string, unknown>;
};

/**
 * What a module above the deals (tasks, documents) tells a deal's timeline: its entries of that deal, read by
 * the owning module in its own tables. Given to the timeline in services.ts, so imports still run one way.
 */
export type DealActivitySource = (db: Db, companyId: number, orderId: number) => Promise<TimelineEntry[]>;

const isStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The journal's money is rubles already (orders.common journalledOrder, the payments' journal). */
const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/**
 * A deal's timeline (issue 12 §3): its notes, its creation and status moves (from the journal, which every
 * service writes in the change's transaction), its payments (and the ones deleted), and what the modules above
 * tell of it (documents made, tasks done, comments on its tasks), newest first. Notes are the deal's own records,
 * written by anyone who may change the deal and deleted by their author or someone with full access to deals.
 * Another company's deal or note is 404.
 */
export function createOrderTimelineService(deps: { db: Db; activity: DealActivitySource[] }) {
  const { db } = deps;

  async function serializeNotes(rows: OrderNoteRow[]): Promise<OrderNote[]> {
    const names = await accountNamesOf(
      db,
      rows.map((row) => row.createdBy),
    );
    return rows.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      text: row.text,
      created_by: accountRef(row.createdBy, names),
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** The deal's creation and status moves, from its journal records. */
  async function statusEntries(companyId: number, orderId: number): Promise<Raw[]> {
    const rows = await db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        changes: auditLog.changes,
        accountId: auditLog.accountId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.model, 'Order'),
          eq(auditLog.recordId, String(orderId)),
          or(eq(auditLog.action, 'create'), sql`${auditLog.changes} -> 'status' is not null`),
        ),
      );
    return rows.flatMap((row): Raw[] => {
      const change = row.changes.status;
      const base = { at: row.createdAt.toISOString(), accountId: row.accountId };
      if (row.action === 'create') {
        const status = isStatus(change?.new) ? change.new : 'new';
        return [{ ...base, entry: { key: `created-${row.id}`, kind: 'created' as const, status } }];
      }
      if (!change || !isStatus(change.new)) return [];
      const from = isStatus(change.old) ? change.old : null;
      return [{ ...base, entry: { key: `status-${row.id}`, kind: 'status' as const, from, to: change.new } }];
    });
  }

  /** The payments deleted from the deal, from the payments' journal (the rows are gone). */
  async function deletedPayments(companyId: number, orderId: number): Promise<Raw[]> {
    const rows = await db
      .select({
        id: auditLog.id,
        changes: auditLog.changes,
        accountId: auditLog.accountId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.model, 'OrderPayment'),
          eq(auditLog.action, 'delete'),
          sql`${auditLog.changes} -> 'order_id' ->> 'old' = ${String(orderId)}`,
        ),
      );
    return rows.map((row) => ({
      at: row.createdAt.toISOString(),
      accountId: row.accountId,
      entry: {
        key: `payment-deleted-${row.id}`,
        kind: 'payment_deleted' as const,
        amount: asNumber(row.changes.amount?.old),
        paid_on: String(row.changes.paid_on?.old ?? ''),
      },
    }));
  }

  return {
    /** The deal's timeline, newest first, a page of it (offset, limit) and how many entries it has in all. */
    async timeline(
      companyId: number,
      orderId: number,
      q: TimelineInput,
    ): Promise<{ results: TimelineEntry[]; count: number }> {
      await findOwned(db, orders, companyId, orderId);
      const [notes, payments, statuses, deleted, ...others] = await Promise.all([
        db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)),
        db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)),
        statusEntries(companyId, orderId),
        deletedPayments(companyId, orderId),
        ...deps.activity.map((source) => source(db, companyId, orderId)),
      ]);
      const own: Raw[] = [
        ...notes.map((row) => ({
          at: row.createdAt.toISOString(),
          accountId: row.createdBy,
          entry: { key: `note-${row.id}`, kind: 'note' as const, note_id: row.id, text: row.text },
        })),
        ...payments.map((row) => ({
          at: row.createdAt.toISOString(),
          accountId: row.createdBy,
          entry: {
            key: `payment-${row.id}`,
            kind: 'payment' as const,
            payment_id: row.id,
            amount: kopecksToRubles(Number(row.amount)),
            paid_on: row.paidOn,
            method: row.method,
            note: row.note,
          },
        })),
        ...statuses,
        ...deleted,
      ];
      const names = await accountNamesOf(
        db,
        own.map((item) => item.accountId),
      );
      const entries: TimelineEntry[] = [
        ...own.map(
          (item) =>
            ({ ...item.entry, at: item.at, author: accountRef(item.accountId, names) }) as TimelineEntry,
        ),
        ...others.flat(),
      ];
      // newest first; at the same instant a creation stays below what followed it
      const rank = (entry: TimelineEntry) => (entry.kind === 'created' ? 0 : 1);
      entries.sort((a, b) => b.at.localeCompare(a.at) || rank(b) - rank(a) || b.key.localeCompare(a.key));
      return { count: entries.length, results: entries.slice(q.offset, q.offset + q.limit) };
    },

    /** A note on the deal, journalled. */
    async addNote(scope: CompanyScope, orderId: number, body: NoteInput): Promise<OrderNote> {
      await findOwned(db, orders, scope.companyId, orderId);
      const text = body.text.trim();
      if (!text) throw fieldError('text', ORDER_MSG.noteRequired);
      const row = await db.transaction(async (tx) => {
        const [note] = await tx
          .insert(orderNotes)
          .values({ orderId, companyId: scope.companyId, text, createdBy: scope.accountId })
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'OrderNote',
          recordId: note.id,
          action: 'create',
          after: { order_id: orderId, text },
        });
        return note;
      });
      return (await serializeNotes([row]))[0];
    },

    /** Deletes a note: its author, or someone with full access to deals (`mayDeleteAny`); journalled. */
    async removeNote(
      scope: CompanyScope,
      orderId: number,
      noteId: number,
      mayDeleteAny: boolean,
    ): Promise<void> {
      await findOwned(db, orders, scope.companyId, orderId);
      const [note] = await db
        .select()
        .from(orderNotes)
        .where(
          and(
            eq(orderNotes.id, noteId),
            eq(orderNotes.orderId, orderId),
            eq(orderNotes.companyId, scope.companyId),
          ),
        );
      if (!note) throw new ApiError(404, { detail: ORDER_MSG.noteNotFound });
      if (note.createdBy !== scope.accountId && !mayDeleteAny) throw forbidden(ORDER_MSG.noteNotYours);
      await db.transaction(async (tx) => {
        await tx.delete(orderNotes).where(eq(orderNotes.id, noteId));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'OrderNote',
          recordId: noteId,
          action: 'delete',
          before: { order_id: orderId, text: note.text },
        });
      });
    },
  };
}

export type OrderTimelineService = ReturnType<typeof createOrderTimelineService>;
