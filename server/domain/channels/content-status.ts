// The active switch of a channel's events and document events (002 §4: "Do you want change
// status?"): the host turns one off or on again. Only the owner (or an administrator); anyone else
// gets the answer of a missing item. An event outside a channel has no such switch here.
import { eq, not } from "drizzle-orm";
import { channelOrderMessages as m } from "~shared/messages/channel-order";
import { idOf } from "~shared/ids";
import { documentEvents, events } from "~server/db/schema";
import { invalid, notFound } from "~server/domain/errors";
import { mayManage } from "~server/domain/events/access";
import type { Services } from "~server/services";
import type { ChannelCaller as Caller } from "./owned";

export interface ActiveState {
  id: number;
  active: boolean;
}

/** event/update-status: toggles a channel event's active flag. */
export async function toggleEventActive(services: Pick<Services, "db" | "now">, caller: Caller, id: unknown): Promise<ActiveState> {
  const eventId = idOf(id);
  if (eventId === null) throw notFound(m.eventNotFound);
  return services.db.transaction(async (tx) => {
    const [event] = await tx.select({ userId: events.userId, channelId: events.channelId }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event || !mayManage(caller, event.userId)) throw notFound(m.eventNotFound);
    if (event.channelId === null) throw invalid(m.notInChannel);
    const [row] = await tx
      .update(events)
      .set({ active: not(events.active), updatedAt: services.now() })
      .where(eq(events.id, eventId))
      .returning({ id: events.id, active: events.active });
    return row!;
  });
}

/** documentevent/update-status: toggles a document event's active flag. */
export async function toggleDocumentActive(services: Pick<Services, "db" | "now">, caller: Caller, id: unknown): Promise<ActiveState> {
  const documentId = idOf(id);
  if (documentId === null) throw notFound(m.documentNotFound);
  return services.db.transaction(async (tx) => {
    const [document] = await tx.select({ userId: documentEvents.userId }).from(documentEvents).where(eq(documentEvents.id, documentId)).for("update");
    if (!document || !mayManage(caller, document.userId)) throw notFound(m.documentNotFound);
    const [row] = await tx
      .update(documentEvents)
      .set({ active: not(documentEvents.active), updatedAt: services.now() })
      .where(eq(documentEvents.id, documentId))
      .returning({ id: documentEvents.id, active: documentEvents.active });
    return row!;
  });
}
