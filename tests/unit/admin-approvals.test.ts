// The approval decision's rules (shared by the console's form and the API) and how the approval
// pages write an item's dates, time and price.
import { describe, expect, it } from "vitest";
import { approvalDates, approvalPrice, approvalTime } from "~/lib/admin-approvals";
import { approvalBodySchema, approvalDecisionSchema } from "~shared/schemas/admin-approvals";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("approvalDecisionSchema", () => {
  it("takes Approve alone and Reject with a trimmed reason", () => {
    expect(approvalDecisionSchema.parse({ decision: "approve" })).toEqual({ decision: "approve" });
    expect(approvalDecisionSchema.parse({ decision: "reject", reason: "  Blurry photos. " })).toEqual({ decision: "reject", reason: "Blurry photos." });
  });

  it("refuses a rejection without a reason, a reason over 500 characters and an unknown decision", () => {
    expect(messages(approvalDecisionSchema.safeParse({ decision: "reject" }))).toEqual(["Give a reason."]);
    expect(messages(approvalDecisionSchema.safeParse({ decision: "reject", reason: " \n " }))).toEqual(["Give a reason."]);
    expect(messages(approvalDecisionSchema.safeParse({ decision: "reject", reason: "x".repeat(501) }))).toEqual(["The reason must be at most 500 characters."]);
    expect(messages(approvalDecisionSchema.safeParse({ decision: "publish" }))).toEqual(["Choose Approve or Reject."]);
  });
});

describe("approvalBodySchema", () => {
  it("takes the id as a number or as text, and refuses anything but a whole number from 1", () => {
    expect(approvalBodySchema.parse({ id: "42", decision: "approve" })).toEqual({ id: 42, decision: "approve" });
    expect(approvalBodySchema.parse({ id: 7, decision: "reject", reason: "No." })).toEqual({ id: 7, decision: "reject", reason: "No." });
    for (const id of [0, -1, 1.5, "1; drop", "", "99999999999", null, 2_147_483_648]) {
      expect(messages(approvalBodySchema.safeParse({ id, decision: "approve" })), String(id)).toEqual(["Give the id of what to decide."]);
    }
  });
});

describe("the approval pages' wording", () => {
  it("writes one date, or the first and last of a series, and none for a pre-recorded event", () => {
    expect(approvalDates(["2026-12-05"])).toBe("Sat 5 Dec 2026");
    expect(approvalDates(["2026-12-05", "2026-12-12", "2026-12-19"])).toBe("Sat 5 Dec 2026 – Sat 19 Dec 2026");
    expect(approvalDates([])).toBeNull();
  });

  it("writes the time without seconds with its zone, and the price in pounds or Free", () => {
    expect(approvalTime("19:00:00", "20:30:00", "Europe/London")).toBe("19:00–20:30 Europe/London");
    expect(approvalTime(null, null, "Europe/London")).toBeNull();
    expect(approvalPrice(1250, false, "Free")).toBe("£12.50");
    expect(approvalPrice(0, true, "Free")).toBe("Free");
  });
});
