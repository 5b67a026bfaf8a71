// FAQs (/admin/faqs): the help centre's categories and questions, in the order /help shows them.
// Add and edit forms (?edit-category=ID, ?edit-faq=ID open an edit form), one order form with a
// number per row and Save, and a delete that asks first (?delete-category=ID, ?delete-faq=ID: a
// page step that works without JavaScript). Every form posts here and redirects on success.
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
import { contentCategorySchema, contentCategoryUpdateSchema, faqSchema, faqUpdateSchema, orderSchema, rowIdSchema } from "~shared/schemas/admin-content";
import strings from "~/locales/en-GB/admin-content.json";
import type { AdminContentCategoryData, AdminFaqData } from "~server/api/contract";

export const handle = routeStrings({ "admin-content": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.faqs.title) }];

const LIST = "/admin/faqs";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/faqs");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the FAQs");
  const { categories, faqs } = answer.data;
  const url = new URL(request.url);
  return {
    categories,
    faqs,
    editCategory: stepOf(url, "edit-category", categories),
    editFaq: stepOf(url, "edit-faq", faqs),
    deleteCategory: stepOf(url, "delete-category", categories),
    deleteFaq: stepOf(url, "delete-faq", faqs),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const api = apiFor(request, token);
  const common = { form, intent, to: LIST, session };
  switch (intent) {
    case "add-category":
      return submitAdminForm({ ...common, schema: contentCategorySchema, post: (value) => api.post("admin/faq-categories/create", value) });
    case "edit-category":
      return submitAdminForm({ ...common, schema: contentCategoryUpdateSchema, post: (value) => api.post("admin/faq-categories/update", value) });
    case "delete-category":
      return submitAdminForm({ ...common, schema: rowIdSchema, post: (value) => api.post("admin/faq-categories/delete", value) });
    case "add-faq":
      return submitAdminForm({ ...common, schema: faqSchema, post: (value) => api.post("admin/faqs/create", value) });
    case "edit-faq":
      return submitAdminForm({ ...common, schema: faqUpdateSchema, post: (value) => api.post("admin/faqs/update", value) });
    case "delete-faq":
      return submitAdminForm({ ...common, schema: rowIdSchema, post: (value) => api.post("admin/faqs/delete", value) });
    case "order":
      return submitAdminForm({ ...common, schema: orderSchema, post: (value) => api.post("admin/faqs/order", value) });
    default:
      return unknownIntent(intent);
  }
}

function FaqForm({ faq, categories, reply }: { faq: AdminFaqData | null; categories: AdminContentCategoryData[]; reply: AdminFormReplyData | undefined }) {
  const { t } = useTranslation("admin-content");
  const intent = faq ? "edit-faq" : "add-faq";
  const [form, fields] = useSchemaForm(
    intent,
    faqSchema,
    replyFor(reply, intent),
    faq ? { category_id: String(faq.category_id), question: faq.question, answer: faq.answer } : undefined,
  );
  return (
    <Form method="post" action={LIST} {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4">
      <h2 className="font-display text-xl">{t(faq ? "faqs.editQuestion" : "faqs.addQuestion")}</h2>
      <FormErrors form={form} />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <SelectField
        label={t("common.category")}
        {...getSelectProps(fields.category_id)}
        placeholder={t("common.category")}
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        errors={fields.category_id.errors}
      />
      <Field label={t("faqs.question")} {...getInputProps(fields.question, { type: "text" })} maxLength={300} errors={fields.question.errors} />
      <TextareaField label={t("faqs.answer")} hint={t("faqs.answerHint")} {...getTextareaProps(fields.answer)} rows={6} errors={fields.answer.errors} />
      <SubmitOrCancel list={LIST} intent={intent} editing={faq !== null} />
    </Form>
  );
}

export default function AdminFaqs() {
  const { t } = useTranslation("admin-content");
  const { categories, faqs, editCategory, editFaq, deleteCategory, deleteFaq } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (deleteCategory) {
    const count = faqs.filter((faq) => faq.category_id === deleteCategory.id).length;
    const title = t("faqs.deleteCategoryTitle", { name: deleteCategory.name });
    return <ConfirmDelete list={LIST} title={title} text={t("faqs.deleteCategoryText", { count })} intent="delete-category" id={deleteCategory.id} reply={reply} />;
  }
  if (deleteFaq) {
    const title = t("faqs.deleteQuestionTitle", { name: deleteFaq.question });
    return <ConfirmDelete list={LIST} title={title} text={t("faqs.deleteQuestionText")} intent="delete-faq" id={deleteFaq.id} reply={reply} />;
  }
  // Conform reads the order form's rows as `entries[0].sort`, …: one index per question.
  const version = versionOf([categories, faqs]);
  const entryIndex = new Map(faqs.map((faq, index) => [faq.id, index]));
  return (
    <section aria-labelledby="faqs-title" className="space-y-6">
      <ListHeader id="faqs-title" title={t("faqs.title")} description={t("faqs.description")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CategoryForm key={`category-${editCategory?.id ?? "new"}-${version}`} list={LIST} category={editCategory} title={t(editCategory ? "faqs.editCategory" : "faqs.addCategory")} reply={reply} />
        <FaqForm key={`faq-${editFaq?.id ?? "new"}-${version}`} faq={editFaq} categories={categories} reply={reply} />
      </div>
      <OrderForm list={LIST} reply={reply} empty={categories.length === 0}>
        {categories.map((category, index) => (
          <CategoryBlock key={category.id} list={LIST} category={category} index={index}>
            <Table<AdminFaqData>
              wide
              caption={category.name}
              captionHidden
              rows={faqs.filter((faq) => faq.category_id === category.id)}
              rowKey={(row) => row.id}
              empty={t("faqs.noQuestions")}
              columns={[
                {
                  key: "order",
                  header: t("common.order"),
                  cell: (row) => <OrderInput list="entries" index={entryIndex.get(row.id) ?? 0} id={row.id} sort={row.sort} label={row.question} />,
                },
                { key: "question", header: t("faqs.question"), cell: (row) => row.question },
                { key: "actions", header: t("common.actions"), cell: (row) => <RowLinks list={LIST} kind="faq" id={row.id} label={row.question} /> },
              ]}
            />
          </CategoryBlock>
        ))}
      </OrderForm>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
