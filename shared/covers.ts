// Generated covers (docs/decisions/036-generated-covers.md) are stored in two widths. Their storage
// keys say so: the UUID is version 8 (the "custom" version; uploads get random version-4 UUIDs) and
// its last four hex digits are the width in pixels, the rest shared by both sizes. So a key or a
// public URL alone names every size, and a card can offer `srcset` without asking the server again.

/** The widths a generated 16:9 cover is stored in, largest first. */
export const COVER_WIDTHS = [960, 480] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** Height of a 16:9 image of this width. */
export function coverHeight(width: number): number {
  return Math.round((width * 9) / 16);
}

const GENERATED = /([0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{8})([0-9a-f]{4})(\.webp)$/;

function widthTail(width: number): string {
  return width.toString(16).padStart(4, "0");
}

/** The UUID of one size of a generated cover: `base` is the first 32 characters (version 8 set by the caller). */
export function coverUuid(base: string, width: CoverWidth): string {
  return `${base}${widthTail(width)}`;
}

/**
 * Every size of a generated cover from the key or URL of any one size, largest first; null for
 * anything else (an uploaded photo has one size).
 */
export function coverSizes(keyOrUrl: string): { width: CoverWidth; height: number; src: string }[] | null {
  const match = GENERATED.exec(keyOrUrl);
  if (!match) return null;
  const width = parseInt(match[2]!, 16);
  if (!COVER_WIDTHS.includes(width as CoverWidth)) return null;
  const prefix = keyOrUrl.slice(0, match.index);
  return COVER_WIDTHS.map((size) => ({ width: size, height: coverHeight(size), src: `${prefix}${match[1]}${widthTail(size)}${match[3]}` }));
}

/** True for the key or URL of a generated cover. */
export function isGeneratedCover(keyOrUrl: string): boolean {
  return coverSizes(keyOrUrl) !== null;
}

/** `src`, `srcSet` and intrinsic size for an <img> of a 16:9 picture: every size of a generated cover, else the one file. */
export function coverImageAttributes(url: string): { src: string; srcSet?: string; width: number; height: number } {
  const sizes = coverSizes(url);
  if (!sizes) return { src: url, width: COVER_WIDTHS[0], height: coverHeight(COVER_WIDTHS[0]) };
  const smallest = sizes[sizes.length - 1]!;
  return {
    src: smallest.src,
    srcSet: sizes.map((size) => `${size.src} ${size.width}w`).join(", "),
    width: sizes[0]!.width,
    height: sizes[0]!.height,
  };
}
