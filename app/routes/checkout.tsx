// Buy Ticket / Buy Access (spec 000 §4): /checkout/event_booking/:id shows the order summary (the
// event, when, the price) to a logged-in user. The card payment itself arrives with the payments
// work, and the page says so plainly; nothing is charged here. A visitor is asked to log in; a free
// event goes to its Free Ticket confirmation.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { Alert, LinkButton } from "~/components/ui";
import { requireUser } from "~/lib/auth.server";
import { loadBookingEvent } from "~/lib/booking.server";
import { formatDateTime } from "~/lib/dates";
import { eventActionUrls, eventPageUrl } from "~/lib/event-urls";
import { routeStrings } from "~/lib/i18n";
import { formatPrice } from "~/lib/money";
import { documentTitle } from "~/lib/page-title";
import strings from "~/locales/en-GB/booking.json";

export const handle = routeStrings({ booking: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.checkout.title) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.transactionType !== "event_booking") throw data(null, { status: 404 });
  // A visitor's Free Ticket / Buy button already leads to "Login Now ?"; typed directly, this asks to log in and comes back.
  const current = await requireUser(request, context);
  const event = await loadBookingEvent(request, current.token, params.id);
  if (event.is_free) throw redirect(eventActionUrls.book(event.id));
  return {
    event: { id: event.id, title: event.title, price: event.ticket_price, starts_at: event.starts_at, time_zone: event.time_zone },
    backTo: eventPageUrl(event),
  };
}

export default function CheckoutPage() {
  const { t } = useTranslation("booking");
  const { event, backTo } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("checkout.title")} />
      <section aria-labelledby="order-summary" className="mx-auto max-w-2xl space-y-6 px-4 pb-16">
        <div className="rounded-card border border-line bg-surface p-5 shadow-card">
          <h2 id="order-summary" className="font-display text-xl">
            {t("checkout.summary")}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-muted">{t("checkout.event")}</dt>
            <dd>{event.title}</dd>
            <dt className="text-muted">{t("checkout.when")}</dt>
            <dd>{event.starts_at ? formatDateTime(new Date(event.starts_at), event.time_zone) : t("checkout.onDemand")}</dd>
            <dt className="text-muted">{t("checkout.price")}</dt>
            <dd className="font-semibold" data-testid="checkout-price">
              {formatPrice(event.price)}
            </dd>
          </dl>
        </div>
        <Alert tone="info">{t("checkout.paymentSoon")}</Alert>
        <LinkButton to={backTo} variant="secondary">
          {t("checkout.back")}
        </LinkButton>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
