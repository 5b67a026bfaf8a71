// `npm run seed`: loads the demo data into the database the app uses (DATABASE_URL, else ./data/db).
// Anything but the embedded demo database needs --force (scripts/seed-policy.ts says why).
import path from "node:path";
import { decideSeed } from "./seed-policy";

// The policy is asked before the server's modules load: a refusal answers at once, touching nothing.
const decision = decideSeed(process.argv.slice(2), process.env);
if (!decision.run) {
  console.error(decision.message);
  process.exit(1);
}
for (const line of decision.warnings) console.warn(line);

const { count } = await import("drizzle-orm");
const { openDatabase } = await import("../server/db/client");
const { bookings, channels, documentEvents, events, users } = await import("../server/db/schema");
const { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } = await import("../server/seed");
const { isPublicKey } = await import("../server/domain/uploads/uploads");
const { getEnv } = await import("../server/env.server");
const { createStorage } = await import("../server/integrations/storage");

const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: path.join(process.env.DATA_DIR ?? "./data", "db") });

try {
  // The pictures go where the app reads them: S3 when S3_BUCKET is set, else DATA_DIR/uploads.
  const { created } = await seedDemoData(database.db, { storage: createStorage(getEnv(), isPublicKey) });
  if (!created) {
    console.log("The demo data is already there: nothing to do.");
  } else {
    const tables = { users, events, channels, "document events": documentEvents, bookings };
    const counts: string[] = [];
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      counts.push(`${row?.n ?? 0} ${name}`);
    }
    console.log(`Seeded the demo data (${database.driver}): ${counts.join(", ")}.`);
    console.log(`Log in as ${Object.values(DEMO_EMAILS).join(", ")} with the password ${DEMO_PASSWORD}.`);
  }
} finally {
  await database.close();
}
for (const line of decision.warnings) console.warn(line);
