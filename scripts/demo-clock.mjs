// Loaded before the server (node --import) by the screenshot server only: DEMO_CLOCK=<ISO instant>
// stops this process's clock at that instant. The demo seeds its dates relative to now, and pages
// print dates, countdowns and "next on" texts from `Date` in many places (loaders, the seed, the
// embedded database's now(), which reads the same JavaScript clock), so the whole process's clock
// is moved rather than services.now alone. It stands still rather than runs on from the instant:
// the seed's "now" would otherwise be however long the start took, and a page's minutes would
// depend on the machine's speed. Refused outside the embedded demo, so no deployment can run on it.
const instant = process.env.DEMO_CLOCK;
if (instant) {
  const fixed = Date.parse(instant);
  if (Number.isNaN(fixed)) throw new Error(`DEMO_CLOCK must be an ISO instant, e.g. 2026-12-01T09:00:00Z (got "${instant}").`);
  if (process.env.DEMO_MODE !== "true" || process.env.DATABASE_URL) {
    throw new Error("DEMO_CLOCK is for the embedded demo only (DEMO_MODE=true, no DATABASE_URL).");
  }
  const RealDate = Date;
  // Dates made from a value, Date.UTC, Date.parse and `instanceof Date` behave as before; `Date()`
  // called without `new` (a string) reads the fixed clock too.
  function DemoDate(...args) {
    if (!new.target) return new RealDate(fixed).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [fixed] : args, new.target);
  }
  Object.setPrototypeOf(DemoDate, RealDate);
  DemoDate.prototype = RealDate.prototype;
  DemoDate.now = () => fixed;
  globalThis.Date = DemoDate;
}
