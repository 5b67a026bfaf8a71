// An app machine's job worker in a process of its own, for the worker-death test
// (tests/api/jobs-worker-death.test.ts): the mail-delivery queue as the server runs it (pg-boss on
// PostgreSQL, heartbeats and all), sending over SMTP to CHILD_SMTP_URL. With CHILD_NUDGE=1 it asks
// for a delivery run once started, as a signup on this machine would. Prints "worker ready" when its
// worker is registered; the test ends it with a signal.
import { openDatabase } from "~server/db/client";
import { createSmtpTransport } from "~server/integrations/mail/transport";
import { mailDeliveryJob } from "~server/jobs/mail-delivery";
import { startJobQueue } from "~server/jobs/queue";
import { standaloneServices } from "./standalone-services";

const { CHILD_DATABASE_URL, CHILD_SMTP_URL, CHILD_NUDGE } = process.env;
if (!CHILD_DATABASE_URL || !CHILD_SMTP_URL) throw new Error("job-worker-child needs CHILD_DATABASE_URL and CHILD_SMTP_URL");

const database = await openDatabase({ url: CHILD_DATABASE_URL });
const services = standaloneServices(database, "test-sandbox-secret");
services.mail = await createSmtpTransport(CHILD_SMTP_URL, "Marquee <hello@marquee.test>");
const failures = { report: (error: unknown) => console.error("job failed:", error), failed: () => {} };
services.jobs = await startJobQueue(database, services, [mailDeliveryJob], { watch: failures });
if (CHILD_NUDGE === "1") await services.jobs.nudge("mail-delivery");
console.log("worker ready");

process.once("SIGTERM", () => {
  void services.jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
