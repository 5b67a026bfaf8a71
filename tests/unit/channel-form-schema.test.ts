// The channel form's shared rules (spec 002 §5): the spec's messages, pounds to pence, exactly one
// category, the module list of a modular channel, and the learn points' 300 characters.
import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { channelFormSchema, channelPriceProblem, missingFieldMessages, readFlag } from "~shared/channel-form/schema";
import { channelMessages as m } from "~shared/messages/channels";

const KEY = "channel-images/00000000-0000-4000-8000-000000000001.jpg";
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Pilates for runners",
  description: "Six weeks of classes.",
  event_type: "Pre Recorded Events",
  price: "19.99",
  is_monthly_subscription: "1",
  category_id: "3",
  image: KEY,
  ...overrides,
});

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = safeParse(channelFormSchema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("channelFormSchema", () => {
  it("reads a valid form: pence, flags, one category, no modules when not modular", () => {
    const result = safeParse(channelFormSchema, valid({ photos: KEY, channel_module: [{ title: "Ignored" }] }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      id: null,
      price: 1999,
      is_monthly_subscription: true,
      is_modular: false,
      category_id: 3,
      photos: [KEY],
      video: null,
      learn1: null,
    });
  });

  it("gives every spec message for an empty form", () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      title: [m.titleRequired],
      description: [m.descriptionRequired],
      event_type: ["Channel type is required"],
      is_monthly_subscription: ["Subscription is required"],
      category_id: ["Category is required"],
      price: ["Price is required"],
      image: ["Channel photo is required"],
    });
    expect(missingFieldMessages(errors)).toContain("Price is required");
  });

  it("refuses prices that are not pounds with up to two decimals, or 0", () => {
    for (const price of ["0", "0.00", "1.999", "abc", "-5", "12,50", "10000.01"]) expect(errorsOf(valid({ price })).price, price).toEqual(["Not a valid price"]);
    expect(channelPriceProblem("12.5")).toBeNull();
    expect(safeParse(channelFormSchema, valid({ price: 12.5 })).data?.price).toBe(1250);
  });

  it("needs exactly one category", () => {
    expect(errorsOf(valid({ category_id: ["3", "4"] })).category_id).toEqual(["Category is required"]);
    expect(errorsOf(valid({ category_id: "x" })).category_id).toEqual(["Category is required"]);
    expect(safeParse(channelFormSchema, valid({ category_id: [{ id: 7 }] })).data?.category_id).toBe(7);
  });

  it("keeps the three channel types in the model and refuses others", () => {
    for (const event_type of ["Pre Recorded Events", "Live Events", "Pre Recorded and Live"]) expect(errorsOf(valid({ event_type }))).toEqual({});
    expect(errorsOf(valid({ event_type: "Pre Recorded Videos" })).event_type).toEqual(["Channel type is required"]);
  });

  it("refuses the placeholder photo and paths that leave their folder", () => {
    expect(errorsOf(valid({ image: "" })).image).toEqual(["Channel photo is required"]);
    expect(errorsOf(valid({ image: "placeholder.png" })).image).toEqual(["Channel photo is required"]);
    expect(errorsOf(valid({ image: "channel-images/../x.jpg" })).image).toEqual(["Channel photo is required"]);
  });

  it("needs a title on every module of a modular channel: 'Empty Field is not allowed!'", () => {
    const errors = errorsOf(valid({ is_modular: "1", channel_module: [{ title: "Week 1" }, { title: " " }] }));
    expect(errors).toEqual({ "channel_module.1.title": ["Empty Field is not allowed!"] });
    expect(errorsOf(valid({ is_modular: "on", channel_module: [] }))).toEqual({ channel_module: ["Empty Field is not allowed!"] });
    const result = safeParse(channelFormSchema, valid({ is_modular: true, channel_module: [{ id: "5", title: "Week 1" }, { title: "Week 2" }] }));
    expect(result.data?.channel_module).toEqual([
      { id: 5, title: "Week 1" },
      { id: null, title: "Week 2" },
    ]);
  });

  it("allows 300 characters in a learn point and says so past it", () => {
    expect(errorsOf(valid({ learn1: "a".repeat(300) }))).toEqual({});
    expect(errorsOf(valid({ learn4: "a".repeat(301) })).learn4).toEqual(["Maximum 300 characters"]);
  });

  it("reads the monthly flag as 1/0 and says when it is missing", () => {
    expect(readFlag("0")).toBe(false);
    expect(readFlag(1)).toBe(true);
    expect(readFlag("maybe")).toBeNull();
    expect(safeParse(channelFormSchema, valid({ is_monthly_subscription: 0 })).data?.is_monthly_subscription).toBe(false);
    expect(errorsOf(valid({ is_monthly_subscription: "2" })).is_monthly_subscription).toEqual(["Subscription is required"]);
  });
});

describe("channelFormSchema through Conform's parser", () => {
  it("gives the spec's messages for empty fields, which Conform reads as missing", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const form = new FormData();
    for (const name of ["title", "description", "price", "image", "video", "learn1"]) form.set(name, "");
    const submission = parseWithZod(form, { schema: channelFormSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : {};
    expect(errors).toMatchObject({ title: [m.titleRequired], price: ["Price is required"], image: ["Channel photo is required"], description: [m.descriptionRequired] });
    expect(errors?.learn1).toBeUndefined();
    expect(errors?.video).toBeUndefined();
    const filled = new FormData();
    for (const [name, value] of Object.entries(valid({ learn1: "", video: "", is_modular: "1", "channel_module[0].title": "Week 1" }))) filled.set(name, String(value));
    const ok = parseWithZod(filled, { schema: channelFormSchema });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" ? ok.value : null).toMatchObject({ learn1: null, video: null, channel_module: [{ id: null, title: "Week 1" }] });
  });
});
