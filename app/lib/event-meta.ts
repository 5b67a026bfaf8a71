// The <head> of an event page: the title, a description, Open Graph and Twitter card tags, so a
// shared link shows the title, the photo and the date. Pure: the route's meta function calls it with
// what its loader answered (absolute URLs made on the server).
import { pageMeta, type MetaTag } from "./document-title";
import { formatDateTime } from "~shared/dates";
import { cutText, htmlToText } from "~shared/text-cut";

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

export function eventMeta(input: EventMetaInput): MetaTag[] {
  const when = input.startsAt ? formatDateTime(new Date(input.startsAt), input.timeZone) : null;
  const text = cutText(htmlToText(input.description), 200);
  const description = when ? `${when}. ${text}` : text;
  return [
    ...pageMeta({ title: input.title, description, url: input.url, image: input.image }),
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
    ...(input.startsAt ? [{ property: "event:start_time", content: input.startsAt }] : []),
  ];
}
