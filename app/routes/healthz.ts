// Liveness and readiness: answers 200 only when the database answers.
import { sql } from "drizzle-orm";
import { getServices } from "~server/services";

export async function loader() {
  try {
    const { db } = await getServices();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("healthz: database check failed", error);
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
