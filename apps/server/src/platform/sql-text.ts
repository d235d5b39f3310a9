/** A user's text inside LIKE/ILIKE matches itself: %, _ and the escape character lose their meaning. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
