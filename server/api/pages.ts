// Site content: GET pages/{pageId} (a static page, 000 §7), GET faq (the help centre), GET
// video-tutorial (002 §2.9), their HTML answered sanitised; GET sitemap (the public events and
// channels /sitemap.xml lists); POST contact-us and POST landing-page-contact-us (Register Interest).
import { Hono } from "hono";
import { sendContactMessage } from "~server/domain/content/contact";
import { registerInterest } from "~server/domain/content/interest";
import { listHelpCategories, listVideoTutorials } from "~server/domain/content/help";
import { findContentPage } from "~server/domain/content/pages";
import { listSitemapEntries } from "~server/domain/content/sitemap";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const pagesRoutes = new Hono<ApiEnv>();

defineCall(
  pagesRoutes,
  "GET pages/:pageId",
  async ({ services, params }) => {
    const page = await findContentPage(
      services.db,
      params.pageId
    );
    return {
      data: { name: page.name, sub_title: page.subTitle, value: page.html },
    };
  }
);

defineCall(pagesRoutes, "GET faq", async ({ services }) => ({
  data: await listHelpCategories(services.db),
}));

defineCall(pagesRoutes, "GET video-tutorial", async ({ services }) => ({
  data: (await listVideoTutorials(services)).map((category) => ({
    ...category,
    videoTutorials: category.videoTutorials.map(
      ({ id, description, videoUrl, captionsUrl }) => ({
        id,
        description,
        video_url: videoUrl,
        captions_url: captionsUrl,
      })
    ),
  })),
}));

defineCall(pagesRoutes, "GET sitemap", async ({ services }) => ({
  data: (await listSitemapEntries(services.db, services.now())).map(({ path, updatedAt }) => ({ path, updated_at: updatedAt?.toISOString() ?? null })),
}));

// POST contact-us (000 §7): a visitor's or user's message to the team.
defineCall(
  pagesRoutes,
  "POST contact-us",
  async ({ services, user, clientIp, body }) => ({
    data: null,
    message: await sendContactMessage(services, body, {
      ip: clientIp,
      userId: user?.id ?? null,
    }),
  })
);

// POST landing-page-contact-us (002 §7): Register Interest on a landing page.
defineCall(
  pagesRoutes,
  "POST landing-page-contact-us",
  async ({ services, clientIp, body }) => ({
    data: null,
    message: await registerInterest(services, body, { ip: clientIp }),
  })
);
