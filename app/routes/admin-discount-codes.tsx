// Discount codes (/admin/discount-codes): a form that makes a new code (percentage or fixed, value,
// use limit, last day, and one event, one channel or everything), and the codes newest first, 25 a
// page, each with a button that switches it off or on. Plain POST forms; after a change, back here
// with a toast (PRG).
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field, Pagination, SelectField, StatusBadge, Table } from "~/components/ui";
import { submitPageForm } from "~/server-only/admin-forms.server";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { formTexts, readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDate } from "~shared/dates";
import { formatMoney } from "~shared/money";
import { DISCOUNT_CODE_MAX, discountCodeSchema, discountCodeStatusSchema } from "~shared/schemas/admin-catalogue";
import strings from "~/locales/en-GB/admin-catalogue.json";
import type { AdminDiscountCodeData } from "~server/api/contract";

export const handle = routeStrings({ "admin-catalogue": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.codes.title) }];

const FIELDS = ["code", "discount_type", "value", "max_uses", "expires_on", "scope", "scope_id"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const page = new URL(request.url).searchParams.get("page") ?? "";
  const answer = await apiFor(request, token).get("admin/discount-codes", { query: { page } });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the discount codes");
  return { codes: answer.data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const api = apiFor(request, token);
  if (form.get("intent") === "status") {
    const submission = parseWithZod(form, { schema: discountCodeStatusSchema });
    const answer = submission.status === "success" ? await api.post("admin/discount-code-status", { id: String(submission.value.id), active: String(submission.value.active) as "true" | "false" }) : null;
    const toast = answer?.success ? { type: "success" as const, title: "Success!", message: answer.message } : { type: "error" as const, title: "Error!", message: answer?.message ?? strings.codes.title };
    return redirectWithToast("/admin/discount-codes", toast, { session });
  }
  const body = formTexts(form, FIELDS);
  return submitPageForm({
    form,
    schema: discountCodeSchema,
    post: () => api.post("admin/discount-codes", { ...body, discount_type: body.discount_type as "percentage" | "fixed", scope: body.scope as "all" | "event" | "channel" }),
    fields: FIELDS,
    action: "create the discount code",
    to: "/admin/discount-codes",
    session,
  });
}

function discountText(row: AdminDiscountCodeData): string {
  return row.discount_type === "percentage" ? `${row.value / 100} %` : formatMoney(row.value);
}

export default function AdminDiscountCodes() {
  const { t } = useTranslation("admin-catalogue");
  const { codes } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("discount-code", () => import("~shared/schemas/admin-catalogue").then((m) => m.discountCodeSchema), lastResult, {
    discount_type: "percentage",
    scope: "all",
  });
  return (
    <section aria-labelledby="codes-title" className="space-y-6">
      <header>
        <h1 id="codes-title" className="font-display text-3xl">
          {t("codes.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("codes.description")}</p>
      </header>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4" aria-labelledby="codes-create">
        <h2 id="codes-create" className="text-xl font-semibold">
          {t("codes.create")}
        </h2>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("codes.code")} hint={t("codes.codeHint")} {...getInputProps(fields.code, { type: "text" })} maxLength={DISCOUNT_CODE_MAX} errors={fields.code.errors} />
          <SelectField
            label={t("codes.type")}
            {...getSelectProps(fields.discount_type)}
            options={[
              { value: "percentage", label: t("codes.percentage") },
              { value: "fixed", label: t("codes.fixed") },
            ]}
            errors={fields.discount_type.errors}
          />
          <Field label={t("codes.value")} hint={t("codes.valueHint")} {...getInputProps(fields.value, { type: "text" })} inputMode="decimal" errors={fields.value.errors} />
          <Field label={t("codes.maxUses")} hint={t("codes.maxUsesHint")} {...getInputProps(fields.max_uses, { type: "text" })} inputMode="numeric" errors={fields.max_uses.errors} />
          <Field label={t("codes.expiresOn")} hint={t("codes.expiresOnHint")} {...getInputProps(fields.expires_on, { type: "date" })} errors={fields.expires_on.errors} />
          <SelectField
            label={t("codes.scope")}
            {...getSelectProps(fields.scope)}
            options={[
              { value: "all", label: t("codes.scopeAll") },
              { value: "event", label: t("codes.scopeEvent") },
              { value: "channel", label: t("codes.scopeChannel") },
            ]}
            errors={fields.scope.errors}
          />
          <Field label={t("codes.scopeId")} hint={t("codes.scopeIdHint")} {...getInputProps(fields.scope_id, { type: "text" })} inputMode="numeric" errors={fields.scope_id.errors} />
        </div>
        <Button type="submit" variant="primary" pending={pending}>
          {t("codes.submit")}
        </Button>
      </Form>
      <p>{t("codes.total", { count: codes.pagination.total })}</p>
      <Table<AdminDiscountCodeData>
        wide
        caption={t("codes.caption")}
        captionHidden
        rows={codes.rows}
        rowKey={(row) => row.id}
        empty={t("codes.empty")}
        columns={[
          { key: "code", header: t("codes.code"), kind: "reference", cell: (row) => <code>{row.code}</code> },
          { key: "discount", header: t("codes.discount"), kind: "number", cell: discountText },
          {
            key: "for",
            header: t("codes.for"),
            cell: (row) => (row.event_id ? t("codes.event", { id: row.event_id }) : row.channel_id ? t("codes.channel", { id: row.channel_id }) : t("codes.everything")),
          },
          {
            key: "uses",
            header: t("codes.uses"),
            cell: (row) => (row.max_redemptions === null ? t("codes.unlimited", { used: row.redemptions }) : t("codes.limited", { used: row.redemptions, max: row.max_redemptions })),
          },
          { key: "expires", header: t("codes.expires"), kind: "date", cell: (row) => (row.valid_until ? formatDate(new Date(new Date(row.valid_until).getTime() - 1)) : t("codes.never")) },
          { key: "state", header: t("codes.state"), cell: (row) => <StatusBadge status={row.active ? t("codes.active") : t("codes.inactive")} tone={row.active ? "success" : "neutral"} /> },
          {
            key: "switch",
            header: "",
            cell: (row) => (
              <Form method="post">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="active" value={row.active ? "false" : "true"} />
                <Button type="submit" variant="secondary">
                  {row.active ? t("codes.switchOff", { code: row.code }) : t("codes.switchOn", { code: row.code })}
                </Button>
              </Form>
            ),
          },
        ]}
      />
      <Pagination currentPage={codes.pagination.current_page} pageCount={codes.pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
