// GET faq and GET video-tutorial (000 §7, 002 §2.9, §7): categories in order with their entries,
// HTML sanitised, media links that the browser can fetch and nothing else.
import { beforeAll, describe, expect, it } from "vitest";
import type { HelpCategoryData, VideoTutorialCategoryData } from "~server/api/contract";
import { faqs, helpCategories, videoTutorialCategories, videoTutorials } from "~server/db/schema";
import { createTestApi, useTestApi } from "~tests/support/api";
import { XSS_PAYLOADS, xssTracesIn } from "~tests/support/xss-payloads";

const t = useTestApi({ packages: false });

beforeAll(async () => {
  await t.db.delete(helpCategories);
  await t.db.delete(videoTutorialCategories);
  await t.db.insert(helpCategories).values([
    { id: 901, name: "Second", icon: "ticket", sort: 2 },
    { id: 902, name: "First", icon: "compass", sort: 1 },
    { id: 903, name: "Empty", icon: null, sort: 3 },
  ]);
  await t.db.insert(faqs).values([
    {
      id: 9001,
      categoryId: 901,
      question: "Later?",
      answer: "<p>Two</p>",
      sort: 2,
    },
    {
      id: 9002,
      categoryId: 901,
      question: "Sooner?",
      answer: "<p>One</p>",
      sort: 1,
    },
    {
      id: 9003,
      categoryId: 902,
      question: "Hostile?",
      answer: `<p>Safe words</p>${XSS_PAYLOADS}`,
      sort: 1,
    },
  ]);
  await t.db.insert(videoTutorialCategories).values([{ id: 901, name: "Basics", icon: "compass", sort: 1 }]);
  await t.db.insert(videoTutorials).values([
    {
      id: 9001,
      categoryId: 901,
      description: "<strong>Site path</strong>",
      videoUrl: "/tutorials/a.mp4",
      captionsUrl: "/tutorials/a.vtt",
      sort: 1,
    },
    {
      id: 9002,
      categoryId: 901,
      description: `Hostile ${XSS_PAYLOADS}`,
      videoUrl: "javascript:alert(1)",
      captionsUrl: "data:text/vtt,WEBVTT",
      sort: 2,
    },
    {
      id: 9003,
      categoryId: 901,
      description: "Elsewhere",
      videoUrl: "https://cdn.example.com/b.mp4",
      captionsUrl: null,
      sort: 3,
    },
    {
      id: 9004,
      categoryId: 901,
      description: "Protocol-relative",
      videoUrl: "//evil.example.com/c.mp4",
      captionsUrl: null,
      sort: 4,
    },
  ]);
});

describe("GET faq", () => {
  it("answers the categories in their order, each with its questions in order", async () => {
    const answer = await t.call<HelpCategoryData[]>("GET", "faq", {
      token: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.data?.map((c) => c.name)).toEqual(["First", "Second", "Empty"]);
    expect(answer.data?.[1]).toEqual({
      id: 901,
      name: "Second",
      icon: "ticket",
      faqs: [
        { id: 9002, question: "Sooner?", answer: "<p>One</p>" },
        { id: 9001, question: "Later?", answer: "<p>Two</p>" },
      ],
    });
    expect(answer.data?.[2]?.faqs).toEqual([]);
  });

  it("answers an answer's HTML without scripts, handlers, javascript: links or SVG", async () => {
    const answer = await t.call<HelpCategoryData[]>("GET", "faq");
    const hostile = answer.data?.[0]?.faqs[0]?.answer ?? "";
    expect(hostile).toContain("<p>Safe words</p>");
    expect(hostile).toContain("Click me");
    expect(xssTracesIn(hostile)).toEqual([]);
  });

  it("answers an empty list when there is no help yet", async () => {
    const fresh = await createTestApi();
    try {
      await fresh.db.delete(helpCategories);
      const answer = await fresh.call<HelpCategoryData[]>("GET", "faq");
      expect(answer).toMatchObject({ status: 200, success: true, data: [] });
    } finally {
      await fresh.close();
    }
  });
});

describe("GET video-tutorial", () => {
  it("answers each category with its tutorials in order, headings sanitised", async () => {
    const answer = await t.call<VideoTutorialCategoryData[]>("GET", "video-tutorial", { token: null });
    expect(answer.status).toBe(200);
    const [basics] = answer.data ?? [];
    expect(basics?.name).toBe("Basics");
    expect(basics?.videoTutorials.map((v) => v.id)).toEqual([9001, 9002, 9003, 9004]);
    expect(basics?.videoTutorials[0]).toEqual({
      id: 9001,
      description: "<strong>Site path</strong>",
      video_url: "/tutorials/a.mp4",
      captions_url: "/tutorials/a.vtt",
    });
    expect(xssTracesIn(basics?.videoTutorials[1]?.description ?? "")).toEqual([]);
  });

  it("gives only links the browser may fetch: site paths and https, never javascript:, data: or another site's protocol-relative path", async () => {
    const answer = await t.call<VideoTutorialCategoryData[]>("GET", "video-tutorial");
    const videos = answer.data?.[0]?.videoTutorials ?? [];
    expect(videos[1]).toMatchObject({ video_url: null, captions_url: null });
    expect(videos[2]).toMatchObject({
      video_url: "https://cdn.example.com/b.mp4",
      captions_url: null,
    });
    expect(videos[3]).toMatchObject({ video_url: null });
  });
});
