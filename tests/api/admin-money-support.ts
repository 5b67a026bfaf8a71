// What the admin money tests start from: a buyer who paid for a new paid event by card.
import { and, eq } from "drizzle-orm";
import { transactions } from "~server/db/schema";
import { payByCard } from "~server/domain/payments/checkout";
import type { TestApi } from "~tests/support/api";
import { createHostedEvent, createUser, type TestUser } from "~tests/support/factories";

/** A buyer who paid for a new paid event by card: the payment's id. */
export async function paidBooking(api: TestApi, buyer: TestUser, title = "Paid class", pricePence = 2000): Promise<{ transactionId: number; eventId: number; amountPence: number }> {
  const host = await createUser(api.db);
  const eventId = await createHostedEvent(api.db, host.row, { isFree: false, ticketPricePence: pricePence, title });
  const card = await api.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Buyer" });
  if (!card.ok) throw new Error("card refused");
  await payByCard(api.services, buyer.row, { kind: { type: "event_booking", id: eventId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: card.id, saveAs: null });
  const [payment] = await api.db.select().from(transactions).where(and(eq(transactions.eventId, eventId), eq(transactions.userId, buyer.id)));
  if (payment?.status !== "succeeded") throw new Error("the payment did not succeed");
  return { transactionId: payment.id, eventId, amountPence: payment.amountPence };
}
