// The home page (spec 001 §1): /home and /current-events (the same page). The mission banner, the
// featured event with its countdown, the about block, the trending tab and the carousels of
// upcoming live and pre-recorded events with category tabs. A visitor's page depends only on the URL
// and the data of the moment, so visitors may share it for a few seconds (sameForEveryVisitor); a
// logged-in user's cards carry their own flags and are never shared.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { HomePage } from "~/components/home/home-page";
import { loadHome } from "~/server-only/home.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta, pageText, pageTitle } from "~/lib/page-title";
import home from "~/locales/en-GB/home.json";

export const handle = { ...routeStrings({ home }), sameForEveryVisitor: true };

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadHome(request, context);
}

// One page at two addresses: /home is the canonical one.
export const meta: MetaFunction = (args) =>
  pageMeta({ ...pageText(args.location.pathname.startsWith("/current-events") ? "current-events" : "home"), canonicalPath: "/home" }, args);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <HomePage data={data} path={pathname} layout="current" title={pageTitle("home")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
