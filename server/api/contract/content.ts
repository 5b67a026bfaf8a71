// Site content (spec 000 §7, 002 §2.9, §7): site settings, the social feed, static pages, the help
// centre, video tutorials, the sitemap's entries, Contact Us and Register Interest.
import { contactSchema } from "~shared/schemas/contact";
import { interestSchema } from "~shared/schemas/interest";
import { answer, call, wire } from "./define";

/** A static content page (GET pages/{pageId}). */
export interface ContentPageData {
  name: string;
  sub_title: string | null;
  /** HTML, sanitised to an allow-list. */
  value: string;
}

/** GET sitemap: a public page of an event or channel for /sitemap.xml, and when it last changed. */
export interface SitemapEntryData {
  /** The path, as cards link it ("/event-detail/12/sunrise-flow"). */
  path: string;
  /** ISO 8601, or null when unknown. */
  updated_at: string | null;
}

/** GET faq: a help centre category with its questions; answers are HTML, sanitised to an allow-list. */
export interface HelpCategoryData {
  id: number;
  name: string;
  icon: string | null;
  faqs: { id: number; question: string; answer: string }[];
}

/** A video tutorial: its heading as sanitised HTML, the mp4 and its WebVTT captions when provided. */
export interface VideoTutorialData {
  id: number;
  description: string;
  video_url: string | null;
  captions_url: string | null;
}

/** GET video-tutorial: a category of tutorials (002 §3). */
export interface VideoTutorialCategoryData {
  id: number;
  name: string;
  icon: string | null;
  videoTutorials: VideoTutorialData[];
}

/** GET social-feed: the creator landing's photos (the first 4), or why they could not be read. */
export type SocialFeedData =
  | { configured: false }
  | { configured: true; photos: { id: string; image_url: string; link: string | null; caption: string }[] }
  | { configured: true; error: string };

export interface SiteSettingsData {
  root_landing: "content-creator" | "become-host";
  /** The last day (YYYY-MM-DD) of the landing pages' voucher offer; null when none is running. */
  voucher_offer_ends: string | null;
}

/** Contact Us (000 §3 Contact form); `website` is the hidden field only bots fill. */
export interface ContactBody {
  full_name: string;
  email: string;
  mobile: string;
  query: string;
  website?: string;
}

/** Register Interest (002 §3 Interest registration): `source` is the landing page; `website` is the hidden field only bots fill. */
export interface InterestBody {
  full_name: string;
  content?: string;
  email: string;
  mobile?: string;
  source: "main-site" | "yoga-landing" | "fitness-landing" | "beauty-landing" | "coaching-landing" | "why-marquee-landing" | "new-marquee-landing" | "web3-landing";
  /** The Web3 page only: creator, purchaser or both. */
  creatortype?: string;
  website?: string;
}

export const contentCalls = {
  "GET site-settings": call({ access: "public", answer: answer<SiteSettingsData>() }),
  "GET social-feed": call({ access: "public", answer: answer<SocialFeedData>() }),
  "GET pages/:pageId": call({ access: "public", answer: answer<ContentPageData>() }),
  "GET faq": call({ access: "public", answer: answer<HelpCategoryData[]>() }),
  "GET video-tutorial": call({ access: "public", answer: answer<VideoTutorialCategoryData[]>() }),
  "GET sitemap": call({ access: "public", answer: answer<SitemapEntryData[]>() }),
  "POST contact-us": call({ access: "public", body: contactSchema, wire: wire<ContactBody>(), answer: answer<null>() }),
  "POST landing-page-contact-us": call({ access: "public", body: interestSchema, wire: wire<InterestBody>(), answer: answer<null>() }),
};
