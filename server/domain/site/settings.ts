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

/**
 * The last day of the landing pages' voucher offer (YYYY-MM-DD), or null when there is none or it
 * has ended: the offer is shown through that whole day in London.
 */
export async function voucherOfferEnds(db: Executor, now: Date): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingsKeys.voucherOfferEnds));
  const ends = typeof row?.value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(row.value) ? row.value : null;
  return ends !== null && londonDate(now) <= ends ? ends : null;
}

function londonDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The address of the creator landing's photo feed (https only), or null when none is configured. */
export async function socialFeedUrl(db: Executor): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingsKeys.socialFeedUrl));
  return typeof row?.value === "string" && /^https?:\/\/\S+$/i.test(row.value) ? row.value : null;
}
