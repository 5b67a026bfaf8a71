// The trending tab (GET trending-event-channel): channels or events, as tab links (`?trending=`),
// descriptions cut to 100 characters by the API.
import { useTranslation } from "~/components/i18n/use-translation";
import { EventCard } from "~/components/events/event-card";
import { ChannelCard } from "~/components/channels/channel-card";
import { Tabs } from "~/components/ui";
import { changedSearch } from "~/lib/carousel";
import type { HomeTrending, TrendingTab } from "~/server-only/home.server";

const GRID = "grid gap-4 min-[464px]:grid-cols-2 lg:grid-cols-3";

export function Trending({ trending, tab, search, now, loggedIn, path }: { trending: HomeTrending; tab: TrendingTab; search: string; now: number; loggedIn: boolean; path: string }) {
  const { t } = useTranslation("home");
  const to = (name: TrendingTab) => `${path}${changedSearch(search, { trending: name === "channels" ? null : name })}#trending`;
  return (
    <section id="trending" aria-labelledby="trending-heading" className="scroll-mt-24 space-y-4">
      <h2 id="trending-heading" className="font-display text-3xl">
        {t("trending.heading")}
      </h2>
      <Tabs
        label={t("trending.label")}
        items={[
          { label: t("trending.channels"), to: to("channels"), active: tab === "channels" },
          { label: t("trending.events"), to: to("events"), active: tab === "events" },
        ]}
      />
      {tab === "channels" ? (
        trending.channels.length === 0 ? (
          <p className="text-muted">{t("trending.noChannels")}</p>
        ) : (
          <ul className={GRID} data-testid="trending-channels">
            {trending.channels.map((channel) => (
              <li key={channel.id}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
        )
      ) : trending.events.length === 0 ? (
        <p className="text-muted">{t("trending.noEvents")}</p>
      ) : (
        <ul className={GRID} data-testid="trending-events">
          {trending.events.map((event) => (
            <li key={event.id} className="flex flex-col gap-2">
              <EventCard event={event} now={now} loggedIn={loggedIn} />
              <p className="px-1 text-sm text-muted">{event.short_description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
