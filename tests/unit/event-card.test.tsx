// The shared event card: the status button of event-status.ts drawn as a link to the brief's action
// URLs (a visitor's buy/book goes to "Login Now ?"), states drawn disabled, price and time shown.
import { describe, expect, it } from "vitest";
import type { PublicEventData } from "~server/api/contract";
import { EventActionButton, publicEventActions } from "~/components/events/event-action";
import { EventCard, type EventCardProps } from "~/components/events/event-card";
import { render } from "~tests/support/render";
import { expectKeptAsInline } from "~tests/support/kept-markup";

const NOW = Date.parse("2026-11-22T12:00:00Z");

function event(overrides: Partial<PublicEventData> = {}): PublicEventData {
  return {
    id: 42,
    title: "Sunrise Vinyasa Flow",
    event_slug: "sunrise-vinyasa-flow",
    description: "",
    event_type: "Online Event",
    event_date: "2026-11-25",
    end_date: "2026-11-25",
    event_time: "07:00",
    end_time: "08:00",
    time_zone: "Europe/London",
    current_date: "2026-11-22",
    current_time: "12:00",
    starts_at: "2026-11-25T07:00:00.000Z",
    ends_at: "2026-11-25T08:00:00.000Z",
    images: ["/storage/event-images/cover.jpg"],
    short_video: null,
    ticket_price: 800,
    // £8.00 + 20 % tax + 2.5 % handling: what the viewer pays.
    price_all_in: 984,
    is_free: false,
    is_booked: false,
    is_favorite: false,
    is_host: false,
    can_cancel: true,
    cancelled: 0,
    is_published: true,
    is_reject: false,
    remaining_seat: 10,
    max_participants: 20,
    pre_recorded_duration: null,
    series_id: null,
    has_join_link: false,
    channel_id: null,
    channel: null,
    channel_subscribe_status: false,
    user_id: 3,
    user: { id: 3, full_name: "Hannah Whitfield", pic_url: null, package: "Pro", rating: 4.5, total_reviews: 2 },
    category_name: { id: 6, name: "Vinyasa", parent_name: "Yoga" },
    series: null,
    ...overrides,
  };
}

/** The href of the action link labelled `label` (attributes in any order). */
function hrefOf(html: string, label: string): string | null {
  const tag = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].find(([, attributes, text]) => text === label && attributes!.includes("data-event-action"));
  return tag?.[1]!.match(/href="([^"]+)"/)?.[1] ?? null;
}

