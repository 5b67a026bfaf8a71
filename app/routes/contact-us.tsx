// Contact Us (/contact-us, spec 000 §2, §5, §8): full name, email, mobile and query, each required;
// "Success!" with the server's message, or "Unable to send message, Please contact admin." when the
// call fails. A plain POST form; a field hidden from people catches bots (same answer, nothing kept).
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, HoneypotField, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { getSessionUser } from "~/server-only/auth.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/document-title";
import { contactSchema } from "~shared/schemas/contact";
import { QUERY_MAX } from "~shared/schemas/contact-limits";
import strings from "~/locales/en-GB/contact.json";

export const handle = { ...routeStrings({ contact: strings }), sameForEveryVisitor: true };

export const meta: MetaFunction = (args) => pageMeta({ title: strings.title, description: strings.description }, args);

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await getSessionUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: contactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const answer = await apiFor(request, viewer?.token ?? null).post("contact-us", { ...submission.value, website: submission.value.website ?? "" });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["full_name", "email", "mobile", "query"], action: "send message" });
    return data(result, { status });
  }
  return redirectWithToast("/contact-us", { type: "success", title: "Success!", message: answer.message }, { request });
}

export default function ContactUs() {
  const { t } = useTranslation("contact");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("contact-us", () => import("~shared/schemas/contact").then((m) => m.contactSchema), lastResult);
  return (
    <FormPage title={t("title")} description={t("description")} width="md">
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <Field label={t("fullName")} {...getInputProps(fields.full_name, { type: "text" })} autoComplete="name" errors={fields.full_name.errors} />
        <Field label={t("email")} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" errors={fields.email.errors} />
        <Field label={t("mobile")} {...getInputProps(fields.mobile, { type: "tel" })} autoComplete="tel" placeholder="07xxxxxxxxx" errors={fields.mobile.errors} />
        <TextareaField label={t("query")} {...getTextareaProps(fields.query)} rows={6} maxLength={QUERY_MAX} errors={fields.query.errors} />
        <HoneypotField label={t("website")} />
        <Button type="submit" variant="primary" pending={pending}>
          {t("submit")}
        </Button>
      </Form>
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
