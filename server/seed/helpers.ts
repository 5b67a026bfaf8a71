// Small helpers of the demo seed: dates relative to the seed's clock, slugs, checkout prices.
import { priceBreakdown } from "~shared/pricing";

/** The checkout's figures for the seed's purchases: the one price rule (shared/pricing.ts), a fixed discount in pence. */
export function checkoutPrice(
  subtotalPence: number,
  discountPence: number,
  pkg: { taxationFeeBp?: number; paymentHandlingFeeBp?: number },
) {
  const fees = { taxBasisPoints: pkg.taxationFeeBp ?? 0, handlingBasisPoints: pkg.paymentHandlingFeeBp ?? 0 };
  const breakdown = priceBreakdown(subtotalPence, fees, discountPence > 0 ? { type: "fixed", pence: discountPence } : null);
  return {
    subtotalPence,
    discountPence: breakdown.discountPence,
    taxPence: breakdown.taxPence,
    handlingPence: breakdown.handlingPence,
    amountPence: breakdown.totalPence,
  };
}

export function requireId(ids: Record<string, number>, title: string): number {
  const id = ids[title];
  if (id === undefined) throw new Error(`Seed refers to an unknown item: ${title}`);
  return id;
}

export function daysFrom(base: Date, days: number): Date {
  return new Date(base.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A calendar date (YYYY-MM-DD) the given number of days from base. */
export function day(base: Date, days: number): string {
  return daysFrom(base, days).toISOString().slice(0, 10);
}
