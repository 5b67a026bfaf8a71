// Creating an account directly, with no signup mail: for the demo seed, the tests' factories and
// (later) accounts an admin creates. It keeps the rules a signup obeys: the registration password
// rule, a valid address stored trimmed and lower-cased, no reserved address, names of 1-100 characters.
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, passwordStrength, validationMessages as messages } from "~shared/schemas/account";
import { invalid } from "~server/domain/errors";
import type { Executor } from "~server/db/client";
import { users } from "~server/db/schema";
import { currentFreePackageIdSql } from "~server/domain/payments/packages";
import { hashPassword } from "./passwords";
import { isReservedEmail } from "./registration";
import type { UserRow } from "./user-data";

/** Columns the caller may set besides the credentials (secrets and deletion are never set here). */
type AccountFields = Omit<
  typeof users.$inferInsert,
  "id" | "email" | "passwordHash" | "activationCodeHash" | "tempPasswordHash" | "tempPasswordExpiresAt" | "deletedAt"
>;

export type NewAccount = AccountFields & {
  email: string;
  password: string;
};

/** The form of an address accounts are stored and matched under. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const accountRules = z.object({
  firstName: z.string().trim().min(1, messages.name.firstRequired).max(NAME_MAX_LENGTH, messages.name.tooLong),
  lastName: z.string().trim().min(1, messages.name.lastRequired).max(NAME_MAX_LENGTH, messages.name.tooLong),
  email: z
    .email(messages.email.invalidRegister)
    .max(EMAIL_MAX_LENGTH, messages.email.invalidRegister)
    .refine((email) => !isReservedEmail(email), messages.email.invalidRegister),
  password: z.string().refine((password) => passwordStrength(password).standard, messages.password.rule),
});

/**
 * Creates an account (activated when `activatedAt` is given) on the free package unless another is
 * named. Refuses, as a signup would, a password or address that breaks the rules; an address already
 * taken fails on the unique index.
 */
export async function createAccount(db: Executor, input: NewAccount, now: Date): Promise<UserRow> {
  const { password, ...fields } = input;
  const email = normaliseEmail(input.email);
  const checked = accountRules.safeParse({ firstName: input.firstName, lastName: input.lastName, email, password });
  if (!checked.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of checked.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    throw invalid(checked.error.issues[0].message, errors);
  }
  const [row] = await db
    .insert(users)
    .values({
      packageId: currentFreePackageIdSql,
      createdAt: now,
      updatedAt: now,
      ...fields,
      firstName: checked.data.firstName,
      lastName: checked.data.lastName,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return row;
}
