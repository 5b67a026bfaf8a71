// The channels and courses a search on /search also finds: a section of its own after the events
// (whose list stays as spec 000 §2 has it), a row of the best few channel cards and a link to the
// whole match on /channels (the catalogue's own search, with the same text and category). Left out
// when no channel matches.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { ChannelCardData } from "~server/api/contract";
import { ChannelCard } from "~/components/channels/channel-card";
import { buttonClasses } from "~/components/ui";

export interface ChannelMatchesProps {
  channels: readonly ChannelCardData[];
  total: number;
  /** /channels with the search's text and category. */
  allHref: string;
}

export function ChannelMatches({ channels, total, allHref }: ChannelMatchesProps) {
  const { t } = useTranslation("search");
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="channel-matches" className="mt-12 border-t border-line pt-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="channel-matches" className="font-display text-2xl">
          {t("channels.heading")}
        </h2>
        <p className="text-sm text-muted">{t("channels.count", { count: total })}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="channel-matches">
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
      {total > channels.length ? (
        <p className="mt-6">
          <Link to={allHref} className={buttonClasses({ variant: "secondary" })}>
            {t("channels.seeAll", { count: total })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
