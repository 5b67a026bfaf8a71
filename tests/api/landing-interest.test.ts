// Register Interest (002 §3, §5, §7 landing-page-contact-us): good and bad input, the
// Web3 page's selector and content rule, one registration per address and page (even when sent
// twice at once), the team's mail, the hidden field and the per-address limit.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { interestRegistrations } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";

const t = useTestApi({ packages: false });

const THANKS = "Thank you for registering your interest in the product. Someone will be contacting you shortly. Please do browse the site in the meanwhile.";
const good = {
  full_name: "Ada Creator",
  content: "Pottery classes for beginners",
  email: "Ada.Creator@Example.com",
  mobile: "07700 900123",
  source: "yoga-landing",
};
let ipCount = 10;
/** Each test sends from its own address unless it says otherwise, so limits never mix. */
const send = (body: Record<string, unknown>, ip = `203.0.113.${(ipCount += 1)}`) => t.call("POST", "landing-page-contact-us", { body, ip });
const rowsOf = (email: string) => t.db.select().from(interestRegistrations).where(eq(interestRegistrations.email, email));

describe("landing-page-contact-us", () => {
  it("refuses missing or malformed fields with their messages, keeping and sending nothing", async () => {
    const before = t.mails.length;
    const empty = await send({ source: "main-site" });
    expect([empty.status, empty.errors]).toEqual([
      422,
      {
        full_name: ["Full name is required"],
        content: ["Content is required"],
        email: ["Email is required"],
      },
    ]);
    const bad = await send({ ...good, email: "ada@", mobile: "0770090012" });
    expect(bad.errors).toEqual({
      email: ["Must be a valid email"],
      mobile: ["Mobile must be 11 or 13 digits, like 07xxxxxxxxx"],
    });
    for (const mobile of ["077009001234", "+447700900123", "07700-900123", "0770090012a"]) {
      expect((await send({ ...good, mobile })).errors, mobile).toEqual({
        mobile: ["Mobile must be 11 or 13 digits, like 07xxxxxxxxx"],
      });
    }
    const unknownPage = await send({ ...good, source: "somewhere-else" });
    expect(unknownPage.errors).toEqual({ source: ["Unknown landing page"] });
    expect(await t.db.select().from(interestRegistrations)).toEqual([]);
    expect(t.mails.length).toBe(before);
  });

  it("keeps a good registration once with its page, and mails the team", async () => {
    const answer = await send(good);
    expect([answer.status, answer.success, answer.message]).toEqual([200, true, THANKS]);
    const rows = await rowsOf("ada.creator@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Ada Creator",
      content: good.content,
      mobile: "07700900123",
      source: "yoga-landing",
      creatortype: null,
    });
    const team = t.mails.find((mail) => mail.to === "support@marquee.test" && mail.kind === "interest-registration");
    expect(team?.text).toContain("Page: yoga-landing");
    expect(team?.headers).toEqual({ "Reply-To": "ada.creator@example.com" });
  });

  it("keeps one registration when the same form arrives twice, even at once; another page is another registration", async () => {
    const body = { ...good, email: "twice@example.com", mobile: undefined };
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((a) => [a.status, a.message])).toEqual(Array(3).fill([200, THANKS]));
    expect(await rowsOf("twice@example.com")).toHaveLength(1);
    expect((await rowsOf("twice@example.com"))[0]?.mobile).toBeNull();
    await send({ ...body, source: "coaching-landing" });
    expect((await rowsOf("twice@example.com")).map((r) => r.source).sort()).toEqual(["coaching-landing", "yoga-landing"]);
    expect(t.mails.filter((mail) => mail.kind === "interest-registration" && mail.headers?.["Reply-To"] === "twice@example.com")).toHaveLength(2);
  });

  describe("the Web3 page", () => {
    const web3 = {
      full_name: "Bea Collector",
      email: "bea@example.com",
      source: "web3-landing",
    };

    it("requires the selector, and content only of creators", async () => {
      expect((await send({ ...web3, content: "Art" })).errors).toEqual({
        creatortype: ["Please select whether you are a creator, a purchaser or both"],
      });
      expect((await send({ ...web3, creatortype: "collector" })).errors).toEqual({
        creatortype: ["Please select whether you are a creator, a purchaser or both"],
      });
      expect((await send({ ...web3, creatortype: "creator" })).errors).toEqual({
        content: ["Content is required"],
      });
      expect((await send({ ...web3, creatortype: "both", content: " " })).errors).toEqual({ content: ["Content is required"] });
      expect(await rowsOf("bea@example.com")).toEqual([]);
    });

    it("keeps a purchaser without content (a hidden field is not kept) and a creator with it", async () => {
      expect(
        (
          await send({
            ...web3,
            creatortype: "purchaser",
            content: "left in the hidden field",
          })
        ).status
      ).toBe(200);
      expect((await rowsOf("bea@example.com"))[0]).toMatchObject({
        creatortype: "purchaser",
        content: null,
        source: "web3-landing",
      });
      expect(
        (
          await send({
            ...web3,
            email: "cal@example.com",
            creatortype: "both",
            content: "Generative art",
          })
        ).status
      ).toBe(200);
      expect((await rowsOf("cal@example.com"))[0]).toMatchObject({
        creatortype: "both",
        content: "Generative art",
      });
    });

    it("does not keep a selector sent from another page", async () => {
      expect(
        (
          await send({
            ...good,
            email: "dee@example.com",
            creatortype: "purchaser",
          })
        ).status
      ).toBe(200);
      expect((await rowsOf("dee@example.com"))[0]).toMatchObject({
        creatortype: null,
        content: good.content,
      });
    });
  });

  it("answers a bot that fills the hidden field like a person, keeping and sending nothing", async () => {
    const before = t.mails.length;
    const answer = await send({
      ...good,
      email: "bot@example.com",
      website: "https://spam.example.com",
    });
    expect([answer.status, answer.message]).toEqual([200, THANKS]);
    expect(await rowsOf("bot@example.com")).toEqual([]);
    expect(t.mails.length).toBe(before);
  });

  it("limits one address to 5 registrations an hour", async () => {
    for (let i = 0; i < 5; i += 1) expect((await send({ ...good, email: `limit${i}@example.com` }, "198.51.100.7")).status).toBe(200);
    const sixth = await send({ ...good, email: "limit5@example.com" }, "198.51.100.7");
    expect([sixth.status, sixth.message]).toEqual([429, "Too many registrations from here. Please try again in an hour."]);
    expect(await rowsOf("limit5@example.com")).toEqual([]);
  });
});
