// Saved cards and the plan's auto-renewal (002 §7): stripe/all_cards, stripe/create_card,
// stripe/default_card, stripe/delete_card and update-autorenewal, with good and bad input. Only the
// provider's ids, the brand and the last four digits are kept.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SavedCardData, UserData } from "~server/api/contract";
import { savedCards, users } from "~server/db/schema";
import { CARD_MESSAGES } from "~server/domain/payments/cards";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function cardholder() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

async function pm(number = "4242 4242 4242 4242") {
  const made = await t.payments.createPaymentMethod({ number, expiry: "11 / 33", cvc: "123", name: "Card Holder" });
  if (!made.ok) throw new Error("card refused");
  return made.id;
}

const cardsOf = async (token: string) => (await t.call<{ cards: SavedCardData[] }>("GET", "stripe/all_cards", { token })).data?.cards ?? [];

describe("saved cards", () => {
  it("saves cards (the first is the default), lists them, changes the default and removes one", async () => {
    const { user, token } = await cardholder();
    const first = await t.call<{ card: SavedCardData }>("POST", "stripe/create_card", { token, body: { invoice_id: await pm(), nickname: "Personal", name: "Card Holder" } });
    expect(first.status).toBe(200);
    expect(first.data?.card).toMatchObject({ nickname: "Personal", card_brand: "visa", card_last_four: "4242", is_default: true });
    const second = await t.call<{ card: SavedCardData }>("POST", "stripe/create_card", { token, body: { invoice_id: await pm("5555 5555 5555 4444"), nickname: "Work", name: "Card Holder" } });
    expect(second.data?.card).toMatchObject({ card_brand: "mastercard", card_last_four: "4444", is_default: false });

    expect((await t.call("POST", "stripe/default_card", { token, body: { card_id: second.data!.card.id } })).status).toBe(200);
    expect((await cardsOf(token)).map((card) => [card.nickname, card.is_default])).toEqual([["Work", true], ["Personal", false]]);

    expect((await t.call("POST", "stripe/delete_card", { token, body: { card_id: second.data!.card.id } })).status).toBe(200);
    expect((await cardsOf(token)).map((card) => [card.nickname, card.is_default])).toEqual([["Personal", true]]);
    // Nothing but the provider's references and what a person reads is kept.
    const rows = await t.db.select().from(savedCards).where(eq(savedCards.userId, user.id));
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|4242 4242/);
  });

  it("refuses another user's card, unknown cards and missing fields, changing nothing", async () => {
    const owner = await cardholder();
    const saved = await t.call<{ card: SavedCardData }>("POST", "stripe/create_card", { token: owner.token, body: { invoice_id: await pm(), nickname: "Mine", name: "Owner" } });
    const other = await cardholder();
    for (const call of ["stripe/default_card", "stripe/delete_card"]) {
      const answer = await t.call("POST", call, { token: other.token, body: { card_id: saved.data!.card.id } });
      expect([answer.status, answer.message]).toEqual([404, CARD_MESSAGES.notFound]);
    }
    const stolen = await t.call("POST", "stripe/create_card", { token: other.token, body: { invoice_id: saved.data!.card.payment_method_id, nickname: "Not mine", name: "Other" } });
    expect(stolen.status).toBe(404);
    expect(await cardsOf(other.token)).toEqual([]);
    expect((await cardsOf(owner.token)).map((card) => card.is_default)).toEqual([true]);

    const unknown = await t.call("POST", "stripe/create_card", { token: other.token, body: { invoice_id: "pm_sb_unknown", nickname: "X", name: "Other" } });
    expect([unknown.status, unknown.message]).toEqual([400, CARD_MESSAGES.unknownMethod]);
    const [row] = await t.db.select({ customer: users.providerCustomerId }).from(users).where(eq(users.id, other.user.id));
    expect(row?.customer).toBeNull();
    const noNickname = await t.call("POST", "stripe/create_card", { token: other.token, body: { invoice_id: await pm(), nickname: " ", name: "Other" } });
    expect([noNickname.status, noNickname.message]).toEqual([422, PAYMENT_MESSAGES.nicknameRequired]);
    expect((await t.call("POST", "stripe/default_card", { token: other.token, body: { card_id: "abc" } })).status).toBe(404);
    expect((await t.call("GET", "stripe/all_cards")).status).toBe(401);
  });
});

describe("update-autorenewal", () => {
  it("turns a paid plan's renewal off and on, answering the user; the free plan has nothing to renew", async () => {
    const { user, token } = await cardholder();
    const free = await t.call("POST", "update-autorenewal", { token, body: { auto_renewal: 1 } });
    expect([free.status, free.message]).toEqual([400, CARD_MESSAGES.nothingToRenew]);

    await t.db.update(users).set({ packageId: 2, autoRenewal: true }).where(eq(users.id, user.id));
    const off = await t.call<UserData>("POST", "update-autorenewal", { token, body: { auto_renewal: 0 } });
    expect([off.status, off.data?.auto_renewal, off.data?.price_id]).toEqual([200, 0, 2]);
    const on = await t.call<UserData>("POST", "update-autorenewal", { token, body: { auto_renewal: "1" } });
    expect(on.data?.auto_renewal).toBe(1);
    expect((await t.call("POST", "update-autorenewal", { token, body: { auto_renewal: "yes" } })).status).toBe(422);
  });
});
