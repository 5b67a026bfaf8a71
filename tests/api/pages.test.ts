// GET pages/{pageId}: the static content pages, by id.
import { beforeAll, describe, expect, it } from "vitest";
import { contentPages } from "~server/db/schema";
import type { ContentPageData } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { XSS_PAYLOADS, xssTracesIn } from "~tests/support/xss-payloads";

const t = useTestApi({ packages: false });

beforeAll(async () => {
  await t.db
    .insert(contentPages)
    .values([
      { id: 5, name: "Terms and conditions", subTitle: "Please read these first", value: "<p>Be kind.</p>" },
      { id: 8, name: "About block", value: "<p>No sub-title.</p>" },
      { id: 9, name: "Hostile", value: `<p>Kept</p>${XSS_PAYLOADS}` },
    ])
    .onConflictDoNothing();
});

describe("GET pages/{pageId}", () => {
  it("answers the page's name, sub-title and HTML", async () => {
    const answer = await t.call<ContentPageData>("GET", "pages/5");
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual({ name: "Terms and conditions", sub_title: "Please read these first", value: "<p>Be kind.</p>" });
  });

  it("answers a null sub-title when the page has none", async () => {
    const answer = await t.call<ContentPageData>("GET", "pages/8");
    expect(answer.data?.sub_title).toBeNull();
  });

  it("reads leading zeros as the same page, as every id is read (shared/ids.ts)", async () => {
    expect((await t.call<ContentPageData>("GET", "pages/005")).data).toMatchObject({ name: "Terms and conditions" });
  });

  it.each(["999", "0", "000", "-1", "5.0", "05x", "abc", "5abc", "00000000005", "2147483648"])("answers 404 Page not found for %s", async (id) => {
    const answer = await t.call("GET", `pages/${id}`);
    expect(answer.status).toBe(404);
    expect(answer).toMatchObject({ success: false, message: "Page not found", data: null });
  });

  it("answers a page's value without scripts, handlers, javascript: links or SVG", async () => {
    const answer = await t.call<ContentPageData>("GET", "pages/9");
    expect(answer.data?.value).toContain("<p>Kept</p>");
    expect(xssTracesIn(answer.data?.value ?? "")).toEqual([]);
  });

  it("needs no login", async () => {
    const answer = await t.call("GET", "pages/5", { token: null });
    expect(answer.success).toBe(true);
  });
});
