// Demo data: categories, three hosts with events and channels, an attendee, an admin and their
// activity, on top of the reference data. Split by area; accounts are made through the accounts
// domain, the other areas through small creation functions until their domain services exist.
// Idempotent: it runs once.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { applyReferenceData } from "../reference";
import { users } from "../schema";
import { seedActivity } from "./activity";
import { seedCatalogue } from "./catalogue";
import { DEMO_EMAILS, OTHER_HOST_EMAILS } from "./logins";
import { seedPeople } from "./people";
import { seedCategories, seedPaidFeatures } from "./taxonomy";

export { DEMO_EMAILS, DEMO_PASSWORD } from "./logins";

/** Seeds the demo once; returns created:false when the demo users are already there. */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<{ created: boolean }> {
  const now = options.now ?? new Date();
  await applyReferenceData(db);
  return db.transaction(async (tx) => {
    const demoEmails = [...Object.values(DEMO_EMAILS), ...OTHER_HOST_EMAILS];
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, demoEmails))
      .limit(1);
    if (existing.length > 0) return { created: false };

    const categoryIds = await seedCategories(tx);
    const featureIds = await seedPaidFeatures(tx);
    const people = await seedPeople(tx, now);
    const catalogue = await seedCatalogue(tx, people, categoryIds, featureIds, now);
    await seedActivity(tx, people, catalogue, now);
    return { created: true };
  });
}
