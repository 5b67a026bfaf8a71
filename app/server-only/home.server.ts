// The home page's data (/home, /current-events and /old-home share it): the about block, the
// featured event, the trending tab and the two carousels, each from its API call, fetched together.
// The query: `category` and `live_page` for the live carousel, `recorded_category` and
// `recorded_page` for the pre-recorded one, `trending` (channels | events) for the trending tab.
import type { AppLoadContext } from "@remix-run/node";
import type { AboutBlockData, TrendingChannelData, UpcomingEventsData } from "~server/api/contract";
import type { EventCardData } from "~/components/events/event-card";
import { apiFor, type ApiResult } from "./api.server";
import { getSessionUser } from "./auth.server";
import { carouselWindow, type CarouselWindow } from "~/lib/carousel";
import { eventCardData } from "./event-cards.server";
import { throwUnable } from "./failures.server";
import { parsePageParam } from "~/lib/pagination";

export type TrendingTab = "channels" | "events";

/** The trending tab: channels, or events with their short descriptions. */
export interface HomeTrending {
  /** The tab's list; the other tab's is empty (it is never drawn on this page). */
  channels: TrendingChannelData[];
  events: (EventCardData & { short_description: string })[];
}

export interface HomeCarousel {
  /** The events from the window's first on (the list scrolls through the rest). */
  events: EventCardData[];
  window: CarouselWindow;
  categories: UpcomingEventsData["categories"];
  categoryId: number | null;
  /** The asked category does not exist: every category is shown instead, with a note. */
  unknownCategory: boolean;
  /** The query parameters of this carousel. */
  params: { category: string; page: string };
}

export interface HomeData {
  /** The server's clock when it rendered (ms): the countdown starts from it. */
  now: number;
  about: AboutBlockData | null;
  featured: EventCardData | null;
  trending: HomeTrending;
  trendingTab: TrendingTab;
  live: HomeCarousel;
  recorded: HomeCarousel;
  /** The page's query string, for links that change one parameter. */
  search: string;
  loggedIn: boolean;
}

type ListAnswer = ApiResult<UpcomingEventsData>;

function carousel(answer: ListAnswer, unknownCategory: boolean, page: number, params: HomeCarousel["params"]): HomeCarousel {
  const all = answer.data?.events ?? [];
  const window = carouselWindow(all.length, page);
  return {
    events: all.slice(window.offset).map(eventCardData),
    window,
    categories: answer.data?.categories ?? [],
    categoryId: answer.data?.category_id ?? null,
    unknownCategory,
    params,
  };
}

export async function loadHome(request: Request, context: AppLoadContext): Promise<HomeData> {
  const url = new URL(request.url);
  const query = url.searchParams;
  const current = await getSessionUser(request, context);
  const api = apiFor(request, current?.token);

  /** A carousel's list; an unknown category (404) falls back to every category. */
  const list = async (path: "upcoming_online_event" | "upcoming_recorded_event", category: string): Promise<[ListAnswer, boolean]> => {
    const answer = await api.get(path, { query: { category } });
    if (answer.status === 404 && category !== "") return [await api.get(path), true];
    return [answer, false];
  };

  const trendingTab: TrendingTab = query.get("trending") === "events" ? "events" : "channels";
  const [about, featured, trending, [live, liveUnknown], [recorded, recordedUnknown]] = await Promise.all([
    api.get("about"),
    api.get("home-event"),
    // Only the tab on screen: the other is a link to another page (?trending=), whose loader reads it.
    api.get("trending-event-channel", { query: { tab: trendingTab } }),
    list("upcoming_online_event", query.get("category") ?? ""),
    list("upcoming_recorded_event", query.get("recorded_category") ?? ""),
  ]);
  if (!featured.success || !trending.success || !trending.data || !live.success || !recorded.success) throwUnable("fetch event details");

  return {
    now: Date.now(),
    // The about block is optional content: the page goes on without it.
    about: about.success ? about.data : null,
    featured: featured.data ? eventCardData(featured.data) : null,
    trending: {
      channels: trending.data.channels,
      events: trending.data.events.map((event) => ({ ...eventCardData(event), short_description: event.short_description })),
    },
    trendingTab,
    live: carousel(live, liveUnknown, parsePageParam(query.get("live_page")), { category: "category", page: "live_page" }),
    recorded: carousel(recorded, recordedUnknown, parsePageParam(query.get("recorded_page")), { category: "recorded_category", page: "recorded_page" }),
    search: url.search,
    loggedIn: current !== null,
  };
}
