// The marketing landing pages inside the main layout (002 §2.8, 001 §1):
// /become-host, /content-creator, /yoga-teacher, /coaches, /fitness-experts, /beauty-experts,
// /Why-Marquee and /new-landing. "/" shows one of the two main ones (routes/root-landing.tsx).
// Every visitor sees the same page; Register Interest posts here.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LandingView } from "~/components/landing/landing-view";
import { pageMeta, type MetaPlace } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { landingOfPath, type LandingPage } from "~/lib/landing-pages";
import { loadLanding, registerInterestAction } from "~/server-only/landing.server";
import landing from "~/locales/en-GB/landing.json";

export const handle = {
  ...routeStrings({ landing }),
  sameForEveryVisitor: true,
};

function pageOf(request: Request): LandingPage {
  const page = landingOfPath(new URL(request.url).pathname);
  if (!page || page.layout === "web3") throw data(null, { status: 404 });
  return page;
}

export const loader = ({ request }: LoaderFunctionArgs) => loadLanding(request, pageOf(request));

export const action = ({ request }: ActionFunctionArgs) => registerInterestAction(request, pageOf(request));

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...place }) => landingMeta(loaded, place);

/** A landing page's title and description for search engines and shared links. */
export function landingMeta(loaded: { meta: { title: string; description: string } | null } | undefined, place: MetaPlace) {
  return loaded?.meta ? pageMeta(loaded.meta, place) : [];
}

export default function Landing() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <LandingView {...loaded} reply={reply} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
