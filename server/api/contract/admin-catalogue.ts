// The admin console's catalogue calls (administrators only; anyone else gets the 404 of an unknown
// path): discount codes (listed, created, switched off or on), the category tree and the packages.
import type { z } from "zod";
import {
  categoryDeleteSchema,
  categoryUpdateSchema,
  categoryVisibilitySchema,
  discountCodeListSchema,
  discountCodeSchema,
  discountCodeStatusSchema,
  newCategorySchema,
  newPackageSchema,
  packageUpdateSchema,
} from "~shared/schemas/admin-catalogue";
import type { PaginationMeta } from "./discovery";
import type { PricingPackageData } from "./payments";
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

const discountCodeCalls = {
  /** Newest first, 25 a page. */
  "GET admin/discount-codes": call({ access: "admin", query: discountCodeListSchema, queryWire: wire<DiscountCodeListQuery>(), answer: answer<AdminDiscountCodesData>() }),
  /** A new code; a taken code, an unknown event or channel, or a past expiry: 400 naming the field. */
  "POST admin/discount-codes": call({ access: "admin", body: discountCodeSchema, wire: wire<DiscountCodeBody>(), answer: answer<AdminDiscountCodeData>() }),
  /** Switches a code off or on; an unknown id: 404. */
  "POST admin/discount-code-status": call({ access: "admin", body: discountCodeStatusSchema, wire: wire<DiscountCodeStatusBody>(), answer: answer<AdminDiscountCodeData>() }),
};

/** One category of the tree, with what uses it. */
export interface AdminCategoryData {
  id: number;
  name: string;
  kind: "event" | "channel" | "both";
  parent_id: number | null;
  hidden: boolean;
  events: number;
  channels: number;
  children: number;
}

export type NewCategoryBody = z.input<typeof newCategorySchema>;
export type CategoryUpdateBody = z.input<typeof categoryUpdateSchema>;
export type CategoryVisibilityBody = z.input<typeof categoryVisibilitySchema>;
export type CategoryDeleteBody = z.input<typeof categoryDeleteSchema>;

const adminCategoryCalls = {
  /** The whole tree: each top-level category followed by its sub-categories. */
  "GET admin/categories": call({ access: "admin", answer: answer<AdminCategoryData[]>() }),
  "POST admin/categories": call({ access: "admin", body: newCategorySchema, wire: wire<NewCategoryBody>(), answer: answer<AdminCategoryData>() }),
  /** Rename and move; an unknown id: 404; a parent that is not a top-level category: 400 on parent_id. */
  "POST admin/category-update": call({ access: "admin", body: categoryUpdateSchema, wire: wire<CategoryUpdateBody>(), answer: answer<AdminCategoryData>() }),
  "POST admin/category-visibility": call({ access: "admin", body: categoryVisibilitySchema, wire: wire<CategoryVisibilityBody>(), answer: answer<AdminCategoryData>() }),
  /** Only a category nothing uses and without sub-categories; otherwise 400 and nothing changes. */
  "POST admin/category-delete": call({ access: "admin", body: categoryDeleteSchema, wire: wire<CategoryDeleteBody>(), answer: answer<null>() }),
};

/**
 * A package on sale as the console shows it: the pricing page's figures (percentages as numbers,
 * 7.5 = 7.5 %), with the commissions spelt correctly, its place and its users.
 */
export interface AdminPackageData
  extends Omit<PricingPackageData, "commision_live_event" | "commision_pre_recorded_event" | "commision_subscription_user"> {
  commission_live_event: number;
  commission_pre_recorded_event: number;
  commission_subscription_user: number;
  sort_order: number;
  /** Users on any version of the package (older versions keep their terms). */
  users: number;
}

export type NewPackageBody = z.input<typeof newPackageSchema>;
export type PackageUpdateBody = z.input<typeof packageUpdateSchema>;

const adminPackageCalls = {
  /** The versions on sale, in the pricing page's order. */
  "GET admin/packages": call({ access: "admin", answer: answer<AdminPackageData[]>() }),
  /** A new package, on sale at once. */
  "POST admin/packages": call({ access: "admin", body: newPackageSchema, wire: wire<NewPackageBody>(), answer: answer<AdminPackageData>() }),
  /**
   * New terms for the version `id`: a new version goes on sale and `id` is retired (its users keep
   * its terms). An unknown id: 404; a version already replaced: 409; the same terms: nothing changes.
   */
  "POST admin/packages/update": call({ access: "admin", body: packageUpdateSchema, wire: wire<PackageUpdateBody>(), answer: answer<AdminPackageData>() }),
};

export const adminCatalogueCalls = { ...discountCodeCalls, ...adminCategoryCalls, ...adminPackageCalls };
