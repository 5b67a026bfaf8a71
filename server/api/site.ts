// Site-wide settings the web pages need (which landing "/" shows).
import { Hono } from "hono";
import { rootLanding } from "~server/domain/site/settings";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const siteRoutes = new Hono<ApiEnv>();

defineCall(siteRoutes, "GET site-settings", {}, async ({ services }) => ({
  data: { root_landing: await rootLanding(services.db) },
}));
