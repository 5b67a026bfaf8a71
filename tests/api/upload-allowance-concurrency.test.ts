// Parallel uploads/start calls of one account on PostgreSQL (PGlite runs one query at a time and
// proves nothing here): however many arrive at once, no more than MAX_OPEN_TARGETS targets open,
// every other call is refused with 409, and the rows match the answers, in each of several rounds.
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import type { UploadTargetData } from "~server/api/contract";
import { uploads } from "~server/db/schema";
import { MAX_OPEN_TARGETS } from "~server/domain/uploads/allowance";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createUser, loginAs } from "./auth-support";

const ROUNDS = 3;
const CALLS = MAX_OPEN_TARGETS * 3;

describeOnPostgres("the open-target cap under parallel starts (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 10 });

  it(`${CALLS} parallel starts of one account open ${MAX_OPEN_TARGETS} targets, in each of ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(t);
      const token = await loginAs(t, user);
      const body = { purpose: "event-image", file_name: "photo.jpg", content_type: "image/jpeg", size: 1000 };
      const answers = await Promise.all(Array.from({ length: CALLS }, () => t.call<UploadTargetData>("POST", "uploads/start", { token, body })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200), `round ${round}`).toHaveLength(MAX_OPEN_TARGETS);
      expect(statuses.filter((status) => status === 409), `round ${round}`).toHaveLength(CALLS - MAX_OPEN_TARGETS);
      const open = await t.db.select({ key: uploads.key }).from(uploads).where(and(eq(uploads.userId, user.id), inArray(uploads.status, ["pending", "checking"])));
      expect(open.map((row) => row.key).sort(), `round ${round}`).toEqual(answers.filter((answer) => answer.status === 200).map((answer) => answer.data!.key).sort());
    }
  }, 120_000);
});
