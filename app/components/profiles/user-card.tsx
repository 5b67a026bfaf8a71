// A user's public card (host profile and reviews pages, spec 001 §2.8, §2.10): picture (or monogram),
// name, rating with the review count linking to /reviews/{id}, and the social links.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { reviewsUrl } from "~shared/event-urls";
import { Avatar } from "./avatar";
import { formatRating } from "~shared/host-profile";
import type { PublicUserData } from "~server/api/contract";

const SOCIAL = ["facebook_link", "twitter_link", "linked_link", "youtube_link", "instagram_link", "tiktok_link"] as const;

/** Only https addresses become links (the profile form requires them; older rows may not). */
function safeLink(value: string | null): string | null {
  return value && /^https:\/\/[^\s]+$/i.test(value) ? value : null;
}

/** A user's picture or monogram beside their name (the profile card and each review). */
export function UserAvatar({ user, size = "lg" }: { user: Pick<PublicUserData, "full_name" | "pic_url">; size?: "sm" | "lg" }) {
  const { t } = useTranslation("reviews");
  return <Avatar name={user.full_name} src={user.pic_url} alt={t("pictureOf", { name: user.full_name })} size={size} />;
}

/** Five stars, filled up to the (rounded) rating, read out as "Rated 4.5 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("reviews");
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={t("ratingLabel", { rating: formatRating(rating) })} className="text-accent">
      {"★".repeat(filled)}
      <span className="text-muted">{"☆".repeat(5 - filled)}</span>
    </span>
  );
}

export function RatingSummary({ user }: { user: Pick<PublicUserData, "id" | "total_reviews" | "average_rating"> }) {
  const { t } = useTranslation("reviews");
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {user.average_rating !== null ? (
        <>
          <Stars rating={user.average_rating} />
          <span>{t("average", { rating: formatRating(user.average_rating) })}</span>
        </>
      ) : (
        <span className="text-muted">{t("noRating")}</span>
      )}
      <Link to={reviewsUrl(user.id)} className="underline underline-offset-4">
        {t("count", { count: user.total_reviews })}
      </Link>
    </p>
  );
}

/** A link to another site, opened in a new tab (and saying so to screen readers, as the footer's do). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation("layout");
  return (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-4">
      {children}
      <span className="sr-only"> {t("footer.opensInNewTab")}</span>
    </a>
  );
}

export function SocialLinks({ user }: { user: PublicUserData }) {
  const { t } = useTranslation("reviews");
  const links = SOCIAL.flatMap((field) => {
    const href = safeLink(user[field]);
    return href ? [{ href, label: t(`social.${field}`) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <ExternalLink href={link.href}>{link.label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export function UserCard({ user, headingLevel = 1, children }: { user: PublicUserData; headingLevel?: 1 | 2; children?: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="flex flex-col gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:flex-row sm:items-start">
      <UserAvatar user={user} />
      <div className="min-w-0 flex-1 space-y-3">
        <Heading className="font-display text-3xl">{user.full_name}</Heading>
        <RatingSummary user={user} />
        {user.bio ? <p className="whitespace-pre-line">{user.bio}</p> : null}
        <SocialLinks user={user} />
        {children}
      </div>
    </section>
  );
}

export { safeLink };
