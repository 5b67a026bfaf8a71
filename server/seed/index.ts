// Demo data: categories, three hosts with events and channels, the marketplace's other hosts and members, an attendee, an admin and their
// activity, on top of the reference data; every event, channel, host and speaker has a picture the
// product drew (server/domain/media), and every video and document a real file (media.ts), all
// stored through `storage` as uploads are. Split by area; accounts are made through the accounts
// domain, the other areas through small creation functions until their domain services exist.
// Idempotent: it runs once.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { applyReferenceData } from "~server/db/reference";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { users } from "~server/db/schema";
import { seedActivity } from "./activity";
import { seedCatalogue } from "./catalogue";
import { seedMarketplaceHosts } from "./marketplace-hosts";
import { seedMedia } from "./media";
import { DEMO_EMAILS, OTHER_HOST_EMAILS } from "./logins";
import { seedPeople } from "./people";
import { seedPictures } from "./pictures";
import { seedCategories, seedPaidFeatures } from "./taxonomy";

export { DEMO_EMAILS, DEMO_PASSWORD } from "./logins";

/** Seeds the demo once; returns created:false when the demo users are already there. */
export async function seedDemoData(db: Db, options: { storage: ObjectStorage; now?: Date }): Promise<{ created: boolean }> {
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
    const pictures = seedPictures(options.storage);
    const media = seedMedia(options.storage);
    const people = await seedPeople(tx, pictures, media, now);
    const market = await seedMarketplaceHosts(tx, pictures, media, now);
    const catalogue = await seedCatalogue(tx, people, market.hosts, categoryIds, featureIds, pictures, media, now);
    await seedActivity(tx, people, market, catalogue, now);
    await pictures.finish(tx, now);
    await media.finish(tx, now);
    return { created: true };
  });
}
