// The admin console's catalogue forms (discount codes, categories, packages): the API parses with
// these and the console's forms validate with them. Values arrive as form text: a percentage ("20",
// "12.5") becomes basis points, an amount in pounds ("5.00") becomes pence, an expiry day (London) is
// the last day the code works.
import { z } from "zod";
import { parsePounds } from "~shared/money";
import { idOf } from "~shared/ids";
import { adminCatalogueMessages as m, adminCategoryMessages as c, adminPackageMessages as p } from "~shared/messages/admin-catalogue";
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

/** An object's id, from form text only: these calls' forms send text, and a JSON number is a wrong shape. */
const idField = (message: string) =>
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
export const categoryUpdateSchema = z.object({ id: idField(c.categoryUnknown), name: categoryName, parent_id: parentField });

/** Hiding a category from the pickers and search filters, or showing it again. */
export const categoryVisibilitySchema = z.object({ id: idField(c.categoryUnknown), hidden: z.enum(["true", "false"], c.categoryUnknown).transform((value) => value === "true") });

/** Deleting a category nothing uses. */
export const categoryDeleteSchema = z.object({ id: idField(c.categoryUnknown) });

export const PACKAGE_TENURES = ["monthly", "yearly", "lifetime"] as const;
export const PACKAGE_NAME_MAX = 60;
export const PACKAGE_LIMIT_MAX = 1_000_000;

/** "12.99" → 1299 pence; null unless £0 to £10,000 with up to two decimals. */
export function packagePriceToPence(text: string): number | null {
  const pence = parsePounds(text);
  return pence !== null && pence <= 1_000_000 ? pence : null;
}

/** "7.5" → 750 basis points; null unless 0 to 100 with up to two decimals. */
export function packagePercentToBasisPoints(text: string): number | null {
  const points = parsePounds(text);
  return points !== null && points <= 10_000 ? points : null;
}

/** A field read from form text through `convert` (null: refused with `message`). */
const convertedField = (message: string, convert: (text: string) => number | null) =>
  z
    .string(message)
    .trim()
    .refine((value) => convert(value) !== null, message)
    .transform((value) => convert(value)!);

const percentField = convertedField(p.percent, packagePercentToBasisPoints);
const limitField = convertedField(p.limit, (text) => (/^\d{1,7}$/.test(text) && Number(text) <= PACKAGE_LIMIT_MAX ? Number(text) : null));

/** A package's terms as its form sends them: pounds, percentages and whole-number limits. */
const packageTermsFields = {
  name: z.string(p.nameRequired).trim().min(1, p.nameRequired).max(PACKAGE_NAME_MAX, p.nameTooLong),
  price: convertedField(p.price, packagePriceToPence),
  tenure: z.enum(PACKAGE_TENURES, p.tenureRequired),
  commission_live_event: percentField,
  commission_pre_recorded_event: percentField,
  commission_subscription_user: percentField,
  payment_handling_fee: percentField,
  taxation_fee: percentField,
  no_of_channel: limitField,
  max_participant_in_event: limitField,
  max_participant_in_pre_recorded_event: limitField,
  max_subscriber_in_channel: limitField,
  no_of_event_in_channel: limitField,
};

/** The form's fields, in the order the pages show them. */
export const PACKAGE_FIELDS = Object.keys(packageTermsFields) as (keyof typeof packageTermsFields)[];

type PackageFields = z.output<z.ZodObject<typeof packageTermsFields>>;

/** The terms as the packages table names them (pence and basis points). */
function packageTerms(input: PackageFields) {
  return {
    name: input.name,
    pricePence: input.price,
    tenure: input.tenure,
    commissionLiveEventBp: input.commission_live_event,
    commissionPreRecordedEventBp: input.commission_pre_recorded_event,
    commissionSubscriptionUserBp: input.commission_subscription_user,
    paymentHandlingFeeBp: input.payment_handling_fee,
    taxationFeeBp: input.taxation_fee,
    noOfChannel: input.no_of_channel,
    maxParticipantInEvent: input.max_participant_in_event,
    maxParticipantInPreRecordedEvent: input.max_participant_in_pre_recorded_event,
    maxSubscriberInChannel: input.max_subscriber_in_channel,
    noOfEventInChannel: input.no_of_event_in_channel,
  };
}

export type PackageTerms = ReturnType<typeof packageTerms>;

/** A new package (a new line). */
export const newPackageSchema = z.object(packageTermsFields).transform(packageTerms);

/** New terms for a package: the version `id` is replaced by a new one. */
export const packageUpdateSchema = z
  .object({ id: idField(p.packageUnknown), ...packageTermsFields })
  .transform(({ id, ...fields }) => ({ id, terms: packageTerms(fields) }));
