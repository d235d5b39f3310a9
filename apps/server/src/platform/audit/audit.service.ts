import type { Db } from '../../db/client';
import { type AuditChanges, auditLog } from './audit.table';

type AuditInput = {
  /** null: an administrator's action on what no company holds */
  companyId: number | null;
  accountId: number | null;
  model: string;
  recordId: number | string;
  action: 'create' | 'update' | 'delete';
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/** Only the fields whose value differs; a create lists every field with old null, a delete new null. */
export function diffFields(
  before: Record<string, unknown> = {},
  after: Record<string, unknown> = {},
): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const oldValue = before[key] ?? null;
    const newValue = after[key] ?? null;
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue))
      changes[key] = { old: oldValue, new: newValue };
  }
  return changes;
}

/**
 * Writes one journal record. Call it with the transaction that makes the change, so the journal and
 * the data never disagree. An update that changed nothing is not recorded.
 */
export async function recordAudit(tx: Db, input: AuditInput): Promise<void> {
  const changes = diffFields(input.before, input.after);
  if (input.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    companyId: input.companyId,
    accountId: input.accountId,
    model: input.model,
    recordId: String(input.recordId),
    action: input.action,
    changes,
  });
}
