// The sandbox's fault switch turns only under test: in production (or development) setting a fault
// throws and MARQUEE_SANDBOX_FAULTS is ignored, so no deployment can be made to fail on purpose.
import { describe, expect, it } from "vitest";
import { createSandboxFaults, SandboxOutageError } from "~server/integrations/payments/sandbox-faults";

describe("the sandbox's fault switch", () => {
  it("is refused outside tests, and the variable does nothing there", async () => {
    for (const NODE_ENV of ["production", "development", undefined]) {
      const faults = createSandboxFaults({ NODE_ENV, MARQUEE_SANDBOX_FAULTS: "createPayment:unavailable" });
      expect(() => faults.set("refund", "unavailable")).toThrow("only under test");
      await expect(faults.run("createPayment", async () => "paid")).resolves.toBe("paid");
    }
  });

  it("under test, 'unavailable' does nothing and throws; 'answer-lost' does the work, then throws; null brings it back", async () => {
    const faults = createSandboxFaults({ NODE_ENV: "test" });
    let done = 0;
    const work = async () => (done += 1);
    faults.set("refund", "unavailable");
    await expect(faults.run("refund", work)).rejects.toThrow(SandboxOutageError);
    expect(done).toBe(0);
    faults.set("refund", "answer-lost");
    await expect(faults.run("refund", work)).rejects.toThrow("answer was lost");
    expect(done).toBe(1);
    await expect(faults.run("transfer", work)).resolves.toBe(2);
    faults.set("refund", null);
    await expect(faults.run("refund", work)).resolves.toBe(3);
  });

  it("under test, MARQUEE_SANDBOX_FAULTS turns faults on from the start, and ignores what it does not know", async () => {
    const faults = createSandboxFaults({ NODE_ENV: "test", MARQUEE_SANDBOX_FAULTS: "createPayment:unavailable, refund:answer-lost,charge:unavailable,transfer:slow" });
    await expect(faults.run("createPayment", async () => 1)).rejects.toThrow("unavailable (createPayment)");
    await expect(faults.run("refund", async () => 1)).rejects.toThrow("answer was lost (refund)");
    await expect(faults.run("transfer", async () => 1)).resolves.toBe(1);
  });
});
