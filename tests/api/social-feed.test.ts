// GET social-feed (001 §1): the creator landing's photos, fetched by the server from
// the configured source (a real HTTP server on loopback here), the first 4 usable images, kept for
// ten minutes; a failing source answers why; none configured leaves the section out.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SocialFeedData } from "~server/api/contract";
import { settings, settingsKeys } from "~server/db/schema";
import { clearFeedCache } from "~server/integrations/social/feed";
import { useTestApi } from "~tests/support/api";

const t = useTestApi({ packages: false });
let server: Server;
let base = "";
const hits: string[] = [];

const FEED = {
  data: [
    { id: "1", media_type: "IMAGE", media_url: "https://cdn.example.com/1.jpg", permalink: "https://social.example.com/p/1", caption: "Sunday sketching" },
    { id: "2", media_type: "VIDEO", media_url: "https://cdn.example.com/2.mp4", permalink: "https://social.example.com/p/2" },
    { id: "3", media_type: "IMAGE", media_url: "javascript:alert(1)" },
    { id: "4", media_type: "CAROUSEL_ALBUM", media_url: "https://cdn.example.com/4.jpg", permalink: "javascript:alert(2)", caption: "x".repeat(300) },
    { id: "5", media_type: "IMAGE", media_url: "http://cdn.example.com/5.jpg" },
    { id: "6", media_type: "IMAGE", media_url: "https://cdn.example.com/6.jpg" },
    { id: "7", media_type: "IMAGE", media_url: "https://cdn.example.com/7.jpg" },
    { id: "8", media_type: "IMAGE", media_url: "https://cdn.example.com/8.jpg" },
  ],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/feed.json") response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(FEED));
    else if (request.url === "/broken.json") response.writeHead(200, { "content-type": "application/json" }).end("{not json");
    else response.writeHead(500).end("down");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(async () => {
  clearFeedCache();
  hits.length = 0;
  t.setNow(new Date("2026-11-22T12:00:00Z"));
  await t.db.delete(settings).where(eq(settings.key, settingsKeys.socialFeedUrl));
});

async function configure(url: string) {
  await t.db.insert(settings).values({ key: settingsKeys.socialFeedUrl, value: url });
}
const feed = async () => (await t.call<SocialFeedData>("GET", "social-feed", { token: null })).data;

describe("GET social-feed", () => {
  it("answers configured: false when no feed is set", async () => {
    expect(await feed()).toEqual({ configured: false });
    expect(hits).toEqual([]);
  });

  it("answers the first 4 images with https addresses, links only when https, captions cut to 200", async () => {
    await configure(`${base}/feed.json`);
    const answer = await feed();
    expect(answer && "photos" in answer ? answer.photos.map((p) => p.id) : answer).toEqual(["1", "4", "6", "7"]);
    if (!answer || !("photos" in answer)) throw new Error("no photos");
    expect(answer.photos[0]).toEqual({
      id: "1",
      image_url: "https://cdn.example.com/1.jpg",
      link: "https://social.example.com/p/1",
      caption: "Sunday sketching",
    });
    expect(answer.photos[1]?.link).toBeNull();
    expect(answer.photos[1]?.caption).toHaveLength(200);
  });

  it("keeps the feed for ten minutes, then asks again", async () => {
    await configure(`${base}/feed.json`);
    await feed();
    await feed();
    expect(hits).toEqual(["/feed.json"]);
    t.setNow(new Date("2026-11-22T12:10:01Z"));
    await feed();
    expect(hits).toEqual(["/feed.json", "/feed.json"]);
  });

  it("answers why a failing feed could not be read, and does not ask again for a minute", async () => {
    await configure(`${base}/down.json`);
    expect(await feed()).toEqual({ configured: true, error: "the feed answered 500" });
    await feed();
    expect(hits).toEqual(["/down.json"]);
    await t.db.delete(settings).where(eq(settings.key, settingsKeys.socialFeedUrl));
    await configure(`${base}/broken.json`);
    const broken = await feed();
    expect(broken && "error" in broken ? broken.error : broken).toMatch(/JSON/);
  });
});
