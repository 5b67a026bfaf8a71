// What My Booked Events and Favourite Events share on the server: the tab of `?type=` and the list
// of cards from the API (booked-events or favorite-list).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "./api.server";
import { requireUser } from "./auth.server";
import { throwUnable } from "./failures.server";
import { tabOf } from "~/components/events/attendee-event-list";
import { eventCardData } from "./event-cards.server";

export async function loadAttendeeEvents({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, path: "booked-events" | "favorite-list") {
  const { token } = await requireUser(request, context);
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("type"));
  const answer = await apiFor(request, token).get(path, { query: { type: tab } });
  if (!answer.success || !answer.data) throwUnable("fetch details");
  return { tab, events: answer.data.map(eventCardData), now: Date.now(), returnTo: `${url.pathname}${url.search}` };
}
