// Every job the app's workers run, with the cron of its sweep.
import type { JobDefinition } from "./queue";
import { mailDeliveryJob } from "./mail-delivery";

export const jobDefinitions: JobDefinition[] = [mailDeliveryJob];
