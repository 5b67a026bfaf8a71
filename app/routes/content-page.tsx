// The static pages (spec 000 §2 "Static pages", §7 pages/{pageId}): /about (page 1),
// /terms-of-use-business (2), /privacy-policy (3) and /terms-of-use-consumer (7). The text lives in
// the pages table (starter text in the reference data, editable by admins) and arrives as HTML the
// server has already sanitised to an allow-list. Every visitor sees the same page.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageContent } from "~/components/content/page-content";
import { PageHeader } from "~/components/page-header";
import { apiFor } from "~/lib/api.server";
import { throwUnable } from "~/lib/failures.server";
import { documentTitle } from "~/lib/page-title";

export const handle = { sameForEveryVisitor: true };

/** The spec's page ids by path. */
export const CONTENT_PAGE_IDS: Record<string, number> = {
  "/about": 1,
  "/terms-of-use-business": 2,
  "/privacy-policy": 3,
  "/terms-of-use-consumer": 7,
};

export async function loader({ request }: LoaderFunctionArgs) {
  const pageId = CONTENT_PAGE_IDS[new URL(request.url).pathname.replace(/\/+$/, "")];
  if (!pageId) throw data(null, { status: 404 });
  const answer = await apiFor(request, null).get("pages/:pageId", { params: { pageId } });
  if (!answer.success || !answer.data) throwUnable("fetch details");
  return { page: answer.data };
}

/** The first paragraph's words, for search results and shared links. */
function summaryOf(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
  return text.length > 155 ? `${text.slice(0, 152).replace(/\s+\S*$/, "")}…` : text;
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: documentTitle("") }];
  const description = loaded.page.sub_title ?? summaryOf(loaded.page.value);
  return [
    { title: documentTitle(loaded.page.name) },
    { name: "description", content: description },
    { property: "og:title", content: loaded.page.name },
    { property: "og:description", content: description },
    { property: "og:type", content: "article" },
  ];
};

export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={page.name} description={page.sub_title ?? undefined} />
      <article className="mx-auto max-w-3xl px-4 pb-16">
        <PageContent page={page} />
      </article>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
