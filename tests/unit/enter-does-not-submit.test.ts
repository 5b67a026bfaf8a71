import { describe, expect, it } from "vitest";
import { isBlockedEnter, type KeyPress } from "~/components/forms/enter-does-not-submit";

const press = (overrides: Partial<KeyPress>): KeyPress => ({ key: "Enter", isComposing: false, tagName: "INPUT", type: "text", formMethod: "post", ...overrides });

describe("Enter does not submit a form except from a text area (spec 002 §5)", () => {
  it.each(["text", "email", "password", "number", "date", "time", "tel", "url", "search", "checkbox", "radio", "file"])(
    "is stopped in a %s field of a form that posts",
    (type) => {
      expect(isBlockedEnter(press({ type }))).toBe(true);
    },
  );

  it("is left alone in a text area (a new line), on a button (a press) and in a select", () => {
    expect(isBlockedEnter(press({ tagName: "TEXTAREA", type: "textarea" }))).toBe(false);
    for (const type of ["submit", "button", "image", "reset"]) expect(isBlockedEnter(press({ type }))).toBe(false);
    expect(isBlockedEnter(press({ tagName: "BUTTON", type: "submit" }))).toBe(false);
    expect(isBlockedEnter(press({ tagName: "SELECT", type: "select-one" }))).toBe(false);
  });

  it("still submits a search or filter form (method get), as the channels search bar does (002 §2.5)", () => {
    expect(isBlockedEnter(press({ formMethod: "get" }))).toBe(false);
  });

  it("is left alone outside a form, for other keys, and while an input method composes text", () => {
    expect(isBlockedEnter(press({ formMethod: null }))).toBe(false);
    expect(isBlockedEnter(press({ key: "a" }))).toBe(false);
    expect(isBlockedEnter(press({ key: "Tab" }))).toBe(false);
    expect(isBlockedEnter(press({ isComposing: true }))).toBe(false);
  });
});
