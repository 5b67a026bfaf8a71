// Register Interest on the landing pages (002 §3, §4, §7 landing-page-contact-us):
// the registration is kept for the team with the page it came from, and the team is told by mail.
// It is kept once: the same address registering again from the same page within a day (a double
// click, a page sent twice) is the registration already made. A bot that fills the hidden field
// gets the same answer as a person, and an address may register 5 times an hour.
import { and, eq, gte, sql } from "drizzle-orm";
import { contentIsAsked, WEB3_SOURCE, type InterestInput } from "~shared/schemas/interest";
import { interestMessages as m } from "~shared/messages/interest";
import { interestRegistrations } from "~server/db/schema";
import { hitRateLimit } from "~server/domain/accounts/rate-limit";
import { rateLimited } from "~server/domain/errors";
import { deliverSoon, queueMail, renderMail } from "~server/domain/mail";
import type { Services } from "~server/services";


export const interestRule = {
  name: "landing-interest:ip",
  limit: 5,
  windowMs: 60 * 60 * 1000,
};
const SAME_REGISTRATION_MS = 24 * 60 * 60 * 1000;

export async function registerInterest(
  services: Pick<Services, "db" | "now" | "jobs" | "config">,
  input: InterestInput,
  from: { ip: string }
): Promise<string> {
  if (input.website) return m.thanks;
  const now = services.now();
  const limit = await hitRateLimit(services.db, interestRule, from.ip, now);
  if (limit.limited) throw rateLimited(m.tooMany, limit.retryAfterSeconds);
  const web3 = input.source === WEB3_SOURCE;
  const registration = {
    fullName: input.full_name,
    // Asked only of creators on the Web3 page: a purchaser's hidden field is not kept.
    content: contentIsAsked(web3, input.creatortype) ? input.content ?? "" : null,
    email: input.email,
    mobile: input.mobile ? input.mobile.replace(/ /g, "") : null,
    source: input.source,
    creatortype: web3 ? input.creatortype ?? null : null,
    createdAt: now,
  };
  const kept = await services.db.transaction(async (tx) => {
    // One registration per address and page at a time, even when two arrive together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interest:${registration.email}:${registration.source}`}))`);
    const [earlier] = await tx
      .select({ id: interestRegistrations.id })
      .from(interestRegistrations)
      .where(
        and(
          eq(interestRegistrations.email, registration.email),
          eq(interestRegistrations.source, registration.source),
          gte(interestRegistrations.createdAt, new Date(now.getTime() - SAME_REGISTRATION_MS))
        )
      )
      .limit(1);
    if (earlier) return false;
    await tx.insert(interestRegistrations).values(registration);
    const details = [
      `Name: ${registration.fullName}`,
      `Email: ${registration.email}`,
      `Mobile: ${registration.mobile ?? "not given"}`,
      `Page: ${registration.source}`,
      ...(registration.creatortype ? [`Are you a: ${registration.creatortype}`] : []),
      ...(registration.content !== null ? [`Content: ${registration.content}`] : []),
    ];
    const mail = renderMail({
      greeting: "Hello,",
      blocks: ["Someone has registered their interest in hosting on Marquee.", details.join("\n")],
    });
    await queueMail(tx, services, {
      kind: "interest-registration",
      to: services.config.supportEmail,
      subject: `Interest: ${registration.fullName}`,
      ...mail,
      headers: { "Reply-To": registration.email },
    });
    return true;
  });
  if (kept) await deliverSoon(services);
  return m.thanks;
}
