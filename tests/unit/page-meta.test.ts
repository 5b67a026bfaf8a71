// pageMeta: one list of <head> tags for every public page, with the canonical address under APP_URL.
import { describe, expect, it } from "vitest";
import { pageMeta } from "~/lib/document-title";

const place = (pathname: string, appUrl = "https://marquee.example") => ({
  location: { pathname },
  matches: [{ id: "root", data: { env: { APP_URL: appUrl } } }, { id: "routes/search", data: null }],
});

describe("pageMeta", () => {
  it("gives the title, description, Open Graph tags, Twitter card and the canonical address", () => {
    expect(pageMeta({ title: "Search events", description: "Find events." }, place("/search"))).toEqual([
      { title: "Search events | Marquee" },
      { name: "description", content: "Find events." },
      { property: "og:title", content: "Search events" },
      { property: "og:description", content: "Find events." },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Marquee" },
      { name: "twitter:card", content: "summary" },
      { property: "og:url", content: "https://marquee.example/search" },
      { tagName: "link", rel: "canonical", href: "https://marquee.example/search" },
    ]);
  });

  it("takes a canonical path, an absolute URL, a type and an image", () => {
    const tags = pageMeta({ title: "Home", description: "d", canonicalPath: "/home", type: "article", image: "https://cdn.example/a.jpg" }, place("/current-events"));
    expect(tags).toContainEqual({ property: "og:url", content: "https://marquee.example/home" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://cdn.example/a.jpg" });
    expect(pageMeta({ title: "E", description: "d", url: "https://x.example/event-detail/1/e" })).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.example/event-detail/1/e" });
  });

  it("leaves the address out when the root data does not say the origin", () => {
    const tags = pageMeta({ title: "Help", description: "d" }, place("/help", ""));
    expect(tags.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
    expect(pageMeta({ title: "Help", description: "d" })).toHaveLength(7);
  });
});
