// A recurring event's dates to book, on the page of any of its dates (ADR 063): each date still on,
// soonest first, with its own seats left and its own status button (Buy Ticket, Free Ticket, Sold
// Out, Cancel Booking…), decided by shared/event-status.ts as on its own page. Every date links to
// its page; the page's own date is marked. Links and buttons work without JavaScript.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { EventDetailData } from "~server/api/contract";
import { formatDateTime } from "~shared/dates";
import { eventPageUrl } from "~shared/event-urls";
import { EventActionButton, publicEventActions } from "./event-action";

export function SeriesDates({ event, now, loggedIn }: { event: Pick<EventDetailData, "id" | "series_dates">; now: number; loggedIn: boolean }) {
  const { t } = useTranslation("event-detail");
  if (event.series_dates.length === 0) return null;
  return (
    <section aria-labelledby="series-dates-heading" className="space-y-3" data-testid="series-dates">
      <h2 id="series-dates-heading" className="font-display text-2xl">
        {t("seriesDates.title")}
      </h2>
      <p className="text-sm text-muted">{t("seriesDates.hint", { count: event.series_dates.length })}</p>
      <ul className="divide-y divide-line rounded-card border border-line">
        {event.series_dates.map((date) => {
          const when = date.starts_at ? formatDateTime(new Date(date.starts_at), date.time_zone) : "";
          const current = date.id === event.id;
          const seats = date.remaining_seat > 0 ? t("facts.seatsLeft", { count: date.remaining_seat }) : null;
          return (
            <li key={date.id} className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${current ? "bg-sunken" : ""}`} data-series-date={date.id}>
              <div>
                <p className="font-semibold">
                  {current ? (
                    <time dateTime={date.starts_at ?? undefined} aria-current="page">
                      {when}
                    </time>
                  ) : (
                    <Link to={eventPageUrl(date)} className="underline underline-offset-4">
                      <time dateTime={date.starts_at ?? undefined}>{when}</time>
                    </Link>
                  )}
                </p>
                <p className="text-sm text-muted">{[current ? t("seriesDates.thisDate") : null, seats].filter(Boolean).join(" · ")}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {publicEventActions(date, now).map((action) => (
                  <EventActionButton key={action} action={action} event={date} loggedIn={loggedIn} now={now} />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
