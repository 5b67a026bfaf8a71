// Contact Us (spec 000 §7 contact-us): the message is kept for the team, mailed to the
// support address with a copy to the sender, and limited per address so a bot cannot flood it. A
// bot that fills the hidden field gets the same answer as a person, and nothing is kept or sent.
import type { ContactInput } from "~shared/schemas/contact";
import { contactMessages } from "~server/db/schema";
import { hitRateLimit } from "~server/domain/accounts/rate-limit";
import { rateLimited } from "~server/domain/errors";
import { deliverSoon, queueMail, renderMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { contactMessages as messages } from "~shared/messages/contact";

export const contactRule = { name: "contact-us:ip", limit: 5, windowMs: 60 * 60 * 1000 };

export async function sendContactMessage(services: Pick<Services, "db" | "now" | "jobs" | "config">, input: ContactInput, from: { ip: string; userId: number | null }): Promise<string> {
  if (input.website) return messages.sent;
  const limit = await hitRateLimit(services.db, contactRule, from.ip, services.now());
  if (limit.limited) throw rateLimited(messages.tooMany, limit.retryAfterSeconds);
  await services.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ fullName: input.full_name, email: input.email, mobile: input.mobile, query: input.query, userId: from.userId, createdAt: services.now() });
    const toTeam = renderMail({ greeting: "Hello,", blocks: [`A message from ${input.full_name} (${input.email}, ${input.mobile}):`, input.query] });
    await queueMail(tx, services, { kind: "contact-message", to: services.config.supportEmail, subject: `Contact: ${input.full_name}`, ...toTeam, headers: { "Reply-To": input.email } });
    const copy = renderMail({ greeting: `Hello ${input.full_name},`, blocks: ["Thank you for writing to Marquee. This is a copy of your message:", input.query, "We will get back to you within two working days."] });
    await queueMail(tx, services, { kind: "contact-copy", to: input.email, subject: "We have your message", ...copy });
  });
  await deliverSoon(services);
  return messages.sent;
}
