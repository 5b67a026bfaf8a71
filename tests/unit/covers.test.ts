// The generated pictures (ADR 036, ADR 067): covers are 16:9 WebP in two widths, drawn in their
// category's art with no words, composed by the title, legible, the same bytes for the same input;
// the key scheme names every size from one.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PALETTES, type ArtKind } from "~server/domain/media/cover-palettes";
import { coverPlan, coverSvg, portraitSvg, renderCover, renderSquare } from "~server/domain/media/covers";
import { newCoverKeys } from "~server/domain/media/store";
import { isStorageKey } from "~server/integrations/storage/types";
import { contrastRatio } from "~shared/contrast";
import { COVER_WIDTHS, coverImageAttributes, coverSizes, isGeneratedCover } from "~shared/covers";

const yoga = { title: "Sunrise Vinyasa Flow", categoryName: "Vinyasa", categoryClass: "category-yoga" };
const CLASSES = ["category-fitness", "category-yoga", "category-business", "category-arts", "category-technology", "category-cooking", "category-languages", null];
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

  it("draws each top-level category in its own art: its palettes and motifs, not another's", async () => {
    const title = "Saturday Morning Session";
    const kinds = CLASSES.map((categoryClass) => coverPlan({ title, categoryName: "Open", categoryClass }).kind);
    expect(kinds).toEqual(["energy", "calm", "charts", "strokes", "circuits", "kitchen", "talk", "shapes"]);
    const svgs = CLASSES.map((categoryClass) => coverSvg({ title, categoryName: "Open", categoryClass }, 960));
    expect(new Set(svgs).size).toBe(CLASSES.length);
    // The ground of each cover is one of its own kind's palettes, and of no other's.
    for (const [i, svg] of svgs.entries()) {
      const ground = /<rect width="1280" height="720" fill="(#[0-9a-f]{6})"\/>/.exec(svg)![1];
      expect(PALETTES[kinds[i]!].map((palette) => palette.ground)).toContain(ground);
      for (const other of Object.keys(PALETTES).filter((kind) => kind !== kinds[i])) expect(PALETTES[other as ArtKind].map((palette) => palette.ground)).not.toContain(ground);
    }
    const bytes = await Promise.all(CLASSES.slice(0, 4).map(async (categoryClass) => sha((await renderCover({ title, categoryName: "Open", categoryClass }))[1]!.bytes)));
    expect(new Set(bytes).size).toBe(4);
  });

  it("varies the composition by title: a category's covers use every layout and several palettes", () => {
    const plans = Array.from({ length: 30 }, (_, i) => coverPlan({ title: `Evening class ${i}`, categoryName: "Vinyasa", categoryClass: "category-yoga" }));
    expect(new Set(plans.map((plan) => plan.layout))).toEqual(new Set(["stage", "split", "horizon", "tiles", "bleed"]));
    expect(new Set(plans.map((plan) => plan.palette)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(plans.map((plan) => plan.hero)).size).toBeGreaterThanOrEqual(4);
  });

  it("draws a subcategory's own heroes where it has them: Pilates a figure, strength training a weight", () => {
    const heroes = (categoryName: string) => new Set(Array.from({ length: 12 }, (_, i) => coverPlan({ title: `Class ${i}`, categoryName, categoryClass: "category-fitness" }).hero));
    const [pilates, strength, hiit] = [heroes("Pilates"), heroes("Strength training"), heroes("HIIT")];
    for (const hero of pilates) expect(strength.has(hero)).toBe(false);
    expect(hiit.size).toBeGreaterThan(pilates.size);
  });

  it("prints no words: neither the title nor the category is on the picture", () => {
    for (const categoryClass of CLASSES) {
      const svg = coverSvg({ title: "Tom & Jerry's Sunrise Workshop", categoryName: "Vinyasa", categoryClass }, 960);
      expect(svg).not.toMatch(/<text|<tspan|Sunrise|Workshop|Jerry|VINYASA|Vinyasa/i);
    }
  });

  it("is a pure function of its input: the drawing is pinned (a change to the art changes this hash)", () => {
    expect(sha(coverSvg(yoga, 960))).toBe("4ec42a5603f60173");
    expect(coverSvg(yoga, 480)).toContain('width="480" height="270" viewBox="0 0 1280 720"');
  });
});

describe("cover colours", () => {
  it("keep every mark legible: ink and accent 3:1 on the ground and the shade, light 3:1 on ink", () => {
    for (const [kind, palettes] of Object.entries(PALETTES)) {
      for (const [i, palette] of palettes.entries()) {
        const name = `${kind} ${i}`;
        for (const mark of [palette.ink, palette.accent]) {
          expect(contrastRatio(mark, palette.ground), `${name}: ${mark} on ${palette.ground}`).toBeGreaterThanOrEqual(3);
          expect(contrastRatio(mark, palette.shade), `${name}: ${mark} on ${palette.shade}`).toBeGreaterThanOrEqual(3);
        }
        expect(contrastRatio(palette.light, palette.ink), `${name}: light on ink`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("draw only with the cover's palette, so the checks above hold for every mark drawn", () => {
    for (const categoryClass of CLASSES) {
      for (let i = 0; i < 12; i += 1) {
        const input = { title: `Class ${i}`, categoryName: null, categoryClass };
        const palette = coverPlan(input).palette;
        const used = new Set(coverSvg(input, 960).match(/#[0-9a-f]{6}\b/gi));
        for (const colour of used) expect(Object.values(palette), `${categoryClass} ${i}`).toContain(colour);
      }
    }
  });

  it("computes WCAG contrast as the standard does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBe(contrastRatio("#777777", "#ffffff"));
  });
});

describe("portraits", () => {
  it("draw one per name, square WebP, the same bytes every time", async () => {
    expect(portraitSvg("Sophie Clarke", 192)).not.toBe(portraitSvg("James Okoro", 192));
    expect(portraitSvg("Sophie Clarke", 96)).not.toMatch(/<text/);
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
