// A crash on purpose, for the test that kills the server between the provider taking the money and
// the booking being written. Only when NODE_ENV=test and MARQUEE_FAULT_POINT names the
// point: production code paths pass through it at no cost.

export type FaultPoint = "payment-taken-before-fulfilment";

export function faultPoint(name: FaultPoint): void {
  if (process.env.NODE_ENV !== "test" || process.env.MARQUEE_FAULT_POINT !== name) return;
  console.error(`Fault point ${name}: the process kills itself (SIGKILL), as a crash would.`);
  process.kill(process.pid, "SIGKILL");
}
