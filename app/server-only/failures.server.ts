// The spec's texts for a call that failed at the server or network level (spec 000 §8, 001 and 002
// error catalogues): "Unable to <action>, Please contact admin." Refusals (4xx) keep the API's own message.
import { data } from "@remix-run/node";
import type { ApiResult } from "./api.server";
import { isServerFailure } from "./api.server";
import { paymentFailures } from "~shared/messages/payments";

/** The spec's wording, e.g. unableTo("change password") → "Unable to change password, Please contact admin." */
export function unableTo(action: string): string {
  return `Unable to ${action}, Please contact admin.`;
}

/** The payment calls' own text for a failure at the server or network level (spec 000 §8), not an "Unable to …" one. */
export const PAYMENT_FAILED = paymentFailures.paymentFailed;

/** What a payment step shows for a failed call: the spec's payment text for a server failure, else the API's message. */
export function paymentFailureMessage(answer: ApiResult<unknown>): string {
  return isServerFailure(answer) ? PAYMENT_FAILED : answer.message;
}

/** What a form shows for a failed call: the spec's "Unable to …" text for a server failure, else the API's message. */
export function failureMessage(answer: ApiResult<unknown>, action: string): string {
  return isServerFailure(answer) ? unableTo(action) : answer.message;
}

/** The spec's text for a save the server refused on the video and bulk pages (001 §8), shown as an alert and inline. */
export const SOMETHING_WENT_WRONG = "Something went wrong";

/** What the video and bulk pages show for a failed save: "Unable to …" at the server or network level, else 'Something went wrong'. */
export function saveFailure(answer: ApiResult<unknown>, action: string): { message: string; inline: boolean } {
  return isServerFailure(answer) ? { message: unableTo(action), inline: false } : { message: SOMETHING_WENT_WRONG, inline: true };
}

/** For loaders: the route's error boundary shows the "Unable to …" text with status 503. */
export function throwUnable(action: string, status = 503): never {
  throw data({ message: unableTo(action) }, { status });
}

/**
 * For list loaders (002 §8): a list the API refused (success false) fails with "Something went wrong"
 * and the API's status; a failure at the server or network level with the "Unable to …" text and 503.
 */
export function throwListFailure(answer: Pick<ApiResult<unknown>, "success" | "status">, action: string): never {
  if (isServerFailure(answer) || answer.status < 400) throwUnable(action);
  throw data({ message: SOMETHING_WENT_WRONG }, { status: answer.status });
}
