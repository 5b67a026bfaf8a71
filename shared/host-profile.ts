// The public host profile's pure rules (spec 001 §2.8, §4): which tab opens by default, the tabs'
// own addresses, and how a host's average rating is rounded for cards and profiles.

/** The stars a review gives (spec 001 §5 "Review": 1 to 5). */
export const RATINGS = [1, 2, 3, 4, 5] as const;

export const PROFILE_TABS = ["channels", "online", "pre-recorded"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileCounts {
  channels: number;
  online: number;
  preRecorded: number;
}

/** 001 §4: the Channels tab when the host has channels, else Online Events when any, else Pre-Recorded Events. */
export function defaultProfileTab(counts: ProfileCounts): ProfileTab {
  if (counts.channels > 0) return "channels";
  if (counts.online > 0) return "online";
  return "pre-recorded";
}

/** The tab a `?tab=` asks for, or the default one when it names none. */
export function profileTabOf(asked: string | null | undefined, counts: ProfileCounts): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === asked) ?? defaultProfileTab(counts);
}

/**
 * A host's average rating to one decimal (4.67 → 4.7, halves up: 4.25 → 4.3), from the sum and the
 * number of ratings; null when nobody has rated them. PostgreSQL's round(avg(rating)::numeric, 1)
 * gives the same figure (server/domain/profiles/ratings.ts).
 */
export function averageRating(sum: number, count: number): number | null {
  if (!Number.isFinite(sum) || !Number.isInteger(count) || count <= 0) return null;
  // Integers all the way: sum*10/count rounded half up, so binary fractions cannot tip a half.
  return Math.floor((sum * 20 + count) / (2 * count)) / 10;
}

/** The rating as cards show it: "4.7" (always one decimal). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
