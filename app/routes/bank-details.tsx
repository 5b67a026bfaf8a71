// Bank details and earnings (/bank-details, 002 §2.7, §5). The form goes to the card
// payment provider (stripe/create_account) and only the last four digits and a masked sort code come
// back; the account number fields are masked and never filled in from the server. With Stripe, a
// host whose account still needs something is offered Stripe's own onboarding ("Verify with
// Stripe"). Below, the host's earnings per month and per event or channel. A plain POST form: with
// JavaScript, Enter does not submit it (002 §2.7) and fields are checked as they are left.
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { EarningsTable } from "~/components/payouts/earnings-table";
import { Alert, Button, Field, SelectField, StatusBadge } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { bankDetailsSchema } from "~shared/schemas/bank-details";
import { useRootData } from "~/root";
import strings from "~/locales/en-GB/payouts.json";
import type { PayoutStatusData } from "~server/api/contract";

export const handle = routeStrings({ payouts: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.bank.title) }];

const FIELDS = [
  "first_name",
  "last_name",
  "email",
  "dob_day",
  "dob_month",
  "dob_year",
  "line1",
  "postal_code",
  "city",
  "country",
  "account_holder_name",
  "routing_number",
  "account_number",
  "confirm_account_number",
  "phone",
];
/** Bank numbers never travel back to the page, not even after a refused submit. */
const SECRET_FIELDS = ["routing_number", "account_number", "confirm_account_number"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireUser(request, context);
  const api = apiFor(request, token);
  const [account, countries, earnings] = await Promise.all([api.get("stripe/retrive_account"), api.get("countries"), api.get("earnings")]);
  const response = account.success && account.data ? account.data.response : null;
  const person = response?.individual;
  // First visit: the form starts from the account's own name and email.
  return {
    defaults: {
      first_name: person?.first_name ?? user.first_name,
      last_name: person?.last_name ?? user.last_name,
      email: person?.email ?? user.email,
      dob_day: person?.dob ? String(person.dob.day).padStart(2, "0") : "",
      dob_month: person?.dob ? String(person.dob.month).padStart(2, "0") : "",
      dob_year: person?.dob ? String(person.dob.year) : "",
      line1: person?.address.line1 ?? "",
      postal_code: person?.address.postal_code ?? "",
      city: person?.address.city ?? "",
      country: person?.address.country || "GB",
      account_holder_name: response?.external_accounts.data[0]?.account_holder_name ?? "",
      phone: person?.phone ?? "",
    },
    status: (response?.status ?? null) as PayoutStatusData | null,
    bank: response?.external_accounts.data[0] ?? null,
    canVerify: account.success && account.data ? account.data.can_verify : false,
    failed: !account.success ? failureMessage(account, "fetch bank details") : null,
    countries: countries.success && countries.data ? countries.data : [{ sortname: "GB", name: "United Kingdom" }],
    countriesFailed: !countries.success ? strings.bank.failedCountries : null,
    earnings: earnings.success && earnings.data ? earnings.data : null,
    earningsFailed: !earnings.success ? strings.earnings.failed : null,
    // A fresh form after every load: once saved, the typed account number does not stay in its field.
    loadedAt: Date.now(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const formData = await readFormData(request);
  const api = apiFor(request, token);
  if (formData.get("intent") === "verify") {
    const answer = await api.post("stripe/account-link");
    if (answer.success && answer.data) throw redirect(answer.data.url);
    return redirectWithToast("/bank-details", { type: "error", title: "Error!", message: failureMessage(answer, "fetch details") }, { session });
  }
  const submission = parseWithZod(formData, { schema: bankDetailsSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  const body = submission.value;
  const answer = await api.post("stripe/create_account", { ...body, confirm_account_number: body.account_number });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: FIELDS, action: "save bank details", hideFields: SECRET_FIELDS });
    return data(result, { status });
  }
  return redirectWithToast("/bank-details", { type: "success", title: "Success!", message: answer.message }, { session });
}

const STATUS_TONES: Record<PayoutStatusData, "success" | "warning" | "neutral"> = {
  payouts_enabled: "success",
  pending_verification: "neutral",
  details_needed: "warning",
};

export default function BankDetails() {
  const { t } = useTranslation("payouts");
  const { defaults, status, bank, canVerify, failed, countries, countriesFailed, earnings, earningsFailed, loadedAt } = useLoaderData<typeof loader>();
  const sandbox = useRootData()?.env.PAYMENTS_PROVIDER === "sandbox";
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("bank-details", () => import("~shared/schemas/bank-details").then((m) => m.bankDetailsSchema), lastResult);
  const text = (name: keyof typeof defaults, type: "text" | "email" | "tel" = "text") => ({
    ...getInputProps(fields[name], { type }),
    defaultValue: (fields[name].initialValue as string | undefined) ?? defaults[name],
    errors: fields[name].errors,
    // Every field of the form is required (shared/schemas/bank-details.ts).
    required: true,
  });
  const secret = (name: "account_number" | "confirm_account_number") => ({
    ...getInputProps(fields[name], { type: "password" }),
    defaultValue: "",
    inputMode: "numeric" as const,
    autoComplete: "off",
    errors: fields[name].errors,
    required: true,
  });

  return (
    <>
      <PageHeader title={t("bank.title")} description={t("bank.description")} />
      <section className="mx-auto max-w-6xl space-y-10 px-4 pb-16">
        <div className="max-w-3xl space-y-6">
          <Alert tone="info" title={null}>
            {t("bank.heldBy")}
            {sandbox ? <span className="mt-1 block text-sm">{t("bank.heldBySandbox")}</span> : null}
          </Alert>
          {failed ? <Alert tone="error">{failed}</Alert> : null}
          {countriesFailed ? <Alert tone="error">{countriesFailed}</Alert> : null}

          <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
            <span className="font-medium">{t("bank.status")}</span>
            <StatusBadge status={t(`bank.statuses.${status ?? "none"}`)} tone={status ? STATUS_TONES[status] : "neutral"} />
            {bank ? <span className="text-sm text-muted">{t("bank.savedAccount", { last4: bank.last4, sortCode: bank.routing_number })}</span> : null}
            {canVerify ? (
              <Form method="post" className="ml-auto">
                <Button type="submit" name="intent" value="verify" variant="secondary">
                  {t("bank.verify")}
                </Button>
              </Form>
            ) : null}
            {canVerify ? <p className="w-full text-sm text-muted">{t("bank.verifyHint")}</p> : null}
          </div>

          <FormErrors form={form} />
          <Form key={loadedAt} method="post" {...getFormProps(form)} noValidate className="space-y-8 rounded-card border border-line bg-surface p-6 shadow-card">
            <fieldset className="space-y-5">
              <legend className="mb-2 font-display text-xl">{t("bank.personal")}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t("bank.firstName")} {...text("first_name")} autoComplete="given-name" />
                <Field label={t("bank.lastName")} {...text("last_name")} autoComplete="family-name" />
              </div>
              <Field label={t("bank.email")} {...text("email", "email")} autoComplete="email" />
              <fieldset>
                <legend className="mb-1 font-medium">{t("bank.dob")}</legend>
                <div className="grid grid-cols-3 gap-3 sm:max-w-sm">
                  <Field label={t("bank.dobDay")} {...text("dob_day")} inputMode="numeric" maxLength={2} autoComplete="bday-day" />
                  <Field label={t("bank.dobMonth")} {...text("dob_month")} inputMode="numeric" maxLength={2} autoComplete="bday-month" />
                  <Field label={t("bank.dobYear")} {...text("dob_year")} inputMode="numeric" maxLength={4} autoComplete="bday-year" />
                </div>
              </fieldset>
              <Field label={t("bank.line1")} {...text("line1")} autoComplete="address-line1" />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t("bank.postalCode")} {...text("postal_code")} autoComplete="postal-code" />
                <Field label={t("bank.city")} {...text("city")} autoComplete="address-level2" />
              </div>
              <SelectField
                label={t("bank.country")}
                {...getSelectProps(fields.country)}
                defaultValue={(fields.country.initialValue as string | undefined) ?? defaults.country}
                errors={fields.country.errors}
                autoComplete="country"
                required
                options={countries.map((country) => ({ value: country.sortname, label: country.name }))}
              />
              <Field label={t("bank.phone")} {...text("phone", "tel")} hint={t("bank.phoneHint")} autoComplete="tel" />
            </fieldset>

            <fieldset className="space-y-5">
              <legend className="mb-2 font-display text-xl">{t("bank.bankAccount")}</legend>
              {bank ? <p className="text-sm text-muted">{t("bank.retypeHint")}</p> : null}
              <Field label={t("bank.accountHolderName")} {...text("account_holder_name")} autoComplete="name" />
              <Field
                label={t("bank.sortCode")}
                {...getInputProps(fields.routing_number, { type: "text" })}
                defaultValue=""
                inputMode="numeric"
                maxLength={8}
                autoComplete="off"
                placeholder="00-00-00"
                required
                errors={fields.routing_number.errors}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t("bank.accountNumber")} {...secret("account_number")} maxLength={10} />
                <Field label={t("bank.confirmAccountNumber")} {...secret("confirm_account_number")} maxLength={10} />
              </div>
            </fieldset>
            <Button type="submit" variant="primary" pending={pending}>
              {t("bank.save")}
            </Button>
          </Form>
        </div>

        <section id="earnings" aria-labelledby="earnings-heading" className="scroll-mt-6 space-y-4">
          <h2 id="earnings-heading" className="font-display text-2xl">
            {t("earnings.title")}
          </h2>
          <p className="text-muted">{t("earnings.description")}</p>
          {earningsFailed ? <Alert tone="error">{earningsFailed}</Alert> : null}
          {earnings ? <EarningsTable earnings={earnings} /> : null}
          {earnings && earnings.totals.to_be_paid_pence > 0 ? <p className="text-sm text-muted">{t("earnings.waiting")}</p> : null}
        </section>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
