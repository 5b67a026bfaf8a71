// What a host is told buyers pay beside a price field: the rule with its rates always, and the sum
// for a valid price, from the one price rule (shared/pricing.ts).
import { describe, expect, it } from "vitest";
import { BuyerPrice } from "~/components/payments/buyer-price";
import { render } from "~tests/support/render";

// The free package's fees (what a visitor pays): 20 % tax, then 3 % handling.
const fees = { taxBasisPoints: 2000, handlingBasisPoints: 300 };

describe("BuyerPrice", () => {
  it("says what buyers pay for the price typed, and what it is made of", async () => {
    const html = await render(<BuyerPrice id="price-buyers" price="12" fees={fees} />);
    expect(html).toContain("Buyers pay your price plus 20% tax and a 3% payment handling fee.");
    expect(html).toContain("Buyers pay £14.83: your price £12.00 + tax £2.40 + handling fee £0.43.");
  });

  it("explains the rule alone while there is no valid price to sum", async () => {
    for (const price of ["", "12.345", "abc", "0"]) {
      const html = await render(<BuyerPrice id="price-buyers" price={price} fees={fees} />);
      expect(html).toContain("3% payment handling fee");
      expect(html).not.toContain("Buyers pay £");
    }
  });
});
