// Approval: new and edited events are Pending Approval until an administrator approves
// them. A recurring series is submitted as one: approving or rejecting an occurrence decides every
// occurrence of its series still pending. Used by the operator command (scripts/admin.ts) until the
// admin console exists.
import { and, eq, or } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { events, type Event } from "~server/db/schema";
import { notFound } from "~server/domain/errors";
import { EVENT_NOT_FOUND } from "./messages";

export type ApprovalStatus = "Pending Approval" | "Approved" | "Rejected";

export function approvalStatus(event: Pick<Event, "isPublished" | "isRejected">): ApprovalStatus {
  if (event.isRejected) return "Rejected";
  return event.isPublished ? "Approved" : "Pending Approval";
}

/** The event and, for an occurrence, the pending occurrences of its series: the ids decided. */
async function decide(db: Executor, eventId: number, approve: boolean, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1).for("update");
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const pendingSiblings =
      event.seriesId === null
        ? eq(events.id, event.id)
        : or(eq(events.id, event.id), and(eq(events.seriesId, event.seriesId), eq(events.isPublished, false), eq(events.isRejected, false)));
    const rows = await tx
      .update(events)
      .set({ isPublished: approve, isRejected: !approve, updatedAt: now })
      .where(pendingSiblings)
      .returning({ id: events.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
}

export function approveEvent(db: Executor, eventId: number, now: Date): Promise<number[]> {
  return decide(db, eventId, true, now);
}

export function rejectEvent(db: Executor, eventId: number, now: Date): Promise<number[]> {
  return decide(db, eventId, false, now);
}
