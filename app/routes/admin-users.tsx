// Users (/admin/users): search by name or e-mail (a GET form), 25 a page; per user the role, when
// activated, deactivated and created. A role change asks for the admin's own password on a page step
// (?confirm=role&user=ID); deactivation asks first too (?confirm=deactivate&user=ID) since it ends
// every session of the account. Reactivation is one button. An admin cannot demote or deactivate themself.
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Alert, Button, DialogPage, Field, LinkButton, Pagination, StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireAdmin } from "~/server-only/auth.server";
import { failureMessage, throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDate } from "~shared/dates";
import { adminRoleSchema } from "~shared/schemas/admin-people";
import strings from "~/locales/en-GB/admin-people.json";
import type { AdminPage, AdminUserData } from "~server/api/contract";

export const handle = routeStrings({ "admin-people": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.users.title} · Admin`) }];

/** The list as it was (search and page), to come back to after an action. */
function listPath(q: string, page: string): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page && page !== "1") search.set("page", page);
  const text = search.toString();
  return text ? `/admin/users?${text}` : "/admin/users";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user: me } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const page = url.searchParams.get("page") ?? "";
  const answer = await apiFor(request, token).get("admin/users", { query: { q, page } });
  if (answer.status === 422) {
    const empty: AdminPage<AdminUserData> = { rows: [], pagination: { current_page: 1, per_page: 25, total: 0, last_page: 1 } };
    return data({ users: empty, q, page, me: me.id, invalid: answer.message, confirm: null }, { status: 422 });
  }
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch users");
  // The confirmation step names a user on this page of the list.
  const step = url.searchParams.get("confirm");
  const target = answer.data.rows.find((row) => String(row.id) === url.searchParams.get("user"));
  const confirm = (step === "role" || step === "deactivate") && target && target.id !== me.id ? { step, user: target } : null;
  return { users: answer.data, q, page, me: me.id, invalid: null, confirm };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const back = listPath(String(formData.get("q") ?? "").slice(0, 60), String(formData.get("page") ?? "").slice(0, 6));
  const api = apiFor(request, token);
  if (formData.get("intent") === "role") {
    const submission = parseWithZod(formData, { schema: adminRoleSchema });
    if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 422 });
    const answer = await api.post("admin/user-role", submission.value);
    if (!answer.success) {
      const { result, status } = refusalReply(submission, answer, { fields: ["password"], action: "change the role", hideFields: ["password"] });
      return data(result, { status });
    }
    return redirectWithToast(back, { type: "success", title: "Success!", message: answer.message }, { session });
  }
  const status = formData.get("intent") === "reactivate" ? "active" : "deactivated";
  const answer = await api.post("admin/user-status", { user_id: String(formData.get("user_id") ?? "").slice(0, 20), status });
  const toast = answer.success ? ({ type: "success", title: "Success!", message: answer.message } as const) : ({ type: "error", title: "Error!", message: failureMessage(answer, "change the account") } as const);
  return redirectWithToast(back, toast, { session });
}

function RoleStep({ user, q, page }: { user: AdminUserData; q: string; page: string }) {
  const { t } = useTranslation("admin-people");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting("role");
  const [form, fields] = useSchemaForm("admin-role", adminRoleSchema, lastResult);
  const role = user.role === "admin" ? "user" : "admin";
  return (
    <DialogPage title={t("users.roleTitle", { name: user.full_name, role: t(`users.roles.${role}`) })}>
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="user_id" value={user.id} />
        <input type="hidden" name="role" value={role} />
        <input type="hidden" name="q" value={q} />
        <input type="hidden" name="page" value={page} />
        <Field label={t("users.password")} hint={t("users.roleHint")} {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" errors={fields.password.errors} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="role" variant="primary" pending={pending}>
            {t("users.confirmRole")}
          </Button>
          <LinkButton to={listPath(q, page)} variant="secondary">
            {t("users.cancel")}
          </LinkButton>
        </div>
      </Form>
    </DialogPage>
  );
}

function DeactivateStep({ user, q, page }: { user: AdminUserData; q: string; page: string }) {
  const { t } = useTranslation("admin-people");
  const pending = useIsSubmitting("deactivate");
  return (
    <DialogPage title={t("users.deactivateTitle", { name: user.full_name })}>
      <p>{t("users.deactivateText")}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="user_id" value={user.id} />
        <input type="hidden" name="q" value={q} />
        <input type="hidden" name="page" value={page} />
        <Button type="submit" name="intent" value="deactivate" variant="danger" pending={pending}>
          {t("users.confirmDeactivate")}
        </Button>
        <LinkButton to={listPath(q, page)} variant="secondary">
          {t("users.cancel")}
        </LinkButton>
      </Form>
    </DialogPage>
  );
}

export default function AdminUsers() {
  const { t } = useTranslation("admin-people");
  const { users, q, page, me, invalid, confirm } = useLoaderData<typeof loader>();
  if (confirm?.step === "role") return <RoleStep user={confirm.user} q={q} page={page} />;
  if (confirm?.step === "deactivate") return <DeactivateStep user={confirm.user} q={q} page={page} />;
  const stepPath = (step: string, id: number) => `${listPath(q, page)}${q || (page && page !== "1") ? "&" : "?"}confirm=${step}&user=${id}`;
  return (
    <section aria-labelledby="users-title" className="space-y-6">
      <header>
        <h1 id="users-title" className="font-display text-3xl">
          {t("users.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("users.description")}</p>
      </header>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-4 rounded-card border border-line bg-surface p-4">
        <Field label={t("users.search")} name="q" type="search" defaultValue={q} maxLength={60} />
        <Button type="submit" variant="primary">
          {t("users.apply")}
        </Button>
        <Link to="/admin/users" className="underline">
          {t("users.reset")}
        </Link>
      </Form>
      {invalid ? <Alert tone="error">{invalid}</Alert> : <p>{t("users.total", { count: users.pagination.total })}</p>}
      <Table<AdminUserData>
        wide
        caption={t("users.caption")}
        captionHidden
        rows={users.rows}
        rowKey={(row) => row.id}
        empty={t("users.empty")}
        columns={[
          { key: "name", header: t("users.name"), cell: (row) => row.full_name },
          { key: "email", header: t("users.email"), kind: "reference", cell: (row) => row.email },
          { key: "role", header: t("users.role"), cell: (row) => t(`users.roles.${row.role}`) },
          { key: "activated", header: t("users.activated"), kind: "date", cell: (row) => (row.activated_at ? formatDate(new Date(row.activated_at)) : t("users.no")) },
          {
            key: "deactivated",
            header: t("users.deactivated"),
            cell: (row) => (row.deactivated_at ? <StatusBadge status={`${t("users.deactivated")} ${formatDate(new Date(row.deactivated_at))}`} tone="error" /> : t("users.active")),
          },
          { key: "created", header: t("users.created"), kind: "date", cell: (row) => formatDate(new Date(row.created_at)) },
          {
            key: "actions",
            header: t("users.actions"),
            cell: (row) =>
              row.id === me ? (
                t("users.you")
              ) : (
                <div className="flex flex-wrap gap-2">
                  <LinkButton to={stepPath("role", row.id)} variant="secondary" aria-label={`${row.role === "admin" ? t("users.makeUser") : t("users.makeAdmin")}: ${row.email}`}>
                    {row.role === "admin" ? t("users.makeUser") : t("users.makeAdmin")}
                  </LinkButton>
                  {row.deactivated_at ? (
                    <Form method="post">
                      <input type="hidden" name="user_id" value={row.id} />
                      <input type="hidden" name="q" value={q} />
                      <input type="hidden" name="page" value={page} />
                      <Button type="submit" name="intent" value="reactivate" variant="secondary" aria-label={`${t("users.reactivate")}: ${row.email}`}>
                        {t("users.reactivate")}
                      </Button>
                    </Form>
                  ) : (
                    <LinkButton to={stepPath("deactivate", row.id)} variant="danger" aria-label={`${t("users.deactivate")}: ${row.email}`}>
                      {t("users.deactivate")}
                    </LinkButton>
                  )}
                </div>
              ),
          },
        ]}
      />
      <Pagination currentPage={users.pagination.current_page} pageCount={users.pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
