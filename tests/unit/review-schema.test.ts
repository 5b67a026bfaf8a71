// The review form's schema as the page's action and the browser read a form post through Conform
// (spec 001 §5 "Review"): 'Review is required' for an empty text, a rating of 1 to 5 stars.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reviewSchema } from "~shared/schemas/review";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: reviewSchema });
  return submission.status === "success" ? { value: submission.value } : { error: submission.error };
}

describe("reviewSchema through Conform", () => {
  it("takes a review with its stars and trims the text", () => {
    expect(post({ review: "  Calm and clear.  ", rating: "5", user_id: "12" })).toEqual({ value: { review: "Calm and clear.", rating: 5, user_id: 12 } });
  });

  it.each([
    [{ review: "", rating: "3" }, { review: ["Review is required"] }],
    [{ review: "   ", rating: "3" }, { review: ["Review is required"] }],
    [{ rating: "3" }, { review: ["Review is required"] }],
    [{ review: "Fine." }, { rating: ["Please choose a rating from 1 to 5 stars"] }],
    [{ review: "Fine.", rating: "0" }, { rating: ["Please choose a rating from 1 to 5 stars"] }],
    [{ review: "Fine.", rating: "6" }, { rating: ["Please choose a rating from 1 to 5 stars"] }],
    [{ review: "Fine.", rating: "x" }, { rating: ["Please choose a rating from 1 to 5 stars"] }],
    [{ review: "Fine.", rating: "4.5" }, { rating: ["Please choose a rating from 1 to 5 stars"] }],
    [{ review: "", rating: "" }, { review: ["Review is required"], rating: ["Please choose a rating from 1 to 5 stars"] }],
  ])("refuses %o", (fields, error) => {
    expect(post({ user_id: "12", ...fields })).toEqual({ error });
  });
});
