// The host card of event and channel pages: picture, name, rating, bio and social links. Its own
// module, so a channel page takes it without the event page's code (the JavaScript budget).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { EventDetailData } from "~server/api/contract";
import { hostProfileUrl, reviewsUrl } from "~shared/event-urls";
import { Avatar } from "~/components/profiles/avatar";
import { webUrl } from "~/lib/web-url";

const SOCIAL = [
  ["website", "website"],
  ["facebook_link", "facebook"],
  ["twitter_link", "twitter"],
  ["linked_link", "linkedin"],
  ["youtube_link", "youtube"],
  ["instagram_link", "instagram"],
  ["tiktok_link", "tiktok"],
] as const;

/** A channel's creator also says who they are in a line and how long they have done it (002 §3). */
type CardHost = EventDetailData["user"] & { creator_short_desc?: string | null; creator_exp?: number | null };

/** The host card of event and channel pages: picture, name, rating, bio and social links. */
export function HostCard({ host, heading }: { host: CardHost; heading?: string }) {
  const { t } = useTranslation("host-card");
  const links = SOCIAL.flatMap(([field, label]) => {
    const href = webUrl(host[field]);
    return href ? [{ href, label }] : [];
  });
  return (
    <section aria-labelledby="host-heading" className="space-y-3 rounded-card border border-line p-4" data-testid="host-card">
      <h2 id="host-heading" className="text-sm tracking-wider text-muted uppercase">
        {heading ?? t("hostedBy")}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={host.full_name} src={host.pic_url} alt={t("host.pictureOf", { name: host.full_name })} size="md" />
        <div>
          <p className="font-display text-xl">
            <Link to={hostProfileUrl(host)} className="underline-offset-4 hover:underline">
              {host.full_name}
            </Link>
          </p>
          <p className="text-sm">
            {host.rating !== null ? <span>{t("host.rating", { rating: host.rating.toFixed(1) })} · </span> : null}
            <Link to={reviewsUrl(host.id)} className="underline underline-offset-4">
              {t("host.reviews", { count: host.total_reviews })}
            </Link>
          </p>
        </div>
      </div>
      {host.creator_short_desc ? <p className="font-medium">{host.creator_short_desc}</p> : null}
      {host.creator_exp ? <p className="text-sm text-muted">{t("host.experience", { count: host.creator_exp })}</p> : null}
      {host.bio ? <p className="text-sm whitespace-pre-line">{host.bio}</p> : null}
      {links.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("host.socialLabel", { name: host.full_name })}>
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-4">
                {t(`host.${link.label}`)} <span className="sr-only">{t("newWindow")}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={hostProfileUrl(host)} className="text-sm underline underline-offset-4">
          {t("host.profile")}
        </Link>
      </p>
    </section>
  );
}
