// The shared page of routes whose screens later issues build: it answers with the page's real title
// inside the layout, and applies the page's guard (login for private pages).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { requireUser } from "~/server-only/auth.server";
import { documentTitle, isPageKey, pageMeta, pageText, pageTitle } from "~/lib/page-title";
import { accessOf, sectionKey } from "~/lib/sections";
import { routeStrings } from "~/lib/i18n";
import pages from "~/locales/en-GB/pages.json";

// A public section page depends only on its URL; private ones send visitors to log in.
export const handle = { ...routeStrings({ pages }), sameForEveryVisitor: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const key = sectionKey(new URL(request.url).pathname);
  if (!isPageKey(key)) throw data(null, { status: 404 });
  const access = accessOf(key);
  if (access !== "public") {
    await requireUser(request, context);
  }
  return { key };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...place }) => {
  const key = data?.key ?? "";
  if (!data || accessOf(key) !== "public") return [{ title: documentTitle(pageTitle(key)) }];
  return pageMeta(pageText(key), place);
};

export default function SectionPage() {
  const { key } = useLoaderData<typeof loader>();
  return <Section pageKey={key} />;
}

export function Section({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation("pages");
  return <PageHeader title={t(`${pageKey}.title`)} description={t(`${pageKey}.description`)} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
