// The <head> of an event page: the title, a description, Open Graph and Twitter card tags, so a
// shared link shows the title, the photo and the date. Pure: the route's meta function calls it with
// what its loader answered (absolute URLs made on the server).
import { documentTitle } from "./document-title";
import { formatDateTime } from "./dates";
import { cutText, htmlToText } from "./text-cut";

export interface EventMetaInput {
  title: string;
  /** HTML (sanitised). */
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  startsAt: string | null;
  timeZone: string;
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string } | { tagName: "link"; rel: string; href: string };

export function eventMeta(input: EventMetaInput): MetaTag[] {
  const when = input.startsAt ? formatDateTime(new Date(input.startsAt), input.timeZone) : null;
  const text = cutText(htmlToText(input.description), 200);
  const description = when ? `${when}. ${text}` : text;
  const tags: MetaTag[] = [
    { title: documentTitle(input.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: input.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Marquee" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: input.url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
  ];
  if (input.image) tags.push({ property: "og:image", content: input.image }, { name: "twitter:image", content: input.image });
  if (input.startsAt) tags.push({ property: "event:start_time", content: input.startsAt });
  return tags;
}
