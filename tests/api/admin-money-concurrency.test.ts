// The refund button posted twice at once, on PostgreSQL (PGlite runs one query at a time and proves
// nothing here): in each round, one refund row, one provider refund, one audit row, and the other
// press answered "already refunded".
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { AdminRefundData } from "~server/api/contract";
import { adminAuditLog, refunds, sandboxRefunds, transactions } from "~server/db/schema";
import { adminMoneyMessages } from "~shared/messages/admin-money";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { paidBooking } from "./admin-money-support";
import { createUser, loginAs, PASSWORD, type TestUser } from "./auth-support";

const ROUNDS = 5;

describeOnPostgres("the refund button under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 10 });
  let admin: TestUser;
  let token: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: "admin" });
    token = await loginAs(t, admin);
  });

  it(`two refunds of one booking posted at once refund it once, in each of ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await createUser(t);
      const { transactionId } = await paidBooking(t, buyer, `Race ${round}`);
      const answers = await Promise.all(
        [1, 2].map((press) => t.call<AdminRefundData>("POST", "admin/refunds", { token, body: { transaction_id: transactionId, reason: `Press ${press}`, password: PASSWORD } })),
      );
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.message).toBe(adminMoneyMessages.alreadyRefunded);

      const recorded = await t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));
      expect(recorded, `round ${round}`).toHaveLength(1);
      expect(recorded[0]?.status).toBe("refunded");
      const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
      expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment!.providerPaymentId!)), `round ${round}`).toHaveLength(1);
      const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "transaction"), eq(adminAuditLog.objectId, String(transactionId))));
      expect(audit, `round ${round}`).toHaveLength(1);
    }
  }, 60_000);
});
