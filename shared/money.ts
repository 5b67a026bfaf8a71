// Money is integer pence end to end; pounds appear only at the edges (display and form input).

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });

/** 1250 → "£12.50". */
export function formatMoney(pence: number): string {
  if (!Number.isInteger(pence)) throw new TypeError(`Money must be integer pence, got ${pence}`);
  return gbp.format(pence / 100);
}

/** A price as shown on cards and buttons: "Free" for 0, otherwise "£12.50". */
export function formatPrice(pence: number, freeLabel = "Free"): string {
  return pence === 0 ? freeLabel : formatMoney(pence);
}

/** The spec's price rule: digits with up to two decimals ("12", "12.5", "12.50"). */
export const poundsPattern = /^\d+(\.\d{1,2})?$/;

/** "12.50" → 1250; null when the text is not a valid price. Never goes through floating point. */
export function parsePounds(text: string): number | null {
  const value = text.trim();
  if (!poundsPattern.test(value)) return null;
  const [whole, fraction = ""] = value.split(".");
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(pence) ? pence : null;
}

/** 1250 → "12.50", for a price input's value. */
export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** A percentage as the API answers it (20 = 20 %) back to basis points, for the price rule. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points (750 = 7.5%) to the percentage the API answers with. */
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}
