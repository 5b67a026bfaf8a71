// The admin console's packages (plans): create one, or change one's terms. A change reaches new
// purchases only: it retires the version on sale and puts a new version of the same line on sale,
// so users on the old version keep its price, renewals, limits and commissions (they point at its
// row). Each change writes its audit row with it.
import { asc, eq, sql } from "drizzle-orm";
import { adminPackageMessages as p } from "~shared/messages/admin-catalogue";
import { lineOf } from "~shared/package-buttons";
import type { PackageTerms } from "~shared/schemas/admin-catalogue";
import type { Db, Executor } from "~server/db/client";
import { packages } from "~server/db/schema";
import type { PackageRow } from "~server/domain/accounts/user-data";
import { conflict, notFound } from "~server/domain/errors";
import { onSale } from "~server/domain/payments/packages";
import { auditedAdminAction, type AdminActor } from "./audit";

export interface PackageListRow {
  pkg: PackageRow;
  /** Users on any version of the package's line. */
  users: number;
}

/** The versions on sale, in the pricing page's order, each with how many users hold its line (one query). */
export async function listAdminPackages(db: Executor): Promise<PackageListRow[]> {
  return db
    .select({
      pkg: packages,
      // Written out in full: the outer row's columns are named, the subquery's aliased.
      users: sql<number>`(select count(*)::int from users u join packages v on v.id = u.package_id where coalesce(v.line_id, v.id) = coalesce(packages.line_id, packages.id))`.mapWith(Number),
    })
    .from(packages)
    .where(onSale)
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

/** The terms an audit row keeps of a version. */
function auditState(row: PackageRow) {
  const { createdAt: _created, retiredAt, ...terms } = row;
  return { ...terms, retiredAt: retiredAt?.toISOString() ?? null };
}

const sameTerms = (row: PackageRow, terms: PackageTerms) => (Object.keys(terms) as (keyof PackageTerms)[]).every((key) => row[key] === terms[key]);

/** A new package: a new line, after the others on the pricing page. */
export async function createPackage(db: Db, actor: AdminActor, terms: PackageTerms, now: Date): Promise<PackageRow> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    const [last] = await tx.select({ sortOrder: sql<number>`coalesce(max(${packages.sortOrder}), 0)`.mapWith(Number) }).from(packages);
    const [row] = await tx
      .insert(packages)
      .values({ ...terms, sortOrder: (last?.sortOrder ?? 0) + 1, createdAt: now })
      .returning();
    return { result: row!, audit: { action: "create-package", objectType: "package", objectId: row!.id, before: null, after: auditState(row!) } };
  });
}

export interface Revision {
  /** The version on sale afterwards (the same row when nothing changed). */
  pkg: PackageRow;
  changed: boolean;
}

/**
 * New terms for a package: the version `id` is retired and a new version of its line goes on sale.
 * The row lock makes two admins saving the same version at once queue: the second finds it
 * retired and is refused (409), so a line never gets two versions from one. Same terms: nothing
 * changes and nothing is recorded.
 */
export async function revisePackage(db: Db, actor: AdminActor, id: number, terms: PackageTerms, now: Date): Promise<Revision> {
  return auditedAdminAction<Revision>(db, actor, now, async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for("update");
    if (!before) throw notFound(p.packageUnknown);
    if (before.retiredAt) throw conflict(p.replaced);
    if (sameTerms(before, terms)) return { result: { pkg: before, changed: false }, audit: [] };
    // Retired first: the unique index allows one version of a line on sale at a time.
    const [retired] = await tx.update(packages).set({ retiredAt: now }).where(eq(packages.id, id)).returning();
    const [after] = await tx
      .insert(packages)
      .values({ ...terms, lineId: lineOf(before), sortOrder: before.sortOrder, storageQuotaBytes: before.storageQuotaBytes, createdAt: now })
      .returning();
    return {
      result: { pkg: after!, changed: true },
      audit: { action: "revise-package", objectType: "package", objectId: lineOf(before), before: auditState(retired!), after: auditState(after!) },
    };
  });
}
