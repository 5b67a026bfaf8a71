// Change password (/change-password, spec 002 §2.7, §5 variant one). A user who logged in with a
// temporary password is confined here (requireUser sends them back) and sees the red notice
// "Please change auto generated password". Success flashes "Success!" and goes to /profile, or to
// /home with ?next=home (the spec's two variants).
import { getFormProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, PasswordChangeFields, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Alert, Button } from "~/components/ui";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { changePassword } from "~/server-only/change-password.server";
import { documentTitle } from "~/lib/document-title";
import { changePasswordWithSpecialSchema } from "~shared/schemas/account";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = routeStrings({ auth: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.changePassword.title) }];

/** Where success leads: /home for ?next=home, otherwise /profile. */
function destination(next: FormDataEntryValue | string | null): "/home" | "/profile" {
  return next === "home" ? "/home" : "/profile";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context, { allowPasswordReset: true });
  const next = new URL(request.url).searchParams.get("next") === "home" ? "home" : "";
  return { isPasswordReset: user.is_password_reset === 1, next };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context, { allowPasswordReset: true });
  const formData = await readFormData(request);
  const outcome = await changePassword(request, token, formData, changePasswordWithSpecialSchema);
  if (!outcome.changed) return data(outcome.result, { status: outcome.status });
  return redirectWithToast(destination(formData.get("next")), { type: "success", message: outcome.message }, { session });
}

export default function ChangePassword() {
  const { t } = useTranslation("auth");
  const { isPasswordReset, next } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("change-password", () => import("~shared/schemas/account").then((m) => m.changePasswordWithSpecialSchema), lastResult);

  return (
    <FormPage title={t("changePassword.title")} description={t("changePassword.description")} width="md">
      {isPasswordReset ? (
        <Alert tone="error" title={null}>
          <strong>{t("changePassword.resetNotice")}</strong>
        </Alert>
      ) : null}
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <PasswordChangeFields
          fields={fields}
          labels={{
            oldPassword: isPasswordReset ? t("changePassword.temporaryPassword") : t("changePassword.oldPassword"),
            oldPasswordHint: isPasswordReset ? t("changePassword.temporaryPasswordHint") : undefined,
            newPassword: t("changePassword.newPassword"),
            newPasswordHint: t("changePassword.newPasswordHint"),
            passwordConfirmation: t("changePassword.passwordConfirmation"),
          }}
        />
        <Button type="submit" variant="primary" fullWidth pending={pending}>
          {t("changePassword.submit")}
        </Button>
      </Form>
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
