// The page of a pre-recorded event (/pre-recorded-event/{id}/{slug}; private, spec 000 §2): the event
// page of /event-detail, plus the player for a buyer (active booking), a live subscriber of the
// event's channel, the host or an administrator. The player's source is this page's /video address
// (routes/pre-recorded-event-video.ts), which checks access on every request: the HTML never holds a
// storage link. Anyone else gets the page with Buy Access and no player. A live event's id redirects
// to /event-detail.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EventPage } from "~/components/events/event-page";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { eventMeta } from "~/lib/event-meta";
import { absoluteUrl, canonicalPath, fetchEventDetail, redirectToCanonical, throwForFailedCall } from "~/server-only/event-page.server";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/event-detail.json";
import hostCard from "~/locales/en-GB/host-card.json";

export const handle = routeStrings({ "event-detail": strings, "host-card": hostCard });

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
  const { event, video_available: videoAvailable } = answer.data;
  const path = canonicalPath(event);
  redirectToCanonical(request, path);
  // A channel's subscriber has no booking: the API's video_available says they may watch.
  const hasAccess = videoAvailable || event.is_booked || event.is_host || event.is_admin;
  return {
    event,
    videoUrl: videoAvailable ? `${path}/video` : null,
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

/** Fresh addresses the player tries after an error before it gives up (access ended: 404 each time). */
const PLAYER_RETRIES = 3;

/**
 * With JavaScript: the storage link a request was redirected to lives a minute, and a browser may
 * reuse it for a later seek; when the player fails, it asks its app address again (a new query, so no
 * cached redirect is reused) and resumes where it was. Without JavaScript the page's text says to reload.
 */
function useFreshSourceOnError(src: string | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    let retries = 0;
    const succeeded = () => {
      retries = 0;
    };
    const retry = () => {
      if (retries >= PLAYER_RETRIES) return;
      retries += 1;
      const at = video.currentTime;
      const playing = !video.paused;
      video.addEventListener(
        "loadedmetadata",
        () => {
          video.currentTime = at;
          if (playing) void video.play().catch(() => undefined);
        },
        { once: true },
      );
      video.src = `${src}?retry=${Date.now()}`;
    };
    video.addEventListener("error", retry);
    video.addEventListener("playing", succeeded);
    return () => {
      video.removeEventListener("error", retry);
      video.removeEventListener("playing", succeeded);
    };
  }, [src]);
  return ref;
}

function Player({ title, src }: { title: string; src: string | null }) {
  const { t } = useTranslation("event-detail");
  const ref = useFreshSourceOnError(src);
  return (
    <section aria-labelledby="watch-heading" className="space-y-2">
      <h2 id="watch-heading" className="font-display text-2xl">
        {t("watch.title")}
      </h2>
      {src ? (
        <>
          <video ref={ref} controls preload="metadata" src={src} className="w-full rounded-card bg-black" aria-label={title} data-testid="full-video">
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
