// HTML written by people (content pages, FAQ answers, tutorial headings, event descriptions) is
// cleaned to an allow-list before any client renders it: no scripts, no event handlers, no styles.
import sanitize from "sanitize-html";

const options: sanitize.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h2", "h3", "h4", "h5",
    "blockquote", "hr", "span", "div", "table", "thead", "tbody", "tr", "th", "td", "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  // Links that open elsewhere must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
