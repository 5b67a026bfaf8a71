// Loaded before the server (node --import): the module hooks of build/preload.js (server/preload.ts),
// then Sentry, which starts only when SENTRY_DSN is set.
await import("./build/preload.js");
const dsn = process.env.SENTRY_DSN;
if (dsn) {
  const Sentry = await import("@sentry/remix");
  Sentry.init({
    dsn,
    environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0.1),
    // Never send request bodies: they can hold passwords or card and bank details.
    sendDefaultPii: false,
  });
}
