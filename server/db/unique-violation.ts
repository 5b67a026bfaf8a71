// PostgreSQL's unique_violation (23505) on a named constraint, wherever the driver wrapped it: the
// constraint backs a check made before the write.
import { sqlErrorOf } from "./sql-state";

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return sqlErrorOf(error, "23505")?.constraint === constraint;
}
