// `npm run seed`: loads the demo data into the database the app uses (DATABASE_URL, else ./data/db).
import path from "node:path";
import { count } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { bookings, channels, documentEvents, events, users } from "../server/db/schema";
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } from "../server/db/seed";

// The demo logins share a published password: never put them on a real deployment by accident.
if (process.env.NODE_ENV === "production" && !process.argv.includes("--force")) {
  console.error("Refusing to seed demo users with NODE_ENV=production. Pass --force if this is really a demo.");
  process.exit(1);
}

const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: path.join(process.env.DATA_DIR ?? "./data", "db") });

try {
  const { created } = await seedDemoData(database.db);
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
