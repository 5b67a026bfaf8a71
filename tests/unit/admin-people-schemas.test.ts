// The admin console's support and people input rules: ids, the tickets' status filter, roles and
// account states, each refused with its own message.
import { describe, expect, it } from "vitest";
import { adminRoleSchema, adminTicketStatusSchema, adminTicketsQuerySchema, adminUserStatusSchema } from "~shared/schemas/admin-people";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("admin support and people inputs", () => {
  it("reads an id from a number or digits, and refuses anything else with the object's not-found message", () => {
    expect(adminTicketStatusSchema.parse({ ticket_id: " 007 ", status: "open" }).ticket_id).toBe(7);
    expect(adminTicketStatusSchema.parse({ ticket_id: 12, status: "closed" }).ticket_id).toBe(12);
    for (const id of ["abc", "-1", "1.5", "0", "2147483648", -3, ""]) {
      expect(messages(adminTicketStatusSchema.safeParse({ ticket_id: id, status: "open" }))).toEqual(["No ticket found"]);
    }
    expect(messages(adminUserStatusSchema.safeParse({ user_id: "x", status: "active" }))).toEqual(["No such user."]);
  });

  it("filters tickets by open, closed or all, and refuses another status", () => {
    expect(adminTicketsQuerySchema.parse({ status: "", type: "", page: "" })).toEqual({ status: null, type: null, page: 1 });
    expect(adminTicketsQuerySchema.parse({ status: "closed", type: "Booking", page: "3" })).toEqual({ status: "closed", type: "Booking", page: 3 });
    expect(messages(adminTicketsQuerySchema.safeParse({ status: "pending" }))).toEqual(["Status must be open or closed."]);
  });

  it("takes only user or admin as a role, with the password, and only active or deactivated as a state", () => {
    expect(messages(adminRoleSchema.safeParse({ user_id: 2, role: "host", password: "x" }))).toEqual(["Role must be user or admin."]);
    expect(messages(adminRoleSchema.safeParse({ user_id: 2, role: "admin", password: "" }))).toEqual(["Enter your password to confirm."]);
    expect(messages(adminUserStatusSchema.safeParse({ user_id: 2, status: "banned" }))).toEqual(["Status must be active or deactivated."]);
  });
});
