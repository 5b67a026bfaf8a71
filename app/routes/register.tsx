// Register (spec 000 §2, §5): the registration fields, validated with the register schema in the
// browser and here. Pasting into the two confirmation fields is blocked when JavaScript runs. The
// Terms and Conditions (content page 5) open in a <dialog> with JavaScript and, without it, as a
// page section at /register?terms=1. A server failure shows inline above the form; success goes to
// /login (keeping the return path) with a message that the activation email was sent.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui";
import { REGISTRATION_FIELDS, REGISTRATION_SECRET_FIELDS, RegistrationFields, TermsDialog, TermsPage } from "~/components/forms/registration-fields";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireAnonymous } from "~/server-only/auth.server";
import { pageMeta } from "~/lib/document-title";
import { registerSchema } from "~shared/schemas/account";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = routeStrings({ auth: strings });

/** The content page shown as the registration's Terms and Conditions (spec 000 §9). */
const TERMS_PAGE_ID = 5;

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
    return data(submission.reply({ hideFields: REGISTRATION_SECRET_FIELDS }), { status: 400 });
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
      fields: [...REGISTRATION_FIELDS],
      action: "register",
      hideFields: REGISTRATION_SECRET_FIELDS,
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

export default function Register() {
  const { t } = useTranslation("auth");
  const { r, showTerms, terms } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [termsOpen, setTermsOpen] = useState(false);
  const [form, fields] = useSchemaForm("register", () => import("~shared/schemas/account").then((m) => m.registerSchema), lastResult);

  const withReturn = (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...extra, ...(r ? { r } : {}) }).toString();
    return query ? `${path}?${query}` : path;
  };

  if (showTerms) return <TermsPage terms={terms} backTo={withReturn("/register")} />;

  return (
    <>
      <FormPage title={t("register.title")} description={t("register.description")} width="xl">
        <FormErrors form={form} />
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
          <input type="hidden" name="r" value={r} />
          <RegistrationFields fields={fields} termsHref={withReturn("/register", { terms: "1" })} onOpenTerms={terms ? () => setTermsOpen(true) : undefined} />
          <Button type="submit" variant="primary" fullWidth pending={pending}>
            {t("register.submit")}
          </Button>
        </Form>
        <p className="text-sm">
          {t("register.haveAccount")} <Link className="underline" to={withReturn("/login")}>{t("register.login")}</Link>
        </p>
      </FormPage>
      {terms ? <TermsDialog terms={terms} open={termsOpen} onClose={() => setTermsOpen(false)} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
