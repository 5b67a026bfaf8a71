// The page of a pre-recorded event (/pre-recorded-event/{id}/{slug}; private, spec 000 §2): the event
// page of /event-detail, plus the player for a buyer (active booking), the host or an administrator,
// whose source is a signed URL of at most 15 minutes (GET pre-recorded-event/{id}). Anyone else gets
// the page with Buy Access and never the video's URL. A live event's id redirects to /event-detail.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EventPage } from "~/components/events/event-page";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { eventMeta } from "~/lib/event-meta";
import { absoluteUrl, canonicalPath, fetchEventDetail, redirectToCanonical, throwForFailedCall } from "~/server-only/event-page.server";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/event-detail.json";

export const handle = routeStrings({ "event-detail": strings });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = params.id ?? "";
  if (!/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  const answer = await apiFor(request, token).get("pre-recorded-event/:id", { params: { id } });
  if (!answer.success || !answer.data) {
    // A live event's id: its own page.
    if (answer.status === 404) redirectToCanonical(request, canonicalPath(await fetchEventDetail(request, token, id)));
    throwForFailedCall(answer);
  }
  const { event, video_url: videoUrl } = answer.data;
  const path = canonicalPath(event);
  redirectToCanonical(request, path);
  // A channel's subscriber has no booking: the signed link itself says the viewer may watch.
  const hasAccess = videoUrl !== null || event.is_booked || event.is_host || event.is_admin;
  return {
    event,
    videoUrl,
    hasAccess,
    now: Date.now(),
    pageUrl: absoluteUrl(path),
    pagePath: path,
    image: event.images[0] ? absoluteUrl(event.images[0]) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? eventMeta({ title: data.event.title, description: data.event.description, url: data.pageUrl, image: data.image, startsAt: null, timeZone: data.event.time_zone })
    : [{ title: "404 Page Not Found | Marquee" }];

function Player({ title, src }: { title: string; src: string | null }) {
  const { t } = useTranslation("event-detail");
  return (
    <section aria-labelledby="watch-heading" className="space-y-2">
      <h2 id="watch-heading" className="font-display text-2xl">
        {t("watch.title")}
      </h2>
      {src ? (
        <>
          <video controls preload="metadata" src={src} className="w-full rounded-card bg-black" aria-label={title} data-testid="full-video">
            {t("watch.unsupported")}
          </video>
          <p className="text-sm text-muted">{t("watch.expires")}</p>
        </>
      ) : (
        <p>{t("watch.noVideo")}</p>
      )}
    </section>
  );
}

export default function PreRecordedEventRoute() {
  const { event, videoUrl, hasAccess, now, pageUrl, pagePath } = useLoaderData<typeof loader>();
  return (
    <EventPage event={event} now={now} loggedIn pageUrl={pageUrl} pagePath={pagePath} calendar={null}>
      {hasAccess ? <Player title={event.title} src={videoUrl} /> : null}
    </EventPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
