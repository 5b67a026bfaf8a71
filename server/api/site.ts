// Site-wide settings the web pages need (which landing "/" shows, the voucher offer's last day).
import { Hono } from "hono";
import { readFeed } from "~server/integrations/social/feed";
import { rootLanding, socialFeedUrl, voucherOfferEnds } from "~server/domain/site/settings";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const siteRoutes = new Hono<ApiEnv>();

defineCall(siteRoutes, "GET site-settings", async ({ services }) => ({
  data: { root_landing: await rootLanding(services.db), voucher_offer_ends: await voucherOfferEnds(services.db, services.now()) },
}));

// The creator landing's photo feed (001 §1): fetched by the server from the configured source.
defineCall(siteRoutes, "GET social-feed", async ({ services }) => {
  const url = await socialFeedUrl(services.db);
  if (!url) return { data: { configured: false } };
  const feed = await readFeed(url, services.now().getTime());
  if (!feed.ok) return { data: { configured: true, error: feed.message } };
  return { data: { configured: true, photos: feed.photos.map(({ id, imageUrl, link, caption }) => ({ id, image_url: imageUrl, link, caption })) } };
});
