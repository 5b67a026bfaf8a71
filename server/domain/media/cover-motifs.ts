// The drawn covers' motifs (docs/decisions/067-designed-covers.md): flat shapes in the manner of an
// editorial illustration, a family per kind of art. Each motif is drawn in a 100 × 100 box centred on
// (50, 50) from the palette and the cover's generator, so its details differ from cover to cover;
// covers.ts places, turns and sizes them by the cover's layout. No motif draws letters.
import type { ArtKind, Palette } from "./cover-palettes";

export type Motif = (random: () => number, palette: Palette) => string;

/**
 * A motif family: heroes are drawn large, small ones scattered around them. A subcategory named in
 * `heroesOf` (lower case) draws from its own heroes: a Pilates class shows a figure, not a dumbbell.
 */
export interface MotifFamily {
  hero: Motif[];
  small: Motif[];
  heroesOf?: Record<string, Motif[]>;
}

export const n = (value: number) => Math.round(value * 10) / 10;
const between = (random: () => number, low: number, high: number) => n(low + random() * (high - low));
const line = (d: string, colour: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

// Shared small marks: they dress any family.
const dot: Motif = (random, p) => `<circle cx="50" cy="50" r="${between(random, 16, 30)}" fill="${random() < 0.5 ? p.accent : p.ink}"/>`;
const ring: Motif = (random, p) => `<circle cx="50" cy="50" r="30" fill="none" stroke="${random() < 0.5 ? p.accent : p.ink}" stroke-width="${between(random, 7, 12)}"/>`;
const plus: Motif = (_random, p) => line("M 50 20 L 50 80 M 20 50 L 80 50", p.ink, 12);
const squiggle: Motif = (random, p) => line("M 8 50 q 10.5 -24 21 0 t 21 0 t 21 0 t 21 0", random() < 0.5 ? p.accent : p.ink, 9);
const triangle: Motif = (random, p) => `<path d="M 50 14 L 88 80 L 12 80 Z" fill="${random() < 0.5 ? p.accent : p.ink}"/>`;
const halfDisc: Motif = (random, p) => `<path d="M 10 66 A 40 40 0 0 1 90 66 Z" fill="${random() < 0.5 ? p.accent : p.ink}"/>`;
const dotsGrid: Motif = (_random, p) => {
  const dots: string[] = [];
  for (let row = 0; row < 4; row += 1) for (let col = 0; col < 4; col += 1) dots.push(`<circle cx="${14 + col * 24}" cy="${14 + row * 24}" r="5"/>`);
  return `<g fill="${p.ink}">${dots.join("")}</g>`;
};
const spark: Motif = (_random, p) => `<path d="M 50 6 Q 56 44 94 50 Q 56 56 50 94 Q 44 56 6 50 Q 44 44 50 6 Z" fill="${p.accent}"/>`;

// Energy (fitness): figures in motion, weights, a pulse and speed.
const runner: Motif = (random, p) => {
  const stride = between(random, -6, 6);
  return [
    line("M 4 40 L 26 40 M 0 54 L 20 54 M 8 68 L 24 68", p.accent, 5),
    `<circle cx="64" cy="14" r="9" fill="${p.ink}"/>`,
    line(`M 60 27 L 50 55`, p.ink, 11),
    line(`M 58 32 L 72 44 L 84 ${38 + stride / 2} M 57 32 L 42 38 L 34 ${28 - stride / 2}`, p.ink, 7),
    line(`M 50 55 L 66 70 L ${60 + stride} 93 M 50 55 L 38 72 L ${20 - stride} 74`, p.ink, 8),
  ].join("");
};
const jumper: Motif = (random, p) => {
  const reach = between(random, 0, 8);
  return [
    `<circle cx="50" cy="20" r="9" fill="${p.ink}"/>`,
    line("M 50 32 L 50 60", p.ink, 11),
    line(`M 50 36 L ${28 - reach} ${12 - reach / 2} M 50 36 L ${72 + reach} ${12 - reach / 2}`, p.ink, 7),
    line(`M 50 60 L 32 92 M 50 60 L 68 92`, p.ink, 8),
    line("M 20 98 L 80 98", p.accent, 4),
  ].join("");
};
const dumbbell: Motif = (_random, p) =>
  [
    `<rect x="20" y="46" width="60" height="8" rx="4" fill="${p.ink}"/>`,
    `<rect x="10" y="28" width="14" height="44" rx="5" fill="${p.accent}"/>`,
    `<rect x="76" y="28" width="14" height="44" rx="5" fill="${p.accent}"/>`,
    `<rect x="2" y="36" width="9" height="28" rx="4" fill="${p.ink}"/>`,
    `<rect x="89" y="36" width="9" height="28" rx="4" fill="${p.ink}"/>`,
  ].join("");
const kettlebell: Motif = (_random, p) =>
  [
    line("M 32 44 Q 30 12 50 12 Q 70 12 68 44", p.ink, 9),
    `<path d="M 50 30 C 78 30 86 52 84 70 Q 82 88 66 90 L 34 90 Q 18 88 16 70 C 14 52 22 30 50 30 Z" fill="${p.ink}"/>`,
    `<circle cx="50" cy="64" r="11" fill="${p.light}"/>`,
  ].join("");
const pulse: Motif = (random, p) => line(`M 0 56 L 26 56 L 36 ${between(random, 14, 26)} L 48 86 L 58 40 L 66 56 L 100 56`, p.accent, 8);
const speed: Motif = (_random, p) =>
  [0, 1, 2].map((i) => `<path d="M ${12 + i * 22} 88 L ${34 + i * 22} 12 L ${48 + i * 22} 12 L ${26 + i * 22} 88 Z" fill="${i === 1 ? p.accent : p.ink}"/>`).join("");

// Calm (yoga, wellbeing): a sun on a horizon, hills, leaves, a lotus, ripples and a seated figure.
const sunrise: Motif = (random, p) =>
  [
    `<circle cx="50" cy="58" r="${between(random, 26, 32)}" fill="${p.accent}"/>`,
    line("M 4 62 L 96 62", p.ink, 5),
    line("M 18 74 L 82 74", p.ink, 5),
    line("M 32 86 L 68 86", p.ink, 5),
  ].join("");
const hills: Motif = (random, p) =>
  [
    `<path d="M 0 70 Q 28 ${between(random, 38, 50)} 56 62 T 100 58 L 100 100 L 0 100 Z" fill="${p.accent}"/>`,
    `<path d="M 0 84 Q 34 ${between(random, 62, 70)} 66 80 T 100 78 L 100 100 L 0 100 Z" fill="${p.ink}"/>`,
    `<circle cx="${between(random, 62, 80)}" cy="26" r="11" fill="${p.ink}"/>`,
  ].join("");
const leaf: Motif = (random, p) => {
  const colour = random() < 0.6 ? p.ink : p.accent;
  return [
    `<path d="M 14 88 C 12 46 40 14 88 12 C 88 58 58 88 14 88 Z" fill="${colour}"/>`,
    line("M 20 82 Q 48 54 78 22", p.light, 3),
    line("M 40 62 L 40 44 M 56 46 L 58 30 M 40 62 L 58 62 M 56 46 L 72 46", p.light, 2.5),
  ].join("");
};
const lotus: Motif = (_random, p) =>
  [
    `<path d="M 50 20 C 64 36 64 62 50 80 C 36 62 36 36 50 20 Z" fill="${p.accent}"/>`,
    `<path d="M 50 80 C 40 56 24 44 8 42 C 10 62 26 78 50 80 Z" fill="${p.ink}"/>`,
    `<path d="M 50 80 C 60 56 76 44 92 42 C 90 62 74 78 50 80 Z" fill="${p.ink}"/>`,
    line("M 18 88 Q 50 96 82 88", p.ink, 4),
  ].join("");
const ripples: Motif = (random, p) =>
  [14, 26, 38, 48].map((r, i) => `<circle cx="50" cy="50" r="${r}" fill="none" stroke="${i === 0 ? p.accent : p.ink}" stroke-width="${i === 0 ? 8 : between(random, 2.5, 5)}"/>`).join("");
const seated: Motif = (_random, p) =>
  [
    `<circle cx="50" cy="20" r="10" fill="${p.ink}"/>`,
    `<path d="M 50 32 C 64 32 68 46 66 66 L 34 66 C 32 46 36 32 50 32 Z" fill="${p.ink}"/>`,
    `<path d="M 12 80 Q 50 56 88 80 Q 50 92 12 80 Z" fill="${p.ink}"/>`,
    line("M 38 44 Q 24 60 30 74 M 62 44 Q 76 60 70 74", p.ink, 7),
    `<circle cx="50" cy="20" r="26" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  ].join("");

// Charts (business): bars, a rising line on a grid, a donut and stacked blocks.
const bars: Motif = (random, p) => {
  const heights = [0, 1, 2, 3].map((i) => between(random, 18 + i * 12, 30 + i * 14));
  const top = Math.floor(random() * 4);
  return (
    heights.map((h, i) => `<rect x="${8 + i * 22}" y="${n(90 - h)}" width="16" height="${h}" rx="2" fill="${i === top ? p.accent : p.ink}"/>`).join("") +
    line("M 2 92 L 98 92", p.ink, 3)
  );
};
const risingLine: Motif = (random, p) => {
  const grid = [20, 40, 60, 80].map((v) => `M ${v} 6 L ${v} 94 M 6 ${v} L 94 ${v}`).join(" ");
  const ys = [80, between(random, 58, 70), between(random, 60, 66), between(random, 34, 46), 22];
  const points = ys.map((y, i) => `${10 + i * 20} ${y}`);
  return [
    line(grid, p.ink, 1.2, ' stroke-opacity="0.35"'),
    line(`M ${points.join(" L ")}`, p.ink, 6),
    ...ys.map((y, i) => `<circle cx="${10 + i * 20}" cy="${y}" r="${i === 4 ? 8 : 5}" fill="${i === 4 ? p.accent : p.ink}"/>`),
  ].join("");
};
const donut: Motif = (random, p) => {
  const share = between(random, 0.2, 0.4);
  const length = n(2 * Math.PI * 34);
  return [
    `<circle cx="50" cy="50" r="34" fill="none" stroke="${p.ink}" stroke-width="18"/>`,
    `<circle cx="50" cy="50" r="34" fill="none" stroke="${p.accent}" stroke-width="18" stroke-dasharray="${n(length * share)} ${length}" transform="rotate(-90 50 50)"/>`,
  ].join("");
};
const blocks: Motif = (random, p) => {
  const parts: string[] = [];
  for (let col = 0; col < 3; col += 1) {
    const stack = 1 + Math.floor(random() * 3);
    for (let row = 0; row < stack; row += 1) parts.push(`<rect x="${8 + col * 30}" y="${68 - row * 28}" width="24" height="24" rx="3" fill="${row === stack - 1 && col === 1 ? p.accent : p.ink}"/>`);
  }
  return parts.join("");
};
const arrowUp: Motif = (_random, p) => line("M 14 86 L 86 14 M 50 14 L 86 14 L 86 50", p.accent, 10);

// Strokes (arts): brush strokes, blobs, a palette, a brush and confetti.
const brush: Motif = (random, p) => {
  const d = `M 6 ${between(random, 56, 70)} C 28 ${between(random, 10, 30)} 48 ${between(random, 80, 96)} 94 ${between(random, 28, 44)}`;
  return line(d, p.ink, 16) + line(d, p.light, 2, ' stroke-dasharray="18 10" stroke-opacity="0.55"') + line(d, p.ink, 10, ' transform="translate(3 9)" stroke-opacity="0.5"');
};
const blob: Motif = (random, p) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2;
    const radius = between(random, 30, 44);
    return [50 + Math.cos(angle) * radius, 50 + Math.sin(angle) * radius] as const;
  });
  let d = `M ${n((points[0]![0] + points[5]![0]) / 2)} ${n((points[0]![1] + points[5]![1]) / 2)}`;
  for (let i = 0; i < 6; i += 1) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[(i + 1) % 6]!;
    d += ` Q ${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
  }
  return `<path d="${d} Z" fill="${random() < 0.5 ? p.accent : p.ink}"/>`;
};
const palette: Motif = (_random, p) =>
  [
    `<path d="M 50 10 C 82 10 96 34 92 56 C 88 74 72 68 66 76 C 60 86 70 94 52 92 C 22 90 6 72 8 48 C 10 26 26 10 50 10 Z" fill="${p.ink}"/>`,
    `<circle cx="32" cy="36" r="7" fill="${p.accent}"/>`,
    `<circle cx="52" cy="26" r="7" fill="${p.light}"/>`,
    `<circle cx="72" cy="36" r="7" fill="${p.accent}"/>`,
    `<circle cx="28" cy="60" r="7" fill="${p.light}"/>`,
  ].join("");
const paintbrush: Motif = (_random, p) =>
  [
    `<rect x="46" y="4" width="9" height="56" rx="4" fill="${p.ink}" transform="rotate(30 50 50)"/>`,
    `<rect x="44" y="58" width="13" height="12" fill="${p.accent}" transform="rotate(30 50 50)"/>`,
    `<path d="M 44 70 Q 50 98 57 70 Z" fill="${p.ink}" transform="rotate(30 50 50)"/>`,
    line("M 6 92 Q 20 80 34 90", p.accent, 6),
  ].join("");
const confetti: Motif = (random, p) => {
  const parts: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const [x, y, a] = [between(random, 8, 92), between(random, 8, 92), between(random, 0, 180)];
    const colour = i % 2 ? p.accent : p.ink;
    parts.push(i % 3 === 0 ? `<circle cx="${x}" cy="${y}" r="5" fill="${colour}"/>` : `<rect x="${n(x - 7)}" y="${n(y - 3)}" width="14" height="6" rx="3" fill="${colour}" transform="rotate(${a} ${x} ${y})"/>`);
  }
  return parts.join("");
};

