// The sandbox provider's fault switch, for tests only: it makes one operation fail as a provider
// outage does, so a test can show that a buyer sees the spec's text and that nothing is charged
// twice or lost (docs/reliability.md, "Provider outages").
//   "unavailable": refused before anything happens at the provider (Stripe answering 500);
//   "answer-lost": done at the provider, then the answer never arrives (a time-out after Stripe made it).
// A fault lasts until it is cleared, as an outage does. The switch turns only where NODE_ENV=test:
// anywhere else, production included, `set` throws and MARQUEE_SANDBOX_FAULTS is ignored.

export const SANDBOX_OPERATIONS = ["createPayment", "createHostedCheckout", "retrievePayment", "refund", "transfer", "deliverEvent"] as const;
export type SandboxOperation = (typeof SANDBOX_OPERATIONS)[number];

export const SANDBOX_FAULTS = ["unavailable", "answer-lost"] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];

/** What the sandbox throws for an operation under a fault (the Stripe SDK's StripeAPIError or StripeConnectionError). */
export class SandboxOutageError extends Error {
  override name = "SandboxOutageError";
}

export interface SandboxFaults {
  /** Sets the operation's fault, or clears it with null; refused outside tests. */
  set(operation: SandboxOperation, fault: SandboxFault | null): void;
  /** Runs the operation's work under its fault, if any. */
  run<T>(operation: SandboxOperation, work: () => Promise<T>): Promise<T>;
}

const isOperation = (value: string): value is SandboxOperation => (SANDBOX_OPERATIONS as readonly string[]).includes(value);
const isFault = (value: string): value is SandboxFault => (SANDBOX_FAULTS as readonly string[]).includes(value);

/**
 * The switch, off. Under test, MARQUEE_SANDBOX_FAULTS ("createPayment:unavailable,refund:answer-lost")
 * turns faults on from the start, for a server a test starts in another process.
 */
export function createSandboxFaults(env: Record<string, string | undefined> = process.env): SandboxFaults {
  const underTest = env.NODE_ENV === "test";
  const active = new Map<SandboxOperation, SandboxFault>();
  const faults: SandboxFaults = {
    set(operation, fault) {
      if (!underTest) throw new Error("The sandbox's fault switch works only under test (NODE_ENV=test).");
      if (fault) active.set(operation, fault);
      else active.delete(operation);
    },
    async run(operation, work) {
      const fault = active.get(operation);
      if (!fault) return work();
      if (fault === "unavailable") throw new SandboxOutageError(`The sandbox is unavailable (${operation}).`);
      await work();
      throw new SandboxOutageError(`The sandbox's answer was lost (${operation}).`);
    },
  };
  if (underTest) {
    for (const entry of (env.MARQUEE_SANDBOX_FAULTS ?? "").split(",")) {
      const [operation = "", fault = ""] = entry.trim().split(":");
      if (isOperation(operation) && isFault(fault)) faults.set(operation, fault);
    }
  }
  return faults;
}
