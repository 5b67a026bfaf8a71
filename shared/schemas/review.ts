// The review form (spec 001 §2.10, §5 "Review"): text required ('Review is required') and a rating
// of 1 to 5 stars, for the user named by user_id. One schema for Conform in the browser, the page's
// action and the API (POST reviews/create). Written with zod/mini (docs/decisions/016-javascript-budget.md).
import * as z from "zod/mini";
import { formText } from "~shared/form-values";
import { RATINGS } from "~shared/host-profile";
import { idOf } from "~shared/ids";
import { reviewMessages } from "~shared/messages/reviews";

export { reviewMessages };
export const REVIEW_MAX_LENGTH = 2000;
// Control characters other than tab and line breaks (a review may have paragraphs).
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The wire format: a form sends strings, a JSON client may send numbers. */
export interface ReviewFields {
  review?: string | null;
  rating?: number | string | null;
  user_id?: number | string | null;
}

/** A rating from a form ("4") or JSON (4); anything else (4.5, "x", "") is null. */
const ratingOf = (value: unknown): number | null => RATINGS.find((rating) => String(rating) === formText(value)) ?? null;

export const reviewSchema = z.object({
  // A field left empty is absent from a form post (Conform drops it): read as "".
  review: z.pipe(
    z.pipe(z.optional(z.unknown()), z.transform(formText)),
    // Conform turns an empty string into undefined before a string schema: that is "required" too.
    z.string({ error: reviewMessages.reviewRequired }).check(
      z.minLength(1, { error: reviewMessages.reviewRequired, abort: true }),
      z.maxLength(REVIEW_MAX_LENGTH, { error: reviewMessages.reviewTooLong }),
      z.refine((value: string) => !CONTROL_IN_TEXT.test(value), { error: reviewMessages.controlCharacters }),
    ),
  ),
  rating: z.pipe(
    z.pipe(z.optional(z.unknown()), z.transform(ratingOf)),
    z.custom<number>((value) => RATINGS.some((rating) => rating === value), { error: reviewMessages.ratingRequired }),
  ),
  user_id: z.pipe(
    z.pipe(z.optional(z.unknown()), z.transform(idOf)),
    z.custom<number>((value) => typeof value === "number" && value >= 1, { error: reviewMessages.userInvalid }),
  ),
});

export type ReviewInput = z.output<typeof reviewSchema>;
