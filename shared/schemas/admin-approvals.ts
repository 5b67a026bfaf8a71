// The approval decision an administrator takes on a pending event (a series with it) or channel:
// approve, or reject with a reason the host is told. The console's form and the API parse with these.
import { z } from "zod";
import { approvalMessages } from "~shared/messages/admin-approvals";
import { adminIdField, adminReasonField } from "~shared/schemas/admin";

export const APPROVAL_DECISIONS = ["approve", "reject"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The form: Approve needs nothing more; Reject needs the reason. */
export const approvalDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("reject"), reason: adminReasonField }),
], { error: approvalMessages.decision });

const approvalId = adminIdField(approvalMessages.id);

/** The API's body: the form's fields and the id of the event (any occurrence of a series) or channel. */
export const approvalBodySchema = z.discriminatedUnion("decision", [
  z.object({ id: approvalId, decision: z.literal("approve") }),
  z.object({ id: approvalId, decision: z.literal("reject"), reason: adminReasonField }),
], { error: approvalMessages.decision });
