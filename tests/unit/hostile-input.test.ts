// Hostile input the shared schemas and the password rules must refuse cleanly.
import { describe, expect, it } from "vitest";
import { changePasswordApiSchema, loginSchema, registerSchemaAt } from "~shared/schemas/account";
import { COMMON_PASSWORD, isCommonPassword } from "~server/domain/accounts/common-passwords";
import list from "~server/domain/accounts/common-passwords.data";
import { generateTemporaryPassword } from "~server/domain/accounts/password-reset";

const registerSchema = registerSchemaAt(() => new Date("2026-03-02T10:00:00Z"));
const form = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  email_confirmation: "ada@example.com",
  dateOfBirth: "1990-05-17",
  password: "Daybreak2024",
  password_confirmation: "Daybreak2024",
  acceptTerms: "on",
  isover16: "on",
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("names", () => {
  it("refuse control characters (PostgreSQL refuses NUL) with a field message", () => {
    for (const name of ["Ada\u0000", "A\u0000da", "Ada\nLovelace", "Ada\u001b[31m", "Ada\u007f"]) {
      expect(errorsOf(registerSchema.safeParse({ ...form, first_name: name })), JSON.stringify(name)).toEqual({
        first_name: ["Must not contain control characters"],
      });
      expect(errorsOf(registerSchema.safeParse({ ...form, last_name: name }))).toEqual({ last_name: ["Must not contain control characters"] });
    }
  });

  it("still take any alphabet, accents and punctuation", () => {
    for (const name of ["Zoë", "O'Brien-Smith", "Łukasz", "山田", "José María"]) {
      expect(registerSchema.safeParse({ ...form, first_name: name }).success, name).toBe(true);
    }
  });
});

describe("a body that is not an object", () => {
  it("fails the schemas instead of throwing", () => {
    for (const schema of [registerSchema, changePasswordApiSchema, loginSchema]) {
      for (const input of [null, undefined, [], 42, "text"]) {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
      }
    }
  });
});

describe("common passwords", () => {
  it("ships the 10,000 most common, most common first", () => {
    const entries = list.split("\n").filter(Boolean);
    expect(entries).toHaveLength(10_000);
    expect(entries.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("refuses a listed password in any case", () => {
    for (const password of ["password1", "Password1", "PASSWORD1", "Qwerty123", "Welcome1", "Passw0rd"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses a short password that is a listed word with digits and symbols around it", () => {
    for (const password of ["Password1!", "Sunrise2024", "!Dragon99", "Monkey#2025"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts passwords that are not guesses, and passphrases of 12+ characters around a common word", () => {
    for (const password of ["Daybreak2024", "Marquee-demo-1", "Fresh-start-7!", "Kp7m-Xr4t-Wq9z#", "Sunrise-over-2024", "Password-for-my-cat-1"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
    // Random letters are no listed word.
    expect(isCommonPassword("Xy7#9kQ2")).toBe(false);
  });

  it("never produces one as a temporary password", () => {
    for (let i = 0; i < 200; i++) expect(isCommonPassword(generateTemporaryPassword())).toBe(false);
  });

  it("says so plainly", () => {
    expect(COMMON_PASSWORD).toBe("This password is too common. Please choose another.");
  });
});
