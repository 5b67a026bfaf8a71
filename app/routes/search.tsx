// Events search (/search, spec 000 §2 "Events search"): a GET form whose fields are
// `search`, `category` and `event_type`, so a result page can be linked and shared; Search submits,
// Reset is a link to /search. Results are event cards, 9 per page with `?page=N` links (2 margin
// pages, a 5-page range); "No events found" when empty, with "Did you mean" links when the API
// suggests nearer text (each runs that search with the same filters). Works without JavaScript: the
// form is a plain GET form and the pages and suggestions are links. Channels and courses matching the
// same text (and category) follow the events on the first page, in a section of their own.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { EventCard, type EventCardData } from "~/components/events/event-card";
import { PageHeader } from "~/components/page-header";
import { ChannelMatches } from "~/components/search/channel-matches";
import { SearchForm, SearchResults, categorySelectOptions } from "~/components/search/search-listing";
import { Field, SelectField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { getSessionUser } from "~/server-only/auth.server";
import { eventCardData } from "~/server-only/event-cards.server";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/document-title";
import { pageSearch, parsePageParam } from "~/lib/pagination";
import strings from "~/locales/en-GB/search.json";

// A visitor's page depends only on the URL and the data of the moment: visitors share it for a few
// seconds (server/http/visitor-cache.ts); a logged-in user's carries their own flags and never is.
export const handle = { ...routeStrings({ search: strings }), sameForEveryVisitor: true };

export const meta: MetaFunction = (args) => pageMeta({ title: strings.title, description: strings.description }, args);

/** The form's values for event_type; the API also reads "Online Event" and "Pre Recorded". */
const EVENT_TYPES = ["", "Online Event", "Pre Recorded"] as const;
const SEARCH_MAX = 200;
/** The channel cards shown beside the events: one row; the rest are on /channels. */
const CHANNELS_SHOWN = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const current = await getSessionUser(request, context);
  const api = apiFor(request, current?.token);
  const filters = {
    search: (url.searchParams.get("search") ?? "").slice(0, 1000),
    category: url.searchParams.get("category") ?? "",
    event_type: url.searchParams.get("event_type") ?? "",
  };
  // A page below 1 or not a number shows page 1 (the API itself refuses it with 422).
  const page = parsePageParam(url.searchParams.get("page"));
  const [answer, categories, channels] = await Promise.all([
    api.get("events-search", { query: { ...filters, page } }),
    api.get("categories-list-search"),
    // The channels catalogue's own search: its text is `title`. Only with the first page of events.
    page === 1 ? api.get("channels", { query: { title: filters.search, category: filters.category, page: 1 } }) : null,
  ]);
  const channelMatches = {
    channels: channels?.success && channels.data ? channels.data.slice(0, CHANNELS_SHOWN) : [],
    channelTotal: channels?.success && channels.pagination ? channels.pagination.total : 0,
    allChannelsHref: `/channels?${new URLSearchParams(Object.entries({ title: filters.search, category: filters.category }).filter(([, value]) => value !== ""))}`,
  };
  const base = {
    filters,
    categories: categories.success && categories.data ? categories.data : [],
    loggedIn: current !== null,
    now: Date.now(),
    returnTo: `${url.pathname}${url.search}`,
    ...channelMatches,
  };
  if (answer.status === 422) {
    return data({ ...base, events: [] as EventCardData[], page: 1, pageCount: 0, total: 0, suggestions: [], error: answer.message }, { status: 422 });
  }
  if (!answer.success || !answer.data || !answer.pagination) throwListFailure(answer, "fetch events");
  const { last_page: lastPage, total } = answer.pagination;
  // Past the last page: the last page, with the same filters.
  if (lastPage > 0 && page > lastPage) throw redirect(`/search${pageSearch(url.searchParams, lastPage)}`);
  const suggestions = (answer.suggestions ?? []).map((suggestion) => ({ text: suggestion.text, href: `/search?${searchFor(filters, suggestion.text)}` }));
  return { ...base, events: answer.data.map(eventCardData), page, pageCount: lastPage, total, suggestions, error: null as string | null };
}

/** The query string of a search for `text` with the other filters kept (empty ones left out). */
function searchFor(filters: { category: string; event_type: string }, text: string): string {
  const params = new URLSearchParams({ search: text });
  if (filters.category) params.set("category", filters.category);
  if (filters.event_type) params.set("event_type", filters.event_type);
  return params.toString();
}

export default function SearchPage() {
  const { filters, categories, events, page, pageCount, total, suggestions, error, loggedIn, now, returnTo, channels, channelTotal, allChannelsHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  const typeLabels: Record<(typeof EVENT_TYPES)[number], string> = {
    "": t("form.types.all"),
    "Online Event": t("form.types.online"),
    "Pre Recorded": t("form.types.preRecorded"),
  };

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <SearchForm
          action="/search"
          values={[filters.search, filters.category, filters.event_type]}
          label={t("form.label")}
          submitLabel={t("form.submit")}
          resetLabel={t("form.reset")}
        >
          <Field
            label={t("form.search")}
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={SEARCH_MAX}
            placeholder={t("form.searchPlaceholder")}
          />
          <SelectField
            label={t("form.category")}
            name="category"
            defaultValue={filters.category}
            placeholder={t("form.allCategories")}
            options={categorySelectOptions(categories)}
          />
          <SelectField
            label={t("form.eventType")}
            name="event_type"
            defaultValue={EVENT_TYPES.find((type) => type === filters.event_type) ?? ""}
            options={EVENT_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
          />
        </SearchForm>

        <SearchResults
          headingId="search-results"
          heading={t("results.heading")}
          error={error}
          shown={events.length}
          emptyText={t("results.empty")}
          didYouMeanText={t("results.didYouMean")}
          suggestions={suggestions}
          countText={t("results.count", { count: total })}
          page={page}
          pageCount={pageCount}
        >
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} now={now} loggedIn={loggedIn} favouriteReturnTo={returnTo} />
            </li>
          ))}
        </SearchResults>

        <ChannelMatches channels={channels} total={channelTotal} allHref={allChannelsHref} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
