import type { Column, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * A row without a rare mark (an administrator's hiding or blocking: `column is null`), written so the planner takes
 * it for nearly every row. A plain `column is null` is guessed at 0.5 % of the rows while a table has no statistics
 * (PGlite before its ANALYZE), which turned the public search by a word from 0.14 s into 30 s; a test of an
 * expression's nullness is guessed at 99.5 % with or without statistics. PostgreSQL does not rewrite it.
 */
export const unmarked = (mark: Column | SQL): SQL => sql`nullif(${mark} is null, false) is not null`;
