// The admin console's support and people calls, with good and bad input: every ticket (filters,
// reply with the admin's name, close and reopen), users (search, role change with the password
// again, deactivation that ends every session and refuses login, reactivation), contact messages
// and interest registrations. Every change writes its audit row; a refused one changes nothing.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminInterestData, AdminPage, AdminTicketsData, AdminUserData, TicketData, TicketDetailData } from "~server/api/contract";
import { adminAuditLog, apiTokens, complaintThreads, complaints, contactMessages, interestRegistrations, users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs, uniqueEmail } from "./auth-support";

const t = useTestApi();

async function person(role: "user" | "admin" = "user", firstName = role === "admin" ? "Sam" : "Ada", lastName = role === "admin" ? "Staff" : "Owner") {
  const user = await createUser(t, { role, firstName, lastName });
  return { user, token: await loginAs(t, user) };
}

const auditOf = (objectType: string, objectId: number) =>
  t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, objectType), eq(adminAuditLog.objectId, String(objectId))));

async function raise(token: string, title: string, type = "Booking") {
  const answer = await t.call<TicketData>("POST", "complaints", { token, body: { title, type, message: `About ${title}.` } });
  return answer.data!;
}

describe("tickets", () => {
  it("lists every ticket newest first, filtered by open or closed and by type; bad filters answer 422", async () => {
    const admin = await person("admin");
    const owner = await person();
    const tag = uniqueEmail("t").slice(0, 8);
    const first = await raise(owner.token, `${tag} first`, "Account");
    const second = await raise(owner.token, `${tag} second`, "Booking");
    await t.db.update(complaints).set({ isOpen: false }).where(eq(complaints.id, first.id));
    const list = async (query: string) => t.call<AdminTicketsData>("GET", `admin/tickets${query}`, { token: admin.token });
    const all = (await list("")).data!.rows.map((row) => row.id);
    expect(all.indexOf(second.id)).toBeLessThan(all.indexOf(first.id));
    const open = (await list("?status=open")).data!.rows;
    expect(open.every((row) => row.status)).toBe(true);
    expect(open.map((row) => row.id)).toContain(second.id);
    expect(open.map((row) => row.id)).not.toContain(first.id);
    const closedAccount = (await list("?status=closed&type=Account")).data!.rows;
    expect(closedAccount.find((row) => row.id === first.id)).toMatchObject({ owner_name: "Ada Owner", owner_email: owner.user.email, status: false });
    expect(closedAccount.every((row) => row.type === "Account" && !row.status)).toBe(true);
    for (const bad of ["?status=maybe", "?page=0", "?page=abc", `?type=${"x".repeat(61)}`]) {
      const answer = await list(bad);
      expect([answer.status, answer.success]).toEqual([422, false]);
    }
  });

  it("mails a new ticket to the administrators with a link to its admin page", async () => {
    const admin = await person("admin");
    const owner = await person();
    const ticket = await raise(owner.token, "Mail link");
    const mail = t.mails.find((sent) => sent.to === admin.user.email && sent.subject === "New ticket: Mail link");
    expect(mail?.html ?? mail?.text).toContain(`/admin/tickets/${ticket.id}`);
  });

  it("answers a ticket: the owner sees the reply with the admin's name and is mailed; the audit row is written with it", async () => {
    const admin = await person("admin", "Sam", "Staff");
    const owner = await person();
    const ticket = await raise(owner.token, "Where is my refund");
    await t.db.update(complaints).set({ isOpen: false }).where(eq(complaints.id, ticket.id));
    const answer = await t.call<TicketData>("POST", "admin/ticket-reply", { token: admin.token, body: { ticket_id: ticket.id, message: "It is on its way." } });
    expect([answer.status, answer.message]).toEqual([200, "Your reply has been sent."]);
    // A reply reopens a closed ticket, as the owner's page always did.
    expect(answer.data?.status).toBe(true);
    const seen = await t.call<TicketDetailData>("GET", `complaint-detail/${ticket.id}`, { token: owner.token });
    expect(seen.data?.complaint.threads).toEqual([expect.objectContaining({ message: "It is on its way.", user: { full_name: "Sam Staff" }, from_staff: true })]);
    expect(t.mails.filter((mail) => mail.to === owner.user.email && mail.subject === "Reply to your ticket: Where is my refund")).toHaveLength(1);
    const audit = await auditOf("ticket", ticket.id);
    expect(audit).toEqual([expect.objectContaining({ action: "reply-ticket", adminId: admin.user.id, before: { open: false }, after: { open: true, reply: "It is on its way." } })]);
    const detail = await t.call<TicketDetailData["complaint"] & { owner_email: string }>("GET", `admin/tickets/${ticket.id}`, { token: admin.token });
    expect(detail.data).toMatchObject({ id: ticket.id, owner_email: owner.user.email, threads: [expect.objectContaining({ message: "It is on its way." })] });
  });

  it("refuses an empty or too long reply and an unknown ticket, and changes nothing", async () => {
    const admin = await person("admin");
    const owner = await person();
    const ticket = await raise(owner.token, "Refused replies");
    const reply = (body: Record<string, unknown>) => t.call("POST", "admin/ticket-reply", { token: admin.token, body });
    const empty = await reply({ ticket_id: ticket.id, message: "  " });
    expect([empty.status, empty.errors]).toEqual([422, { message: ["Message is required"] }]);
    const long = await reply({ ticket_id: ticket.id, message: "x".repeat(5001) });
    expect([long.status, long.errors]).toEqual([422, { message: ["At most 5000 characters"] }]);
    for (const id of [2_147_483_000, "abc", -1]) {
      const answer = await reply({ ticket_id: id, message: "Hello" });
      expect(answer.status === 404 || answer.status === 422).toBe(true);
      expect(answer.message).toBe("No ticket found");
    }
    expect(await t.db.select().from(complaintThreads).where(eq(complaintThreads.complaintId, ticket.id))).toEqual([]);
    expect(await auditOf("ticket", ticket.id)).toEqual([]);
    const missing = await t.call("GET", "admin/tickets/2147483000", { token: admin.token });
    expect([missing.status, missing.message]).toEqual([404, "No ticket found"]);
  });

  it("closes and reopens a ticket, each with its audit row; a bad status changes nothing", async () => {
    const admin = await person("admin");
    const owner = await person();
    const ticket = await raise(owner.token, "Close me");
    const status = (value: unknown) => t.call<TicketData>("POST", "admin/ticket-status", { token: admin.token, body: { ticket_id: ticket.id, status: value } });
    const bad = await status("archived");
    expect([bad.status, bad.errors]).toEqual([422, { status: ["Status must be open or closed."] }]);
    const closed = await status("closed");
    expect([closed.status, closed.message, closed.data?.status]).toEqual([200, "The ticket is closed.", false]);
    const owners = await t.call<TicketDetailData>("GET", `complaint-detail/${ticket.id}`, { token: owner.token });
    expect(owners.data?.complaint.status).toBe(false);
    const reopened = await status("open");
    expect([reopened.message, reopened.data?.status]).toEqual(["The ticket is open again.", true]);
    const audit = await auditOf("ticket", ticket.id);
    expect(audit.map((row) => [row.action, row.before, row.after]).sort()).toEqual([
      ["close-ticket", { open: true }, { open: false }],
      ["reopen-ticket", { open: false }, { open: true }],
    ]);
  });
});

