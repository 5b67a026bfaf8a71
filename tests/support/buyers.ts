// Buyers for the checkout suites: a card as the sandbox's card form makes it in the browser, and a
// new user with a session.
import { createUser, loginAs } from "~tests/api/auth-support";
import type { TestApi } from "./api";

export const VISA = "4242 4242 4242 4242";

/** A payment-method id of the sandbox for this card number (sent as invoice_id). */
export async function sandboxCard(t: Pick<TestApi, "payments">, number = VISA): Promise<string> {
  const made = await t.payments.createPaymentMethod({ number, expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.id;
}

/** A new user and their session's token. */
export async function signedInBuyer(t: TestApi) {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}
