// Site-wide settings that admins choose and the pages read.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { settings, settingsKeys } from "~server/db/schema";

export type RootLanding = "content-creator" | "become-host";

/** Which landing "/" shows: the become-host one when the setting says so, else the content-creator one. */
export async function rootLanding(db: Executor): Promise<RootLanding> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingsKeys.rootLanding));
  return row?.value === "become-host" ? "become-host" : "content-creator";
}
