// A channel's public page (002 §2.5), in its two layouts: "new" (/channel-detail) and "old"
// (/old-channel-detail). Both show the title, cover, description, price (all-in), event counts,
// subscribers, the host card with social links, the video and the gallery, the Subscribe button
// (shared/channel-subscribe.ts) and the channel's content as one of:
// - a course (a modular pre-recorded channel, new layout): an accordion of modules and videos in
//   <details>, "What you'll learn" and the creator;
// - modules (other modular channels): plain sections with a link to each module's events; with
//   JavaScript their event cards load lazily (300 ms after the page, 002 §9) from /channel-modules/{id};
// - an events carousel (channels without modules): CSS scroll-snap, 2 cards on desktop and 1 on
//   tablet and mobile, previous/next links (`?slide=N`) that scroll the list with JavaScript.
// Everything works without JavaScript; it adds the payment modal and the Login / Register dialog.
import { HtmlContent } from "~/components/content/page-content";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { TFunction } from "~/components/i18n/use-translation";
import type { EventCardData } from "~/components/events/event-card";
import type { ChannelPageData } from "~/server-only/channel-page.server";
import type { PublicChannelItemData } from "~server/api/contract";
import { EventCard } from "~/components/events/event-card";
import { HostCard } from "~/components/events/host-card";
import { LoginNowForm } from "~/components/events/booking-forms";
import { DurationTime } from "~/components/events/duration-time";
import { PageHeader } from "~/components/page-header";
import { LazyPaymentDialog } from "~/components/payments/lazy-payment-dialog";
import { Alert, Button, DetailColumns, Dialog, DialogPage, LinkButton, OfferBar, buttonClasses, cx, useHydrated } from "~/components/ui";
import { carouselWindow, scrollByView } from "~/lib/carousel";
import { CHANNEL_SUBSCRIBE_LABELS, channelSubscribeButton } from "~shared/channel-subscribe";
import { coverImageAttributes, isGeneratedCover } from "~shared/covers";
import { channelUrl, slugify, subscribedChannelEventsUrl } from "~shared/event-urls";
import { formatPrice } from "~shared/money";
import type { loader as channelModulesLoader } from "~/routes/channel-modules";

export type ChannelLayout = "new" | "old";

/** Cards one previous/next step of the carousel moves: what a desktop view shows (002 §9). */
export const CHANNEL_CAROUSEL_STEP = 2;
/** The modules' lazy load waits this long after the page (002 §9). */
export const MODULES_DELAY_MS = 300;

export interface ChannelPageProps {
  channel: ChannelPageData;
  layout: ChannelLayout;
  loggedIn: boolean;
  /** The server's clock (ms) for the event cards' buttons. */
  now: number;
  /** The page's own path (its canonical address). */
  pagePath: string;
  /** The carousel's page (?slide=N). */
  slide: number;
  /** A visitor pressed Subscribe without JavaScript (?subscribe=1): the Login / Register choice shows on the page. */
  askLogin: boolean;
}

export function channelEventsUrl(channel: Pick<ChannelPageData, "id" | "channel_slug">): string {
  return `/channel-events/${channel.id}/${encodeURIComponent(channel.channel_slug)}`;
}

export function moduleEventsUrl(module: { id: number; title: string }): string {
  return `/module-events/${module.id}/${slugify(module.title, "module")}`;
}

/** A modular channel of pre-recorded videos only: shown as a course in the new layout. */
function isCourse(channel: ChannelPageData): boolean {
  return channel.is_modular && channel.event_type === "Pre Recorded Events";
}

