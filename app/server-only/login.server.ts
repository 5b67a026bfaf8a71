// After a login: where the user goes next. (The login form posts to its route, which asks the API
// directly: see docs/decisions/011-no-remix-auth.md.)
import type { LoginData } from "~server/api/contract";
import { safeRedirectPath } from "~/lib/redirect";

/** Where a successful login goes: /change-password for a temporary password, else the `r` hint, else url_redirect. */
export function afterLoginPath(user: Pick<LoginData, "is_password_reset" | "url_redirect">, returnTo: string | null): string {
  if (user.is_password_reset === 1) return "/change-password";
  const fallback = safeRedirectPath(user.url_redirect);
  return safeRedirectPath(returnTo, fallback);
}
