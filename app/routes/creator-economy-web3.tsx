// The Web3 landing sits outside the shared layout (spec 002 §2.1): its own minimal frame.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeStrings } from "~/lib/i18n";
import landing from "~/locales/en-GB/landing.json";

export const handle = routeStrings({ landing });

export const meta: MetaFunction = () => [{ title: "The creator economy and Web3 | Marquee" }];

export default function CreatorEconomyWeb3() {
  const { t } = useTranslation("landing");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <p>
        <Link to="/home" className="font-display text-xl">
          Marquee
        </Link>
      </p>
      <h1 className="mt-10 font-display text-4xl">{t("web3.title")}</h1>
      <p className="mt-4 text-lg">{t("web3.intro")}</p>
      <p className="mt-4 text-ink-muted">{t("web3.notYet")}</p>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
