// Login (spec 000 §2, §4, §5): email and password. The form is validated with the login schema
// (Conform, in the browser and here), then the API is asked (POST login). A refusal shows the
// server's message in an "Error!" alert (a server failure the "Unable to …" text); success starts a
// new session and goes to /change-password (temporary password), the `r` return path, or the API's url_redirect;
// a purchase queued by "Login Now ?" is resumed (app/server-only/booking.server.ts).
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus } from "~/server-only/api-replies.server";
import { requireAnonymous } from "~/server-only/auth.server";
import { failureMessage } from "~/server-only/failures.server";
import { afterLoginPath } from "~/server-only/login.server";
import { resumeQueuedPurchase } from "~/server-only/booking.server";
import { pageMeta } from "~/lib/document-title";
import { loginSchema } from "~shared/schemas/account";
import { commitSession, getSession, newSession } from "~/server-only/session.server";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

// For a visitor the form depends only on the URL (its return hint).
export const handle = { ...routeStrings({ auth: strings }), sameForEveryVisitor: true };

export const meta: MetaFunction = (args) => pageMeta({ title: strings.login.title, description: strings.login.description }, args);

function returnHint(value: FormDataEntryValue | string | null): string {
  return typeof value === "string" ? value.slice(0, 2000) : "";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return { r: returnHint(new URL(request.url).searchParams.get("r")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }

  const answer = await apiFor(request).post("login", submission.value);
  const user = answer.data;
  if (!answer.success || !user?.access_token) {
    // The API's refusal word for word (wrong password, unknown address, too many attempts …).
    const message = failureMessage(answer, "log in") || "Something went wrong";
    return data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status: pageStatus(answer) });
  }

  // A new session for the new user; only a purchase queued before logging in carries over.
  const previous = await getSession(request);
  const session = newSession();
  session.set("token", user.access_token);
  session.set("userId", user.id);
  const queued = previous.get("queuedPurchase");
  if (queued) session.set("queuedPurchase", queued);

  // A purchase queued before logging in ("Login Now ?") is resumed now: a free event is booked and
  // the user lands on its page, a paid one goes to its checkout (not before a temporary password is changed).
  const resumed = user.is_password_reset === 1 ? null : await resumeQueuedPurchase(request, session, user.access_token);
  if (resumed?.toast) session.flash("toast", resumed.toast);

  return redirect(resumed?.to ?? afterLoginPath(user, returnHint(formData.get("r")) || null), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export default function Login() {
  const { t } = useTranslation("auth");
  const { r } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("login", () => import("~shared/schemas/account").then((m) => m.loginSchema), lastResult);
  const withReturn = (path: string) => (r ? `${path}?${new URLSearchParams({ r }).toString()}` : path);

  return (
    <FormPage title={t("login.title")} description={t("login.description")} width="md">
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <input type="hidden" name="r" value={r} />
        <Field
          label={t("login.email")}
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          errors={fields.email.errors}
        />
        <Field
          label={t("login.password")}
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
          errors={fields.password.errors}
        />
        <Button type="submit" variant="primary" fullWidth pending={pending}>
          {t("login.submit")}
        </Button>
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          {t("login.noAccount")} <Link className="underline" to={withReturn("/register")}>{t("login.register")}</Link>
        </p>
        <Link className="underline" to="/forgot-pass">{t("login.forgotPassword")}</Link>
      </div>
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
