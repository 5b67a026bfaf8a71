// The admin console's frame: the dashboard's counts of waiting work, the audit log (written with
// the change in one transaction, append-only, filtered and paged, bad filters refused with the
// field's message), and an administrator's session ending after two hours idle.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminMessages } from "~shared/messages/admin";
import { adminAuditLog, complaints, events } from "~server/db/schema";
import { adminActorOf, auditedAdminAction, recordAdminAction } from "~server/domain/admin/audit";
import { ADMIN_IDLE_MS } from "~server/domain/accounts/tokens";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const start = new Date("2026-06-01T09:00:00Z");
const t = useTestApi({ now: start });

describe("GET admin/dashboard", () => {
  it("counts pending events (a series as one), pending channels, open tickets and refunds owed", async () => {
    const admin = await createUser(t, { role: "admin" });
    const token = await loginAs(t, admin);
    const before = (await t.call<{ pending_events: number; pending_channels: number; open_tickets: number }>("GET", "admin/dashboard", { token })).data!;

    const host = await createUser(t);
    const first = await createHostedEvent(t.db, host.row, { isPublished: false });
    // A second occurrence of the same series counts once.
    const second = await createHostedEvent(t.db, host.row, { isPublished: false });
    await t.db.update(events).set({ seriesId: first }).where(eq(events.id, second));
    await createHostedChannel(t.db, host.row, { isPublished: false });
    await t.db.insert(complaints).values({ userId: host.id, title: "Sound", type: "Technical", message: "No sound in the room." });

    const after = await t.call<{ pending_events: number; pending_channels: number; open_tickets: number }>("GET", "admin/dashboard", { token });
    expect(after.status).toBe(200);
    expect(after.data).toMatchObject({
      pending_events: before.pending_events + 1,
      pending_channels: before.pending_channels + 1,
      open_tickets: before.open_tickets + 1,
    });
  });
});

