// The packages (plans) on sale, as the pricing page lists them (spec 000 §2 Pricing): in their
// set order, then by id.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { packages } from "~server/db/schema";
import type { PackageRow } from "~server/domain/accounts/user-data";

export async function listPackages(db: Executor): Promise<PackageRow[]> {
  return db.select().from(packages).orderBy(packages.sortOrder, packages.id);
}

/** A package's id and name; null when there is no such package. */
export async function packageName(db: Executor, packageId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: packages.id, name: packages.name }).from(packages).where(eq(packages.id, packageId));
  return row ?? null;
}
