// PostgreSQL's unique_violation (23505) on a named constraint, wherever the driver wrapped it
// (drizzle puts the database error in `cause`): the constraint backs a check made before the write.
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === "23505" && fields.constraint === constraint) return true;
    current = fields.cause;
  }
  return false;
}
