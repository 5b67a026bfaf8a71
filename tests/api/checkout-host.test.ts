// The checkout without JavaScript, opened at a host other than APP_URL's (www. and the bare domain,
// the platform's own hostname): every redirect within the site is a path, so the browser stays on
// the host it opened, where its session cookie is. A redirect to APP_URL's host after a form post is
// another origin, which CSP's form-action 'self' blocks: the buyer would stay on the page.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createHostedEvent } from "~tests/support/factories";
import { sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser } from "./auth-support";

/** Not APP_URL's host (the test services' APP_URL is http://localhost:3000). */
const OPENED_AT = "http://127.0.0.1:3999";

const t = useTestApi();
const web = useWebApp(t);
let eventId: number;

beforeAll(async () => {
  const host = await createUser(t);
  eventId = await createHostedEvent(t.db, host, { isFree: false, ticketPricePence: 500 });
});

async function buyer(): Promise<{ id: number; cookie: string }> {
  const user = await createUser(t);
  return { id: user.id, cookie: await sessionCookieOf(t, user) };
}

/** A form post as the browser sends it from a page at OPENED_AT; where it is redirected. */
async function post(cookie: string, path: string, fields: Record<string, string>): Promise<string | null> {
  const response = await web.fetch(
    new Request(`${OPENED_AT}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, host: new URL(OPENED_AT).host, origin: OPENED_AT, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );
  await response.text();
  expect(response.status, `${path} answered ${response.status}`).toBe(302);
  return response.headers.get("location");
}

const card = (number: string) => ({ number, expiry: "12 / 40", cvc: "123", name: "Ada Buyer" });

describe("the checkout without JavaScript, at a host other than APP_URL's", () => {
  it("Pay goes to the provider's page, then 3-D Secure, then the result, each as a path; the event is booked", async () => {
    const { id, cookie } = await buyer();
    const hostedPage = await post(cookie, `/checkout/event_booking/${eventId}`, { intent: "hosted", checkout_key: crypto.randomUUID() });
    expect(hostedPage).toMatch(/^\/sandbox\/checkout\/cs_sb_[\w-]+$/);

    const step = await post(cookie, hostedPage!, card("4000 0027 6000 3184"));
    expect(step).toMatch(/^\/sandbox\/authenticate\/pi_sb_[\w-]+\?return_to=%2Fcheckout%2Fresult%2F\d+%3Fsession_id%3Dcs_sb_/);

    const result = await post(cookie, step!, { outcome: "complete" });
    expect(result).toMatch(/^\/checkout\/result\/\d+\?session_id=cs_sb_/);
    expect(await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, id)))).toHaveLength(1);
  });

  it("a card without an extra step comes straight back to the result, and the page's way back is a path", async () => {
    const { cookie } = await buyer();
    const hostedPage = await post(cookie, `/checkout/event_booking/${eventId}`, { intent: "hosted", checkout_key: crypto.randomUUID() });
    const shown = await (await web.fetch(new Request(`${OPENED_AT}${hostedPage!}`, { headers: { cookie } }))).text();
    expect(shown).toContain(`href="/checkout/event_booking/${eventId}"`);
    expect(shown).not.toContain(`href="http://localhost:3000/checkout`);
    expect(await post(cookie, hostedPage!, card("4242 4242 4242 4242"))).toMatch(/^\/checkout\/result\/\d+\?session_id=cs_sb_/);
  });

  it("a card saved on the provider's page (Add Card) comes back to My Account, as a path", async () => {
    const { cookie } = await buyer();
    const setupPage = await post(cookie, "/account-details", { intent: "add", nickname: "Everyday" });
    expect(setupPage).toMatch(/^\/sandbox\/checkout\/cs_sb_[\w-]+$/);
    expect(await post(cookie, setupPage!, card("4242 4242 4242 4242"))).toMatch(/^\/account-details\?setup=cs_sb_[\w-]+&nickname=Everyday$/);
  });
});
