import { describe, expect, it } from "vitest";
import { isTicketType, newTicketSchema, TICKET_TYPES, ticketReplySchema } from "~shared/schemas/tickets";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("ticket rules (002 §5)", () => {
  it("a new ticket needs a title, a type from the list and a message", () => {
    expect(messagesOf(newTicketSchema.safeParse({}))).toEqual({ title: "Title is required", type: "Type is required", message: "Message is required" });
    expect(messagesOf(newTicketSchema.safeParse({ title: "Late refund", type: "Refunds please", message: "Hi" }))).toEqual({ type: "Type is required" });
    expect(newTicketSchema.parse({ title: "  Late refund ", type: "Booking", message: " Hi " })).toEqual({ title: "Late refund", type: "Booking", message: "Hi" });
  });

  it("limits the lengths", () => {
    expect(messagesOf(newTicketSchema.safeParse({ title: "t".repeat(151), type: "Other", message: "m".repeat(5001) }))).toEqual({ title: "At most 150 characters", message: "At most 5000 characters" });
  });

  it("a reply needs a message and names a ticket", () => {
    expect(messagesOf(ticketReplySchema.safeParse({ complaints_id: "12" }))).toEqual({ message: "Message is required" });
    expect(ticketReplySchema.parse({ complaints_id: "12", message: "Thanks" })).toEqual({ complaints_id: 12, message: "Thanks" });
    expect(ticketReplySchema.safeParse({ complaints_id: "12; drop", message: "Thanks" }).success).toBe(false);
  });

  it("knows its types", () => {
    expect(TICKET_TYPES.every(isTicketType)).toBe(true);
    expect(isTicketType("booking")).toBe(false);
  });
});

describe("ticket forms as Conform parses a posted form", () => {
  it("an empty form gets the spec's messages (Conform turns empty fields into undefined)", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const form = new FormData();
    for (const name of ["title", "type", "message"]) form.set(name, "");
    const submission = parseWithZod(form, { schema: newTicketSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ title: ["Title is required"], type: ["Type is required"], message: ["Message is required"] });
  });
});
