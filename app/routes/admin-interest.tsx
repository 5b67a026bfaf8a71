// Interest registrations from the landing pages (/admin/interest), newest first, 25 a page, with
// the whole list as a CSV (/admin/interest.csv).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Pagination, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDateTime } from "~shared/dates";
import strings from "~/locales/en-GB/admin-people.json";
import type { AdminInterestData } from "~server/api/contract";

export const handle = routeStrings({ "admin-people": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.interest.title} · Admin`) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const page = new URL(request.url).searchParams.get("page") ?? "";
  const answer = await apiFor(request, token).get("admin/interest", { query: { page } });
  if (answer.status === 422) return data({ registrations: null, invalid: answer.message }, { status: 422 });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch interest registrations");
  return { registrations: answer.data, invalid: null };
}

export default function AdminInterest() {
  const { t } = useTranslation("admin-people");
  const { registrations, invalid } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="interest-title" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="interest-title" className="font-display text-3xl">
            {t("interest.title")}
          </h1>
          <p className="mt-2 text-ink-muted">{t("interest.description")}</p>
        </div>
        {/* A file, not a page: a plain link (reloadDocument) so the browser downloads it. */}
        <a href="/admin/interest.csv" download className="underline">
          {t("interest.export")}
        </a>
      </header>
      {invalid ? <Alert tone="error">{invalid}</Alert> : null}
      <Table<AdminInterestData>
        wide
        caption={t("interest.caption")}
        captionHidden
        rows={registrations?.rows ?? []}
        rowKey={(row) => row.id}
        empty={t("interest.empty")}
        columns={[
          { key: "date", header: t("interest.date"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
          { key: "name", header: t("interest.name"), cell: (row) => row.full_name },
          { key: "email", header: t("interest.email"), kind: "reference", cell: (row) => row.email },
          { key: "mobile", header: t("interest.mobile"), cell: (row) => row.mobile ?? "—" },
          { key: "content", header: t("interest.content"), cell: (row) => row.content ?? "—" },
          { key: "source", header: t("interest.source"), cell: (row) => row.source },
          { key: "creatortype", header: t("interest.creatortype"), cell: (row) => row.creatortype ?? "—" },
        ]}
      />
      {registrations ? <Pagination currentPage={registrations.pagination.current_page} pageCount={registrations.pagination.last_page} /> : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
