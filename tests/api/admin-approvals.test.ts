// The approval queues' calls (administrators only): the queues (a series as one row), one item with
// its media, and the decision. Each decision changes the item, stores the reason, mails the host and
// writes its audit row together; bad input is refused with the field's message and changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApprovalChannelDetailData, ApprovalDecisionData, ApprovalEventData, ApprovalChannelData, ApprovalEventDetailData } from "~server/api/contract";
import { adminAuditLog, channels, events } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { ACCESS_LINK_SECONDS } from "~server/domain/uploads/uploads";
import { createHostedChannel, createHostedEvent, createUpload } from "~tests/support/factories";
import { mp4 } from "~tests/support/media-bytes";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function setUp() {
  const admin = await createUser(t, { role: "admin" });
  const host = await createUser(t, { firstName: "Hana", lastName: "Host" });
  return { admin, host, token: await loginAs(t, admin) };
}

async function pendingSeries(hostRow: { id: number }, title: string) {
  const first = await createHostedEvent(t.db, hostRow, { title, isPublished: false, eventDate: "2026-06-01" });
  await t.db.update(events).set({ seriesId: first }).where(eq(events.id, first));
  const second = await createHostedEvent(t.db, hostRow, { title, isPublished: false, seriesId: first, eventDate: "2026-06-08" });
  return [first, second];
}

const auditRows = (objectType: string, id: number) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.objectId, String(id))).then((rows) => rows.filter((row) => row.objectType === objectType));

describe("GET admin/approvals", () => {
  it("lists pending events (a series once, with its occurrences and dates) and channels, with their hosts", async () => {
    const { host, token } = await setUp();
    const series = await pendingSeries(host.row, "Weekly flow");
    const channel = await createHostedChannel(t.db, host.row, { title: "Slow course", isPublished: false });
    await createHostedEvent(t.db, host.row, { title: "Already live", isPublished: true });
    const answer = await t.call<{ events: ApprovalEventData[]; channels: ApprovalChannelData[] }>("GET", "admin/approvals", { token });
    expect(answer.status).toBe(200);
    const mine = answer.data!.events.filter((row) => row.host.id === host.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: series[0], title: "Weekly flow", occurrences: 2, dates: ["2026-06-01", "2026-06-08"], status: "Pending Approval" });
    expect(mine[0]!.host).toEqual({ id: host.id, full_name: "Hana Host", email: host.email, profile_path: `/host-profile/${host.id}/hana-host` });
    expect(answer.data!.channels.find((row) => row.id === channel)).toMatchObject({ title: "Slow course", status: "Pending Approval" });
  });
});

