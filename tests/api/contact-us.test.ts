// Contact Us (000 §5, §7): POST contact-us with good and bad input; a good message is
// kept and mailed to the support address with a copy to the sender; a bot filling the hidden field
// gets the same answer and nothing is kept; an address sending too many is limited.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";

const t = useTestApi();

const good = { full_name: "Ada Visitor", email: "Ada.Visitor@Example.com", mobile: "07700 900123", query: "Do you run evening classes for beginners?" };
const send = (body: Record<string, unknown>, ip = "203.0.113.50") => t.call("POST", "contact-us", { body, ip });

describe("contact-us", () => {
  it("refuses missing or malformed fields with the spec's messages, keeping and sending nothing", async () => {
    const before = t.mails.length;
    const empty = await send({}, "203.0.113.51");
    expect([empty.status, empty.errors]).toEqual([422, { full_name: ["Full name is required"], email: ["Email is required"], mobile: ["Mobile is required"], query: ["Query is required"] }]);
    const bad = await send({ ...good, email: "ada@", mobile: "12ab" }, "203.0.113.51");
    expect(bad.errors).toEqual({ email: ["Must be a valid email"], mobile: ["Enter a mobile number of 10 to 15 digits"] });
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    expect(t.mails.length).toBe(before);
  });

  it("keeps a good message and mails the team (replying goes to the sender) and a copy to the sender", async () => {
    const answer = await send(good, "203.0.113.52");
    expect([answer.status, answer.success, answer.message]).toEqual([200, true, "Thank you for your message. We will get back to you within two working days."]);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, "ada.visitor@example.com"));
    expect(row).toMatchObject({ fullName: "Ada Visitor", mobile: "07700 900123", query: good.query, userId: null });
    const team = t.mails.find((mail) => mail.to === "support@marquee.test" && mail.kind === "contact-message");
    expect(team?.text).toContain(good.query);
    expect(team?.headers).toEqual({ "Reply-To": "ada.visitor@example.com" });
    expect(t.mails.some((mail) => mail.to === "ada.visitor@example.com" && mail.kind === "contact-copy")).toBe(true);
  });

  it("answers a bot that fills the hidden field like a person, keeping and sending nothing", async () => {
    const before = t.mails.length;
    const answer = await send({ ...good, email: "bot@example.com", website: "https://spam.example.com" }, "203.0.113.53");
    expect([answer.status, answer.message]).toEqual([200, "Thank you for your message. We will get back to you within two working days."]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, "bot@example.com"))).toEqual([]);
    expect(t.mails.length).toBe(before);
  });

  it("limits one address to 5 messages an hour", async () => {
    for (let i = 0; i < 5; i += 1) expect((await send({ ...good, email: `limit${i}@example.com` }, "203.0.113.54")).status).toBe(200);
    const sixth = await send({ ...good, email: "limit5@example.com" }, "203.0.113.54");
    expect([sixth.status, sixth.message]).toEqual([429, "Too many messages from here. Please try again in an hour."]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, "limit5@example.com"))).toEqual([]);
  });
});
