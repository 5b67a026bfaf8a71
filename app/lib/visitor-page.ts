// A route's promise that, for a visitor without a session, its page depends only on the URL (no
// database, no clock, nothing per request): the web server may then answer other visitors asking for
// the same URL with the same page for a few seconds (server/http/visitor-cache.ts).

/**
 * Written as a literal in the route's `handle` (`{ ...routeStrings({ pages }), sameForEveryVisitor: true }`),
 * so that no module of its own ships to the browser for it; read by app/entry.server.tsx.
 */
export interface VisitorPageHandle {
  sameForEveryVisitor: true;
}

export function isSameForEveryVisitor(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as Partial<VisitorPageHandle>).sameForEveryVisitor === true;
}

interface PageFacts {
  staticHandlerContext: {
    matches: ReadonlyArray<{ route: { id: string } }>;
    loaderData: Record<string, unknown>;
    actionData: unknown;
    errors: unknown;
  };
  routeModules: Record<string, { handle?: unknown } | undefined>;
  manifest: { routes: Record<string, { hasLoader: boolean } | undefined> };
}

/**
 * Whether a rendered page (Remix's EntryContext) is the one every visitor gets for its URL: the root
 * loader saw nobody (no user, no flash message, no session trouble), no action ran, nothing failed,
 * and every route on screen either has no loader or declares `sameForEveryVisitor`.
 */
export function sameForEveryVisitor({ staticHandlerContext, routeModules, manifest }: PageFacts): boolean {
  const { matches, loaderData, errors, actionData } = staticHandlerContext;
  if (errors || actionData) return false;
  const root = loaderData.root as { user?: unknown; toast?: unknown; sessionUnavailable?: unknown } | undefined;
  if (!root || root.user || root.toast || root.sessionUnavailable) return false;
  return matches.every(
    ({ route }) =>
      route.id === "root" || isSameForEveryVisitor(routeModules[route.id]?.handle) || manifest.routes[route.id]?.hasLoader === false,
  );
}
