/** The database's own error behind a driver's or drizzle's wrapper (its `cause`), or the error itself. */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  const wrapped = error as { cause?: { code?: string; constraint?: string }; code?: string } | null;
  return (wrapped?.code ? wrapped : (wrapped?.cause ?? {})) as { code?: string; constraint?: string };
}

/** Whether a write broke a unique constraint (PostgreSQL 23505), this one when `constraint` is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: broken } = databaseError(error);
  return code === '23505' && (constraint === undefined || broken === undefined || broken === constraint);
}
