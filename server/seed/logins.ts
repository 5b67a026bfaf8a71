// The demo logins, published in the README: for the embedded demo only (scripts/seed-policy.ts).
export const DEMO_PASSWORD = "Marquee-demo-1";
export const DEMO_EMAILS = {
  host: "host@marquee.test",
  attendee: "attendee@marquee.test",
  admin: "admin@marquee.test",
} as const;
export const OTHER_HOST_EMAILS = ["marcus@marquee.test", "priya@marquee.test"];
