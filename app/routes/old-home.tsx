// /old-home: the older layout of the home page's data (spec 000 §2), the carousels first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomePage } from "~/components/home/home-page";
import { loadHome } from "~/server-only/home.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta, pageText, pageTitle } from "~/lib/page-title";
import home from "~/locales/en-GB/home.json";

export const handle = { ...routeStrings({ home }), sameForEveryVisitor: true };

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadHome(request, context);
}

// The home page's data in the older layout: /home is the canonical address.
export const meta: MetaFunction = (args) => pageMeta({ ...pageText("old-home"), canonicalPath: "/home" }, args);

export default function OldHome() {
  const data = useLoaderData<typeof loader>();
  return <HomePage data={data} path="/old-home" layout="old" title={pageTitle("old-home")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
