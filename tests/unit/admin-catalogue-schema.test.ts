// The discount-code form's rules: a percentage becomes basis points, pounds become pence, the use
// limit and the last day are optional, and a scope of one event or channel needs its id.
import { describe, expect, it } from "vitest";
import { adminCatalogueMessages as m } from "~shared/messages/admin-catalogue";
import { discountCodeSchema, discountCodeStatusSchema, percentToBasisPoints, poundsToDiscountPence } from "~shared/schemas/admin-catalogue";

const base = { code: "SPRING20", discount_type: "percentage", value: "20", max_uses: "", expires_on: "", scope: "all", scope_id: "" };

function messagesOf(input: Record<string, string>): Record<string, string[]> {
  const parsed = discountCodeSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe("percentToBasisPoints and poundsToDiscountPence", () => {
  it.each([
    ["20", 2000],
    ["12.5", 1250],
    ["0.01", 1],
    ["100", 10000],
    ["100.00", 10000],
  ])("percentage %s is %i basis points", (text, points) => expect(percentToBasisPoints(text)).toBe(points));
  it.each(["0", "0.00", "100.01", "-1", "1.234", "abc", "", "1e2"])("refuses the percentage %j", (text) => expect(percentToBasisPoints(text)).toBeNull());
  it.each([
    ["5", 500],
    ["2.50", 250],
    ["0.01", 1],
  ])("£%s is %i pence", (text, pence) => expect(poundsToDiscountPence(text)).toBe(pence));
  it.each(["0", "0.00", "-5", "5.001", "£5", "1000000.01"])("refuses the amount %j", (text) => expect(poundsToDiscountPence(text)).toBeNull());
});

describe("discountCodeSchema", () => {
  it("turns a scoped percentage code into what the database keeps", () => {
    expect(discountCodeSchema.parse({ ...base, scope: "event", scope_id: " 42 ", max_uses: "10", expires_on: "2030-01-31" })).toEqual({
      code: "SPRING20",
      discountType: "percentage",
      value: 2000,
      maxRedemptions: 10,
      expiresOn: "2030-01-31",
      eventId: 42,
      channelId: null,
    });
  });

  it("a fixed code for everything ignores a stray id; empty limit and day are none", () => {
    expect(discountCodeSchema.parse({ ...base, discount_type: "fixed", value: "7.5", scope_id: "9" })).toMatchObject({ value: 750, maxRedemptions: null, expiresOn: null, eventId: null, channelId: null });
  });

  it("names each bad field with its message", () => {
    expect(messagesOf({ ...base, code: "no spaces allowed" })).toEqual({ code: [m.codeFormat] });
    expect(messagesOf({ ...base, discount_type: "fixed", value: "0" })).toEqual({ value: [m.fixedValue] });
    expect(messagesOf({ ...base, value: "150" })).toEqual({ value: [m.percentValue] });
    expect(messagesOf({ ...base, max_uses: "1000001" })).toEqual({ max_uses: [m.usesFormat] });
    expect(messagesOf({ ...base, expires_on: "31/01/2030" })).toEqual({ expires_on: [m.expiryFormat] });
    expect(messagesOf({ ...base, scope: "channel", scope_id: "" })).toEqual({ scope_id: [m.scopeIdRequired] });
    expect(messagesOf({ ...base, scope: "everyone" })).toMatchObject({ scope: [m.scopeRequired] });
  });

  it("the switch takes an id and true or false only", () => {
    expect(discountCodeStatusSchema.parse({ id: "7", active: "false" })).toEqual({ id: 7, active: false });
    expect(discountCodeStatusSchema.safeParse({ id: "0", active: "true" }).success).toBe(false);
    expect(discountCodeStatusSchema.safeParse({ id: "7", active: "yes" }).success).toBe(false);
  });
});
