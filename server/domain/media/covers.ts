// Pictures the product draws itself (docs/decisions/036-generated-covers.md): a 16:9 cover for an
// event or channel (the category's palette, a pattern chosen and placed by the title, the title set
// in type), an initials avatar for a host and a photo-like portrait for a speaker. Each is an SVG
// built from its input alone, rendered to WebP by sharp (librsvg); the same input gives the same
// bytes on the same machine (fonts come from the system: generic serif and sans-serif).
import sharp from "sharp";
import { COVER_WIDTHS, coverHeight, type CoverWidth } from "~shared/covers";
import { hashOf, seededRandom as randomFrom } from "~shared/seeded-random";

/** A palette: the background's two ends, the pattern's colour and a deep shade for the title's band. */
interface Palette {
  from: string;
  to: string;
  pattern: string;
  deep: string;
}

/** By the top-level category's class name (categories.class_name); other categories pick one of these by name. */
const CATEGORY_PALETTES: Record<string, Palette> = {
  "category-fitness": { from: "#9b1c23", to: "#e0662f", pattern: "#f6d58e", deep: "#3d0b0e" },
  "category-yoga": { from: "#1f5f5b", to: "#8fb8a4", pattern: "#f3ede3", deep: "#0f2e2c" },
  "category-business": { from: "#1f3a5f", to: "#4f7cac", pattern: "#e8c468", deep: "#0e1b2c" },
  "category-arts": { from: "#5b2a6e", to: "#d4627a", pattern: "#f6d58e", deep: "#2a1233" },
};
const OTHER_PALETTES: Palette[] = [
  { from: "#2f4858", to: "#86bbd8", pattern: "#f6ae2d", deep: "#142129" },
  { from: "#4a3b2a", to: "#c08552", pattern: "#f3ede3", deep: "#211a12" },
  { from: "#264027", to: "#8ab17d", pattern: "#e9c46a", deep: "#111d12" },
  { from: "#3c1642", to: "#086375", pattern: "#affc41", deep: "#1b0a1e" },
];

function paletteFor(categoryClass: string | null, categoryName: string | null): Palette {
  if (categoryClass && CATEGORY_PALETTES[categoryClass]) return CATEGORY_PALETTES[categoryClass];
  return OTHER_PALETTES[hashOf(categoryName ?? "") % OTHER_PALETTES.length]!;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Lines of at most `width` characters, broken between words (a word longer than a line is cut). */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (!line) line = piece;
    else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

const n = (value: number) => Math.round(value * 10) / 10;

/** One of five patterns, placed by the generator: rings, stripes, dots, waves or peaks. */
function patternOf(random: () => number, colour: string): string {
  const kind = Math.floor(random() * 5);
  const parts: string[] = [];
  if (kind === 0) {
    const cx = n(700 + random() * 500);
    const cy = n(100 + random() * 300);
    for (let r = 60; r < 900; r += 55 + Math.floor(random() * 30)) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-opacity="${n(0.1 + random() * 0.2) }" stroke-width="${n(4 + random() * 14)}"/>`);
    }
  } else if (kind === 1) {
    const angle = n(-40 + random() * 80);
    for (let x = -400; x < 1700; x += 70 + Math.floor(random() * 60)) {
      parts.push(`<rect x="${x}" y="-400" width="${n(12 + random() * 40)}" height="1600" fill="${colour}" fill-opacity="${n(0.08 + random() * 0.18)}"/>`);
    }
    return `<g transform="rotate(${angle} 640 360)">${parts.join("")}</g>`;
  } else if (kind === 2) {
    for (let i = 0; i < 28; i += 1) {
      parts.push(`<circle cx="${n(random() * 1280)}" cy="${n(random() * 720)}" r="${n(10 + random() * 110)}" fill="${colour}" fill-opacity="${n(0.08 + random() * 0.22)}"/>`);
    }
  } else if (kind === 3) {
    for (let row = 0; row < 9; row += 1) {
      const y = 40 + row * 80 + random() * 30;
      const amplitude = 20 + random() * 40;
      const length = 180 + random() * 200;
      let d = `M -50 ${n(y)}`;
      for (let x = -50; x < 1330; x += length) d += ` q ${n(length / 2)} ${n(row % 2 ? amplitude : -amplitude)} ${n(length)} 0`;
      parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${n(0.12 + random() * 0.2)}" stroke-width="${n(6 + random() * 16)}"/>`);
    }
  } else {
    for (let i = 0; i < 7; i += 1) {
      const base = 720;
      const x = -200 + random() * 1500;
      const half = 150 + random() * 280;
      const top = 120 + random() * 380;
      parts.push(`<path d="M ${n(x - half)} ${base} L ${n(x)} ${n(top)} L ${n(x + half)} ${base} Z" fill="${colour}" fill-opacity="${n(0.08 + random() * 0.18)}"/>`);
    }
  }
  return parts.join("");
}

