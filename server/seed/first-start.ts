// The embedded demo seeds itself on its first start, before the jobs start and the server listens
// (server/main.ts hands this to the services); a deployment (DATABASE_URL) never does. The seed's
// modules (pdf-lib, the demo's texts) load only when it runs.
import { hasAnyUser } from "~server/domain/accounts/user-data";
import type { BeforeJobs } from "~server/services";

export const seedOnFirstStart: BeforeJobs = async ({ db, storage, env }) => {
  if (!env.DEMO_MODE || env.DATABASE_URL) return;
  if (await hasAnyUser(db)) return;
  const { seedDemoData } = await import("./index");
  await seedDemoData(db, { storage });
  console.info("Seeded the demo data (first start of the embedded database).");
};
