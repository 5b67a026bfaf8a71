// The help centre (000 §2 Help Centre, §7 faq) and the video tutorials (002 §2.9): categories in
// their order, each with its entries, in two queries. Answers and tutorial headings are HTML written
// by people, so they leave here sanitised to the allow-list.
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { faqs, helpCategories, videoTutorialCategories, videoTutorials } from "~server/db/schema";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { mediaUrl } from "~server/domain/uploads/uploads";
import { sanitizeHtml } from "./html";

export interface HelpCategory {
  id: number;
  name: string;
  icon: string | null;
  faqs: { id: number; question: string; answer: string }[];
}

export interface TutorialCategory {
  id: number;
  name: string;
  icon: string | null;
  videoTutorials: {
    id: number;
    description: string;
    videoUrl: string | null;
    captionsUrl: string | null;
  }[];
}

export async function listHelpCategories(db: Executor): Promise<HelpCategory[]> {
  const categories = await db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  if (categories.length === 0) return [];
  const entries = await db
    .select()
    .from(faqs)
    .where(
      inArray(
        faqs.categoryId,
        categories.map((c) => c.id)
      )
    )
    .orderBy(asc(faqs.sort), asc(faqs.id));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    icon: category.icon,
    faqs: entries
      .filter((entry) => entry.categoryId === category.id)
      .map((entry) => ({
        id: entry.id,
        question: entry.question,
        answer: sanitizeHtml(entry.answer),
      })),
  }));
}

export async function listVideoTutorials(services: { db: Executor; storage: ObjectStorage }): Promise<TutorialCategory[]> {
  const { db } = services;
  const categories = await db.select().from(videoTutorialCategories).orderBy(asc(videoTutorialCategories.sort), asc(videoTutorialCategories.id));
  if (categories.length === 0) return [];
  const entries = await db
    .select()
    .from(videoTutorials)
    .where(
      inArray(
        videoTutorials.categoryId,
        categories.map((c) => c.id)
      )
    )
    .orderBy(asc(videoTutorials.sort), asc(videoTutorials.id));
  const tutorials = await Promise.all(
    entries.map(async (entry) => ({
      categoryId: entry.categoryId,
      id: entry.id,
      description: sanitizeHtml(entry.description),
      videoUrl: await mediaLink(services, entry.videoUrl),
      captionsUrl: await mediaLink(services, entry.captionsUrl),
    }))
  );
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    icon: category.icon,
    videoTutorials: tutorials.filter((t) => t.categoryId === category.id).map(({ categoryId: _c, ...tutorial }) => tutorial),
  }));
}

/**
 * Where the browser fetches a tutorial's video or captions: a path of this site ("/tutorials/…"),
 * an https address, or a link to a stored file; anything else (a javascript: or data: address) is
 * dropped, since an admin's typo must not become a link.
 */
async function mediaLink(services: { storage: ObjectStorage }, value: string | null): Promise<string | null> {
  if (!value) return null;
  if (/^\/(?!\/)[A-Za-z0-9._~/-]+$/.test(value)) return value;
  if (/^https:\/\/[^\s"'<>]+$/i.test(value)) return value;
  return mediaUrl(services, value);
}
