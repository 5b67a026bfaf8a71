// The static pages (spec 000 §2 "Static pages", §7 pages/{pageId}): /about (page 1),
// /terms-of-use-business (2), /privacy-policy (3) and /terms-of-use-consumer (7). The text lives in
// the pages table (starter text in the reference data, editable by admins) and arrives as HTML the
// server has already sanitised to an allow-list. Every visitor sees the same page.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageContent } from "~/components/content/page-content";
import { PageHeader } from "~/components/page-header";
import { apiFor } from "~/server-only/api.server";
import { throwUnable } from "~/server-only/failures.server";
import { documentTitle, pageMeta } from "~/lib/document-title";
import { cutText, htmlToText } from "~shared/text-cut";

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

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...place }) =>
  loaded
    ? pageMeta({ title: loaded.page.name, description: loaded.page.sub_title ?? cutText(htmlToText(loaded.page.value), 155), type: "article" }, place)
    : [{ title: documentTitle("") }];

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
