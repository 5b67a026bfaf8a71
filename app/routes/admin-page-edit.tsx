// One content page's edit form (/admin/pages/:id): title, subtitle and HTML body. The API stores the
// body through the site's sanitiser, and the public page sanitises it again as it is shown.
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { ListHeader, SubmitOrCancel, replyFor } from "~/components/admin/content-forms";
import { FormErrors, useSchemaForm } from "~/components/forms";
import { Field, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { submitAdminForm, unknownIntent } from "~/server-only/admin-forms.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { contentPageSchema, contentPageUpdateSchema } from "~shared/schemas/admin-content";
import strings from "~/locales/en-GB/admin-content.json";
import type { AdminContentPageData } from "~server/api/contract";

export const handle = routeStrings({ "admin-content": strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: documentTitle(loaded ? strings.pages.editTitle.replace("{{name}}", loaded.page.name) : strings.pages.title) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/pages/:id", { params: { id: params.id ?? "" } });
  if (answer.status === 404) throw data({ message: "Page not found" }, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch details");
  return { page: answer.data };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { session, token } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "save") return unknownIntent(intent);
  // The page is the one of the URL, whatever the form says.
  form.set("id", params.id ?? "");
  return submitAdminForm({
    form,
    intent,
    schema: contentPageUpdateSchema,
    post: (value) => apiFor(request, token).post("admin/pages/update", { ...value, sub_title: value.sub_title ?? "" }),
    to: `/admin/pages/${params.id ?? ""}`,
    session,
  });
}

export default function AdminPageEdit() {
  const { page } = useLoaderData<typeof loader>();
  // A saved page is a new form: with JavaScript the redirect does not remount it by itself.
  return <PageForm key={page.updated_at} page={page} />;
}

function PageForm({ page }: { page: AdminContentPageData }) {
  const { t } = useTranslation("admin-content");
  const reply = useActionData<typeof action>();
  const [form, fields] = useSchemaForm("save", contentPageSchema, replyFor(reply, "save"), { name: page.name, sub_title: page.sub_title ?? "", value: page.value });
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <ListHeader id="page-title" title={t("pages.editTitle", { name: page.name })} description={t("pages.description")} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4">
        <FormErrors form={form} />
        <Field label={t("pages.name")} {...getInputProps(fields.name, { type: "text" })} maxLength={200} errors={fields.name.errors} />
        <Field label={t("pages.subTitle")} {...getInputProps(fields.sub_title, { type: "text" })} maxLength={300} errors={fields.sub_title.errors} />
        <TextareaField label={t("pages.body")} hint={t("pages.bodyHint")} {...getTextareaProps(fields.value)} rows={16} errors={fields.value.errors} />
        <SubmitOrCancel list="/admin/pages" intent="save" editing />
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
