// Share links of an event page (spec 001 §2.9): plain links that work without JavaScript; "copy
// link" is the only one that needs the browser.

export type ShareTarget = "email" | "x" | "facebook" | "linkedin" | "whatsapp";

export const SHARE_TARGETS: readonly ShareTarget[] = ["email", "x", "facebook", "linkedin", "whatsapp"];

/** `url` is the page's absolute address. */
export function shareLinks(url: string, title: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}
