// The account forms' rules: password strength, the under-16 check and every message.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import {
  changePasswordApiSchema,
  changePasswordSchema,
  changePasswordWithSpecialSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  isUnder16,
  loginSchema,
  parseCalendarDate,
  passwordStrength,
  registerSchemaAt,
  registerWithPurchaseSchemaAt,
  ukCalendarDate,
} from "~shared/schemas/account";

/** Field → messages of a failed parse, or null when it passes. */
function errorsOf(schema: $ZodType, input: unknown): Record<string, string[]> | null {
  const result = safeParse(schema, input);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

const RULE = "Must contain 8 characters, one uppercase, one lowercase, one number";
const RULE_WITH_SPECIAL = "Must contain 8 characters, one uppercase, one lowercase, one number and one special case Character";

describe("passwordStrength", () => {
  it.each([
    ["Sunrise2024", true],
    ["Abcdefg1", true],
    ["Abc def 1", true], // spaces and other characters are allowed
    ["Äbcdefg1x", true],
    ["Abcdef1", false], // 7 characters
    ["abcdefg1", false], // no uppercase
    ["ABCDEFG1", false], // no lowercase
    ["Abcdefgh", false], // no digit
    ["", false],
  ])("standard rule (register, variant two): %s → %s", (password, ok) => {
    expect(passwordStrength(password).standard).toBe(ok);
  });

  it.each([
    ["abcdefg1!", true],
    ["ABCDEFG1#", true],
    ["Sunrise2024@", true],
    ["a1@$!%*#", true],
    ["abcdefg1", false], // no special
    ["abcdefg1-", false], // "-" is not one of the counted specials
    ["abcdefg!!", false], // no digit
    ["12345678!", false], // no letter
    ["abc1!", false], // too short
  ])("rule with a special (variant one): %s → %s", (password, ok) => {
    expect(passwordStrength(password).withSpecial).toBe(ok);
  });

  it("reports each part", () => {
    expect(passwordStrength("abc")).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      letter: true,
      digit: false,
      special: false,
      notTooLong: true,
      standard: false,
      withSpecial: false,
    });
  });

  it("refuses passwords over 128 characters", () => {
    expect(passwordStrength(`Aa1${"x".repeat(125)}`).standard).toBe(true);
    expect(passwordStrength(`Aa1${"x".repeat(126)}`).standard).toBe(false);
  });
});

describe("isUnder16", () => {
  it.each([
    ["2010-03-02", "2026-03-02", false], // the 16th birthday
    ["2010-03-03", "2026-03-02", true], // the day before
    ["2010-03-01", "2026-03-02", false],
    ["2010-12-31", "2026-06-01", true],
    ["1950-01-01", "2026-03-02", false],
    ["2026-03-02", "2026-03-02", true], // born today
    ["2030-01-01", "2026-03-02", true], // in the future
    ["2008-02-29", "2024-02-28", true], // leap-day birth: 16 on 1 March in a common year
    ["2008-02-29", "2024-02-29", false], // and on 29 February in a leap year
    ["2009-02-28", "2025-02-28", false],
    ["2010-02-29", "2026-03-02", true], // not a date: cannot prove the age
    ["rubbish", "2026-03-02", true],
  ])("born %s, today %s → %s", (born, today, under) => {
    expect(isUnder16(born, today)).toBe(under);
  });

  it("reads a Date as the UK calendar day", () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    expect(ukCalendarDate(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(isUnder16("2010-07-02", new Date("2026-07-01T23:30:00Z"))).toBe(false);
    expect(isUnder16("2010-07-02", new Date("2026-07-01T22:30:00Z"))).toBe(true);
  });

  it("parses only real calendar dates", () => {
    expect(parseCalendarDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate("2023-02-29")).toBeNull();
    expect(parseCalendarDate("2023-13-01")).toBeNull();
    expect(parseCalendarDate("01/02/2003")).toBeNull();
  });
});

describe("loginSchema", () => {
  it("needs an email and a password", () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: ["Email is required"], password: ["Password is required"] });
    expect(errorsOf(loginSchema, { email: "  ", password: "" })).toEqual({ email: ["Email is required"], password: ["Password is required"] });
    expect(errorsOf(loginSchema, { email: "ada@", password: "x" })).toEqual({ email: ["Must be a valid email"] });
  });

  it("trims and lower-cases the email, and keeps the password as typed", () => {
    expect(loginSchema.parse({ email: "  Ada@Example.COM ", password: " secret " })).toEqual({ email: "ada@example.com", password: " secret " });
  });
});

