// Video tutorials (/admin/tutorials): the categories and videos /video-tutorial shows. Add, edit
// (?edit-category=ID, ?edit-tutorial=ID), order (one form, a number per row) and delete after a
// question (?delete-category=ID, ?delete-tutorial=ID), as on /admin/faqs.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { versionOf, CategoryBlock, CategoryForm, ConfirmDelete, ListHeader, OrderForm, OrderInput, RowLinks, SubmitOrCancel, replyFor, type AdminFormReplyData } from "~/components/admin/content-forms";
import { FormErrors, useSchemaForm } from "~/components/forms";
import { Field, SelectField, Table, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { stepOf, submitAdminForm, unknownIntent } from "~/server-only/admin-forms.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { htmlToText } from "~shared/text-cut";
import { contentCategorySchema, contentCategoryUpdateSchema, orderSchema, rowIdSchema, tutorialSchema, tutorialUpdateSchema } from "~shared/schemas/admin-content";
import strings from "~/locales/en-GB/admin-content.json";
import type { AdminContentCategoryData, AdminTutorialData } from "~server/api/contract";

export const handle = routeStrings({ "admin-content": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.tutorials.title) }];

const LIST = "/admin/tutorials";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/tutorials");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the tutorials");
  const { categories, tutorials } = answer.data;
  const url = new URL(request.url);
  return {
    categories,
    tutorials,
    editCategory: stepOf(url, "edit-category", categories),
    editTutorial: stepOf(url, "edit-tutorial", tutorials),
    deleteCategory: stepOf(url, "delete-category", categories),
    deleteTutorial: stepOf(url, "delete-tutorial", tutorials),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const api = apiFor(request, token);
  const common = { form, intent, to: LIST, session };
  // Optional addresses go over the wire as "" for none.
  const media = <T extends { captions_url: string | null }>(value: T) => ({ ...value, captions_url: value.captions_url ?? "" });
  switch (intent) {
    case "add-category":
      return submitAdminForm({ ...common, schema: contentCategorySchema, post: (value) => api.post("admin/tutorial-categories/create", value) });
    case "edit-category":
      return submitAdminForm({ ...common, schema: contentCategoryUpdateSchema, post: (value) => api.post("admin/tutorial-categories/update", value) });
    case "delete-category":
      return submitAdminForm({ ...common, schema: rowIdSchema, post: (value) => api.post("admin/tutorial-categories/delete", value) });
    case "add-tutorial":
      return submitAdminForm({ ...common, schema: tutorialSchema, post: (value) => api.post("admin/tutorials/create", media(value)) });
    case "edit-tutorial":
      return submitAdminForm({ ...common, schema: tutorialUpdateSchema, post: (value) => api.post("admin/tutorials/update", media(value)) });
    case "delete-tutorial":
      return submitAdminForm({ ...common, schema: rowIdSchema, post: (value) => api.post("admin/tutorials/delete", value) });
    case "order":
      return submitAdminForm({ ...common, schema: orderSchema, post: (value) => api.post("admin/tutorials/order", value) });
    default:
      return unknownIntent(intent);
  }
}

function TutorialForm({ tutorial, categories, reply }: { tutorial: AdminTutorialData | null; categories: AdminContentCategoryData[]; reply: AdminFormReplyData | undefined }) {
  const { t } = useTranslation("admin-content");
  const intent = tutorial ? "edit-tutorial" : "add-tutorial";
  const [form, fields] = useSchemaForm(
    intent,
    tutorialSchema,
    replyFor(reply, intent),
    tutorial
      ? { category_id: String(tutorial.category_id), description: tutorial.description, video_url: tutorial.video_url, captions_url: tutorial.captions_url ?? "" }
      : undefined,
  );
  return (
    <Form method="post" action={LIST} {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4">
      <h2 className="font-display text-xl">{t(tutorial ? "tutorials.editTutorial" : "tutorials.addTutorial")}</h2>
      <FormErrors form={form} />
      {tutorial ? <input type="hidden" name="id" value={tutorial.id} /> : null}
      <SelectField
        label={t("common.category")}
        {...getSelectProps(fields.category_id)}
        placeholder={t("common.category")}
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        errors={fields.category_id.errors}
      />
      <TextareaField label={t("tutorials.heading")} {...getTextareaProps(fields.description)} rows={3} errors={fields.description.errors} />
      <Field label={t("tutorials.videoUrl")} hint={t("tutorials.mediaHint")} {...getInputProps(fields.video_url, { type: "text" })} maxLength={500} errors={fields.video_url.errors} />
      <Field label={t("tutorials.captionsUrl")} {...getInputProps(fields.captions_url, { type: "text" })} maxLength={500} errors={fields.captions_url.errors} />
      <SubmitOrCancel list={LIST} intent={intent} editing={tutorial !== null} />
    </Form>
  );
}

export default function AdminTutorials() {
  const { t } = useTranslation("admin-content");
  const { categories, tutorials, editCategory, editTutorial, deleteCategory, deleteTutorial } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (deleteCategory) {
    const count = tutorials.filter((tutorial) => tutorial.category_id === deleteCategory.id).length;
    const title = t("tutorials.deleteCategoryTitle", { name: deleteCategory.name });
    return <ConfirmDelete list={LIST} title={title} text={t("tutorials.deleteCategoryText", { count })} intent="delete-category" id={deleteCategory.id} reply={reply} />;
  }
  if (deleteTutorial) {
    return (
      <ConfirmDelete list={LIST} title={t("tutorials.deleteTutorialTitle")} text={t("tutorials.deleteTutorialText")} intent="delete-tutorial" id={deleteTutorial.id} reply={reply} />
    );
  }
  const version = versionOf([categories, tutorials]);
  const entryIndex = new Map(tutorials.map((tutorial, index) => [tutorial.id, index]));
  return (
    <section aria-labelledby="tutorials-title" className="space-y-6">
      <ListHeader id="tutorials-title" title={t("tutorials.title")} description={t("tutorials.description")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CategoryForm
          key={`category-${editCategory?.id ?? "new"}-${version}`}
          list={LIST}
          category={editCategory}
          title={t(editCategory ? "tutorials.editCategory" : "tutorials.addCategory")}
          reply={reply}
        />
        <TutorialForm key={`tutorial-${editTutorial?.id ?? "new"}-${version}`} tutorial={editTutorial} categories={categories} reply={reply} />
      </div>
      <OrderForm list={LIST} reply={reply} empty={categories.length === 0}>
        {categories.map((category, index) => (
          <CategoryBlock key={category.id} list={LIST} category={category} index={index}>
            <Table<AdminTutorialData>
              wide
              caption={category.name}
              captionHidden
              rows={tutorials.filter((tutorial) => tutorial.category_id === category.id)}
              rowKey={(row) => row.id}
              empty={t("tutorials.noTutorials")}
              columns={[
                {
                  key: "order",
                  header: t("common.order"),
                  cell: (row) => <OrderInput list="entries" index={entryIndex.get(row.id) ?? 0} id={row.id} sort={row.sort} label={htmlToText(row.description)} />,
                },
                { key: "heading", header: t("tutorials.heading"), cell: (row) => htmlToText(row.description) },
                { key: "video", header: t("tutorials.videoUrl"), cell: (row) => <span className="break-all">{row.video_url}</span> },
                { key: "actions", header: t("common.actions"), cell: (row) => <RowLinks list={LIST} kind="tutorial" id={row.id} label={htmlToText(row.description)} /> },
              ]}
            />
          </CategoryBlock>
        ))}
      </OrderForm>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
