// Pictures the product draws itself (docs/decisions/036-generated-covers.md,
// docs/decisions/067-designed-covers.md): a 16:9 cover for an event or channel (art in the manner of
// its top-level category, composed by a layout, a palette and motifs the title picks; no words on
// it, the title is printed under the picture) and a photo-like portrait for a host or speaker. Each
// is an SVG built from its input alone, rendered to WebP by sharp (librsvg); the same input gives the
// same bytes on the same machine.
import sharp from "sharp";
import { COVER_WIDTHS, coverHeight, type CoverWidth } from "~shared/covers";
import { hashOf, seededRandom as randomFrom } from "~shared/seeded-random";
import { FAMILIES, KIND_OF_CATEGORY, n, type Motif } from "./cover-motifs";
import { PALETTES, type ArtKind, type Palette } from "./cover-palettes";

export interface CoverInput {
  title: string;
  /** The subcategory or category; null for none. With the title it seeds the drawing. */
  categoryName: string | null;
  /** The top-level category's class name, which picks the kind of art. */
  categoryClass: string | null;
}

/** The kind of art of a top-level category; a category the table does not know draws shapes. */
export function artKindOf(categoryClass: string | null): ArtKind {
  return (categoryClass && KIND_OF_CATEGORY[categoryClass]) || "shapes";
}

/** What a layout draws with: the generator, the palette and the family's motifs. */
interface Brush {
  random: () => number;
  palette: Palette;
  hero: Motif;
  small: () => Motif;
}

/** A motif drawn with its 100 × 100 box centred on (x, y), `size` wide, turned by `angle` degrees. */
function place(brush: Brush, motif: Motif, x: number, y: number, size: number, angle = 0): string {
  const scale = n(size / 100);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${scale}) translate(-50 -50)">${motif(brush.random, brush.palette)}</g>`;
}

/** Small motifs, each in one of the given spots (x, y), a little turned and sized by the generator. */
function scatter(brush: Brush, spots: [number, number][]): string {
  const { random } = brush;
  return spots.map(([x, y]) => place(brush, brush.small(), x + (random() - 0.5) * 60, y + (random() - 0.5) * 50, 110 + random() * 60, (random() - 0.5) * 50)).join("");
}

/** A quiet grid of dots in the shade colour: texture that costs librsvg one pattern. */
function dotTexture(palette: Palette, random: () => number): string {
  const gap = 36 + Math.floor(random() * 3) * 8;
  return `<defs><pattern id="dots" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="3" fill="${palette.shade}"/></pattern></defs><rect width="1280" height="720" fill="url(#dots)"/>`;
}

/**
 * The compositions: where the hero stands, what backs it and where the small motifs go. The cover's
 * generator picks one, so two covers side by side are seldom built alike.
 */
