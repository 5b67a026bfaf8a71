// Content pages (/admin/pages): the site's static pages, each with where it is shown and a link to
// its edit page (/admin/pages/:id).
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { ListHeader } from "~/components/admin/content-forms";
import { Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDateTime } from "~shared/dates";
import { CONTENT_PAGE_IDS } from "./content-page";
import strings from "~/locales/en-GB/admin-content.json";
import type { AdminContentPageData } from "~server/api/contract";

export const handle = routeStrings({ "admin-content": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.pages.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/pages");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the pages");
  return { pages: answer.data };
}

/** The public path a page is shown at, when it has one of its own. */
function publicPathOf(id: number): string | null {
  return Object.entries(CONTENT_PAGE_IDS).find(([, pageId]) => pageId === id)?.[0] ?? null;
}

export default function AdminPages() {
  const { t } = useTranslation("admin-content");
  const { pages } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="pages-title" className="space-y-6">
      <ListHeader id="pages-title" title={t("pages.title")} description={t("pages.description")} />
      <Table<AdminContentPageData>
        wide
        caption={t("pages.title")}
        captionHidden
        rows={pages}
        rowKey={(row) => row.id}
        empty={t("common.empty")}
        columns={[
          { key: "id", header: t("pages.id"), kind: "number", cell: (row) => row.id },
          {
            key: "name",
            header: t("pages.name"),
            cell: (row) => (
              <Link to={`/admin/pages/${row.id}`} className="underline">
                {row.name}
              </Link>
            ),
          },
          {
            key: "shown",
            header: t("pages.shownAt"),
            cell: (row) => {
              const path = publicPathOf(row.id);
              return path ? (
                <Link to={path} className="underline">
                  {path}
                </Link>
              ) : (
                t("pages.notShown")
              );
            },
          },
          { key: "updated", header: t("pages.updated"), kind: "date", cell: (row) => formatDateTime(new Date(row.updated_at)) },
        ]}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
