// Register Interest's rules (002 §5) as the landing pages' forms apply them through
// Conform (posted form fields, empty ones included) and as the API does.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contentIsAsked, interestFormSchema, interestSchema, isInterestMobile } from "~shared/schemas/interest";

function post(fields: Record<string, string>, web3 = false) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: interestFormSchema(web3) });
  return submission.status === "success" ? { value: submission.value } : { errors: submission.error };
}

const empty = {
  full_name: "",
  content: "",
  email: "",
  mobile: "",
  website: "",
};

describe("the interest form, posted", () => {
  it("shows every message at once for an empty form", () => {
    expect(post(empty).errors).toEqual({
      full_name: ["Full name is required"],
      content: ["Content is required"],
      email: ["Email is required"],
    });
  });

  it("refuses a malformed email and a mobile of other than 11 or 13 digits", () => {
    const errors = post({
      ...empty,
      full_name: "Ada",
      content: "Yoga",
      email: "ada@",
      mobile: "0770090012",
    }).errors;
    expect(errors).toEqual({
      email: ["Must be a valid email"],
      mobile: ["Mobile must be 11 or 13 digits, like 07xxxxxxxxx"],
    });
  });

  it("accepts a good form, the mobile optional, the email lower-cased", () => {
    expect(
      post({
        ...empty,
        full_name: " Ada ",
        content: "Yoga",
        email: "Ada@Example.com",
      }).value
    ).toMatchObject({
      full_name: "Ada",
      content: "Yoga",
      email: "ada@example.com",
    });
  });

  it("asks the Web3 page's selector, and content only of creators", () => {
    expect(post(empty, true).errors).toEqual({
      full_name: ["Full name is required"],
      email: ["Email is required"],
      creatortype: ["Please select whether you are a creator, a purchaser or both"],
    });
    expect(post({ ...empty, creatortype: "creator" }, true).errors).toMatchObject({ content: ["Content is required"] });
    expect(post({ ...empty, creatortype: "both" }, true).errors).toMatchObject({
      content: ["Content is required"],
    });
    expect(
      post(
        {
          ...empty,
          full_name: "Bea",
          email: "bea@example.com",
          creatortype: "purchaser",
        },
        true
      ).value
    ).toMatchObject({ creatortype: "purchaser" });
  });
});

describe("the rules", () => {
  it.each([
    ["07700900123", true],
    ["07700 900 123", true],
    ["0044770090012", true],
    ["0770090012", false],
    ["077009001234", false],
    ["+447700900123", false],
    ["07700-900123", false],
    ["", false],
  ])("mobile %j is %s", (mobile, ok) => expect(isInterestMobile(mobile)).toBe(ok));

  it.each([
    [false, undefined, true],
    [false, "purchaser", true],
    [true, undefined, false],
    [true, "", false],
    [true, "purchaser", false],
    [true, "creator", true],
    [true, "both", true],
  ])("web3 %s with %j asks for content: %s", (web3, type, asked) => expect(contentIsAsked(web3, type)).toBe(asked));

  it("takes the page from the API's source, refusing any other", () => {
    expect(
      interestSchema.safeParse({
        full_name: "A",
        content: "B",
        email: "a@b.co",
        source: "main-site",
      }).success
    ).toBe(true);
    expect(
      interestSchema.safeParse({
        full_name: "A",
        content: "B",
        email: "a@b.co",
        source: "admin",
      }).success
    ).toBe(false);
  });
});
