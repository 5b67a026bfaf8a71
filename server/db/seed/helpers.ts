// Small helpers of the demo seed: dates relative to the seed's clock, slugs, checkout prices.

/** spec 000 §9: price − discount, plus tax% of that, plus handling% of the sum; each step to the penny. */
export function checkoutPrice(
  subtotalPence: number,
  discountPence: number,
  pkg: { taxationFeeBp?: number; paymentHandlingFeeBp?: number },
) {
  const afterDiscount = Math.max(0, subtotalPence - discountPence);
  const taxPence = Math.round((afterDiscount * (pkg.taxationFeeBp ?? 0)) / 10_000);
  const handlingPence = Math.round(((afterDiscount + taxPence) * (pkg.paymentHandlingFeeBp ?? 0)) / 10_000);
  return {
    subtotalPence,
    discountPence,
    taxPence,
    handlingPence,
    amountPence: afterDiscount + taxPence + handlingPence,
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

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}