// Circuits (technology): a network of nodes, traces, a screen and a chip.
const network: Motif = (random, p) => {
  const nodes = Array.from({ length: 6 }, () => [between(random, 10, 90), between(random, 10, 90)] as const);
  const edges = nodes.slice(1).map(([x, y], i) => `M ${nodes[i]![0]} ${nodes[i]![1]} L ${x} ${y}`).join(" ");
  return line(edges, p.ink, 3) + nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 0 ? 9 : 6}" fill="${i === 0 ? p.accent : p.ink}"/>`).join("");
};
const traces: Motif = (random, p) => {
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = 14 + i * 24;
    const bend = between(random, 30, 70);
    parts.push(line(`M 0 ${y} L ${bend} ${y} L ${n(bend + 12)} ${n(y + 12)} L 86 ${n(y + 12)}`, p.ink, 4), `<circle cx="88" cy="${n(y + 12)}" r="6" fill="${i === 1 ? p.accent : p.ink}"/>`);
  }
  return parts.join("");
};
const screen: Motif = (random, p) =>
  [
    `<rect x="6" y="14" width="88" height="68" rx="7" fill="${p.ink}"/>`,
    `<rect x="12" y="28" width="76" height="48" rx="3" fill="${p.light}"/>`,
    `<circle cx="15" cy="21" r="3" fill="${p.accent}"/><circle cx="24" cy="21" r="3" fill="${p.light}"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="${18 + (i % 2) * 8}" y="${34 + i * 10}" width="${between(random, 20, 50)}" height="5" rx="2.5" fill="${i === 2 ? p.accent : p.ink}"/>`),
  ].join("");
