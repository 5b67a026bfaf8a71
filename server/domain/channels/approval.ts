// Approval of channels: new and edited channels are Pending Approval until an administrator decides,
// in the admin console or with the operator commands (scripts/admin.ts), beside the events' own
// (server/domain/events/approval.ts); and the list of what waits, for both.
import { and, asc, eq, sql } from "drizzle-orm";
import { channelStatus } from "~shared/channel-status";
import { approvalMessages } from "~shared/messages/admin-approvals";
import { channelMessages } from "~shared/messages/channels";
import type { Executor } from "~server/db/client";
import { channels, documentEvents, events, users } from "~server/db/schema";
import { auditedAdminAction } from "~server/domain/admin/audit";
import { conflict, notFound } from "~server/domain/errors";
import type { Decision, DecisionContext } from "~server/domain/events/approval";
import { queueMail } from "~server/domain/mail";
import { publishFiles } from "~server/domain/uploads/uploads";
import { channelApprovedMail, channelRejectedMail } from "./mails";

/**
 * Approving publishes the channel (and clears a past rejection and its reason); rejecting marks it
 * Rejected by Admin with the reason and takes it off the site. The host is mailed in the same
 * transaction as the change and its audit row. A decision that would change nothing is refused.
 */
export async function decideChannel(context: DecisionContext, channelId: number, decision: Decision): Promise<number> {
  const { now } = context;
  return auditedAdminAction(context.db, context.actor, now, async (tx) => {
    const [channel] = await tx.select().from(channels).where(eq(channels.id, channelId)).limit(1).for("update");
    if (!channel) throw notFound(channelMessages.channelNotFound);
    const before = channelStatus(channel);
    if (decision.approve ? channel.isPublished : channel.isRejected) throw conflict(approvalMessages.channelAlready);
    const reason = decision.approve ? null : decision.reason;
    const [row] = await tx
      .update(channels)
      .set({ isPublished: decision.approve, isRejected: !decision.approve, rejectionReason: reason, updatedAt: now })
      .where(eq(channels.id, channelId))
      .returning();
    if (decision.approve) {
      // Its pictures, its video and its documents' pictures become readable by the public (ADR 056).
      const documentImages = await tx.select({ image: documentEvents.image }).from(documentEvents).where(eq(documentEvents.channelId, channel.id));
      await publishFiles(context.storage, [channel.image, ...channel.photos, channel.video, ...documentImages.map((row) => row.image)]);
    }
    const [host] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, channel.userId)).limit(1);
    if (host) {
      const mail = decision.approve ? channelApprovedMail(host, context.appUrl, channel) : channelRejectedMail(host, context.appUrl, channel, decision.reason);
      await queueMail(tx, { now: () => now }, mail);
    }
    return {
      result: channel.id,
      audit: {
        action: decision.approve ? "approve-channel" : "reject-channel",
        objectType: "channel",
        objectId: channel.id,
        before: { status: before, title: channel.title },
        after: { status: channelStatus(row!) },
        reason,
      },
    };
  });
}

export interface PendingItem {
  kind: "event" | "channel";
  /** The id to approve: the event (a series' first pending occurrence) or the channel. */
  id: number;
  title: string;
  hostId: number;
  hostEmail: string;
  /** Pending occurrences a series brings (1 for a single event or a channel). */
  occurrences: number;
}

/** What waits for a decision, oldest first: events (a recurring series as one row) and channels. */
export async function listPending(db: Executor): Promise<PendingItem[]> {
  const series = sql<number>`coalesce(${events.seriesId}, ${events.id})`;
  const eventRows = await db
    .select({
      id: sql<number>`min(${events.id})`.mapWith(Number),
      title: sql<string>`min(${events.title})`,
      hostId: events.userId,
      hostEmail: users.email,
      occurrences: sql<number>`count(*)`.mapWith(Number),
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(events.isPublished, false), eq(events.isRejected, false), eq(events.isCancelled, false)))
    .groupBy(series, events.userId, users.email)
    .orderBy(sql`min(${events.id})`);
  const channelRows = await db
    .select({ id: channels.id, title: channels.title, hostId: channels.userId, hostEmail: users.email })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.userId))
    .where(and(eq(channels.isPublished, false), eq(channels.isRejected, false)))
    .orderBy(asc(channels.id));
  return [
    ...eventRows.map((row) => ({ kind: "event" as const, ...row })),
    ...channelRows.map((row) => ({ kind: "channel" as const, ...row, occurrences: 1 })),
  ];
}
