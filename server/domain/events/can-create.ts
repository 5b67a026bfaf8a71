// can-create-event (spec 001 §6): creating events needs an activated account. The package does not
// stop anyone creating; it sets the seats of each event when it is saved (create.ts).
import type { UserRow } from "~server/domain/accounts/user-data";
import { forbidden } from "~server/domain/errors";
import { CAN_CREATE, NOT_ACTIVATED } from "./messages";

export interface CanCreateEvent {
  status: boolean;
  message: string;
  /** "activation": the account must be activated first (the page offers to resend the link). */
  reason: "activation" | null;
}

export function canCreateEvent(user: Pick<UserRow, "activatedAt">): CanCreateEvent {
  if (user.activatedAt === null) return { status: false, message: NOT_ACTIVATED, reason: "activation" };
  return { status: true, message: CAN_CREATE, reason: null };
}

/** Throws "forbidden" with the reason's message when the user may not create events. */
export function requireCanCreateEvent(user: Pick<UserRow, "activatedAt">): void {
  const answer = canCreateEvent(user);
  if (!answer.status) throw forbidden(answer.message);
}
