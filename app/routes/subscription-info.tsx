// Subscription info (/subscription-info, 002 §2.7): the plan, its price and period, the upgrade link
// when on the free plan (any version of it), and cancelling auto-renewal (update-autorenewal) when it is on,
// after which the plan ends at its expiry date.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, LinkButton } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { failureMessage } from "~/server-only/failures.server";
import { requireUser } from "~/server-only/auth.server";
import { formatDate } from "~shared/dates";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/payments.json";

export const handle = routeStrings({ payments: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.subscription.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  return {
    plan: user.package.name,
    price: user.package.price,
    // The free package is a line: the user may hold any of its versions.
    free: user.package.line_id === FREE_PACKAGE_ID,
    autoRenewal: user.auto_renewal === 1,
    expiresOn: user.plan_expire_on,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const answer = await apiFor(request, token).post("update-autorenewal", { auto_renewal: 0 });
  // 002 §8: a refusal says the server's reason; a failure at the server or network level, the spec's text.
  if (!answer.success) return data({ message: failureMessage(answer, "stop auto renewal monthly subscription") }, { status: answer.status >= 500 ? 503 : 400 });
  return redirectWithToast("/subscription-info", { type: "success", title: strings.subscription.cancelled, message: answer.message }, { session });
}

export default function SubscriptionInfo() {
  const { t } = useTranslation("payments");
  const plan = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader title={t("subscription.title")} />
      <section className="mx-auto max-w-6xl px-4 pb-16">
        <div className="max-w-2xl space-y-6 rounded-card border border-line bg-surface p-6 shadow-card">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-muted">{t("subscription.plan")}</dt>
            <dd className="font-semibold" data-testid="plan-name">
              {plan.plan}
            </dd>
            <dt className="text-muted">{t("subscription.price")}</dt>
            <dd>{plan.price === 0 ? t("pricing.free") : formatMoney(plan.price)}</dd>
            {!plan.free ? (
              <>
                <dt className="text-muted">{t("subscription.autoRenewal")}</dt>
                <dd data-testid="auto-renewal">{plan.autoRenewal ? t("subscription.on") : t("subscription.off")}</dd>
              </>
            ) : null}
            {plan.expiresOn && plan.autoRenewal ? (
              <>
                <dt className="text-muted">{t("subscription.renews")}</dt>
                <dd>{formatDate(new Date(plan.expiresOn))}</dd>
              </>
            ) : null}
          </dl>
          {plan.expiresOn && !plan.autoRenewal ? <Alert tone="info">{t("subscription.ends", { date: formatDate(new Date(plan.expiresOn)) })}</Alert> : null}
          {plan.free ? (
            <div className="space-y-3">
              <p>{t("subscription.upgradeHint")}</p>
              <LinkButton to="/pricing/" variant="primary">
                {t("subscription.upgrade")}
              </LinkButton>
            </div>
          ) : null}
          {failed?.message ? (
            <Alert tone="error" title="Error!">
              {failed.message}
            </Alert>
          ) : null}
          {plan.autoRenewal ? (
            <Form method="post">
              <Button type="submit" variant="secondary" disabled={busy}>
                {t("subscription.cancel")}
              </Button>
            </Form>
          ) : null}
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
