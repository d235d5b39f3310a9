import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MSG } from '@sp/shared/api/auth';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { confirmationCodes } from './auth.table';
import { assertCodeTriesLeft, recordCodeFailure } from './auth-throttle';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_INVALID = AUTH_MSG.codeInvalid;
export const CODE_WRONG = AUTH_MSG.codeWrong;

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
     * Uses the newest open code of the given purposes and answers the payload it was issued with. Each try is
     * claimed in one statement (`attempts < 5`) before the code is compared, so parallel guesses cannot share a
     * try; the tries of one identifier run one at a time, so its failures (across all its codes) and the
     * caller's address's are counted before the next try is let in. A wrong code is a failure; five wrong
     * tries kill the code, and the failure limits lock the identifier and the address for a while.
     */
    async consume(
      db: Db,
      identifier: string,
      purposes: CodePurpose[],
      code: string,
      address?: string,
    ): Promise<Record<string, unknown>> {
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${identifier}`}))`);
        await assertCodeTriesLeft(tx, identifier, address);
        const newestOpen = tx
          .select({ id: confirmationCodes.id })
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
        const [claimed] = await tx
          .update(confirmationCodes)
          .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
          .where(
            and(inArray(confirmationCodes.id, newestOpen), lt(confirmationCodes.attempts, MAX_CODE_ATTEMPTS)),
          )
          .returning({
            id: confirmationCodes.id,
            codeHash: confirmationCodes.codeHash,
            attempts: confirmationCodes.attempts,
          });
        if (!claimed) return { ok: false as const, triesLeft: 0 };
        if (!timingSafeEqual(Buffer.from(claimed.codeHash, 'hex'), digest(identifier, code))) {
          await recordCodeFailure(tx, identifier, address);
          return { ok: false as const, triesLeft: MAX_CODE_ATTEMPTS - claimed.attempts };
        }
        const [used] = await tx
          .update(confirmationCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(confirmationCodes.id, claimed.id), isNull(confirmationCodes.usedAt)))
          .returning({ payload: confirmationCodes.payload });
        return used ? { ok: true as const, payload: used.payload } : { ok: false as const, triesLeft: 0 };
      });
      if (!outcome.ok) throw new ApiError(400, { code: [outcome.triesLeft > 0 ? CODE_WRONG : CODE_INVALID] });
      return outcome.payload;
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
