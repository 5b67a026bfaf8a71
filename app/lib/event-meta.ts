// The <head> of an event page: the title, a description, Open Graph and Twitter card tags, so a
// shared link shows the title, the photo and the date. Pure: the route's meta function calls it with
// what its loader answered (absolute URLs made on the server).
import { cardMeta, type MetaTag } from "./document-title";

export { cardMeta };
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

/** The description a shared link shows: the start, then the text without its HTML, cut at 200 characters. */
export function metaDescription(input: Pick<EventMetaInput, "description" | "startsAt" | "timeZone">): string {
  const when = input.startsAt ? formatDateTime(new Date(input.startsAt), input.timeZone) : null;
  const text = cutText(htmlToText(input.description), 200);
  return when ? `${when}. ${text}` : text;
}

export function eventMeta(input: EventMetaInput): MetaTag[] {
  return cardMeta({ ...input, description: metaDescription(input) });
}
