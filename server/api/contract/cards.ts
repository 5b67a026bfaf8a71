// Saved cards and the plan's auto-renewal (002 §7). Whatever the provider, the names are the
// spec's; every card is the caller's own (another user's card id is "Card not found").
import { z } from "zod";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { plainText } from "../validate";
import type { UserData } from "./auth";
import { answer, call, wire, wireNumber } from "./define";

/** A saved card (002 §3 Card); never a number, only the brand and the last four digits. */
export interface SavedCardData {
  id: number;
  nickname: string;
  card_brand: string | null;
  card_last_four: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
  payment_method_id: string;
}

export interface CreateCardBody {
  invoice_id?: string;
  nickname: string;
  name?: string;
  email?: string;
  phone?: string;
  source?: string;
}

export interface CardIdBody {
  card_id: number | string;
  stripe_id?: string;
}

export interface AutoRenewalBody {
  auto_renewal: 0 | 1 | "0" | "1";
}

const id = wireNumber;
const required = (message: string, max: number) => plainText(max, `At most ${max} characters`).pipe(z.string(message).trim().min(1, message));

const createCardSchema = z.object({
  /** A payment method made in the browser; or, without JavaScript, `source` names a completed hosted setup. */
  invoice_id: plainText(255, "At most 255 characters").optional(),
  nickname: required(PAYMENT_MESSAGES.nicknameRequired, 50),
  /** The full name on a card made in the browser (required then); the hosted page asks for its own. */
  name: plainText(100, "At most 100 characters").optional(),
  email: plainText(254, "At most 254 characters").optional(),
  phone: plainText(30, "At most 30 characters").optional(),
  source: plainText(255, "At most 255 characters").optional(),
});
const setupSessionSchema = z.object({ nickname: required(PAYMENT_MESSAGES.nicknameRequired, 50) });
const cardIdSchema = z.object({ card_id: id, stripe_id: z.string().max(255).optional() });
const autoRenewalSchema = z.object({ auto_renewal: z.union([z.literal(0), z.literal(1), z.enum(["0", "1"])], "auto_renewal must be 0 or 1") });

export const cardCalls = {
  "GET stripe/all_cards": call({ access: "user", answer: answer<{ cards: SavedCardData[] }>() }),
  "POST stripe/create_card": call({ access: "user", body: createCardSchema, wire: wire<CreateCardBody>(), answer: answer<{ response: { id: string }; card: SavedCardData }>() }),
  /** Without JavaScript: the provider's hosted page that saves a card; it returns to /account-details?setup=…. */
  "POST stripe/setup-session": call({ access: "user", body: setupSessionSchema, wire: wire<{ nickname: string }>(), answer: answer<{ url: string }>() }),
  "POST stripe/default_card": call({ access: "owner", body: cardIdSchema, wire: wire<CardIdBody>(), answer: answer<null>() }),
  "POST stripe/delete_card": call({ access: "owner", body: cardIdSchema, wire: wire<CardIdBody>(), answer: answer<null>() }),
  "POST update-autorenewal": call({ access: "user", body: autoRenewalSchema, wire: wire<AutoRenewalBody>(), answer: answer<UserData>() }),
};
