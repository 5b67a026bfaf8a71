// Loaded before the server's own modules (instrument.server.mjs, node --import): what must change
// as a dependency loads rather than after. Today one thing: @remix-run/router's static handler
// matches routes through the module's export, so the route match cache covers its calls too
// (server/http/route-matching.ts). Node's in-thread module hooks apply to require() and import alike.
import { registerHooks } from "node:module";
import { ROUTER_CJS_FILE, STATIC_HANDLER_REWRITTEN, staticHandlerMatchingThroughExport } from "./http/route-matching";

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.endsWith(ROUTER_CJS_FILE) || loaded.source === undefined) return loaded;
    const source = staticHandlerMatchingThroughExport(String(loaded.source));
    if (source === null) return loaded;
    (globalThis as Record<symbol, unknown>)[STATIC_HANDLER_REWRITTEN] = true;
    return { ...loaded, source };
  },
});