const chip: Motif = (_random, p) => {
  const pins = [24, 40, 56, 72].map((v) => `M ${v} 6 L ${v} 20 M ${v} 80 L ${v} 94 M 6 ${v} L 20 ${v} M 80 ${v} L 94 ${v}`).join(" ");
  return line(pins, p.ink, 4) + `<rect x="20" y="20" width="60" height="60" rx="8" fill="${p.ink}"/><rect x="38" y="38" width="24" height="24" rx="4" fill="${p.accent}"/>`;
};
const chevrons: Motif = (_random, p) => line("M 34 22 L 8 50 L 34 78 M 66 22 L 92 50 L 66 78", p.ink, 9) + line("M 58 16 L 42 84", p.accent, 8);

// Kitchen (cooking): a bowl with steam, a plate and cutlery, a whisk and a herb.
const bowl: Motif = (random, p) =>
  [
    line(`M 34 ${between(random, 8, 14)} q 8 8 0 16 t 0 16 M 50 6 q 8 8 0 16 t 0 16 M 66 ${between(random, 8, 14)} q 8 8 0 16 t 0 16`, p.accent, 4),
    `<path d="M 6 50 L 94 50 Q 92 88 50 90 Q 8 88 6 50 Z" fill="${p.ink}"/>`,
    `<rect x="34" y="90" width="32" height="6" rx="3" fill="${p.ink}"/>`,
  ].join("");
