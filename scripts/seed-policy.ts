// Whether `npm run seed` may put the demo data into the configured database. The demo logins share a
// password published in the README, so seeding anything but the embedded demo database needs --force,
// and then the script says loudly what it has done.
import { DEMO_EMAILS, DEMO_PASSWORD } from "../server/seed/logins";

export type SeedDecision = { run: true; warnings: string[] } | { run: false; message: string };

export function decideSeed(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): SeedDecision {
  const force = argv.includes("--force");
  const production = env.NODE_ENV === "production";
  const external = Boolean(env.DATABASE_URL);
  if (production && !force) {
    return {
      run: false,
      message: "Refusing to seed demo users with NODE_ENV=production. Pass --force if this is really a demo.",
    };
  }
  if (external && !force) {
    return {
      run: false,
      message:
        `Refusing to seed demo users into ${describeDatabase(env.DATABASE_URL!)} (DATABASE_URL, not the embedded demo database): ` +
        `their password is published. Pass --force if this database is really a demo.`,
    };
  }
  if (!production && !external) return { run: true, warnings: [] };
  const bar = "!".repeat(78);
  return {
    run: true,
    warnings: [
      bar,
      `WARNING: seeding demo users into ${external ? describeDatabase(env.DATABASE_URL!) : "a production environment"}.`,
      `The demo logins (${Object.values(DEMO_EMAILS).join(", ")}) all have the published password ${DEMO_PASSWORD},`,
      "and one of them is an administrator: anyone who reads the README can log in as them.",
      "Never let real users near this database; delete these accounts before it goes public.",
      bar,
    ],
  };
}

/** Host and database name, never the credentials. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `the database ${parsed.pathname.replace(/^\//, "") || "(default)"} on ${parsed.host}`;
  } catch {
    return "the database at DATABASE_URL";
  }
}
