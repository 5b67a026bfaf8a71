// Channel approval through the operator commands (scripts/admin-commands.ts): approve-channel
// publishes a channel (clearing a past rejection), reject-channel marks it Rejected by Admin with a
// reason, each as the administrator named by --as; list-pending names the events (a recurring series
// as one row) and channels still waiting, with hosts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelStatus } from "~shared/channel-status";
import { adminAuditLog, channels, events, mailOutbox } from "~server/db/schema";
import { listPending } from "~server/domain/channels/approval";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent, createUser } from "~tests/support/factories";
import { ADMIN_USAGE, COMMAND_LINE_ADDRESS, runAdminCommand as runCommand } from "../../scripts/admin-commands";

const t = useTestApi();
const now = new Date("2026-03-01T10:00:00Z");

/** The command as an operator types it, as a fresh administrator. */
async function runAdminCommand(db: typeof t.db, args: string[]) {
  const admin = await createUser(db, { role: "admin" });
  const decides = args[0] !== "list-pending" && args.length > 1;
  return runCommand(db, decides ? [...args, ...(args[0]?.startsWith("reject") ? ["Not for us"] : []), "--as", admin.email] : args, { now, storage: t.storage, appUrl: "https://marquee.test" });
}

async function statusOf(id: number) {
  const [row] = await t.db.select().from(channels).where(eq(channels.id, id));
  return channelStatus(row!);
}

describe("approve-channel and reject-channel", () => {
  it("approves a pending channel: it becomes Active", async () => {
    const host = await createUser(t.db);
    const id = await createHostedChannel(t.db, host.row, { isPublished: false });
    expect(await statusOf(id)).toBe("Pending Approval");
    expect(await runAdminCommand(t.db, ["approve-channel", String(id)])).toEqual({ code: 0, message: `Approved channel ${id}.` });
    expect(await statusOf(id)).toBe("Active");
  });

  it("rejects a channel, and a later approval clears the rejection", async () => {
    const host = await createUser(t.db);
    const id = await createHostedChannel(t.db, host.row, { isPublished: false });
    expect(await runAdminCommand(t.db, ["reject-channel", String(id)])).toEqual({ code: 0, message: `Rejected channel ${id}.` });
    expect(await statusOf(id)).toBe("Rejected by Admin");
    await runAdminCommand(t.db, ["approve-channel", String(id)]);
    const [row] = await t.db.select().from(channels).where(eq(channels.id, id));
    expect([row!.isPublished, row!.isRejected]).toEqual([true, false]);
  });

  it("refuses an unknown channel or a bad id, and explains its usage", async () => {
    expect(await runAdminCommand(t.db, ["approve-channel", "99999999"])).toEqual({ code: 1, message: "Channel not found (id 99999999)." });
    expect((await runAdminCommand(t.db, ["reject-channel", "1; drop table channels"])).code).toBe(2);
    expect((await runAdminCommand(t.db, ["approve-channel", "0"])).message).toMatch(/^Not a channel id: 0/);
    expect(await runAdminCommand(t.db, ["approve-channel"])).toEqual({ code: 2, message: ADMIN_USAGE });
    expect(await runAdminCommand(t.db, ["list-pending", "7"])).toEqual({ code: 2, message: ADMIN_USAGE });
  });
});

describe("list-pending", () => {
  it("lists pending events (a series once) and channels with their hosts; decided, cancelled and published ones are left out", async () => {
    const host = await createUser(t.db);
    const single = await createHostedEvent(t.db, host.row, { title: "Pending single", isPublished: false });
    const parent = await createHostedEvent(t.db, host.row, { title: "Weekly flow", isPublished: false });
    await t.db.update(events).set({ seriesId: parent }).where(eq(events.id, parent));
    for (let i = 0; i < 2; i += 1) await createHostedEvent(t.db, host.row, { title: "Weekly flow", isPublished: false, seriesId: parent });
    await createHostedEvent(t.db, host.row, { title: "Published", isPublished: true });
    await createHostedEvent(t.db, host.row, { title: "Refused", isPublished: false, isRejected: true });
    await createHostedEvent(t.db, host.row, { title: "Cancelled", isPublished: false, isCancelled: true });
    const channel = await createHostedChannel(t.db, host.row, { title: "Pending course", isPublished: false });
    await createHostedChannel(t.db, host.row, { title: "Refused course", isPublished: false, isRejected: true });

    const mine = (await listPending(t.db)).filter((item) => item.hostId === host.id);
    expect(mine).toEqual([
      { kind: "event", id: single, title: "Pending single", hostId: host.id, hostEmail: host.email, occurrences: 1 },
      { kind: "event", id: parent, title: "Weekly flow", hostId: host.id, hostEmail: host.email, occurrences: 3 },
      { kind: "channel", id: channel, title: "Pending course", hostId: host.id, hostEmail: host.email, occurrences: 1 },
    ]);
    const report = await runAdminCommand(t.db, ["list-pending"]);
    expect(report.code).toBe(0);
    expect(report.message).toContain(`channel ${String(channel).padStart(6)}  "Pending course"  host ${host.id} <${host.email}>`);
    expect(report.message).toContain(`event   ${String(parent).padStart(6)}  "Weekly flow"  host ${host.id} <${host.email}>  (series of 3)`);
    expect(report.message).not.toContain("Refused");

    await runAdminCommand(t.db, ["approve-channel", String(channel)]);
    expect((await listPending(t.db)).some((item) => item.kind === "channel" && item.id === channel)).toBe(false);
  });
});

describe("the operator's decisions: as an administrator, with a reason, audited and mailed", () => {
  it("rejects with the reason as the admin named by --as: the reason stored, the audit row from the command line, the mail queued", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const host = await createUser(t.db);
    const id = await createHostedChannel(t.db, host.row, { title: "Noisy course", isPublished: false });
    const options = { now, storage: t.storage, appUrl: "https://marquee.test" };
    expect(await runCommand(t.db, ["reject-channel", String(id), "The", "audio", "is", "missing.", "--as", admin.email.toUpperCase()], options)).toEqual({
      code: 0,
      message: `Rejected channel ${id}.`,
    });
    const [row] = await t.db.select().from(channels).where(eq(channels.id, id));
    expect([row!.isRejected, row!.rejectionReason]).toEqual([true, "The audio is missing."]);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.objectId, String(id)));
    expect(audit.filter((entry) => entry.objectType === "channel")).toMatchObject([
      { action: "reject-channel", adminId: admin.id, adminEmail: admin.email, ip: COMMAND_LINE_ADDRESS, reason: "The audio is missing." },
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, host.email));
    expect(mails.map((mail) => mail.subject)).toEqual(["Rejected by Admin: Noisy course"]);
  });

  it("refuses a decision without --as, as someone who is not an administrator, or a rejection without a reason: nothing changes", async () => {
    const user = await createUser(t.db);
    const host = await createUser(t.db);
    const id = await createHostedChannel(t.db, host.row, { isPublished: false });
    const options = { now, storage: t.storage, appUrl: "https://marquee.test" };
    expect((await runCommand(t.db, ["approve-channel", String(id)], options)).code).toBe(2);
    expect((await runCommand(t.db, ["approve-channel", String(id), "--as"], options)).code).toBe(2);
    expect(await runCommand(t.db, ["approve-channel", String(id), "--as", user.email], options)).toEqual({ code: 1, message: `No administrator has the e-mail ${user.email}.` });
    expect((await runCommand(t.db, ["reject-channel", String(id), "--as", user.email], options)).message).toMatch(/^Give a reason\./);
    expect(await statusOf(id)).toBe("Pending Approval");
  });
});