const plate: Motif = (_random, p) =>
  [
    `<circle cx="50" cy="50" r="34" fill="${p.ink}"/>`,
    `<circle cx="50" cy="50" r="24" fill="none" stroke="${p.light}" stroke-width="2.5"/>`,
    `<circle cx="50" cy="50" r="12" fill="${p.accent}"/>`,
    line("M 6 20 L 6 84 M 1 20 L 1 36 Q 6 44 11 36 L 11 20", p.ink, 3),
    line("M 94 20 L 94 84", p.ink, 4) + `<path d="M 94 18 Q 102 34 94 50 Z" fill="${p.ink}"/>`,
  ].join("");
const whisk: Motif = (_random, p) =>
  [
    line("M 50 56 L 50 96", p.ink, 8),
    line("M 50 58 C 28 40 34 6 50 6 C 66 6 72 40 50 58 M 50 58 C 40 40 42 10 50 6 C 58 10 60 40 50 58", p.ink, 3.5),
    `<circle cx="50" cy="6" r="4" fill="${p.accent}"/>`,
  ].join("");
const herb: Motif = (random, p) => {
  const leaves = [0, 1, 2].map((i) => {
    const y = 24 + i * 22;
    const side = i % 2 ? 1 : -1;
    return `<path d="M 50 ${y + 8} C ${50 + side * 14} ${y - 10} ${50 + side * 36} ${y - 6} ${50 + side * 40} ${y + 2} C ${50 + side * 30} ${y + 14} ${50 + side * 14} ${y + 16} 50 ${y + 8} Z" fill="${i === 1 ? p.accent : p.ink}"/>`;
  });
  return line(`M 50 96 Q ${between(random, 44, 56)} 50 50 10`, p.ink, 4) + leaves.join("");
};

