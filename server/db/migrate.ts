// The release command (fly.toml): applies pending migrations once per deploy, before the new machines
// start, with the production dependencies only. The server still migrates at start (a plain
// `docker run`), where it then finds nothing to do.
import { migratePostgres } from "./client";

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error("Migrations: DATABASE_URL is not set (the embedded database migrates when the server starts).");
  process.exit(1);
}
try {
  await migratePostgres(url);
  console.info("Migrations: the database is up to date.");
} catch (error) {
  console.error("Migrations failed:", error instanceof Error ? error.message : error);
  process.exit(1);
}
