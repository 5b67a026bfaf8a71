// One event's page (spec 001 §2.9): host card and social links, categories, date and time (the
// event's zone; the viewer's own added in the browser), duration, price, the status buttons
// (shared/event-status.ts through event-action.tsx), favourite, share links, add-to-calendar,
// cancellation policy, photos and preview, a recurring event's dates to book, schedule and speakers. Everything works without
// JavaScript; "copy link" and the viewer's time appear once it runs. Both /event-detail and
// /pre-recorded-event draw it; `children` is the pre-recorded player.
import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { TFunction } from "~/components/i18n/use-translation";
import type { EventDetailData } from "~server/api/contract";
import { EventActionButton, publicEventActions } from "~/components/events/event-action";
import { eventPhase } from "~shared/event-phase";
import { bookingPhaseMessages } from "~shared/messages/bookings";
import { Alert, Button, DetailColumns, LinkButton, OfferBar, Table, useHydrated } from "~/components/ui";
import { coverImageAttributes, isGeneratedCover } from "~shared/covers";
import { formatDate, formatDateTime, formatEventTime, zonedInstant } from "~shared/dates";
import { DurationTime } from "./duration-time";
import { HostCard } from "./host-card";
import { SeriesDates } from "./series-dates";
import { eventActionUrls } from "~shared/event-urls";
import { eventPriceShown, type PriceShown } from "~/lib/event-price";
import { EVENT_ACTION_LABELS, type EventAction } from "~shared/event-status";
import { formatMoney, formatPrice } from "~shared/money";
import { SHARE_TARGETS, shareLinks } from "~/lib/share-links";

export interface EventPageProps {
  event: EventDetailData;
  /** The server's clock when it answered (ms), so the buttons match on both sides. */
  now: number;
  loggedIn: boolean;
  /** The page's absolute URL, for the share links. */
  pageUrl: string;
  /** The page's own path, where the favourite form comes back to. */
  pagePath: string;
  /** Live events: the .ics address and the Google Calendar link. */
  calendar: { ics: string; google: string } | null;
  /** For the host: what buyers pay (their fees follow their own package) and the host's package. */
  buyers?: { total: number; packageName: string } | null;
  children?: ReactNode;
}

/** The id of the page's action buttons, which the phone's offer bar links to. */
const ACTIONS_ID = "book";
/** The actions that take a place or access (or the channel's subscription): the phone's offer bar carries them. */
const OFFERS: readonly EventAction[] = ["buy-ticket", "buy-access", "free-ticket", "subscribe-now"];