// Talk (languages): speech bubbles, a globe and a conversation.
const bubble: Motif = (random, p) => {
  const colour = random() < 0.5 ? p.ink : p.accent;
  return [
    `<path d="M 14 14 L 86 14 Q 94 14 94 22 L 94 62 Q 94 70 86 70 L 40 70 L 22 88 L 24 70 L 14 70 Q 6 70 6 62 L 6 22 Q 6 14 14 14 Z" fill="${colour}"/>`,
    `<circle cx="32" cy="42" r="6" fill="${p.light}"/><circle cx="50" cy="42" r="6" fill="${p.light}"/><circle cx="68" cy="42" r="6" fill="${p.light}"/>`,
  ].join("");
};
const conversation: Motif = (_random, p) =>
  [
    `<path d="M 8 12 L 62 12 Q 68 12 68 18 L 68 46 Q 68 52 62 52 L 26 52 L 14 64 L 16 52 L 8 52 Q 2 52 2 46 L 2 18 Q 2 12 8 12 Z" fill="${p.ink}"/>`,
    `<path d="M 38 44 L 92 44 Q 98 44 98 50 L 98 78 Q 98 84 92 84 L 84 84 L 86 96 L 74 84 L 38 84 Q 32 84 32 78 L 32 50 Q 32 44 38 44 Z" fill="${p.accent}"/>`,
    `<rect x="12" y="24" width="44" height="6" rx="3" fill="${p.light}"/><rect x="12" y="36" width="30" height="6" rx="3" fill="${p.light}"/>`,
    `<rect x="42" y="58" width="46" height="6" rx="3" fill="${p.light}"/><rect x="42" y="70" width="28" height="6" rx="3" fill="${p.light}"/>`,
  ].join("");