const LAYOUTS: Record<string, (brush: Brush) => string> = {
  // Stage: the hero large on a shade disc to one side, small motifs across the other.
  stage: (brush) => {
    const right = brush.random() < 0.5;
    const x = right ? 870 : 410;
    const others: [number, number][] = right ? [[170, 170], [420, 330], [200, 560]] : [[1110, 170], [860, 330], [1080, 560]];
    return `<circle cx="${x}" cy="380" r="${n(300 + brush.random() * 30)}" fill="${brush.palette.shade}"/>` + place(brush, brush.hero, x, 370, 520) + scatter(brush, others);
  },
  // Split: a shade slab with a slanted edge holds the hero; a ring runs off the other side.
  split: (brush) => {
    const { palette, random } = brush;
    const edge = n(560 + random() * 160);
    const left = random() < 0.5;
    const slab = left ? `M 0 0 L ${edge + 120} 0 L ${edge - 120} 720 L 0 720 Z` : `M 1280 0 L ${1280 - edge - 120} 0 L ${1280 - edge + 120} 720 L 1280 720 Z`;
    const heroX = left ? edge / 2 + 10 : 1270 - edge / 2;
    const ringX = left ? 1180 : 100;
    return (
      `<path d="${slab}" fill="${palette.shade}"/>` +
      `<circle cx="${ringX}" cy="${n(120 + random() * 480)}" r="170" fill="none" stroke="${palette.accent}" stroke-width="26"/>` +
      place(brush, brush.hero, heroX, 360, 470, (random() - 0.5) * 16) +
      scatter(brush, left ? [[900, 560], [1000, 180]] : [[380, 560], [280, 180]])
    );
  },
  // Horizon: a shade land with a soft rise, the hero standing on it, small motifs in the sky.
  horizon: (brush) => {
    const { palette, random } = brush;
    const rise = n(420 + random() * 80);
    return (
      dotTexture(palette, random) +
      `<path d="M 0 ${rise + 60} Q 640 ${n(rise - 70)} 1280 ${rise + 40} L 1280 720 L 0 720 Z" fill="${palette.shade}"/>` +
      place(brush, brush.hero, 640, 350, 500) +
      scatter(brush, [[170, 160], [1110, 160], [1120, 600]])
    );
  },
  // Tiles: the family's small motifs repeated in a grid, a shade card in the middle holds the hero.
  tiles: (brush) => {
    const { palette, random } = brush;
    const tile = brush.small();
    const tiles: string[] = [];
    for (let row = 0; row < 3; row += 1) {
      for (let col = 0; col < 6; col += 1) {
        const [x, y] = [110 + col * 212, 120 + row * 240];
        if (x > 340 && x < 940) continue;
        tiles.push(place(brush, tile, x, y, 92, (row + col) % 2 ? 12 : -12));
      }
    }
    const offset = n((random() - 0.5) * 120);
    return tiles.join("") + `<rect x="${n(360 + offset)}" y="80" width="560" height="560" rx="48" fill="${palette.shade}"/>` + place(brush, brush.hero, 640 + offset, 360, 450);
  },
  // Bleed: the hero oversized, running off a corner, behind a quiet arch; small motifs in the space left.
  bleed: (brush) => {
    const { palette, random } = brush;
    const right = random() < 0.5;
    const x = right ? 960 : 320;
    return (
      `<path d="M ${x - 330} 720 L ${x - 330} 360 A 330 330 0 0 1 ${x + 330} 360 L ${x + 330} 720 Z" fill="${palette.shade}"/>` +
      place(brush, brush.hero, x, 470, 620, (random() - 0.5) * 20) +
      scatter(brush, right ? [[180, 150], [430, 420], [150, 600]] : [[1100, 150], [850, 420], [1130, 600]])
    );
  },
};

/** What a cover is drawn with: its kind of art, palette, layout and hero, all picked by the input. */
export function coverPlan(input: CoverInput) {
  const kind = artKindOf(input.categoryClass);
  const random = randomFrom(hashOf(`${input.categoryName ?? ""}\u0000${input.title}`));
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const family = FAMILIES[kind];
  const heroes = family.heroesOf?.[(input.categoryName ?? "").toLowerCase()] ?? family.hero;
  return { kind, palette: pick(PALETTES[kind]), layout: pick(Object.keys(LAYOUTS)), hero: pick(heroes), small: () => pick(family.small), random };
}

/** The cover as SVG, drawn on a 1280 × 720 canvas and sized to `width` × its 16:9 height. No text. */
export function coverSvg(input: CoverInput, width: number): string {
  const { palette, layout, hero, small, random } = coverPlan(input);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${coverHeight(width)}" viewBox="0 0 1280 720">`,
    `<rect width="1280" height="720" fill="${palette.ground}"/>`,
    LAYOUTS[layout]!({ random, palette, hero, small }),
    `</svg>`,
  ].join("");
}

const WEBP = { quality: 80, effort: 2 } as const;

/** The cover in every stored width, largest first, as WebP. */
export async function renderCover(input: CoverInput): Promise<{ width: CoverWidth; height: number; bytes: Buffer }[]> {
  return Promise.all(
    COVER_WIDTHS.map(async (width) => ({
      width,
      height: coverHeight(width),
      bytes: await sharp(Buffer.from(coverSvg(input, width))).webp(WEBP).toBuffer(),
    })),
  );
}

