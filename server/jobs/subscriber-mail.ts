// Hosts' emails to their attendees and subscribers: each send is expanded into outbox
// mails in batches (server/domain/support/mailings.ts); nudged by a send, swept every minute.
import { sendSubscriberMailings } from "~server/domain/support/mailings";
import type { JobDefinition } from "./queue";

export const subscriberMailJob: JobDefinition = {
  name: "subscriber-mail",
  cron: "* * * * *",
  async run(services) {
    const run = await sendSubscriberMailings(services);
    if (run.mailed > 0) console.info(`subscriber-mail: ${run.mailed} mail(s) queued.`);
  },
};
