// Approval: new and edited events are Pending Approval until an administrator approves them. A
// recurring series is submitted as one: approving or rejecting an occurrence decides every occurrence
// of its series still pending. A rejection keeps its reason for the host, who is mailed either way; the
// decision, its audit row and the mail are written in one transaction. The admin console and the
// operator command (scripts/admin.ts) both decide here. Approving publishes the events' pictures and
// preview video in the storage (ADR 056): until then only their host and the administrators see them.
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db, Executor } from "~server/db/client";
import { events, eventSpeakers, users, type Event } from "~server/db/schema";
import { auditedAdminAction, type AdminActor } from "~server/domain/admin/audit";
import { conflict, notFound } from "~server/domain/errors";
import { queueMail } from "~server/domain/mail";
import { publishFiles } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { approvalMessages } from "~shared/messages/admin-approvals";
import { eventApprovedMail, eventRejectedMail } from "./mails";
import { EVENT_NOT_FOUND } from "./messages";

export type ApprovalStatus = "Pending Approval" | "Approved" | "Rejected";

export function approvalStatus(event: Pick<Event, "isPublished" | "isRejected">): ApprovalStatus {
  if (event.isRejected) return "Rejected";
  return event.isPublished ? "Approved" : "Pending Approval";
}

/** Approve, or reject with the reason the host is told. */
export type Decision = { approve: true } | { approve: false; reason: string };

/** Who decides and when, and where the host's mail links to. */
export interface DecisionContext {
  db: Db;
  /** Where an approval publishes the pictures and previews of what it decides. */
  storage: Pick<ObjectStorage, "setPublished">;
  actor: AdminActor;
  now: Date;
  appUrl: string;
}

/**
 * Decides the event and, for an occurrence, the pending occurrences of its series: the ids decided.
 * A decision that would change nothing (a second click, a second admin) is refused, so the host is
 * mailed once; deciding again the other way (approving a rejected event) is allowed.
 */
export async function decideEvent(context: DecisionContext, eventId: number, decision: Decision): Promise<number[]> {
  const { now } = context;
  return auditedAdminAction(context.db, context.actor, now, async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1).for("update");
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const before = approvalStatus(event);
    if (before === (decision.approve ? "Approved" : "Rejected")) throw conflict(approvalMessages.eventAlready);
    const pendingSiblings =
      event.seriesId === null
        ? eq(events.id, event.id)
        : or(eq(events.id, event.id), and(eq(events.seriesId, event.seriesId), eq(events.isPublished, false), eq(events.isRejected, false)));
    const reason = decision.approve ? null : decision.reason;
    const rows = await tx
      .update(events)
      .set({ isPublished: decision.approve, isRejected: !decision.approve, rejectionReason: reason, updatedAt: now })
      .where(pendingSiblings)
      .returning({ id: events.id });
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    if (decision.approve) await publishEventFiles(tx, context.storage, ids);
    const [host] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, event.userId)).limit(1);
    if (host) {
      const mail = decision.approve ? eventApprovedMail(host, context.appUrl, event, ids.length) : eventRejectedMail(host, context.appUrl, event, decision.reason);
      await queueMail(tx, { now: () => now }, mail);
    }
    return {
      result: ids,
      audit: {
        action: decision.approve ? "approve-event" : "reject-event",
        objectType: "event",
        objectId: event.id,
        before: { status: before, title: event.title },
        after: { status: decision.approve ? "Approved" : "Rejected", occurrences: ids },
        reason,
      },
    };
  });
}

/** Publishes the public files of approved events: their photos, preview videos and speakers' photos. */
async function publishEventFiles(tx: Executor, storage: DecisionContext["storage"], ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const [media, speakers] = await Promise.all([
    tx.select({ images: events.images, shortVideo: events.shortVideo }).from(events).where(inArray(events.id, ids)),
    tx.select({ pic: eventSpeakers.pic }).from(eventSpeakers).where(inArray(eventSpeakers.eventId, ids)),
  ]);
  await publishFiles(storage, [...media.flatMap((row) => [...row.images, row.shortVideo]), ...speakers.map((row) => row.pic)]);
}
