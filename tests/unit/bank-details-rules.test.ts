import { describe, expect, it } from "vitest";
import { bankDetailsSchemaAt, digitsOf, dobProblem, phoneWithPlus } from "~shared/schemas/bank-details";
import { bankForm } from "~tests/support/bank-form";

const today = new Date("2026-11-22T12:00:00Z");
const schema = bankDetailsSchemaAt(() => today);

const good = bankForm({ first_name: "Ada", last_name: "Lovelace", country: "gb", routing_number: "10-88-00", account_number: "0001 2345", confirm_account_number: "00012345", phone: "07700 900123" });

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe("bank details rules (002 §5)", () => {
  it("normalises a good form: sort code and account number digits only, phone with its plus, country upper-case, no confirmation kept", () => {
    const result = schema.parse(good);
    expect(result).toMatchObject({ routing_number: "108800", account_number: "00012345", phone: "+447700900123", country: "GB" });
    expect(result).not.toHaveProperty("confirm_account_number");
  });

  it("gives every required field the spec's message", () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      email: ["Must be a valid email"],
      line1: ["Address is required"],
      postal_code: ["Postal code is required"],
      city: ["City is required"],
      country: ["Country is required"],
      account_holder_name: ["Account holder name is required"],
      account_number: ["Account number is required"],
      phone: ["Phone is required"],
      routing_number: ["Sort code is required"],
      dob_day: ["Must be exactly 2 digits"],
      dob_month: ["Must be exactly 2 digits"],
      dob_year: ["Must be exactly 4 digits"],
    });
    // A missing account number is reported once, not again as a mismatch.
    expect(errors.confirm_account_number).toBeUndefined();
  });

  it("refuses mismatched account numbers", () => {
    expect(errorsOf({ ...good, confirm_account_number: "00012346" })).toEqual({ confirm_account_number: ["Account number must match"] });
  });

  it("checks the shapes: email, sort code, account number, year, country short code, phone", () => {
    expect(errorsOf({ ...good, email: "ada@" })).toEqual({ email: ["Must be a valid email"] });
    expect(errorsOf({ ...good, routing_number: "12345" })).toEqual({ routing_number: ["Sort code must be 6 digits"] });
    expect(errorsOf({ ...good, account_number: "1234567", confirm_account_number: "1234567" })).toEqual({ account_number: ["Account number must be 8 digits"] });
    expect(errorsOf({ ...good, dob_year: "85" })).toEqual({ dob_year: ["Must be exactly 4 digits"] });
    expect(errorsOf({ ...good, dob_day: "123" })).toEqual({ dob_day: ["Must be exactly 2 digits"] });
    expect(errorsOf({ ...good, country: "GBR" })).toEqual({ country: ["Require short code"] });
    expect(errorsOf({ ...good, phone: "+12" })).toEqual({ phone: ["Enter a valid phone number"] });
  });

  it("refuses a date that does not exist and a holder under 18", () => {
    expect(errorsOf({ ...good, dob_day: "31", dob_month: "2" })).toEqual({ dob_day: ["Enter a real date of birth"] });
    expect(errorsOf({ ...good, dob_year: "2010" })).toEqual({ dob_day: ["You must be at least 18 to receive payouts"] });
  });

  it("normalising helpers", () => {
    expect(digitsOf("12-34 56")).toBe("123456");
    expect(phoneWithPlus("447700900123")).toBe("+447700900123");
    expect(phoneWithPlus("0044 7700 900123")).toBe("+447700900123");
    expect(phoneWithPlus("+1 (415) 555-0100")).toBe("+14155550100");
    expect(dobProblem(22, 11, 2008, today)).toBeNull();
    expect(dobProblem(23, 11, 2008, today)).toBe("You must be at least 18 to receive payouts");
  });
});

describe("the bank details form as Conform parses a posted form", () => {
  it("an empty form gets the spec's messages (Conform turns empty fields into undefined)", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const form = new FormData();
    for (const name of Object.keys(good)) form.set(name, "");
    const submission = parseWithZod(form, { schema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      first_name: ["First name is required"],
      email: ["Must be a valid email"],
      dob_day: ["Must be exactly 2 digits"],
      dob_year: ["Must be exactly 4 digits"],
      country: ["Country is required"],
      routing_number: ["Sort code is required"],
      account_number: ["Account number is required"],
      phone: ["Phone is required"],
    });
  });
});

describe("the profile form as Conform parses a posted form", () => {
  it("empty optional fields pass and empty required ones get the spec's messages", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const { profileSchema } = await import("~shared/schemas/profile");
    const form = new FormData();
    for (const name of Object.keys(profileSchema.shape)) form.set(name, "");
    expect(parseWithZod(form, { schema: profileSchema }).reply().error).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      bio: ["About me is required"],
    });
  });
});
