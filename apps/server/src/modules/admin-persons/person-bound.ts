import { and, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { personBuried } from '../cemeteries/burial-person-links.service';
import { personInSomeTree } from '../family-tree/tree-person-links.service';
import { personPages } from '../memory-pages/memory-pages-read.service';
import { personOnSomeDeal } from '../orders/deal-person-links.service';
import { personOnSomePassport } from '../passports/passport-person-links.service';
import { personFromRegister } from '../person-imports/register-person-links.service';

/**
 * What links a person somewhere (issue 16 «непривязанные персоны»): each an SQL EXISTS over the person's id
 * column, given by the module that owns the link's table. A new kind of link is one more line here.
 */
const LINKS: readonly ((personId: SQLWrapper) => SQL)[] = [
  personInSomeTree, // a node of some account's family tree
  personPages.hasPage, // a memory page
  personOnSomeDeal, // the deceased of some company's deal
  personBuried, // a burial in a grave
  personOnSomePassport, // a burial passport's request
  personFromRegister, // an import of a cemetery's register made it (the organisation's record)
];

/** SQL: the person (its id column) is linked somewhere. */
export const personBound = (personId: SQLWrapper): SQL =>
  sql`(${sql.join(
    LINKS.map((link) => link(personId)),
    sql` or `,
  )})`;

/**
 * SQL: the person is linked nowhere — the same list, written as NOT EXISTS each, which PostgreSQL plans as
 * anti-joins (NOT (a OR b) it cannot: 200,000 persons' first page took twice as long).
 */
export const personUnbound = (personId: SQLWrapper): SQL =>
  and(...LINKS.map((link) => not(link(personId)))) as SQL;
