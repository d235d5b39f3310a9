import type { LoginIdentifier } from '@sp/shared/validation/patterns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AccountRow, accounts } from './accounts.table';

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account ?? null;
}

export async function findAccountByIdentifier(
  db: Db,
  identifier: LoginIdentifier,
): Promise<AccountRow | null> {
  const column = identifier.kind === 'phone' ? accounts.phone : accounts.email;
  const [account] = await db.select().from(accounts).where(eq(column, identifier.value));
  return account ?? null;
}

export function isVerified(account: AccountRow): boolean {
  return account.isPhoneVerified || account.isEmailVerified;
}
