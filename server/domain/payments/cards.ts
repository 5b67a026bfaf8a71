// Saved cards (002 §2.7, §4): the caller's own only. Marquee keeps the provider's ids, the brand,
// the last four digits and the expiry — never a card number. One default card (a partial unique
// index); removing the default makes the newest remaining card the default.
import { and, desc, eq, ne } from "drizzle-orm";
import { savedCards, users } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { notFound, rejected } from "~server/domain/errors";
import type { Services } from "~server/services";
import { customerOf, rememberCard } from "./checkout";
import { PAYMENT_MESSAGES } from "./messages";
import { setPlanBillingRenewal } from "./billing";
import { onFreeLine } from "./packages";

type CardServices = Pick<Services, "db" | "now" | "payments" | "jobs" | "config">;
export type SavedCardRow = typeof savedCards.$inferSelect;

export const CARD_MESSAGES = {
  saved: "Card saved successfully.",
  defaultSet: "Default card updated.",
  removed: "Card removed.",
  notFound: "Card not found",
  nameRequired: "Full name is required",
  detailsRequired: "Card details are required",
  unknownMethod: "These card details were not found. Please enter the card again.",
  nothingToRenew: "Your plan is free: there is nothing to renew.",
} as const;

export async function listCards(services: Pick<Services, "db">, userId: number): Promise<SavedCardRow[]> {
  return services.db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt));
}

export async function saveCard(services: CardServices, user: UserRow, paymentMethodId: string, nickname: string): Promise<SavedCardRow> {
  if (nickname.trim() === "") throw rejected(PAYMENT_MESSAGES.nicknameRequired);
  const [taken] = await services.db.select({ userId: savedCards.userId }).from(savedCards).where(eq(savedCards.providerPaymentMethodId, paymentMethodId));
  if (taken && taken.userId !== user.id) throw notFound(CARD_MESSAGES.notFound);
  // An unknown payment method is refused before anything is made at the provider.
  if (!(await services.payments.retrieveCard(paymentMethodId))) throw rejected(CARD_MESSAGES.unknownMethod);
  const customerId = await customerOf(services, user);
  try {
    await rememberCard(services, user, customerId, paymentMethodId, nickname.trim());
  } catch (error) {
    if (error instanceof Error && /No such payment method/.test(error.message)) throw rejected(error.message);
    throw error;
  }
  const [row] = await services.db.select().from(savedCards).where(and(eq(savedCards.userId, user.id), eq(savedCards.providerPaymentMethodId, paymentMethodId)));
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  return row;
}

/** A hosted page where the buyer enters a card to save (the path without JavaScript). */
export async function startCardSetup(services: CardServices, user: UserRow, nickname: string): Promise<string> {
  if (nickname.trim() === "") throw rejected(PAYMENT_MESSAGES.nicknameRequired);
  const customerId = await customerOf(services, user);
  const appUrl = services.config.appUrl.replace(/\/+$/, "");
  const back = `${appUrl}/account-details`;
  const setup = await services.payments.createHostedSetup({
    customerId,
    nickname: nickname.trim(),
    successUrl: `${back}?setup={CHECKOUT_SESSION_ID}&nickname=${encodeURIComponent(nickname.trim())}`,
    cancelUrl: back,
  });
  return setup.url;
}

/** The card a completed hosted setup saved, if the setup is the caller's own. */
export async function cardOfSetup(services: CardServices, user: UserRow, setupId: string): Promise<string> {
  const setup = await services.payments.retrieveHostedSetup(setupId);
  if (setup.status !== "complete" || !setup.card || !user.providerCustomerId || setup.customerId !== user.providerCustomerId) throw notFound(CARD_MESSAGES.notFound);
  return setup.card.paymentMethodId;
}

async function ownCard(services: Pick<Services, "db">, userId: number, cardId: number | null): Promise<SavedCardRow> {
  if (cardId === null) throw notFound(CARD_MESSAGES.notFound);
  const [row] = await services.db.select().from(savedCards).where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)));
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  return row;
}

export async function makeDefaultCard(services: CardServices, userId: number, cardId: number | null): Promise<void> {
  const card = await ownCard(services, userId, cardId);
  await services.db.transaction(async (tx) => {
    await tx.update(savedCards).set({ isDefault: false }).where(and(eq(savedCards.userId, userId), ne(savedCards.id, card.id)));
    await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, card.id));
  });
  await services.payments.setDefaultCard(card.providerCustomerId, card.providerPaymentMethodId);
}

export async function removeCard(services: CardServices, userId: number, cardId: number | null): Promise<void> {
  const card = await ownCard(services, userId, cardId);
  await services.payments.detachCard(card.providerPaymentMethodId);
  await services.db.transaction(async (tx) => {
    await tx.delete(savedCards).where(eq(savedCards.id, card.id));
    if (!card.isDefault) return;
    const [next] = await tx.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.createdAt)).limit(1);
    if (next) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, next.id));
  });
}

/** update-autorenewal: only turning the plan's renewal off or on; the plan ends at its expiry date when off. */
export async function setPlanAutoRenewal(services: Pick<Services, "db" | "now" | "payments">, userId: number, on: boolean): Promise<void> {
  const [user] = await services.db.select({ free: onFreeLine(users.packageId), planSubscriptionId: users.planSubscriptionId }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  // The free package is never paid for, so there is nothing to renew.
  if (on && user.free) throw rejected(CARD_MESSAGES.nothingToRenew);
  // A plan the provider bills follows first (its renewal stops, or resumes, at the period's end).
  await setPlanBillingRenewal(services, user.planSubscriptionId, on);
  await services.db.update(users).set({ autoRenewal: on, updatedAt: services.now() }).where(eq(users.id, userId));
}
