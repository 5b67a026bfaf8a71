// Every job the app's workers run, with the cron of its sweep.
import type { JobDefinition } from "./queue";
import { mailDeliveryJob } from "./mail-delivery";
import { pruneExpiredJob } from "./prune-expired";

export const jobDefinitions: JobDefinition[] = [mailDeliveryJob, pruneExpiredJob];
