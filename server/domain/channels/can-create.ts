// can-create-channel (spec 002 §6): an activated account whose package still has room for another
// channel. The page offers "Resend Activation Link" for reason "activation", otherwise "upgrade now".
import { count, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, packages, users } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { forbidden } from "~server/domain/errors";
import { channelMessages as m } from "~shared/messages/channels";

export interface CanCreateChannel {
  status: boolean;
  message: string;
  /** "activation": the account must be activated first; "package": the plan allows no more channels. */
  reason: "activation" | "package" | null;
}

/** The rule itself, from what the account is and holds. */
export function canCreateChannelRule(user: Pick<UserRow, "activatedAt">, channelCount: number, allowed: number): CanCreateChannel {
  if (user.activatedAt === null) return { status: false, message: m.notActivated, reason: "activation" };
  if (channelCount >= allowed) return { status: false, message: m.limitReached, reason: "package" };
  return { status: true, message: m.canCreate, reason: null };
}

/** The host's channels (any status) against the package's no_of_channel. */
export async function canCreateChannel(db: Executor, user: Pick<UserRow, "id" | "activatedAt" | "packageId">): Promise<CanCreateChannel> {
  const [pkg] = await db.select({ allowed: packages.noOfChannel }).from(packages).where(eq(packages.id, user.packageId)).limit(1);
  const [owned] = await db.select({ n: count() }).from(channels).where(eq(channels.userId, user.id));
  return canCreateChannelRule(user, owned?.n ?? 0, pkg?.allowed ?? 0);
}

/**
 * Inside the creating transaction: locks the host's row so two creations at once count each other,
 * then throws "forbidden" with the reason's message when the host may not create.
 */
export async function requireCanCreateChannel(tx: Executor, user: Pick<UserRow, "id" | "activatedAt" | "packageId">): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
  const answer = await canCreateChannel(tx, user);
  if (!answer.status) throw forbidden(answer.message);
}
