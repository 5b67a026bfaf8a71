// What the review form's rules (shared/schemas/review.ts) and the reviews API answer. The spec's wording, kept exactly.
export const reviewMessages = {
  reviewRequired: "Review is required",
  reviewTooLong: "Maximum 2000 characters",
  ratingRequired: "Please choose a rating from 1 to 5 stars",
  userInvalid: "User not found",
  controlCharacters: "Must not contain control characters",
  created: "Review submitted successfully",
  updated: "Review updated successfully",
  self: "You cannot review yourself",
  userNotFound: "User not found",
  unable: "Unable to submit review, Please contact admin.",
};
