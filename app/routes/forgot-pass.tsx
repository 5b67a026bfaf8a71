// Forgot password (spec 000 §2, §5): an email; the API mails a temporary password. The result
// (its message, or the server's refusal) shows inline above the form.
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Alert, Button, Field } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { refusalReply } from "~/server-only/api-replies.server";
import { requireAnonymous } from "~/server-only/auth.server";
import { documentTitle } from "~/lib/document-title";
import { forgotPasswordSchema } from "~shared/schemas/account";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = { ...routeStrings({ auth: strings }), sameForEveryVisitor: true };

export const meta: MetaFunction = () => [{ title: documentTitle(strings.forgot.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: null }, { status: 400 });
  }
  const answer = await apiFor(request).post("forgot-password", submission.value);
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["email"], action: "send temporary password" });
    return data({ result, sent: null }, { status });
  }
  return { result: submission.reply({ resetForm: true }), sent: answer.message };
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("forgot-password", () => import("~shared/schemas/account").then((m) => m.forgotPasswordSchema), actionData?.result);

  return (
    <FormPage title={t("forgot.title")} description={t("forgot.description")} width="md">
      {actionData?.sent ? <Alert tone="success">{actionData.sent}</Alert> : null}
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <Field
          label={t("forgot.email")}
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          errors={fields.email.errors}
        />
        <Button type="submit" variant="primary" fullWidth pending={pending}>
          {t("forgot.submit")}
        </Button>
      </Form>
      <p className="text-sm">
        <Link className="underline" to="/login">{t("forgot.backToLogin")}</Link>
      </p>
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