describe("GET admin/approvals/event/:id and channel/:id", () => {
  it("answers one item with a signed link to a private video that lives ACCESS_LINK_SECONDS, and 404 for an unknown or bad id", async () => {
    const { host, token } = await setUp();
    const video = await createUpload(t.db, { userId: host.id, purpose: "full-video", status: "attached" });
    await t.storage.putStream(video, [Buffer.from(mp4({ timescale: 1000, duration: 8000 }))], { contentType: "video/mp4", maxBytes: 1024 * 1024 });
    const id = await createHostedEvent(t.db, host.row, { title: "Recorded class", isPublished: false, fullVideo: video });
    const now = new Date();
    t.setNow(now);
    try {
      const answer = await t.call<ApprovalEventDetailData>("GET", `admin/approvals/event/${id}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.data!.full_video!.url).toMatch(/signature=/);
      expect(Date.parse(answer.data!.full_video!.expires_at) - now.getTime()).toBe(ACCESS_LINK_SECONDS * 1000);
      expect((await t.fetchStored(answer.data!.full_video!.url)).status).toBe(200);
      t.setNow(new Date(now.getTime() + (ACCESS_LINK_SECONDS + 1) * 1000));
      expect((await t.fetchStored(answer.data!.full_video!.url)).status).toBe(403);
    } finally {
      t.setNow(null);
    }
    expect((await t.call("GET", "admin/approvals/event/2147483000", { token })).status).toBe(404);
    expect((await t.call("GET", "admin/approvals/event/abc", { token })).status).toBe(404);
    const channel = await createHostedChannel(t.db, host.row, { title: "Course", isPublished: false });
    const detail = await t.call<ApprovalChannelDetailData>("GET", `admin/approvals/channel/${channel}`, { token });
    expect(detail.data).toMatchObject({ id: channel, title: "Course", video: null });
  });
});

describe("POST admin/approvals/event", () => {
  it("rejects a series with the reason: every pending occurrence, the reason stored, the host mailed, one audit row", async () => {
    const { admin, host, token } = await setUp();
    const series = await pendingSeries(host.row, "Weekly flow");
    const answer = await t.call<ApprovalDecisionData>("POST", "admin/approvals/event", { token, body: { id: series[0], decision: "reject", reason: " Photos are missing. " } });
    expect(answer).toMatchObject({ status: 200, success: true, data: { ids: series, status: "Rejected by Admin" } });
    const rows = await t.db.select().from(events).where(eq(events.seriesId, series[0]!));
    expect(rows.map((row) => [row.isPublished, row.isRejected, row.rejectionReason])).toEqual([
      [false, true, "Photos are missing."],
      [false, true, "Photos are missing."],
    ]);
    const mail = t.mails.find((m) => m.to === host.email && m.subject === "Rejected by Admin: Weekly flow");
    expect(mail?.text).toContain("The reason given: Photos are missing.");
    const audit = await auditRows("event", series[0]!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "reject-event", adminId: admin.id, adminEmail: admin.email, reason: "Photos are missing.", after: { status: "Rejected", occurrences: series } });
    // The host sees the status and the reason on My Hosted Events.
    const hostToken = await loginAs(t, host);
    const mine = await t.call<{ id: number; host_status: string; rejection_reason: string | null }[]>("GET", "user-events", { token: hostToken });
    expect(mine.data!.find((row) => row.id === series[0])).toMatchObject({ host_status: "Rejected by Admin", rejection_reason: "Photos are missing." });
  });

  it("approves: published, the reason cleared, the host mailed; a second approval is refused and changes nothing", async () => {
    const { host, token } = await setUp();
    const id = await createHostedEvent(t.db, host.row, { title: "Open class", isPublished: false, isRejected: true });
    const answer = await t.call<ApprovalDecisionData>("POST", "admin/approvals/event", { token, body: { id: String(id), decision: "approve" } });
    expect(answer).toMatchObject({ status: 200, data: { ids: [id], status: "Approved" } });
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect([row!.isPublished, row!.isRejected, row!.rejectionReason]).toEqual([true, false, null]);
    expect(t.mails.some((m) => m.to === host.email && m.subject === "Approved: Open class")).toBe(true);
    const again = await t.call("POST", "admin/approvals/event", { token, body: { id, decision: "approve" } });
    expect(again).toMatchObject({ status: 409, success: false, message: "This event has already been decided that way." });
    expect(await auditRows("event", id)).toHaveLength(1);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const { host, token } = await setUp();
    const id = await createHostedEvent(t.db, host.row, { isPublished: false });
    const cases: [unknown, number, string][] = [
      [{ id, decision: "reject" }, 422, "Give a reason."],
      [{ id, decision: "reject", reason: "   " }, 422, "Give a reason."],
      [{ id, decision: "reject", reason: "x".repeat(501) }, 422, "The reason must be at most 500 characters."],
      [{ id, decision: "publish" }, 422, "Choose Approve or Reject."],
      [{ id: "1; drop", decision: "approve" }, 422, "Give the id of what to decide."],
      [{ id: 2_147_483_000, decision: "approve" }, 404, "Event not found"],
    ];
    for (const [body, status, message] of cases) {
      const answer = await t.call("POST", "admin/approvals/event", { token, body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status, success: false, message });
    }
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect([row!.isPublished, row!.isRejected]).toEqual([false, false]);
    expect(await auditRows("event", id)).toHaveLength(0);
  });

  it("answers anyone but an administrator as an unknown path", async () => {
    const { host } = await setUp();
    const id = await createHostedEvent(t.db, host.row, { isPublished: false });
    const answer = await t.call("POST", "admin/approvals/event", { token: await loginAs(t, host), body: { id, decision: "approve" } });
    expect(answer).toMatchObject({ status: 404, message: "Not found" });
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row!.isPublished).toBe(false);
  });
});

describe("POST admin/approvals/channel", () => {
  it("rejects with a reason and then approves: the status, the reason, the mails and an audit row each", async () => {
    const { host, token } = await setUp();
    const id = await createHostedChannel(t.db, host.row, { title: "Course", isPublished: false });
    const rejected = await t.call<ApprovalDecisionData>("POST", "admin/approvals/channel", { token, body: { id, decision: "reject", reason: "No price explained." } });
    expect(rejected).toMatchObject({ status: 200, data: { ids: [id], status: "Rejected by Admin" } });
    const hostToken = await loginAs(t, host);
    const listed = await t.call<{ channels: { id: number; status: string; rejection_reason: string | null }[] }>("GET", "my-channels", { token: hostToken });
    expect(listed.data!.channels.find((row) => row.id === id)).toMatchObject({ status: "Rejected by Admin", rejection_reason: "No price explained." });
    expect(t.mails.some((m) => m.to === host.email && m.subject === "Rejected by Admin: Course" && m.text.includes("No price explained."))).toBe(true);
    await t.call("POST", "admin/approvals/channel", { token, body: { id, decision: "approve" } });
    const [row] = await t.db.select().from(channels).where(eq(channels.id, id));
    expect([row!.isPublished, row!.isRejected, row!.rejectionReason]).toEqual([true, false, null]);
    expect((await auditRows("channel", id)).map((audit) => [audit.action, audit.reason])).toEqual(
      expect.arrayContaining([
        ["reject-channel", "No price explained."],
        ["approve-channel", null],
      ]),
    );
    const missing = await t.call("POST", "admin/approvals/channel", { token, body: { id: 2_147_483_000, decision: "approve" } });
    expect(missing).toMatchObject({ status: 404, message: "Channel not found" });
  });
});
