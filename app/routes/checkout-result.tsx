// The result of a checkout (/checkout/result/:transactionId), where the provider's page sends the
// buyer back. It only reads the checkout's state (GET transaction/:id): fulfilment is the webhook's,
// so a payment still being confirmed shows so and the page refreshes itself (no JavaScript needed).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { Alert, LinkButton } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { channelUrl, purchasedUrl } from "~shared/event-urls";
import { requireUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/payments.json";
import { pathIdOr404 } from "~/server-only/path-id.server";

export const handle = routeStrings({ payments: strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: documentTitle(strings.result.title) },
  { name: "robots", content: "noindex" },
  // Still confirming: look again in two seconds, with or without JavaScript.
  ...(loaded && (loaded.checkout.status === "pending" || loaded.checkout.status === "requires_action") ? [{ httpEquiv: "refresh", content: "2" } as const] : []),
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = String(pathIdOr404(params.transactionId));
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("transaction/:id", { params: { id } });
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch event details");
  const checkout = answer.data;
  // A paid channel subscription lands on the channel's page, which now shows "Subscribed" (002 §4)
  // and the way to the channel's events.
  if (checkout.status === "succeeded" && checkout.channel_id !== null) {
    throw await redirectWithToast(channelUrl({ id: checkout.channel_id, title: checkout.title }), { type: "success", title: strings.result.success, message: `${strings.result.reference} ${checkout.booking_id ?? checkout.transaction_id}` }, { request });
  }
  return { checkout };
}

export default function CheckoutResult() {
  const { t } = useTranslation("payments");
  const { checkout } = useLoaderData<typeof loader>();
  const next =
    checkout.booking_id && checkout.status === "succeeded" ? (
      <div className="flex flex-wrap gap-3">
        <LinkButton to={purchasedUrl("event_booking", null)!} variant="primary" data-testid="purchased-link">
          {t("result.booked")}
        </LinkButton>
        <LinkButton to="/transaction-history" variant="secondary">
          {t("result.history")}
        </LinkButton>
      </div>
    ) : null;
  return (
    <>
      <PageHeader title={checkout.title || t("result.title")} />
      <section className="mx-auto max-w-2xl space-y-6 px-4 pb-16" aria-live="polite">
        {checkout.status === "succeeded" ? (
          <Alert tone="success" title={t("result.success")}>
            <p>
              {t("result.reference")} <strong data-testid="reference-number">{checkout.booking_id}</strong>
            </p>
            <p>{formatMoney(checkout.amount)}</p>
          </Alert>
        ) : checkout.status === "failed" ? (
          <Alert tone="error" title={t("result.failed")}>
            {checkout.message}
          </Alert>
        ) : checkout.status === "refunded" ? (
          <Alert tone="warning" title={t("result.refunded")}>
            {checkout.message}
          </Alert>
        ) : checkout.status === "expired" ? (
          <Alert tone="warning">{t("result.expired")}</Alert>
        ) : (
          <Alert tone="info" title={t("result.pending")}>
            {t("result.pendingHint")}
          </Alert>
        )}
        {next}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
