// Two admins saving new terms for the same package at once, on PostgreSQL (PGlite runs one query at
// a time and proves nothing here): exactly one new version goes on sale, the other admin is told
// the version was replaced (409), in each of several rounds.
import { and, eq, isNull, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { AdminPackageData } from "~server/api/contract";
import { adminAuditLog, packages } from "~server/db/schema";
import { adminPackageMessages as p } from "~shared/messages/admin-catalogue";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { packageForm } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const ROUNDS = 5;

const terms = (name: string, price: string) => packageForm({ name, price });

describeOnPostgres("package revisions under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 10 });

  it(`two admins revising one package at once make one new version, in each of ${ROUNDS} rounds`, async () => {
    const admins = await Promise.all([0, 1].map(async () => loginAs(t, await createUser(t, { role: "admin" }))));
    for (let round = 0; round < ROUNDS; round++) {
      const made = await t.call<AdminPackageData>("POST", "admin/packages", { token: admins[0], body: terms(`Race ${round}`, "10") });
      expect(made.status, `round ${round}`).toBe(200);
      const line = made.data!.id;
      const answers = await Promise.all(
        admins.map((token, index) => t.call("POST", "admin/packages/update", { token, body: { id: String(line), ...terms(`Race ${round}`, `1${index + 1}`) } })),
      );
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.message).toBe(p.replaced);
      const versions = await t.db.select().from(packages).where(sql`coalesce(${packages.lineId}, ${packages.id}) = ${line}`);
      expect(versions, `round ${round}`).toHaveLength(2);
      const onSale = await t.db.select().from(packages).where(and(sql`coalesce(${packages.lineId}, ${packages.id}) = ${line}`, isNull(packages.retiredAt)));
      expect(onSale, `round ${round}`).toHaveLength(1);
      const audits = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "revise-package"), eq(adminAuditLog.objectId, String(line))));
      expect(audits, `round ${round}`).toHaveLength(1);
    }
  }, 120_000);
});
