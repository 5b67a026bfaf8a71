// What a purchase is called, whatever the item's state now (no purchase rules): an event's or a
// channel's title, a package's name; null when the item no longer exists.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, events, packages } from "~server/db/schema";
import type { PurchaseKind } from "./quote";

export async function purchaseTitle(tx: Executor, kind: PurchaseKind): Promise<string | null> {
  if (kind.type === "event_booking") {
    const [row] = await tx.select({ title: events.title }).from(events).where(eq(events.id, kind.id));
    return row?.title ?? null;
  }
  if (kind.type === "channel_subscription") {
    const [row] = await tx.select({ title: channels.title }).from(channels).where(eq(channels.id, kind.id));
    return row?.title ?? null;
  }
  const [row] = await tx.select({ title: packages.name }).from(packages).where(eq(packages.id, kind.id));
  return row?.title ?? null;
}

/** The item a checkout was for: its event, else its channel, else its package. */
export function purchaseKindOf(checkout: { eventId: number | null; channelId: number | null; packageId: number | null }): PurchaseKind | null {
  if (checkout.eventId) return { type: "event_booking", id: checkout.eventId };
  if (checkout.channelId) return { type: "channel_subscription", id: checkout.channelId };
  if (checkout.packageId) return { type: "package_subscription", id: checkout.packageId };
  return null;
}
