// My Profile (spec 001 §2.4, §5): the form's schema, shared by Conform in the browser, the /profile
// action and the API's POST profile. Pure (zod/mini, ADR 016). The 300-character limits say
// "Maximum 300 characters", the limit they apply (the spec's "Maximum 20 characters" misstates it).
import * as z from "zod/mini";
import { formText } from "~shared/form-values";

export const PROFILE_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  bio: "About me is required",
  max300: "Maximum 300 characters",
  website: "Require valid website url starting with https://",
  experience: "Years of experience must be a whole number from 0 to 80",
  tooLong: "At most 100 characters",
  link: (network: string) => `Require valid ${network} url`,
} as const;

export const TEXT_MAX = 300;
export const GENDERS = ["male", "female", "other"] as const;

/** Each network's own addresses: a link must start with one of them. */
export const SOCIAL_NETWORKS = {
  facebook_link: { network: "facebook", prefixes: ["https://www.facebook.com/", "https://facebook.com/", "https://m.facebook.com/"] },
  twitter_link: { network: "twitter", prefixes: ["https://twitter.com/", "https://www.twitter.com/", "https://x.com/", "https://www.x.com/"] },
  linked_link: { network: "linkedin", prefixes: ["https://www.linkedin.com/", "https://linkedin.com/", "https://uk.linkedin.com/"] },
  youtube_link: { network: "youtube", prefixes: ["https://www.youtube.com/", "https://youtube.com/", "https://youtu.be/", "https://m.youtube.com/"] },
  instagram_link: { network: "instagram", prefixes: ["https://www.instagram.com/", "https://instagram.com/"] },
  tiktok_link: { network: "tiktok", prefixes: ["https://www.tiktok.com/", "https://tiktok.com/"] },
} as const;
export type SocialField = keyof typeof SOCIAL_NETWORKS;

const asText = z.transform(formText);
const NO_SPACE = /^\S+$/;

function required(message: string, max: number, maxMessage: string) {
  return z.pipe(asText, z.string({ error: message }).check(z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: maxMessage })));
}

/**
 * An optional field: Conform's parser turns an empty field into undefined after the transform, which
 * stays allowed. Left out it stays undefined (the stored value is kept); an API's null is "" (cleared).
 */
const asOptionalText = z.transform((value: unknown): string | undefined => (value === undefined ? undefined : value === null ? "" : formText(value)));
const optionalText = (inner: z.ZodMiniString<string>) => z.optional(z.pipe(asOptionalText, z.optional(inner)));
const optional = (max: number, maxMessage: string) => optionalText(z.string().check(z.maxLength(max, { error: maxMessage })));

/** A link that is empty or starts with one of `prefixes` (case-insensitive host), with no spaces and something after the prefix. */
export function isLinkOf(value: string, prefixes: readonly string[]): boolean {
  if (value === "") return true;
  const lower = value.toLowerCase();
  return NO_SPACE.test(value) && value.length <= 300 && prefixes.some((prefix) => lower.startsWith(prefix) && value.length > prefix.length);
}

function link(field: SocialField) {
  const { network, prefixes } = SOCIAL_NETWORKS[field];
  return optionalText(z.string().check(z.refine((value) => isLinkOf(value, prefixes), { error: PROFILE_MESSAGES.link(network) })));
}

export const profileSchema = z.object({
  first_name: required(PROFILE_MESSAGES.firstName, 100, PROFILE_MESSAGES.tooLong),
  last_name: required(PROFILE_MESSAGES.lastName, 100, PROFILE_MESSAGES.tooLong),
  gender: optionalText(z.string().check(z.refine((value) => value === "" || (GENDERS as readonly string[]).includes(value), { error: "Choose male, female or other" }))),
  city: optional(100, PROFILE_MESSAGES.tooLong),
  country: optional(100, PROFILE_MESSAGES.tooLong),
  user_website: optionalText(z.string().check(z.refine((value) => isLinkOf(value, ["https://"]), { error: PROFILE_MESSAGES.website }))),
  bio: required(PROFILE_MESSAGES.bio, TEXT_MAX, PROFILE_MESSAGES.max300),
  creator_short_desc: optional(TEXT_MAX, PROFILE_MESSAGES.max300),
  creator_exp: optionalText(z.string().check(z.refine((value) => value === "" || (/^\d{1,2}$/.test(value) && Number(value) <= 80), { error: PROFILE_MESSAGES.experience }))),
  facebook_link: link("facebook_link"),
  twitter_link: link("twitter_link"),
  linked_link: link("linked_link"),
  youtube_link: link("youtube_link"),
  instagram_link: link("instagram_link"),
  tiktok_link: link("tiktok_link"),
});
export type ProfileInput = z.output<typeof profileSchema>;
