// The sandbox's card element (JavaScript): the four card fields, and the call that turns them into a
// payment-method id in the browser, as Stripe.js does (POST /sandbox/payment-methods). The payment
// modal, Add Card and Register and Purchase use it; the card number goes to the provider's route only:
// its inputs have no name, so a form they sit in never posts them.
import { useTranslation } from "~/components/i18n/use-translation";
import { Field } from "~/components/ui";

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const emptyCard: CardFields = { number: "", expiry: "", cvc: "", name: "" };

export type CardErrors = Partial<Record<keyof CardFields | "form", string>>;

export async function sandboxPaymentMethod(card: CardFields): Promise<{ ok: true; id: string } | { ok: false; errors: CardErrors }> {
  const response = await fetch("/sandbox/payment-methods", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(card) });
  return (await response.json()) as { ok: true; id: string } | { ok: false; errors: CardErrors };
}

export function SandboxCardFields({ card, errors, onChange }: { card: CardFields; errors: CardErrors; onChange: (card: CardFields) => void }) {
  const { t } = useTranslation("payments");
  const field = (name: keyof CardFields, label: string, autoComplete: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      inputMode={name === "name" ? undefined : "numeric"}
      value={card[name]}
      onChange={(change) => onChange({ ...card, [name]: change.currentTarget.value })}
      errors={errors[name] ? [errors[name]!] : undefined}
    />
  );
  return (
    <div className="space-y-3">
      {field("number", t("sandbox.cardNumber"), "cc-number")}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("expiry", t("sandbox.expiry"), "cc-exp", t("sandbox.expiryHint"))}
        {field("cvc", t("sandbox.cvc"), "cc-csc")}
      </div>
      {field("name", t("sandbox.name"), "cc-name")}
    </div>
  );
}
