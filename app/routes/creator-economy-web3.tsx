// The Web3 landing (002 §2.8) sits outside the shared layout (002 §2.1): its own
// minimal frame, the NFT and community-ownership pitch with what is not available yet, and Register
// Interest inline with "Are you a" (creator, purchaser or both; content asked only of creators).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { InterestFormSection } from "~/components/landing/interest-form";
import { InterestThanks } from "~/components/landing/interest-thanks";
import { useHydrated } from "~/components/ui";
import { pageMeta } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { LANDING_PAGES } from "~/lib/landing-pages";
import { loadLanding, registerInterestAction } from "~/server-only/landing.server";
import landing from "~/locales/en-GB/landing.json";
import type pagesCopy from "~/locales/en-GB/landing-pages.json";

export const handle = {
  ...routeStrings({ landing }),
  sameForEveryVisitor: true,
};

export const loader = ({ request }: LoaderFunctionArgs) => loadLanding(request, LANDING_PAGES.web3);

export const action = ({ request }: ActionFunctionArgs) => registerInterestAction(request, LANDING_PAGES.web3);

type Web3Copy = typeof pagesCopy.web3;

export const meta: MetaFunction<typeof loader> = ({ data, ...place }) => {
  const copy = data?.copy as Web3Copy | undefined;
  return copy ? pageMeta({ title: copy.title, description: copy.intro }, place) : [];
};

export default function CreatorEconomyWeb3() {
  const loaded = useLoaderData<typeof loader>();
  const { page } = loaded;
  const copy = loaded.copy as Web3Copy;
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <p>
        <Link to="/home" className="font-display text-xl">
          Marquee
        </Link>
      </p>
      {reply?.thanks && !hydrated ? (
        <InterestThanks message={reply.thanks} next={page.next} />
      ) : (
        <>
          <h1 className="mt-10 font-display text-4xl">{copy.title}</h1>
          <p className="mt-4 text-lg">{copy.intro}</p>
          <p className="mt-4 text-muted">{copy.notYet}</p>
          <InterestFormSection page={page} lastResult={reply?.result} intro={copy.formIntro} className="mt-10" />
          {reply?.thanks ? <InterestThanks message={reply.thanks} next={page.next} /> : null}
        </>
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
