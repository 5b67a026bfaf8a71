// Saved cards and the plan's auto-renewal (002 §7): stripe/all_cards, stripe/create_card,
// stripe/default_card, stripe/delete_card, update-autorenewal. Whatever the provider, the names are
// the spec's; every card is the caller's own (another user's card id is "Card not found").
import { Hono } from "hono";
import { loadUserProfileById, requireUserRow } from "~server/domain/accounts/user-data";
import { invalid, rejected } from "~server/domain/errors";
import { CARD_MESSAGES, cardOfSetup, listCards, makeDefaultCard, removeCard, saveCard, setPlanAutoRenewal, startCardSetup, type SavedCardRow } from "~server/domain/payments/cards";
import type { SavedCardData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { idOf } from "~shared/ids";
import { userData } from "./users";

export const savedCardRoutes = new Hono<ApiEnv>();

export function savedCardData(row: SavedCardRow): SavedCardData {
  return {
    id: row.id,
    nickname: row.nickname,
    card_brand: row.cardBrand,
    card_last_four: row.cardLastFour,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
    payment_method_id: row.providerPaymentMethodId,
  };
}

defineCall(savedCardRoutes, "GET stripe/all_cards", async ({ services, user }) => ({
  data: { cards: (await listCards(services, user.id)).map(savedCardData) },
}));

defineCall(savedCardRoutes, "POST stripe/create_card", async ({ services, user, body }) => {
  const caller = await requireUserRow(services.db, user.id);
  const paymentMethodId = body.invoice_id || (body.source?.startsWith("cs_") ? await cardOfSetup(services, caller, body.source) : "");
  if (!paymentMethodId) throw rejected(CARD_MESSAGES.detailsRequired);
  if (body.invoice_id && !body.name?.trim()) throw invalid(CARD_MESSAGES.nameRequired, { name: [CARD_MESSAGES.nameRequired] });
  const row = await saveCard(services, caller, paymentMethodId, body.nickname);
  return { data: { response: { id: row.providerPaymentMethodId }, card: savedCardData(row) }, message: CARD_MESSAGES.saved };
});

defineCall(savedCardRoutes, "POST stripe/setup-session", async ({ services, user, body }) => ({
  data: { url: await startCardSetup(services, await requireUserRow(services.db, user.id), body.nickname) },
}));

defineCall(savedCardRoutes, "POST stripe/default_card", async ({ services, user, body }) => {
  await makeDefaultCard(services, user.id, idOf(body.card_id));
  return { data: null, message: CARD_MESSAGES.defaultSet };
});

defineCall(savedCardRoutes, "POST stripe/delete_card", async ({ services, user, body }) => {
  await removeCard(services, user.id, idOf(body.card_id));
  return { data: null, message: CARD_MESSAGES.removed };
});

defineCall(savedCardRoutes, "POST update-autorenewal", async ({ services, user, body }) => {
  const on = body.auto_renewal === 1 || body.auto_renewal === "1";
  await setPlanAutoRenewal(services, user.id, on);
  const profile = await loadUserProfileById(services.db, user.id);
  return { data: userData(profile!), message: on ? "Auto renewal turned on." : "Auto renewal cancelled: your plan ends on its expiry date." };
});
