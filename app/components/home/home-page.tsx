// The home page's sections in one of two layouts: "current" (/home and /current-events) and "old"
// (/old-home, the older arrangement of the same data: a page header, the carousels first).
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import type { HomeData } from "~/server-only/home.server";
import { AboutBlock } from "./about-block";
import { EventCarousel } from "./event-carousel";
import { FeaturedEvent } from "./featured-event";
import { MissionBanner } from "./mission-banner";
import { Trending } from "./trending";

export function HomePage({ data, path, layout, title }: { data: HomeData; path: string; layout: "current" | "old"; title: string }) {
  const { t } = useTranslation("home");
  const shared = { search: data.search, now: data.now, loggedIn: data.loggedIn, path };
  const featured = <FeaturedEvent event={data.featured} now={data.now} loggedIn={data.loggedIn} />;
  const about = data.about ? <AboutBlock about={data.about} /> : null;
  const trending = <Trending trending={data.trending} tab={data.trendingTab} {...shared} />;
  const live = <EventCarousel id="live-events" heading={t("live.heading")} carousel={data.live} {...shared} />;
  const recorded = <EventCarousel id="recorded-events" heading={t("recorded.heading")} carousel={data.recorded} {...shared} />;

  if (layout === "old") {
    return (
      <>
        <PageHeader title={title} description={t("oldHome.intro")} />
        <div className="mx-auto max-w-6xl space-y-14 px-4 pb-16">
          {live}
          {recorded}
          {featured}
          {trending}
          {about}
        </div>
      </>
    );
  }
  return (
    <>
      <MissionBanner />
      <h1 className="sr-only">{title}</h1>
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-10 pb-16">
        {featured}
        {about}
        {trending}
        {live}
        {recorded}
      </div>
    </>
  );
}
