// Register (spec 000 §2, §5): the registration fields, validated with the register schema in the
// browser and here. Pasting into the two confirmation fields is blocked when JavaScript runs. The
// Terms and Conditions (content page 5) open in a <dialog> with JavaScript and, without it, as a
// page section at /register?terms=1. A server failure shows inline above the form; success goes to
// /login (keeping the return path) with a message that the activation email was sent.
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type ClipboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { PageContent } from "~/components/content/page-content";
import { FormErrors, FormPage, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Alert, Button, CheckboxField, Dialog, DialogPage, Field, useHydrated } from "~/components/ui";
import { apiFor } from "~/lib/api.server";
import { redirectWithToast, refusalReply } from "~/lib/api-replies.server";
import { requireAnonymous } from "~/lib/auth.server";
import { pageMeta } from "~/lib/document-title";
import { registerSchema } from "~/lib/schemas/account";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/lib/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = routeStrings({ auth: strings });

/** The content page shown as the registration's Terms and Conditions (spec 000 §9). */
const TERMS_PAGE_ID = 5;

const passwordFields = ["password", "password_confirmation"];
const formFields = [
  "first_name",
  "last_name",
  "email",
  "email_confirmation",
  "dateOfBirth",
  "password",
  "password_confirmation",
  "acceptTerms",
  "isover16",
  "acceptContact",
];

export const meta: MetaFunction<typeof loader> = ({ data, ...place }) =>
  pageMeta({ title: data?.showTerms ? strings.register.termsTitle : strings.register.title, description: strings.register.description }, place);

function returnHint(value: FormDataEntryValue | string | null): string {
  return typeof value === "string" ? value.slice(0, 2000) : "";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const url = new URL(request.url);
  const answer = await apiFor(request).get("pages/:pageId", { params: { pageId: TERMS_PAGE_ID } });
  return {
    r: returnHint(url.searchParams.get("r")),
    showTerms: url.searchParams.get("terms") === "1",
    terms: answer.success && answer.data ? answer.data : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: passwordFields }), { status: 400 });
  }

  const { value } = submission;
  const answer = await apiFor(request).post("signup", {
    ...value,
    // The schema has checked that the confirmations match; the API checks them again.
    email_confirmation: value.email,
    password_confirmation: value.password,
  });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, {
      fields: formFields,
      action: "register",
      hideFields: passwordFields,
    });
    return data(result, { status });
  }

  const r = returnHint(formData.get("r"));
  return redirectWithToast(
    r ? `/login?${new URLSearchParams({ r }).toString()}` : "/login",
    { type: "success", title: strings.register.sentTitle, message: answer.message || strings.register.sentFallback },
    { request },
  );
}

/** With JavaScript, the confirmation fields must be typed, not pasted. */
function blockPaste(event: ClipboardEvent<HTMLInputElement>) {
  event.preventDefault();
}

export default function Register() {
  const { t } = useTranslation("auth");
  const { r, showTerms, terms } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [termsOpen, setTermsOpen] = useState(false);
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm("register", () => import("~/lib/schemas/account").then((m) => m.registerSchema), lastResult);

  const withReturn = (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...extra, ...(r ? { r } : {}) }).toString();
    return query ? `${path}?${query}` : path;
  };

  if (showTerms) {
    return (
      <div className="px-4">
        <DialogPage title={terms?.name ?? t("register.termsTitle")} className="max-w-3xl">
          {terms ? (
            <>
              {terms.sub_title ? <p className="mb-4 text-muted">{terms.sub_title}</p> : null}
              <PageContent page={terms} />
            </>
          ) : (
            <Alert tone="error">{t("register.termsUnavailable")}</Alert>
          )}
          <p className="mt-6">
            <Link className="underline" to={withReturn("/register")}>{t("register.backToRegistration")}</Link>
          </p>
        </DialogPage>
      </div>
    );
  }

  return (
    <>
      <FormPage title={t("register.title")} description={t("register.description")} width="xl">
        <FormErrors form={form} />
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
          <input type="hidden" name="r" value={r} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t("register.firstName")}
              {...getInputProps(fields.first_name, { type: "text" })}
              autoComplete="given-name"
              errors={fields.first_name.errors}
            />
            <Field
              label={t("register.lastName")}
              {...getInputProps(fields.last_name, { type: "text" })}
              autoComplete="family-name"
              errors={fields.last_name.errors}
            />
          </div>
          <Field
            label={t("register.email")}
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            errors={fields.email.errors}
          />
          <Field
            label={t("register.emailConfirmation")}
            hint={hydrated ? t("register.pasteBlocked") : undefined}
            {...getInputProps(fields.email_confirmation, { type: "email" })}
            autoComplete="off"
            onPaste={blockPaste}
            errors={fields.email_confirmation.errors}
          />
          <Field
            label={t("register.dateOfBirth")}
            {...getInputProps(fields.dateOfBirth, { type: "date" })}
            autoComplete="bday"
            errors={fields.dateOfBirth.errors}
          />
          <Field
            label={t("register.password")}
            hint={t("register.passwordHint")}
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
            errors={fields.password.errors}
          />
          <Field
            label={t("register.passwordConfirmation")}
            hint={hydrated ? t("register.pasteBlocked") : undefined}
            {...getInputProps(fields.password_confirmation, { type: "password" })}
            autoComplete="new-password"
            onPaste={blockPaste}
            errors={fields.password_confirmation.errors}
          />
          <CheckboxField
            label={
              <>
                {t("register.acceptTermsBefore")}
                <Link
                  className="underline"
                  to={withReturn("/register", { terms: "1" })}
                  // With JavaScript the terms open in a dialog; without, the link goes to their page.
                  aria-haspopup={hydrated && terms ? "dialog" : undefined}
                  onClick={(event) => {
                    if (!terms) return;
                    event.preventDefault();
                    setTermsOpen(true);
                  }}
                >
                  {t("register.termsLink")}
                </Link>
                {t("register.acceptTermsAfter")}
              </>
            }
            {...getInputProps(fields.acceptTerms, { type: "checkbox" })}
            errors={fields.acceptTerms.errors}
          />
          <CheckboxField
            label={t("register.isover16")}
            {...getInputProps(fields.isover16, { type: "checkbox" })}
            errors={fields.isover16.errors}
          />
          <CheckboxField
            label={t("register.acceptContact")}
            {...getInputProps(fields.acceptContact, { type: "checkbox" })}
            errors={fields.acceptContact.errors}
          />
          <Button type="submit" variant="primary" fullWidth pending={pending}>
            {t("register.submit")}
          </Button>
        </Form>
        <p className="text-sm">
          {t("register.haveAccount")} <Link className="underline" to={withReturn("/login")}>{t("register.login")}</Link>
        </p>
      </FormPage>
      {terms ? (
        <Dialog open={termsOpen} onClose={() => setTermsOpen(false)} title={terms.name} size="lg">
          <div className="max-h-[65vh] overflow-y-auto">
            {terms.sub_title ? <p className="mb-4 text-muted">{terms.sub_title}</p> : null}
            <PageContent page={terms} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
