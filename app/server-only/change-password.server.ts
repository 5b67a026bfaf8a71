// Change password, the one action behind both screens (spec 002 §5): /change-password (variant one,
// a special character required; also where a temporary password confines its user) and My Account
// (variant two). Each screen passes its own rule's schema; both post the same API call, keep no
// password in the form they answer, and word a refusal the same way.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { changePasswordSchema, changePasswordWithSpecialSchema } from "~shared/schemas/account";
import { apiFor } from "./api.server";
import { refusalReply } from "./api-replies.server";

const passwordFields = ["old_password", "new_password", "password_confirmation"];

export type ChangePasswordOutcome =
  | { changed: true; message: string }
  | { changed: false; result: SubmissionResult<string[]>; status: number };

export async function changePassword(
  request: Request,
  token: string,
  formData: FormData,
  schema: typeof changePasswordSchema | typeof changePasswordWithSpecialSchema,
): Promise<ChangePasswordOutcome> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return { changed: false, result: submission.reply({ hideFields: passwordFields }), status: 400 };
  }
  const { old_password, new_password } = submission.value;
  const answer = await apiFor(request, token).post("change-password", {
    old_password,
    new_password,
    password_confirmation: new_password,
  });
  if (!answer.success) {
    return { changed: false, ...refusalReply(submission, answer, { fields: passwordFields, action: "change password", hideFields: passwordFields }) };
  }
  return { changed: true, message: answer.message };
}