describe("registerSchema", () => {
  const today = new Date("2026-03-02T12:00:00Z");
  const schema = registerSchemaAt(() => today);
  const valid = {
    first_name: " Ada ",
    last_name: "Lovelace",
    email: "Ada@Example.com",
    email_confirmation: "ada@example.com",
    dateOfBirth: "2010-03-02",
    password: "Sunrise2024",
    password_confirmation: "Sunrise2024",
    acceptTerms: "on",
    isover16: "on",
  };

  it("accepts a good form (an HTML form's checkboxes included) and drops the confirmations", () => {
    expect(schema.parse(valid)).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      dateOfBirth: "2010-03-02",
      password: "Sunrise2024",
      acceptTerms: true,
      isover16: true,
      acceptContact: false,
    });
    expect(schema.parse({ ...valid, acceptTerms: true, isover16: 1, acceptContact: "1" }).acceptContact).toBe(true);
  });

  it.each([
    [{ first_name: "" }, "first_name", "First name is required"],
    [{ first_name: "x".repeat(101) }, "first_name", "Must be 100 characters or fewer"],
    [{ last_name: undefined }, "last_name", "Last name is required"],
    // Spec 000 §5: registration has one message for a missing and an invalid email.
    [{ email: "", email_confirmation: "x@example.com" }, "email", "Must be a Valid Email-Id"],
    [{ email: "ada.example.com", email_confirmation: "ada.example.com" }, "email", "Must be a Valid Email-Id"],
    [{ email_confirmation: "" }, "email_confirmation", "Confirmation email required"],
    [{ email_confirmation: "eve@example.com" }, "email_confirmation", "email must match"],
    [{ dateOfBirth: undefined }, "dateOfBirth", "Date of birth is required"],
    [{ dateOfBirth: "30/02/2001" }, "dateOfBirth", "Enter a valid date of birth"],
    [{ dateOfBirth: "2010-03-03" }, "dateOfBirth", "you cannot join if you are under 16"],
    [{ password: "", password_confirmation: "" }, "password", "Password is required"],
    [{ password: "sunrise2024", password_confirmation: "sunrise2024" }, "password", RULE],
    [{ password_confirmation: "Sunrise2025" }, "password_confirmation", "Password must match"],
    [{ acceptTerms: undefined }, "acceptTerms", "You must agree the terms & Policy"],
    [{ isover16: "off" }, "isover16", "You must be over 16 to register"],
  ])("%o → %s: %s", (overrides, field, message) => {
    const input: Record<string, unknown> = { ...valid, ...overrides };
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete input[key];
    expect(errorsOf(schema, input)).toEqual({ [field]: [message] });
  });

  it("the registration-with-purchase screen has the same rules and its own terms message (spec 000 §5)", () => {
    const withPurchase = registerWithPurchaseSchemaAt(() => today);
    const { acceptTerms: _ticked, ...unticked } = valid;
    expect(errorsOf(withPurchase, unticked)).toEqual({ acceptTerms: ["User must agree the terms & Policy"] });
    expect(errorsOf(withPurchase, { ...valid, isover16: "off" })).toEqual({ isover16: ["You must be over 16 to register"] });
    expect(errorsOf(withPurchase, valid)).toBeNull();
  });
});

describe("forgotPasswordSchema and deleteAccountSchema", () => {
  it("use the spec's messages", () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: ["Email is required"] });
    expect(errorsOf(forgotPasswordSchema, { email: "nope" })).toEqual({ email: ["Must be a valid email"] });
    expect(forgotPasswordSchema.parse({ email: " A@B.CO " })).toEqual({ email: "a@b.co" });
    expect(errorsOf(deleteAccountSchema, {})).toEqual({ password: ["Password is required"] });
  });
});

describe("change-password schemas", () => {
  const form = (new_password: string, password_confirmation = new_password) => ({ old_password: "Old-one-1", new_password, password_confirmation });

  it("variant one wants a letter, a digit and a special character", () => {
    expect(errorsOf(changePasswordWithSpecialSchema, form("moonrise#2025"))).toBeNull();
    expect(errorsOf(changePasswordWithSpecialSchema, form("Moonrise2025"))).toEqual({ new_password: [RULE_WITH_SPECIAL] });
  });

  it("variant two wants an uppercase, a lowercase and a digit", () => {
    expect(errorsOf(changePasswordSchema, form("Moonrise2025"))).toBeNull();
    expect(errorsOf(changePasswordSchema, form("moonrise#2025"))).toEqual({ new_password: [RULE] });
  });

  it("the API accepts either rule", () => {
    expect(errorsOf(changePasswordApiSchema, form("Moonrise2025"))).toBeNull();
    expect(errorsOf(changePasswordApiSchema, form("moonrise#2025"))).toBeNull();
    expect(errorsOf(changePasswordApiSchema, form("moonrise"))).toEqual({ new_password: [RULE] });
  });

  it.each([changePasswordWithSpecialSchema, changePasswordSchema])("needs the old password and a matching confirmation", (schema) => {
    expect(errorsOf(schema, {})).toEqual({ old_password: ["Old password is required"], new_password: ["Password is required"] });
    expect(errorsOf(schema, form("Moonrise#2025", "Moonrise#2026"))).toEqual({ password_confirmation: ["Password must match"] });
    expect(schema.parse(form("Moonrise#2025"))).toEqual({ old_password: "Old-one-1", new_password: "Moonrise#2025" });
  });
});

describe("with Conform, as a plain HTML form posts them", () => {
  function formData(values: Record<string, string>): FormData {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  }

  it("parses a good registration (ticked boxes arrive as \"on\", an unticked one not at all)", () => {
    const submission = parseWithZod(
      formData({
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@example.com",
        email_confirmation: "ada@example.com",
        dateOfBirth: "1990-01-01",
        password: "Sunrise2024",
        password_confirmation: "Sunrise2024",
        acceptTerms: "on",
        isover16: "on",
      }),
      { schema: registerSchemaAt() },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ acceptTerms: true, isover16: true, acceptContact: false });
  });

  it("answers every message of an empty registration form", () => {
    const reply = parseWithZod(formData({ first_name: "", password: "abc" }), { schema: registerSchemaAt() }).reply();
    expect(reply.error).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      email: ["Must be a Valid Email-Id"],
      email_confirmation: ["Confirmation email required"],
      dateOfBirth: ["Date of birth is required"],
      password: [RULE],
      password_confirmation: ["Password must match"],
      acceptTerms: ["You must agree the terms & Policy"],
      isover16: ["You must be over 16 to register"],
    });
  });

  it("answers the login and change-password messages", () => {
    expect(parseWithZod(formData({ email: "", password: "" }), { schema: loginSchema }).reply().error).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
    expect(parseWithZod(formData({}), { schema: changePasswordSchema }).reply().error).toEqual({
      old_password: ["Old password is required"],
      new_password: ["Password is required"],
    });
  });
});
