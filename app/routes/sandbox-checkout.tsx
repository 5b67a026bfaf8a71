// The sandbox's hosted card page (/sandbox/checkout/:id): what Stripe Checkout is with real keys —
// the card is entered here, on the provider's page, and the browser goes back to Marquee's result
// page. Works without JavaScript. Labelled "Test mode"; the card number is never echoed back.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { SubscriptionTerms } from "~/components/payments/subscription-terms";
import { TestModeNotice } from "~/components/payments/test-mode";
import { Alert, Button, Field } from "~/components/ui";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { sandboxProvider } from "~/server-only/payments.server";
import { localPath } from "~/lib/redirect";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/payments.json";

export const handle = routeStrings({ payments: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.testMode.badge) }, { name: "robots", content: "noindex" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const { provider, appUrl } = await sandboxProvider();
  const checkout = await provider.hostedCheckout(params.id ?? "");
  if (!checkout || checkout.status !== "open") return data({ open: false as const }, { status: 410 });
  // Back as a path: the buyer stays on the host they opened (and logged in at), whatever APP_URL names.
  const cancelUrl = localPath(checkout.cancelUrl, appUrl) ?? "/";
  return { open: true as const, mode: checkout.mode, title: checkout.title, terms: checkout.description, amount: checkout.amountPence, cancelUrl };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 100);

export async function action({ request, params }: ActionFunctionArgs) {
  const { provider, appUrl } = await sandboxProvider();
  const form = await readFormData(request);
  const entry = { number: text(form, "number"), expiry: text(form, "expiry"), cvc: text(form, "cvc"), name: text(form, "name") };
  const done = await provider.completeHostedCheckout(params.id ?? "", entry);
  if (done.ok) {
    const to = localPath(done.redirectTo, appUrl);
    if (to) throw redirect(to);
    throw data(null, { status: 400 });
  }
  // The name is kept; the card number, expiry and security code are typed again (never echoed back).
  return data({ errors: done.errors, name: entry.name }, { status: 400 });
}

export default function SandboxCheckout() {
  const { t } = useTranslation("payments");
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!loaded.open) {
    return (
      <section className="mx-auto max-w-lg space-y-4 px-4 py-16">
        <TestModeNotice />
        <Alert tone="warning">{t("sandbox.expired")}</Alert>
      </section>
    );
  }
  const amount = formatMoney(loaded.amount);
  const errors = reply?.errors ?? {};
  const fieldErrors = (name: "number" | "expiry" | "cvc" | "name") => (errors[name] ? [errors[name]!] : undefined);
  return (
    <>
      <PageHeader title={loaded.mode === "setup" ? t("sandbox.setupTitle") : t("sandbox.checkoutTitle", { amount })} description={loaded.mode === "setup" ? undefined : t("sandbox.payingFor", { title: loaded.title })} />
      <section className="mx-auto max-w-lg space-y-6 px-4 pb-16">
        <TestModeNotice />
        <SubscriptionTerms terms={loaded.terms} />
        {"form" in errors && errors.form ? (
          <Alert tone="error" title={t("checkout.failed")}>
            {errors.form}
          </Alert>
        ) : null}
        <Form method="post" className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-card" noValidate>
          <Field label={t("sandbox.cardNumber")} name="number" autoComplete="cc-number" inputMode="numeric" required errors={fieldErrors("number")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("sandbox.expiry")} hint={t("sandbox.expiryHint")} name="expiry" autoComplete="cc-exp" inputMode="numeric" required errors={fieldErrors("expiry")} />
            <Field label={t("sandbox.cvc")} name="cvc" autoComplete="cc-csc" inputMode="numeric" required errors={fieldErrors("cvc")} />
          </div>
          <Field label={t("sandbox.name")} name="name" autoComplete="cc-name" required defaultValue={reply?.name ?? ""} errors={fieldErrors("name")} />
          <Button type="submit" variant="primary" fullWidth>
            {loaded.mode === "setup" ? t("sandbox.save") : t("sandbox.pay", { amount })}
          </Button>
        </Form>
        <a href={loaded.cancelUrl} className="inline-block text-sm">
          {t("sandbox.cancel")}
        </a>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
