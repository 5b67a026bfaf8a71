// `npm run seed`: loads the demo data into the database the app uses (DATABASE_URL, else ./data/db).
// Anything but the embedded demo database needs --force (scripts/seed-policy.ts says why).
import path from "node:path";
import { count } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { bookings, channels, documentEvents, events, users } from "../server/db/schema";
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } from "../server/db/seed";
import { isPublicKey } from "../server/domain/uploads/uploads";
import { getEnv } from "../server/env.server";
import { createStorage } from "../server/integrations/storage";
import { decideSeed } from "./seed-policy";

const decision = decideSeed(process.argv.slice(2), process.env);
if (!decision.run) {
  console.error(decision.message);
  process.exit(1);
}
for (const line of decision.warnings) console.warn(line);

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
