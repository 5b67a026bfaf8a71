// The approval decision an administrator takes on a pending event (a series with it) or channel:
// approve, or reject with a reason the host is told. The console's form and the API parse with these.
import { z } from "zod";
import { approvalMessages } from "~shared/messages/admin-approvals";
import { adminReasonField } from "~shared/schemas/admin";

export const APPROVAL_DECISIONS = ["approve", "reject"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The form: Approve needs nothing more; Reject needs the reason. */
export const approvalDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("reject"), reason: adminReasonField }),
], { error: approvalMessages.decision });

/** An id as a form or a JSON body sends it: a whole number from 1, as a number or as text. */
const approvalId = z.union([z.number(), z.string().max(20)], { error: approvalMessages.id }).transform((value, context) => {
  const id = typeof value === "number" ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    context.addIssue({ code: "custom", message: approvalMessages.id });
    return z.NEVER;
  }
  return id;
});

/** The API's body: the form's fields and the id of the event (any occurrence of a series) or channel. */
export const approvalBodySchema = z.discriminatedUnion("decision", [
  z.object({ id: approvalId, decision: z.literal("approve") }),
  z.object({ id: approvalId, decision: z.literal("reject"), reason: adminReasonField }),
], { error: approvalMessages.decision });