describe("users", () => {
  it("searches by part of the name or the address, paged; bad input answers 422", async () => {
    const admin = await person("admin");
    const tag = `zq${Date.now().toString(36)}`;
    const named = await createUser(t, { firstName: "Grace", lastName: `Hopper${tag}` });
    const mailed = await createUser(t, { email: `${tag}@example.com` });
    const find = (query: string) => t.call<AdminPage<AdminUserData>>("GET", `admin/users${query}`, { token: admin.token });
    const found = await find(`?q=${tag}`);
    expect(found.data?.rows.map((row) => row.id).sort()).toEqual([named.id, mailed.id].sort());
    expect(found.data?.rows.find((row) => row.id === named.id)).toMatchObject({ full_name: `Grace Hopper${tag}`, role: "user", deactivated_at: null });
    expect((await find(`?q=${encodeURIComponent(`grace hopper${tag}`)}`)).data?.rows.map((row) => row.id)).toEqual([named.id]);
    // LIKE's own characters are matched as themselves.
    expect((await find("?q=%25")).data?.rows).toEqual([]);
    expect((await find("?page=0")).status).toBe(422);
    expect((await find(`?q=${"a".repeat(61)}`)).status).toBe(422);
  });

  it("changes a role after the admin's password: a wrong one or their own role is refused and nothing changes", async () => {
    const admin = await person("admin");
    const target = await person();
    const change = (body: Record<string, unknown>) => t.call<AdminUserData>("POST", "admin/user-role", { token: admin.token, body });
    const noPassword = await change({ user_id: target.user.id, role: "admin", password: "" });
    expect([noPassword.status, noPassword.errors]).toEqual([422, { password: ["Enter your password to confirm."] }]);
    const wrong = await change({ user_id: target.user.id, role: "admin", password: "Not-my-password-1" });
    expect([wrong.status, wrong.errors]).toEqual([400, { password: ["Password is incorrect"] }]);
    const badRole = await change({ user_id: target.user.id, role: "host", password: admin.user.password });
    expect([badRole.status, badRole.errors]).toEqual([422, { role: ["Role must be user or admin."] }]);
    const self = await change({ user_id: admin.user.id, role: "user", password: admin.user.password });
    expect([self.status, self.message]).toEqual([403, "You cannot change your own role."]);
    const unknown = await change({ user_id: 2_147_483_000, role: "admin", password: admin.user.password });
    expect([unknown.status, unknown.message]).toEqual([404, "No such user."]);
    expect((await t.db.select({ role: users.role }).from(users).where(eq(users.id, target.user.id)))[0]?.role).toBe("user");
    expect(await auditOf("user", target.user.id)).toEqual([]);

    const made = await change({ user_id: target.user.id, role: "admin", password: admin.user.password });
    expect([made.status, made.message, made.data?.role]).toEqual([200, "The role has been changed.", "admin"]);
    expect(await auditOf("user", target.user.id)).toEqual([
      expect.objectContaining({ action: "change-role", adminId: admin.user.id, before: { role: "user", deactivated: false }, after: { role: "admin", deactivated: false } }),
    ]);
    // Sessions opened under the old role end.
    expect((await t.call("GET", "user", { token: target.token })).status).toBe(401);
  });

  it("deactivates an account: its sessions end at once, login is refused with a clear message; reactivation lets it in again", async () => {
    const admin = await person("admin");
    const target = await person();
    const secondSession = await loginAs(t, target.user);
    const status = (body: Record<string, unknown>) => t.call<AdminUserData>("POST", "admin/user-status", { token: admin.token, body });

    const self = await status({ user_id: admin.user.id, status: "deactivated" });
    expect([self.status, self.message]).toEqual([403, "You cannot deactivate your own account."]);
    const bad = await status({ user_id: target.user.id, status: "gone" });
    expect([bad.status, bad.errors]).toEqual([422, { status: ["Status must be active or deactivated."] }]);
    expect(await auditOf("user", target.user.id)).toEqual([]);

    const off = await status({ user_id: target.user.id, status: "deactivated" });
    expect([off.status, off.message]).toEqual([200, "The account is deactivated and its sessions have ended."]);
    expect(off.data?.deactivated_at).not.toBeNull();
    for (const token of [target.token, secondSession]) expect((await t.call("GET", "user", { token })).status).toBe(401);
    const live = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, target.user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    const login = await t.call("POST", "login", { body: { email: target.user.email, password: target.user.password }, ip: "203.0.113.77" });
    expect([login.status, login.message]).toEqual([401, "This account has been deactivated. Please contact support."]);
    // The wrong password says only what it says for anyone: nothing about the account.
    const guess = await t.call("POST", "login", { body: { email: target.user.email, password: "Wrong-password-9" }, ip: "203.0.113.78" });
    expect(guess.message).toBe("Invalid email or password");
    // Twice is refused, and writes nothing more.
    expect((await status({ user_id: target.user.id, status: "deactivated" })).status).toBe(409);

    const on = await status({ user_id: target.user.id, status: "active" });
    expect([on.status, on.message, on.data?.deactivated_at]).toEqual([200, "The account is active again.", null]);
    const back = await t.call("POST", "login", { body: { email: target.user.email, password: target.user.password }, ip: "203.0.113.79" });
    expect(back.status).toBe(200);
    const audit = await auditOf("user", target.user.id);
    expect(audit.map((row) => [row.action, row.before, row.after]).sort()).toEqual([
      ["deactivate-user", { role: "user", deactivated: false }, { role: "user", deactivated: true }],
      ["reactivate-user", { role: "user", deactivated: true }, { role: "user", deactivated: false }],
    ]);
  });
});

