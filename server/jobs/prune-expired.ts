// Keeps the rate-limit and token tables small: old windows and dead tokens go once an hour, on
// whichever machine takes the tick (it used to run at each start, on every machine).
import { pruneRateLimits } from "~server/domain/accounts/rate-limit";
import { pruneTokens } from "~server/domain/accounts/tokens";
import type { JobDefinition } from "./queue";

export const pruneExpiredJob: JobDefinition = {
  name: "prune-expired",
  cron: "17 * * * *",
  async run(services) {
    const now = services.now();
    await pruneRateLimits(services.db, now);
    await pruneTokens(services.db, now);
  },
};
