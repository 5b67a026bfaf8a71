// The active switch of a channel's events and document events (002 §4: "Do you want change
// status?"): the host turns one off or on again. Only the owner (or an administrator); another user
// gets 'unauthorized' (ensureManages). An event outside a channel has no such switch here.
import { eq, not } from "drizzle-orm";
import { channelOrderMessages as m } from "~shared/messages/channel-order";
import { documentEvents, events } from "~server/db/schema";
import { idOrNotFound, invalid, notFound } from "~server/domain/errors";
import type { Services } from "~server/services";
import { loadManagedDocument } from "./documents";
import { ensureManages, type ChannelCaller as Caller } from "./owned";

export interface ActiveState {
  id: number;
  active: boolean;
}

/** event/update-status: toggles a channel event's active flag. */
export async function toggleEventActive(services: Pick<Services, "db" | "now">, caller: Caller, id: unknown): Promise<ActiveState> {
  const eventId = idOrNotFound(id, m.eventNotFound);
  return services.db.transaction(async (tx) => {
    const [event] = await tx.select({ userId: events.userId, channelId: events.channelId }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event) throw notFound(m.eventNotFound);
    ensureManages(caller, event.userId);
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
  return services.db.transaction(async (tx) => {
    const document = await loadManagedDocument(tx, caller, id, { lock: true });
    const [row] = await tx
      .update(documentEvents)
      .set({ active: not(documentEvents.active), updatedAt: services.now() })
      .where(eq(documentEvents.id, document.id))
      .returning({ id: documentEvents.id, active: documentEvents.active });
    return row!;
  });
}
