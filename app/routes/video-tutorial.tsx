// The video tutorials (/video-tutorial, spec 002 §2.9, §4): the "Marquee Help Centre" banner, Popular
// Topics linking to each category's section, and one accordion of tutorials per category. Opening a
// tutorial plays its video, muted, with captions when there are some; with JavaScript one tutorial
// is open at a time (opening another, or the same again, closes it); without, each opens on its own.
// Headings are HTML the server has sanitised. "Something went wrong" when the list does not load.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef, type SyntheticEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { AccordionSummary, TopicLinks, TopicSection } from "~/components/content/topic-links";
import { Alert } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageMeta } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/help.json";
import pages from "~/locales/en-GB/pages.json";
import type { VideoTutorialData } from "~server/api/contract";

export const handle = {
  ...routeStrings({ help: strings, pages }),
  sameForEveryVisitor: true,
};

export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await apiFor(request, null).get("video-tutorial");
  // The spec's failure: a message in the page, not an error page (the banner and links still help).
  return { categories: answer.success && answer.data ? answer.data : null };
}

export const meta: MetaFunction = (args) => pageMeta(pages["video-tutorial"], args);

const sectionId = (id: number) => `tutorial-topic-${id}`;

export default function VideoTutorials() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const list = useRef<HTMLDivElement>(null);

  // One open at a time: opening a tutorial closes the others and pauses their videos.
  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    const video = opened.querySelector("video");
    if (!opened.open) {
      video?.pause();
      return;
    }
    for (const other of list.current?.querySelectorAll<HTMLDetailsElement>("details[data-tutorial]") ?? []) {
      if (other !== opened && other.open) other.open = false;
    }
    if (video) {
      video.currentTime = 0;
      void video.play().catch(() => undefined);
    }
  }

  return (
    <>
      <header className="bg-ink text-paper">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="font-display text-3xl sm:text-4xl">{t("pages:video-tutorial.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-paper-muted">{t("tutorials.description")}</p>
        </div>
      </header>
      <div ref={list} className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {categories === null ? (
          <Alert tone="error">{t("tutorials.error")}</Alert>
        ) : categories.length === 0 ? (
          <p className="text-muted">{t("tutorials.empty")}</p>
        ) : (
          <section aria-labelledby="popular-topics">
            <h2 id="popular-topics" className="mb-4 font-display text-2xl">
              {t("tutorials.popularTopics")}
            </h2>
            <TopicLinks
              label={t("tutorials.popularTopics")}
              topics={categories.map((c) => ({
                ...c,
                target: sectionId(c.id),
              }))}
            />
          </section>
        )}
        {categories?.map((category) => (
          <TopicSection key={category.id} topic={{ ...category, target: sectionId(category.id) }}>
            {category.videoTutorials.map((tutorial) => (
              <details key={tutorial.id} data-tutorial="" onToggle={onToggle} className="group px-5 py-4">
                <AccordionSummary>
                  {/* Sanitised to an allow-list by the server (server/domain/content/html.ts). */}
                  <span dangerouslySetInnerHTML={{ __html: tutorial.description }} />
                </AccordionSummary>
                <div className="mt-4">
                  <TutorialVideo tutorial={tutorial} unavailable={t("tutorials.noVideo")} />
                </div>
              </details>
            ))}
          </TopicSection>
        ))}
        <p>
          <Link to="/help" className="underline">
            {t("tutorials.moreHelp")}
          </Link>
        </p>
      </div>
    </>
  );
}

function TutorialVideo({ tutorial, unavailable }: { tutorial: VideoTutorialData; unavailable: string }) {
  if (!tutorial.video_url) return <p className="text-muted">{unavailable}</p>;
  return (
    // Autoplay only ever runs muted; a closed tutorial's video is hidden, and paused when closed.
    <video src={tutorial.video_url} controls muted autoPlay playsInline preload="none" className="aspect-video w-full max-w-3xl rounded-md bg-ink">
      {tutorial.captions_url ? <track kind="captions" src={tutorial.captions_url} srcLang="en" label="English" default /> : null}
    </video>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
