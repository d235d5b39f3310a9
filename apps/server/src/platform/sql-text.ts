import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bound, type StatementValues } from './statement-shapes';

/** A user's text inside LIKE/ILIKE matches itself: %, _ and the escape character lose their meaning. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Text as the search columns keep it: lowercased, «ё» written «е», single spaces. */
export function plainText(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').trim().split(/\s+/).join(' ');
}

/** The words of a search (at most five) as plainText writes them. */
export function searchWords(text: string): string[] {
  return plainText(text).split(' ').filter(Boolean).slice(0, 5);
}

/**
 * Every word of the text somewhere in a column kept as plainText writes it, by LIKE through its trigram index;
 * undefined for no words. With `values`, the words are the statement's placeholders (statement-shapes.ts).
 */
export function everyWordIn(column: SQLWrapper, text: string, values?: StatementValues): SQL | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  return and(...words.map((word) => sql`${column} like ${bound(values, 'word', `%${escapeLike(word)}%`)}`));
}