describe("EventCard", () => {
  it("shows the cover, title link, host, time in the event's zone, the all-in price and Buy Ticket", async () => {
    const html = await render(<EventCard event={event()} now={NOW} loggedIn />);
    expect(html).toContain('href="/event-detail/42/sunrise-vinyasa-flow"');
    expect(html).toContain('src="/storage/event-images/cover.jpg"');
    expect(html).toContain('href="/host-profile/3/hannah-whitfield"');
    expect(html).toContain("Hosted by Hannah Whitfield");
    expect(html).toContain("Wed 25 Nov 2026, 07:00 GMT");
    // The price the viewer pays, fees included (no drip pricing), not the bare ticket price.
    expect(html).toContain("£9.84");
    expect(html).not.toContain("£8.00");
    expect(html).toContain("Yoga · Vinyasa");
    expect(hrefOf(html, "Buy Ticket")).toBe("/checkout/event_booking/42");
  });

  it("reads as its series when it stands for one: the series line, its next date's time and link", async () => {
    const series = { id: 40, dates: 9, rhythm: "weekly" as const, every: "Every Wednesday, 07:00", next: "Wed 25 Nov", label: "Every Wednesday, 07:00 · next Wed 25 Nov · 9 dates" };
    const html = await render(<EventCard event={event({ series, series_id: 40 })} now={NOW} loggedIn />);
    expect(html).toContain('<p data-testid="event-series"><time dateTime="2026-11-25T07:00:00.000Z">Every Wednesday, 07:00 · next Wed 25 Nov · 9 dates</time></p>');
    expect(html).not.toContain("Wed 25 Nov 2026, 07:00 GMT");
    expect(html).toContain('href="/event-detail/42/sunrise-vinyasa-flow"');
    expect(await render(<EventCard event={event()} now={NOW} loggedIn />)).not.toContain("event-series");
  });

  it("counts the host's reviews in the singular and the plural", async () => {
    const one = await render(<EventCard event={event({ user: { ...event().user, total_reviews: 1 } })} now={NOW} loggedIn={false} />);
    expect(one).toContain("4.5 ★ (1 review)");
    expect(await render(<EventCard event={event()} now={NOW} loggedIn={false} />)).toContain("4.5 ★ (2 reviews)");
  });

  it("labels a lesson of a paid channel as included with the subscription, never Free beside Subscribe Now", async () => {
    const lesson = event({
      ticket_price: 0,
      price_all_in: 0,
      is_free: true,
      channel_id: 7,
      channel: { id: 7, title: "Foundations of Yoga", channel_slug: "foundations-of-yoga", remaining_subscriber: 10 },
    });
    const html = await render(<EventCard event={lesson} now={NOW} loggedIn />);
    expect(html).toContain("Included with the subscription");
    expect(html).toContain("Subscribe Now");
    expect(html).not.toMatch(/data-testid="event-price">Free</);
  });

  it("describes its picture and reserves its box; a generated cover offers both widths, the featured one is fetched first", async () => {
    const photo = (await render(<EventCard event={event()} now={NOW} loggedIn />)).match(/<img [^>]*>/)![0];
    expect(photo).toContain('alt="Photo for Sunrise Vinyasa Flow"');
    expect(photo).toMatch(/width="960" height="540"/);
    expect(photo).toContain('loading="lazy"');
    expect(photo).not.toContain("srcSet");
    const base = "/storage/files/event-images/0f8fad5b-d9cb-869f-a165-70867728";
    const cover = (await render(<EventCard event={event({ images: [`${base}03c0.webp`] })} now={NOW} loggedIn priority />)).match(/<img [^>]*>/)![0];
    expect(cover).toContain('alt="Cover art for Sunrise Vinyasa Flow"');
    expect(cover).toContain(`srcSet="${base}03c0.webp 960w, ${base}01e0.webp 480w"`);
    expect(cover).toContain(`src="${base}01e0.webp"`);
    expect(cover).toMatch(/sizes="[^"]+100vw"/);
    expect(cover).toContain('loading="eager"');
    expect(cover).toContain('fetchpriority="high"');
  });

  it("sends a visitor's Buy Ticket, Free Ticket and favourite to Login Now", async () => {
    expect(hrefOf(await render(<EventCard event={event()} now={NOW} loggedIn={false} />), "Buy Ticket")).toBe("/login-now/42");
    const free = await render(<EventCard event={event({ is_free: true, ticket_price: 0 })} now={NOW} loggedIn={false} favouriteReturnTo="/search" />);
    expect(hrefOf(free, "Free Ticket")).toBe("/login-now/42");
    expect(free).toContain("Free");
    expect(free.match(/<a [^>]*aria-label="Add Sunrise Vinyasa Flow to favourites"[^>]*>/)?.[0]).toContain('href="/login-now/42"');
    const member = await render(<EventCard event={event({ is_free: true, ticket_price: 0 })} now={NOW} loggedIn favouriteReturnTo="/search?page=2" />);
    expect(hrefOf(member, "Free Ticket")).toBe("/book/42");
    expect(member).toMatch(/<form method="post" action="\/favourite\/42">/);
    expect(member).toContain('name="returnTo" value="/search?page=2"');
  });

  it("draws the booked, sold-out and ended states and the host's actions", async () => {
    expect(publicEventActions(event({ is_booked: true }), NOW)).toEqual(["cancel-booking"]);
    expect(hrefOf(await render(<EventCard event={event({ is_booked: true })} now={NOW} loggedIn />), "Cancel Booking")).toBe("/cancel-booking/42");
    // JOIN NOW once the room opens (15 minutes before the start), its countdown before.
    const booked = event({ is_booked: true, has_join_link: true, can_cancel: false });
    expect(hrefOf(await render(<EventCard event={booked} now={Date.parse("2026-11-25T06:45:00Z")} loggedIn />), "JOIN NOW")).toBe("/join/42");
    const early = await render(<EventCard event={booked} now={NOW} loggedIn />);
    expect(hrefOf(early, "JOIN NOW")).toBeNull();
    expect(early).toMatch(/<p [^>]*data-event-action="join-opens"[^>]*>.*JOIN NOW: <\/span><time dateTime="2026-11-25T06:45:00.000Z">Opens in 3 days<\/time><\/p>/);
    const eve = await render(<EventCard event={booked} now={Date.parse("2026-11-24T20:00:00Z")} loggedIn />);
    expect(eve).toContain("Opens tomorrow at 06:45 GMT");
    expect(await render(<EventCard event={booked} now={Date.parse("2026-11-25T06:44:59Z")} loggedIn />)).toContain("Opens at 06:45 GMT");
    const soldOut = await render(<EventCard event={event({ remaining_seat: 0 })} now={NOW} loggedIn />);
    expect(soldOut).toMatch(/<button[^>]*disabled=""[^>]*>Sold Out<\/button>/);
    expect(soldOut).toContain('data-event-action="sold-out"');
    const ended = await render(<EventCard event={event()} now={Date.parse("2026-11-25T07:30:00Z")} loggedIn />);
    expect(ended).toContain(">Event Ended</button>");
    const host = await render(<EventCard event={event({ is_host: true, remaining_seat: 20 })} now={NOW} loggedIn favouriteReturnTo="/search" />);
    expect(hrefOf(host, "Edit")).toBe("/event-create/42");
    expect(host).not.toContain("/favourite/42");
    const recorded = event({ event_type: "Pre Recorded", event_slug: "stretch", starts_at: null, ends_at: null, event_date: null, pre_recorded_duration: 1200 });
    const recordedHtml = await render(<EventCard event={{ ...recorded, is_booked: true }} now={NOW} loggedIn />);
    expect(hrefOf(recordedHtml, "View Event")).toBe("/pre-recorded-event/42/stretch");
    expect(recordedHtml).toContain("On demand");
    expect(recordedHtml).toMatch(/Duration <time datetime="PT0H20M0S" title="20 minutes">20:00<\/time>/i);
  });

  it("sends Subscribe Now to the channel", async () => {
    const html = await render(
      <EventActionButton
        action="subscribe-now"
        event={event({ channel_id: 2, channel: { id: 2, title: "Pilates Club", channel_slug: "pilates-club", remaining_subscriber: 5 } })}
        loggedIn
        now={NOW}
      />,
    );
    expect(hrefOf(html, "Subscribe Now")).toBe("/channel-detail/2/pilates-club");
  });
});

