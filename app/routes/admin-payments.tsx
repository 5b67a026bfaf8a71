// Payments (/admin/payments): every payment taken, newest first, 25 a page, filtered by type and
// dates with a GET form, with the filtered set's count and sum. A paid booking or subscription period
// has a Refund link: `?confirm={id}` is the confirmation step as a page (reason and the password
// again), which posts here; the API refunds it once, and success goes back to the list (PRG).
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Alert, Button, DialogPage, Field, Pagination, SelectField, StatusBadge, Table, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { formatDateTime } from "~shared/dates";
import { formatMoney } from "~shared/money";
import { PAYMENT_TYPES, refundPaymentSchema } from "~shared/schemas/admin-money";
import strings from "~/locales/en-GB/admin-money.json";
import type { AdminPaymentRowData, AdminPaymentsData } from "~server/api/contract";

export const handle = routeStrings({ "admin-money": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.payments.title) }];

const FILTERS = ["type", "from", "to"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The list's URL with its filters and page, and optionally the confirmation step of one payment. */
function listPath(filters: Filters, page: number, confirm?: number): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  if (page > 1) params.set("page", String(page));
  if (confirm !== undefined) params.set("confirm", String(confirm));
  const query = params.toString();
  return `/admin/payments${query ? `?${query}` : ""}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const query = Object.fromEntries([...FILTERS, "page"].map((name) => [name, url.searchParams.get(name) ?? ""]));
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query[name] ?? ""])) as Filters;
  const answer = await apiFor(request, token).get("admin/payments", { query });
  if (answer.status === 422) {
    const empty: AdminPaymentsData = { rows: [], pagination: { current_page: 1, per_page: 25, total: 0, last_page: 1 }, total_pence: 0 };
    return data({ payments: empty, filters, invalid: answer.message, confirming: null }, { status: 422 });
  }
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the payments");
  const confirmId = url.searchParams.get("confirm");
  let confirming: AdminPaymentRowData | null = null;
  if (confirmId !== null) {
    // The step asks about a payment of the page it was opened from, still refundable.
    confirming = answer.data.rows.find((row) => String(row.id) === confirmId && row.refundable) ?? null;
    if (!confirming) throw data({ message: "Payment not found" }, { status: 404 });
  }
  return { payments: answer.data, filters, invalid: null, confirming };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: refundPaymentSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 422 });
  const answer = await apiFor(request, token).post("admin/refunds", submission.value);
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["reason", "password"], action: "refund the payment", hideFields: ["password"] });
    return data(result, { status });
  }
  const url = new URL(request.url);
  url.searchParams.delete("confirm");
  return redirectWithToast(`/admin/payments${url.search}`, { type: answer.data?.status === "failed" ? "error" : "success", message: answer.message }, { session });
}

function RefundForm({ payment, cancelTo }: { payment: AdminPaymentRowData; cancelTo: string }) {
  const { t } = useTranslation("admin-money");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("admin-refund", () => import("~shared/schemas/admin-money").then((m) => m.refundPaymentSchema), lastResult);
  return (
    <div className="space-y-4">
      <p>
        {t("refund.summary", {
          amount: formatMoney(payment.amount_pence),
          buyer: payment.buyer_email ?? "—",
          item: payment.item ?? t(`types.${payment.type}`),
          date: formatDateTime(new Date(payment.created_at)),
        })}
      </p>
      <Alert tone="warning">{t("refund.warning")}</Alert>
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="transaction_id" value={payment.id} />
        <TextareaField label={t("refund.reason")} hint={t("refund.reasonHint")} errors={fields.reason.errors} rows={3} {...getTextareaProps(fields.reason)} />
        <Field
          label={t("refund.password")}
          hint={t("refund.passwordHint")}
          errors={fields.password.errors}
          autoComplete="current-password"
          {...getInputProps(fields.password, { type: "password" })}
        />
        <div className="flex items-center gap-4">
          <Button type="submit" variant="danger" pending={pending}>
            {t("refund.submit")}
          </Button>
          <Link to={cancelTo} className="underline">
            {t("refund.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

export default function AdminPayments() {
  const { t } = useTranslation("admin-money");
  const { payments, filters, invalid, confirming } = useLoaderData<typeof loader>();
  const page = payments.pagination.current_page;

  if (confirming) {
    return (
      <DialogPage title={t("refund.title", { id: confirming.id })}>
        <RefundForm payment={confirming} cancelTo={listPath(filters, page)} />
      </DialogPage>
    );
  }

  return (
    <section aria-labelledby="payments-title" className="space-y-6">
      <header>
        <h1 id="payments-title" className="font-display text-3xl">
          {t("payments.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("payments.description")}</p>
      </header>
      <Form method="get" className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-4" aria-label={t("payments.filters")}>
        <SelectField
          label={t("payments.type")}
          name="type"
          defaultValue={filters.type}
          options={[{ value: "", label: t("any") }, ...PAYMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
        />
        <Field label={t("payments.from")} name="from" type="date" defaultValue={filters.from} />
        <Field label={t("payments.to")} name="to" type="date" defaultValue={filters.to} />
        <div className="flex items-end gap-3">
          <Button type="submit" variant="primary">
            {t("apply")}
          </Button>
          <Link to="/admin/payments" className="underline">
            {t("reset")}
          </Link>
        </div>
      </Form>
      {invalid ? (
        <Alert tone="error">{invalid}</Alert>
      ) : (
        <p>{t("payments.totals", { count: payments.pagination.total, amount: formatMoney(payments.total_pence) })}</p>
      )}
      <Table<AdminPaymentRowData>
        wide
        caption={t("payments.caption")}
        captionHidden
        rows={payments.rows}
        rowKey={(row) => row.id}
        empty={t("payments.empty")}
        columns={[
          { key: "when", header: t("when"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
          { key: "type", header: t("payments.type"), cell: (row) => t(`types.${row.type}`) },
          { key: "item", header: t("item"), cell: (row) => row.item ?? "—" },
          { key: "booking", header: t("booking"), kind: "reference", cell: (row) => row.booking_ref ?? "—" },
          { key: "buyer", header: t("buyer"), kind: "reference", cell: (row) => row.buyer_email ?? "—" },
          { key: "amount", header: t("amount"), kind: "money", cell: (row) => formatMoney(row.amount_pence) },
          { key: "status", header: t("status"), cell: (row) => <StatusBadge status={t(`statuses.${row.status}`, { defaultValue: row.status })} /> },
          { key: "refund", header: t("payments.refundStatus"), cell: (row) => (row.refund_status ? t(`statuses.${row.refund_status}`) : "—") },
          {
            key: "actions",
            header: t("payments.actions"),
            cell: (row) =>
              row.refundable ? (
                <Link to={listPath(filters, page, row.id)} className="underline" aria-label={t("payments.refundOf", { id: row.id })}>
                  {t("payments.refund")}
                </Link>
              ) : null,
          },
        ]}
      />
      <Pagination currentPage={page} pageCount={payments.pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
