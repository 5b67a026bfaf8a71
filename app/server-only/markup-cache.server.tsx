// The server's markup cache (docs/decisions/048-card-markup-shared.md, 050-page-frame-markup-kept.md):
// an element's inside (a card's, a tab bar's, the footer's) is rendered once per key — every input
// it renders from, its viewer's own flags included — and as much of the page's address as it may
// read, and kept for every later request that draws the same. The page still renders everything
// else, and each kept element itself, per request; the browser hydrates the kept HTML as its own
// because it is exactly what the inline render writes.
//
// Rendered by a nested renderToString from inside the page's render (React supports a reentrant
// synchronous render). The inside sees only what is given here: the server's translator and a
// router at the part of the address its key holds. An inside that read anything else from its page
// (a route's data, a nonce, a form's router) would render differently kept than inline, or fail;
// the tests compare whole pages both ways.
import { renderToString } from "react-dom/server";
// @remix-run/react re-exports no router to wrap a lone element in: StaticRouter comes from the
// react-router-dom that @remix-run/react pins, declared in package.json at that same version.
import { StaticRouter } from "react-router-dom/server";
import { I18nextProvider } from "~/components/i18n/use-translation";
import type { KeptMarkup, KeptPlace, MarkupCache } from "~/components/ui/markup-cache";
import { boundedCache } from "~shared/bounded-cache";
import { serverTranslator } from "./i18n.server";
import { webServer } from "./web-server.server";

/** Enough for every card of the busiest pages many times over; about 4 kB an entry. */
export const MARKUP_CACHE_ENTRIES = 4_000;

const kept = boundedCache<string, KeptMarkup>({ maxEntries: MARKUP_CACHE_ENTRIES });
// CARD_MARKUP_CACHE=0 renders every card inline: the benchmark's "before", and a way out. Asked of
// the environment at the first page (the web server is connected by then).
let enabled: boolean | undefined;
let counts = { hits: 0, misses: 0 };

/** The cache for one page request at `url`: as much of its address as the markup may read is part of each key. */
export function markupCacheFor(url: string): MarkupCache | null {
  enabled ??= webServer().env().CARD_MARKUP_CACHE;
  if (!enabled) return null;
  const { pathname, search } = new URL(url);
  // Each place's part of the key, and where its inside is rendered (markup kept "anywhere" sees "/").
  const places: Record<KeptPlace, [prefix: string, location: string]> = {
    page: [`${pathname}${search}`, `${pathname}${search}`],
    path: [`path ${pathname}`, pathname],
    anywhere: ["anywhere", "/"],
  };
  return (key, draw, at = "page") => {
    const [prefix, location] = places[at];
    const full = `${prefix}\n${key}`;
    const found = kept.get(full);
    if (found !== undefined) {
      counts.hits += 1;
      return found;
    }
    counts.misses += 1;
    const { className, inside } = draw();
    const markup = {
      className,
      html: renderToString(
        <I18nextProvider i18n={serverTranslator}>
          <StaticRouter location={location}>{inside}</StaticRouter>
        </I18nextProvider>,
      ),
    };
    kept.set(full, markup);
    return markup;
  };
}

/** For the tests: turns the cache off (every card inline) or on, emptied either way. */
export function setMarkupCache(on: boolean): void {
  enabled = on;
  kept.clear();
  counts = { hits: 0, misses: 0 };
}

/** For the tests: how often a card's markup was found kept or rendered since the last reset. */
export const markupCacheCounts = () => ({ ...counts, entries: kept.size });
