// The category tree (/admin/categories): add a category (events, channels or both; top level or
// under a top-level one), rename or move each, hide or show it, and delete one that nothing uses (a
// category in use offers Hide instead). Plain POST forms; after a change, back here with a toast.
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field, SelectField, StatusBadge, Table } from "~/components/ui";
import { submitPageForm } from "~/server-only/admin-forms.server";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { CATEGORY_NAME_MAX, categoryDeleteSchema, categoryUpdateSchema, categoryVisibilitySchema, newCategorySchema } from "~shared/schemas/admin-catalogue";
import strings from "~/locales/en-GB/admin-catalogue.json";
import type { AdminCategoryData } from "~server/api/contract";

export const handle = routeStrings({ "admin-catalogue": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.categories.title) }];

const HERE = "/admin/categories";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/categories");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the categories");
  return { categories: answer.data };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const api = apiFor(request, token);
  const intent = form.get("intent");
  if (intent === "create") {
    return submitPageForm({
      form,
      schema: newCategorySchema,
      post: () => api.post("admin/categories", { name: text(form, "name"), kind: text(form, "kind") as "event" | "channel" | "both", parent_id: text(form, "parent_id") }),
      fields: ["name", "kind", "parent_id"],
      action: "add the category",
      to: HERE,
      session,
    });
  }
  // The row forms: each answers with a toast (an error's message too), back on the tree.
  const schema = intent === "update" ? categoryUpdateSchema : intent === "visibility" ? categoryVisibilitySchema : categoryDeleteSchema;
  const submission = parseWithZod(form, { schema });
  const id = text(form, "id");
  const answer =
    submission.status !== "success"
      ? null
      : intent === "update"
        ? await api.post("admin/category-update", { id, name: text(form, "name"), parent_id: text(form, "parent_id") })
        : intent === "visibility"
          ? await api.post("admin/category-visibility", { id, hidden: text(form, "hidden") as "true" | "false" })
          : await api.post("admin/category-delete", { id });
  if (!answer) {
    const messages = Object.values(submission.reply().error ?? {}).flat();
    return redirectWithToast(HERE, { type: "error", title: "Error!", message: String(messages[0] ?? strings.categories.title) }, { session });
  }
  const toast = answer.success ? { type: "success" as const, title: "Success!", message: answer.message } : { type: "error" as const, title: "Error!", message: answer.message };
  return redirectWithToast(HERE, toast, { session });
}

export default function AdminCategories() {
  const { t } = useTranslation("admin-catalogue");
  const { categories } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("category", () => import("~shared/schemas/admin-catalogue").then((m) => m.newCategorySchema), lastResult, { kind: "both" });
  const topLevel = categories.filter((row) => row.parent_id === null);
  const kinds = [
    { value: "both", label: t("categories.kindBoth") },
    { value: "event", label: t("categories.kindEvent") },
    { value: "channel", label: t("categories.kindChannel") },
  ];
  const parents = (except: number | null) => [
    { value: "", label: t("categories.topLevel") },
    ...topLevel.filter((row) => row.id !== except).map((row) => ({ value: String(row.id), label: row.name })),
  ];
  return (
    <section aria-labelledby="categories-title" className="space-y-6">
      <header>
        <h1 id="categories-title" className="font-display text-3xl">
          {t("categories.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("categories.description")}</p>
      </header>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4" aria-labelledby="categories-create">
        <h2 id="categories-create" className="text-xl font-semibold">
          {t("categories.create")}
        </h2>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("categories.name")} {...getInputProps(fields.name, { type: "text" })} maxLength={CATEGORY_NAME_MAX} errors={fields.name.errors} />
          <SelectField label={t("categories.kind")} {...getSelectProps(fields.kind)} options={kinds} errors={fields.kind.errors} />
          <SelectField label={t("categories.parent")} {...getSelectProps(fields.parent_id)} options={parents(null)} errors={fields.parent_id.errors} />
        </div>
        <Button type="submit" variant="primary" pending={pending}>
          {t("categories.submit")}
        </Button>
      </Form>
      <Table<AdminCategoryData>
        wide
        caption={t("categories.caption")}
        captionHidden
        rows={categories}
        rowKey={(row) => row.id}
        empty={t("categories.empty")}
        columns={[
          {
            key: "name",
            header: t("categories.name"),
            cell: (row) => (
              <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={t("categories.edit")}>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={row.id} />
                <Field
                  className={row.parent_id === null ? "font-semibold" : "pl-6"}
                  label={t("categories.nameOf", { name: row.name })}
                  name="name"
                  defaultValue={row.name}
                  maxLength={CATEGORY_NAME_MAX}
                  required
                />
                <SelectField label={t("categories.parentOf", { name: row.name })} name="parent_id" defaultValue={row.parent_id === null ? "" : String(row.parent_id)} options={parents(row.id)} />
                <Button type="submit" variant="secondary">
                  {t("categories.save", { name: row.name })}
                </Button>
              </Form>
            ),
          },
          { key: "kind", header: t("categories.kind"), cell: (row) => kinds.find((kind) => kind.value === row.kind)?.label ?? row.kind },
          { key: "used", header: t("categories.usedBy"), cell: (row) => t("categories.usage", { events: row.events, channels: row.channels }) },
          { key: "state", header: t("categories.state"), cell: (row) => <StatusBadge status={row.hidden ? t("categories.hiddenState") : t("categories.visible")} tone={row.hidden ? "neutral" : "success"} /> },
          {
            key: "actions",
            header: "",
            cell: (row) => (
              <div className="flex flex-wrap items-center gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="visibility" />
                  <input type="hidden" name="id" value={row.id} />
                  <input type="hidden" name="hidden" value={row.hidden ? "false" : "true"} />
                  <Button type="submit" variant="secondary">
                    {row.hidden ? t("categories.show", { name: row.name }) : t("categories.hide", { name: row.name })}
                  </Button>
                </Form>
                {row.events + row.channels > 0 ? (
                  <span className="text-sm text-ink-muted">{t("categories.inUse")}</span>
                ) : row.children > 0 ? (
                  <span className="text-sm text-ink-muted">{t("categories.hasChildren")}</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={row.id} />
                    <Button type="submit" variant="secondary">
                      {t("categories.delete", { name: row.name })}
                    </Button>
                  </Form>
                )}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