export interface CoverInput {
  title: string;
  /** The subcategory or category shown above the title; null for none. */
  categoryName: string | null;
  /** The top-level category's class name, which picks the palette. */
  categoryClass: string | null;
}

/** The cover as SVG, drawn on a 1280 × 720 canvas and sized to `width` × its 16:9 height. */
export function coverSvg(input: CoverInput, width: number): string {
  const palette = paletteFor(input.categoryClass, input.categoryName);
  const random = randomFrom(hashOf(`${input.categoryName ?? ""}\u0000${input.title}`));
  const angle = Math.floor(random() * 4);
  const [x2, y2] = [
    [1, 1],
    [1, 0],
    [0, 1],
    [1, 0.5],
  ][angle]!;
  // Two lines of large type when the title fits them, else up to three smaller lines.
  const large = wrapWords(input.title, 22, 3);
  const titleLines = large.length <= 2 ? large : wrapWords(input.title, 28, 3);
  const size = large.length <= 2 ? 74 : 58;
  const lineHeight = Math.round(size * 1.15);
  const baseline = 720 - 64 - (titleLines.length - 1) * lineHeight;
  const bandTop = baseline - size - (input.categoryName ? 70 : 36);
  const text = titleLines
    .map((line, i) => `<text x="72" y="${baseline + i * lineHeight}" font-family="DejaVu Serif, serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`)
    .join("");
  const label = input.categoryName
    ? `<text x="74" y="${baseline - size - 16}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="26" letter-spacing="4" fill="#ffffff" fill-opacity="0.9">${escapeXml(input.categoryName.toUpperCase())}</text>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${coverHeight(width)}" viewBox="0 0 1280 720">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.deep}" stop-opacity="0"/><stop offset="0.45" stop-color="${palette.deep}" stop-opacity="0.62"/><stop offset="1" stop-color="${palette.deep}" stop-opacity="0.8"/></linearGradient></defs>`,
    `<rect width="1280" height="720" fill="url(#bg)"/>`,
    patternOf(random, palette.pattern),
    `<rect y="${Math.max(0, bandTop - 80)}" width="1280" height="${720 - Math.max(0, bandTop - 80)}" fill="url(#band)"/>`,
    label,
    text,
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

/** Up to two initials: the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = [...words[0]!][0] ?? "";
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A host's avatar: their initials on a gradient picked by their name; square, `size` pixels. */
export function avatarSvg(name: string, size: number): string {
  const palette = OTHER_PALETTES.concat(Object.values(CATEGORY_PALETTES))[hashOf(name) % 8]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<circle cx="160" cy="40" r="70" fill="${palette.pattern}" fill-opacity="0.18"/>`,
    `<text x="100" y="124" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="700" font-size="72" fill="#ffffff">${escapeXml(initialsOf(name))}</text>`,
    `</svg>`,
  ].join("");
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

/** A speaker's photo-like portrait: head and shoulders before a soft studio backdrop, picked by their name; square. */
export function portraitSvg(name: string, size: number): string {
  const random = randomFrom(hashOf(`portrait\u0000${name}`));
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const [light, dark] = pick(BACKDROPS);
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const clothes = pick(CLOTHES);
  const long = random() < 0.5;
  const tilt = n(-4 + random() * 8);
  const hairBack = long ? `<path d="M 58 92 Q 56 40 100 36 Q 144 40 142 92 L 148 168 Q 100 176 52 168 Z" fill="${hair}"/>` : "";
  const hairTop = long
    ? `<path d="M 62 88 Q 64 44 100 42 Q 136 44 138 88 Q 122 62 100 60 Q 76 62 62 88 Z" fill="${hair}"/>`
    : `<path d="M 64 84 Q 62 46 100 44 Q 138 46 136 84 Q 128 64 100 64 Q 72 64 64 84 Z" fill="${hair}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">`,
    `<defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    `<radialGradient id="shade" cx="0.4" cy="0.35" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>`,
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>`,
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<g filter="url(#soft)" fill="#ffffff" fill-opacity="0.35"><circle cx="${n(20 + random() * 40)}" cy="${n(20 + random() * 50)}" r="14"/><circle cx="${n(150 + random() * 40)}" cy="${n(30 + random() * 40)}" r="10"/></g>`,
    `<g transform="rotate(${tilt} 100 120)">`,
    hairBack,
    `<path d="M 24 210 Q 28 150 78 140 L 122 140 Q 172 150 176 210 Z" fill="${clothes}"/>`,
    `<path d="M 86 118 L 114 118 L 116 146 Q 100 156 84 146 Z" fill="${skin}"/>`,
    `<ellipse cx="100" cy="90" rx="36" ry="44" fill="${skin}"/>`,
    `<ellipse cx="100" cy="90" rx="36" ry="44" fill="url(#shade)"/>`,
    hairTop,
    `</g>`,
    `<rect width="200" height="200" fill="url(#shade)"/>`,
    `</svg>`,
  ].join("");
}

/** An SVG rendered to a square WebP of `size` pixels. */
export function renderSquare(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}
