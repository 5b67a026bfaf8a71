// A home carousel of event cards: category tabs as links, a CSS scroll-snap list showing 3 / 2 / 1
// cards (desktop 1024 px and up, tablet 464–1024, mobile under 464), and previous/next links.
// Without JavaScript the links page through the list by 3 (`?live_page=N`); with it they scroll
// the list by a view, and fall back to the link at either end.
import { Link } from "@remix-run/react";
import { useRef, type MouseEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { EventCard } from "~/components/events/event-card";
import { Alert, Tabs, buttonClasses, cx } from "~/components/ui";
import { changedSearch, scrollByView } from "~/lib/carousel";
import type { HomeCarousel } from "~/server-only/home.server";

export interface EventCarouselProps {
  /** The section's id: links come back to it (#id). */
  id: string;
  heading: string;
  carousel: HomeCarousel;
  /** The page's query string. */
  search: string;
  now: number;
  loggedIn: boolean;
  /** The path links keep (/home, /current-events, /old-home). */
  path: string;
}

export function EventCarousel({ id, heading, carousel, search, now, loggedIn, path }: EventCarouselProps) {
  const { t } = useTranslation("home");
  const list = useRef<HTMLDivElement>(null);
  const { window: place, params } = carousel;
  const to = (changes: Record<string, string | number | null>) => `${path}${changedSearch(search, changes)}#${id}`;

  const scroll = (direction: 1 | -1) => (event: MouseEvent<HTMLAnchorElement>) => scrollByView(list.current, direction, event);

  const stepLink = (direction: 1 | -1) => {
    const page = direction > 0 ? place.nextPage : place.previousPage;
    const label = t(direction > 0 ? "carousel.nextLabel" : "carousel.previousLabel", { name: heading });
    const text = t(direction > 0 ? "carousel.next" : "carousel.previous");
    const classes = buttonClasses({ variant: "secondary", size: "sm" });
    // At an end there is no page to go to, but with JavaScript the list may still scroll.
    return (
      <Link
        to={page === null ? `#${id}` : to({ [params.page]: page })}
        aria-label={label}
        onClick={scroll(direction)}
        className={cx(classes, page === null && "opacity-60")}
        data-testid={`${id}-${direction > 0 ? "next" : "previous"}`}
        preventScrollReset
      >
        {text}
      </Link>
    );
  };

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-4" data-page={place.page}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-3xl">
          {heading}
        </h2>
        {carousel.events.length > 0 ? (
          <div className="flex gap-2">
            {stepLink(-1)}
            {stepLink(1)}
          </div>
        ) : null}
      </div>
      <Tabs
        label={t("carousel.categoriesLabel", { name: heading })}
        items={[
          { label: t("carousel.all"), to: to({ [params.category]: null, [params.page]: null }), active: carousel.categoryId === null },
          ...carousel.categories.map((category) => ({
            label: category.name,
            to: to({ [params.category]: category.id, [params.page]: null }),
            active: carousel.categoryId === category.id,
          })),
        ]}
      />
      {carousel.unknownCategory ? <Alert tone="warning">{t("carousel.categoryNotFound")}</Alert> : null}
      {carousel.events.length === 0 ? (
        <p className="text-muted">{t("carousel.empty")}</p>
      ) : (
        <div
          ref={list}
          role="region"
          aria-label={heading}
          tabIndex={0}
          className="snap-x snap-mandatory overflow-x-auto scroll-smooth pb-4 motion-reduce:scroll-auto"
          data-testid={`${id}-list`}
        >
          <ul className="flex gap-4">
            {carousel.events.map((event) => (
              <li key={event.id} className="shrink-0 basis-full snap-start min-[464px]:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]">
                <EventCard event={event} now={now} loggedIn={loggedIn} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
