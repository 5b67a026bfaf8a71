// The upload sweep on the queue: hourly, on whichever machine takes the tick. What it deletes and
// in which order is the uploads domain's (server/domain/uploads/sweep.ts).
import { sweepUploads } from "~server/domain/uploads/sweep";
import type { JobDefinition } from "./queue";

export const uploadSweepJob: JobDefinition = {
  name: "upload-sweep",
  cron: "41 * * * *",
  async run(services) {
    const deleted = await sweepUploads(services);
    if (deleted > 0) console.info(`upload-sweep: deleted ${deleted} unused upload(s).`);
  },
};