describe("the audit log", () => {
  it("keeps the change and its row together: a failing action leaves neither", async () => {
    const admin = await createUser(t, { role: "admin" });
    const actor = adminActorOf(admin.row, "198.51.100.7");
    const host = await createUser(t);
    const id = await createHostedEvent(t.db, host.row, { isPublished: false });

    await expect(
      auditedAdminAction(t.db, actor, start, async (tx) => {
        await tx.update(events).set({ isPublished: true }).where(eq(events.id, id));
        throw new Error("the mail could not be recorded");
      }),
    ).rejects.toThrow("the mail could not be recorded");
    const [unchanged] = await t.db.select({ isPublished: events.isPublished }).from(events).where(eq(events.id, id));
    expect(unchanged!.isPublished).toBe(false);
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.objectId, String(id)))).toEqual([]);

    const result = await auditedAdminAction(t.db, actor, start, async (tx) => {
      await tx.update(events).set({ isPublished: true }).where(eq(events.id, id));
      return { result: id, audit: { action: "approve-event", objectType: "event", objectId: id, before: { is_published: false }, after: { is_published: true } } };
    });
    expect(result).toBe(id);
    const rows = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.objectId, String(id)));
    expect(rows).toEqual([
      expect.objectContaining({ adminId: admin.id, adminEmail: admin.email, action: "approve-event", objectType: "event", before: { is_published: false }, after: { is_published: true }, ip: "198.51.100.7" }),
    ]);
  });

  it("is append-only: the database refuses to update, delete or truncate its rows", async () => {
    const admin = await createUser(t, { role: "admin" });
    await recordAdminAction(t.db, adminActorOf(admin.row, "198.51.100.8"), { action: "close-ticket", objectType: "ticket", objectId: 1 }, start);
    await expect(t.db.execute(sql`update admin_audit_log set action = 'nothing'`)).rejects.toThrow(/append-only/);
    await expect(t.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow(/append-only/);
    await expect(t.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow(/append-only/);
    const [{ n } = { n: 0 }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(eq(adminAuditLog.action, "close-ticket"));
    expect(n).toBeGreaterThan(0);
  });

  it("GET admin/audit pages newest first and filters by action, object and London days", async () => {
    const admin = await createUser(t, { role: "admin" });
    const actor = adminActorOf(admin.row, "198.51.100.9");
    // 30 rows on 10 March.
    for (let i = 0; i < 30; i += 1) {
      await recordAdminAction(t.db, actor, { action: "hide-category", objectType: "category", objectId: 900 + i }, new Date(Date.UTC(2026, 2, 10, 12, i)));
    }
    // 1 July 00:30 in London is 30 June 23:30 UTC (summer time): it belongs to 1 July.
    await recordAdminAction(t.db, actor, { action: "show-category", objectType: "category", objectId: 999 }, new Date("2026-06-30T23:30:00Z"));
    const token = await loginAs(t, admin);

    const first = await t.call<{ rows: { object_id: string; action: string }[]; pagination: { total: number; last_page: number; current_page: number }; actions: string[] }>("GET", "admin/audit?action=hide-category", { token });
    expect(first.status).toBe(200);
    expect(first.data!.pagination).toMatchObject({ total: 30, last_page: 2, current_page: 1 });
    expect(first.data!.rows).toHaveLength(25);
    expect(first.data!.rows[0]!.object_id).toBe("929");
    expect(first.data!.actions).toEqual(expect.arrayContaining(["hide-category", "show-category"]));
    const second = await t.call<{ rows: unknown[] }>("GET", "admin/audit?action=hide-category&page=2", { token });
    expect(second.data!.rows).toHaveLength(5);

    const july = await t.call<{ rows: { object_id: string }[] }>("GET", "admin/audit?object_type=category&from=2026-07-01&to=2026-07-01", { token });
    expect(july.data!.rows.map((row) => row.object_id)).toEqual(["999"]);
    const june = await t.call<{ rows: { object_id: string }[] }>("GET", "admin/audit?object_type=category&from=2026-06-30&to=2026-06-30", { token });
    expect(june.data!.rows).toEqual([]);
    const one = await t.call<{ rows: { object_id: string }[] }>("GET", "admin/audit?object_id=905", { token });
    expect(one.data!.rows.map((row) => row.object_id)).toEqual(["905"]);
  });

  it.each([
    ["page=0", adminMessages.page],
    ["page=abc", adminMessages.page],
    ["from=2026-02-30", adminMessages.date],
    ["to=yesterday", adminMessages.date],
    ["from=2026-05-02&to=2026-05-01", adminMessages.dateOrder],
    [`action=${"x".repeat(61)}`, adminMessages.filterText],
  ])("GET admin/audit?%s is refused with 422 and its message", async (query, message) => {
    const admin = await createUser(t, { role: "admin" });
    const answer = await t.call("GET", `admin/audit?${query}`, { token: await loginAs(t, admin) });
    expect(answer.status).toBe(422);
    expect(answer).toMatchObject({ success: false, message, data: null });
  });
});

describe("an administrator's session", () => {
  it("ends after two hours without a request; a user's does not", async () => {
    const admin = await createUser(t, { role: "admin" });
    const user = await createUser(t);
    const adminToken = await loginAs(t, admin);
    const userToken = await loginAs(t, user);
    try {
      // Used an hour and fifty minutes later: still alive, and the clock of idleness restarts.
      t.setNow(new Date(start.getTime() + ADMIN_IDLE_MS - 10 * 60_000));
      expect((await t.call("GET", "admin/dashboard", { token: adminToken })).status).toBe(200);
      t.setNow(new Date(start.getTime() + 2 * ADMIN_IDLE_MS - 20 * 60_000));
      expect((await t.call("GET", "admin/dashboard", { token: adminToken })).status).toBe(200);
      // Then two hours and a minute of nothing: gone, also for the calls any user may make.
      t.setNow(new Date(start.getTime() + 3 * ADMIN_IDLE_MS - 19 * 60_000));
      expect((await t.call("GET", "admin/dashboard", { token: adminToken })).status).toBe(404);
      expect((await t.call("GET", "user", { token: adminToken })).status).toBe(401);
      // A user's session lives its whole lifetime, however idle.
      expect((await t.call("GET", "user", { token: userToken })).status).toBe(200);
    } finally {
      t.setNow(start);
    }
  });
});
