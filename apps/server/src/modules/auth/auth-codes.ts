import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { confirmationCodes } from './auth.table';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_INVALID = 'Код недействителен или устарел. Запросите новый код.';
export const CODE_WRONG = 'Неверный код.';

/** shopper_confirm: a company's client confirms a phone or e-mail (modules/shoppers) */
export type CodePurpose = 'login' | 'verification' | 'restore' | 'email_change' | 'shopper_confirm';

/** 5 digits from a secure source; stored only as a keyed hash. */
export function createCodeBook(secret: string) {
  const digest = (identifier: string, code: string) =>
    createHmac('sha256', secret).update(`${identifier}:${code}`).digest();

  return {
    /** A new code for the identifier; earlier open codes of the same purpose stop working. */
    async issue(
      tx: Db,
      identifier: string,
      purpose: CodePurpose,
      payload: Record<string, unknown> = {},
    ): Promise<string> {
      const code = String(randomInt(0, 100_000)).padStart(5, '0');
      await tx
        .update(confirmationCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(confirmationCodes.identifier, identifier),
            eq(confirmationCodes.action, purpose),
            isNull(confirmationCodes.usedAt),
          ),
        );
      await tx.insert(confirmationCodes).values({
        identifier,
        action: purpose,
        codeHash: digest(identifier, code).toString('hex'),
        payload,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      return code;
    },

    /**
     * Uses the newest open code of the given purposes. Wrong codes count: after five the code is dead.
     * Answers the payload the code was issued with.
     */
    async consume(
      db: Db,
      identifier: string,
      purposes: CodePurpose[],
      code: string,
    ): Promise<Record<string, unknown>> {
      const [open] = await db
        .select()
        .from(confirmationCodes)
        .where(
          and(
            eq(confirmationCodes.identifier, identifier),
            inArray(confirmationCodes.action, purposes),
            isNull(confirmationCodes.usedAt),
            gt(confirmationCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(confirmationCodes.id))
        .limit(1);
      if (!open || open.attempts >= MAX_CODE_ATTEMPTS) throw new ApiError(400, { code: [CODE_INVALID] });
      const matches = timingSafeEqual(Buffer.from(open.codeHash, 'hex'), digest(identifier, code));
      if (!matches) {
        await db
          .update(confirmationCodes)
          .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
          .where(eq(confirmationCodes.id, open.id));
        const left = MAX_CODE_ATTEMPTS - open.attempts - 1;
        throw new ApiError(400, { code: [left > 0 ? CODE_WRONG : CODE_INVALID] });
      }
      const [used] = await db
        .update(confirmationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(confirmationCodes.id, open.id), isNull(confirmationCodes.usedAt)))
        .returning({ payload: confirmationCodes.payload });
      if (!used) throw new ApiError(400, { code: [CODE_INVALID] });
      return used.payload;
    },

    /** The newest open code of a purpose issued for an account (e-mail change codes carry the account). */
    async findOpenPayloadFor(
      db: Db,
      purpose: CodePurpose,
      accountId: number,
    ): Promise<{ identifier: string } | null> {
      const [open] = await db
        .select({ identifier: confirmationCodes.identifier })
        .from(confirmationCodes)
        .where(
          and(
            eq(confirmationCodes.action, purpose),
            isNull(confirmationCodes.usedAt),
            gt(confirmationCodes.expiresAt, new Date()),
            sql`${confirmationCodes.payload} ->> 'accountId' = ${String(accountId)}`,
          ),
        )
        .orderBy(desc(confirmationCodes.id))
        .limit(1);
      return open ?? null;
    },
  };
}

export type CodeBook = ReturnType<typeof createCodeBook>;
