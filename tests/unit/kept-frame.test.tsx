// The page frame's kept markup (ui/kept.tsx, docs/decisions/050-page-frame-markup-kept.md): the
// header's lists of links, the footer and bars of tabs give exactly the inline markup from the
// server's cache, at every address they are drawn at, and are shared only as far as their key says.
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteFooter, SiteHeader } from "~/components/layout";
import { Tabs } from "~/components/ui";
import { MarkupCacheContext } from "~/components/ui/markup-cache";
import { markupCacheCounts, markupCacheFor, setMarkupCache } from "~/server-only/markup-cache.server";
import { renderForHydration } from "~tests/support/render";

afterEach(() => setMarkupCache(true));

const jane = { firstName: "Jane", lastName: "Doe", role: "user", isHost: false } as const;

/** As the server sends it with the cache on (the cache as it is), and the same element rendered inline. */
async function keptAndInline(element: ReactElement, url: string): Promise<[kept: string, inline: string]> {
  const kept = await renderForHydration(<MarkupCacheContext.Provider value={markupCacheFor(url)}>{element}</MarkupCacheContext.Provider>, url);
  return [kept, await renderForHydration(element, url)];
}

describe("the header's links, kept per path", () => {
  it("are the inline markup at every path, for a visitor and a signed-in user, kept or found", async () => {
    setMarkupCache(true);
    for (const round of [1, 2]) {
      for (const url of ["http://localhost/home", "http://localhost/channels?title=yoga", "http://localhost/my-channels", "http://localhost/pricing"]) {
        for (const user of [null, jane]) {
          const [kept, inline] = await keptAndInline(<SiteHeader user={user} />, url);
          expect(kept, `${url} ${round}`).toBe(inline);
        }
      }
    }
    // Per path: the two main lists and the account menu's two lists, kept once. The signed-in user
    // found the main lists the visitor kept in round 1; round 2 found all six renders' lists.
    expect(markupCacheCounts()).toEqual({ hits: 4 * 2 + 4 * 6, misses: 4 * 4, entries: 4 * 4 });
  });

  it("mark the current page by its path, so another query on the same path shares them and another path does not", async () => {
    setMarkupCache(true);
    const [home] = await keptAndInline(<SiteHeader user={jane} />, "http://localhost/home?category=3");
    const [again] = await keptAndInline(<SiteHeader user={jane} />, "http://localhost/home?category=4");
    expect(again).toBe(home);
    expect(markupCacheCounts()).toMatchObject({ hits: 4, misses: 4 });
    const [channels] = await keptAndInline(<SiteHeader user={jane} />, "http://localhost/channels");
    expect(markupCacheCounts().misses).toBe(8);
    const current = (html: string) => [...html.matchAll(/<a[^>]*aria-current="page"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(current(home)).toEqual(["/home", "/home"]);
    expect(current(channels)).toEqual(["/channels", "/channels"]);
  });

  it("never keep the user's name or the logout form, which each page renders itself", async () => {
    setMarkupCache(true);
    const [jane1] = await keptAndInline(<SiteHeader user={jane} />, "http://localhost/home");
    const [john] = await keptAndInline(<SiteHeader user={{ firstName: "John", lastName: "Roe", role: "user", isHost: false }} />, "http://localhost/home");
    expect(jane1).toContain("Jane Doe");
    expect(john).toContain("John Roe");
    expect(john).not.toContain("Jane");
    expect(john).toMatch(/<form method="post" action="\/logout"/);
  });

  it("keep the menu's links apart for each role, the same markup as inline", async () => {
    setMarkupCache(true);
    const menus = [];
    for (const user of [jane, { ...jane, isHost: true }, { ...jane, role: "admin" as const }, { ...jane, role: "admin" as const, isHost: true }]) {
      const [kept, inline] = await keptAndInline(<SiteHeader user={user} />, "http://localhost/profile");
      expect(kept).toBe(inline);
      menus.push(kept);
    }
    expect(menus.map((html) => [html.includes('href="/event-management"'), html.includes('href="/admin"')])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]);
  });
});

describe("the footer, kept for every address", () => {
  it("is the inline markup, rendered once for every path and query", async () => {
    setMarkupCache(true);
    for (const url of ["http://localhost/home", "http://localhost/search?search=yoga", "http://localhost/pricing"]) {
      const [kept, inline] = await keptAndInline(<SiteFooter contactEmail="hello@marquee.test" />, url);
      expect(kept).toBe(inline);
    }
    expect(markupCacheCounts()).toEqual({ hits: 2, misses: 1, entries: 1 });
  });

  it("is kept apart for each input it shows", async () => {
    setMarkupCache(true);
    const url = "http://localhost/home";
    const [plain] = await keptAndInline(<SiteFooter contactEmail="hello@marquee.test" />, url);
    const [other, otherInline] = await keptAndInline(<SiteFooter contactEmail="care@marquee.test" socialLinks={{ youtube: "https://video.example/marquee" }} />, url);
    expect(other).toBe(otherInline);
    expect(plain).toContain("hello@marquee.test");
    expect(other).toContain("care@marquee.test");
    expect(other).toContain("https://video.example/marquee");
    expect(markupCacheCounts().entries).toBe(2);
  });
});

describe("tabs", () => {
  const items = (active: string) => [
    { label: "All", to: "/my-booked-events", active: active === "all" },
    { label: "Online", to: "?type=online", active: active === "online" },
    { label: "Top", to: "#top", active: false },
  ];

  it("of words linking to paths, queries and places on the page are the inline markup, kept per path", async () => {
    setMarkupCache(true);
    for (const url of ["http://localhost/my-booked-events", "http://localhost/my-booked-events?type=online", "http://localhost/search"]) {
      for (const active of ["all", "online"]) {
        const [kept, inline] = await keptAndInline(<Tabs items={items(active)} label="Bookings" />, url);
        expect(kept).toBe(inline);
      }
    }
    // Two paths, two states of the tabs: the query of the page is not part of their key.
    expect(markupCacheCounts()).toEqual({ hits: 2, misses: 4, entries: 4 });
  });

  it("are rendered inline when a label is not plain words or a link is relative to the route", async () => {
    setMarkupCache(true);
    for (const odd of [
      [{ label: <strong>All</strong>, to: "?type=all", active: true }],
      [{ label: "Online", to: "online", active: true }],
      [{ label: "Elsewhere", to: "//elsewhere.example/", active: false }],
    ]) {
      const [kept, inline] = await keptAndInline(<Tabs items={odd} />, "http://localhost/my-booked-events");
      expect(kept).toBe(inline);
    }
    expect(markupCacheCounts()).toEqual({ hits: 0, misses: 0, entries: 0 });
  });
});
