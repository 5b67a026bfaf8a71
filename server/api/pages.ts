// GET pages/{pageId}: a static content page (spec 000 §7), its HTML answered sanitised.
import { Hono } from "hono";
import { findContentPage } from "~server/domain/content/pages";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const pagesRoutes = new Hono<ApiEnv>();

defineCall(pagesRoutes, "GET pages/:pageId", {}, async ({ services, context }) => {
  const page = await findContentPage(services.db, context.req.param("pageId") ?? "");
  return { data: { name: page.name, sub_title: page.subTitle, value: page.html } };
});
