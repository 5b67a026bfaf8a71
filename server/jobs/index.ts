// Every job the app's workers run, with the cron of its sweep.
import type { JobDefinition } from "./queue";
import { mailDeliveryJob } from "./mail-delivery";
import { channelRenewalsJob, paymentHoldsJob, paymentReconcileJob, payoutsJob, planRenewalsJob, refundsJob } from "./payments";
import { pruneExpiredJob } from "./prune-expired";
import { subscriberMailJob } from "./subscriber-mail";
import { uploadSweepJob } from "./upload-sweep";

export const jobDefinitions: JobDefinition[] = [mailDeliveryJob, pruneExpiredJob, uploadSweepJob, paymentHoldsJob, paymentReconcileJob, refundsJob, planRenewalsJob, payoutsJob, subscriberMailJob, channelRenewalsJob];
