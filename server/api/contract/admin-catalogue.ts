// The admin console's catalogue calls (administrators only; anyone else gets the 404 of an unknown
// path): discount codes, listed, created and switched off or on.
import type { z } from "zod";
import { discountCodeListSchema, discountCodeSchema, discountCodeStatusSchema } from "~shared/schemas/admin-catalogue";
import type { PaginationMeta } from "./discovery";
import { answer, call, wire } from "./define";

/** One discount code as the console shows it. value: basis points for a percentage, pence for a fixed code. */
export interface AdminDiscountCodeData {
  id: number;
  code: string;
  discount_type: "percentage" | "fixed";
  value: number;
  event_id: number | null;
  channel_id: number | null;
  max_redemptions: number | null;
  redemptions: number;
  /** The instant it stops working, or null for never. */
  valid_until: string | null;
  active: boolean;
  created_at: string;
}

export interface AdminDiscountCodesData {
  rows: AdminDiscountCodeData[];
  pagination: PaginationMeta;
}

export type DiscountCodeBody = z.input<typeof discountCodeSchema>;
export type DiscountCodeStatusBody = z.input<typeof discountCodeStatusSchema>;
export type DiscountCodeListQuery = z.input<typeof discountCodeListSchema>;

export const adminCatalogueCalls = {
  /** Newest first, 25 a page. */
  "GET admin/discount-codes": call({ access: "admin", query: discountCodeListSchema, queryWire: wire<DiscountCodeListQuery>(), answer: answer<AdminDiscountCodesData>() }),
  /** A new code; a taken code, an unknown event or channel, or a past expiry: 400 naming the field. */
  "POST admin/discount-codes": call({ access: "admin", body: discountCodeSchema, wire: wire<DiscountCodeBody>(), answer: answer<AdminDiscountCodeData>() }),
  /** Switches a code off or on; an unknown id: 404. */
  "POST admin/discount-code-status": call({ access: "admin", body: discountCodeStatusSchema, wire: wire<DiscountCodeStatusBody>(), answer: answer<AdminDiscountCodeData>() }),
};
