// Support tickets (002 §2.3, §5, §7): user-complaints, complaint-detail/{id},
// complaints, complaints-thread and complaints-status, with good and bad input; another user's
// ticket is "No ticket found"; an administrator reads and replies to any ticket; each reply mails
// the other side.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TicketData, TicketDetailData } from "~server/api/contract";
import { adminAuditLog, complaintThreads, complaints } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function person(role: "user" | "admin" = "user", firstName = role === "admin" ? "Sam" : "Ada", lastName = role === "admin" ? "Support" : "Owner") {
  const user = await createUser(t, { role, firstName, lastName });
  return { user, token: await loginAs(t, user) };
}

const raise = (token: string, body: Record<string, unknown>) => t.call<TicketData>("POST", "complaints", { token, body });
const good = { title: "Refund for a cancelled class", type: "Payment or refund", message: "The class on Monday was cancelled. When will the refund arrive?" };

describe("raising and listing tickets", () => {
  it("refuses a ticket without title, type or message with the spec's messages, and stores nothing", async () => {
    const { user, token } = await person();
    const answer = await raise(token, { title: " ", type: "", message: "" });
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({ title: ["Title is required"], type: ["Type is required"], message: ["Message is required"] });
    const unknownType = await raise(token, { ...good, type: "Gossip" });
    expect(unknownType.errors).toEqual({ type: ["Type is required"] });
    const long = await raise(token, { ...good, title: "x".repeat(151) });
    expect(long.errors).toEqual({ title: ["At most 150 characters"] });
    expect(await t.db.select().from(complaints).where(eq(complaints.userId, user.id))).toEqual([]);
  });

  it("raises an open ticket, lists it newest first, and tells the administrators", async () => {
    const { user, token } = await person();
    const { user: admin } = await person("admin");
    const first = await raise(token, { ...good, title: "First" });
    const second = await raise(token, good);
    expect([second.status, second.message]).toEqual([200, "Your ticket has been raised. We will reply here and by email."]);
    expect(second.data).toMatchObject({ title: good.title, type: good.type, message: good.message, status: true });
    const list = await t.call<{ user: { id: number }; complaints: TicketData[] }>("GET", "user-complaints", { token });
    expect(list.data?.user.id).toBe(user.id);
    expect(list.data?.complaints.map((ticket) => ticket.id)).toEqual([second.data!.id, first.data!.id]);
    expect(t.mails.filter((mail) => mail.to === admin.email && mail.subject === `New ticket: ${good.title}`)).toHaveLength(1);
    // Another user lists only their own.
    const { token: otherToken } = await person();
    expect((await t.call<{ complaints: TicketData[] }>("GET", "user-complaints", { token: otherToken })).data?.complaints).toEqual([]);
  });
});

describe("a ticket's page and its thread", () => {
  it("is its owner's and the administrators': anyone else, and any unknown id, gets No ticket found", async () => {
    const owner = await person();
    const { data: ticket } = await raise(owner.token, good);
    const other = await person();
    for (const id of [String(ticket!.id), "999999999", "abc"]) {
      const answer = await t.call("GET", `complaint-detail/${id}`, { token: id === String(ticket!.id) ? other.token : owner.token });
      expect([answer.status, answer.message]).toEqual([404, "No ticket found"]);
    }
    const reply = await t.call("POST", "complaints-thread", { token: other.token, body: { complaints_id: ticket!.id, message: "Let me in" } });
    expect([reply.status, reply.message]).toEqual([404, "No ticket found"]);
    const close = await t.call("POST", "complaints-status", { token: other.token, body: { complaints_id: ticket!.id, status: "closed" } });
    expect(close.status).toBe(404);
    expect(await t.db.select().from(complaintThreads).where(eq(complaintThreads.complaintId, ticket!.id))).toEqual([]);
    const [still] = await t.db.select().from(complaints).where(eq(complaints.id, ticket!.id));
    expect(still?.isOpen).toBe(true);
  });

  it("an administrator replies: the owner sees Reply from with the admin's name and gets a mail; the owner's answer mails the administrators", async () => {
    const owner = await person();
    const admin = await person("admin");
    const { data: ticket } = await raise(owner.token, good);

    const empty = await t.call("POST", "complaints-thread", { token: admin.token, body: { complaints_id: ticket!.id, message: "  " } });
    expect([empty.status, empty.errors]).toEqual([422, { message: ["Message is required"] }]);

    const staffReply = await t.call<TicketData>("POST", "complaints-thread", { token: admin.token, body: { complaints_id: ticket!.id, message: "The refund went out today." } });
    expect([staffReply.status, staffReply.message]).toEqual([200, "Your reply has been sent."]);
    const ownerMail = t.mails.find((mail) => mail.to === owner.user.email && mail.kind === "ticket-reply");
    expect(ownerMail?.text).toContain("The refund went out today.");
    expect(ownerMail?.text).toContain(`/ticket-detail/${ticket!.id}`);

    await t.call("POST", "complaints-thread", { token: owner.token, body: { complaints_id: String(ticket!.id), message: "Thank you, it arrived." } });
    expect(t.mails.some((mail) => mail.to === admin.user.email && mail.subject === `New reply on ticket: ${good.title}` && mail.text.includes("Thank you, it arrived."))).toBe(true);

    const detail = await t.call<TicketDetailData>("GET", `complaint-detail/${ticket!.id}`, { token: owner.token });
    expect(detail.data?.complaint).toMatchObject({ id: ticket!.id, title: good.title, status: true });
    expect(detail.data?.complaint.threads.map((reply) => [reply.message, reply.user.full_name, reply.from_staff])).toEqual([
      ["The refund went out today.", "Sam Support", true],
      ["Thank you, it arrived.", "Ada Owner", false],
    ]);
    // The administrator reads the same ticket.
    expect((await t.call<TicketDetailData>("GET", `complaint-detail/${ticket!.id}`, { token: admin.token })).data?.complaint.threads).toHaveLength(2);

    // Staff actions from the ticket's own page are audited as the console's are; the owner's are not.
    const closed = await t.call<TicketData>("POST", "complaints-status", { token: admin.token, body: { complaints_id: ticket!.id, status: "closed" } });
    expect([closed.status, closed.data?.status]).toEqual([200, false]);
    const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "ticket"), eq(adminAuditLog.objectId, String(ticket!.id)))).orderBy(adminAuditLog.id);
    expect(audit.map((row) => [row.action, row.adminId, row.after])).toEqual([
      ["reply-ticket", admin.user.id, { open: true, reply: "The refund went out today." }],
      ["close-ticket", admin.user.id, { open: false }],
    ]);
  });

  it("closes and reopens; a reply reopens a closed ticket", async () => {
    const owner = await person();
    const { data: ticket } = await raise(owner.token, good);
    const closed = await t.call<TicketData>("POST", "complaints-status", { token: owner.token, body: { complaints_id: ticket!.id, status: "closed" } });
    expect([closed.data?.status, closed.message]).toEqual([false, "The ticket is closed."]);
    const bad = await t.call("POST", "complaints-status", { token: owner.token, body: { complaints_id: ticket!.id, status: "maybe" } });
    expect(bad.status).toBe(422);
    const reply = await t.call<TicketData>("POST", "complaints-thread", { token: owner.token, body: { complaints_id: ticket!.id, message: "One more thing." } });
    expect(reply.data?.status).toBe(true);
  });
});
