// Site-wide settings the web pages need (which landing "/" shows).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { settings, settingsKeys } from "~server/db/schema";
import type { ApiEnv } from "./context";
import { ok } from "./respond";

export const siteRoutes = new Hono<ApiEnv>();

siteRoutes.get("/site-settings", async (c) => {
  const { db } = c.get("services");
  const [row] = await db.select().from(settings).where(eq(settings.key, settingsKeys.rootLanding));
  const rootLanding = row?.value === "become-host" ? "become-host" : "content-creator";
  return ok(c, { root_landing: rootLanding });
});
