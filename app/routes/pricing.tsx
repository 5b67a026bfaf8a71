// Pricing (/pricing, spec 000 §2): the packages with every button state. A visitor: "Register Now"
// for the free package, "Subscribe" (to log in, back to pricing) for the others. Logged in:
// "Subscribed" on the current package, "Upgrade Now" for a higher one, "Subscribe" for a lower paid
// one — both to the package's checkout. Prices are all-in for the viewer (UK law bans drip pricing).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { LinkButton } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { getSessionUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { pageMeta } from "~/lib/document-title";
import { packageButton } from "~shared/package-buttons";
import { allInPrice, packageFees } from "~shared/pricing";
import { freePackageFees } from "~/server-only/buyer-fees.server";
import strings from "~/locales/en-GB/payments.json";

// A visitor's page depends only on the packages of the moment: visitors may share it for a few seconds.
export const handle = { ...routeStrings({ payments: strings }), sameForEveryVisitor: true };

export const meta: MetaFunction = (args) => pageMeta({ title: strings.pricing.title, description: strings.pricing.description }, args);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request, context);
  const answer = await apiFor(request, viewer?.token ?? null).get("pricing");
  if (!answer.success || !answer.data) throwUnable("fetch event details");
  const packages = answer.data;
  // Packages are compared by line: a host on an older version of a package still has that package.
  const current = viewer ? viewer.user.package.line_id : null;
  // The viewer's fees (their own version's; a visitor's: the free package's on sale) make the all-in price.
  const fees = viewer ? packageFees(viewer.user.package) : freePackageFees(packages);
  return data({
    packages: packages.map((pkg) => ({ ...pkg, all_in: allInPrice(pkg.price, fees), button: packageButton({ id: pkg.id, line: pkg.line_id }, current) })),
  });
}

export default function Pricing() {
  const { t } = useTranslation("payments");
  const { packages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("pricing.title")} description={t("pricing.description")} />
      <section className="mx-auto max-w-6xl px-4 pb-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id} data-package-id={pkg.id} className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card">
              <h2 className="font-display text-2xl">{pkg.name}</h2>
              <p className="mt-3">
                {/* The free package is named "Free": its price reads £0, not "Free" again under the name. */}
                <span className="text-3xl font-semibold">{pkg.price === 0 ? t("pricing.freePrice") : formatMoney(pkg.all_in)}</span>{" "}
                <span className="text-muted">{pkg.price === 0 ? t("pricing.freeForEver") : t(`pricing.perTenure.${pkg.tenure as "monthly"}`, { defaultValue: pkg.tenure })}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm">
                <li>{t("pricing.features.events", { count: pkg.max_participant_in_event })}</li>
                <li>{t("pricing.features.recorded", { count: pkg.max_participant_in_pre_recorded_event })}</li>
                <li>{t("pricing.features.channels", { count: pkg.no_of_channel })}</li>
                <li>{t("pricing.features.subscribers", { count: pkg.max_subscriber_in_channel })}</li>
                <li>{t("pricing.features.storage", { count: Math.floor(pkg.storage_quota_bytes / 1024 ** 3) })}</li>
                <li>
                  {t("pricing.features.commission", { live: pkg.commision_live_event, recorded: pkg.commision_pre_recorded_event, subscription: pkg.commision_subscription_user })}
                </li>
              </ul>
              <div className="mt-6">
                {pkg.button?.kind === "subscribed" ? (
                  <span className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold text-success">{t("pricing.subscribed")}</span>
                ) : pkg.button ? (
                  <LinkButton to={pkg.button.href} variant={pkg.button.kind === "upgrade" ? "primary" : "secondary"}>
                    {t(pkg.button.kind === "register" ? "pricing.registerNow" : pkg.button.kind === "upgrade" ? "pricing.upgradeNow" : "pricing.subscribe")}
                  </LinkButton>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{t("pricing.allIn")}</p>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
