// Add-to-calendar: /event-detail/{id}/{slug}/calendar.ics, an RFC 5545 file of a live event
// (shared/calendar.ts). The same visibility as the page (404 for hidden or unknown ids and for
// pre-recorded events); never the join link. A wrong slug redirects like the page does.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/server-only/auth.server";
import { eventIcs } from "~shared/calendar";
import { absoluteUrl, canonicalPath, fetchEventDetail, redirectToCanonical, siteOrigin } from "~/server-only/event-page.server";
import { cutText, htmlToText } from "~shared/text-cut";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  const event = await fetchEventDetail(request, session?.token ?? null, params.id);
  if (!event.starts_at || !event.ends_at) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const page = canonicalPath(event);
  redirectToCanonical(request, `${page}/calendar.ics`);
  const ics = eventIcs({
    uid: `event-${event.id}@${new URL(siteOrigin()).hostname}`,
    title: event.title,
    description: `${cutText(htmlToText(event.description), 1000)}\n\n${absoluteUrl(page)}`,
    url: absoluteUrl(page),
    start: new Date(event.starts_at),
    end: new Date(event.ends_at),
    stamp: new Date(),
  });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.event_slug.replace(/[^A-Za-z0-9-]/g, "") || "event"}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
