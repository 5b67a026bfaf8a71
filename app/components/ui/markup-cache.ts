// Card markup that is the same for everyone who sees the same card, rendered once and kept
// (docs/decisions/048-card-markup-shared.md). Only the server provides a cache (entry.server.tsx):
// in the browser the context is null and every card renders, and hydrates, as usual.
import { createContext, type ReactElement } from "react";

/** What is kept of a card: its <article>'s class and the HTML inside it. */
export interface KeptMarkup {
  className: string;
  html: string;
}

/** The markup kept under `key`; on a miss `draw` gives the card's class and inside, rendered and kept. */
export type MarkupCache = (key: string, draw: () => { className: string; inside: ReactElement }) => KeptMarkup;

export const MarkupCacheContext = /* @__PURE__ */ createContext<MarkupCache | null>(null);

/**
 * A card's key: its kind and every prop it renders from, so two viewers share markup only when
 * every input is the same (their own flags included). A prop that is a clock must be given as what
 * the card derives from it (an event card's actions), or no two requests would ever share.
 */
export function markupKey(kind: string, inputs: object): string {
  return `${kind}:${JSON.stringify(inputs)}`;
}
