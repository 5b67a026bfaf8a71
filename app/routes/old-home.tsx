// /old-home: the older layout of the home page's data (spec 000 §2), the carousels first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomePage } from "~/components/home/home-page";
import { loadHome } from "~/server-only/home.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/document-title";
import { pageText } from "~/lib/page-title";
import home from "~/locales/en-GB/home.json";

export const handle = { ...routeStrings({ home }), sameForEveryVisitor: true };

// The title and description come with the data, so pages.json stays out of the page's JavaScript.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadHome(request, context)), page: pageText("old-home") };
}

// The home page's data in the older layout: /home is the canonical address.
export const meta: MetaFunction<typeof loader> = (args) => pageMeta({ ...(args.data?.page ?? { title: "Marquee", description: "" }), canonicalPath: "/home" }, args);

export default function OldHome() {
  const data = useLoaderData<typeof loader>();
  return <HomePage data={data} path="/old-home" layout="old" title={data.page.title} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
