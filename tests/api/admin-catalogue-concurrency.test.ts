// A discount code made in the admin console, with one use left, used by two buyers at once on
// PostgreSQL (PGlite runs one query at a time and proves nothing here): it is redeemed once, the
// other buyer is refused before any charge, in each of several rounds.
import { and, eq, isNotNull } from "drizzle-orm";
import { expect, it } from "vitest";
import type { AdminDiscountCodeData, TransactionCreateData } from "~server/api/contract";
import { discountCodes, sandboxPayments, transactions } from "~server/db/schema";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const ROUNDS = 5;

describeOnPostgres("discount code redemptions under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 10 });

  it(`a code with one use left, used by two buyers at once, is redeemed once, in each of ${ROUNDS} rounds`, async () => {
    const admin = await createUser(t, { role: "admin" });
    const adminToken = await loginAs(t, admin);
    const host = await createUser(t);
    for (let round = 0; round < ROUNDS; round++) {
      const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000, title: `Race ${round}` });
      const code = `RACE${round}X${Date.now() % 100000}`;
      const made = await t.call<AdminDiscountCodeData>("POST", "admin/discount-codes", {
        token: adminToken,
        body: { code, discount_type: "percentage", value: "20", max_uses: "1", expires_on: "", scope: "event", scope_id: String(eventId) },
      });
      expect(made.status, `round ${round}`).toBe(200);
      const buyers = await Promise.all([0, 1].map(async () => loginAs(t, await createUser(t))));
      const cards = await Promise.all(
        buyers.map(async () => {
          const card = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Racer" });
          if (!card.ok) throw new Error("card refused");
          return card.id;
        }),
      );
      const answers = await Promise.all(
        buyers.map((token, index) =>
          t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: eventId, transaction_type: "event_booking", invoice_id: cards[index], couponCode: code } }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)?.message, `round ${round}`).toBe(PAYMENT_MESSAGES.couponUsedUp);
      const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, made.data!.id));
      expect(row!.redemptions, `round ${round}`).toBe(1);
      // One discounted checkout, charged once: £10 − 20 % = £8, with the free package's fees.
      const discounted = await t.db.select().from(transactions).where(and(eq(transactions.eventId, eventId), isNotNull(transactions.discountCodeId)));
      expect(discounted, `round ${round}`).toHaveLength(1);
      expect(discounted[0]!.discountPence).toBe(200);
      const charged = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.transactionId, discounted[0]!.id));
      expect(charged, `round ${round}`).toHaveLength(1);
    }
  }, 120_000);
});
