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
import { pageMeta } from "~/lib/document-title";
import { pageText } from "~/lib/page-title";
import home from "~/locales/en-GB/home.json";

export const handle = { ...routeStrings({ home }), sameForEveryVisitor: true };

// The page's title and description come with its data: read here, all the section pages' texts
// (pages.json) stay out of the page's JavaScript (the budget, scripts/js-budget.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageText(new URL(request.url).pathname.startsWith("/current-events") ? "current-events" : "home");
  return { ...(await loadHome(request, context)), page, heading: pageText("home").title };
}

// One page at two addresses: /home is the canonical one.
export const meta: MetaFunction<typeof loader> = (args) => pageMeta({ ...(args.data?.page ?? { title: "Marquee", description: "" }), canonicalPath: "/home" }, args);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <HomePage data={data} path={pathname} layout="current" title={data.heading} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
