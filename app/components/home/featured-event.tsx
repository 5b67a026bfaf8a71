// The featured event (GET home-event): its card, when it starts (the event's zone) and the countdown.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { EventCard, type EventCardData } from "~/components/events/event-card";
import { formatDateTime } from "~shared/dates";
import { eventPageUrl } from "~shared/event-urls";
import { Countdown } from "./countdown";

/** The featured card is half of the page's 72rem column from 768 px, the whole width below. */
const FEATURED_IMAGE_SIZES = "(min-width: 1152px) 35rem, (min-width: 768px) 50vw, 100vw";

export function FeaturedEvent({ event, now, loggedIn }: { event: EventCardData | null; now: number; loggedIn: boolean }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="featured-heading" data-testid="featured-event">
      <h2 id="featured-heading" className="font-display text-3xl">
        {t("featured.heading")}
      </h2>
      {event ? (
        <div className="mt-4 grid items-start gap-6 md:grid-cols-2">
          <EventCard event={event} now={now} loggedIn={loggedIn} headingLevel={3} priority imageSizes={FEATURED_IMAGE_SIZES} />
          <div className="space-y-4">
            {event.starts_at ? (
              <>
                <p className="text-lg">
                  <time dateTime={event.starts_at} data-testid="featured-start">{t("featured.startsAt", { when: formatDateTime(new Date(event.starts_at), event.time_zone) })}</time>
                </p>
                <Countdown startsAt={event.starts_at} serverNow={now} />
              </>
            ) : null}
            <p>
              <Link to={eventPageUrl(event)} data-testid="featured-link">
                {t("featured.view")}
              </Link>
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-4 text-muted">{t("featured.none")}</p>
      )}
    </section>
  );
}
