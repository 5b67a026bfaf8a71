// Markup that is the same for everyone who sees the same inputs, rendered once and kept
// (docs/decisions/048-card-markup-shared.md, 050-page-frame-markup-kept.md). Only the server
// provides a cache (entry.server.tsx): in the browser the context is null and everything renders,
// and hydrates, as usual.
import { createContext, type ReactElement } from "react";

/** What is kept of an element: its class and the HTML inside it. */
export interface KeptMarkup {
  className: string;
  html: string;
}

/**
 * How much of the page's address kept markup may depend on, and so is part of its key: the path
 * and query ("page"), the path alone ("path": links marked current by path, links to "?query"), or
 * none of it ("anywhere": only links to whole paths and outside addresses). The inside is rendered
 * under a router at exactly that much of the address, so it cannot read more than its key holds.
 */
export type KeptPlace = "page" | "path" | "anywhere";

/** The markup kept under `key` at `at` (default "page"); on a miss `draw` gives the class and inside, rendered and kept. */
export type MarkupCache = (key: string, draw: () => { className: string; inside: ReactElement }, at?: KeptPlace) => KeptMarkup;

export const MarkupCacheContext = /* @__PURE__ */ createContext<MarkupCache | null>(null);

/**
 * A key: the kind and every input the markup renders from, so two viewers share markup only when
 * every input is the same (their own flags included). A prop that is a clock must be given as what
 * the markup derives from it (an event card's actions), or no two requests would ever share.
 */
export function markupKey(kind: string, inputs: object): string {
  return `${kind}:${JSON.stringify(inputs)}`;
}