const SKIN = ["#f1c7a5", "#e0ac87", "#c68a62", "#9c6644", "#71462c", "#4a2c1d"];
const HAIR = ["#1c1410", "#3b2417", "#6b4226", "#a8753f", "#d6b370", "#8d8d8d"];
const CLOTHES = ["#1f4e79", "#9b1c23", "#1e6b3a", "#5b2a6e", "#3d3a35", "#c08552", "#2f4858"];
const BACKDROPS = [
  ["#dfe7ec", "#9fb4c2"],
  ["#efe4d6", "#c9b79f"],
  ["#e5e9df", "#a9b99a"],
  ["#ece1e6", "#bf9fb0"],
];

/**
 * A photo-like portrait for a host or a speaker: head and shoulders before a soft studio backdrop;
 * skin, hair, clothes, neckline, glasses and backdrop picked by their name; square. Hosts and
 * speakers are drawn alike, so a face looks the same wherever it appears.
 */
export function portraitSvg(name: string, size: number): string {
  const random = randomFrom(hashOf(`portrait\u0000${name}`));
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const [light, dark] = pick(BACKDROPS);
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const clothes = pick(CLOTHES);
  const long = random() < 0.5;
  const tilt = n(-4 + random() * 8);
  const glasses = random() < 0.3;
  const vNeck = random() < 0.5;
  const hairBack = long ? `<path d="M 58 92 Q 56 40 100 36 Q 144 40 142 92 L 148 168 Q 100 176 52 168 Z" fill="${hair}"/>` : "";
  const hairTop = long
    ? `<path d="M 62 88 Q 64 44 100 42 Q 136 44 138 88 Q 122 62 100 60 Q 76 62 62 88 Z" fill="${hair}"/>`
    : `<path d="M 64 84 Q 62 46 100 44 Q 138 46 136 84 Q 128 64 100 64 Q 72 64 64 84 Z" fill="${hair}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">`,
    `<defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    `<radialGradient id="shade" cx="0.4" cy="0.35" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>`,
    // Out-of-focus lights as radial fades: a blur filter looked the same and cost twice the render.
    `<radialGradient id="glow"><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<g fill="url(#glow)"><circle cx="${n(20 + random() * 40)}" cy="${n(20 + random() * 50)}" r="24"/><circle cx="${n(150 + random() * 40)}" cy="${n(30 + random() * 40)}" r="18"/></g>`,
    `<g transform="rotate(${tilt} 100 120)">`,
    hairBack,
    `<path d="M 24 210 Q 28 150 78 140 L 122 140 Q 172 150 176 210 Z" fill="${clothes}"/>`,
    `<path d="M 86 118 L 114 118 L 116 146 Q 100 156 84 146 Z" fill="${skin}"/>`,
    vNeck ? `<path d="M 84 141 L 100 170 L 116 141 Z" fill="${skin}"/>` : `<path d="M 80 141 Q 100 158 120 141" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5"/>`,
    `<ellipse cx="64" cy="94" rx="6" ry="10" fill="${skin}"/><ellipse cx="136" cy="94" rx="6" ry="10" fill="${skin}"/>`,
    `<ellipse cx="100" cy="90" rx="36" ry="44" fill="${skin}"/>`,
    `<ellipse cx="100" cy="90" rx="36" ry="44" fill="url(#shade)"/>`,
    hairTop,
    glasses ? `<g fill="none" stroke="#1c1410" stroke-opacity="0.8" stroke-width="3"><circle cx="86" cy="92" r="10"/><circle cx="114" cy="92" r="10"/><path d="M 96 92 L 104 92"/></g>` : "",
    `</g>`,
    `<rect width="200" height="200" fill="url(#shade)"/>`,
    `</svg>`,
  ].join("");
}

/** An SVG rendered to a square WebP of `size` pixels. */
export function renderSquare(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}
