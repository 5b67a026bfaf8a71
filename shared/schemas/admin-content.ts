// The admin console's content forms: FAQ and tutorial categories and entries, their order, the
// content pages and the site settings. The API parses with these and the console's forms validate
// with them, so both sides give the same message.
import { z } from "zod";
import { adminIdField, isCalendarDate } from "./admin";

export const contentMessages = {
  nothingToOrder: "There is nothing to put in order.",
  name: "Enter a name of at most 100 characters.",
  question: "Enter a question of at most 300 characters.",
  answer: "Enter an answer of at most 20000 characters.",
  category: "Choose a category.",
  description: "Enter a heading of at most 2000 characters.",
  videoUrl: "Enter the video's address: a path of this site (/…) or an https address.",
  captionsUrl: "The captions' address must be a path of this site (/…) or an https address.",
  pageTitle: "Enter a title of at most 200 characters.",
  subTitle: "The subtitle must be at most 300 characters.",
  body: "Enter the page's text (at most 100000 characters).",
  sort: "Order numbers must be whole numbers from 0 to 9999.",
  landing: "Choose the landing page for /.",
  voucherEnds: "Write the offer's last day as YYYY-MM-DD, or leave it empty for no offer.",
  feedUrl: "The feed's address must start with https:// (at most 500 characters), or be empty for none.",
  row: "Choose a row to change.",
} as const;

const text = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);


export const contentId = adminIdField(contentMessages.category);
/** The row an edit or a delete names. */
const rowId = adminIdField(contentMessages.row);
export const rowIdSchema = z.object({ id: rowId });

export const contentCategorySchema = z.object({ name: text(100, contentMessages.name) });
export const contentCategoryUpdateSchema = contentCategorySchema.extend({ id: rowId });

export const faqSchema = z.object({
  category_id: contentId,
  question: text(300, contentMessages.question),
  answer: text(20_000, contentMessages.answer),
});

export const faqUpdateSchema = faqSchema.extend({ id: rowId });

/** A tutorial's media: a path of this site or an https address (a stored file's key is kept as it is). */
const mediaAddress = /^(\/(?!\/)[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/i;

export const tutorialSchema = z.object({
  category_id: contentId,
  description: text(2000, contentMessages.description),
  video_url: z.string(contentMessages.videoUrl).trim().max(500, contentMessages.videoUrl).regex(mediaAddress, contentMessages.videoUrl),
  captions_url: z
    .string()
    .trim()
    .max(500, contentMessages.captionsUrl)
    .optional()
    .refine((value) => !value || mediaAddress.test(value), contentMessages.captionsUrl)
    .transform((value) => (value ? value : null)),
});

export const tutorialUpdateSchema = tutorialSchema.extend({ id: rowId });

const sortNumber = z
  .union([z.number(), z.string().trim().max(6)], contentMessages.sort)
  .transform((value, context) => {
    const sort = typeof value === "number" ? value : /^\d{1,4}$/.test(value) ? Number(value) : -1;
    if (!Number.isInteger(sort) || sort < 0 || sort > 9999) {
      context.addIssue({ code: "custom", message: contentMessages.sort });
      return z.NEVER;
    }
    return sort;
  });

/** The order numbers of a list's rows: the rows named keep their place numbers, the others stay. */
export const orderSchema = z
  .object({
    categories: z.array(z.object({ id: contentId, sort: sortNumber })).max(500).optional().default([]),
    entries: z.array(z.object({ id: contentId, sort: sortNumber })).max(2000).optional().default([]),
  })
  // An order that names no row would save nothing and still be recorded as a change.
  .refine((order) => order.categories.length + order.entries.length > 0, { message: contentMessages.nothingToOrder });

export const contentPageSchema = z.object({
  name: text(200, contentMessages.pageTitle),
  sub_title: z
    .string()
    .trim()
    .max(300, contentMessages.subTitle)
    .optional()
    .transform((value) => (value ? value : null)),
  value: text(100_000, contentMessages.body),
});

export const contentPageUpdateSchema = contentPageSchema.extend({ id: rowId });

export const ROOT_LANDINGS = ["content-creator", "become-host"] as const;

/** The site settings form: every setting at once; an empty date or address is "none". */
export const siteSettingsSchema = z.object({
  root_landing: z.enum(ROOT_LANDINGS, contentMessages.landing),
  voucher_offer_ends: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isCalendarDate(value), contentMessages.voucherEnds)
    .transform((value) => (value ? value : null)),
  social_feed_url: z
    .string()
    .trim()
    .max(500, contentMessages.feedUrl)
    .optional()
    .refine((value) => !value || isHttpsUrl(value), contentMessages.feedUrl)
    .transform((value) => (value ? value : null)),
});

/** An https address with a host, and nothing a feed request could be tricked by (spaces, quotes, credentials). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s"'<>]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
