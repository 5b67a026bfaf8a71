// Forgotten password: a readable temporary password, valid for one hour, is mailed to the account.
// The answer is the same whether or not the address has an account. The current password keeps
// working until the temporary one is used (see login.ts).
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { passwordStrength, PASSWORD_SPECIALS } from "~shared/schemas/account";
import { users } from "~server/db/schema";
import { deliverSoon, queueMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { isCommonPassword } from "./common-passwords";
import { temporaryPasswordMail } from "./mails";
import { hashPassword } from "./passwords";
import { findUserByEmail } from "./registration";
import { enforceRateLimit, hitRateLimit, isKnownIp, rateLimitRules, tooManyAttempts } from "./rate-limit";

export const TEMPORARY_PASSWORD_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent a temporary password to it.";

// No look-alikes (0/O, 1/l/I): the password is read from a mail and typed in.
const UPPER = "ABCDEFGHJKMNPQRSTUVWXYZ";
const LOWER = "abcdefghjkmnpqrstuvwxyz";
const DIGITS = "23456789";
const ALPHABET = UPPER + LOWER + DIGITS;

function pick(characters: string): string {
  return characters[randomInt(characters.length)];
}

/**
 * A temporary password such as "Kp7m-Xr4t-Wq9z#": three groups of four unambiguous characters and
 * one of the counted specials. About 70 bits of randomness, and it meets every password rule
 * (including, however unlikely a miss, not being a common password).
 */
export function generateTemporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => pick(ALPHABET)).join(""));
    const password = `${groups.join("-")}${pick(PASSWORD_SPECIALS)}`;
    const strength = passwordStrength(password);
    if (strength.standard && strength.withSpecial && !isCommonPassword(password)) return password;
  }
}

export async function requestTemporaryPassword(services: Services, email: string, clientIp: string): Promise<string> {
  const { db } = services;
  const now = services.now();
  const address = email.trim().toLowerCase();
  if (isKnownIp(clientIp)) await enforceRateLimit(db, rateLimitRules.forgotPasswordPerIp, clientIp, now);
  const account = await hitRateLimit(db, rateLimitRules.forgotPasswordPerAccount, address, now);
  if (account.limited) throw tooManyAttempts(account.retryAfterSeconds);

  // Generate and hash in every case, so a known address takes as long to answer as an unknown one.
  const temporaryPassword = generateTemporaryPassword();
  const temporaryHash = await hashPassword(temporaryPassword);
  const user = await findUserByEmail(services, address);
  if (!user || user.deletedAt) return FORGOT_PASSWORD_MESSAGE;

  const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tempPasswordHash: temporaryHash, tempPasswordExpiresAt: expiresAt, updatedAt: now })
      .where(eq(users.id, user.id));
    await queueMail(tx, services, temporaryPasswordMail(user, services.config.appUrl, temporaryPassword, expiresAt), {
      secrets: [temporaryPassword],
    });
  });
  await deliverSoon(services);
  return FORGOT_PASSWORD_MESSAGE;
}
