// Logging in through the login form: remix-auth's Authenticator with a FormStrategy whose verify
// step asks the API (POST login). What it gives back is the API's LoginData (the user, the access
// token, url_redirect and is_password_reset); the login route puts the token in a new session.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "~/lib/schemas/account";
import type { LoginData } from "~server/api/contract";
import { apiFor } from "./api.server";
import { safeRedirectPath } from "./redirect";

/** The API refused the login (wrong password, unknown address, too many attempts …): its message, word for word. */
export class LoginRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "LoginRefused";
  }
}

export const FORM_STRATEGY = "form";

export const authenticator = new Authenticator<LoginData>();

authenticator.use(
  new FormStrategy<LoginData>(async ({ form, request }) => {
    // The route has already validated the form with the same schema; parse again for the clean values.
    const input = loginSchema.safeParse(Object.fromEntries(form));
    if (!input.success) throw new LoginRefused(input.error.issues[0]?.message ?? "Invalid input", 400);
    const answer = await apiFor(request).post("login", input.data);
    if (!answer.success || !answer.data?.access_token) {
      throw new LoginRefused(answer.message || "Something went wrong", answer.status >= 400 ? answer.status : 500, answer.errors);
    }
    return answer.data;
  }),
  FORM_STRATEGY,
);

/** Where a successful login goes: /change-password for a temporary password, else the `r` hint, else url_redirect. */
export function afterLoginPath(user: Pick<LoginData, "is_password_reset" | "url_redirect">, returnTo: string | null): string {
  if (user.is_password_reset === 1) return "/change-password";
  const fallback = safeRedirectPath(user.url_redirect);
  return safeRedirectPath(returnTo, fallback);
}
