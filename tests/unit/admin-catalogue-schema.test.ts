// The discount-code form's rules: a percentage becomes basis points, pounds become pence, the use
// limit and the last day are optional, and a scope of one event or channel needs its id.
import { describe, expect, it } from "vitest";
import { adminCatalogueMessages as m, adminPackageMessages as pm } from "~shared/messages/admin-catalogue";
import {
  discountCodeSchema,
  discountCodeStatusSchema,
  newPackageSchema,
  packagePercentToBasisPoints,
  packagePriceToPence,
  packageUpdateSchema,
  percentToBasisPoints,
  poundsToDiscountPence,
} from "~shared/schemas/admin-catalogue";

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

describe("a package's form: packagePriceToPence, packagePercentToBasisPoints and the schemas", () => {
  it.each([
    ["0", 0],
    ["12.99", 1299],
    ["12.5", 1250],
    ["10000", 1_000_000],
  ])("£%s is %i pence", (text, pence) => expect(packagePriceToPence(text)).toBe(pence));
  it.each(["10000.01", "-1", "1.999", "£5", "", "1e3", "abc"])("refuses the price %j", (text) => expect(packagePriceToPence(text)).toBeNull());
  it.each([
    ["0", 0],
    ["7.5", 750],
    ["0.01", 1],
    ["100", 10_000],
  ])("%s %% is %i basis points", (text, points) => expect(packagePercentToBasisPoints(text)).toBe(points));
  it.each(["100.01", "-0.5", "7.555", "7,5", ""])("refuses the percentage %j", (text) => expect(packagePercentToBasisPoints(text)).toBeNull());

  const terms = {
    name: "  Creator ",
    price: "9.99",
    tenure: "yearly",
    commission_live_event: "7.5",
    commission_pre_recorded_event: "0",
    commission_subscription_user: "100",
    payment_handling_fee: "2.25",
    taxation_fee: "20",
    no_of_channel: "0",
    max_participant_in_event: "1000000",
    max_participant_in_pre_recorded_event: "500",
    max_subscriber_in_channel: "250",
    no_of_event_in_channel: "50",
  };

  it("turns the form's text into the table's pence, basis points and whole numbers", () => {
    expect(newPackageSchema.parse(terms)).toEqual({
      name: "Creator",
      pricePence: 999,
      tenure: "yearly",
      commissionLiveEventBp: 750,
      commissionPreRecordedEventBp: 0,
      commissionSubscriptionUserBp: 10_000,
      paymentHandlingFeeBp: 225,
      taxationFeeBp: 2000,
      noOfChannel: 0,
      maxParticipantInEvent: 1_000_000,
      maxParticipantInPreRecordedEvent: 500,
      maxSubscriberInChannel: 250,
      noOfEventInChannel: 50,
    });
    expect(packageUpdateSchema.parse({ id: "7", ...terms })).toMatchObject({ id: 7, terms: { pricePence: 999 } });
  });

  it.each([
    [{ no_of_channel: "1000001" }, "no_of_channel", pm.limit],
    [{ no_of_channel: "-1" }, "no_of_channel", pm.limit],
    [{ tenure: "weekly" }, "tenure", pm.tenureRequired],
    [{ name: "x".repeat(61) }, "name", pm.nameTooLong],
  ])("refuses %j naming the field", (overrides, field, message) => {
    const parsed = newPackageSchema.safeParse({ ...terms, ...overrides });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual([field, message]);
  });

  it("refuses an id that is not one", () => {
    expect(packageUpdateSchema.safeParse({ id: "abc", ...terms }).success).toBe(false);
  });
});
