// The channels catalogue (/channels, spec 002 §2.5): title "Channels"; a GET form whose fields are
// `title`, `category` and `subscriptionType` (Monthly = 1, Fixed = 0), so a result page can be linked
// and shared; Enter in the text submits, Search submits, Reset is a link to /channels. Channel cards,
// 9 per page with `?page=N` links (2 margin pages, a 5-page range); "No channels found" when empty,
// with "Did you mean" links when the API suggests nearer text. Works without JavaScript: a plain GET
// form and links.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { ChannelCard } from "~/components/channels/channel-card";
import { PageHeader } from "~/components/page-header";
import { SearchForm, SearchResults, categorySelectOptions } from "~/components/search/search-listing";
import { Field, SelectField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { getSessionUser } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/document-title";
import { pageSearch, parsePageParam } from "~/lib/pagination";
import strings from "~/locales/en-GB/channel-catalogue.json";

// A visitor's page depends only on the URL and the data of the moment: visitors share it for a few
// seconds (server/http/visitor-cache.ts); a logged-in user's carries their own prices and never is.
export const handle = { ...routeStrings({ "channel-catalogue": strings }), sameForEveryVisitor: true };

export const meta: MetaFunction = (args) => pageMeta({ title: strings.title, description: strings.description }, args);

/** The form's values for subscriptionType (002 §2.5: Monthly = 1, Fixed = 0). */
const SUBSCRIPTION_TYPES = ["", "1", "0"] as const;
const TITLE_MAX = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const current = await getSessionUser(request, context);
  const api = apiFor(request, current?.token);
  const filters = {
    title: (url.searchParams.get("title") ?? "").slice(0, 1000),
    category: url.searchParams.get("category") ?? "",
    subscriptionType: url.searchParams.get("subscriptionType") ?? "",
  };
  // A page below 1 or not a number shows page 1 (the API itself refuses it with 422).
  const page = parsePageParam(url.searchParams.get("page"));
  const answer = await api.get("channels", { query: { ...filters, page } });
  if (answer.status === 422) {
    // Bad filters: the message, and the form to mend them (the categories from an unfiltered call).
    const plain = await api.get("channels", { query: { page: 1 } });
    const categories = plain.success && plain.categories ? plain.categories : [];
    return data({ filters, categories, channels: [], page: 1, pageCount: 0, total: 0, suggestions: [], error: answer.message }, { status: 422 });
  }
  if (!answer.success || !answer.data || !answer.pagination) throwListFailure(answer, "fetch channels");
  const { last_page: lastPage, total } = answer.pagination;
  // Past the last page: the last page, with the same filters.
  if (lastPage > 0 && page > lastPage) throw redirect(`/channels${pageSearch(url.searchParams, lastPage)}`);
  const suggestions = (answer.suggestions ?? []).map((suggestion) => ({ text: suggestion.text, href: `/channels?${searchFor(filters, suggestion.text)}` }));
  return {
    filters,
    categories: answer.categories ?? [],
    channels: answer.data,
    page,
    pageCount: lastPage,
    total,
    suggestions,
    error: null as string | null,
  };
}

/** The query string of a search for `text` with the other filters kept (empty ones left out). */
function searchFor(filters: { category: string; subscriptionType: string }, text: string): string {
  const params = new URLSearchParams({ title: text });
  if (filters.category) params.set("category", filters.category);
  if (filters.subscriptionType) params.set("subscriptionType", filters.subscriptionType);
  return params.toString();
}

export default function ChannelsPage() {
  const { filters, categories, channels, page, pageCount, total, suggestions, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("channel-catalogue");
  const typeLabels: Record<(typeof SUBSCRIPTION_TYPES)[number], string> = {
    "": t("form.types.all"),
    "1": t("form.types.monthly"),
    "0": t("form.types.fixed"),
  };

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <SearchForm
          action="/channels"
          values={[filters.title, filters.category, filters.subscriptionType]}
          label={t("form.label")}
          submitLabel={t("form.submit")}
          resetLabel={t("form.reset")}
        >
          <Field
            label={t("form.search")}
            name="title"
            type="search"
            defaultValue={filters.title}
            maxLength={TITLE_MAX}
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
            label={t("form.subscriptionType")}
            name="subscriptionType"
            defaultValue={SUBSCRIPTION_TYPES.find((type) => type === filters.subscriptionType) ?? ""}
            options={SUBSCRIPTION_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
          />
        </SearchForm>

        <SearchResults
          headingId="channel-results"
          heading={t("results.heading")}
          error={error}
          shown={channels.length}
          emptyText={t("results.empty")}
          didYouMeanText={t("results.didYouMean")}
          suggestions={suggestions}
          countText={t("results.count", { count: total })}
          page={page}
          pageCount={pageCount}
          listTestId="channel-cards"
        >
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} />
            </li>
          ))}
        </SearchResults>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