export function ChannelPage(props: ChannelPageProps) {
  const { channel, layout } = props;
  const { t } = useTranslation("channel-pages");
  const notice = !channel.is_published ? t("pending") : channel.is_rejected ? t("rejected") : !channel.active ? t("deactivated") : null;
  const content =
    layout === "new" && isCourse(channel) ? (
      <CourseContent channel={channel} />
    ) : channel.is_modular ? (
      <ModuleSections channel={channel} now={props.now} loggedIn={props.loggedIn} />
    ) : (
      <EventsCarousel channel={channel} events={channel.events} slide={props.slide} pagePath={props.pagePath} now={props.now} loggedIn={props.loggedIn} />
    );
  const subscribe = <ChannelSubscribe {...props} />;
  // Only while Subscribe is on offer (not to its owner, a subscriber, or when sold out).
  const offerBar =
    subscribeState(channel) === "subscribe" ? (
      <OfferBar price={channelPriceText(channel, t)} note={t("facts.allIn")} label={CHANNEL_SUBSCRIBE_LABELS.subscribe} target={SUBSCRIBE_ID} />
    ) : null;

  if (layout === "old") {
    return (
      <article className="mx-auto max-w-5xl space-y-10 px-4 pb-16 pt-8" data-channel-id={channel.id} data-layout="old">
        <header className="space-y-3">
          <h1 className="font-display text-3xl sm:text-4xl">{channel.title}</h1>
          {notice ? <Alert tone="info">{notice}</Alert> : null}
        </header>
        <Cover channel={channel} />
        <div className="grid gap-8 md:grid-cols-2">
          <Facts channel={channel} />
          <div className="space-y-4">{subscribe}</div>
        </div>
        <About channel={channel} />
        {content}
        <Learn channel={channel} />
        <Gallery channel={channel} />
        <ChannelVideo channel={channel} />
        <HostCard host={channel.user} />
        {offerBar}
      </article>
    );
  }

  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-8" data-channel-id={channel.id} data-layout="new">
      <header className="space-y-3">
        {channel.category ? (
          <p className="text-sm tracking-wider text-muted uppercase">{[channel.category.parent_name, channel.category.name].filter(Boolean).join(" · ")}</p>
        ) : null}
        <h1 className="font-display text-3xl sm:text-4xl">{channel.title}</h1>
        {notice ? <Alert tone="info">{notice}</Alert> : null}
      </header>
      <DetailColumns
        main={
          <>
            <Cover channel={channel} />
            <ChannelVideo channel={channel} />
            <About channel={channel} />
            {isCourse(channel) ? <Learn channel={channel} /> : null}
            {content}
            <Gallery channel={channel} />
          </>
        }
        aside={
          <>
            <Facts channel={channel} />
            {subscribe}
            {isCourse(channel) ? null : <Learn channel={channel} />}
            <HostCard host={channel.user} heading={isCourse(channel) ? t("creator") : undefined} />
          </>
        }
      />
      {offerBar}
    </article>
  );
}

/** The id of the Subscribe button's block, which the phone's offer bar links to. */
const SUBSCRIBE_ID = "subscribe";

function subscribeState(channel: ChannelPageData) {
  return channelSubscribeButton({ isOwner: channel.is_owner, subscribed: channel.channel_subscribe_status, remainingSubscribers: channel.remaining_subscriber });
}

/** The all-in price as the page reads it (the facts and the phone's offer bar say the same). */
function channelPriceText(channel: ChannelPageData, t: TFunction<"channel-pages">): string {
  return `${formatPrice(channel.price_all_in)}${channel.is_monthly_subscription === 1 ? ` ${t("facts.perMonth")}` : ""}`;
}

/** The Subscribe button of 002 §4, and what it opens. */
function ChannelSubscribe({ channel, loggedIn, pagePath, askLogin }: ChannelPageProps) {
  const { t } = useTranslation("channel-pages");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const state = subscribeState(channel);
  if (state === "hidden") return null;
  if (state !== "subscribe") {
    const button = (
      <Button variant="secondary" fullWidth disabled data-channel-action={state}>
        {CHANNEL_SUBSCRIBE_LABELS[state]}
      </Button>
    );
    if (state !== "subscribed") return button;
    // A subscriber (just after paying, too) goes on to the channel's events from here.
    return (
      <div className="space-y-3">
        {button}
        <LinkButton to={subscribedChannelEventsUrl(channel)} variant="primary" fullWidth data-testid="purchased-link">
          {t("subscribe.events")}
        </LinkButton>
      </div>
    );
  }
  const subject = { id: channel.id, title: channel.title, is_free: false };
  const loginForm = (onClose?: () => void) => (
    <LoginNowForm event={subject} backTo={pagePath} onClose={onClose} action={pagePath} text={t("subscribe.loginText", { title: channel.title })} />
  );
  if (!loggedIn && askLogin) {
    return (
      <div id={SUBSCRIBE_ID} tabIndex={-1} className="scroll-mt-32">
        <DialogPage title={t("subscribe.title", { title: channel.title })}>{loginForm()}</DialogPage>
      </div>
    );
  }
  const href = loggedIn ? `/checkout/channel_subscription/${channel.id}` : `${pagePath}?subscribe=1#subscribe`;
  return (
    <div id={SUBSCRIBE_ID} tabIndex={-1} className="scroll-mt-32">
      <LinkButton
        to={href}
        variant="primary"
        fullWidth
        data-channel-action="subscribe"
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(click) => {
          if (!hydrated) return;
          click.preventDefault();
          setOpen(true);
        }}
      >
        {CHANNEL_SUBSCRIBE_LABELS.subscribe}
      </LinkButton>
      {hydrated && loggedIn ? <LazyPaymentDialog type="channel_subscription" id={channel.id} title={channel.title} open={open} onClose={() => setOpen(false)} /> : null}
      {hydrated && !loggedIn ? (
        <Dialog open={open} onClose={() => setOpen(false)} title={t("subscribe.title", { title: channel.title })}>
          {loginForm(() => setOpen(false))}
        </Dialog>
      ) : null}
    </div>
  );
}

