// The admin console's form actions: parse the posted form with the API's own schema (422 with the
// fields' messages), post it, and on success redirect with a toast (PRG); a refusal comes back on
// the form it was posted from, named by its intent, since an admin page has several forms.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { $ZodType, output } from "zod/v4/core";
import type { AdminFormReplyData } from "~/components/admin/content-forms";
import type { ApiResult } from "./api.server";
import { redirectWithToast, refusalReply } from "./api-replies.server";
import type { AppSession } from "./session.server";

/** What an admin form's failed post answers: which form (its intent) and Conform's reply. */
export type AdminFormReply = AdminFormReplyData;

export async function submitAdminForm<Schema extends $ZodType<unknown, Record<string, unknown>>>(options: {
  form: FormData;
  intent: string;
  schema: Schema;
  post: (value: output<Schema>) => Promise<ApiResult<unknown>>;
  /** Where a success goes (the list, without the edit or confirm step). */
  to: string;
  session: AppSession;
}) {
  const { form, intent, schema, post, to, session } = options;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data<AdminFormReply>({ intent, result: submission.reply() }, { status: 422 });
  const answer = await post(submission.value as output<Schema>);
  if (!answer.success) {
    const fields = Object.keys(answer.errors ?? {});
    const { result, status } = refusalReply(submission, answer, { fields, action: "save" });
    return data<AdminFormReply>({ intent, result }, { status });
  }
  return redirectWithToast(to, { type: "success", title: "Success!", message: answer.message }, { session });
}

/**
 * A page's main form (a new package, category or discount code; a package's edit page): parsed with
 * the page's schema (422 with the fields' messages), posted as the API reads it, and on success a
 * redirect with a toast (PRG). A refusal comes back on the form, the API's 400 as the schema's 422.
 */
export async function submitPageForm(options: {
  form: FormData;
  schema: $ZodType<unknown, Record<string, unknown>>;
  post: () => Promise<ApiResult<unknown>>;
  /** The form's fields, for the API's per-field messages. */
  fields: readonly string[];
  /** What failed, for the refusal's message: "create the package". */
  action: string;
  to: string;
  session: AppSession;
}) {
  const { form, schema, post, fields, action, to, session } = options;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 422 });
  const answer = await post();
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields, action });
    return data(result, { status: status === 400 ? 422 : status });
  }
  return redirectWithToast(to, { type: "success", title: "Success!", message: answer.message }, { session });
}

/** The reply for a form whose intent is not one the page has: nothing done. */
export function unknownIntent(intent: string) {
  return data<AdminFormReply>({ intent, result: { status: "error", error: { "": ["Nothing to do."] } } }, { status: 400 });
}

/** The row a step of the query names (?edit-faq=ID): one that exists, or none; a missing one is the 404 page. */
export function stepOf<Row extends { id: number }>(url: URL, name: string, rows: Row[]): Row | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  const row = rows.find((candidate) => String(candidate.id) === raw);
  if (!row) throw data({ message: "Not found" }, { status: 404 });
  return row;
}
