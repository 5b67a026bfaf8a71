// The admin dashboard: how much work is waiting, each count a link to its queue.
import { count, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { complaints, refunds } from "~server/db/schema";
import { listPending } from "~server/domain/channels/approval";

export interface WaitingWork {
  pendingEvents: number;
  pendingChannels: number;
  openTickets: number;
  refundsOwed: number;
}

export async function waitingWork(db: Executor): Promise<WaitingWork> {
  const [pending, [tickets], [owed]] = await Promise.all([
    listPending(db),
    db.select({ n: count() }).from(complaints).where(eq(complaints.isOpen, true)),
    db.select({ n: count() }).from(refunds).where(eq(refunds.status, "owed")),
  ]);
  return {
    pendingEvents: pending.filter((item) => item.kind === "event").length,
    pendingChannels: pending.filter((item) => item.kind === "channel").length,
    openTickets: tickets?.n ?? 0,
    refundsOwed: owed?.n ?? 0,
  };
}
