// A channel description as the host types it and as it is stored (ADR 060). The form holds
// "editable text": paragraphs split by a blank line, lines starting "- " (a list) or "1. " (a
// numbered list), links as [text](https://…), **bold** and *italic*. It is stored as HTML of those
// few elements (sanitised again by the server before it is kept: server/domain/content/html.ts).
// Both ways are here, so an edit shows what was saved and saving it again changes nothing:
// htmlToEditableText(editableTextToHtml(text)) is text, tidied. Pure: no React, no server code.

const LINK_SCHEMES = /^(https?:\/\/|mailto:)/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** One line's inline markup as HTML: the text escaped first, then links, bold and italic. */
function inlineHtml(line: string): string {
  let html = escapeHtml(line);
  html = html.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const url = decodeEntities(href);
    return LINK_SCHEMES.test(url) ? `<a href="${escapeHtml(url)}">${label}</a>` : whole;
  });
  html = html.replace(/\*\*([^*\n]+)\*\*/g, "<strong>$1</strong>");
  html = html.replace(/(^|[^*])\*([^*\n]+)\*(?!\*)/g, "$1<em>$2</em>");
  return html;
}

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;

/** The editable text as HTML: <p> per paragraph (a single line break is a <br />, as the sanitiser writes it), <ul>/<ol> for lists. */
export function editableTextToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0);
  return blocks
    .map((lines) => {
      if (lines.every((line) => BULLET.test(line))) return `<ul>${lines.map((line) => `<li>${inlineHtml(line.replace(BULLET, "").trim())}</li>`).join("")}</ul>`;
      if (lines.every((line) => NUMBERED.test(line))) return `<ol>${lines.map((line) => `<li>${inlineHtml(line.replace(NUMBERED, "").trim())}</li>`).join("")}</ol>`;
      return `<p>${lines.map((line) => inlineHtml(line.trim())).join("<br />")}</p>`;
    })
    .join("");
}

const BLOCK_TAGS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "tr", "hr"]);

/**
 * Stored HTML as editable text. Any HTML is read (older descriptions, the demo's, an admin's), but
 * only what the editable text can say is kept: paragraphs, line breaks, lists, links, bold, italic.
 * Text without tags comes back as it is.
 */
export function htmlToEditableText(html: string): string {
  if (!/<[a-z/!]/i.test(html)) return decodeEntities(html).replace(/\r\n?/g, "\n").trim();
  const blocks: string[] = [];
  let current = "";
  const lists: { ordered: boolean; count: number }[] = [];
  const links: (string | null)[] = [];
  const flush = () => {
    const text = current.replace(/[ \t]+\n/g, "\n").replace(/\n{2,}/g, "\n").trim();
    if (text) blocks.push(text);
    current = "";
  };
  const tokens = html.replace(/<!--[\s\S]*?-->/g, "").split(/(<\/?[a-z][a-z0-9]*\b[^>]*>)/i);
  for (const token of tokens) {
    const tag = /^<(\/?)([a-z][a-z0-9]*)\b([^>]*)>$/i.exec(token);
    if (!tag) {
      // Text: the HTML's own whitespace is one space, as a browser shows it.
      current += decodeEntities(token.replace(/\s+/g, " "));
      continue;
    }
    const closing = tag[1] === "/";
    const name = tag[2]!.toLowerCase();
    const attributes = tag[3] ?? "";
    if (name === "br") current += "\n";
    else if (name === "ul" || name === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", count: 0 });
    } else if (name === "li") {
      if (closing) continue;
      const list = lists.at(-1);
      if (current.trim()) current += "\n";
      if (list) list.count += 1;
      current += list?.ordered ? `${list.count}. ` : "- ";
    } else if (name === "a") {
      if (closing) {
        const href = links.pop();
        if (href) current += `](${href})`;
      } else {
        const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes);
        const url = href ? decodeEntities(href[2] ?? href[3] ?? "") : "";
        const usable = LINK_SCHEMES.test(url) && !/[\s)]/.test(url);
        links.push(usable ? url : null);
        if (usable) current += "[";
      }
    } else if (name === "strong" || name === "b") current += "**";
    else if (name === "em" || name === "i") current += "*";
    else if (BLOCK_TAGS.has(name) && lists.length === 0) flush();
  }
  flush();
  return blocks
    .map((block) => block.split("\n").map((line) => line.trim()).join("\n"))
    .join("\n\n");
}