const globe: Motif = (_random, p) =>
  [
    `<circle cx="50" cy="50" r="42" fill="${p.ink}"/>`,
    `<g fill="none" stroke="${p.light}" stroke-width="3"><ellipse cx="50" cy="50" rx="18" ry="42"/><path d="M 8 50 L 92 50 M 14 30 L 86 30 M 14 70 L 86 70 M 50 8 L 50 92"/></g>`,
    `<path d="M 62 4 Q 98 16 96 52" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`,
  ].join("");

// Shapes (any other category): Bauhaus-like circles, arches, triangles and stripes.
const arch: Motif = (random, p) => [`<path d="M 12 96 L 12 50 A 38 38 0 0 1 88 50 L 88 96 Z" fill="${p.ink}"/>`, `<path d="M 32 96 L 32 54 A 18 18 0 0 1 68 54 L 68 96 Z" fill="${random() < 0.5 ? p.accent : p.light}"/>`].join("");
const quarters: Motif = (_random, p) =>
  [`<path d="M 6 6 L 50 6 A 44 44 0 0 1 6 50 Z" fill="${p.ink}"/>`, `<path d="M 94 94 L 50 94 A 44 44 0 0 1 94 50 Z" fill="${p.ink}"/>`, `<circle cx="72" cy="28" r="20" fill="${p.accent}"/>`, `<rect x="8" y="62" width="30" height="30" fill="${p.accent}"/>`].join("");
const stripes: Motif = (_random, p) => [0, 1, 2, 3, 4].map((i) => `<rect x="${6 + i * 18}" y="10" width="10" height="80" rx="5" fill="${i === 2 ? p.accent : p.ink}"/>`).join("");
const sunDisc: Motif = (_random, p) => `<circle cx="50" cy="50" r="42" fill="${p.accent}"/><path d="M 8 50 A 42 42 0 0 0 92 50 Z" fill="${p.ink}"/>`;

const SMALL_COMMON = [dot, ring, plus, squiggle, spark];

export const FAMILIES: Record<ArtKind, MotifFamily> = {
  energy: {
    hero: [runner, jumper, dumbbell, kettlebell, speed],
    small: [pulse, speed, triangle, plus, dot, squiggle],
    heroesOf: { running: [runner, speed], pilates: [jumper, seated], dance: [jumper, runner], "strength training": [dumbbell, kettlebell] },
  },
  calm: {
    hero: [sunrise, hills, leaf, lotus, ripples, seated],
    small: [leaf, ring, dot, halfDisc, spark],
    heroesOf: { "meditation and breathwork": [seated, ripples, lotus], "sleep and rest": [hills, ripples, sunrise] },
  },
  charts: { hero: [bars, risingLine, donut, blocks], small: [arrowUp, dotsGrid, plus, ring, dot] },
  strokes: { hero: [brush, blob, palette, paintbrush], small: [confetti, squiggle, blob, triangle, dot, spark] },
  circuits: { hero: [network, screen, chip, chevrons], small: [traces, dotsGrid, plus, ring, dot] },
  kitchen: { hero: [bowl, plate, whisk, herb], small: [herb, leaf, dot, ring, squiggle] },
  talk: { hero: [conversation, bubble, globe], small: [bubble, dot, squiggle, ring, spark] },
  shapes: { hero: [arch, quarters, stripes, sunDisc, blob], small: [...SMALL_COMMON, triangle, halfDisc, dotsGrid] },
};

/** Which family a top-level category draws in (by categories.class_name); others draw shapes. */
export const KIND_OF_CATEGORY: Record<string, ArtKind> = {
  "category-fitness": "energy",
  "category-yoga": "calm",
  "category-wellbeing": "calm",
  "category-business": "charts",
  "category-arts": "strokes",
  "category-technology": "circuits",
  "category-cooking": "kitchen",
  "category-languages": "talk",
};
