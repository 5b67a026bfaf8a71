// The admin console's discount codes: a page of them, a new one, and switching one off or on. Each
// change writes its audit row in the same transaction. Uses are counted at checkout
// (payments/coupons.ts: one conditional UPDATE per use), never here.
import { count, desc, eq } from "drizzle-orm";
import { adminCatalogueMessages as m } from "~shared/messages/admin-catalogue";
import type { DiscountCodeInput } from "~shared/schemas/admin-catalogue";
import { zonedInstant } from "~shared/dates";
import type { Db, Executor } from "~server/db/client";
import { channels, discountCodes, events } from "~server/db/schema";
import { isUniqueViolation } from "~server/db/unique-violation";
import { notFound, rejected } from "~server/domain/errors";
import { findCoupon, type CouponRow } from "~server/domain/payments/coupons";
import { auditedAdminAction, type AdminActor } from "./audit";

export const DISCOUNT_CODES_PAGE_SIZE = 25;

export interface DiscountCodePage {
  rows: CouponRow[];
  total: number;
  page: number;
  lastPage: number;
}

/** Newest first, 25 a page (a page past the end is the last one). */
export async function listDiscountCodes(db: Executor, requestedPage: number): Promise<DiscountCodePage> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(discountCodes);
  const lastPage = Math.max(1, Math.ceil(total / DISCOUNT_CODES_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), lastPage);
  const rows = await db
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(DISCOUNT_CODES_PAGE_SIZE)
    .offset((page - 1) * DISCOUNT_CODES_PAGE_SIZE);
  return { rows, total, page, lastPage };
}

/** The day after a London date: a code "expiring on" a day works until that day ends. */
function endOfLondonDay(date: string): Date {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedInstant(next.toISOString().slice(0, 10), "00:00");
}

/** The state an audit row keeps of a code. */
function auditState(row: CouponRow) {
  return {
    code: row.code,
    discount_type: row.discountType,
    value: row.value,
    event_id: row.eventId,
    channel_id: row.channelId,
    max_redemptions: row.maxRedemptions,
    valid_until: row.validUntil?.toISOString() ?? null,
    active: row.active,
  };
}

export async function createDiscountCode(db: Db, actor: AdminActor, input: DiscountCodeInput, now: Date): Promise<CouponRow> {
  const validUntil = input.expiresOn ? endOfLondonDay(input.expiresOn) : null;
  if (validUntil && validUntil.getTime() <= now.getTime()) throw rejected(m.expiryPast, { expires_on: [m.expiryPast] });
  try {
    return await auditedAdminAction(db, actor, now, async (tx) => {
      if (await findCoupon(tx, input.code)) throw rejected(m.codeTaken, { code: [m.codeTaken] });
      if (input.eventId !== null) {
        const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, input.eventId));
        if (!event) throw rejected(m.eventUnknown, { scope_id: [m.eventUnknown] });
      }
      if (input.channelId !== null) {
        const [channel] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, input.channelId));
        if (!channel) throw rejected(m.channelUnknown, { scope_id: [m.channelUnknown] });
      }
      const [row] = await tx
        .insert(discountCodes)
        .values({
          code: input.code,
          discountType: input.discountType,
          value: input.value,
          eventId: input.eventId,
          channelId: input.channelId,
          createdBy: actor.id,
          maxRedemptions: input.maxRedemptions,
          validUntil,
          createdAt: now,
        })
        .returning();
      return { result: row!, audit: { action: "create-discount-code", objectType: "discount_code", objectId: row!.id, before: null, after: auditState(row!) } };
    });
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides.
    if (isUniqueViolation(error, "discount_codes_code_unique")) throw rejected(m.codeTaken, { code: [m.codeTaken] });
    throw error;
  }
}

/** Switches a code off (refused at checkout from now on; uses already taken stay) or back on. */
export async function setDiscountCodeActive(db: Db, actor: AdminActor, id: number, active: boolean, now: Date): Promise<CouponRow> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!before) throw notFound(m.codeUnknown);
    const [after] = await tx.update(discountCodes).set({ active }).where(eq(discountCodes.id, id)).returning();
    return {
      result: after!,
      audit: { action: active ? "activate-discount-code" : "deactivate-discount-code", objectType: "discount_code", objectId: id, before: auditState(before), after: auditState(after!) },
    };
  });
}
