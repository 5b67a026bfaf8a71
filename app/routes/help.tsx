// The Help Centre (/help, spec 000 §2): FAQ categories as icon tiles that take the reader to their
// section, and each question as a <details> accordion that opens without JavaScript. Answers arrive
// as HTML the server has sanitised to an allow-list. Every visitor sees the same page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageContent } from "~/components/content/page-content";
import { AccordionSummary, TopicLinks, TopicSection } from "~/components/content/topic-links";
import { PageHeader } from "~/components/page-header";
import { apiFor } from "~/server-only/api.server";
import { throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/document-title";
import strings from "~/locales/en-GB/help.json";
import pages from "~/locales/en-GB/pages.json";

export const handle = {
  ...routeStrings({ help: strings, pages }),
  sameForEveryVisitor: true,
};

export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await apiFor(request, null).get("faq");
  if (!answer.success || !answer.data) throwUnable("fetch details");
  return { categories: answer.data };
}

export const meta: MetaFunction = (args) => pageMeta(pages.help, args);

const sectionId = (id: number) => `help-topic-${id}`;

export default function HelpCentre() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  return (
    <>
      <PageHeader title={t("pages:help.title")} description={t("pages:help.description")} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16">
        {categories.length === 0 ? (
          <p className="text-muted">{t("help.empty")}</p>
        ) : (
          <TopicLinks
            label={t("help.topics")}
            topics={categories.map((c) => ({
              ...c,
              target: sectionId(c.id),
              detail: t("help.questions", { count: c.faqs.length }),
            }))}
          />
        )}
        {categories.map((category) => (
          <TopicSection key={category.id} topic={{ ...category, target: sectionId(category.id) }}>
            {category.faqs.map((faq) => (
              <details key={faq.id} className="group px-5 py-4">
                <AccordionSummary>{faq.question}</AccordionSummary>
                <div className="mt-3 text-muted">
                  <PageContent page={{ value: faq.answer }} />
                </div>
              </details>
            ))}
          </TopicSection>
        ))}
        <aside className="rounded-lg bg-sunken p-6">
          <h2 className="font-display text-xl">{t("help.stillNeedHelp")}</h2>
          <p className="mt-2">{t("help.stillNeedHelpText")}</p>
          <p className="mt-4 flex flex-wrap gap-4">
            <Link to="/video-tutorial" className="underline">
              {t("help.videos")}
            </Link>
            <Link to="/contact-us" className="underline">
              {t("help.contactUs")}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
