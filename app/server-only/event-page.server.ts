// What the event pages' loaders share (/event-detail, /pre-recorded-event, /online-event, the .ics):
// the answer of GET events/{id} as the page needs it — 404 for unknown or hidden ids, the spec's
// "Unable to fetch event details" for a failed call, and 301 to the canonical address when the
// slug or the kind of page is wrong.
import { data, redirect } from "@remix-run/node";
import type { EventDetailData } from "~server/api/contract";
import { apiFor, type CallResult } from "./api.server";
import { eventPageUrl, onlineEventUrl } from "~shared/event-urls";
import { throwUnable } from "./failures.server";
import { webServer } from "./web-server.server";
import { pathIdOr404 } from "./path-id.server";

/** A failed call as the page answers it: the 404 page, or the error text with 503. */
export function throwForFailedCall(answer: Pick<CallResult<"GET events/:id">, "success" | "status">): never {
  if (answer.status === 404 || answer.status === 400 || answer.status === 422) throw data(null, { status: 404 });
  if (answer.status === 401) throw data(null, { status: 404 });
  throwUnable("fetch event details");
}

export async function fetchEventDetail(request: Request, token: string | null, rawId: string | undefined): Promise<EventDetailData> {
  const answer = await apiFor(request, token).get("events/:id", { params: { id: String(pathIdOr404(rawId)) } });
  if (!answer.success || !answer.data) throwForFailedCall(answer);
  return answer.data;
}

export type EventPageKind = "detail" | "online";

/** The page this event belongs on; `kind` "online" is the attendee's live page. */
export function canonicalPath(event: Pick<EventDetailData, "id" | "event_type" | "event_slug" | "title">, kind: EventPageKind = "detail"): string {
  if (kind === "online" && event.event_type === "Online Event") return onlineEventUrl(event);
  return eventPageUrl(event);
}

/** 301 to the canonical address (the query kept) when the path differs. */
export function redirectToCanonical(request: Request, path: string): void {
  const url = new URL(request.url);
  if (decodeURIComponent(url.pathname) === decodeURIComponent(path)) return;
  throw redirect(`${path}${url.search}`, 301);
}

/** The site's public origin (APP_URL), for absolute links in share buttons and Open Graph tags. */
export function siteOrigin(): string {
  return webServer().env().APP_URL;
}

/** An absolute URL for a path or URL. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteOrigin()}/`).toString();
}
