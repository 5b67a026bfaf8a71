// The sandbox's 3-D Secure step (/sandbox/authenticate/:paymentId): the page a bank shows, with
// "Complete authentication" and "Fail authentication". Either answer goes through the sandbox's
// signed event to fulfilment, then the browser returns to Marquee (only to a path of this site).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { TestModeNotice } from "~/components/payments/test-mode";
import { Alert, Button } from "~/components/ui";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { sandboxProvider } from "~/server-only/payments.server";
import { localPath } from "~/lib/redirect";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/payments.json";

export const handle = routeStrings({ payments: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.sandbox.authTitle) }, { name: "robots", content: "noindex" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const { provider } = await sandboxProvider();
  const payment = await provider.retrievePayment(params.paymentId ?? "");
  if (!payment) throw data(null, { status: 404 });
  return { waiting: payment.state === "requires_action", amount: payment.amountPence, transactionId: payment.transactionId };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { provider, appUrl } = await sandboxProvider();
  const form = await readFormData(request);
  const outcome = form.get("outcome") === "complete" ? "complete" : "fail";
  const payment = await provider.authenticate(params.paymentId ?? "", outcome);
  if (!payment) throw data(null, { status: 404 });
  const back = localPath(new URL(request.url).searchParams.get("return_to"), appUrl) ?? (payment.transactionId ? `/checkout/result/${payment.transactionId}` : null);
  if (request.headers.get("accept")?.includes("application/json")) return { state: payment.state, message: payment.failureMessage };
  if (back) throw redirect(back);
  return { state: payment.state, message: payment.failureMessage };
}

export default function SandboxAuthenticate() {
  const { t } = useTranslation("payments");
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("sandbox.authTitle")} />
      <section className="mx-auto max-w-lg space-y-6 px-4 pb-16">
        <TestModeNotice />
        {loaded.waiting ? (
          <Form method="post" className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-card">
            <p>{t("sandbox.authText", { amount: formatMoney(loaded.amount) })}</p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="outcome" value="complete" variant="primary">
                {t("sandbox.complete")}
              </Button>
              <Button type="submit" name="outcome" value="fail" variant="secondary">
                {t("sandbox.fail")}
              </Button>
            </div>
          </Form>
        ) : (
          <Alert tone="info">{t("sandbox.authDone")}</Alert>
        )}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
