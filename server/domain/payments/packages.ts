// The packages (plans) on sale, as the pricing page lists them (spec 000 §2 Pricing): in their
// set order, then by id. An admin's revision retires a version and puts a new one of the same line
// on sale (server/domain/admin/packages.ts): whatever sells or offers packages reads only the
// versions on sale, while users keep the version they hold, with its terms.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import type { Executor } from "~server/db/client";
import { packages, type users } from "~server/db/schema";
import type { PackageRow } from "~server/domain/accounts/user-data";

/** A version's line: its first version's id. */
export const packageLine = sql<number>`coalesce(${packages.lineId}, ${packages.id})`.mapWith(Number);

/** The versions on sale. */
export const onSale = isNull(packages.retiredAt);

export async function listPackages(db: Executor): Promise<PackageRow[]> {
  return db.select().from(packages).where(onSale).orderBy(packages.sortOrder, packages.id);
}

/** A package's id and name; null when there is no such package. */
export async function packageName(db: Executor, packageId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: packages.id, name: packages.name }).from(packages).where(eq(packages.id, packageId));
  return row ?? null;
}

/**
 * The free package's version on sale: what a new account starts on, an expired plan falls back to,
 * and a visitor's fees come from. The free line always has one (it is never deleted).
 */
export async function currentFreePackageId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packageLine, FREE_PACKAGE_ID), onSale))
    .limit(1);
  return row?.id ?? FREE_PACKAGE_ID;
}

/** The same, inside a query (a visitor's fees). */
export const currentFreePackageIdSql = sql<number>`(select fp.id from packages fp where coalesce(fp.line_id, fp.id) = ${FREE_PACKAGE_ID} and fp.retired_at is null limit 1)`;

/** True when the user's package (users.package_id) is a version of the free package. */
export function onFreeLine(packageId: typeof users.packageId): SQL<boolean> {
  return sql<boolean>`(select coalesce(fp.line_id, fp.id) from packages fp where fp.id = ${packageId}) = ${FREE_PACKAGE_ID}`;
}
