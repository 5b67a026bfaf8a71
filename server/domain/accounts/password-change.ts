// Changing the password of the signed-in user. The old password must be given: the current one, or,
// while is_password_reset is 1, the temporary password the user logged in with (which by then is the
// current one). Success clears the reset flag and any pending temporary password, and ends every
// other session of the user.
import { eq } from "drizzle-orm";
import type { ChangePasswordInput } from "~shared/schemas/account";
import { invalid, rejected } from "~server/domain/errors";
import { users } from "~server/db/schema";
import type { Services } from "~server/services";
import { COMMON_PASSWORD, isCommonPassword } from "./common-passwords";
import { hashPassword, verifyPassword } from "./passwords";
import { enforceRateLimit, rateLimitRules, resetRateLimit } from "./rate-limit";
import { revokeAllTokens, type TokenUser } from "./tokens";

export const WRONG_OLD_PASSWORD = "Old password is incorrect";
export const WRONG_PASSWORD = "Password is incorrect";
export const PASSWORD_CHANGED = "Your password has been changed.";

/**
 * Checks a password the signed-in user typed to confirm who they are. Wrong guesses are limited
 * (a stolen session must not become a way to guess the password).
 */
export async function confirmPassword(
  services: Services,
  user: TokenUser,
  password: string,
  refusal: { field: string; message: string },
): Promise<void> {
  // Counted before checking, so that once over the limit even the right password waits.
  await enforceRateLimit(services.db, rateLimitRules.passwordCheckPerUser, user.id, services.now());
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw rejected(refusal.message, { [refusal.field]: [refusal.message] });
  }
  await resetRateLimit(services.db, rateLimitRules.passwordCheckPerUser, user.id);
}

export async function changePassword(services: Services, user: TokenUser, currentToken: string, input: ChangePasswordInput): Promise<void> {
  if (isCommonPassword(input.new_password)) throw invalid(COMMON_PASSWORD, { new_password: [COMMON_PASSWORD] });
  await confirmPassword(services, user, input.old_password, { field: "old_password", message: WRONG_OLD_PASSWORD });
  const now = services.now();
  const passwordHash = await hashPassword(input.new_password);
  await services.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, isPasswordReset: false, tempPasswordHash: null, tempPasswordExpiresAt: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id, now, currentToken);
  });
}
