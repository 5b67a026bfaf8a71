// The join link (the spec's view_link) of a live event: optional at creation, and changeable on its
// own until the event ends — even after bookings, when nothing else of the event may change. It
// never affects approval (it is not shown on public pages: the Join button goes through Marquee).
import { eq } from "drizzle-orm";
import { PRE_RECORDED_EVENT } from "~shared/event-form/kinds";
import { isJoinLink } from "~shared/event-form/read";
import { events } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { invalid, rejected } from "~server/domain/errors";
import type { Services } from "~server/services";
import { hasEnded, loadManagedEvent } from "./access";
import { CANCELLED_EVENT_LOCKED, EVENT_ENDED, JOIN_LINK_LIVE_ONLY, eventMessages } from "./messages";

export async function updateJoinLink(
  services: Services,
  user: UserRow,
  input: { eventId: number; viewLink: string | null },
): Promise<{ id: number; viewLink: string | null }> {
  if (input.viewLink !== null && !isJoinLink(input.viewLink)) {
    throw invalid(eventMessages.viewLinkInvalid, { view_link: [eventMessages.viewLinkInvalid] });
  }
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const event = await loadManagedEvent(tx, user, input.eventId, true);
    if (event.eventType === PRE_RECORDED_EVENT) throw rejected(JOIN_LINK_LIVE_ONLY);
    if (event.isCancelled) throw rejected(CANCELLED_EVENT_LOCKED);
    if (hasEnded(event, now)) throw rejected(EVENT_ENDED);
    const [row] = await tx
      .update(events)
      .set({ viewLink: input.viewLink, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning({ id: events.id, viewLink: events.viewLink });
    return row!;
  });
}