function Facts({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  const rows: [string, string, string][] = [
    ["subscription", t("facts.subscription"), channel.is_monthly_subscription === 1 ? t("facts.monthly") : t("facts.fixed")],
    ["type", t("facts.type"), channel.event_type],
    ["events", t("facts.events"), String(channel.event_count)],
    ["pre-recorded", t("facts.preRecorded"), String(channel.no_of_pre_recorded_events)],
    ["live", t("facts.live"), String(channel.no_of_onlive_events)],
    ...(channel.no_of_documents > 0 ? [["documents", t("facts.documents"), String(channel.no_of_documents)] as [string, string, string]] : []),
    // No subscribers yet is not a selling point: the count shows once there is one.
    ...(channel.subscribers_count > 0 ? [["subscribers", t("facts.subscribers"), String(channel.subscribers_count)] as [string, string, string]] : []),
    ["places", t("facts.places"), String(Math.max(0, channel.remaining_subscriber))],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" aria-label={t("facts.label")}>
      <dt className="text-muted">{t("facts.price")}</dt>
      <dd data-testid="channel-price">
        {channelPriceText(channel, t)}
        <span className="block text-sm text-muted">{t("facts.allIn")}</span>
      </dd>
      {rows.map(([key, label, value]) => [
        <dt key={`${key}-label`} className="text-muted">
          {label}
        </dt>,
        <dd key={key} data-testid={`channel-${key}`}>
          {value}
        </dd>,
      ])}
    </dl>
  );
}

function Cover({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  if (!channel.image) return null;
  return (
    <img
      {...coverImageAttributes(channel.image)}
      sizes="(min-width: 1024px) 46rem, 100vw"
      alt={isGeneratedCover(channel.image) ? t("cover", { title: channel.title }) : t("photo", { n: 1, title: channel.title })}
      className="aspect-video w-full rounded-card object-cover"
      {...{ fetchpriority: "high" }}
    />
  );
}

function About({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  return (
    <section aria-labelledby="channel-about-heading" className="space-y-3">
      <h2 id="channel-about-heading" className="font-display text-2xl">
        {t("about")}
      </h2>
      {/* Sanitised to an allow-list by the API (server/domain/content/html.ts). */}
      <HtmlContent html={channel.description} testId="channel-description" />
    </section>
  );
}

function ChannelVideo({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  if (!channel.video) return null;
  return (
    <video controls preload="metadata" src={channel.video} className="w-full rounded-card" aria-label={t("video", { title: channel.title })} data-testid="channel-video">
      {t("videoUnsupported")}
    </video>
  );
}

function Gallery({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  if (channel.photos.length === 0) return null;
  return (
    <section aria-labelledby="channel-gallery-heading" className="space-y-3">
      <h2 id="channel-gallery-heading" className="font-display text-2xl">
        {t("gallery")}
      </h2>
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto" data-testid="channel-photos">
        {channel.photos.map((src, index) => (
          <li key={src} className="w-full shrink-0 snap-start sm:w-1/2">
            <img src={src} alt={t("photo", { n: index + 1, title: channel.title })} className="aspect-video w-full rounded-card object-cover" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Learn({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  const points = [channel.learn1, channel.learn2, channel.learn3, channel.learn4].filter((point): point is string => Boolean(point?.trim()));
  if (points.length === 0) return null;
  return (
    <section aria-labelledby="channel-learn-heading" className="space-y-3 rounded-card border border-line p-4" data-testid="channel-learn">
      <h2 id="channel-learn-heading" className="font-display text-2xl">
        {t("learn")}
      </h2>
      <ul className="list-disc space-y-1 pl-6">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

function ItemLine({ item }: { item: PublicChannelItemData }) {
  const { t } = useTranslation("channel-pages");
  const type = item.event_type === "Document" ? t("item.document") : item.event_type === "Pre Recorded" ? t("item.preRecorded") : t("item.live");
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line py-2 last:border-b-0">
      <span>
        <span className="mr-2 text-sm text-muted">{type}</span>
        {item.title}
      </span>
      {item.pre_recorded_duration ? (
        <span className="text-sm text-muted">
          <DurationTime seconds={item.pre_recorded_duration} />
        </span>
      ) : null}
    </li>
  );
}

/** The course layout's accordion: each module a <details> with its videos and documents. */
function CourseContent({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation("channel-pages");
  const loose = channel.content.filter((item) => item.channel_module_id === null);
  const groups = [
    ...channel.channel_module.map((module) => ({ key: String(module.id), title: module.title, items: channel.content.filter((item) => item.channel_module_id === module.id) })),
    ...(loose.length > 0 ? [{ key: "other", title: t("modules.other"), items: loose }] : []),
  ];
  return (
    <section aria-labelledby="channel-course-heading" className="space-y-3" data-testid="channel-course">
      <h2 id="channel-course-heading" className="font-display text-2xl">
        {t("modules.course")}
      </h2>
      {groups.map((group, index) => (
        <details key={group.key} className="rounded-card border border-line" open={index === 0} data-testid="course-module">
          <summary className="cursor-pointer p-4 font-semibold">
            {group.title} <span className="text-sm font-normal text-muted">({t("modules.items", { count: group.items.length })})</span>
          </summary>
          <div className="px-4 pb-4">
            {group.items.length === 0 ? (
              <p className="text-muted">{t("modules.empty")}</p>
            ) : (
              <ul>
                {group.items.map((item) => (
                  <ItemLine key={`${item.event_type}-${item.id}`} item={item} />
                ))}
              </ul>
            )}
          </div>
        </details>
      ))}
    </section>
  );
}

/**
 * Modules as sections: without JavaScript each lists its content and links to its events' page;
 * with it, the event cards of every module load once, 300 ms after the page.
 */
function ModuleSections({ channel, now, loggedIn }: { channel: ChannelPageData; now: number; loggedIn: boolean }) {
  const { t } = useTranslation("channel-pages");
  const fetcher = useFetcher<typeof channelModulesLoader>();
  const hydrated = useHydrated();
  const { load } = fetcher;
  useEffect(() => {
    if (!hydrated || channel.channel_module.length === 0) return;
    const timer = setTimeout(() => load(`/channel-modules/${channel.id}`), MODULES_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hydrated, channel.id, channel.channel_module.length, load]);
  const loaded = fetcher.data && "channelModule" in fetcher.data ? fetcher.data.channelModule : null;
  return (
    <section aria-labelledby="channel-modules-heading" className="space-y-6" data-testid="channel-modules" data-loaded={loaded ? "true" : "false"}>
      <h2 id="channel-modules-heading" className="font-display text-2xl">
        {t("modules.heading")}
      </h2>
      {channel.channel_module.map((module) => {
        const items = channel.content.filter((item) => item.channel_module_id === module.id);
        const cards = loaded?.find((one) => one.id === module.id)?.events ?? null;
        const documents = items.filter((item) => item.event_type === "Document");
        return (
          <section key={module.id} aria-labelledby={`module-${module.id}`} className="space-y-3 rounded-card border border-line p-4" data-testid="channel-module">
            <h3 id={`module-${module.id}`} className="font-display text-xl">
              {module.title}
            </h3>
            {items.length === 0 ? <p className="text-muted">{t("modules.empty")}</p> : null}
            {cards ? (
              <>
                {cards.length > 0 ? (
                  <ul className="grid gap-4 sm:grid-cols-2" data-testid="module-cards">
                    {cards.map((event) => (
                      <li key={event.id}>
                        <EventCard event={event} now={now} loggedIn={loggedIn} headingLevel={4} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {documents.length > 0 ? (
                  <ul>
                    {documents.map((item) => (
                      <ItemLine key={`doc-${item.id}`} item={item} />
                    ))}
                  </ul>
                ) : null}
              </>
            ) : items.length > 0 ? (
              <>
                {hydrated && fetcher.state !== "idle" ? <p className="sr-only">{t("modules.loading", { title: module.title })}</p> : null}
                <ul>
                  {items.map((item) => (
                    <ItemLine key={`${item.event_type}-${item.id}`} item={item} />
                  ))}
                </ul>
              </>
            ) : null}
            <p>
              <Link to={moduleEventsUrl(module)} className="text-sm underline underline-offset-4">
                {t("modules.view", { title: module.title })}
              </Link>
            </p>
          </section>
        );
      })}
    </section>
  );
}

/** The events carousel: scroll-snap, 2 cards from 1024 px, 1 below; ?slide=N without JavaScript. */
function EventsCarousel({ channel, events, slide, pagePath, now, loggedIn }: { channel: ChannelPageData; events: EventCardData[]; slide: number; pagePath: string; now: number; loggedIn: boolean }) {
  const { t } = useTranslation("channel-pages");
  const list = useRef<HTMLDivElement>(null);
  const place = carouselWindow(events.length, slide, CHANNEL_CAROUSEL_STEP);
  const id = "channel-events";

  const scroll = (direction: 1 | -1) => (event: MouseEvent<HTMLAnchorElement>) => scrollByView(list.current, direction, event);
  const stepLink = (direction: 1 | -1) => {
    const page = direction > 0 ? place.nextPage : place.previousPage;
    return (
      <Link
        to={page === null ? `#${id}` : `${pagePath}${page > 1 ? `?slide=${page}` : ""}#${id}`}
        aria-label={t(direction > 0 ? "events.nextLabel" : "events.previousLabel", { title: channel.title })}
        onClick={scroll(direction)}
        className={cx(buttonClasses({ variant: "secondary", size: "sm" }), page === null && "opacity-60")}
        data-testid={`${id}-${direction > 0 ? "next" : "previous"}`}
        preventScrollReset
      >
        {t(direction > 0 ? "events.next" : "events.previous")}
      </Link>
    );
  };

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-4" data-page={place.page}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-2xl">
          {t("events.heading")}
        </h2>
        {events.length > 0 ? (
          <div className="flex gap-2">
            {stepLink(-1)}
            {stepLink(1)}
          </div>
        ) : null}
      </div>
      {events.length === 0 ? (
        <p className="text-muted">{t("events.empty")}</p>
      ) : (
        <div ref={list} role="region" aria-label={t("events.heading")} tabIndex={0} className="snap-x snap-mandatory overflow-x-auto scroll-smooth pb-4 motion-reduce:scroll-auto" data-testid={`${id}-list`}>
          <ul className="flex gap-4">
            {events.slice(place.offset).map((event) => (
              <li key={event.id} className="shrink-0 basis-full snap-start lg:basis-[calc((100%-1rem)/2)]">
                <EventCard event={event} now={now} loggedIn={loggedIn} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <Link to={channelEventsUrl(channel)} className="underline underline-offset-4">
          {t("events.all")}
        </Link>
      </p>
    </section>
  );
}

/** The channel-events and module-events pages: a title, a link back to the channel, and the grid of its event cards. */
export function EventGridPage({ title, description, channel, events, now, loggedIn, empty }: {
  title: string;
  description: string;
  channel: { id: number; title: string; channel_slug: string };
  events: EventCardData[];
  now: number;
  loggedIn: boolean;
  empty: string;
}) {
  const { t } = useTranslation("channel-pages");
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <p>
          <Link to={channelUrl(channel)} className="underline underline-offset-4">
            {t("channelEvents.back", { title: channel.title })}
          </Link>
        </p>
        {events.length === 0 ? (
          <p className="text-muted">{empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="event-grid">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} loggedIn={loggedIn} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
