// The admin console's discount-code form and its switch: the API parses with these and the console's
// forms validate with them. Values arrive as form text: a percentage ("20", "12.5") becomes basis
// points, a fixed value in pounds ("5.00") becomes pence, an expiry day (London) is the last day the
// code works.
import { z } from "zod";
import { parsePounds } from "~shared/money";
import { idOf } from "~shared/ids";
import { adminCatalogueMessages as m, adminCategoryMessages as c } from "~shared/messages/admin-catalogue";
import { adminPage, isCalendarDate } from "./admin";

export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export const DISCOUNT_SCOPES = ["all", "event", "channel"] as const;
export const DISCOUNT_CODE_MAX = 40;
export const DISCOUNT_MAX_USES = 1_000_000;

/** "20" → 2000 basis points; null unless 0.01 to 100 with up to two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const points = parsePounds(text);
  return points !== null && points >= 1 && points <= 10_000 ? points : null;
}

/** "5.00" → 500 pence; null unless at least a penny (and at most £1,000,000). */
export function poundsToDiscountPence(text: string): number | null {
  const pence = parsePounds(text);
  return pence !== null && pence >= 1 && pence <= 100_000_000 ? pence : null;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "");

export const discountCodeSchema = z
  .object({
    code: z
      .string(m.codeRequired)
      .trim()
      .min(1, m.codeRequired)
      .regex(/^[A-Za-z0-9_-]{3,40}$/, m.codeFormat),
    discount_type: z.enum(DISCOUNT_TYPES, m.typeRequired),
    value: z.string(m.percentValue).trim(),
    max_uses: optionalText,
    expires_on: optionalText,
    scope: z.enum(DISCOUNT_SCOPES, m.scopeRequired),
    scope_id: optionalText,
  })
  .superRefine((input, context) => {
    const bad = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (input.discount_type === "percentage" && percentToBasisPoints(input.value) === null) bad("value", m.percentValue);
    if (input.discount_type === "fixed" && poundsToDiscountPence(input.value) === null) bad("value", m.fixedValue);
    if (input.max_uses !== "" && !(/^\d{1,7}$/.test(input.max_uses) && Number(input.max_uses) >= 1 && Number(input.max_uses) <= DISCOUNT_MAX_USES)) bad("max_uses", m.usesFormat);
    if (input.expires_on !== "" && !isCalendarDate(input.expires_on)) bad("expires_on", m.expiryFormat);
    if (input.scope !== "all" && idOf(input.scope_id) === null) bad("scope_id", m.scopeIdRequired);
  })
  .transform((input) => ({
    code: input.code,
    discountType: input.discount_type,
    value: (input.discount_type === "percentage" ? percentToBasisPoints(input.value) : poundsToDiscountPence(input.value))!,
    maxRedemptions: input.max_uses === "" ? null : Number(input.max_uses),
    expiresOn: input.expires_on === "" ? null : input.expires_on,
    eventId: input.scope === "event" ? idOf(input.scope_id) : null,
    channelId: input.scope === "channel" ? idOf(input.scope_id) : null,
  }));

export type DiscountCodeInput = z.output<typeof discountCodeSchema>;

/** Switching a code off (nobody can use it from then on) or on again. */
export const discountCodeStatusSchema = z.object({
  id: z.string(m.codeUnknown).trim().refine((value) => idOf(value) !== null, m.codeUnknown).transform((value) => idOf(value)!),
  active: z.enum(["true", "false"], m.codeUnknown).transform((value) => value === "true"),
});

export const discountCodeListSchema = z.object({ page: adminPage });


export const CATEGORY_KINDS = ["event", "channel", "both"] as const;
export const CATEGORY_NAME_MAX = 60;

const categoryId = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((value) => idOf(value) !== null, message)
    .transform((value) => idOf(value)!);

/** A parent: empty for the top level, else a category's id. */
const parentField = z
  .string(c.parentFormat)
  .trim()
  // Optional: a form's empty choice ("top level") arrives as no value at all.
  .optional()
  .refine((value) => !value || idOf(value) !== null, c.parentFormat)
  .transform((value) => (value ? idOf(value) : null));

const categoryName = z.string(c.nameRequired).trim().min(1, c.nameRequired).max(CATEGORY_NAME_MAX, c.nameTooLong);

/** A new category: its name, what it is for, and its parent (none: top level). */
export const newCategorySchema = z.object({ name: categoryName, kind: z.enum(CATEGORY_KINDS, c.kindRequired), parent_id: parentField });

/** Renaming a category and moving it under another parent (or to the top level). */
export const categoryUpdateSchema = z.object({ id: categoryId(c.categoryUnknown), name: categoryName, parent_id: parentField });

/** Hiding a category from the pickers and search filters, or showing it again. */
export const categoryVisibilitySchema = z.object({ id: categoryId(c.categoryUnknown), hidden: z.enum(["true", "false"], c.categoryUnknown).transform((value) => value === "true") });

/** Deleting a category nothing uses. */
export const categoryDeleteSchema = z.object({ id: categoryId(c.categoryUnknown) });
