// The admin console's content calls (server/api/contract/admin-content.ts): parse, call the domain
// (server/domain/admin/content.ts), shape the answer.
import { Hono } from "hono";
import {
  contentPageOf,
  createCategory,
  createFaq,
  createTutorial,
  deleteCategory,
  deleteFaq,
  deleteTutorial,
  listCategories,
  listContentPages,
  listFaqs,
  listTutorials,
  readSiteSettings,
  reorder,
  updateCategory,
  updateContentPage,
  updateFaq,
  updateSiteSettings,
  updateTutorial,
  type AdminContentPage,
  type FaqRow,
  type TutorialRow,
} from "~server/domain/admin/content";
import { adminActorOf } from "~server/domain/admin/audit";
import { PAGE_NOT_FOUND } from "~server/domain/content/pages";
import { idOrNotFound } from "~server/domain/errors";
import type { AdminContentPageData, AdminFaqData, AdminTutorialData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const adminContentRoutes = new Hono<ApiEnv>();

const faqData = (row: FaqRow): AdminFaqData => ({ id: row.id, category_id: row.categoryId, question: row.question, answer: row.answer, sort: row.sort });
const tutorialData = (row: TutorialRow): AdminTutorialData => ({
  id: row.id,
  category_id: row.categoryId,
  description: row.description,
  video_url: row.videoUrl,
  captions_url: row.captionsUrl,
  sort: row.sort,
});
const pageData = (page: AdminContentPage): AdminContentPageData => ({
  id: page.id,
  name: page.name,
  sub_title: page.subTitle,
  value: page.value,
  updated_at: page.updatedAt.toISOString(),
});

// FAQs.
defineCall(adminContentRoutes, "GET admin/faqs", async ({ services }) => {
  const [categories, faqs] = await Promise.all([listCategories(services.db, "faq"), listFaqs(services.db)]);
  return { data: { categories, faqs: faqs.map(faqData) } };
});
defineCall(adminContentRoutes, "POST admin/faq-categories/create", async ({ services, user, clientIp, body }) => ({
  data: await createCategory(services.db, adminActorOf(user, clientIp), services.now(), "faq", body),
  message: "Category added",
}));
defineCall(adminContentRoutes, "POST admin/faq-categories/update", async ({ services, user, clientIp, body }) => ({
  data: await updateCategory(services.db, adminActorOf(user, clientIp), services.now(), "faq", body.id, body),
  message: "Category saved",
}));
defineCall(adminContentRoutes, "POST admin/faq-categories/delete", async ({ services, user, clientIp, body }) => {
  await deleteCategory(services.db, adminActorOf(user, clientIp), services.now(), "faq", body.id);
  return { data: null, message: "Category deleted" };
});
defineCall(adminContentRoutes, "POST admin/faqs/create", async ({ services, user, clientIp, body }) => ({
  data: faqData(await createFaq(services.db, adminActorOf(user, clientIp), services.now(), body)),
  message: "Question added",
}));
defineCall(adminContentRoutes, "POST admin/faqs/update", async ({ services, user, clientIp, body }) => ({
  data: faqData(await updateFaq(services.db, adminActorOf(user, clientIp), services.now(), body.id, body)),
  message: "Question saved",
}));
defineCall(adminContentRoutes, "POST admin/faqs/delete", async ({ services, user, clientIp, body }) => {
  await deleteFaq(services.db, adminActorOf(user, clientIp), services.now(), body.id);
  return { data: null, message: "Question deleted" };
});
defineCall(adminContentRoutes, "POST admin/faqs/order", async ({ services, user, clientIp, body }) => {
  await reorder(services.db, adminActorOf(user, clientIp), services.now(), "faq", body);
  return { data: null, message: "Order saved" };
});

// Video tutorials.
defineCall(adminContentRoutes, "GET admin/tutorials", async ({ services }) => {
  const [categories, tutorials] = await Promise.all([listCategories(services.db, "tutorial"), listTutorials(services.db)]);
  return { data: { categories, tutorials: tutorials.map(tutorialData) } };
});
defineCall(adminContentRoutes, "POST admin/tutorial-categories/create", async ({ services, user, clientIp, body }) => ({
  data: await createCategory(services.db, adminActorOf(user, clientIp), services.now(), "tutorial", body),
  message: "Category added",
}));
defineCall(adminContentRoutes, "POST admin/tutorial-categories/update", async ({ services, user, clientIp, body }) => ({
  data: await updateCategory(services.db, adminActorOf(user, clientIp), services.now(), "tutorial", body.id, body),
  message: "Category saved",
}));
defineCall(adminContentRoutes, "POST admin/tutorial-categories/delete", async ({ services, user, clientIp, body }) => {
  await deleteCategory(services.db, adminActorOf(user, clientIp), services.now(), "tutorial", body.id);
  return { data: null, message: "Category deleted" };
});
defineCall(adminContentRoutes, "POST admin/tutorials/create", async ({ services, user, clientIp, body }) => ({
  data: tutorialData(await createTutorial(services.db, adminActorOf(user, clientIp), services.now(), body)),
  message: "Tutorial added",
}));
defineCall(adminContentRoutes, "POST admin/tutorials/update", async ({ services, user, clientIp, body }) => ({
  data: tutorialData(await updateTutorial(services.db, adminActorOf(user, clientIp), services.now(), body.id, body)),
  message: "Tutorial saved",
}));
defineCall(adminContentRoutes, "POST admin/tutorials/delete", async ({ services, user, clientIp, body }) => {
  await deleteTutorial(services.db, adminActorOf(user, clientIp), services.now(), body.id);
  return { data: null, message: "Tutorial deleted" };
});
defineCall(adminContentRoutes, "POST admin/tutorials/order", async ({ services, user, clientIp, body }) => {
  await reorder(services.db, adminActorOf(user, clientIp), services.now(), "tutorial", body);
  return { data: null, message: "Order saved" };
});

// Content pages.
defineCall(adminContentRoutes, "GET admin/pages", async ({ services }) => ({ data: (await listContentPages(services.db)).map(pageData) }));
defineCall(adminContentRoutes, "GET admin/pages/:id", async ({ services, params }) => {
  return { data: pageData(await contentPageOf(services.db, idOrNotFound(params.id, PAGE_NOT_FOUND))) };
});
defineCall(adminContentRoutes, "POST admin/pages/update", async ({ services, user, clientIp, body }) => ({
  data: pageData(await updateContentPage(services.db, adminActorOf(user, clientIp), services.now(), body.id, body)),
  message: "Page saved",
}));

// Site settings.
defineCall(adminContentRoutes, "GET admin/settings", async ({ services }) => ({ data: await readSiteSettings(services.db) }));
defineCall(adminContentRoutes, "POST admin/settings", async ({ services, user, clientIp, body }) => ({
  data: await updateSiteSettings(services.db, adminActorOf(user, clientIp), services.now(), body),
  message: "Settings saved",
}));
