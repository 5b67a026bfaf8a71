// Host profiles, reviews and My Profile (spec 001 §2.4, §2.8, §2.10, §3, §7). Public profiles: the
// optional viewerId of the path is ignored (the viewer is the token's user); 404 'User not found'
// for an unknown or deleted user. One review per reviewer per user: a second one edits the first.
import * as z from "zod/mini";
import { profileSchema } from "~shared/schemas/profile";
import { reviewSchema } from "~shared/schemas/review";
import type { ChannelCardData } from "./channel-catalogue";
import type { PublicEventData } from "./discovery";
import { answer, call, wire } from "./define";

/** A user's links to their pages elsewhere, as profiles and event pages show them. */
export interface SocialLinksData {
  facebook_link: string | null;
  twitter_link: string | null;
  linked_link: string | null;
  youtube_link: string | null;
  instagram_link: string | null;
  tiktok_link: string | null;
}

/** A user as anyone may see them: no email, date of birth, phone, package or payment details. */
export interface PublicUserData extends SocialLinksData {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  /** The host_name of /host-profile/{id}/{host_name}. */
  slug: string;
  /** A public address of the picture, or null. */
  pic_url: string | null;
  bio: string | null;
  creator_short_desc: string | null;
  /** Years of experience. */
  creator_exp: number | null;
  user_website: string | null;
  /** A public address of the profile video, or null. */
  profile_video: string | null;
  total_reviews: number;
  /** The average of the ratings to one decimal (shared/host-profile.ts), null before the first review. */
  average_rating: number | null;
}

/**
 * The public host profile (spec 001 §3 "User / host profile"): the public fields, the host's
 * channels, and the event cards the profile lists — live events not yet ended and pre-recorded
 * events outside channels — as every public event answer: never a join link or a full video.
 */
export interface HostProfileData extends PublicUserData {
  events: PublicEventData[];
  /** The host's listed channels as the catalogue's cards (GET channels), newest first. */
  channels: ChannelCardData[];
  /** The caller (from the token, never the path) is this user. */
  is_own_profile: boolean;
}

/** One review (spec 001 §3 "Review"); user_id is the reviewer. */
export interface ReviewData {
  id: number;
  user_id: number;
  full_name: string;
  pic_url: string | null;
  created_at: string;
  rating: number;
  review: string;
  /** The reviewer booked an event of, or subscribed to a channel of, the reviewed user. */
  verified: boolean;
}

/** GET reviews/{id}: the reviewed user and their reviews, newest first; what the caller may do. */
export interface ReviewsData {
  user: PublicUserData;
  reviews: ReviewData[];
  /** A logged-in caller who is not the reviewed user. */
  can_review: boolean;
  /** The caller's own review of this user (a new one edits it), or null. */
  my_review: { review: string; rating: number } | null;
}

export interface ReviewBody {
  review: string;
  /** 1 to 5. */
  rating: number | string;
  /** The reviewed user. */
  user_id: number | string;
}

export interface ReviewSavedData {
  id: number;
  /** False when the caller's earlier review of this user was edited. */
  created: boolean;
}

/** My Profile (001 §2.4, §3 User / host profile): the caller's own editable profile. */
export interface ProfileData extends SocialLinksData {
  first_name: string;
  last_name: string;
  email: string;
  dob: string | null;
  gender: string | null;
  city: string | null;
  country: string | null;
  user_website: string | null;
  bio: string | null;
  creator_short_desc: string | null;
  creator_exp: number | null;
  pic_url: string | null;
  avatar_url: string | null;
  /** The saved video's storage key (kept by the form) and where to watch it. */
  profile_video: string | null;
  profile_video_url: string | null;
  package: { id: number; name: string };
  /** The public host page. */
  profile_path: string;
}

/** Names and about me are required; an optional field left out keeps its stored value, "" (or null) clears it. */
export interface ProfileBody {
  first_name: string;
  last_name: string;
  bio: string;
  gender?: string;
  city?: string;
  country?: string;
  user_website?: string;
  creator_short_desc?: string;
  creator_exp?: string | number;
  facebook_link?: string;
  twitter_link?: string;
  linked_link?: string;
  youtube_link?: string;
  instagram_link?: string;
  tiktok_link?: string;
  /** A finished profile-photo upload of the caller's. */
  pic?: string;
  /** The square chosen in the browser, in percent of the photo's width and height. */
  crop_x?: string | number;
  crop_y?: string | number;
  crop_width?: string | number;
  crop_height?: string | number;
  /** The spec's base64 photo, when no upload is named. */
  pic_img?: string;
  /** A finished profile-video upload of the caller's; "" removes the video; absent keeps it. */
  profile_video?: string;
}

/** 10 MB of photo, as base64. */
const BASE64_MAX = 14_000_000;

const text = (max: number) => z.optional(z.pipe(z.unknown(), z.transform((value) => (typeof value === "string" ? value.slice(0, max) : typeof value === "number" ? String(value) : ""))));

const profileBodySchema = z.extend(profileSchema, {
  pic: text(200),
  crop_x: text(20),
  crop_y: text(20),
  crop_width: text(20),
  crop_height: text(20),
  pic_img: z.optional(z.string().check(z.maxLength(BASE64_MAX, { error: "The photo must be at most 10 MB." }))),
  profile_video: text(200),
});

export const profileCalls = {
  "GET user-profile/:id": call({ access: "public", answer: answer<{ user: HostProfileData }>() }),
  "GET user-profile/:id/:viewerId": call({ access: "public", answer: answer<{ user: HostProfileData }>() }),
  /** Public; 404 'User not found' for an unknown or deleted user. */
  "GET reviews/:id": call({ access: "public", answer: answer<ReviewsData>() }),
  /** Not of oneself (403); 422 with 'Review is required' / the rating's message on bad input. */
  "POST reviews/create": call({ access: "user", body: reviewSchema, wire: wire<ReviewBody>(), answer: answer<ReviewSavedData>() }),
  "GET profile": call({ access: "user", answer: answer<ProfileData>() }),
  "POST profile": call({ access: "user", body: profileBodySchema, wire: wire<ProfileBody>(), answer: answer<ProfileData>() }),
};
