// "/" shows the become-host landing when the site setting says so, otherwise the content-creator one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LandingView } from "~/components/landing/landing-view";
import { apiFor } from "~/server-only/api.server";
import { routeStrings } from "~/lib/i18n";
import { LANDING_PAGES } from "~/lib/landing-pages";
import { loadLanding, registerInterestAction } from "~/server-only/landing.server";
import landing from "~/locales/en-GB/landing.json";
import { landingMeta } from "./landing";

export const handle = routeStrings({ landing });

async function rootPage(request: Request) {
  const answer = await apiFor(request, null).get("site-settings");
  return LANDING_PAGES[answer.data?.root_landing === "become-host" ? "become-host" : "content-creator"];
}

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLanding(request, await rootPage(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return registerInterestAction(request, await rootPage(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, ...place }) => landingMeta(data, place);

export default function RootLanding() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <LandingView {...loaded} reply={reply} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
