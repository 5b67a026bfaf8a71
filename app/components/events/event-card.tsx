// The public event card (home, search, host profiles, lists): cover photo, title, host, date and
// time in the event's own zone (a series' card: its line, "Every Tuesday, 07:00 · next Tue 1 Dec ·
// 9 dates", ADR 063), price, and the status button of shared/event-status.ts.
// `now` is the server's clock (from the loader), so the server and the browser draw the same button.
import { Link } from "@remix-run/react";
import type { TFunction } from "~/components/i18n/use-translation";
import { useTranslation } from "~/components/i18n/use-translation";
import type { PublicEventData } from "~server/api/contract";
import { KeptCard, type CardProps } from "~/components/ui";
import { isGeneratedCover } from "~shared/covers";
import { formatDateTime } from "~shared/dates";
import { DurationTime } from "./duration-time";
import { eventActionUrls, eventPageUrl, hostProfileUrl } from "~shared/event-urls";
import { eventPriceShown } from "~/lib/event-price";
import type { EVENT_CARD_FIELDS, EVENT_CARD_HOST_FIELDS } from "~/server-only/event-cards.server";
import { EventActionButton, publicEventActions } from "./event-action";
import { serverJoinCountdown } from "./join-countdown";
import type { EventAction } from "~shared/event-status";

/**
 * What a card reads of a public event, made from the fields a page sends the browser for its cards
 * (app/server-only/event-cards.server.ts): a field the card starts reading fails the type check
 * until that list carries it, and the card's data and key carry nothing else.
 */
export type EventCardData = Pick<PublicEventData, (typeof EVENT_CARD_FIELDS)[number]> & {
  user: Pick<PublicEventData["user"], (typeof EVENT_CARD_HOST_FIELDS)[number]>;
};

export interface EventCardProps {
  event: EventCardData;
  /** ms since the epoch, from the loader. */
  now: number;
  loggedIn: boolean;
  /** Shows the favourite toggle (a POST form to /favourite/:id that comes back to `returnTo`). */
  favouriteReturnTo?: string;
  headingLevel?: 2 | 3 | 4;
  /** The page's main picture: fetched first (the featured event). */
  priority?: boolean;
  /** How wide the card is drawn, for the picture's srcset (default: a card of a grid). */
  imageSizes?: string;
}

export function EventCard(props: EventCardProps) {
  const { t } = useTranslation("ui");
  const actions = publicEventActions(props.event, props.now);
  // JOIN NOW's countdown is written from the clock too ("Opens in 2 days", then "Opens tomorrow at 18:45").
  const countdown = actions.includes("join-opens") ? serverJoinCountdown(props.event, props.now) : null;
  // Every prop but the clock, which reaches the markup only through the actions and countdown it decides.
  return <KeptCard kind="event" inputs={{ ...props, now: { actions, countdown } }} draw={() => eventCard(props, actions, t)} />;
}

/** The Card of an event: drawn only when the server has not kept its markup. */
function eventCard({ event, now, loggedIn, favouriteReturnTo, headingLevel = 3, priority, imageSizes }: EventCardProps, actions: EventAction[], t: TFunction<"ui">): CardProps {
  const cover = event.images[0];
  const when = event.starts_at ? formatDateTime(new Date(event.starts_at), event.time_zone) : null;
  const price = eventPriceShown(event);
  const category = event.category_name ? [event.category_name.parent_name, event.category_name.name].filter(Boolean).join(" · ") : null;
  const type = event.event_type === "Pre Recorded" ? t("eventCard.typePreRecorded") : t("eventCard.typeOnline");
  return {
    title: event.title,
    href: eventPageUrl(event),
    headingLevel,
    image: cover ? { src: cover, alt: t(isGeneratedCover(cover) ? "eventCard.coverAlt" : "eventCard.photoAlt", { title: event.title }) } : null,
    priority,
    imageSizes,
    eyebrow: category ? `${type} · ${category}` : type,
    meta: (
      <>
        <p>
          <Link to={hostProfileUrl(event.user)} className="relative z-10">
            {t("eventCard.hostedBy", { name: event.user.full_name })}
          </Link>
          {event.user.rating !== null ? (
            <span className="ml-2">{t("eventCard.rating", { rating: event.user.rating.toFixed(1), count: event.user.total_reviews })}</span>
          ) : null}
        </p>
        {event.series ? (
          // A series' card reads as the series: its rhythm, the date it links to, how many are left.
          <p data-testid="event-series">
            <time dateTime={event.starts_at ?? undefined}>{event.series.label}</time>
          </p>
        ) : (
          <p>
            {when ? <time dateTime={event.starts_at ?? undefined}>{when}</time> : t("eventCard.onDemand")}
            {event.pre_recorded_duration ? <span> · {t("eventCard.durationLabel")} <DurationTime seconds={event.pre_recorded_duration} /></span> : null}
          </p>
        )}
      </>
    ),
    footer: (
      <>
        <p className="font-semibold text-ink" data-testid="event-price">
          {price.kind === "included" ? t("eventCard.included") : price.kind === "free" ? t("eventCard.free") : price.text}
        </p>
        {actions.map((action) => (
          <EventActionButton key={action} action={action} event={event} loggedIn={loggedIn} now={now} />
        ))}
        {favouriteReturnTo !== undefined && !event.is_host ? (
          loggedIn ? (
            <form method="post" action={eventActionUrls.favourite(event.id)}>
              <input type="hidden" name="returnTo" value={favouriteReturnTo} />
              <button
                type="submit"
                aria-pressed={event.is_favorite}
                aria-label={t(event.is_favorite ? "eventCard.unfavourite" : "eventCard.favourite", { title: event.title })}
                className="min-h-9 min-w-9 rounded-md border border-line-strong px-2 text-lg"
              >
                <span aria-hidden="true">{event.is_favorite ? "♥" : "♡"}</span>
              </button>
            </form>
          ) : (
            <Link
              to={eventActionUrls.loginNow(event.id)}
              aria-label={t("eventCard.favourite", { title: event.title })}
              className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-line-strong px-2 text-lg no-underline"
            >
              <span aria-hidden="true">♡</span>
            </Link>
          )
        ) : null}
      </>
    ),
  };
}
