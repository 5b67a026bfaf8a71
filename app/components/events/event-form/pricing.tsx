// Ticket price and the Free event checkbox. Free clears the price; a channel clears both (the
// server applies the same rules to a post without JavaScript). Under the price: what buyers pay.
import { BuyerPrice } from "~/components/payments/buyer-price";
import { CheckboxField, Field } from "~/components/ui";
import { needsTicketPrice } from "~shared/event-form/rules";
import type { Fees } from "~shared/pricing";
import { errorsOf, type FormPartProps } from "./types";

export function PricingFields({ draft, errors, set, t, buyerFees }: FormPartProps & { buyerFees: Fees }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.priceHeading")}</legend>
      {draft.channel_id ? (
        <p className="text-sm text-muted">{t("form.channelNoPrice")}</p>
      ) : (
        <>
          <CheckboxField
            label={t("form.free")}
            name="is_free"
            id="is_free"
            checked={draft.is_free}
            onChange={(e) => set({ is_free: e.target.checked })}
            errors={errorsOf(errors, "is_free")}
          />
          <Field
            label={t("form.ticketPrice")}
            hint={t("form.ticketPriceHint")}
            name="ticket_price"
            id="ticket_price"
            inputMode="decimal"
            maxLength={12}
            disabled={draft.is_free}
            required={needsTicketPrice({ event_type: draft.event_type, channel_id: draft.channel_id, is_free: draft.is_free })}
            value={draft.ticket_price}
            onChange={(e) => set({ ticket_price: e.target.value })}
            errors={errorsOf(errors, "ticket_price")}
          />
          {draft.is_free ? null : <BuyerPrice id="ticket_price-buyers" price={draft.ticket_price} fees={buyerFees} />}
        </>
      )}
    </fieldset>
  );
}
