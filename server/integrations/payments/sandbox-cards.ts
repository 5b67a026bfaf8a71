// The sandbox's test cards: Stripe's own test numbers behave as they do in Stripe's test mode, so a
// tester's habits carry over (4242… pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks
// for 3-D Secure). Pure, so the card form's messages are unit-tested; the messages are Stripe's.

export type CardBehaviour = "succeed" | "decline" | "authenticate";

export interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
  /** The decline message, for declining cards. */
  declineMessage?: string;
}

export const CARD_MESSAGES = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  expiredCard: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  notTestCard: "Use a test card in test mode, such as 4242 4242 4242 4242.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: "Name on card is required",
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  "4242424242424242": { brand: "visa", behaviour: "succeed" },
  "4000056655665556": { brand: "visa", behaviour: "succeed" },
  "5555555555554444": { brand: "mastercard", behaviour: "succeed" },
  "2223003122003222": { brand: "mastercard", behaviour: "succeed" },
  "5200828282828210": { brand: "mastercard", behaviour: "succeed" },
  "378282246310005": { brand: "amex", behaviour: "succeed" },
  "6011111111111117": { brand: "discover", behaviour: "succeed" },
  "4000000000000002": { brand: "visa", behaviour: "decline", declineMessage: CARD_MESSAGES.declined },
  "4000000000009995": { brand: "visa", behaviour: "decline", declineMessage: CARD_MESSAGES.insufficientFunds },
  "4000000000000069": { brand: "visa", behaviour: "decline", declineMessage: CARD_MESSAGES.expiredCard },
  "4000000000000127": { brand: "visa", behaviour: "decline", declineMessage: CARD_MESSAGES.incorrectCvc },
  "4000002760003184": { brand: "visa", behaviour: "authenticate" },
  "4000002500003155": { brand: "visa", behaviour: "authenticate" },
};

/** The digits a person typed, spaces and dashes dropped. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardEntry {
  number: string;
  /** "MM / YY", "MM/YY" or "MM/YYYY". */
  expiry: string;
  cvc: string;
  name: string;
}

export interface ReadCard {
  digits: string;
  card: TestCard;
  expMonth: number;
  expYear: number;
}

export type CardField = "number" | "expiry" | "cvc" | "name";

/** The card as entered, or the first problem per field (Stripe's wording). */
export function readCardEntry(entry: CardEntry, now: Date): { ok: true; value: ReadCard } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(entry.number);
  const card = TEST_CARDS[digits];
  if (!/^\d+$/.test(digits) || digits.length < 13) errors.number = CARD_MESSAGES.numberIncomplete;
  else if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.numberInvalid;
  else if (!card) errors.number = CARD_MESSAGES.notTestCard;

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(entry.expiry);
  let expMonth = 0;
  let expYear = 0;
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else {
    expMonth = Number(expiry[1]);
    expYear = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expMonth < 1 || expMonth > 12) errors.expiry = CARD_MESSAGES.expiryIncomplete;
    else if (expYear * 12 + (expMonth - 1) < thisMonth) errors.expiry = CARD_MESSAGES.expiryPast;
  }

  const cvcLength = card?.brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(entry.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  if (entry.name.trim() === "") errors.name = CARD_MESSAGES.nameRequired;

  if (Object.keys(errors).length > 0 || !card) return { ok: false, errors };
  return { ok: true, value: { digits, card, expMonth, expYear } };
}
