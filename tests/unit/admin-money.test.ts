// The admin money pages' pure rules: a table's totals are the sum of its rows, and the filters and the
// refund form take only what they list, with the console's messages.
import { describe, expect, it } from "vitest";
import { adminMessages } from "~shared/messages/admin";
import { adminMoneyMessages } from "~shared/messages/admin-money";
import { paymentsQuerySchema, refundPaymentSchema, refundsQuerySchema, totalsOf } from "~shared/schemas/admin-money";

describe("totalsOf", () => {
  it("sums each named figure over the rows, and nothing else", () => {
    const rows = [
      { month: "2026-11", gross: 1250, fees: 75 },
      { month: "2026-10", gross: 999, fees: 0 },
      { month: "2026-09", gross: 1, fees: 1 },
    ];
    expect(totalsOf(rows, ["gross", "fees"])).toEqual({ gross: 2250, fees: 76 });
  });

  it("gives zeros for no rows", () => {
    expect(totalsOf([] as { gross: number }[], ["gross"])).toEqual({ gross: 0 });
  });
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the money filters", () => {
  it("read empty filters as none and page 1", () => {
    expect(paymentsQuerySchema.parse({ type: "", from: "", to: "" })).toEqual({ type: null, from: null, to: null, page: 1 });
    expect(refundsQuerySchema.parse({ status: "owed", page: "3" })).toEqual({ status: "owed", page: 3 });
  });

  it("refuse a type or status not in the list, and dates out of order", () => {
    expect(firstMessage(paymentsQuerySchema.safeParse({ type: "gift" }))).toBe(adminMoneyMessages.paymentType);
    expect(firstMessage(refundsQuerySchema.safeParse({ status: "lost" }))).toBe(adminMoneyMessages.refundStatus);
    expect(firstMessage(paymentsQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }))).toBe(adminMessages.dateOrder);
  });
});

describe("the refund form", () => {
  it("takes a payment id, a reason and the password", () => {
    expect(refundPaymentSchema.parse({ transaction_id: "12", reason: "  Host asked  ", password: "secret" })).toEqual({ transaction_id: 12, reason: "Host asked", password: "secret" });
  });

  it("refuses a missing reason, a missing password and a payment id that is not one", () => {
    expect(firstMessage(refundPaymentSchema.safeParse({ transaction_id: "12", reason: " ", password: "x" }))).toBe(adminMessages.reasonRequired);
    expect(firstMessage(refundPaymentSchema.safeParse({ transaction_id: "12", reason: "Why", password: "" }))).toBe(adminMessages.passwordRequired);
    for (const id of ["", "abc", "-1", "1.5", "99999999999"]) {
      expect(firstMessage(refundPaymentSchema.safeParse({ transaction_id: id, reason: "Why", password: "x" })), id).toBe(adminMoneyMessages.paymentId);
    }
  });
});
