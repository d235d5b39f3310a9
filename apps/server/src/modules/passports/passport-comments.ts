import { passportCommentBodySchema } from '@sp/shared/api/passports';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/accounts.table';
import { type RequestParty, requestOfParty } from './passports.common';
import { passportComments } from './passports.table';

/** The conversation on a request between the applicant and the organisation, oldest first. */
export function createPassportComments(db: Db) {
  /** Comments of a request the caller is a party to (the applicant or the organisation). */
  async function comments(party: RequestParty, requestId: number) {
    await requestOfParty(db, party, requestId);
    const rows = await db
      .select({ comment: passportComments, first: accounts.firstName, last: accounts.lastName })
      .from(passportComments)
      .leftJoin(accounts, eq(accounts.id, passportComments.authorId))
      .where(eq(passportComments.requestId, requestId))
      .orderBy(asc(passportComments.id));
    return rows.map((row) => ({
      id: row.comment.id,
      author: [row.first, row.last].filter(Boolean).join(' ') || 'Сотрудник',
      side: row.comment.side as 'municipal' | 'applicant',
      text: row.comment.text,
      created_at: row.comment.createdAt.toISOString(),
    }));
  }

  return {
    comments,

    async comment(
      party: RequestParty & { accountId: number },
      raw: z.input<typeof passportCommentBodySchema>,
    ) {
      const body = passportCommentBodySchema.parse(raw);
      await requestOfParty(db, party, body.request_id);
      await db.insert(passportComments).values({
        requestId: body.request_id,
        authorId: party.accountId,
        side: party.owner ? 'applicant' : 'municipal',
        text: body.text,
      });
      return comments(party, body.request_id);
    },
  };
}
