// After a payment, the way to what was bought: the booking in My Booked Events, or the channel's
// events for a subscription (the payment modal's success and the checkout's result page).
import { useTranslation } from "~/components/i18n/use-translation";
import { LinkButton } from "~/components/ui";
import type { TransactionType } from "~server/api/contract";
import { purchasedUrl } from "~shared/event-urls";

export function PurchasedLink({ type, channel }: { type: TransactionType; channel: { id: number; title: string } | null }) {
  const { t } = useTranslation("payments");
  const to = purchasedUrl(type, channel);
  if (!to) return null;
  return (
    <p className="mt-3">
      <LinkButton to={to} variant="primary" size="sm" data-testid="purchased-link">
        {t(type === "channel_subscription" ? "result.channelEvents" : "result.booked")}
      </LinkButton>
    </p>
  );
}
