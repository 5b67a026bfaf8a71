// "/" shows the become-host landing when the site setting says so, otherwise the content-creator one.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiFor } from "~/lib/api.server";
import { documentTitle, pageTitle } from "~/lib/page-title";
import { routeStrings } from "~/lib/i18n";
import pages from "~/locales/en-GB/pages.json";
import { Section } from "./section";

export const handle = routeStrings({ pages });

export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await apiFor(request).get("site-settings");
  const landing = answer.data?.root_landing === "become-host" ? "become-host" : "content-creator";
  return { landing };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(pageTitle(data?.landing ?? "content-creator")) },
];

export default function RootLanding() {
  const { landing } = useLoaderData<typeof loader>();
  return <Section pageKey={landing} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
