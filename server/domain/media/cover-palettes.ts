// The drawn covers' colours (docs/decisions/067-designed-covers.md): several palettes per kind of
// art, picked by the cover's seed, so two events of one category rarely share a look. Every palette
// keeps its marks legible: ink and accent stand 3:1 or more against the ground and the shade they are
// drawn on, and light against ink (tests/unit/covers.test.ts checks each).

/** ground: the background; shade: a second, quiet background tone for blocks and bands; ink: the main
 * marks; accent: the second marks; light: highlights drawn on ink. */
export interface Palette {
  ground: string;
  shade: string;
  ink: string;
  accent: string;
  light: string;
}

/** The families of art a cover can be drawn in; a top-level category picks one (cover-motifs.ts). */
export type ArtKind = "energy" | "calm" | "charts" | "strokes" | "circuits" | "kitchen" | "talk" | "shapes";

export const PALETTES: Record<ArtKind, Palette[]> = {
  energy: [
    { ground: "#ffe8d6", shade: "#ffd6ba", ink: "#1d1a4d", accent: "#c8331f", light: "#fff7ef" },
    { ground: "#1c2541", shade: "#2b3a67", ink: "#f4d35e", accent: "#ee6c4d", light: "#1c2541" },
    { ground: "#e9f5db", shade: "#d3ebb8", ink: "#14342b", accent: "#c2185b", light: "#e9f5db" },
    { ground: "#c8331f", shade: "#d9553a", ink: "#fff1e0", accent: "#1d1a4d", light: "#c8331f" },
  ],
  calm: [
    { ground: "#f3ede3", shade: "#e6dccb", ink: "#2f5d50", accent: "#a8482f", light: "#f3ede3" },
    { ground: "#dfe9ef", shade: "#cddce6", ink: "#27445c", accent: "#8a5a2b", light: "#dfe9ef" },
    { ground: "#2f3e46", shade: "#3a4d56", ink: "#e9d8a6", accent: "#94d2bd", light: "#2f3e46" },
    { ground: "#ece4f1", shade: "#ddd0e8", ink: "#4a2f6b", accent: "#2f6b5e", light: "#ece4f1" },
  ],
  charts: [
    { ground: "#eef2f7", shade: "#dde5ef", ink: "#1f3a5f", accent: "#b35300", light: "#eef2f7" },
    { ground: "#14213d", shade: "#1f3357", ink: "#fca311", accent: "#e5e5e5", light: "#14213d" },
    { ground: "#f6f1e7", shade: "#e9e0cd", ink: "#264653", accent: "#b23a48", light: "#f6f1e7" },
    { ground: "#1e5245", shade: "#256352", ink: "#f2e8cf", accent: "#f4a259", light: "#1e5245" },
  ],
  strokes: [
    { ground: "#fdf0e7", shade: "#f7dfcf", ink: "#5b2a6e", accent: "#c2364b", light: "#fdf0e7" },
    { ground: "#22223b", shade: "#30304f", ink: "#f2cc8f", accent: "#e07a5f", light: "#22223b" },
    { ground: "#e8f1f2", shade: "#d3e4e6", ink: "#1b4965", accent: "#b83227", light: "#e8f1f2" },
    { ground: "#f9e79f", shade: "#f3d978", ink: "#3d2c8d", accent: "#b5179e", light: "#f9e79f" },
  ],
  circuits: [
    { ground: "#0f172a", shade: "#1c2740", ink: "#5eead4", accent: "#fbbf24", light: "#0f172a" },
    { ground: "#eef0ff", shade: "#dde1fb", ink: "#3730a3", accent: "#b4235a", light: "#eef0ff" },
    { ground: "#f1f5f4", shade: "#dfe9e6", ink: "#134e4a", accent: "#c2410c", light: "#f1f5f4" },
  ],
  kitchen: [
    { ground: "#fbefe1", shade: "#f4dcc2", ink: "#7a2e1d", accent: "#3f6b35", light: "#fbefe1" },
    { ground: "#3b2a20", shade: "#4a3529", ink: "#f6d7a7", accent: "#e98a5b", light: "#3b2a20" },
    { ground: "#eef5e9", shade: "#dcebd2", ink: "#2d5016", accent: "#b5401f", light: "#eef5e9" },
  ],
  talk: [
    { ground: "#e7f0fb", shade: "#d2e2f6", ink: "#173f73", accent: "#c0392b", light: "#e7f0fb" },
    { ground: "#fdf3e1", shade: "#f7e2bd", ink: "#1f4e5f", accent: "#b3403a", light: "#fdf3e1" },
    { ground: "#26305a", shade: "#323e70", ink: "#ffd58a", accent: "#8fd3c7", light: "#26305a" },
  ],
  shapes: [
    { ground: "#f4efe6", shade: "#e7dfd0", ink: "#1f2a44", accent: "#c2452d", light: "#f4efe6" },
    { ground: "#1f2a44", shade: "#2b3857", ink: "#f2c14e", accent: "#f08a6c", light: "#1f2a44" },
    { ground: "#e3efe9", shade: "#cfe3d9", ink: "#21463b", accent: "#a33b63", light: "#e3efe9" },
    { ground: "#f7e4dc", shade: "#efcfc2", ink: "#3b1f4a", accent: "#1d5c63", light: "#f7e4dc" },
  ],
};
