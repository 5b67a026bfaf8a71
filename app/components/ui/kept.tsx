// An element of the page frame whose inside the server may keep and share between viewers and
// requests (docs/decisions/050-page-frame-markup-kept.md): the site's navigation, its footer, a
// bar of tabs. Cards have their own (KeptCard, card.tsx), whose class comes from what they draw.
import { useContext, type ComponentType } from "react";
import { MarkupCacheContext, markupKey, type KeptPlace } from "./markup-cache";

type KeptTag = "footer" | "nav";

export interface KeptProps<Inputs extends object> {
  as: KeptTag;
  /** What it is (part of its key). */
  kind: string;
  /**
   * Draws the inside from `inputs` alone: a component of the module, never a closure over the
   * caller's values, and reading no route data, session or form router through hooks (its key is
   * `kind`, `inputs` and the element's attributes, and it is rendered apart from the page).
   */
  inside: ComponentType<Inputs>;
  /** Everything the inside renders from, as plain JSON values. */
  inputs: Inputs;
  /** How much of the page's address the inside may read (markup-cache.ts). */
  at: KeptPlace;
  className?: string;
  /** The element's other attributes (id, aria-label): the page renders them, and they are part of the key. */
  attributes?: Record<string, string>;
}

/**
 * The element, with its inside kept by the server. The browser has no cache (its build keeps only
 * BrowserKept): it draws the inside, and hydrates the kept markup as its own.
 */
export const Kept = import.meta.env.SSR ? ServerKept : BrowserKept;

function ServerKept<Inputs extends object>({ as: Tag, kind, inside: Inside, inputs, at, className, attributes }: KeptProps<Inputs>) {
  const cache = useContext(MarkupCacheContext);
  if (!cache) return <BrowserKept as={Tag} kind={kind} inside={Inside} inputs={inputs} at={at} className={className} attributes={attributes} />;
  const kept = cache(markupKey(kind, { inputs, className, attributes }), () => ({ className: className ?? "", inside: <Inside {...inputs} /> }), at);
  return <Tag {...attributes} className={className} dangerouslySetInnerHTML={{ __html: kept.html }} />;
}

function BrowserKept<Inputs extends object>({ as: Tag, inside: Inside, inputs, className, attributes }: KeptProps<Inputs>) {
  return (
    <Tag {...attributes} className={className}>
      <Inside {...inputs} />
    </Tag>
  );
}
