// A person's picture, the same everywhere it is shown (host card, profile and reviews pages, the
// online event's host): their photo when they have one (an upload, or the portrait the product drew
// for a demo host), else a monogram: their initials in the display face on a tint picked by their
// name, so one person always has the same colour. Its own module, without translations, so a page
// takes it without the rest of the profile's code (the JavaScript budget).
import { hashOf } from "~shared/seeded-random";

export type AvatarSize = "sm" | "md" | "lg";

const BOX: Record<AvatarSize, { pixels: number; className: string }> = {
  sm: { pixels: 40, className: "h-10 w-10 text-sm" },
  md: { pixels: 56, className: "h-14 w-14 text-lg" },
  lg: { pixels: 112, className: "h-28 w-28 text-4xl" },
};

/**
 * The monogram's tints, each a light ground and a deep ink at 7:1 or more (tests/unit/avatar.test.tsx).
 * Whole class names, so Tailwind finds them in this file.
 */
export const MONOGRAM_TINTS = [
  { ground: "#f3e3d3", ink: "#6b2e12", className: "bg-[#f3e3d3] text-[#6b2e12]" },
  { ground: "#dde9e2", ink: "#1f4a3a", className: "bg-[#dde9e2] text-[#1f4a3a]" },
  { ground: "#e1e6f2", ink: "#24365e", className: "bg-[#e1e6f2] text-[#24365e]" },
  { ground: "#efe0e8", ink: "#5c2346", className: "bg-[#efe0e8] text-[#5c2346]" },
  { ground: "#ebe6d6", ink: "#4a3f16", className: "bg-[#ebe6d6] text-[#4a3f16]" },
  { ground: "#dcebee", ink: "#17475a", className: "bg-[#dcebee] text-[#17475a]" },
] as const;

/** Up to two initials: the first letters of the first and last words ("?" for no name). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = [...words[0]!][0] ?? "";
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The tint of a name's monogram. */
export function monogramTint(name: string) {
  return MONOGRAM_TINTS[hashOf(name.trim()) % MONOGRAM_TINTS.length]!;
}

/**
 * `alt` describes the photo; "" when the name is written beside it. The monogram is hidden from
 * assistive technology: the name beside it says who it is.
 */
export function Avatar({ name, src, alt, size }: { name: string; src: string | null; alt: string; size: AvatarSize }) {
  const box = BOX[size];
  if (src) return <img src={src} alt={alt} width={box.pixels} height={box.pixels} className={`${box.className} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" data-monogram="" className={`${box.className} ${monogramTint(name).className} inline-flex shrink-0 items-center justify-center rounded-full font-display tracking-wide ring-1 ring-black/5 ring-inset`}>
      {initialsOf(name)}
    </span>
  );
}