describe("contact messages and interest registrations", () => {
  it("lists contact messages newest first", async () => {
    const admin = await person("admin");
    const email = uniqueEmail("contact");
    await t.db.insert(contactMessages).values([
      { fullName: "Older", email, mobile: "07700900001", query: "First", createdAt: new Date("2026-01-01T10:00:00Z") },
      { fullName: "Newer", email, mobile: "07700900002", query: "Second", createdAt: new Date("2026-01-02T10:00:00Z") },
    ]);
    const answer = await t.call<AdminPage<{ full_name: string; email: string }>>("GET", "admin/contact-messages", { token: admin.token });
    const mine = answer.data!.rows.filter((row) => row.email === email).map((row) => row.full_name);
    expect(mine).toEqual(["Newer", "Older"]);
    expect((await t.call("GET", "admin/contact-messages?page=x", { token: admin.token })).status).toBe(422);
  });

  it("lists interest registrations and exports them all", async () => {
    const admin = await person("admin");
    const email = uniqueEmail("interest");
    await t.db.insert(interestRegistrations).values([
      { fullName: "=HYPERLINK(\"http://evil\")", email, source: "main-site", content: "Yoga, pilates", createdAt: new Date("2026-01-01T10:00:00Z") },
      { fullName: "Plain", email, source: "web3-landing", creatortype: "both", createdAt: new Date("2026-01-02T10:00:00Z") },
    ]);
    const page = await t.call<AdminPage<AdminInterestData>>("GET", "admin/interest", { token: admin.token });
    expect(page.data!.rows.filter((row) => row.email === email).map((row) => row.full_name)).toEqual(["Plain", "=HYPERLINK(\"http://evil\")"]);
    const all = await t.call<AdminInterestData[]>("GET", "admin/interest-export", { token: admin.token });
    expect(all.data!.filter((row) => row.email === email)).toEqual([
      expect.objectContaining({ full_name: "=HYPERLINK(\"http://evil\")", content: "Yoga, pilates", source: "main-site" }),
      expect.objectContaining({ full_name: "Plain", creatortype: "both", mobile: null }),
    ]);
    expect((await t.call("GET", "admin/interest?page=-1", { token: admin.token })).status).toBe(422);
  });

  it("answers anyone but an administrator as an unknown path does", async () => {
    const user = await person();
    for (const path of ["admin/users", "admin/tickets", "admin/interest-export"]) {
      const answer = await t.call("GET", path, { token: user.token });
      expect(answer.status).toBe(404);
    }
  });
});
