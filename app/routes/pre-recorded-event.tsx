// The page of a pre-recorded event (/pre-recorded-event/{id}/{slug}; private, spec 000 §2): the event
// page of /event-detail, plus the player for a buyer (active booking), a live subscriber of the
// event's channel, the host or an administrator. The player's source is this page's /video address
// (routes/pre-recorded-event-video.ts), which checks access on every request: the HTML never holds a
// storage link. Before the host uploads the video, those viewers see the player's empty state with
// the reason. Under a channel's video, the previous and next video or document of the channel (plain
// links). Anyone else gets the page with Buy Access and no player. A live event's id redirects to
// /event-detail.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { CourseSteps, courseSteps } from "~/components/channels/course-steps";
import { EventPage } from "~/components/events/event-page";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { eventMeta } from "~/lib/event-meta";
import { absoluteUrl, canonicalPath, fetchEventDetail, redirectToCanonical, throwForFailedCall } from "~/server-only/event-page.server";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/event-detail.json";
import hostCard from "~/locales/en-GB/host-card.json";
import { pathIdOr404 } from "~/server-only/path-id.server";

export const handle = routeStrings({ "event-detail": strings, "host-card": hostCard });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = String(pathIdOr404(params.id));
  const answer = await apiFor(request, token).get("pre-recorded-event/:id", { params: { id } });
  if (!answer.success || !answer.data) {
    // A live event's id: its own page.
    if (answer.status === 404) redirectToCanonical(request, canonicalPath(await fetchEventDetail(request, token, id)));
    throwForFailedCall(answer);
  }
  const { event, video_available: videoAvailable, may_watch: mayWatch } = answer.data;
  const path = canonicalPath(event);
  redirectToCanonical(request, path);
  return {
    event,
    videoUrl: videoAvailable ? `${path}/video` : null,
    // A buyer, a channel's subscriber, the host or an administrator: the player, or its empty state.
    hasAccess: mayWatch,
    steps: courseSteps(answer.data),
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

function Player({ title, src, steps, uploadUrl }: { title: string; src: string | null; steps: ReturnType<typeof courseSteps>; uploadUrl: string | null }) {
  const { t } = useTranslation("event-detail");
  const ref = useFreshSourceOnError(src);
  return (
    <section aria-labelledby="watch-heading" className="space-y-3">
      <h2 id="watch-heading" className="font-display text-2xl">
        {t("watch.title")}
      </h2>
      {src ? (
        <>
          <video ref={ref} controls preload="metadata" src={src} className="aspect-video w-full rounded-card bg-black" aria-label={title} data-testid="full-video">
            {t("watch.unsupported")}
          </video>
          <p className="text-sm text-muted">{t("watch.expires")}</p>
        </>
      ) : (
        // The player's empty state: the same 16:9 place, saying why nothing plays.
        <div className="flex min-h-56 w-full sm:aspect-video flex-col items-center justify-center gap-2 rounded-card bg-ink px-6 py-6 text-center text-paper" data-testid="player-empty">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 opacity-70" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M10 9.5v5l4-2.5z" fill="currentColor" stroke="none" />
          </svg>
          <p className="font-medium">{t("watch.noVideo")}</p>
          <p className="text-sm text-paper-muted">{t("watch.noVideoHint")}</p>
          {/* Its host (or an administrator) can put it right from here. */}
          {uploadUrl ? (
            <Link to={uploadUrl} className="mt-2 rounded-md border border-paper-muted px-4 py-2 text-sm font-medium text-paper no-underline hover:bg-paper hover:text-ink">
              {t("watch.upload")}
            </Link>
          ) : null}
        </div>
      )}
      <CourseSteps {...steps} labels={{ nav: t("steps.nav"), previous: t("steps.previous"), next: t("steps.next") }} />
    </section>
  );
}

export default function PreRecordedEventRoute() {
  const { event, videoUrl, hasAccess, steps, now, pageUrl, pagePath } = useLoaderData<typeof loader>();
  return (
    <EventPage event={event} now={now} loggedIn pageUrl={pageUrl} pagePath={pagePath} calendar={null}>
      {hasAccess ? <Player title={event.title} src={videoUrl} steps={steps} uploadUrl={event.is_host || event.is_admin ? `/pre-recorded-video/${event.id}` : null} /> : null}
    </EventPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
