// Short texts for cards and blocks: HTML written by people made plain, and cut at a word boundary
// with an ellipsis (the home page's about block at 800 characters, trending descriptions at 100).
// Pure: the server cuts before it answers, so no page carries the full text it does not show.

export const ELLIPSIS = "…";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML fragment: tags dropped (blocks and breaks become spaces), entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The text, at most `max` characters long (the ellipsis included): when it is longer, cut at the
 * last word boundary that fits, with trailing punctuation dropped and "…" added. A single word
 * longer than the limit is cut inside the word.
 */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  if (max < 1) return "";
  const room = chars.slice(0, max - 1).join("");
  // Cut at a space only when the next character starts a new word, else back to the last space.
  const nextIsSpace = /\s/.test(chars[max - 1] ?? "");
  const lastSpace = room.search(/\s\S*$/);
  const kept = nextIsSpace ? room : lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${kept.replace(/[\s.,;:!?\-–—]+$/u, "")}${ELLIPSIS}`;
}

/** cutText of an HTML fragment's text. */
export function cutHtml(html: string, max: number): string {
  return cutText(htmlToText(html), max);
}
