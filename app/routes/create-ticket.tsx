// Create ticket (/create-ticket, 002 §2.3, §5): title, type from the fixed list and message, each
// required; on success back to /tickets with "Success!" and the server's message. A plain POST form.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field, SelectField, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { newTicketSchema, TICKET_MESSAGE_MAX, TICKET_TITLE_MAX, TICKET_TYPES } from "~shared/schemas/tickets";
import strings from "~/locales/en-GB/tickets.json";

export const handle = routeStrings({ tickets: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.create.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: newTicketSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const answer = await apiFor(request, token).post("complaints", submission.value);
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["title", "type", "message"], action: "send complaint" });
    return data(result, { status });
  }
  return redirectWithToast("/tickets", { type: "success", title: "Success!", message: answer.message }, { session });
}

export default function CreateTicket() {
  const { t } = useTranslation("tickets");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("create-ticket", () => import("~shared/schemas/tickets").then((m) => m.newTicketSchema), lastResult);
  return (
    <FormPage title={t("create.title")} description={t("create.description")} width="md">
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <Field label={t("create.ticketTitle")} {...getInputProps(fields.title, { type: "text" })} maxLength={TICKET_TITLE_MAX} required errors={fields.title.errors} />
        <SelectField
          label={t("create.type")}
          {...getSelectProps(fields.type)}
          placeholder={t("create.typePlaceholder")}
          required
          options={TICKET_TYPES.map((type) => ({ value: type, label: type }))}
          errors={fields.type.errors}
        />
        <TextareaField label={t("create.message")} {...getTextareaProps(fields.message)} rows={6} maxLength={TICKET_MESSAGE_MAX} required errors={fields.message.errors} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="primary" pending={pending}>
            {t("create.submit")}
          </Button>
          <Link className="underline" to="/tickets">
            {t("create.back")}
          </Link>
        </div>
      </Form>
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
