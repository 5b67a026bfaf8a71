// The edges every form action shares: the status a page answers with after an API call, a Conform
// reply built from an API refusal, and a redirect that carries a toast message.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { ApiResult } from "./api.server";
import { failureMessage } from "./failures.server";
import { commitSession, getSession, type AppSession, type Toast } from "./session.server";

/** The page's status for a failed call: the API's own 4xx, and 500 for anything that is not an answer. */
export function pageStatus(answer: Pick<ApiResult<unknown>, "status">): number {
  return answer.status >= 400 ? answer.status : 500;
}

export interface RefusalOptions {
  /** The form's fields: the API's messages for these show on the fields, any other refusal as a form message. */
  fields: readonly string[];
  /** What the form does, for the spec's "Unable to <action>, Please contact admin." when the API could not answer. */
  action?: string;
  /** Fields whose values are not sent back (passwords). */
  hideFields?: string[];
}

/** A Conform reply for an API refusal, and the status to answer it with. */
export function refusalReply<Schema>(
  submission: Submission<Schema, string[]>,
  answer: ApiResult<unknown>,
  { fields, action, hideFields }: RefusalOptions,
): { result: SubmissionResult<string[]>; status: number } {
  const fieldErrors = Object.fromEntries(Object.entries(answer.errors ?? {}).filter(([name]) => fields.includes(name)));
  const onFields = Object.keys(fieldErrors).length > 0;
  const message = action ? failureMessage(answer, action) : answer.message;
  return {
    result: submission.reply({ formErrors: onFields ? undefined : [message], fieldErrors, hideFields }),
    status: pageStatus(answer),
  };
}

/**
 * A redirect that shows a toast on the next page. Pass the session to keep (a logged-in user's);
 * without one, the request's own session carries it.
 */
export async function redirectWithToast(
  to: string,
  toast: Toast,
  from: { request: Request } | { session: AppSession },
): Promise<Response> {
  const session = "session" in from ? from.session : await getSession(from.request);
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}
