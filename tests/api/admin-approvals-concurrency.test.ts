// Two administrators deciding the same pending item at once, on PostgreSQL (PGlite runs one query at a
// time and proves nothing here): one decision lands, the other is refused as already decided, and
// the host gets one mail and the audit log one row, in each of several rounds.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog, events, mailOutbox } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const ROUNDS = 5;

describeOnPostgres("approval decisions under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 10 });

  it(`two admins approving one pending series or channel at once decide it once, in each of ${ROUNDS} rounds`, async () => {
    const tokens = await Promise.all([0, 1].map(async () => loginAs(t, await createUser(t, { role: "admin" }))));
    const host = await createUser(t);
    for (let round = 0; round < ROUNDS; round++) {
      const first = await createHostedEvent(t.db, host.row, { title: `Race class ${round}`, isPublished: false, eventDate: "2026-06-01" });
      await t.db.update(events).set({ seriesId: first }).where(eq(events.id, first));
      await createHostedEvent(t.db, host.row, { title: `Race class ${round}`, isPublished: false, seriesId: first, eventDate: "2026-06-08" });
      const channel = await createHostedChannel(t.db, host.row, { title: `Race channel ${round}`, isPublished: false });

      for (const [kind, id, title] of [["event", first, `Race class ${round}`], ["channel", channel, `Race channel ${round}`]] as const) {
        const answers = await Promise.all(tokens.map((token) => t.call("POST", `admin/approvals/${kind}`, { token, body: { id, decision: "approve" } })));
        expect(answers.map((answer) => answer.status).sort(), `${kind}, round ${round}`).toEqual([200, 409]);
        const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, kind), eq(adminAuditLog.objectId, String(id))));
        expect(audit.map((row) => row.action), `${kind}, round ${round}`).toEqual([`approve-${kind}`]);
        const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, host.email), eq(mailOutbox.subject, `Approved: ${title}`)));
        expect(mails, `${kind}, round ${round}`).toHaveLength(1);
      }
      const series = await t.db.select({ isPublished: events.isPublished }).from(events).where(eq(events.seriesId, first));
      expect(series.map((row) => row.isPublished)).toEqual([true, true]);
    }
  }, 120_000);
});
