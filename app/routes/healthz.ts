// Liveness and readiness: answers 200 only when the database answers.
import { isReady } from "~/server-only/server-mounts.server";

export async function loader() {
  const ready = await isReady();
  return Response.json(
    ready ? { status: "ok", database: "ok" } : { status: "error", database: "unreachable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
