// The pieces the FAQ and tutorial pages share: a category's add/edit form, the delete question
// (a page step that works without JavaScript), the edit and delete links of a row, and the order
// inputs of the lists' one order form. Each form posts to the page's own action with an intent.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useSchemaForm } from "~/components/forms";
import { Alert, Button, DialogPage, Field, LinkButton } from "~/components/ui";
import { contentCategorySchema } from "~shared/schemas/admin-content";

/** What an admin form's failed post answered (server-only/admin-forms.server.ts). */
export interface AdminFormReplyData {
  intent: string;
  result: SubmissionResult<string[]>;
}

/**
 * A short fingerprint of what a page loaded, for its forms' keys: a save changes it, so the forms
 * start again from the saved values (with JavaScript the redirect to the same page keeps them).
 */
export function versionOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

/** The reply for this form only (a page has several). */
export const replyFor = (reply: AdminFormReplyData | undefined, intent: string) => (reply?.intent === intent ? reply.result : undefined);

/** The messages of a reply, for a form that shows them together (an order form, a confirmation). */
export function replyMessages(reply: AdminFormReplyData | undefined, intent: string): string[] {
  if (!reply || reply.intent !== intent) return [];
  return [...new Set(Object.values(reply.result.error ?? {}).flatMap((messages) => messages ?? []))];
}

export function CategoryForm({ list, category, title, reply }: { list: string; category: { id: number; name: string } | null; title: string; reply: AdminFormReplyData | undefined }) {
  const { t } = useTranslation("admin-content");
  const intent = category ? "edit-category" : "add-category";
  const [form, fields] = useSchemaForm(intent, contentCategorySchema, replyFor(reply, intent), category ? { name: category.name } : undefined);
  return (
    <Form method="post" action={list} {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4">
      <h2 className="font-display text-xl">{title}</h2>
      <FormErrors form={form} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <Field label={t("common.name")} {...getInputProps(fields.name, { type: "text" })} maxLength={100} errors={fields.name.errors} />
      <SubmitOrCancel list={list} intent={intent} editing={category !== null} />
    </Form>
  );
}

/** A form's submit (Add, or Save when editing, beside a Cancel back to the list). */
export function SubmitOrCancel({ list, intent, editing }: { list: string; intent: string; editing: boolean }) {
  const { t } = useTranslation("admin-content");
  return (
    <div className="flex gap-3">
      <Button type="submit" name="intent" value={intent} variant="primary">
        {t(editing ? "common.save" : "common.add")}
      </Button>
      {editing ? (
        <LinkButton to={list} variant="secondary">
          {t("common.cancel")}
        </LinkButton>
      ) : null}
    </div>
  );
}

/** The question a delete asks first: Yes posts the delete, Cancel goes back to the list. */
export function ConfirmDelete({ list, title, text, intent, id, reply }: { list: string; title: string; text: string; intent: string; id: number; reply: AdminFormReplyData | undefined }) {
  const { t } = useTranslation("admin-content");
  const messages = replyMessages(reply, intent);
  return (
    <DialogPage title={title}>
      {messages.length ? (
        <Alert tone="error" className="mb-4">
          {messages.join(" ")}
        </Alert>
      ) : null}
      <Form method="post" action={list} className="space-y-4">
        <p>{text}</p>
        <input type="hidden" name="id" value={id} />
        <div className="flex gap-3">
          <Button type="submit" name="intent" value={intent} variant="danger">
            {t("common.yesDelete")}
          </Button>
          <LinkButton to={list} variant="secondary">
            {t("common.cancel")}
          </LinkButton>
        </div>
      </Form>
    </DialogPage>
  );
}

/** A row's Edit and Delete links: `?edit-<kind>=ID` and `?delete-<kind>=ID` of the list. */
export function RowLinks({ list, kind, id, label }: { list: string; kind: string; id: number; label: string }) {
  const { t } = useTranslation("admin-content");
  return (
    <span className="flex gap-3">
      <Link to={`${list}?edit-${kind}=${id}`} className="underline" aria-label={`${t("common.edit")}: ${label}`}>
        {t("common.edit")}
      </Link>
      <Link to={`${list}?delete-${kind}=${id}`} className="text-error underline" aria-label={`${t("common.delete")}: ${label}`}>
        {t("common.delete")}
      </Link>
    </span>
  );
}

/** One row's order number in the order form (Conform's `<list>[index].id` and `.sort`). */
export function OrderInput({ list, index, id, sort, label }: { list: "categories" | "entries"; index: number; id: number; sort: number; label: string }) {
  const { t } = useTranslation("admin-content");
  return (
    <>
      <input type="hidden" name={`${list}[${index}].id`} value={id} />
      <input
        type="number"
        name={`${list}[${index}].sort`}
        min={0}
        max={9999}
        defaultValue={sort}
        aria-label={`${t("common.order")}: ${label}`}
        className="w-20 rounded border border-line-strong px-2 py-1"
      />
    </>
  );
}

/** A category with its entries, its order input and links, as both lists show it. */
export function CategoryBlock({ list, category, index, children }: { list: string; category: { id: number; name: string; sort: number }; index: number; children: React.ReactNode }) {
  return (
    <div className="space-y-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-4">
        <OrderInput list="categories" index={index} id={category.id} sort={category.sort} label={category.name} />
        <h2 className="font-display text-xl">{category.name}</h2>
        <RowLinks list={list} kind="category" id={category.id} label={category.name} />
      </div>
      {children}
    </div>
  );
}

/** The list's order form: the categories with their entries, and Save. */
export function OrderForm({ list, reply, empty, children }: { list: string; reply: AdminFormReplyData | undefined; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation("admin-content");
  const messages = replyMessages(reply, "order");
  return (
    <Form method="post" action={list} className="space-y-6" aria-label={t("common.saveOrder")}>
      {messages.length ? <Alert tone="error">{messages.join(" ")}</Alert> : null}
      {empty ? <p>{t("common.empty")}</p> : children}
      {empty ? null : (
        <Button type="submit" name="intent" value="order" variant="primary">
          {t("common.saveOrder")}
        </Button>
      )}
    </Form>
  );
}

export function ListHeader({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <header>
      <h1 id={id} className="font-display text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-ink-muted">{description}</p>
    </header>
  );
}
