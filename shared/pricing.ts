// The total price rule (spec 000 §9), in integer pence, shared by the server (which
// recomputes every amount from the database) and the pages (which show the same figures):
//   price − discount, then + tax% of that, then + handling% of the sum, each step rounded to the penny.
// Percentages are basis points (750 = 7.5 %), as the packages and discount codes store them.
import { percentToBasisPoints } from "./money";

export type Discount = { type: "percentage"; basisPoints: number } | { type: "fixed"; pence: number };

export interface Fees {
  /** taxation_fee of the buyer's package (a visitor: the free package's). */
  taxBasisPoints: number;
  /** payment_handling_fee of the buyer's package. */
  handlingBasisPoints: number;
}

export interface PriceBreakdown {
  /** The ticket, channel or package price. */
  pricePence: number;
  discountPence: number;
  /** price − discount. */
  netPence: number;
  taxPence: number;
  handlingPence: number;
  /** What the buyer pays. */
  totalPence: number;
  /** A free ticket, or a discount that leaves nothing to pay: the free flow, with no payment fields. */
  free: boolean;
}

/** A package's fees as the API answers them (percentages: 20 = 20 %). */
export function packageFees(pkg: { taxation_fee: number; payment_handling_fee: number }): Fees {
  return { taxBasisPoints: percentToBasisPoints(pkg.taxation_fee), handlingBasisPoints: percentToBasisPoints(pkg.payment_handling_fee) };
}

function assertPence(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole, non-negative pence, got ${value}`);
}

/** `basisPoints` of `pence`, rounded to the nearest penny (halves up), in integers only. */
export function percentOf(pence: number, basisPoints: number): number {
  assertPence(pence, "An amount");
  assertPence(basisPoints, "A percentage");
  return Math.floor((pence * basisPoints + 5_000) / 10_000);
}

/** What a discount takes off a price: a percentage rounded to the penny, a fixed amount at most the price. */
export function discountOn(pricePence: number, discount: Discount | null): number {
  if (!discount) return 0;
  if (discount.type === "percentage") return percentOf(pricePence, Math.min(discount.basisPoints, 10_000));
  assertPence(discount.pence, "A fixed discount");
  return Math.min(discount.pence, pricePence);
}

export function priceBreakdown(pricePence: number, fees: Fees, discount: Discount | null = null): PriceBreakdown {
  assertPence(pricePence, "A price");
  const discountPence = discountOn(pricePence, discount);
  const netPence = pricePence - discountPence;
  const taxPence = percentOf(netPence, fees.taxBasisPoints);
  const handlingPence = percentOf(netPence + taxPence, fees.handlingBasisPoints);
  const totalPence = netPence + taxPence + handlingPence;
  return { pricePence, discountPence, netPence, taxPence, handlingPence, totalPence, free: netPence === 0 };
}

/** The all-in price a viewer pays with no coupon (UK law bans drip pricing: cards and pages show this). */
export function allInPrice(pricePence: number, fees: Fees): number {
  return priceBreakdown(pricePence, fees).totalPence;
}

/** The platform's commission on a sale: the seller's package rate of what the seller earns (price − discount). */
export function commissionOn(netPence: number, commissionBasisPoints: number): number {
  return percentOf(netPence, commissionBasisPoints);
}
