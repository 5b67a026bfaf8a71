// The generated pictures (ADR 036): covers are 16:9 WebP in two widths, distinct per title and
// category, the same bytes for the same input; the key scheme names every size from one.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avatarSvg, coverSvg, initialsOf, portraitSvg, renderCover, renderSquare, wrapWords } from "~server/domain/media/covers";
import { newCoverKeys } from "~server/domain/media/store";
import { isStorageKey } from "~server/integrations/storage/types";
import { COVER_WIDTHS, coverImageAttributes, coverSizes, isGeneratedCover } from "~shared/covers";

const yoga = { title: "Sunrise Vinyasa Flow", categoryName: "Vinyasa", categoryClass: "category-yoga" };
const sha = (text: string | Buffer) => createHash("sha256").update(text).digest("hex").slice(0, 16);

describe("renderCover", () => {
  it("draws a 16:9 WebP in each width, the same bytes every time", async () => {
    const [first, again] = [await renderCover(yoga), await renderCover(yoga)];
    expect(first.map((size) => size.width)).toEqual([...COVER_WIDTHS]);
    for (const [i, size] of first.entries()) {
      const meta = await sharp(size.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size.width, size.height]);
      expect(size.width * 9).toBe(size.height * 16);
      expect(size.bytes.equals(again[i]!.bytes)).toBe(true);
    }
  });

  it("draws a different cover for another title, another category and another palette", async () => {
    const inputs = [
      yoga,
      { ...yoga, title: "Yin Yoga for Better Sleep" },
      { ...yoga, categoryName: "Yin yoga" },
      { title: "Lunchtime HIIT Blast", categoryName: "HIIT", categoryClass: "category-fitness" },
      { title: "Lunchtime HIIT Blast", categoryName: "Pottery", categoryClass: null },
    ];
    const svgs = inputs.map((input) => coverSvg(input, 960));
    expect(new Set(svgs).size).toBe(inputs.length);
    const bytes = await Promise.all(inputs.map(async (input) => sha((await renderCover(input))[1]!.bytes)));
    expect(new Set(bytes).size).toBe(inputs.length);
  });

  it("is a pure function of its input: the drawing is pinned (a change to the art changes this hash)", () => {
    expect(sha(coverSvg(yoga, 960))).toBe("7d9b0ec22fc846f3");
    expect(coverSvg(yoga, 480)).toContain('width="480" height="270" viewBox="0 0 1280 720"');
    expect(coverSvg(yoga, 960)).toContain(">Sunrise Vinyasa Flow</text>");
    expect(coverSvg(yoga, 960)).toContain(">VINYASA</text>");
  });

  it("escapes the title and keeps a long one to three lines", () => {
    const svg = coverSvg({ title: `Tom & Jerry's <script> ${"very long words ".repeat(12)}`, categoryName: null, categoryClass: null }, 960);
    expect(svg).toContain("Tom &amp; Jerry&apos;s &lt;script&gt;");
    expect(svg).not.toContain("<script>");
    expect(svg.match(/font-size="58"/g)).toHaveLength(3);
    expect(wrapWords("one two three four", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrapWords("Supercalifragilistic", 10, 3)).toEqual(["Supercali…"]);
  });
});

describe("avatars and portraits", () => {
  it("draw initials and a portrait per name, square WebP, the same bytes every time", async () => {
    expect(initialsOf("Hannah Whitfield")).toBe("HW");
    expect(initialsOf("Dr Amara Okafor")).toBe("DO");
    expect(initialsOf("  cher ")).toBe("C");
    expect(avatarSvg("Hannah Whitfield", 96)).toContain(">HW</text>");
    expect(portraitSvg("Sophie Clarke", 192)).not.toBe(portraitSvg("James Okoro", 192));
    const [a, b] = [await renderSquare(portraitSvg("Sophie Clarke", 192)), await renderSquare(portraitSvg("Sophie Clarke", 192))];
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 192, 192]);
  });
});

describe("cover keys", () => {
  it("are storage keys whose last four hex digits are the width; any size names all", () => {
    const keys = newCoverKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(isStorageKey(key)).toBe(true);
    expect(keys[0]).toMatch(/^event-images\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{8}03c0\.webp$/);
    expect(keys[1]!.slice(0, -9)).toBe(keys[0]!.slice(0, -9));
    expect(coverSizes(keys[1]!)?.map((size) => size.src)).toEqual(keys);
    expect(newCoverKeys()[0]).not.toBe(keys[0]);
  });

  it("tell a generated cover's URL from an uploaded photo's, and give srcset only to the first", () => {
    const url = `/storage/files/${newCoverKeys()[0]}`;
    expect(isGeneratedCover(url)).toBe(true);
    const attributes = coverImageAttributes(url);
    expect(attributes).toMatchObject({ width: 960, height: 540 });
    expect(attributes.srcSet).toMatch(/^\/storage\/files\/event-images\/\S+03c0\.webp 960w, \/storage\/files\/event-images\/\S+01e0\.webp 480w$/);
    const uploaded = "https://cdn.example.com/event-images/0f8fad5b-d9cb-469f-a165-70867728950e.webp";
    expect(isGeneratedCover(uploaded)).toBe(false);
    expect(coverImageAttributes(uploaded)).toEqual({ src: uploaded, width: 960, height: 540 });
    // A version-8 key whose tail is no stored width is not a cover.
    expect(isGeneratedCover("event-images/0f8fad5b-d9cb-869f-a165-708677280123.webp")).toBe(false);
  });
});
