// robots.txt keeps crawlers off every page that needs a login (the page access table's private
// kinds) and the machinery, never off a public page; the sitemap's own pages are all public.
import { describe, expect, it } from "vitest";
import { disallowedPaths, robotsTxt } from "~/server-only/robots.server";
import { SITEMAP_PAGES, sitemapXml, xmlEscape } from "~/server-only/sitemap.server";
import { pageAccess, type PageAccess } from "~tests/support/page-access";
import { assertWellFormedXml } from "~tests/support/xml";

const robots = robotsTxt("https://marquee.example/");
const disallowed = robots
  .split("\n")
  .filter((line) => line.startsWith("Disallow: "))
  .map((line) => line.slice("Disallow: ".length));
const blocked = (url: string) => disallowed.some((prefix) => prefix !== "" && url.startsWith(prefix));

const open: PageAccess[] = ["public", "anonymous", "not-found"];
const closed: PageAccess[] = ["user", "owner", "owner-home", "owner-missing", "owner-my-channels", "admin", "operator", "event-action", "event-visitor", "form-target"];

describe("robots.txt", () => {
  it("starts with User-agent: * and ends with the sitemap's absolute address", () => {
    expect(robots.startsWith("User-agent: *\nDisallow: ")).toBe(true);
    expect(robots.trimEnd().split("\n").at(-1)).toBe("Sitemap: https://marquee.example/sitemap.xml");
    expect(disallowed).toEqual(disallowedPaths());
  });

  it.each(Object.entries(pageAccess).filter(([, rule]) => closed.includes(rule.access)))("disallows %s", (_pattern, rule) => {
    expect(blocked(rule.sample)).toBe(true);
  });

  it.each(Object.entries(pageAccess).filter(([, rule]) => open.includes(rule.access)))("allows %s", (_pattern, rule) => {
    expect(blocked(rule.sample)).toBe(false);
  });

  it("disallows the API, the sandbox provider, the upload helper and the webhooks, and allows the sitemap", () => {
    for (const url of ["/api/auth/site-settings", "/sandbox/checkout/cs_1", "/uploads", "/webhooks/stripe", "/checkout/pay/event_booking/1", "/dev/mail", "/admin"]) {
      expect(blocked(url), url).toBe(true);
    }
    for (const url of ["/sitemap.xml", "/robots.txt", "/event-detail/1/a/calendar.ics", "/storage/files/event-images/a.jpg"]) expect(blocked(url), url).toBe(false);
  });
});

describe("the sitemap", () => {
  it("lists only public pages of its own", () => {
    for (const path of SITEMAP_PAGES) expect(blocked(path), path).toBe(false);
    expect(new Set(SITEMAP_PAGES).size).toBe(SITEMAP_PAGES.length);
  });

  it("escapes the five XML characters", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("is well formed with absolute addresses, each once, leaving out pages that need a login", () => {
    const xml = sitemapXml("https://marquee.example/", [
      { path: "/" },
      { path: "/search" },
      { path: "/search" },
      { path: "/event-detail/3/a&b", lastmod: "2026-01-02T03:04:05.000Z" },
      { path: "/pre-recorded-event/4/video" },
      { path: "/profile" },
    ]);
    assertWellFormedXml(xml);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      "<loc>https://marquee.example/</loc>",
      "<loc>https://marquee.example/search</loc>",
      "<loc>https://marquee.example/event-detail/3/a&amp;b</loc>",
    ]);
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
  });

  it("is checked by a well-formedness test that refuses broken documents", () => {
    const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(() => assertWellFormedXml(`${prolog}<a><b></a></b>`)).toThrow();
    expect(() => assertWellFormedXml(`${prolog}<a>x & y</a>`)).toThrow();
    expect(() => assertWellFormedXml(`${prolog}<a></a><a></a>`)).toThrow();
    expect(() => assertWellFormedXml("<a></a>")).toThrow();
    expect(() => assertWellFormedXml(`${prolog}<a x="1"><b/>&amp;</a>`)).not.toThrow();
  });
});
