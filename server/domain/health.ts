// Readiness: the app is ready when its database answers.
import { sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";

export async function databaseAnswers(db: Executor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    console.error("healthz: database check failed", error instanceof Error ? error.message : error);
    return false;
  }
}
