// Signing up and activating an account.
// Signup answers the same way whether or not the address already has an account: a new address gets
// an account (free package, not activated) and an activation link; a known one gets a mail saying that
// someone tried to register with it. The activation code is random; only its SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { RegisterInput } from "~shared/schemas/account";
import { invalid, rejected } from "~server/domain/errors";
import { users } from "~server/db/schema";
import { deliverSoon, queueMail } from "~server/domain/mail";
import { currentFreePackageIdSql } from "~server/domain/payments/packages";
import type { Services } from "~server/services";
import { COMMON_PASSWORD, isCommonPassword } from "./common-passwords";
import { activationMail, registrationAttemptMail, welcomeMail } from "./mails";
import { hashPassword } from "./passwords";
import { enforceRateLimit, isKnownIp, rateLimitRules } from "./rate-limit";
import type { UserRow } from "./user-data";

export const SIGNUP_TITLE = "Please check your email";
export const ACTIVATION_FAILED = "User has not been verified";
export const ACTIVATED_MESSAGE = "Your account is now activated. You can log in.";
export const VERIFICATION_SENT = "New Verification Email Sent";
export const ALREADY_ACTIVATED = "Your account is already activated.";

export function signupMessage(email: string): string {
  return `We have sent an email to ${email}. Please follow the link in it to activate your Marquee account.`;
}

/** The domain of deleted accounts' placeholder addresses (deleted-<id>@deleted.marquee). */
export const DELETED_EMAIL_DOMAIN = "deleted.marquee";

export function isReservedEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DELETED_EMAIL_DOMAIN}`);
}

export function hashActivationCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

export function newActivationCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString("base64url");
  return { code, hash: hashActivationCode(code) };
}

export async function findUserByEmail(services: Services, email: string): Promise<UserRow | null> {
  const [user] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export interface SignupResult {
  title: string;
  message: string;
  /** The account this signup made; null when the address was known (or reserved): the answer is the same. */
  created: UserRow | null;
}

export async function signup(services: Services, input: RegisterInput, clientIp: string): Promise<SignupResult> {
  if (isCommonPassword(input.password)) throw invalid(COMMON_PASSWORD, { password: [COMMON_PASSWORD] });
  const now = services.now();
  if (isKnownIp(clientIp)) await enforceRateLimit(services.db, rateLimitRules.signupPerIp, clientIp, now);
  const email = input.email.trim().toLowerCase();
  const answer = { title: SIGNUP_TITLE, message: signupMessage(email) };

  // Deleted accounts keep their row under a reserved address; nobody may sign up with one.
  if (isReservedEmail(email)) {
    await hashPassword(input.password);
    return { ...answer, created: null };
  }

  // Hash first, whatever happens next, so the answer takes as long for a known address as a new one.
  const passwordHash = await hashPassword(input.password);
  const activation = newActivationCode();
  // The account and its activation mail are written together, or not at all. A new address and a
  // known one make the same statements in the same order (insert, read, one mail), so neither answers
  // sooner: the answer's time tells nothing about the address either.
  const outcome = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email,
        passwordHash,
        packageId: currentFreePackageIdSql,
        dateOfBirth: input.dateOfBirth,
        acceptContact: input.acceptContact,
        activationCodeHash: activation.hash,
        createdAt: now,
        updatedAt: now,
      })
      // The unique index on lower(email) settles a race between two signups for one address.
      .onConflictDoNothing()
      .returning({ id: users.id });
    const [account] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (!account || account.deletedAt) return { queued: false, created: null };
    if (inserted) {
      await queueMail(tx, services, activationMail(account, services.config.appUrl, activation.code), { secrets: [activation.code] });
      return { queued: true, created: account };
    }
    await queueMail(tx, services, registrationAttemptMail(account, services.config.appUrl));
    return { queued: true, created: null };
  });
  if (outcome.queued) await deliverSoon(services);
  return { ...answer, created: outcome.created };
}

/** POST activate: the code from the mailed link activates the account once, then a welcome mail goes out. */
export async function activate(services: Services, code: string): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ activatedAt: now, activationCodeHash: null, updatedAt: now })
      .where(and(eq(users.activationCodeHash, hashActivationCode(code)), isNull(users.activatedAt), isNull(users.deletedAt)))
      .returning();
    if (!user) throw rejected(ACTIVATION_FAILED);
    await queueMail(tx, services, welcomeMail(user, services.config.appUrl));
  });
  await deliverSoon(services);
}

/** POST resend-activation: a new link for the caller (never for an id taken from the payload). */
export async function resendActivation(services: Services, caller: UserRow): Promise<void> {
  const now = services.now();
  if (caller.activatedAt) throw rejected(ALREADY_ACTIVATED);
  await enforceRateLimit(services.db, rateLimitRules.resendActivationPerUser, caller.id, now);
  const activation = newActivationCode();
  await services.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ activationCodeHash: activation.hash, updatedAt: now })
      .where(and(eq(users.id, caller.id), isNull(users.activatedAt)))
      .returning();
    if (!user) throw rejected(ALREADY_ACTIVATED);
    await queueMail(tx, services, activationMail(user, services.config.appUrl, activation.code), { secrets: [activation.code] });
  });
  await deliverSoon(services);
}
