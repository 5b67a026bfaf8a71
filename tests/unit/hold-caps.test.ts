// The cap on checkouts in progress (server/domain/payments/holds.ts): refused only when the account
// or the address is full, and told to come back when the hold that frees a checkout lapses.
import { describe, expect, it } from "vitest";
import { HOLD_CAPS, holdCapWait } from "~server/domain/payments/holds";

const now = new Date("2026-12-05T12:00:00Z");
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const holds = (count: number, nextLapse: Date | null = count > 0 ? inSeconds(600) : null) => ({ count, nextLapse });

describe("holdCapWait", () => {
  it("lets a checkout start below both caps, and without a known address", () => {
    expect(holdCapWait(holds(0), holds(0), now)).toBeNull();
    expect(holdCapWait(holds(HOLD_CAPS.perAccount - 1), holds(HOLD_CAPS.perAddress - 1), now)).toBeNull();
    expect(holdCapWait(holds(HOLD_CAPS.perAccount - 1), null, now)).toBeNull();
  });

  it("refuses at the account's cap until its first hold lapses", () => {
    expect(holdCapWait(holds(HOLD_CAPS.perAccount, inSeconds(90)), holds(1), now)).toBe(90);
    expect(holdCapWait(holds(HOLD_CAPS.perAccount + 2, inSeconds(30)), null, now)).toBe(30);
  });

  it("refuses at the address's cap, whatever the account holds", () => {
    expect(holdCapWait(holds(0), holds(HOLD_CAPS.perAddress, inSeconds(240)), now)).toBe(240);
  });

  it("with both full, waits for the later of the two first lapses; never less than a second", () => {
    expect(holdCapWait(holds(HOLD_CAPS.perAccount, inSeconds(60)), holds(HOLD_CAPS.perAddress, inSeconds(300)), now)).toBe(300);
    expect(holdCapWait(holds(HOLD_CAPS.perAccount, inSeconds(0.2)), null, now)).toBe(1);
    expect(holdCapWait(holds(HOLD_CAPS.perAccount, now), null, now)).toBe(1);
  });
});
