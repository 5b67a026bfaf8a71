// Delivers the mail outbox: nudged after each write that queues mail, and swept every minute so a
// lost nudge, a crash or an SMTP outage only delays mail (server/domain/mail.ts).
import { deliverPendingMail } from "~server/domain/mail";
import type { JobDefinition } from "./queue";

export const mailDeliveryJob: JobDefinition = {
  name: "mail-delivery",
  cron: "* * * * *",
  async run(services) {
    await deliverPendingMail(services);
  },
};