export function EventPage({ event, now, loggedIn, pageUrl, pagePath, calendar, buyers = null, children }: EventPageProps) {
  const { t } = useTranslation("event-detail");
  const actions = publicEventActions(event, now);
  // Sold out, booked, ended, one's own event: no offer, so no bar (the buttons say why).
  const offer = actions.find((action) => OFFERS.includes(action));
  const price = eventPriceShown(event);
  const hidden = !event.is_published || event.is_reject;
  const phase = eventPhase(event.starts_at ? Date.parse(event.starts_at) : null, event.ends_at ? Date.parse(event.ends_at) : null, now);
  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-8" data-event-id={event.id}>
      <header className="space-y-3">
        {event.categories.length > 0 ? (
          <p className="text-sm tracking-wider text-muted uppercase">
            <span className="sr-only">{t("facts.categories")}: </span>
            {event.categories.join(" · ")}
          </p>
        ) : null}
        <h1 className="font-display text-3xl sm:text-4xl">{event.title}</h1>
        {event.cancelled === 1 ? <Alert tone="error">{t("status.cancelled")}</Alert> : null}
        {event.cancelled !== 1 && phase === "ended" ? (
          <Alert tone="info">
            <p data-testid="event-phase">{t("status.ended")}</p>
          </Alert>
        ) : null}
        {phase === "under-way" && !event.is_host && actions.includes("event-ended") ? (
          <Alert tone="info">
            <p data-testid="event-phase">{bookingPhaseMessages.started}</p>
          </Alert>
        ) : null}
        {hidden ? <Alert tone="info">{t(event.is_reject ? "status.rejected" : "status.pending")}</Alert> : null}
      </header>

      <DetailColumns
        main={
          <>
              {children}
              <Gallery event={event} />
              <section aria-labelledby="about-heading" className="space-y-3">
                <h2 id="about-heading" className="font-display text-2xl">
                  {t("about")}
                </h2>
                {/* Sanitised to an allow-list by the API (server/domain/content/html.ts). */}
                <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: event.description }} />
              </section>
              {event.features.length > 0 ? (
                <section aria-labelledby="features-heading" className="space-y-3">
                  <h2 id="features-heading" className="font-display text-2xl">
                    {t("features")}
                  </h2>
                  <ul className="list-disc space-y-1 pl-6">
                    {event.features.map((feature) => (
                      <li key={feature.id}>
                        {feature.name} ({formatPrice(feature.value)})
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <SeriesDates event={event} now={now} loggedIn={loggedIn} />
              <EventSchedule event={event} />
              <Speakers event={event} />
              {event.cancellation.title || event.cancellation.description ? (
                <section aria-labelledby="cancellation-heading" className="space-y-2" data-testid="cancellation-policy">
                  <h2 id="cancellation-heading" className="font-display text-2xl">
                    {t("cancellation")}
                  </h2>
                  {event.cancellation.title ? <p className="font-semibold">{event.cancellation.title}</p> : null}
                  {event.cancellation.description ? <p className="whitespace-pre-line">{event.cancellation.description}</p> : null}
                </section>
              ) : null}
          </>
        }
        aside={
          <>
              <Facts event={event} price={price} buyers={buyers} />
              <div id={ACTIONS_ID} tabIndex={-1} className="flex scroll-mt-32 flex-wrap gap-3" data-testid="event-actions">
                {actions.map((action) => (
                  <EventActionButton key={action} action={action} event={event} loggedIn={loggedIn} now={now} size="md" fullWidth />
                ))}
              </div>
              <Favourite event={event} loggedIn={loggedIn} returnTo={pagePath} />
              <HostCard host={event.user} />
              <Share url={pageUrl} title={event.title} />
              {calendar ? (
                <section aria-labelledby="calendar-heading" className="space-y-2">
                  <h2 id="calendar-heading" className="font-display text-xl">
                    {t("calendar.title")}
                  </h2>
                  <ul className="space-y-1">
                    <li>
                      <a href={calendar.ics} download className="underline underline-offset-4" data-testid="calendar-ics">
                        {t("calendar.ics")}
                      </a>
                    </li>
                    <li>
                      <a href={calendar.google} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
                        {t("calendar.google")} <span className="sr-only">{t("share.newWindow")}</span>
                      </a>
                    </li>
                  </ul>
                </section>
              ) : null}
          </>
        }
      />
      {offer ? <OfferBar price={priceText(price, t)} note={price.kind === "price" ? t("facts.allIn") : undefined} label={EVENT_ACTION_LABELS[offer]} target={ACTIONS_ID} /> : null}
    </article>
  );
}

function Facts({ event, price, buyers }: { event: EventDetailData; price: PriceShown; buyers: EventPageProps["buyers"] }) {
  const { t } = useTranslation("event-detail");
  const start = event.starts_at ? new Date(event.starts_at) : null;
  const end = event.ends_at ? new Date(event.ends_at) : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" aria-label={t("facts.label")}>
      {start ? (
        <>
          <dt className="text-muted">{t("facts.date")}</dt>
          <dd data-testid="event-date">
            <time dateTime={event.starts_at ?? undefined}>{formatDateTime(start, event.time_zone)}</time>
            {end ? (
              <>
                {" – "}
                <time dateTime={event.ends_at ?? undefined}>{formatDateTime(end, event.time_zone)}</time>
              </>
            ) : null}
            <ViewerTime start={start} zone={event.time_zone} />
          </dd>
        </>
      ) : (
        <>
          <dt className="text-muted">{t("facts.type")}</dt>
          <dd>{t("facts.onDemand")}</dd>
        </>
      )}
      {start && end ? (
        <>
          <dt className="text-muted">{t("facts.duration")}</dt>
          <dd data-testid="event-duration"><DurationTime seconds={(end.getTime() - start.getTime()) / 1000} /></dd>
        </>
      ) : event.pre_recorded_duration ? (
        <>
          <dt className="text-muted">{t("facts.duration")}</dt>
          <dd data-testid="event-duration"><DurationTime seconds={event.pre_recorded_duration} /></dd>
        </>
      ) : null}
      <dt className="text-muted">{t("facts.price")}</dt>
      <dd data-testid="event-price">
        {priceText(price, t)}
        {price.kind === "price" ? <span className="block text-sm text-muted">{t("facts.allIn")}</span> : null}
        {price.kind === "price" && buyers && buyers.total !== event.price_all_in ? (
          <span className="block text-sm text-muted" data-testid="buyers-price">
            {t("facts.buyersPay", { buyers: formatMoney(buyers.total), yours: price.text, package: buyers.packageName })}
          </span>
        ) : null}
      </dd>
    </dl>
  );
}

/** The price as the page reads it: the facts and the phone's offer bar say the same. */
function priceText(price: PriceShown, t: TFunction<"event-detail">): string {
  return price.kind === "included" ? t("facts.included") : price.kind === "free" ? t("facts.free") : price.text;
}

/** The start in the viewer's own zone, when their clock differs (the server does not know their zone). */
function ViewerTime({ start, zone }: { start: Date; zone: string }) {
  const { t } = useTranslation("event-detail");
  const [viewer, setViewer] = useState<string | null>(null);
  useEffect(() => {
    try {
      setViewer(formatEventTime(start, zone, Intl.DateTimeFormat().resolvedOptions().timeZone).viewer);
    } catch {
      setViewer(null);
    }
  }, [start, zone]);
  return viewer ? (
    <span className="block text-sm text-muted" data-testid="viewer-time">
      {t("facts.yourTime", { time: viewer })}
    </span>
  ) : null;
}

function Favourite({ event, loggedIn, returnTo }: { event: EventDetailData; loggedIn: boolean; returnTo: string }) {
  const { t } = useTranslation("event-detail");
  if (event.is_host) return null;
  if (!loggedIn) {
    return (
      <LinkButton to={eventActionUrls.loginNow(event.id)} variant="secondary" fullWidth data-event-action="favourite">
        {t("favourite.add")}
      </LinkButton>
    );
  }
  return (
    <Form method="post" action={eventActionUrls.favourite(event.id)}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" variant="secondary" fullWidth aria-pressed={event.is_favorite} data-event-action="favourite">
        {t(event.is_favorite ? "favourite.remove" : "favourite.add")}
      </Button>
    </Form>
  );
}

function Share({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("event-detail");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);
  return (
    <section aria-labelledby="share-heading" className="space-y-2">
      <h2 id="share-heading" className="font-display text-xl">
        {t("share.title")}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2" data-testid="share-links">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              href={links[target]}
              className="underline underline-offset-4"
              data-share={target}
              {...(target === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              {t(`share.${target}`)}
              {target === "email" ? null : <span className="sr-only"> {t("share.newWindow")}</span>}
            </a>
          </li>
        ))}
        {hydrated ? (
          <li>
            <button
              type="button"
              className="underline underline-offset-4"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => setCopied(true));
              }}
            >
              {t("share.copy")}
            </button>
            <span role="status" className="ml-2 text-sm text-muted">
              {copied ? t("share.copied") : ""}
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The gallery fills the page's main column: about two thirds of the 72rem page on wide screens. */
const GALLERY_IMAGE_SIZES = "(min-width: 1024px) 46rem, 100vw";

function Gallery({ event }: { event: EventDetailData }) {
  const { t } = useTranslation("event-detail");
  if (event.images.length === 0 && !event.short_video) return null;
  return (
    <section aria-labelledby="gallery-heading" className="space-y-3">
      <h2 id="gallery-heading" className="sr-only">
        {t("gallery")}
      </h2>
      {event.images.length > 0 ? (
        <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto" data-testid="event-photos">
          {event.images.map((src, index) => (
            <li key={src} className="w-full shrink-0 snap-start">
              <img
                {...coverImageAttributes(src)}
                sizes={GALLERY_IMAGE_SIZES}
                alt={isGeneratedCover(src) ? t("cover", { title: event.title }) : t("photo", { n: index + 1, title: event.title })}
                className="aspect-video w-full rounded-card object-cover"
                loading={index === 0 ? "eager" : "lazy"}
                {...(index === 0 ? { fetchpriority: "high" } : {})}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {event.short_video ? (
        <video controls preload="metadata" src={event.short_video} className="aspect-video w-full rounded-card bg-black" aria-label={t("preview", { title: event.title })}>
          {t("watch.unsupported")}
        </video>
      ) : null}
    </section>
  );
}

/** The programme as a table (also on the attendee's live page). */
export function EventSchedule({ event }: { event: Pick<EventDetailData, "schedule_details" | "time_zone"> }) {
  const { t } = useTranslation("event-detail");
  if (event.schedule_details.length === 0) return null;
  return (
    <section aria-labelledby="schedule-heading" className="space-y-3">
      <h2 id="schedule-heading" className="font-display text-2xl">
        {t("schedule")}
      </h2>
      <Table
        caption={t("schedule")}
        captionHidden
        rows={event.schedule_details}
        rowKey={(row, index) => `${row.start_date}-${row.start_time}-${index}`}
        empty=""
        columns={[
          { key: "time", header: t("scheduleTime"), kind: "date", cell: (row) => `${formatDate(zonedInstant(row.start_date, row.start_time, event.time_zone), event.time_zone)}, ${row.start_time}` },
          { key: "title", header: t("scheduleTitle"), cell: (row) => row.title },
          { key: "speaker", header: t("scheduleSpeaker"), cell: (row) => row.speaker ?? "" },
        ]}
      />
    </section>
  );
}

function Speakers({ event }: { event: EventDetailData }) {
  const { t } = useTranslation("event-detail");
  if (event.speakers.length === 0) return null;
  return (
    <section aria-labelledby="speakers-heading" className="space-y-3">
      <h2 id="speakers-heading" className="font-display text-2xl">
        {t("speakers")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {event.speakers.map((speaker) => (
          <li key={speaker.id} className="flex gap-3">
            {speaker.pic ? <img src={speaker.pic} alt={t("portraitOf", { name: speaker.name })} width={64} height={64} className="h-16 w-16 rounded-full object-cover" loading="lazy" /> : null}
            <div>
              <p className="font-semibold">{speaker.name}</p>
              {speaker.description ? <p className="text-sm">{speaker.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
