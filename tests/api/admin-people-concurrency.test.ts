// Two administrators deactivating one account at the same moment, on PostgreSQL (PGlite runs one
// query at a time and proves nothing here): the account's row is locked, so one change wins, the
// other is refused as already done, and exactly one audit row is written, in each of 10 rounds.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "~server/db/schema";
import { adminActorOf } from "~server/domain/admin/audit";
import { setUserActive } from "~server/domain/admin/people";
import { DomainError } from "~server/domain/errors";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createUser } from "~tests/support/factories";

describeOnPostgres("deactivating one account twice at once (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 4 });

  it("one change and one refusal, with one audit row, in each of 10 rounds", async () => {
    const first = await createUser(t.db, { role: "admin" });
    const second = await createUser(t.db, { role: "admin" });
    const services = { db: t.db, now: () => new Date() };
    for (let round = 0; round < 10; round++) {
      const target = await createUser(t.db);
      const results = await Promise.allSettled(
        [first, second].map((admin) => setUserActive(services, adminActorOf(admin.row, "203.0.113.9"), target.id, false)),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected");
      expect(refused && refused.reason instanceof DomainError && refused.reason.kind).toBe("conflict");
      const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "user"), eq(adminAuditLog.objectId, String(target.id))));
      expect(audit.map((row) => row.action)).toEqual(["deactivate-user"]);
    }
  });
});
