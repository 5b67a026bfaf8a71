// GET pages/{pageId}: a static content page (spec 000 §7), its HTML answered sanitised; POST contact-us.
import { Hono } from "hono";
import { contactSchema } from "~/lib/schemas/contact";
import { sendContactMessage } from "~server/domain/content/contact";
import { findContentPage } from "~server/domain/content/pages";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const pagesRoutes = new Hono<ApiEnv>();

defineCall(pagesRoutes, "GET pages/:pageId", {}, async ({ services, context }) => {
  const page = await findContentPage(services.db, context.req.param("pageId") ?? "");
  return { data: { name: page.name, sub_title: page.subTitle, value: page.html } };
});

// POST contact-us (000 §7): a visitor's or user's message to the team.
defineCall(pagesRoutes, "POST contact-us", { body: contactSchema }, async ({ services, user, clientIp, body }) => ({
  data: null,
  message: await sendContactMessage(services, body, { ip: clientIp, userId: user?.id ?? null }),
}));
