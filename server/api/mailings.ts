// Email to subscribers and unsubscribing (001 §7, 002 §7): get-event-title, get-channel-title,
// email-to-subscriber and mailing-unsubscribe. Only the owner of an event or channel writes to its
// people; the unsubscribe call acts at once only with the signed token of a mailed link.
import { Hono } from "hono";
import { emailSubscribers, ownTitle, setMailingChoice, type MailingType } from "~server/domain/support/mailings";
import { mailingMessages } from "~shared/messages/mailing";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { idOf } from "~shared/ids";

export const mailingRoutes = new Hono<ApiEnv>();

for (const type of ["event", "channel"] as MailingType[]) {
  defineCall(mailingRoutes, type === "event" ? "GET get-event-title" : "GET get-channel-title", async ({ services, user, query }) => ({
    data: { title: await ownTitle(services.db, user.id, type, idOf(query.id)) },
  }));
}

defineCall(mailingRoutes, "POST email-to-subscriber", async ({ services, user, body }) => {
  const { recipients } = await emailSubscribers(services, user.id, body);
  const message = recipients === 1 ? mailingMessages.sentOne : mailingMessages.sent.replace("{{count}}", String(recipients));
  return { data: { success: true, message, recipients }, message };
});

defineCall(mailingRoutes, "POST mailing-unsubscribe", async ({ services, body }) => {
  const { applied, message } = await setMailingChoice(services, body);
  return { data: { applied }, message };
});
