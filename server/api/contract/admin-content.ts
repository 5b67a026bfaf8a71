// The admin console's content calls (administrators only): FAQ and tutorial categories and
// entries, their order, the content pages and the site settings. Every change is audited.
import type { z } from "zod";
import {
  contentCategorySchema,
  contentCategoryUpdateSchema,
  contentPageUpdateSchema,
  faqSchema,
  faqUpdateSchema,
  orderSchema,
  rowIdSchema,
  siteSettingsSchema,
  tutorialSchema,
  tutorialUpdateSchema,
} from "~shared/schemas/admin-content";
import { answer, call, wire } from "./define";

export interface AdminContentCategoryData {
  id: number;
  name: string;
  sort: number;
}

export interface AdminFaqData {
  id: number;
  category_id: number;
  question: string;
  /** HTML as stored (sanitised on save). */
  answer: string;
  sort: number;
}

export interface AdminFaqsData {
  categories: AdminContentCategoryData[];
  faqs: AdminFaqData[];
}

export interface AdminTutorialData {
  id: number;
  category_id: number;
  description: string;
  video_url: string;
  captions_url: string | null;
  sort: number;
}

export interface AdminTutorialsData {
  categories: AdminContentCategoryData[];
  tutorials: AdminTutorialData[];
}

export interface AdminContentPageData {
  id: number;
  name: string;
  sub_title: string | null;
  /** HTML as stored, sanitised. */
  value: string;
  updated_at: string;
}

export interface AdminSettingsData {
  root_landing: "content-creator" | "become-host";
  voucher_offer_ends: string | null;
  social_feed_url: string | null;
}

type Wired<S extends z.ZodType> = z.input<S>;

const category = { access: "admin", body: contentCategorySchema, answer: answer<AdminContentCategoryData>() } as const;
const categoryUpdate = { access: "admin", body: contentCategoryUpdateSchema, wire: wire<Wired<typeof contentCategoryUpdateSchema>>(), answer: answer<AdminContentCategoryData>() } as const;
/** A delete names its row in the body ({ id }), as every POST of the API does. */
const remove = { access: "admin", body: rowIdSchema, wire: wire<Wired<typeof rowIdSchema>>(), answer: answer<null>() } as const;
const order = { access: "admin", body: orderSchema, wire: wire<Wired<typeof orderSchema>>(), answer: answer<null>() } as const;

export const adminContentCalls = {
  "GET admin/faqs": call({ access: "admin", answer: answer<AdminFaqsData>() }),
  "POST admin/faq-categories/create": call(category),
  "POST admin/faq-categories/update": call(categoryUpdate),
  "POST admin/faq-categories/delete": call(remove),
  "POST admin/faqs/create": call({ access: "admin", body: faqSchema, wire: wire<Wired<typeof faqSchema>>(), answer: answer<AdminFaqData>() }),
  "POST admin/faqs/update": call({ access: "admin", body: faqUpdateSchema, wire: wire<Wired<typeof faqUpdateSchema>>(), answer: answer<AdminFaqData>() }),
  "POST admin/faqs/delete": call(remove),
  /** The order numbers of categories and questions; one unknown id refuses them all. */
  "POST admin/faqs/order": call(order),

  "GET admin/tutorials": call({ access: "admin", answer: answer<AdminTutorialsData>() }),
  "POST admin/tutorial-categories/create": call(category),
  "POST admin/tutorial-categories/update": call(categoryUpdate),
  "POST admin/tutorial-categories/delete": call(remove),
  "POST admin/tutorials/create": call({ access: "admin", body: tutorialSchema, wire: wire<Wired<typeof tutorialSchema>>(), answer: answer<AdminTutorialData>() }),
  "POST admin/tutorials/update": call({ access: "admin", body: tutorialUpdateSchema, wire: wire<Wired<typeof tutorialUpdateSchema>>(), answer: answer<AdminTutorialData>() }),
  "POST admin/tutorials/delete": call(remove),
  "POST admin/tutorials/order": call(order),

  "GET admin/pages": call({ access: "admin", answer: answer<AdminContentPageData[]>() }),
  "GET admin/pages/:id": call({ access: "admin", answer: answer<AdminContentPageData>() }),
  /** Title, subtitle and HTML body; the body is sanitised before it is stored. */
  "POST admin/pages/update": call({ access: "admin", body: contentPageUpdateSchema, wire: wire<Wired<typeof contentPageUpdateSchema>>(), answer: answer<AdminContentPageData>() }),

  "GET admin/settings": call({ access: "admin", answer: answer<AdminSettingsData>() }),
  /** Every setting at once; each one that changed gets its own audit row. */
  "POST admin/settings": call({ access: "admin", body: siteSettingsSchema, answer: answer<AdminSettingsData>() }),
};
