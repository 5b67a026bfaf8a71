// The one shape every card-entry widget has (Stripe's card element, the sandbox's card form), so the
// payment modal and Add Card work the same with either provider (issue 10, ADR 023).

/** The billing details the spec asks to send with a new card (000 §7: name, email, phone). */
export interface BillingDetails {
  name: string;
  email: string;
  phone?: string | null;
}

export type CardEntryResult = { ok: true; paymentMethodId: string } | { ok: false; message: string };

/** Imperative handle of a card-entry widget: the modal asks it for a payment-method id (sent as invoice_id). */
export interface CardEntryHandle {
  createPaymentMethod(billing: BillingDetails): Promise<CardEntryResult>;
}

/** What a widget tells its form while the person types (any card-entry error blocks submit, 000 §5). */
export interface CardEntryStatus {
  complete: boolean;
  error: string | null;
}
