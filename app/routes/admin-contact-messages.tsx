// The contact form's messages (/admin/contact-messages), newest first, 25 a page.
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
import type { AdminContactMessageData } from "~server/api/contract";

export const handle = routeStrings({ "admin-people": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.contact.title} · Admin`) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const page = new URL(request.url).searchParams.get("page") ?? "";
  const answer = await apiFor(request, token).get("admin/contact-messages", { query: { page } });
  if (answer.status === 422) return data({ messages: null, invalid: answer.message }, { status: 422 });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch contact messages");
  return { messages: answer.data, invalid: null };
}

export default function AdminContactMessages() {
  const { t } = useTranslation("admin-people");
  const { messages, invalid } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="contact-title" className="space-y-6">
      <header>
        <h1 id="contact-title" className="font-display text-3xl">
          {t("contact.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("contact.description")}</p>
      </header>
      {invalid ? <Alert tone="error">{invalid}</Alert> : null}
      <Table<AdminContactMessageData>
        wide
        caption={t("contact.caption")}
        captionHidden
        rows={messages?.rows ?? []}
        rowKey={(row) => row.id}
        empty={t("contact.empty")}
        columns={[
          { key: "date", header: t("contact.date"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
          { key: "name", header: t("contact.name"), cell: (row) => row.full_name },
          { key: "email", header: t("contact.email"), kind: "reference", cell: (row) => row.email },
          { key: "mobile", header: t("contact.mobile"), cell: (row) => row.mobile },
          { key: "query", header: t("contact.query"), cell: (row) => <span className="whitespace-pre-line">{row.query}</span> },
        ]}
      />
      {messages ? <Pagination currentPage={messages.pagination.current_page} pageCount={messages.pagination.last_page} /> : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
