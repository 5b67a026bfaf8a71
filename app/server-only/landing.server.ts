// The landing pages' loader and action, shared by their routes: the voucher offer,
// the about block (content page 8), the creator landing's channels; and Register Interest, whose
// source comes from the page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { apiFor } from "./api.server";
import { refusalReply } from "./api-replies.server";
import { readFormData } from "./form.server";
import { channelUrl } from "~shared/event-urls";
import { offerDay, type LandingPage } from "~/lib/landing-pages";
import { interestFormSchema } from "~shared/schemas/interest";
import pagesCopy from "~/locales/en-GB/landing-pages.json";
import sections from "~/locales/en-GB/pages.json";

/** The landing about block (002 §2.8): content page 8. */
export const LANDING_ABOUT_PAGE_ID = 8;

export async function loadLanding(request: Request, page: LandingPage) {
  const api = apiFor(request, null);
  const [settings, about, trending, feed] = await Promise.all([
    api.get("site-settings"),
    page.layout === "web3" ? null : api.get("pages/:pageId", { params: { pageId: LANDING_ABOUT_PAGE_ID } }),
    page.layout === "creator" ? api.get("trending-event-channel", { query: { tab: "channels" } }) : null,
    page.layout === "creator" ? api.get("social-feed") : null,
  ]);
  const url = new URL(request.url);
  const key = page.key as keyof typeof pagesCopy;
  const voucherOfferEnds = settings.data?.voucher_offer_ends ?? null;
  const { claims } = pagesCopy;
  return {
    page,
    // Only this page's words travel to the browser, in the loader's data rather than its JavaScript.
    copy: pagesCopy[key],
    meta: sections[key as keyof typeof sections] ?? null,
    // The marketing claims of 002 §1; the voucher only while its offer runs (its last day is a setting).
    claims: [claims.founder, claims.commission, claims.existing, ...(voucherOfferEnds ? [claims.voucher.replace("{{date}}", offerDay(voucherOfferEnds))] : [])],
    // A landing page still works when its about block or channels do not load: the section is left out.
    about: about?.success && about.data ? about.data : null,
    // The creator landing's carousel: each channel with its address made here (no URL code in the page).
    channels: (trending?.success && trending.data ? trending.data.channels : []).map((channel) => ({
      id: channel.id,
      title: channel.title,
      image: channel.image,
      hostName: channel.user.full_name,
      shortDescription: channel.short_description,
      href: channelUrl(channel),
    })),
    // The photo feed: left out when none is configured; its failure is said in its place.
    feed: feed?.data && feed.data.configured ? feed.data : feed && !feed.success ? { configured: true as const, error: feed.message } : null,
    // Without JavaScript, Register Interest on /new-landing opens its form as a page.
    formOpen: url.searchParams.get("register") === "1",
  };
}

export type LandingData = Awaited<ReturnType<typeof loadLanding>>;

export async function registerInterestAction(request: Request, page: LandingPage) {
  const submission = parseWithZod(await readFormData(request), {
    schema: interestFormSchema(page.layout === "web3"),
  });
  if (submission.status !== "success") return data({ result: submission.reply(), thanks: null }, { status: 400 });
  const { website, ...form } = submission.value;
  const answer = await apiFor(request, null).post("landing-page-contact-us", {
    ...form,
    website: website ?? "",
    source: page.source,
  });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, {
      fields: ["full_name", "content", "email", "mobile", "creatortype"],
      action: "send message",
    });
    return data({ result, thanks: null }, { status });
  }
  return {
    result: submission.reply({ resetForm: true }),
    thanks: answer.message ?? "",
  };
}
