// The public channel card (/channels, host profiles, home): photo, title, type and category, host,
// event counts, places left and the price all-in per month or once. Links to the channel's page,
// /channel-detail/{id}/{channel_slug}.
import { Link } from "@remix-run/react";
import type { TFunction } from "~/components/i18n/use-translation";
import { useTranslation } from "~/components/i18n/use-translation";
import type { ChannelCardData } from "~server/api/contract";
import { KeptCard, StatusBadge, type CardProps } from "~/components/ui";
import { isGeneratedCover } from "~shared/covers";
import { channelUrl, hostProfileUrl } from "~shared/event-urls";
import { formatMoney } from "~shared/money";

export interface ChannelCardProps {
  channel: ChannelCardData;
  headingLevel?: 2 | 3 | 4;
  /** Leaves out the host's link (a host profile shows only that host's channels). */
  hideHost?: boolean;
}

export function ChannelCard(props: ChannelCardProps) {
  const { t } = useTranslation("ui");
  return <KeptCard kind="channel" inputs={props} draw={() => channelCard(props, t)} />;
}

/** The Card of a channel: drawn only when the server has not kept its markup. */
function channelCard({ channel, headingLevel = 3, hideHost = false }: ChannelCardProps, t: TFunction<"ui">): CardProps {
  const category = channel.category ? [channel.category.parent_name, channel.category.name].filter(Boolean).join(" · ") : null;
  const type = t(channel.is_monthly_subscription ? "channelCard.monthly" : "channelCard.fixed");
  const soldOut = channel.remaining_subscriber <= 0;
  return {
    title: channel.title,
    href: channelUrl(channel),
    headingLevel,
    image: channel.image ? { src: channel.image, alt: t(isGeneratedCover(channel.image) ? "channelCard.coverAlt" : "channelCard.photoAlt", { title: channel.title }) } : null,
    eyebrow: category ? `${type} · ${category}` : type,
    badge: soldOut ? <StatusBadge status={t("channelCard.soldOut")} /> : null,
    meta: (
      <>
        {hideHost ? null : (
          <p>
            <Link to={hostProfileUrl(channel.user)} className="relative z-10">
              {t("channelCard.by", { name: channel.user.full_name })}
            </Link>
          </p>
        )}
        <p data-testid="channel-counts">
          {t("channelCard.events", { count: channel.event_count })}
          {soldOut ? null : <> · {t("channelCard.placesLeft", { count: channel.remaining_subscriber })}</>}
        </p>
      </>
    ),
    footer: (
      <p className="font-semibold text-ink" data-testid="channel-price">
        {t(channel.is_monthly_subscription ? "channelCard.perMonth" : "channelCard.once", { price: formatMoney(channel.price_all_in) })}
      </p>
    ),
    children: channel.short_description ? <p>{channel.short_description}</p> : null,
  };
}