describe("EventCard kept on the server", () => {
  it("gives the same markup from the cache as inline, in every state a card can be in", async () => {
    const ended = { starts_at: "2026-11-20T07:00:00.000Z", ends_at: "2026-11-20T08:00:00.000Z" };
    const cases: EventCardProps[] = [
      { event: event(), now: NOW, loggedIn: true, favouriteReturnTo: "/search" },
      { event: event(), now: NOW, loggedIn: false, favouriteReturnTo: "/search" },
      { event: event({ is_favorite: true, is_booked: true }), now: NOW, loggedIn: true, favouriteReturnTo: "/home" },
      { event: event({ is_free: true, price_all_in: 0, ticket_price: 0 }), now: NOW, loggedIn: true },
      { event: event({ is_host: true }), now: NOW, loggedIn: true, favouriteReturnTo: "/home" },
      { event: event({ remaining_seat: 0 }), now: NOW, loggedIn: true },
      { event: event(ended), now: NOW, loggedIn: true },
      // JOIN NOW's countdown changes with the clock under the same action: each its own markup.
      { event: event({ is_booked: true, has_join_link: true }), now: NOW, loggedIn: true },
      { event: event({ is_booked: true, has_join_link: true }), now: Date.parse("2026-11-24T20:00:00Z"), loggedIn: true },
      { event: event({ is_booked: true, has_join_link: true }), now: Date.parse("2026-11-25T06:50:00Z"), loggedIn: true },
      { event: event({ event_type: "Pre Recorded", starts_at: null, ends_at: null, pre_recorded_duration: 3725, images: [] }), now: NOW, loggedIn: true },
      { event: event({ user: { ...event().user, rating: null } }), now: NOW, loggedIn: true, headingLevel: 2, priority: true, imageSizes: "100vw" },
    ];
    await expectKeptAsInline(cases.map((props) => <EventCard key={props.event.id} {...props} />));
  });
});
