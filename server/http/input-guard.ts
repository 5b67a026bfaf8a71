// The web app's input boundary: every loader and action of the server build first refuses a URL,
// route params or a form that hold text the database cannot store (./input-text.ts), with a 400
// before the route's own code runs. A page then shows the product's error page with that status
// (the thrown Response reaches the route error boundary); a resource route answers the message as
// text. Wrapping the build once covers every route, the ones outside the site's layout included
// (/storage, /sandbox, webhooks, .ics), so a new route cannot forget it.
import type { ServerBuild } from "@remix-run/node";
import { UNSTORABLE_TEXT_MESSAGE, isUnstorableText, unstorableFields, unstorableTextInUrl } from "./input-text";
import { UPLOAD_POST_PATHS } from "./middleware";

type RouteFunction = (args: { request: Request; params: Record<string, string | undefined> }) => unknown;

/** The refusal a guarded route throws. */
export function unstorableTextRefusal(): Response {
  return new Response(UNSTORABLE_TEXT_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** True when the request's URL, params or (for an action) form holds unstorable text. */
export async function holdsUnstorableInput(request: Request, params: Record<string, string | undefined>, withBody: boolean): Promise<boolean> {
  if (unstorableTextInUrl(new URL(request.url))) return true;
  if (Object.values(params).some((value) => value !== undefined && isUnstorableText(value))) return true;
  return withBody && unstorableFields(await readForm(request)).length > 0;
}

/**
 * The fields of a form post, read from a copy (the action reads the body itself). Posts to the
 * upload pages are left out: they may be gigabytes, and their reader (app/server-only/uploads.server.ts)
 * hands the text fields to the API, which applies the same rule. A body that does not parse is left
 * to the action's own refusal.
 */
async function readForm(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (request.body === null) return null;
  if (type.startsWith("multipart/form-data") && UPLOAD_POST_PATHS.some((pattern) => pattern.test(new URL(request.url).pathname))) return null;
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) return [...new URLSearchParams(await request.clone().text())].flat();
    if (type.startsWith("multipart/form-data")) return [...(await request.clone().formData())].flatMap(([name, value]) => [name, typeof value === "string" ? value : value.name]);
    if (type.includes("json")) return JSON.parse(await request.clone().text()) as unknown;
  } catch {
    return null;
  }
  return null;
}

function guarded(run: RouteFunction, withBody: boolean): RouteFunction {
  return async (args) => {
    if (await holdsUnstorableInput(args.request, args.params, withBody)) throw unstorableTextRefusal();
    return run(args);
  };
}

const builds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every route's loader and action guarded. The API's route is left as it is: the
 * API applies the same rule itself (it is also called in-process) and answers in its own shape.
 */
export function guardRouteInput(build: ServerBuild): ServerBuild {
  const known = builds.get(build);
  if (known) return known;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (route.path?.startsWith("api/auth")) return [id, route];
      const { loader, action } = route.module as { loader?: RouteFunction; action?: RouteFunction };
      const module = { ...route.module, ...(loader ? { loader: guarded(loader, false) } : {}), ...(action ? { action: guarded(action, true) } : {}) };
      return [id, { ...route, module: module as typeof route.module }];
    }),
  );
  const result = { ...build, routes };
  builds.set(build, result);
  return result;
}
